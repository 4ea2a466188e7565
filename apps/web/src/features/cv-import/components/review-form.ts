/**
 * The review of a CV import (issue #28 §4) as form values, and back: what the person keeps,
 * edits or drops of the preview (`CvImportPreview`), checked with the domain's rules (spec §5:
 * `ZExperienceSave`, `ZDiplomaSave`, `ZJobName`, `ZSummary`, `ZSoftSkillSave`, the names and the
 * phone rule), then placed into the current file (`mergeIntoCurrent`: the sections the import
 * fills replace the current ones, the others stay) for PATCH users/{id}/resume.
 *
 * Entries are never removed from the form, only marked `kept: false`: their index stays the
 * preview's, so `confidence` paths ("resume.experiences.2.startDate") keep naming them, and a
 * dropped entry can be put back.
 */
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import { IMPORTED_SECTIONS, replaceImportedSections } from '@highlight/domain/resume-import-merge';
import { ZPhoneNumber } from '@highlight/domain/phone';
import {
  ZDiplomaSave,
  ZExperienceSave,
  ZJobName,
  ZResumeSave,
  ZSoftSkillSave,
  ZSummary,
  type CatalogRef,
  type Diploma,
  type Experience,
  type ProjectExperience,
  type ResumeBody,
  type ResumeLanguage,
} from '@highlight/domain/resume';
import { ZFirstName, ZPersonName, type UpdateMeRequest, type User } from '@highlight/domain/user';
import type { ZodType } from 'zod';
import { monthPartsOf, yearMonthOf, type MonthParts } from '../../../components/form/month-parts.ts';
import { messageKey } from '../../../i18n/message-key.ts';

/**
 * Below this confidence (0..1, the preview's `confidence`) a value is marked "to check": about
 * one value in three the reader was unsure of (a year without its month, a guessed company).
 */
export const LOW_CONFIDENCE = 0.7;

/** Whether the value at `path` was read with a confidence under {@link LOW_CONFIDENCE}. */
export function isLowConfidence(confidence: Readonly<Record<string, number>>, path: string): boolean {
  const value = confidence[path];
  return value !== undefined && value < LOW_CONFIDENCE;
}

/** An entry of the review: kept (imported) or dropped by the person. */
export interface Kept<T> {
  kept: boolean;
  value: T;
}

export interface ExperienceValues {
  id: string;
  corporation: string;
  personalProject: boolean;
  sector: string | null;
  position: string;
  context: string;
  start: MonthParts;
  end: MonthParts;
  stillEmployed: boolean;
  projects: Kept<ProjectExperience>[];
}

export interface DiplomaValues {
  id: string;
  graduate: Diploma['graduate'];
  title: string;
  school: string;
  date: MonthParts;
}

/** The review form: the person (mission 1) and each mission's entries as the preview gives them. */
export interface CvReviewValues {
  person: { firstname: string; lastname: string; phoneNumber: string };
  /** The person accepts the names and phone read (PATCH users/me, only what changed). */
  applyPerson: boolean;
  desiredPosition: Kept<string>;
  summary: Kept<string>;
  jobs: Kept<ResumeBody['jobs'][number]>[];
  technicalSkills: { domain: CatalogRef; skills: Kept<CatalogRef>[] }[];
  softSkills: Kept<string>[];
  experiences: Kept<ExperienceValues>[];
  diplomas: Kept<DiplomaValues>[];
  languages: Kept<ResumeLanguage>[];
}

const keep = <T>(value: T): Kept<T> => ({ kept: true, value });

/**
 * The form's first values: every entry of the preview kept; the person's fields as read, offered
 * for mission 1 when the CV gives a name or phone that differs from `me`'s.
 */
