/**
 * The skills file as display-ready text (DESIGN.md "Documents"; issue #8): every label translated,
 * every catalogue reference resolved, dates and durations formatted, empty sections dropped, names
 * and contact details removed from an anonymised file, requested skills first and marked in a
 * tailored one. The PDF and the DOCX templates both render this view, so both documents say
 * exactly the same thing in the same order. Pure functions, no I/O and no shared state: they run
 * in the document workers.
 */
import { careerMonths, formatDateRange, sortExperiences } from '@highlight/domain/experience';
import { languageName } from '@highlight/domain/languages';
import type { Locale } from '@highlight/domain/constants';
import { translate, translateCount } from '@highlight/domain/i18n';
import type { LabelOf } from '@highlight/domain/reference';
import { anonymise } from '@highlight/domain/anonymisation';
import {
  type CatalogRef,
  type Diploma,
  type ResumeBody,
  type ResumeLanguage,
} from '@highlight/domain/resume';
import type { User } from '@highlight/domain/user';
import { formatDate, formatMonthYear, LANGUAGE_TAGS } from '@highlight/domain/intl';
import { skillsBrought, type BroughtSkill, type SkillUse } from '@highlight/domain/tailoring';
import type { Vocabulary } from '@highlight/domain/vocabulary';

/**
 * The one dash of the documents (issue #26 §19): the spaced en dash of date ranges ("janv. 2021 –
 * aujourd’hui", `formatDateRange`) also joins a company and its sector, a requested skill and its
 * use, a language and its level, in the PDF and the DOCX alike.
 */
export const SEPARATOR = ' – ';

/**
 * The firm is French: generation dates (footer, file name) are calendar dates in Paris, so a file
 * downloaded at 00:30 in Paris carries that day's date whatever the server's time zone.
 */
export const DOCUMENT_TIME_ZONE = 'Europe/Paris';

export type DocumentUser = Pick<User, 'firstname' | 'lastname' | 'email' | 'phoneNumber' | 'trigram'>;

export interface ResumeDocumentInput {
  user: DocumentUser;
  resume: ResumeBody;
  locale: Locale;
  labelOf: LabelOf;
  /**
   * issue #8, issue #26 §3: the trigram replaces the names; every written form of the names, email
   * and phone number in the texts is removed by the one redactor (`@highlight/domain/anonymisation`).
   */
  anonymised?: boolean;
  /** issue #8 tailoring: skill ids (catalogue or custom) of a client request, most important first. */
  focus?: readonly string[];
  /**
   * issue #27 §5: the catalogue's vocabulary, to read the skills named in the file's texts
   * (project descriptions, positions, contexts) for the key-skills summary; without it only the
   * skills listed by id count.
   */
  vocabulary?: Vocabulary;
  /** Footer date and "now" of ongoing experiences; defaults to now. */
  generatedAt?: Date;
}

/** A skill as printed: its label, and whether the client request asked for it (bold, marked). */
export interface SkillView {
  label: string;
  focused: boolean;
}

export interface ProjectView {
  name: string;
  description: string;
  technicalEnvironment: SkillView[];
  jobs: string[];
  subSectors: string[];
}

