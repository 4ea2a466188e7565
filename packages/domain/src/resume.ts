/**
 * The skills file (resume) as one validated document (spec §3, §5; DESIGN.md "Data").
 *
 * Seven missions fill it (spec §1): 1 personal info (on the user, see user.ts), 2 job sought,
 * 3 technical skills by domain, 4 functional skills, 5 experiences with projects, 6 diplomas and
 * certifications, 7 languages. Catalogue entries (skills, domains, jobs, sectors) are referenced
 * by their stable id; custom entries carry their own label. Error messages are i18n keys of the
 * `validation` catalogue.
 */
import { z } from 'zod';
import {
  DIPLOMA_TEXT_CAP,
  DIPLOMA_TEXT_TRUNCATE_TO,
  EXPERIENCE_CONTEXT_MAX,
  JOB_NAME_MAX,
  MAX_DIPLOMAS,
  MAX_ENVIRONMENT_SKILLS,
  MAX_EXPERIENCE_MONTHS,
  MAX_EXPERIENCES,
  MAX_JOBS,
  MAX_LANGUAGES,
  MAX_PROJECT_SUB_SECTORS,
  MAX_PROJECTS,
  MAX_PROJECTS_PER_EXPERIENCE,
  MAX_SKILL_DOMAINS,
  MAX_SKILLS_PER_DOMAIN,
  MAX_SOFT_SKILLS,
  MAX_TECHNICAL_SKILLS,
  PROJECT_DESCRIPTION_MAX,
  SHORT_TEXT_MAX,
  SOFT_SKILL_MAX,
  SOFT_SKILL_MIN,
  SUMMARY_MAX,
  EARLIEST_MONTH,
  FUTURE_YEARS_MAX,
  DIPLOMA_AHEAD_MONTHS_MAX,
  VERSION_MAX,
} from './constants.ts';
import { isKnownLanguage } from './languages.ts';
import { messageWithValues } from './message.ts';
import { unprintableMessage } from './printable.ts';
import { truncateGraphemes } from './text.ts';

/** spec §5: the characters less-than and greater-than are forbidden in experience texts. */
const NO_ANGLE_BRACKETS = /^[^<>]*$/;
/**
 * Letters of the job field: the Latin alphabet with the accented letters of French (and of the
 * neighbouring languages a title may borrow: Ä, Ñ, Ø…), Œ and Æ; not ×, ÷ nor other scripts.
 */
const JOB_LETTERS = 'A-Za-zÀ-ÖØ-öø-ÿŒœŸ';
/**
 * spec §5 job field "French alphabet, spaces, accents and slash only", as docs/decisions.md "The
 * job field's characters" reads it (issue #26 §15): letters, digits, spaces and the punctuation of
 * ordinary titles and of every catalogue job — `' ’ - – / . , # + ( ) & :` ("Ingénieure d'études",
 * "Architecte cloud - AWS", "Développeur C#", "Data engineer (Big Data)", "Développeur .NET").
 * Anything else is refused: `<`, `>`, quotes, braces, control and invisible characters, emoji.
 */
