/**
 * Editing operations of the missions that involve more than one field (spec §5), shared by the
 * forms and the API so a rule lives once:
 * - deselecting a skill or a job used in projects is blocked when it is the only one there;
 *   otherwise it is removed from those projects;
 * - a custom domain is deleted when it has no skill left;
 * - changing a company's activity sector removes the sub-sectors of its projects;
 * - a custom domain, skill or job must not already exist (case- and accent-insensitively).
 * Every function is pure: it returns a new resume and never mutates its input.
 */
import type { ReferenceItem, ReferenceKind } from './reference.ts';
import { comparisonKey, type CatalogRef, type Experience, type ResumeBody } from './resume.ts';

/**
 * The outcome of deselecting a skill, a domain or a job. `ok: true`: the new resume, and the names
 * of the projects it was removed from (to tell the user). `ok: false`: blocked, with the names of
 * the projects where it is the only skill (technical environment) or job.
 */
export type Deselection =
  { ok: true; resume: ResumeBody; removedFromProjects: string[] } | { ok: false; blockingProjects: string[] };

type ProjectList = 'technicalEnvironment' | 'jobs';

/** Removes `ids` from one list of every project, unless one project would be left with none. */
function removeFromProjects(resume: ResumeBody, list: ProjectList, ids: ReadonlySet<string>): Deselection {
  const projects = resume.experiences.flatMap((experience) => experience.projectExperiences);
  const using = projects.filter((project) => project[list].some((ref) => ids.has(ref.id)));
  const blocking = using.filter((project) => project[list].every((ref) => ids.has(ref.id)));
  if (blocking.length > 0) return { ok: false, blockingProjects: blocking.map((project) => project.name) };
  return {
    ok: true,
    removedFromProjects: using.map((project) => project.name),
    resume: {
      ...resume,
      experiences: resume.experiences.map((experience) => ({
        ...experience,
        projectExperiences: experience.projectExperiences.map((project) =>
          project[list].some((ref) => ids.has(ref.id))
            ? { ...project, [list]: project[list].filter((ref) => !ids.has(ref.id)) }
            : project,
        ),
      })),
    },
  };
}

/**
 * spec §5: deselects skill `skillId` of mission 3 (and from the projects using it); a custom domain
 * left without skill is deleted. Blocked when it is the only skill of a project's environment.
 */
export function deselectSkill(resume: ResumeBody, skillId: string): Deselection {
  const outcome = removeFromProjects(resume, 'technicalEnvironment', new Set([skillId]));
  if (!outcome.ok) return outcome;
  const technicalSkills = outcome.resume.technicalSkills
    .map((entry) => ({ ...entry, skills: entry.skills.filter((skill) => skill.id !== skillId) }))
    .filter((entry) => !(entry.domain.custom && entry.skills.length === 0));
  return { ...outcome, resume: { ...outcome.resume, technicalSkills } };
}

/** spec §5: deselects a whole domain with its skills, under the same rule as each skill. */
export function deselectDomain(resume: ResumeBody, domainId: string): Deselection {
  const domain = resume.technicalSkills.find((entry) => entry.domain.id === domainId);
  const skillIds = new Set(domain?.skills.map((skill) => skill.id) ?? []);
  const outcome = removeFromProjects(resume, 'technicalEnvironment', skillIds);
  if (!outcome.ok) return outcome;
  const technicalSkills = outcome.resume.technicalSkills.filter((entry) => entry.domain.id !== domainId);
  return { ...outcome, resume: { ...outcome.resume, technicalSkills } };
}

/** spec §5: deselects job `jobId` of mission 2, under the same rule as skills (projects' jobs). */
export function deselectJob(resume: ResumeBody, jobId: string): Deselection {
  const outcome = removeFromProjects(resume, 'jobs', new Set([jobId]));
  if (!outcome.ok) return outcome;
  const jobs = outcome.resume.jobs.filter((entry) => entry.job.id !== jobId);
  return { ...outcome, resume: { ...outcome.resume, jobs } };
}

/**
 * spec §5: sets an experience's activity sector; when it changes, the sub-sectors of its projects
 * are removed (they belonged to the former sector).
 */
export function changeExperienceSector<T extends Pick<Experience, 'sector' | 'projectExperiences'>>(
  experience: T,
  sector: string | null,
): T {
  if (experience.sector === sector) return experience;
  return {
    ...experience,
    sector,
    projectExperiences: experience.projectExperiences.map((project) => ({ ...project, subSectors: [] })),
  };
}

/** The labels a new custom entry must not repeat: the catalogue's (FR and EN) and the user's own. */
export function takenLabels(
  kind: Extract<ReferenceKind, 'domain' | 'skill' | 'job'>,
  items: readonly ReferenceItem[],
  own: readonly CatalogRef[],
): Set<string> {
  const keys = new Set<string>();
  for (const item of items) {
    if (item.kind !== kind) continue;
    keys.add(comparisonKey(item.labelFr));
    keys.add(comparisonKey(item.labelEn));
  }
  for (const ref of own) if (ref.custom && ref.label) keys.add(comparisonKey(ref.label));
  return keys;
}

