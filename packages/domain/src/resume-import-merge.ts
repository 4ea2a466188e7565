/**
 * How an imported skills file (a CV read by POST /api/resume-imports, issue #28 §3, §5) goes into
 * a person's current one: the rule the JSON Resume import applies (`fromJsonResume` with
 * `current`), for a `ResumeBody` already made. Entry point: {@link replaceImportedSections}.
 */
import type { ResumeBody } from './resume.ts';

/** A section of the skills file, as `ResumeBody` names it. */
export type ImportedSection = keyof ResumeBody;

/** The sections of a skills file in mission order (spec §1 missions 1–7, the summary with 2). */
export const IMPORTED_SECTIONS: readonly ImportedSection[] = [
  'desiredPosition',
  'summary',
  'jobs',
  'technicalSkills',
  'softSkills',
  'experiences',
  'diplomas',
  'languages',
];

const filled = (resume: ResumeBody, section: ImportedSection) => resume[section].length > 0;

/**
 * issue #28 §5 "update this person's file instead": `imported` laid over `current`.
 *
 * - Each section `imported` fills (a non-empty text or list) replaces the current one; each it
 *   leaves empty keeps the current one.
 * - `replaces`: the sections that held something in `current` and are replaced — what a person
 *   must confirm before the save, in {@link IMPORTED_SECTIONS} order.
 * - spec §5 (a project's environment uses mission 3 skills, its professions mission 2's): when
 *   the experiences are kept from `current`, their projects lose the skills and professions that
 *   are no longer in the file; kept projects are otherwise untouched.
 *
 * Pure; neither argument is changed. Both are expected valid (`ZResumeBody`); the result then is.
 */
export function replaceImportedSections(
  imported: ResumeBody,
  current: ResumeBody,
): { resume: ResumeBody; replaces: ImportedSection[] } {
  const replaces = IMPORTED_SECTIONS.filter(
    (section) => filled(imported, section) && filled(current, section),
  );
  const take = <S extends ImportedSection>(section: S): ResumeBody[S] =>
    filled(imported, section) ? imported[section] : current[section];
  const resume: ResumeBody = {
    desiredPosition: take('desiredPosition'),
    summary: take('summary'),
    jobs: take('jobs'),
    technicalSkills: take('technicalSkills'),
    softSkills: take('softSkills'),
    experiences: take('experiences'),
    diplomas: take('diplomas'),
    languages: take('languages'),
  };
  if (!filled(imported, 'experiences')) {
    const skillIds = new Set(
      resume.technicalSkills.flatMap((entry) => entry.skills.map((skill) => skill.id)),
    );
    const jobIds = new Set(resume.jobs.map((entry) => entry.job.id));
    resume.experiences = resume.experiences.map((experience) => ({
      ...experience,
      projectExperiences: experience.projectExperiences.map((project) => {
        const technicalEnvironment = project.technicalEnvironment.filter((skill) => skillIds.has(skill.id));
        const jobs = project.jobs.filter((job) => jobIds.has(job.id));
        return technicalEnvironment.length === project.technicalEnvironment.length &&
          jobs.length === project.jobs.length
          ? project
          : { ...project, technicalEnvironment, jobs };
      }),
    }));
  }
  return { resume, replaces };
}