export function reviewValuesOf(
  preview: CvImportPreview,
  me: Pick<User, 'firstname' | 'lastname' | 'phoneNumber'>,
): CvReviewValues {
  const { person, resume } = preview;
  const differs =
    (person.firstname !== '' && person.firstname !== me.firstname) ||
    (person.lastname !== '' && person.lastname !== me.lastname) ||
    (person.phoneNumber !== '' && person.phoneNumber !== me.phoneNumber);
  return {
    person: { firstname: person.firstname, lastname: person.lastname, phoneNumber: person.phoneNumber },
    applyPerson: differs,
    desiredPosition: { kept: resume.desiredPosition !== '', value: resume.desiredPosition },
    summary: { kept: resume.summary !== '', value: resume.summary },
    jobs: resume.jobs.map(keep),
    technicalSkills: resume.technicalSkills.map((entry) => ({
      domain: entry.domain,
      skills: entry.skills.map(keep),
    })),
    softSkills: resume.softSkills.map(keep),
    experiences: resume.experiences.map((experience) =>
      keep({
        id: experience.id,
        corporation: experience.corporation,
        personalProject: experience.personalProject,
        sector: experience.sector,
        position: experience.position,
        context: experience.context,
        start: monthPartsOf(experience.startDate),
        end: monthPartsOf(experience.endDate),
        stillEmployed: experience.endDate === null,
        projects: experience.projectExperiences.map(keep),
      }),
    ),
    diplomas: resume.diplomas.map((diploma) =>
      keep({
        id: diploma.id,
        graduate: diploma.graduate,
        title: diploma.title,
        school: diploma.school,
        date: {
          month: String(diploma.graduateYears.month).padStart(2, '0'),
          year: String(diploma.graduateYears.year),
        },
      }),
    ),
    languages: resume.languages.map(keep),
  };
}

/** An experience of the form as the domain's `Experience` (dates `''` while unchosen), kept projects only. */
function experienceOf(
  values: ExperienceValues,
  keptSkills: ReadonlySet<string>,
  keptJobs: ReadonlySet<string>,
): Experience {
  return {
    id: values.id,
    corporation: values.personalProject ? '' : values.corporation,
    personalProject: values.personalProject,
    sector: values.sector,
    position: values.position,
    context: values.context,
    startDate: yearMonthOf(values.start) ?? '',
    endDate: values.stillEmployed ? null : (yearMonthOf(values.end) ?? ''),
    // spec §5: a project's environment uses mission 3's skills, its jobs mission 2's; what the
    // person dropped there leaves the projects too.
    projectExperiences: values.projects
      .filter((project) => project.kept)
      .map(({ value }) => ({
        ...value,
        technicalEnvironment: value.technicalEnvironment.filter((skill) => keptSkills.has(skill.id)),
        jobs: value.jobs.filter((job) => keptJobs.has(job.id)),
      })),
  };
}

function diplomaOf(values: DiplomaValues): Diploma {
  return {
    id: values.id,
    graduate: values.graduate,
    title: values.title,
    school: values.school,
    graduateYears: { year: Number(values.date.year), month: Number(values.date.month) },
  };
}

const kept = <T>(entries: readonly Kept<T>[]): T[] =>
  entries.filter((entry) => entry.kept).map((entry) => entry.value);

/** What the import brings, as a resume body: the kept entries, with the person's edits (not yet checked). */
export function importedBody(values: CvReviewValues): ResumeBody {
  const technicalSkills = values.technicalSkills
    .map((entry) => ({ domain: entry.domain, skills: kept(entry.skills) }))
    // A domain whose every skill was dropped goes with them (spec §5: a custom domain is deleted
    // with its last skill).
    .filter((entry) => entry.skills.length > 0);
  const jobs = kept(values.jobs);
  const keptSkills = new Set(technicalSkills.flatMap((entry) => entry.skills.map((skill) => skill.id)));
  const keptJobs = new Set(jobs.map((entry) => entry.job.id));
  return {
    desiredPosition: values.desiredPosition.kept ? values.desiredPosition.value.trim() : '',
    summary: values.summary.kept ? values.summary.value.trim() : '',
    jobs,
    technicalSkills,
    softSkills: kept(values.softSkills).map((skill) => skill.trim()),
    experiences: kept(values.experiences).map((experience) => experienceOf(experience, keptSkills, keptJobs)),
    diplomas: kept(values.diplomas).map(diplomaOf),
    languages: kept(values.languages),
  };
}

/**
 * The file to save: the domain's rule of an import laid over the current file (issue #28 §5,
 * `replaceImportedSections`): each section the import fills replaces the current one (`replaces`
 * lists those that held something: replacing them needs the person's tick), the others stay, and
 * kept projects drop the skills and jobs no longer in the file (spec §5).
 */
export const mergeIntoCurrent = replaceImportedSections;

/** Whether the review still fills something (an import that fills nothing cannot be applied). */
export function fillsSomething(imported: ResumeBody): boolean {
  return IMPORTED_SECTIONS.some((section) => imported[section].length > 0);
}

/**
 * PATCH users/me for the person's names and phone (spec §7): only when they accepted them, only
 * the fields that are set and differ from `me`'s; null when nothing is to change. Checked by
 * {@link reviewErrors} first.
 */