/**
 * spec §5 "custom domain, skill or job must not already exist": true when `label` equals one of
 * `taken` (from {@link takenLabels}) ignoring case, accents and surrounding spaces.
 */
export function customLabelExists(label: string, taken: ReadonlySet<string>): boolean {
  return taken.has(comparisonKey(label));
}

/**
 * A catalogue reference for a new custom entry: a stable id (`custom-<slug>`, made unique against
 * `usedIds` with a numeric suffix) and the user's label, trimmed.
 */
export function customRef(label: string, usedIds: ReadonlySet<string>): CatalogRef {
  // Cut before trimming the dashes, so a cut that falls on a dash leaves no trailing one
  // (CUSTOM_ID refuses `custom-…-`).
  const slug = comparisonKey(label)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-|-$/g, '');
  const base = `custom-${slug || 'entry'}`;
  let id = base;
  for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
  return { id, custom: true, label: label.trim() };
}

/** An offending field found against the catalogue: dotted path and the i18n key of the rule. */
export interface CatalogueIssue {
  path: string;
  key: string;
}

/** The id {@link customRef} gives a custom entry: `custom-` and a lowercase slug. */
export const CUSTOM_ID = /^custom-[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Issue #10 §3: a catalogue reference names an entry of its kind in the catalogue, and a custom one
 * has an id of {@link customRef}'s shape (never a catalogue id); an experience's sector is a
 * catalogue sector. Nothing unknown is stored, then printed raw on a document.
 */
function unknownEntryIssues(resume: ResumeBody, items: readonly ReferenceItem[]): CatalogueIssue[] {
  const known = new Set(items.map((item) => `${item.kind}:${item.id}`));
  const issues: CatalogueIssue[] = [];
  const check = (kind: 'domain' | 'skill' | 'job', ref: CatalogRef, path: string): void => {
    const valid = ref.custom ? CUSTOM_ID.test(ref.id) : known.has(`${kind}:${ref.id}`);
    if (!valid) issues.push({ path, key: 'validation.unknownCatalogueEntry' });
  };
  resume.jobs.forEach((entry, index) => check('job', entry.job, `jobs.${index}.job`));
  resume.technicalSkills.forEach((entry, domainIndex) => {
    check('domain', entry.domain, `technicalSkills.${domainIndex}.domain`);
    entry.skills.forEach((skill, index) =>
      check('skill', skill, `technicalSkills.${domainIndex}.skills.${index}`),
    );
  });
  resume.experiences.forEach((experience, index) => {
    if (experience.sector !== null && !known.has(`sector:${experience.sector}`)) {
      issues.push({ path: `experiences.${index}.sector`, key: 'validation.unknownCatalogueEntry' });
    }
  });
  return issues;
}

/**
 * The spec §5 rules that need the reference catalogue, for the API (which stores nothing when any
 * issue is found) and the forms: custom domains, skills and jobs must not repeat a catalogue entry
 * or another custom entry; a project's sub-sectors belong to its experience's activity sector.
 * Returns an empty list when the resume passes.
 */
export function catalogueIssues(resume: ResumeBody, items: readonly ReferenceItem[]): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [...unknownEntryIssues(resume, items)];
  const checkCustoms = (
    kind: 'domain' | 'skill' | 'job',
    refs: { ref: CatalogRef; path: string }[],
  ): void => {
    const taken = takenLabels(kind, items, []);
    for (const { ref, path } of refs) {
      if (!ref.custom || !ref.label) continue;
      if (customLabelExists(ref.label, taken)) issues.push({ path, key: 'validation.customAlreadyExists' });
      taken.add(comparisonKey(ref.label));
    }
  };
  checkCustoms(
    'domain',
    resume.technicalSkills.map((entry, index) => ({
      ref: entry.domain,
      path: `technicalSkills.${index}.domain`,
    })),
  );
  checkCustoms(
    'skill',
    resume.technicalSkills.flatMap((entry, domainIndex) =>
      entry.skills.map((ref, index) => ({ ref, path: `technicalSkills.${domainIndex}.skills.${index}` })),
    ),
  );
  checkCustoms(
    'job',
    resume.jobs.map((entry, index) => ({ ref: entry.job, path: `jobs.${index}.job` })),
  );

  const sectorOf = new Map(
    items.filter((item) => item.kind === 'sub_sector').map((item) => [item.id, item.parentId]),
  );
  resume.experiences.forEach((experience, experienceIndex) => {
    experience.projectExperiences.forEach((project, projectIndex) => {
      if (project.subSectors.some((subSector) => sectorOf.get(subSector) !== experience.sector)) {
        issues.push({
          path: `experiences.${experienceIndex}.projectExperiences.${projectIndex}.subSectors`,
          key: 'validation.subSectorNotInSector',
        });
      }
    });
  });
  return issues;
}
