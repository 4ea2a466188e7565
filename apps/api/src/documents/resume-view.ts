/**
 * The skills file as display-ready text (DESIGN.md "Documents"): every label translated, every
 * catalogue reference resolved, dates and durations formatted, empty sections dropped. The PDF
 * template renders this view; a DOCX template can render the same view, so both documents say
 * exactly the same thing. Pure functions, no I/O and no shared state: safe in worker threads.
 */
import { formatDateRange, sortExperiences } from '@highlight/domain/experience';
import { languageName } from '@highlight/domain/languages';
import type { Locale } from '@highlight/domain/constants';
import { translate } from '@highlight/domain/i18n';
import type { LabelOf } from '@highlight/domain/reference';
import type { Diploma, ResumeBody, ResumeLanguage } from '@highlight/domain/resume';
import type { User } from '@highlight/domain/user';

/**
 * The firm is French: generation dates (footer, file name) are calendar dates in Paris, so a file
 * downloaded at 00:30 in Paris carries that day's date whatever the server's time zone.
 */
export const DOCUMENT_TIME_ZONE = 'Europe/Paris';

/** BCP 47 tags used for dates and language names in each display language. */
const LANGUAGE_TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

export type DocumentUser = Pick<User, 'firstname' | 'lastname' | 'email' | 'phoneNumber' | 'trigram'>;

export interface ResumeDocumentInput {
  user: DocumentUser;
  resume: ResumeBody;
  locale: Locale;
  labelOf: LabelOf;
  /** DESIGN.md "Documents": the trigram replaces the names; email and phone are left out. */
  anonymised?: boolean;
  /** Shown in the footer; defaults to now. */
  generatedAt?: Date;
}

export interface ProjectView {
  name: string;
  description: string;
  technicalEnvironment: string[];
  jobs: string[];
  subSectors: string[];
}

export interface ExperienceView {
  company: string;
  sector: string | null;
  position: string;
  dateRange: string;
  context: string;
  projects: ProjectView[];
}

export interface DiplomaView {
  type: string;
  title: string;
  school: string;
  date: string;
}

/** A row of a two-column table: profession and duration, domain and skills, language and level. */
export interface RowView {
  label: string;
  value: string;
}

export interface ResumeView {
  /** BCP 47 tag of the document language (`fr-FR`, `en-GB`). */
  languageTag: string;
  /** Document metadata title, e.g. "Dossier de compétences – Jean-Pierre DUPONT". */
  title: string;
  /** Metadata author: the person's name, absent when anonymised. */
  author: string | undefined;
  documentLabel: string;
  /** "Jean-Pierre DUPONT", or the trigram alone when anonymised. */
  displayName: string;
  desiredPosition: string;
  /** Email and phone number, the empty ones left out; none when anonymised. */
  contacts: string[];
  headings: Record<
    'jobs' | 'technicalSkills' | 'softSkills' | 'experiences' | 'diplomas' | 'languages',
    string
  >;
  jobs: RowView[];
  technicalSkills: RowView[];
  softSkills: string[];
  experiences: ExperienceView[];
  /** Inline labels of experiences and projects, each with its language's colon ("Contexte :"). */
  experienceLabels: { context: string; technicalEnvironment: string; jobs: string; subSectors: string };
  diplomas: DiplomaView[];
  languages: RowView[];
  generatedOn: string;
  /** "Page 2 / 3" or "Page 2 of 3". */
  pageLabel: (page: number, total: number) => string;
}

/**
 * Experience time in whole years and months: 38 → "3 ans et 2 mois" (fr) / "3 years 2 months"
 * (en); 12 → "1 an"; 5 → "5 mois". `months` is a positive integer (spec §5: at most 600).
 */
export function formatExperienceTime(months: number, locale: Locale): string {
  const plural = new Intl.PluralRules(LANGUAGE_TAGS[locale]);
  const part = (unit: 'years' | 'months', count: number) =>
    translate(locale, `pdf.duration.${unit}_${plural.select(count) === 'one' ? 'one' : 'other'}`, { count });
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return part('months', rest);
  if (rest === 0) return part('years', years);
  return translate(locale, 'pdf.duration.yearsAndMonths', {
    years: part('years', years),
    months: part('months', rest),
  });
}

/** spec §3 language level, translated; TOEIC and TOEFL show their score ("TOEIC 905"). */
export function languageLevel(language: Pick<ResumeLanguage, 'level' | 'score'>, locale: Locale): string {
  return translate(locale, `pdf.languageLevels.${language.level}`, { score: language.score ?? '' }).trim();
}

/** "Jean-Pierre DUPONT": first name as typed, last name in capitals (French CV convention). */
export function fullName(user: Pick<User, 'firstname' | 'lastname'>): string {
  return [user.firstname.trim(), user.lastname.trim().toLocaleUpperCase('fr')].filter(Boolean).join(' ');
}

const diplomaDate = (diploma: Diploma) => diploma.graduateYears.year * 100 + diploma.graduateYears.month;

