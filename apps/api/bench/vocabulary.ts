/**
 * How well the vocabulary understands real client requests (issue #27 "Benchmark"). Reads the
 * hand-labelled development set `../shared/postings/dev/postings.json` (real public job postings,
 * French and English; never copied into the project) and prints, over its postings:
 * - required-skill recall (skills a staffing manager marks as required, found in the text);
 * - recall and precision over required + nice-to-have skills. Precision counts only skills the
 *   set could label: those of the catalogue it was labelled against (version 2, read from git at
 *   `LABELLED_AGAINST`); skills added since are counted apart ("found, added since v2");
 * - homonym false hits: skills named by a trap of the set (`traps[].not`) that were found;
 * - the extraction time of a 20,000-character request (the postings' texts end to end), p50/p95.
 * Targets (issue #27): required recall ≥ 90 %, precision ≥ 95 %, 0 homonym hits, extraction p95
 * ≤ 20 ms. Years, spoken languages and profession are measured once requests are read for them
 * (issue #27 §3). `BENCH_VERBOSE=1` lists each posting's misses and false hits.
 * Run: `npm run bench:vocabulary`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { MATCH_TEXT_MAX } from '@highlight/domain/constants';
import { findEntries, findMentions } from '@highlight/domain/vocabulary';
import { loadVocabulary } from '../src/db/seed/reference/catalogue.ts';

/** The commit of main holding catalogue version 2, the one the development set is labelled against. */
const LABELLED_AGAINST = 'd2bc5d4';
const POSTINGS = new URL('../../../../shared/postings/dev/postings.json', import.meta.url);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

interface Posting {
  id: string;
  language: 'fr' | 'en';
  text: string;
  required: string[];
  nice: string[];
  traps: { text: string; not: string[] }[];
}

const postings = JSON.parse(readFileSync(POSTINGS, 'utf8')) as Posting[];
const labelledCatalogue = JSON.parse(
  execFileSync('git', ['show', `${LABELLED_AGAINST}:apps/api/reference-data/catalogue.json`], {
    cwd: new URL('../../..', import.meta.url),
    encoding: 'utf8',
  }),
) as { domains: { skills: { id: string }[] }[] };
const labellable = new Set(labelledCatalogue.domains.flatMap((domain) => domain.skills.map((skill) => skill.id)));
const vocabulary = loadVocabulary();

const percent = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);

let required = 0;
let requiredFound = 0;
let labelled = 0;
let labelledFound = 0;
let judged = 0;
let judgedRight = 0;
let addedSince = 0;
let homonymHits = 0;
for (const posting of postings) {
  const found = new Set(findEntries(vocabulary, posting.text, 'skill'));
  const asked = new Set([...posting.required, ...posting.nice]);
  const trapIds = new Set(posting.traps.flatMap((trap) => trap.not));
  required += posting.required.length;
  requiredFound += posting.required.filter((id) => found.has(id)).length;
  labelled += asked.size;
  labelledFound += [...asked].filter((id) => found.has(id)).length;
  const judgeable = [...found].filter((id) => labellable.has(id));
  judged += judgeable.length;
  judgedRight += judgeable.filter((id) => asked.has(id)).length;
  addedSince += found.size - judgeable.length;
  const hits = [...found].filter((id) => trapIds.has(id));
  homonymHits += hits.length;
  if (VERBOSE) {
    const wrong = judgeable.filter((id) => !asked.has(id));
    console.log(
      `${posting.id.padEnd(24)} missed required: ${posting.required.filter((id) => !found.has(id)).join(', ') || '—'}` +
        `; missed nice: ${posting.nice.filter((id) => !found.has(id)).join(', ') || '—'}` +
        `; false: ${wrong.join(', ') || '—'}; homonyms: ${hits.join(', ') || '—'}`,
    );
  }
}

// A 20,000-character request: the postings end to end.
let request = '';
for (let index = 0; request.length < MATCH_TEXT_MAX; index += 1) {
  request += `${postings[index % postings.length]!.text}\n`;
}
request = request.slice(0, MATCH_TEXT_MAX);
for (let round = 0; round < 20; round += 1) findMentions(vocabulary, request);
const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const start = performance.now();
  findMentions(vocabulary, request);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;

const figures = {
  postings: postings.length,
  requiredRecall: percent(requiredFound, required),
  recall: percent(labelledFound, labelled),
  precision: percent(judgedRight, judged),
  homonymHits,
  foundAddedSinceV2: addedSince,
  extractionP50Ms: at(0.5),
  extractionP95Ms: at(0.95),
};
const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
console.log(`vocabulary benchmark: ${postings.length} labelled postings (../shared/postings/dev)`);
console.log(
  `required-skill recall   ${figures.requiredRecall.toFixed(1).padStart(5)} %  (${requiredFound}/${required})  target ≥ 90 %  ${mark(figures.requiredRecall >= 90)}`,
);
console.log(`recall, required + nice ${figures.recall.toFixed(1).padStart(5)} %  (${labelledFound}/${labelled})`);
console.log(
  `precision               ${figures.precision.toFixed(1).padStart(5)} %  (${judgedRight}/${judged}; ${addedSince} found among skills added since v2)  target ≥ 95 %  ${mark(figures.precision >= 95)}`,
);
console.log(`homonym false hits      ${String(homonymHits).padStart(5)}    target 0  ${mark(homonymHits === 0)}`);
console.log(
  `extraction, 20,000 characters: p50 ${figures.extractionP50Ms.toFixed(2)} ms, p95 ${figures.extractionP95Ms.toFixed(2)} ms  target p95 ≤ 20 ms  ${mark(figures.extractionP95Ms <= 20)}`,
);
console.log(JSON.stringify(figures));
