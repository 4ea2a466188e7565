/**
 * How well the vocabulary understands real client requests (issue #27 "Benchmark"). Reads the
 * hand-labelled development set `../shared/postings/dev/postings.json` (real public job postings,
 * French and English; never copied into the project) and prints, over its postings:
 * - required-skill recall (skills a staffing manager marks as required, found in the text);
 * - recall and precision over required + nice-to-have skills. Precision counts only skills the
 *   set could label: those of the catalogue it was labelled against (version 2, read from git at
 *   `LABELLED_AGAINST`); skills added since are counted apart ("found, added since v2");
 * - required versus nice-to-have: of the labelled skills found, the share read with the right weight;
 * - homonym false hits: skills named by a trap of the set (`traps[].not`) that were found;
 * - years, spoken languages, profession: the share of postings whose minimum years, set of
 *   `code: level` languages, and first profession equal the labels (the profession is right when
 *   the first one understood is one of the labelled jobs);
 * - the reading time of a 20,000-character request (the postings' texts end to end), p50/p95.
 * Everything goes through `readClientRequest`, as `POST /api/match` does. Targets (issue #27):
 * required recall ≥ 90 %, precision ≥ 95 %, 0 homonym hits; years, languages and profession
 * ≥ 90 % right; extraction p95 ≤ 20 ms. `BENCH_VERBOSE=1` lists each posting's misses and false
 * hits.
 * Run: `npm run bench:vocabulary`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { MATCH_TEXT_MAX } from '@highlight/domain/constants';
import { readClientRequest } from '@highlight/domain/client-request';
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
  job: string[];
  min_years: number | null;
  languages: string[];
}

const postings = JSON.parse(readFileSync(POSTINGS, 'utf8')) as Posting[];
const labelledCatalogue = JSON.parse(
  execFileSync('git', ['show', `${LABELLED_AGAINST}:apps/api/reference-data/catalogue.json`], {
    cwd: new URL('../../..', import.meta.url),
    encoding: 'utf8',
  }),
) as { domains: { skills: { id: string }[] }[] };
const labellable = new Set(
  labelledCatalogue.domains.flatMap((domain) => domain.skills.map((skill) => skill.id)),
);
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
let weightRight = 0;
let weightJudged = 0;
let yearsRight = 0;
let languagesRight = 0;
let jobRight = 0;
for (const posting of postings) {
  const understood = readClientRequest(vocabulary, posting.text);
  const found = new Set(understood.skills.map((skill) => skill.id));
  for (const skill of understood.skills) {
    const labelledRequired = posting.required.includes(skill.id);
    if (!labelledRequired && !posting.nice.includes(skill.id)) continue;
    weightJudged += 1;
    if (skill.required === labelledRequired) weightRight += 1;
  }
  const yearsOk = understood.minYears === posting.min_years;
  const languages = understood.languages.map((language) => `${language.code}: ${language.level}`).sort();
  const languagesOk = JSON.stringify(languages) === JSON.stringify([...posting.languages].sort());
  const job = understood.jobs[0]?.id;
  const jobOk = job !== undefined && posting.job.includes(job);
  if (yearsOk) yearsRight += 1;
  if (languagesOk) languagesRight += 1;
  if (jobOk) jobRight += 1;
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
        `; false: ${wrong.join(', ') || '—'}; homonyms: ${hits.join(', ') || '—'}` +
        `; weight wrong: ${
          understood.skills
            .filter(
              (skill) =>
                (posting.required.includes(skill.id) && !skill.required) ||
                (posting.nice.includes(skill.id) && skill.required),
            )
            .map((skill) => `${skill.id}${skill.required ? '(req)' : '(nice)'}`)
            .join(', ') || '—'
        }` +
        (yearsOk ? '' : `; years ${understood.minYears} ≠ ${posting.min_years}`) +
        (languagesOk
          ? ''
          : `; languages ${languages.join(', ') || '—'} ≠ ${posting.languages.join(', ') || '—'}`) +
        (jobOk ? '' : `; job ${job ?? '—'} ∉ ${posting.job.join(', ')}`),
    );
  }
}

// A 20,000-character request: the postings end to end.
let request = '';
for (let index = 0; request.length < MATCH_TEXT_MAX; index += 1) {
  request += `${postings[index % postings.length]!.text}\n`;
}
request = request.slice(0, MATCH_TEXT_MAX);
for (let round = 0; round < 20; round += 1) readClientRequest(vocabulary, request);
const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const start = performance.now();
  readClientRequest(vocabulary, request);
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
  weightRight: percent(weightRight, weightJudged),
  yearsRight: percent(yearsRight, postings.length),
  languagesRight: percent(languagesRight, postings.length),
  professionRight: percent(jobRight, postings.length),
  extractionP50Ms: at(0.5),
  extractionP95Ms: at(0.95),
};
const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
console.log(`vocabulary benchmark: ${postings.length} labelled postings (../shared/postings/dev)`);
console.log(
  `required-skill recall   ${figures.requiredRecall.toFixed(1).padStart(5)} %  (${requiredFound}/${required})  target ≥ 90 %  ${mark(figures.requiredRecall >= 90)}`,
);
console.log(
  `recall, required + nice ${figures.recall.toFixed(1).padStart(5)} %  (${labelledFound}/${labelled})`,
);
console.log(
  `precision               ${figures.precision.toFixed(1).padStart(5)} %  (${judgedRight}/${judged}; ${addedSince} found among skills added since v2)  target ≥ 95 %  ${mark(figures.precision >= 95)}`,
);
console.log(
  `homonym false hits      ${String(homonymHits).padStart(5)}    target 0  ${mark(homonymHits === 0)}`,
);
console.log(
  `required vs nice right  ${figures.weightRight.toFixed(1).padStart(5)} %  (${weightRight}/${weightJudged} labelled skills found)`,
);
for (const [name, value, right] of [
  ['minimum years right    ', figures.yearsRight, yearsRight],
  ['spoken languages right ', figures.languagesRight, languagesRight],
  ['profession right       ', figures.professionRight, jobRight],
] as const) {
  console.log(
    `${name} ${value.toFixed(1).padStart(5)} %  (${right}/${postings.length})  target ≥ 90 %  ${mark(value >= 90)}`,
  );
}
console.log(
  `extraction, 20,000 characters: p50 ${figures.extractionP50Ms.toFixed(2)} ms, p95 ${figures.extractionP95Ms.toFixed(2)} ms  target p95 ≤ 20 ms  ${mark(figures.extractionP95Ms <= 20)}`,
);
console.log(JSON.stringify(figures));