/**
 * Builds the display view of a skills file (DESIGN.md "Documents"). Sections are in mission order
 * (spec §1); experiences sorted by `sortExperiences` (spec §4); diplomas and certifications most
 * recent first. Empty domains and sections come out as empty lists for the template to omit.
 */
export function buildResumeView(input: ResumeDocumentInput): ResumeView {
  const { user, resume, locale, labelOf, anonymised = false, generatedAt = new Date() } = input;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `pdf.${key}`, values);
  const tag = LANGUAGE_TAGS[locale];
  const name = fullName(user);
  const displayName = anonymised ? user.trigram : name;
  const monthYear = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: DOCUMENT_TIME_ZONE });

  return {
    languageTag: tag,
    title: t('documentTitleFor', { name: displayName }),
    author: anonymised ? undefined : name,
    documentLabel: t('documentTitle'),
    displayName,
    desiredPosition: resume.desiredPosition,
    contacts: anonymised ? [] : [user.email, user.phoneNumber].map((value) => value.trim()).filter(Boolean),
    headings: {
      jobs: t('sections.jobs'),
      technicalSkills: t('sections.technicalSkills'),
      softSkills: t('sections.softSkills'),
      experiences: t('sections.experiences'),
      diplomas: t('sections.diplomas'),
      languages: t('sections.languages'),
    },
    jobs: resume.jobs.map((entry) => ({
      label: labelOf('job', entry.job, locale),
      value: formatExperienceTime(entry.experienceMonths, locale),
    })),
    technicalSkills: resume.technicalSkills
      .filter((group) => group.skills.length > 0)
      .map((group) => ({
        label: labelOf('domain', group.domain, locale),
        value: group.skills.map((skill) => labelOf('skill', skill, locale)).join(', '),
      })),
    softSkills: resume.softSkills,
    experiences: sortExperiences(resume.experiences).map((experience) => ({
      company: experience.personalProject ? t('experience.personalProject') : experience.corporation,
      sector: experience.sector === null ? null : labelOf('sector', experience.sector, locale),
      position: experience.position,
      dateRange: formatDateRange(experience, tag, t('experience.present')),
      context: experience.context,
      projects: experience.projectExperiences.map((project) => ({
        name: project.name,
        description: project.description,
        technicalEnvironment: project.technicalEnvironment.map((ref) => labelOf('skill', ref, locale)),
        jobs: project.jobs.map((ref) => labelOf('job', ref, locale)),
        subSectors: project.subSectors.map((id) => labelOf('sub_sector', id, locale)),
      })),
    })),
    experienceLabels: {
      context: t('fieldLabel', { label: t('experience.context') }),
      technicalEnvironment: t('fieldLabel', { label: t('experience.technicalEnvironment') }),
      jobs: t('fieldLabel', { label: t('experience.jobs') }),
      subSectors: t('fieldLabel', { label: t('experience.subSectors') }),
    },
    diplomas: [...resume.diplomas]
      .sort((a, b) => diplomaDate(b) - diplomaDate(a))
      .map((diploma) => ({
        type: t(`diplomaTypes.${diploma.graduate}`),
        title: diploma.title,
        school: diploma.school,
        date: monthYear.format(
          new Date(Date.UTC(diploma.graduateYears.year, diploma.graduateYears.month - 1, 1)),
        ),
      })),
    languages: resume.languages.map((language) => ({
      label: languageName(language.code, locale),
      value: languageLevel(language, locale),
    })),
    generatedOn: t('footer.generatedOn', { date: longDate.format(generatedAt) }),
    pageLabel: (page, total) => t('footer.page', { page, total }),
  };
}

/** Latin ligatures and letters that Unicode decomposition does not reduce to ASCII. */
const ASCII_FOLDS: Record<string, string> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
};

/** Accents removed, anything but ASCII letters and digits turned into single hyphens. */
function fileNamePart(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[œŒæÆßøØłŁ]/g, (letter) => ASCII_FOLDS[letter] ?? letter)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `yyyy-mm-dd` of `date` in the firm's time zone. */
function calendarDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: DOCUMENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * DESIGN.md "Documents" file name: `<LASTNAME>_<Firstname>_<yyyy-mm-dd>.<ext>`, accents removed,
 * spaces and characters unsafe in file names replaced by `-` (e.g. `DUPONT_Jean-Pierre_2026-11-22.pdf`).
 * The last name is upper-cased; each part of the first name starts with a capital. The date is
 * the calendar date in Paris. An empty name part is left out, so an anonymised document can be
 * named `{ lastname: trigram, firstname: '' }` → `JDU_2026-11-22.pdf`.
 */
export function resumeFileName(
  user: { firstname: string; lastname: string },
  date: Date,
  extension: 'pdf' | 'docx',
): string {
  const lastname = fileNamePart(user.lastname).toUpperCase();
  const firstname = fileNamePart(user.firstname)
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('-');
  return `${[lastname, firstname, calendarDate(date)].filter(Boolean).join('_')}.${extension}`;
}