export interface ExperienceView {
  company: string;
  /** The heading repeated where its projects continue on a new page: "Société Générale (suite)". */
  continued: string;
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

/** A row of a two-column table: profession and duration, language and level. */
export interface RowView {
  label: string;
  value: string;
}

/** A domain of mission 3 with its skills; `focused` when it holds a requested skill. */
export interface SkillGroupView {
  label: string;
  skills: SkillView[];
  focused: boolean;
}

/**
 * One requested skill the person brings (issue #27 §5: a lacking one is never printed), with where
 * and when it was used.
 */
export interface FocusItemView {
  label: string;
  /**
   * "5 ans et 3 mois · Société Générale (Paiements instantanés, depuis 2021), Atelier Numérique
   * (2018 – 2020)"; '' for a skill the file declares and uses nowhere (listed plainly).
   */
  detail: string;
}

export interface FocusView {
  title: string;
  items: FocusItemView[];
}

export interface ResumeView {
  /** BCP 47 tag of the document language (`fr-FR`, `en-GB`). */
  languageTag: string;
  /** Document metadata title, e.g. "Dossier de compétences – Jean-Pierre DUPONT". */
  title: string;
  /** Metadata author: the person's name, absent when anonymised. */
  author: string | undefined;
  /** Metadata keywords: the desired position and the skills. */
  keywords: string;
  documentLabel: string;
  /** "Jean-Pierre DUPONT", or the trigram alone when anonymised. */
  displayName: string;
  desiredPosition: string;
  /**
   * issue #28 §2: the professional summary, printed as a paragraph under the header; '' when the
   * file has none, and in an anonymised file when it names the person (`anonymise` leaves it out).
   */
  summary: string;
  /** "12 ans d'expérience" / "12 years of experience"; empty when the file states none. */
  yearsOfExperience: string;
  /**
   * Email and phone number, the empty ones left out; none when anonymised. The phone's groups are
   * joined by no-break spaces (U+00A0), so that it is never cut at the end of a line.
   */
  contacts: string[];
  headings: Record<
    'jobs' | 'technicalSkills' | 'softSkills' | 'experiences' | 'diplomas' | 'languages',
    string
  >;
  /**
   * The "key skills for this request" summary of a tailored file; null for a file not tailored,
   * or holding none of the requested skills.
   */
  focus: FocusView | null;
  jobs: RowView[];
  technicalSkills: SkillGroupView[];
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
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return unit('months', rest, locale);
  if (rest === 0) return unit('years', years, locale);
  return translate(locale, 'pdf.duration.yearsAndMonths', {
    years: unit('years', years, locale),
    months: unit('months', rest, locale),
  });
}

function unit(name: 'years' | 'months', count: number, locale: Locale): string {
  return translateCount(locale, `pdf.duration.${name}`, count);
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
 * Builds the display view of a skills file (DESIGN.md "Documents"; issue #8 §4). Sections are in
 * mission order (spec §1); experiences sorted by `sortExperiences` (spec §4); diplomas and
 * certifications most recent first. With `focus`, domains holding a requested skill come first,
 * requested skills first within their domain and marked everywhere, and a summary opens the file:
 * the requested skills the person brings (`skillsBrought`, read with `vocabulary`), each with
 * where and when it was used; a requested skill the person lacks is never printed (issue #27 §5).
 * With `anonymised`, the person and the file first go through `anonymise` (issue #26 §3, §4): the
 * trigram stands for the person and no written form of a name, the email or the phone is left in
 * any text, nor in the metadata (title, author, keywords) built from them; catalogue labels are
 * the firm's words and are shown as they are; the professional summary is left out whole when it
 * names the person (issue #28 §2). Empty domains and sections come out as empty lists for the templates to omit.
 */
export function buildResumeView(input: ResumeDocumentInput): ResumeView {
  const { locale, labelOf, anonymised = false, generatedAt = new Date() } = input;
  // issue #26 §3: the anonymised view is built from the anonymised person and file, out of the
  // one redactor; nothing below sees a name, an email or a phone number to leave behind.
  const anonymisation = anonymised ? anonymise(input.user, locale) : null;
  const user = anonymisation?.person ?? input.user;
  const resume = anonymisation ? anonymisation.resume(input.resume) : input.resume;
  const focus = anonymisation ? (input.focus ?? []).map(anonymisation.customId) : (input.focus ?? []);
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `pdf.${key}`, values);
  const tag = LANGUAGE_TAGS[locale];
  const name = fullName(user);
  const displayName = anonymised ? user.trigram : name;

  const focusRank = new Map(focus.map((id, index) => [id, index]));
  const isFocused = (ref: CatalogRef) => focusRank.has(ref.id);
  const byFocus = <T>(items: T[], rank: (item: T) => number | undefined): T[] =>
    items
      .map((item, index) => ({ item, index, rank: rank(item) ?? Infinity }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ item }) => item);
  const skillView = (ref: CatalogRef): SkillView => ({
    label: labelOf('skill', ref, locale),
    focused: isFocused(ref),
  });

  const domains = byFocus(
    resume.technicalSkills.filter((group) => group.skills.length > 0),
    (group) => Math.min(...group.skills.map((skill) => focusRank.get(skill.id) ?? Infinity)),
  );
  const technicalSkills = domains.map((group) => ({
    label: labelOf('domain', group.domain, locale),
    skills: byFocus(group.skills, (skill) => focusRank.get(skill.id)).map(skillView),
    focused: group.skills.some(isFocused),
  }));

  const sorted = sortExperiences(resume.experiences);
  const companyOf = (experience: (typeof sorted)[number]) =>
    experience.personalProject ? t('experience.personalProject') : experience.corporation;

  // issue #27 §5: only the requested skills the person brings, each with where and when.
  const brought = skillsBrought(resume, focus, { vocabulary: input.vocabulary, now: generatedAt });
  const focusView: FocusView | null =
    brought.length === 0
      ? null
      : {
          title: t('focus.title'),
          items: brought.map((skill) => ({
            label: labelOf('skill', broughtRef(resume, skill.id), locale),
            detail: broughtDetail(skill, companyOf, locale),
          })),
        };

  const career = careerMonths(resume, generatedAt);
  const skillLabels = technicalSkills.flatMap((group) => group.skills.map((skill) => skill.label));

  return {
    languageTag: tag,
    title: t('documentTitleFor', { name: displayName }),
    author: anonymised ? undefined : name,
    keywords: [resume.desiredPosition, ...skillLabels].filter(Boolean).join(', '),
    documentLabel: t('documentTitle'),
    displayName,
    desiredPosition: resume.desiredPosition,
    summary: resume.summary,
    yearsOfExperience:
      career === 0 ? '' : t('yearsOfExperience', { duration: formatExperienceTime(career, locale) }),
    // issue #26 §19: a phone number never wraps in its middle (no-break spaces between its groups).
    contacts: anonymised
      ? []
      : [user.email.trim(), user.phoneNumber.trim().replace(/\s+/g, '\u00a0')].filter(Boolean),
    headings: {
      jobs: t('sections.jobs'),
      technicalSkills: t('sections.technicalSkills'),
      softSkills: t('sections.softSkills'),
      experiences: t('sections.experiences'),
      diplomas: t('sections.diplomas'),
      languages: t('sections.languages'),
    },
    focus: focusView,
    jobs: resume.jobs.map((entry) => ({
      label: labelOf('job', entry.job, locale),
      value: formatExperienceTime(entry.experienceMonths, locale),
    })),
    technicalSkills,
    softSkills: [...resume.softSkills],
    experiences: sorted.map((experience) => ({
      company: companyOf(experience),
      continued: t('experience.continued', { company: companyOf(experience) }),
      sector: experience.sector === null ? null : labelOf('sector', experience.sector, locale),
      position: experience.position,
      dateRange: formatDateRange(experience, tag, t('experience.present')),
      context: experience.context,
      projects: experience.projectExperiences.map((project) => ({
        name: project.name,
        description: project.description,
        technicalEnvironment: byFocus(project.technicalEnvironment, (ref) => focusRank.get(ref.id)).map(
          skillView,
        ),
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
        date: formatMonthYear(diploma.graduateYears, locale),
      })),
    languages: resume.languages.map((language) => ({
      label: languageName(language.code, locale),
      value: languageLevel(language, locale),
    })),
    generatedOn: t('footer.generatedOn', {
      date: formatDate(generatedAt, locale, 'long', DOCUMENT_TIME_ZONE),
    }),
    pageLabel: (page, total) => t('footer.page', { page, total }),
  };
}

/** Places listed for one key skill; the others are counted ("et 2 autres expériences"). */
export const FOCUS_PLACES_MAX = 3;

/**
 * The reference of a requested skill as the file holds it (a custom skill's label lives in the
 * file), else its id (a catalogue skill named only in a text).
 */
function broughtRef(resume: ResumeBody, id: string): CatalogRef | string {
  const refs = [
    ...resume.technicalSkills.flatMap((group) => group.skills),
    ...resume.experiences.flatMap((experience) =>
      experience.projectExperiences.flatMap((project) => project.technicalEnvironment),
    ),
  ];
  return refs.find((ref) => ref.id === id) ?? id;
}

/**
 * The detail of a key skill (issue #27 §5): "{duration} · {places}", each place being the
 * experience's company with the projects that use the skill and its years ("Société Générale
 * (Paiements instantanés, 2018 – 2021)", "since 2021" when ongoing, one year when it starts and
 * ends in it), at most `FOCUS_PLACES_MAX` places, the others counted; '' when the skill is used
 * nowhere.
 */
function broughtDetail<E extends ResumeBody['experiences'][number]>(
  skill: BroughtSkill<E>,
  companyOf: (experience: E) => string,
  locale: Locale,
): string {
  if (skill.uses.length === 0) return '';
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `pdf.focus.${key}`, values);
  const years = ({ experience }: SkillUse<E>) => {
    const first = experience.startDate.slice(0, 4);
    if (experience.endDate === null) return t('since', { first });
    const last = experience.endDate.slice(0, 4);
    return first === last ? first : t('years', { first, last });
  };
  const places = skill.uses.slice(0, FOCUS_PLACES_MAX).map((use) =>
    t('place', {
      company: companyOf(use.experience),
      details: [...use.projects.map((project) => project.name), years(use)].join(', '),
    }),
  );
  const others = skill.uses.length - places.length;
  const more = others > 0 ? ` ${translateCount(locale, 'pdf.focus.more', others)}` : '';
  return t('used', {
    duration: formatExperienceTime(Math.max(1, skill.months), locale),
    places: places.join(', ') + more,
  });
}

/**
 * A name as a file-name part: letters (accents kept, NFC) and digits; anything else (spaces,
 * apostrophes, slashes, characters unsafe in file names) turned into single hyphens.
 */
function fileNamePart(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const CALENDAR_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: DOCUMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `yyyy-mm-dd` of `date` in the firm's time zone. */
export function calendarDate(date: Date): string {
  const parts = CALENDAR_DATE.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * DESIGN.md "Documents" file name: `<LASTNAME>_<Firstname>_<yyyy-mm-dd>.<ext>`, accents kept (the
 * API sends them in `Content-Disposition`'s `filename*`, RFC 6266), spaces and characters unsafe
 * in file names replaced by `-` (e.g. `LEFÈVRE_Hélène_2026-11-22.pdf`).
 * The last name is upper-cased; each part of the first name starts with a capital. The date is
 * the calendar date in Paris. An empty name part is left out, so an anonymised document is named
 * `{ lastname: trigram, firstname: '' }` → `JDU_2026-11-22.pdf` (issue #8).
 */
export function resumeFileName(
  user: { firstname: string; lastname: string },
  date: Date,
  extension: string,
): string {
  const lastname = fileNamePart(user.lastname).toLocaleUpperCase('fr');
  const firstname = fileNamePart(user.firstname)
    .split('-')
    .map((part) => part.charAt(0).toLocaleUpperCase('fr') + part.slice(1).toLocaleLowerCase('fr'))
    .join('-');
  return `${[lastname, firstname, calendarDate(date)].filter(Boolean).join('_')}.${extension}`;
}