export function personUpdate(
  values: CvReviewValues,
  me: Pick<User, 'firstname' | 'lastname' | 'phoneNumber'>,
): UpdateMeRequest | null {
  if (!values.applyPerson) return null;
  const update: UpdateMeRequest = {};
  const firstname = values.person.firstname.trim();
  const lastname = values.person.lastname.trim();
  const phoneNumber = values.person.phoneNumber.trim();
  if (firstname !== '' && firstname !== me.firstname) update.firstname = firstname;
  if (lastname !== '' && lastname !== me.lastname) update.lastname = lastname;
  if (phoneNumber !== '' && phoneNumber !== me.phoneNumber) update.phoneNumber = phoneNumber;
  return Object.keys(update).length > 0 ? update : null;
}

/** A form field's path (`experiences.2.value.context`) and the catalogue key of its message. */
export type ReviewErrors = Record<string, string>;

/** The first message of `schema` for `value`, as `namespace:key`, or null when it passes. */
function firstMessage(schema: ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? messageKey(issue.message) : null;
}

const EXPERIENCE_FIELDS: Record<string, string> = {
  corporation: 'corporation',
  position: 'position',
  context: 'context',
  startDate: 'start',
  endDate: 'end',
};
const DIPLOMA_FIELDS: Record<string, string> = { title: 'title', school: 'school', graduateYears: 'date' };

/**
 * spec §5 on what the person keeps, field by field (dropped entries are not checked): the names
 * and phone when accepted, the desired position (job field rule), the summary, each functional
 * skill, each experience (`ZExperienceSave`: company or personal project, position, context ≤ 90,
 * dates, none in the future), each diploma (`ZDiplomaSave`). Then the whole file to save
 * (`ZResumeSave`, the cross-mission rules), its messages under `root`. Empty when it may be saved.
 */
export function reviewErrors(values: CvReviewValues, current: ResumeBody): ReviewErrors {
  const errors: ReviewErrors = {};
  const check = (path: string, schema: ZodType, value: unknown) => {
    const message = firstMessage(schema, value);
    if (message) errors[path] = message;
  };
  if (values.applyPerson) {
    if (values.person.firstname.trim() !== '') check('person.firstname', ZFirstName, values.person.firstname);
    if (values.person.lastname.trim() !== '') check('person.lastname', ZPersonName, values.person.lastname);
    check('person.phoneNumber', ZPhoneNumber, values.person.phoneNumber);
  }
  if (values.desiredPosition.kept && values.desiredPosition.value.trim() !== '')
    check('desiredPosition.value', ZJobName, values.desiredPosition.value);
  if (values.summary.kept) check('summary.value', ZSummary, values.summary.value);
  values.softSkills.forEach((skill, index) => {
    if (skill.kept) check(`softSkills.${index}.value`, ZSoftSkillSave, skill.value);
  });
  const imported = importedBody(values);
  const keptSkills = new Set(
    imported.technicalSkills.flatMap((entry) => entry.skills.map((skill) => skill.id)),
  );
  const keptJobs = new Set(imported.jobs.map((entry) => entry.job.id));
  values.experiences.forEach((entry, index) => {
    if (!entry.kept) return;
    const at = `experiences.${index}.value`;
    const parsed = ZExperienceSave.safeParse(experienceOf(entry.value, keptSkills, keptJobs));
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = EXPERIENCE_FIELDS[String(issue.path[0])];
      if (field) errors[`${at}.${field}`] ??= messageKey(issue.message);
    }
    // An unchosen month is a missing field rather than an invalid date.
    if (yearMonthOf(entry.value.start) === null) errors[`${at}.start`] = 'validation:required';
    if (!entry.value.stillEmployed && yearMonthOf(entry.value.end) === null)
      errors[`${at}.end`] = 'web:cvImport.experience.endRequired';
  });
  values.diplomas.forEach((entry, index) => {
    if (!entry.kept) return;
    const at = `diplomas.${index}.value`;
    const parsed = ZDiplomaSave.safeParse(diplomaOf(entry.value));
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = DIPLOMA_FIELDS[String(issue.path[0])];
      if (field) errors[`${at}.${field}`] ??= messageKey(issue.message);
    }
    if (yearMonthOf(entry.value.date) === null) errors[`${at}.date`] = 'validation:required';
  });
  if (Object.keys(errors).length === 0) {
    // The rules across missions (duplicates, bounds, projects' references), on the file to save.
    const whole = ZResumeSave.safeParse(mergeIntoCurrent(imported, current).resume);
    if (!whole.success) errors.root = messageKey(whole.error.issues[0]?.message ?? 'errors.validationFailed');
  }
  return errors;
}
