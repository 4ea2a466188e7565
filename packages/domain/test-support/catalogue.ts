/**
 * The real reference catalogue (DESIGN.md "Data"), shaped as `GET /api/reference` answers it (the
 * API's seed rows, `referenceRows`, with the vocabulary's aliases of skills and jobs, issue #27 §1),
 * for the JSON Resume tests. Read by path: the domain never imports from an app. Pure data: building it calls no domain
 * code, so reading it at collection time leaves Stryker's mutants per test (issue #12).
 */
import { readFileSync } from 'node:fs';
import type { ReferenceItem } from '../src/reference.ts';

interface Entry {
  id: string;
  fr: string;
  en?: string;
  aliases?: string[];
}

const data = JSON.parse(
  readFileSync(new URL('../../../apps/api/reference-data/catalogue.json', import.meta.url), 'utf8'),
) as {
  domains: (Entry & { skills: Entry[] })[];
  jobs: Entry[];
  sectors: (Entry & { subSectors: Entry[] })[];
};

const row = (kind: ReferenceItem['kind'], entry: Entry, parentId: string | null = null): ReferenceItem => ({
  kind,
  id: entry.id,
  parentId,
  labelFr: entry.fr,
  labelEn: entry.en ?? entry.fr,
  ...((kind === 'skill' || kind === 'job') &&
    entry.aliases &&
    entry.aliases.length > 0 && { aliases: entry.aliases }),
});

/** Every domain, skill, job, sector and sub-sector of the catalogue, English falling back to French. */
export const catalogue: readonly ReferenceItem[] = [
  ...data.domains.map((domain) => row('domain', domain)),
  ...data.domains.flatMap((domain) => domain.skills.map((skill) => row('skill', skill, domain.id))),
  ...data.jobs.map((job) => row('job', job)),
  ...data.sectors.map((sector) => row('sector', sector)),
  ...data.sectors.flatMap((sector) => sector.subSectors.map((sub) => row('sub_sector', sub, sector.id))),
];
