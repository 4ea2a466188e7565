/**
 * The bilingual reference catalogue (DESIGN.md "Data": reference data ships as versioned seed data
 * in both languages), read from the data modules of this folder without any database.
 *
 * The PDF and DOCX renderers and the tests turn the ids stored in resumes into labels with
 * `loadReferenceCatalogue()`; `seedReference` (../reference.ts) copies the same entries into
 * the `reference_items` table.
 */
import type { ReferenceItem, ReferenceKind } from '@highlight/domain/reference';
import { DOMAINS } from './domains.ts';
import { JOBS } from './jobs.ts';
import { SECTORS } from './sectors.ts';
import { SKILLS_BY_DOMAIN } from './skills.ts';
import type { LabelTuple } from './types.ts';

/**
 * Version of the reference data. Bump it whenever an entry is added or a label changes:
 * `seedReference` rewrites every stored entry whose `seed_version` is lower.
 */
export const REFERENCE_SEED_VERSION = 1;

/** One catalogue entry; `parentId` is the domain of a skill, the sector of a sub-sector, else null. */
export interface ReferenceEntry {
  readonly id: string;
  readonly parentId: string | null;
  readonly labelFr: string;
  readonly labelEn: string;
}

/** The catalogue by kind, each map keyed by entry id. */
export interface ReferenceCatalogue {
  readonly domains: ReadonlyMap<string, ReferenceEntry>;
  readonly skills: ReadonlyMap<string, ReferenceEntry>;
  readonly jobs: ReadonlyMap<string, ReferenceEntry>;
  readonly sectors: ReadonlyMap<string, ReferenceEntry>;
  readonly subSectors: ReadonlyMap<string, ReferenceEntry>;
}

const entry = ([id, labelFr, labelEn]: LabelTuple, parentId: string | null = null): ReferenceEntry => ({
  id,
  parentId,
  labelFr,
  labelEn: labelEn ?? labelFr,
});

/**
 * Every reference entry of the data files, flattened, in a stable order (domains, skills, jobs,
 * sectors, sub-sectors), as `reference_items` rows (kinds of @highlight/domain/reference; language
 * levels are an enum of the domain, not data). Pure: no database, no I/O.
 */
export function referenceRows(): ReferenceItem[] {
  const rows: ReferenceItem[] = [];
  for (const domain of DOMAINS) rows.push({ kind: 'domain', ...entry(domain) });
  for (const [domainId, skills] of Object.entries(SKILLS_BY_DOMAIN)) {
    for (const skill of skills) rows.push({ kind: 'skill', ...entry(skill, domainId) });
  }
  for (const job of JOBS) rows.push({ kind: 'job', ...entry(job) });
  for (const { sector } of SECTORS) rows.push({ kind: 'sector', ...entry(sector) });
  for (const { sector, subSectors } of SECTORS) {
    for (const subSector of subSectors) rows.push({ kind: 'sub_sector', ...entry(subSector, sector[0]) });
  }
  return rows;
}

let cached: ReferenceCatalogue | undefined;

/**
 * The reference catalogue from the data files (synchronous, no database): domains, skills, jobs,
 * sectors and sub-sectors, each a map from id to `{ id, parentId, labelFr, labelEn }`.
 * Built once and shared; the maps are read-only.
 * Throws when the data hold a duplicate id within a kind (a programming error).
 */
export function loadReferenceCatalogue(): ReferenceCatalogue {
  if (cached) return cached;
  const byKind: Record<ReferenceKind, Map<string, ReferenceEntry>> = {
    domain: new Map(),
    skill: new Map(),
    job: new Map(),
    sector: new Map(),
    sub_sector: new Map(),
  };
  for (const { kind, ...rest } of referenceRows()) {
    const map = byKind[kind];
    if (map.has(rest.id)) throw new Error(`Duplicate reference id ${kind}/${rest.id}`);
    map.set(rest.id, Object.freeze(rest));
  }
  cached = {
    domains: byKind.domain,
    skills: byKind.skill,
    jobs: byKind.job,
    sectors: byKind.sector,
    subSectors: byKind.sub_sector,
  };
  return cached;
}
