/**
 * Issue #26 §13 "two tabs lose data": the three-way merge of a resume, for a save the API refused
 * because the file changed since the tab read it (409 `RESUME_VERSION_CONFLICT`, DESIGN.md "Data"
 * optimistic concurrency). Entry point: {@link mergeResumes}.
 *
 * - `base`: the resume the tab loaded (the version its edit started from);
 * - `mine`: the tab's edit, the body it tried to save;
 * - `theirs`: the server's current file.
 *
 * Every list of the resume (spec §1 missions 2–7) is merged by entry key: professions by job id,
 * technical skills by domain id then skill id, functional skills by their comparison key
 * (`comparisonKey`, spec §5 duplicates), experiences and their projects by id, diplomas by id,
 * languages by code. What one side added or removed and the other left alone is applied; entries
 * of both sides are kept. An entry or a field (the desired position, the professional summary, an
 * experience's context…) that both sides changed differently — or that one side removed while the
 * other changed it — is a conflict: it is listed, never settled silently, and the caller asks the
 * person which side to keep.
 */
import { comparisonKey, type ResumeBody } from './resume.ts';

/** Which side a conflict keeps. */
export type MergeSide = 'mine' | 'theirs';

/** A field or entry both sides changed differently (`undefined`: that side removed it). */
export interface ResumeConflict {
  /** Stable id of the conflict, its `path` joined by `/` (`experiences/e1/context`). */
  id: string;
  /** The resume's list or field it is in (`desiredPosition`, `softSkills`, `experiences`…). */
  section: keyof ResumeBody;
  /** From the section down: list entries by key, object fields by name. */
  path: string[];
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/** The merged resume and what could not be merged on its own. */
export interface ResumeMerge {
  /** Conflicts take the side `choices` names, else `mine` (what the person sees on screen). */
  resume: ResumeBody;
  conflicts: ResumeConflict[];
}

interface Context {
  choices: Readonly<Record<string, MergeSide>>;
  conflicts: ResumeConflict[];
}

/** Merges the values two sides made of `base`'s, both present (`deeper` of {@link merge}). */
type Deeper = (path: string[], base: unknown, mine: unknown, theirs: unknown, context: Context) => unknown;

/** Structural equality of JSON values (objects key by key, whatever the order; arrays in order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The three-way rule: a side that did not change gives way to the other; otherwise `deeper` or a conflict. */
function merge(
  path: string[],
  base: unknown,
  mine: unknown,
  theirs: unknown,
  context: Context,
  deeper?: Deeper,
): unknown {
  if (same(mine, theirs)) return mine;
  if (same(mine, base)) return theirs;
  if (same(theirs, base)) return mine;
  if (deeper && mine !== undefined && theirs !== undefined) return deeper(path, base, mine, theirs, context);
  const id = path.join('/');
  context.conflicts.push({ id, section: path[0] as keyof ResumeBody, path, base, mine, theirs });
  return context.choices[id] === 'theirs' ? theirs : mine;
}

/**
 * A list merged entry by entry (`key` of each entry, `item` merging an entry both sides kept and
 * changed). Order: `mine`'s entries as the person arranged them, then those only `theirs` has.
 */
function list<T>(key: (entry: T) => string, item?: Deeper): Deeper {
  return (path, base, mine, theirs, context) => {
    const byKey = (entries: unknown) => new Map(((entries ?? []) as T[]).map((entry) => [key(entry), entry]));
    const [b, m, t] = [byKey(base), byKey(mine), byKey(theirs)];
    const keys = [...new Set([...m.keys(), ...t.keys(), ...b.keys()])];
    return keys
      .map((entryKey) =>
        merge([...path, entryKey], b.get(entryKey), m.get(entryKey), t.get(entryKey), context, item),
      )
      .filter((entry) => entry !== undefined);
  };
}

/** An object merged field by field (`fields` names how a field merges; others are single values). */
function object(fields: Record<string, Deeper> = {}): Deeper {
  return (path, base, mine, theirs, context) => {
    const [b, m, t] = [base, mine, theirs].map((value) => (value ?? {}) as Record<string, unknown>) as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    const merged: Record<string, unknown> = {};
    for (const field of new Set([...Object.keys(m), ...Object.keys(t)])) {
      const value = merge([...path, field], b[field], m[field], t[field], context, fields[field]);
      if (value !== undefined) merged[field] = value;
    }
    return merged;
  };
}

const byId = (entry: { id: string }) => entry.id;
const itself = (entry: string) => entry;
const catalogueRefs = list(byId);

/** spec §5 "a custom domain is deleted when it has no skill": the two sides may empty one together. */
const technicalSkills: Deeper = (path, base, mine, theirs, context) =>
  (
    list<ResumeBody['technicalSkills'][number]>(
      (entry) => entry.domain.id,
      object({ skills: catalogueRefs }),
    )(path, base, mine, theirs, context) as ResumeBody['technicalSkills']
  ).filter((entry) => !entry.domain.custom || entry.skills.length > 0);

/** How each field of the resume merges. */
const RESUME: Record<keyof ResumeBody, Deeper | undefined> = {
  desiredPosition: undefined,
  // issue #28 §2: the summary is one paragraph, merged whole: two different edits are a conflict.
  summary: undefined,
  // A profession is one value (the job and its experience time go together).
  jobs: list<ResumeBody['jobs'][number]>((entry) => entry.job.id),
  technicalSkills,
  softSkills: list<string>(comparisonKey),
  experiences: list(
    byId,
    object({
      projectExperiences: list(
        byId,
        object({ technicalEnvironment: catalogueRefs, jobs: catalogueRefs, subSectors: list(itself) }),
      ),
    }),
  ),
  // A diploma and a language are single values: a level goes with its score, a title with its school.
  diplomas: list(byId),
  languages: list<ResumeBody['languages'][number]>((entry) => entry.code),
};

/**
 * Issue #26 §13: merges `mine` (the tab's edit of `base`, the resume it loaded) with `theirs` (the
 * server's current file), as described in this module's comment. `choices` (conflict id → side)
 * settles the conflicts the person chose; any other conflict keeps `mine`'s value. Pure: the inputs
 * are not changed. Answers the merged resume body and every conflict met (chosen ones included),
 * in the resume's order. Validation (spec §5) is the caller's: a merge may, rarely, give a resume
 * the rules refuse (a project's environment using a skill the other side removed).
 */
export function mergeResumes(
  base: ResumeBody,
  mine: ResumeBody,
  theirs: ResumeBody,
  choices: Readonly<Record<string, MergeSide>> = {},
): ResumeMerge {
  const context: Context = { choices, conflicts: [] };
  const resume = Object.fromEntries(
    (Object.keys(RESUME) as (keyof ResumeBody)[]).map((field) => [
      field,
      merge([field], base[field], mine[field], theirs[field], context, RESUME[field]),
    ]),
  ) as unknown as ResumeBody;
  return { resume, conflicts: context.conflicts };
}