const JOB_NAME = new RegExp(`^[${JOB_LETTERS}0-9 '’\\-–/.,#+()&:]+$`, 'u');
/** A job name holds at least one letter ("--- / ---" names nothing). */
const JOB_NAME_LETTER = new RegExp(`[${JOB_LETTERS}]`, 'u');
/** spec §5 functional skill: forbidden characters (markup, braces and control characters). */
const SOFT_SKILL_FORBIDDEN = /[<>{}[\]\\|^~`@#$%*=_;"]/;

const text = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' });
const required = (max: number) => text(max).min(1, { message: 'validation.required' });
/** A list of at most `max` entries; above it, `message` names the limit (constants.ts bounds). */
const list = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.array(item).max(max, { message });
const safe = (schema: z.ZodString) =>
  schema.regex(NO_ANGLE_BRACKETS, { message: 'validation.angleBrackets' });

/**
 * The latest month a resume date may name: December of the current year + `FUTURE_YEARS_MAX`
 * (issue #10 §3), as `YYYY-MM`; `today` in the local time zone.
 */
export function latestMonth(today: Date = new Date()): string {
  return `${today.getFullYear() + FUTURE_YEARS_MAX}-12`;
}

/**
 * A month, `YYYY-MM`, from `EARLIEST_MONTH` (1900-01) to {@link latestMonth} (issue #10 §3: `0000-01`
 * and `9999-12` are typing mistakes, not careers). Strings of this shape compare as dates.
 */
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ZYearMonth = z
  .string()
  .regex(YEAR_MONTH, { message: 'validation.invalidDate' })
  // Only a well-formed month is out of range; neither check aborts, so the experience's own rules
  // (company or personal project…) still report alongside.
  .refine((month) => !YEAR_MONTH.test(month) || (month >= EARLIEST_MONTH && month <= latestMonth()), {
    message: 'validation.dateOutOfRange',
  });

/**
 * A reference to a catalogue entry (`custom` false: `id` is the catalogue id, labels come from the
 * catalogue) or to an entry the user created (`custom` true: `label` is the user's text).
 */
export const ZCatalogRef = z
  .object({
    id: z.string().trim().min(1).max(SHORT_TEXT_MAX),
    custom: z.boolean().default(false),
    label: z.string().trim().min(1).max(SHORT_TEXT_MAX, { message: 'validation.tooLong' }).optional(),
  })
  .refine((ref) => !ref.custom || ref.label !== undefined, {
    message: 'validation.required',
    path: ['label'],
  });
export type CatalogRef = z.infer<typeof ZCatalogRef>;

/**
 * spec §5 job field, for the desired position (mission 2) and custom professions (spec §5 custom
 * job): trimmed, not empty, at most 70 characters (`JOB_NAME_MAX`), letters, digits, spaces and
 * the punctuation of {@link JOB_NAME} with at least one letter (issue #26 §15). Messages:
 * `validation.required`, `validation.jobTooLong`, `validation.jobCharacters`.
 */
export const ZJobName = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(JOB_NAME_MAX, { message: 'validation.jobTooLong' })
  .regex(JOB_NAME, { message: 'validation.jobCharacters' })
  .regex(JOB_NAME_LETTER, { message: 'validation.jobCharacters' });

/**
 * issue #28 §2, the professional summary of mission 2 (spec §3 "other fields not shown"): a short
 * paragraph, trimmed, at most `SUMMARY_MAX` characters (`validation.summaryTooLong` naming the
 * bound as `max`), without `<` or `>` as the other free texts (spec §5,
 * `validation.angleBrackets`); line breaks are kept. May be empty. That it prints (issue #26 §18)
 * is a save rule ({@link unprintableIssues}).
 */
export const ZSummary = safe(
  z
    .string()
    .trim()
    .max(SUMMARY_MAX, {
      message: messageWithValues('validation.summaryTooLong', { max: String(SUMMARY_MAX) }),
    }),
);

/** spec §5 experience time: greater than 0, at most 600 months (50 years), in months. */
export const ZExperienceMonths = z
  .number()
  .int({ message: 'validation.experienceTime' })
  .gt(0, { message: 'validation.experienceTimePositive' })
  .max(MAX_EXPERIENCE_MONTHS, { message: 'validation.experienceTimeMax' });

/** Mission 2: a profession with its experience time. */
export const ZResumeJob = z.object({ job: ZCatalogRef, experienceMonths: ZExperienceMonths });

/** Mission 3: a technical domain with the skills picked in it. */
export const ZSkillDomain = z.object({
  domain: ZCatalogRef,
  skills: list(ZCatalogRef, MAX_SKILLS_PER_DOMAIN, 'validation.tooManySkillsInDomain'),
});

/** spec §5 functional skill: at least 3 characters, no forbidden characters. */
export const ZSoftSkill = z
  .string()
  .trim()
  .min(SOFT_SKILL_MIN, { message: 'validation.softSkillTooShort' })
  .max(SOFT_SKILL_MAX, { message: 'validation.tooLong' })
  .refine((value) => !SOFT_SKILL_FORBIDDEN.test(value), { message: 'validation.forbiddenCharacters' });

/** Mission 5: a project within an experience. */
export const ZProjectExperience = z.object({
  id: z.string().min(1).max(64),
  name: safe(required(SHORT_TEXT_MAX)),
  description: safe(text(PROJECT_DESCRIPTION_MAX)).default(''),
  technicalEnvironment: list(
    ZCatalogRef,
    MAX_ENVIRONMENT_SKILLS,
    'validation.tooManyEnvironmentSkills',
  ).default([]),
  jobs: list(ZCatalogRef, MAX_JOBS, 'validation.tooManyJobs').default([]),
  subSectors: list(
    z.string().min(1).max(SHORT_TEXT_MAX),
    MAX_PROJECT_SUB_SECTORS,
    'validation.tooManySubSectors',
  ).default([]),
});
export type ProjectExperience = z.infer<typeof ZProjectExperience>;

/**
 * spec §3, §5 experience: company name or "personal project", position, context, start date
 * required; end date absent means still employed; `<` and `>` forbidden.
 */
export const ZExperience = z
  .object({
    id: z.string().min(1).max(64),
    corporation: safe(text(SHORT_TEXT_MAX)).default(''),
    personalProject: z.boolean().default(false),
    sector: z.string().min(1).max(SHORT_TEXT_MAX).nullable().default(null),
    position: safe(required(SHORT_TEXT_MAX)),
    context: safe(required(EXPERIENCE_CONTEXT_MAX)),
    startDate: ZYearMonth,
    endDate: ZYearMonth.nullable().default(null),
    projectExperiences: list(
      ZProjectExperience,
      MAX_PROJECTS_PER_EXPERIENCE,
      'validation.tooManyProjectsInExperience',
    ).default([]),
  })
  .superRefine((experience, ctx) => {
    if (!experience.personalProject && experience.corporation === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.corporationRequired', path: ['corporation'] });
    }
    if (experience.endDate !== null && experience.endDate < experience.startDate) {
      ctx.addIssue({ code: 'custom', message: 'validation.endBeforeStart', path: ['endDate'] });
    }
  });
export type Experience = z.infer<typeof ZExperience>;

/**
 * spec §5: title and school truncated to 199 characters when over 200, between grapheme clusters
 * (an emoji or an accented letter is never split). A codec, not a bare
 * transform, so the same schema also serialises API responses (encoding keeps the stored text).
 */
const diplomaText = z.codec(z.string().trim(), z.string().min(1, { message: 'validation.required' }), {
  decode: (value) =>
    value.length > DIPLOMA_TEXT_CAP ? truncateGraphemes(value, DIPLOMA_TEXT_TRUNCATE_TO) : value,
  encode: (value) => value,
});

export const DIPLOMA_TYPES = ['diploma', 'certification'] as const;

/** spec §3 diploma or certification: type, title, school, graduation year and month. */
export const ZDiploma = z.object({
  id: z.string().min(1).max(64),
  graduate: z.enum(DIPLOMA_TYPES),
  title: diplomaText,
  school: diplomaText,
  graduateYears: z.object({
    year: z.number().int().min(1950, { message: 'validation.invalidDate' }).max(2100),
    month: z.number().int().min(1).max(12),
  }),
});
export type Diploma = z.infer<typeof ZDiploma>;

/** spec §3 language levels, plus a TOEIC or TOEFL score. */
export const LANGUAGE_LEVELS = [
  'notions',
  'limited_professional',
  'full_professional',
  'bilingual_native',
  'toeic',
  'toefl',
] as const;
/** Score ranges: TOEIC Listening & Reading 10–990, TOEFL iBT 0–120. */
export const SCORE_RANGES = { toeic: [10, 990], toefl: [0, 120] } as const;

/** spec §5 language: a known ISO 639-1 code (languages.ts), a level, and a score for TOEIC or TOEFL. */
export const ZResumeLanguage = z
  .object({
    code: z.string().refine(isKnownLanguage, { message: 'validation.unknownLanguage' }),
    level: z.enum(LANGUAGE_LEVELS, { message: 'validation.required' }),
    score: z.number().int().nullable().default(null),
  })
  .superRefine((language, ctx) => {
    if (language.level === 'toeic' || language.level === 'toefl') {
      const [min, max] = SCORE_RANGES[language.level];
      if (language.score === null || language.score < min || language.score > max) {
        ctx.addIssue({ code: 'custom', message: 'validation.scoreRange', path: ['score'] });
      }
    }
  });
export type ResumeLanguage = z.infer<typeof ZResumeLanguage>;

/** Lowercase, accent-free, trimmed key for duplicate checks (spec §5 "must not already exist"). */
export function comparisonKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

const resumeFields = {
  desiredPosition: z.union([z.literal(''), ZJobName]).default(''),
  // issue #28 §2: absent from files stored and bodies sent before it existed, which stay valid.
  summary: ZSummary.default(''),
  jobs: z.array(ZResumeJob).max(MAX_JOBS, { message: 'validation.tooManyJobs' }).default([]),
  technicalSkills: list(ZSkillDomain, MAX_SKILL_DOMAINS, 'validation.tooManyDomains').default([]),
  softSkills: list(ZSoftSkill, MAX_SOFT_SKILLS, 'validation.tooManySoftSkills').default([]),
  experiences: list(ZExperience, MAX_EXPERIENCES, 'validation.tooManyExperiences').default([]),
  diplomas: list(ZDiploma, MAX_DIPLOMAS, 'validation.tooManyDiplomas').default([]),
  languages: list(ZResumeLanguage, MAX_LANGUAGES, 'validation.tooManyLanguages').default([]),
};

interface CrossMissionFields {
  jobs: { job: CatalogRef }[];
  technicalSkills: { domain: CatalogRef; skills: CatalogRef[] }[];
  softSkills: string[];
  experiences: {
    id: string;
    projectExperiences: { id: string; technicalEnvironment: CatalogRef[]; jobs: CatalogRef[] }[];
  }[];
  diplomas: { id: string }[];
  languages: { code: string }[];
}

/**
 * Issue #10 §3: experiences, projects (over the whole file) and diplomas each have unique ids, the
 * keys the forms edit and delete them by. Reports every repeat after the first.
 */
function checkUniqueIds(entries: { id: string; path: (string | number)[] }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const { id, path } of entries) {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateEntryId', path });
    seen.add(id);
  }
}

/**
 * Rules across the missions (spec §5): no duplicate job, domain, skill, functional skill or
 * language; a custom domain holds at least one skill (it is deleted with its last skill); a
 * project's technical environment uses skills of mission 3 and its jobs are jobs of mission 2.
 */
function checkResume(resume: CrossMissionFields, ctx: z.RefinementCtx): void {
  const jobIds = resume.jobs.map((entry) => entry.job.id);
  if (new Set(jobIds).size !== jobIds.length) {
    ctx.addIssue({ code: 'custom', message: 'validation.duplicateJob', path: ['jobs'] });
  }
  const domainIds = resume.technicalSkills.map((entry) => entry.domain.id);
  if (new Set(domainIds).size !== domainIds.length) {
    ctx.addIssue({ code: 'custom', message: 'validation.duplicateDomain', path: ['technicalSkills'] });
  }
  const skillIds = new Set<string>();
  resume.technicalSkills.forEach((entry, domainIndex) => {
    if (entry.domain.custom && entry.skills.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.emptyCustomDomain',
        path: ['technicalSkills', domainIndex, 'skills'],
      });
    }
    entry.skills.forEach((skill, skillIndex) => {
      if (skillIds.has(skill.id)) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.duplicateSkill',
          path: ['technicalSkills', domainIndex, 'skills', skillIndex],
        });
      }
      skillIds.add(skill.id);
    });
  });
  if (skillIds.size > MAX_TECHNICAL_SKILLS) {
    ctx.addIssue({ code: 'custom', message: 'validation.tooManyTechnicalSkills', path: ['technicalSkills'] });
  }
  const projectCount = resume.experiences.reduce(
    (sum, experience) => sum + experience.projectExperiences.length,
    0,
  );
  if (projectCount > MAX_PROJECTS) {
    ctx.addIssue({ code: 'custom', message: 'validation.tooManyProjects', path: ['experiences'] });
  }
  const jobIdSet = new Set(jobIds);
  resume.experiences.forEach((experience, experienceIndex) => {
    experience.projectExperiences.forEach((project, projectIndex) => {
      const path = ['experiences', experienceIndex, 'projectExperiences', projectIndex];
      if (project.technicalEnvironment.some((skill) => !skillIds.has(skill.id))) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.environmentNotInSkills',
          path: [...path, 'technicalEnvironment'],
        });
      }
      if (project.jobs.some((job) => !jobIdSet.has(job.id))) {
        ctx.addIssue({ code: 'custom', message: 'validation.projectJobNotInJobs', path: [...path, 'jobs'] });
      }
    });
  });
  checkUniqueIds(
    resume.experiences.map((experience, index) => ({
      id: experience.id,
      path: ['experiences', index, 'id'],
    })),
    ctx,
  );
  checkUniqueIds(
    resume.experiences.flatMap((experience, experienceIndex) =>
      experience.projectExperiences.map((project, projectIndex) => ({
        id: project.id,
        path: ['experiences', experienceIndex, 'projectExperiences', projectIndex, 'id'],
      })),
    ),
    ctx,
  );
  checkUniqueIds(
    resume.diplomas.map((diploma, index) => ({ id: diploma.id, path: ['diplomas', index, 'id'] })),
    ctx,
  );
  const softKeys = resume.softSkills.map(comparisonKey);
  softKeys.forEach((key, index) => {
    if (softKeys.indexOf(key) !== index) {
      ctx.addIssue({ code: 'custom', message: 'validation.duplicateSoftSkill', path: ['softSkills', index] });
    }
  });
  const languageCodes = resume.languages.map((language) => language.code);
  languageCodes.forEach((code, index) => {
    if (languageCodes.indexOf(code) !== index) {
      ctx.addIssue({ code: 'custom', message: 'validation.duplicateLanguage', path: ['languages', index] });
    }
  });
}

/** The resume body a collaborator edits (spec §7 PATCH users/{id}/resume, minus the version). */
export const ZResumeBody = z.object(resumeFields).superRefine(checkResume);
export type ResumeBody = z.infer<typeof ZResumeBody>;

/** An empty resume: what a new collaborator starts from. */
export function emptyResume(): ResumeBody {
  return {
    desiredPosition: '',
    summary: '',
    jobs: [],
    technicalSkills: [],
    softSkills: [],
    experiences: [],
    diplomas: [],
    languages: [],
  };
}

/** Hours by which the most advanced time zone (UTC+14, Kiribati's Line Islands) leads UTC. */
const MOST_ADVANCED_ZONE_HOURS = 14;

/**
 * issue #26 §16: the current month, `YYYY-MM`, at the instant `now` (read when called by default),
 * as the most advanced time zone (UTC+14) has it: a month that has begun anywhere is current, so
 * nobody is refused the month they live in, whatever the server's or the browser's zone. Later
 * months are "in the future".
 */
export function currentMonth(now: Date = new Date()): string {
  const ahead = new Date(now.getTime() + MOST_ADVANCED_ZONE_HOURS * 3_600_000);
  return `${ahead.getUTCFullYear()}-${String(ahead.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** `month` (`YYYY-MM`) moved by `count` months. */
function addMonths(month: string, count: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + number - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A diploma's graduation (`{ year, month }`) as `YYYY-MM`, which compares as a date. */
function graduationMonth(diploma: Pick<Diploma, 'graduateYears'>): string {
  const { year, month } = diploma.graduateYears;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** A date of the file that a save refuses: its path in the resume body and the message key. */
export interface DateIssue {
  path: (string | number)[];
  message: 'validation.futureDate' | 'validation.diplomaTooFarAhead';
}

/** issue #26 §16 for one experience: start and end dates after the current month (paths from it). */
function experienceDateIssues(experience: Pick<Experience, 'startDate' | 'endDate'>, now: Date): DateIssue[] {
  const latest = currentMonth(now);
  const issues: DateIssue[] = [];
  if (experience.startDate > latest) issues.push({ path: ['startDate'], message: 'validation.futureDate' });
  if (experience.endDate !== null && experience.endDate > latest) {
    issues.push({ path: ['endDate'], message: 'validation.futureDate' });
  }
  return issues;
}

/**
 * issue #26 §16 for one diploma or certification: a certification after the current month is not
 * held yet (`validation.futureDate`); a diploma may be expected up to `DIPLOMA_AHEAD_MONTHS_MAX`
 * months ahead (`validation.diplomaTooFarAhead`). Paths from the diploma.
 */
function diplomaDateIssues(diploma: Pick<Diploma, 'graduate' | 'graduateYears'>, now: Date): DateIssue[] {
  const month = graduationMonth(diploma);
  const latest = currentMonth(now);
  if (diploma.graduate === 'certification') {
    return month > latest ? [{ path: ['graduateYears', 'year'], message: 'validation.futureDate' }] : [];
  }
  return month > addMonths(latest, DIPLOMA_AHEAD_MONTHS_MAX)
    ? [{ path: ['graduateYears', 'year'], message: 'validation.diplomaTooFarAhead' }]
    : [];
}

/**
 * issue #26 §16: the dates of `resume` a save refuses at the instant `now` (default: read when
 * called) — an experience's start or end date after {@link currentMonth} (which would also count
 * months not yet worked in the years of experience), a certification obtained after it, a diploma
 * expected more than `DIPLOMA_AHEAD_MONTHS_MAX` months ahead. Empty when every date is acceptable.
 */
export function futureDateIssues(
  resume: {
    experiences: readonly Pick<Experience, 'startDate' | 'endDate'>[];
    diplomas: readonly Pick<Diploma, 'graduate' | 'graduateYears'>[];
  },
  now: Date = new Date(),
): DateIssue[] {
  return [
    ...resume.experiences.flatMap((experience, index) =>
      experienceDateIssues(experience, now).map((issue) => ({
        ...issue,
        path: ['experiences', index, ...issue.path],
      })),
    ),
    ...resume.diplomas.flatMap((diploma, index) =>
      diplomaDateIssues(diploma, now).map((issue) => ({
        ...issue,
        path: ['diplomas', index, ...issue.path],
      })),
    ),
  ];
}

/** Adds `issues` to `ctx`. */
function report(
  issues: readonly { path: (string | number)[]; message: string }[],
  ctx: z.RefinementCtx,
): void {
  for (const { path, message } of issues) ctx.addIssue({ code: 'custom', message, path });
}

/** issue #26 §18: `text` refused at `path` when it holds characters the documents cannot print. */
function printIssues(text: string, path: (string | number)[]): SaveIssue[] {
  const message = unprintableMessage(text);
  return message === undefined ? [] : [{ path, message }];
}

/** issue #26 §18 for a catalogue reference: the label of a custom one (catalogue labels print). */
function refPrintIssues(ref: CatalogRef, path: (string | number)[]): SaveIssue[] {
  return ref.custom ? printIssues(ref.label ?? '', [...path, 'label']) : [];
}

/** {@link refPrintIssues} for each reference of a list at `path`. */
function refsPrintIssues(refs: readonly CatalogRef[], path: (string | number)[]): SaveIssue[] {
  return refs.flatMap((ref, index) => refPrintIssues(ref, [...path, index]));
}

/** issue #26 §18 for one project: name, description, custom environment skills and professions. */
function projectPrintIssues(
  project: Pick<ProjectExperience, 'name' | 'description' | 'technicalEnvironment' | 'jobs'>,
): SaveIssue[] {
  return [
    ...printIssues(project.name, ['name']),
    ...printIssues(project.description, ['description']),
    ...refsPrintIssues(project.technicalEnvironment, ['technicalEnvironment']),
    ...refsPrintIssues(project.jobs, ['jobs']),
  ];
}

/** issue #26 §18 for one experience: company, position, context and its projects. */
function experiencePrintIssues(
  experience: Pick<Experience, 'corporation' | 'position' | 'context' | 'projectExperiences'>,
): SaveIssue[] {
  return [
    ...printIssues(experience.corporation, ['corporation']),
    ...printIssues(experience.position, ['position']),
    ...printIssues(experience.context, ['context']),
    ...experience.projectExperiences.flatMap((project, index) =>
      projectPrintIssues(project).map((issue) => ({
        ...issue,
        path: ['projectExperiences', index, ...issue.path],
      })),
    ),
  ];
}

/** issue #26 §18 for one diploma or certification: title and school. */
function diplomaPrintIssues(diploma: Pick<Diploma, 'title' | 'school'>): SaveIssue[] {
  return [...printIssues(diploma.title, ['title']), ...printIssues(diploma.school, ['school'])];
}

/**
 * issue #26 §18 ("every character the forms accept prints, or the form refuses it"): the free
 * texts of `resume` holding characters no font of the documents draws (printable.ts), each with
 * `validation.unprintableCharacters` naming them: the professional summary (issue #28 §2), custom
 * labels, functional skills, experiences, projects and diplomas. The desired position and the
 * custom professions of mission 2 are left to the job field rule (Latin letters only). Empty when
 * every text prints.
 */
export function unprintableIssues(
  resume: Pick<ResumeBody, 'summary' | 'technicalSkills' | 'softSkills' | 'experiences' | 'diplomas'>,
): SaveIssue[] {
  const under = (prefix: (string | number)[], issues: SaveIssue[]) =>
    issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] }));
  return [
    ...printIssues(resume.summary, ['summary']),
    ...resume.technicalSkills.flatMap((entry, index) => [
      ...refPrintIssues(entry.domain, ['technicalSkills', index, 'domain']),
      ...refsPrintIssues(entry.skills, ['technicalSkills', index, 'skills']),
    ]),
    ...resume.softSkills.flatMap((skill, index) => printIssues(skill, ['softSkills', index])),
    ...resume.experiences.flatMap((experience, index) =>
      under(['experiences', index], experiencePrintIssues(experience)),
    ),
    ...resume.diplomas.flatMap((diploma, index) => under(['diplomas', index], diplomaPrintIssues(diploma))),
  ];
}

/**
 * The experience dialog's schema (missions 5): {@link ZExperience} plus the save-only rules of
 * issue #26 §16 (dates, the clock read at validation time) and §18 (printable characters).
 */
export const ZExperienceSave = ZExperience.superRefine((experience, ctx) =>
  report([...experienceDateIssues(experience, new Date()), ...experiencePrintIssues(experience)], ctx),
);

/** The project dialog's schema (mission 5): {@link ZProjectExperience} plus issue #26 §18. */
export const ZProjectExperienceSave = ZProjectExperience.superRefine((project, ctx) =>
  report(projectPrintIssues(project), ctx),
);

/** A functional skill as mission 4 adds it: {@link ZSoftSkill} plus issue #26 §18. */
export const ZSoftSkillSave = ZSoftSkill.superRefine((skill, ctx) => report(printIssues(skill, []), ctx));

/**
 * The diploma dialog's schema (mission 6): {@link ZDiploma} plus the save-only rules of
 * issue #26 §16 (dates, the clock read at validation time) and §18 (printable characters).
 */
export const ZDiplomaSave = ZDiploma.superRefine((diploma, ctx) =>
  report([...diplomaDateIssues(diploma, new Date()), ...diplomaPrintIssues(diploma)], ctx),
);

/** A rule a save breaks: the path in the resume body and the message key (`validation.*`). */
export interface SaveIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Rules a save must pass on top of {@link ZResumeBody}'s, which a stored file need not (it was
 * saved before they existed and must stay readable, issue #26 §16): a custom profession follows
 * the job field rule (spec §5 custom job, issue #26 §15); no date in the future at the instant
 * `now` ({@link futureDateIssues}); every free text prints ({@link unprintableIssues}, issue #26
 * §18). Empty when `resume` may be saved.
 */
export function saveIssues(
  resume: Pick<
    ResumeBody,
    'summary' | 'jobs' | 'technicalSkills' | 'softSkills' | 'experiences' | 'diplomas'
  >,
  now: Date = new Date(),
): SaveIssue[] {
  const issues: SaveIssue[] = [];
  resume.jobs.forEach((entry, index) => {
    if (!entry.job.custom || entry.job.label === undefined) return;
    const parsed = ZJobName.safeParse(entry.job.label);
    for (const issue of parsed.error?.issues.slice(0, 1) ?? []) {
      issues.push({ message: issue.message, path: ['jobs', index, 'job', 'label'] });
    }
  });
  return [...issues, ...futureDateIssues(resume, now), ...unprintableIssues(resume)];
}

/** {@link saveIssues} as a zod refinement, the clock read at validation time. */
function checkSave(
  resume: Pick<
    ResumeBody,
    'summary' | 'jobs' | 'technicalSkills' | 'softSkills' | 'experiences' | 'diplomas'
  >,
  ctx: z.RefinementCtx,
): void {
  report(saveIssues(resume, new Date()), ctx);
}

/**
 * The resume body as a save must be (the forms check it before sending, the API on PATCH):
 * {@link ZResumeBody} plus the save-only rules (issue #26 §15, §16, §18). Reading a stored file uses
 * `ZResumeBody`, so a file saved before a rule existed still loads.
 */
export const ZResumeSave = ZResumeBody.superRefine(checkSave);

/**
 * spec §7 PATCH users/{id}/resume: the body plus the version it was read at (optimistic lock). The
 * professional summary may be absent (issue #28 §2): a tab still running the app of before it
 * existed drops the field it does not know, and the save keeps the stored summary rather than
 * erasing it (`patchResume`); sent, even empty, it replaces the stored one.
 */
export const ZResumePatchRequest = z
  .object({
    ...resumeFields,
    summary: ZSummary.optional(),
    version: z.number().int().min(0).max(VERSION_MAX),
  })
  .superRefine(checkResume)
  .superRefine((resume, ctx) => checkSave({ ...resume, summary: resume.summary ?? '' }, ctx));
export type ResumePatchRequest = z.infer<typeof ZResumePatchRequest>;
