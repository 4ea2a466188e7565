/**
 * The bilingual reference catalogue (DESIGN.md "Data": reference data ships as versioned seed data
 * in both languages). The data live in a JSON file, `apps/api/reference-data/catalogue.json` by
 * default or the file named by `REFERENCE_DATA_FILE`, so the firm edits its domains, skills, jobs
 * and sectors without touching code: change the file, raise its `version`, restart.
 *
 * The PDF and DOCX renderers and the tests turn the ids stored in resumes into labels with
 * `loadReferenceCatalogue()`; `seedReference` (../reference.ts) copies the same entries into
 * the `reference_items` table at start-up, after the migrations.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ReferenceItem, ReferenceKind } from '@highlight/domain/reference';
import { ZJobName } from '@highlight/domain/resume';
import { spokenLanguageEntries } from '@highlight/domain/languages';
import {
  buildVocabulary,
  VOCABULARY_FIELDS,
  vocabularyProblems,
  type Vocabulary,
  type VocabularyEntry,
} from '@highlight/domain/vocabulary';

/** One entry of the data file: a stable id (resumes store it), its French and English labels. */
const ZEntry = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case kebab-case'),
  fr: z.string().trim().min(1),
  /** Omitted when the English label is the French one (product names: "React", "SAP FI"). */
  en: z.string().trim().min(1).optional(),
  // issue #27 §1: how people write the entry (aliases, ambiguous forms, homonym phrases).
  ...VOCABULARY_FIELDS,
});

/** The data file: `version` (raise it on every edit), domains with skills, jobs, sectors with sub-sectors. */
export const ZReferenceData = z.strictObject({
  version: z.number().int().min(1),
  domains: z.array(ZEntry.extend({ skills: z.array(ZEntry) })),
  // issue #26 §15: a job the job field rule refuses could not be typed as a desired position.
  jobs: z.array(ZEntry.extend({ fr: ZJobName, en: ZJobName.optional() })),
  sectors: z.array(ZEntry.extend({ subSectors: z.array(ZEntry) })),
});
export type ReferenceData = z.infer<typeof ZReferenceData>;

/** The bundled data file. */
export const DEFAULT_REFERENCE_DATA_FILE = fileURLToPath(
  new URL('../../../../reference-data/catalogue.json', import.meta.url),
);

/**
 * Reads and validates a reference data file. Throws with the file name and the offending paths when
 * it is not valid JSON or breaks the shape, or with the vocabulary's problems (`vocabularyProblems`,
 * issue #27 §1): a bad edit stops the start-up instead of corrupting data or searches.
 */
export function readReferenceData(file: string): ReferenceData {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Reference data ${file} cannot be read: ${(error as Error).message}`);
  }
  const parsed = ZReferenceData.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Reference data ${file} is invalid: ${where}`);
  }
  // issue #27 §1: the vocabulary's check (short forms marked ambiguous, no alias on two entries…).
  const problems = vocabularyProblems(vocabularyEntries(parsed.data));
  if (problems.length > 0) throw new Error(`Reference data ${file} is invalid: ${problems.join('; ')}`);
  return parsed.data;
}

const DATA = readReferenceData(process.env.REFERENCE_DATA_FILE || DEFAULT_REFERENCE_DATA_FILE);

/**
 * Version of the reference data (the file's `version`): `seedReference` rewrites every stored entry
 * whose `seed_version` is lower.
 */
export const REFERENCE_SEED_VERSION = DATA.version;

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

const entry = ({ id, fr, en }: z.infer<typeof ZEntry>, parentId: string | null = null): ReferenceEntry => ({
  id,
  parentId,
  labelFr: fr,
  labelEn: en ?? fr,
});

/**
 * Every reference entry of `data` (the loaded file by default), flattened, in a stable order
 * (domains, skills, jobs, sectors, sub-sectors), as `reference_items` rows (kinds of
 * @highlight/domain/reference; language levels are an enum of the domain, not data). No I/O.
 */
export function referenceRows(data: ReferenceData = DATA): ReferenceItem[] {
  const rows: ReferenceItem[] = [];
  for (const domain of data.domains) rows.push({ kind: 'domain', ...entry(domain) });
  for (const domain of data.domains) {
    for (const skill of domain.skills) rows.push({ kind: 'skill', ...entry(skill, domain.id) });
  }
  for (const job of data.jobs) rows.push({ kind: 'job', ...entry(job) });
  for (const sector of data.sectors) rows.push({ kind: 'sector', ...entry(sector) });
  for (const sector of data.sectors) {
    for (const subSector of sector.subSectors)
      rows.push({ kind: 'sub_sector', ...entry(subSector, sector.id) });
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

/**
 * The vocabulary's entries of `data` (issue #27 §1): every skill and job with its two labels,
 * aliases, ambiguous forms and homonym phrases, in the file's order. No I/O.
 */
export function vocabularyEntries(data: ReferenceData = DATA): VocabularyEntry[] {
  const entry = (kind: VocabularyEntry['kind'], item: z.infer<typeof ZEntry>): VocabularyEntry => ({
    kind,
    id: item.id,
    labels: [...new Set([item.fr, item.en ?? item.fr])],
    aliases: item.aliases,
    ambiguous: item.ambiguous,
    homonyms: item.homonyms,
  });
  return [
    ...data.domains.flatMap((domain) => domain.skills.map((skill) => entry('skill', skill))),
    ...data.jobs.map((job) => entry('job', job)),
  ];
}

let vocabulary: Vocabulary | undefined;

/**
 * The matcher's vocabulary (issue #27 §1), built once per process: the loaded data file's skills
 * and jobs, and the spoken languages by their French and English names.
 */
export function loadVocabulary(): Vocabulary {
  vocabulary ??= buildVocabulary([...vocabularyEntries(), ...spokenLanguageEntries()]);
  return vocabulary;
}
