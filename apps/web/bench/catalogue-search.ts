/**
 * Benchmark (issue #3 "search within each list is accent-insensitive and fast as the user types"):
 * times the mission pickers' search (`searchOptions` over the indexed catalogue, as mission 3 runs
 * it on every keystroke) and the languages filter, for queries typed one letter at a time.
 * Prints the per-keystroke median and 99th percentile in milliseconds; a keystroke should stay
 * well under one 16 ms frame. Run: `npm run bench:search-lists`.
 */
import { readFileSync } from 'node:fs';
import { comparisonKey } from '@highlight/domain/resume';
import { languageOptions } from '@highlight/domain/languages';
import {
  indexOptions,
  searchOptions,
  type PickerOption,
} from '../src/features/takeoff/components/catalogue-picker/search-options.ts';

interface Entry {
  id: string;
  fr: string;
  en?: string;
}
const catalogue = JSON.parse(
  readFileSync(new URL('../../api/reference-data/catalogue.json', import.meta.url), 'utf8'),
) as { domains: (Entry & { skills: Entry[] })[]; jobs: Entry[] };

const skills: PickerOption[] = catalogue.domains.flatMap((domain) =>
  domain.skills.map((skill) => ({
    id: skill.id,
    label: skill.fr,
    group: domain.fr,
    aliases: [skill.en ?? skill.fr, domain.en ?? domain.fr],
  })),
);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function bench(name: string, size: number, queries: string[], search: (query: string) => unknown): void {
  const timings: number[] = [];
  for (let round = 0; round < 50; round++) {
    for (const query of queries) {
      for (let length = 1; length <= query.length; length++) {
        const started = performance.now();
        search(query.slice(0, length));
        timings.push(performance.now() - started);
      }
    }
  }
  timings.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} ${String(size).padStart(5)} entries  ${String(timings.length).padStart(6)} keystrokes  ` +
      `median ${percentile(timings, 50).toFixed(3)} ms  p99 ${percentile(timings, 99).toFixed(3)} ms  ` +
      `max ${(timings.at(-1) ?? 0).toFixed(3)} ms`,
  );
}

const queries = ['developpement', 'kubernetes', 'spring boot', 'securite', 'sql server', 'tests automatises'];
const indexStarted = performance.now();
const indexed = indexOptions(skills);
console.log(
  `indexing ${skills.length} skills: ${(performance.now() - indexStarted).toFixed(2)} ms (once per list)`,
);
bench('skills (mission 3 picker)', indexed.length, queries, (query) => searchOptions(indexed, query, 50));
const jobs = indexOptions(
  catalogue.jobs.map((job) => ({ id: job.id, label: job.fr, aliases: [job.en ?? job.fr] })),
);
bench('jobs (mission 2 picker)', jobs.length, ['developpeur', 'chef de projet', 'ingenieur'], (query) =>
  searchOptions(jobs, query, 50),
);
const languages = languageOptions('fr');
bench('languages (mission 7 filter)', languages.length, ['francais', 'anglais', 'neerlandais'], (query) => {
  const key = comparisonKey(query);
  return languages.filter((option) => comparisonKey(option.name).includes(key));
});
