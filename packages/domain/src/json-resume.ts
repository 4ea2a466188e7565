/**
 * JSON Resume export and import (issue #8; https://jsonresume.org/schema, schema v1.0.0 as shipped
 * by `@jsonresume/schema`; docs/json-resume.md has the mapping tables). Pure functions, no I/O:
 * they run in the browser (import from Home) and in Node (the API's `?format=json-resume`).
 *
 * The export fills the standard sections for other tools (basics, work, education, certificates,
 * skills, languages) and carries the whole skills file, ids included, in `meta["x-highlight"]`
 * with a digest of those standard sections. The import restores that extension as is when the
 * standard sections are still the ones it was written with; otherwise (a file from another tool,
 * or one edited elsewhere) it maps the standard sections onto the model, matching labels with the
 * reference catalogue, and reports what it left out. Whatever the input, the result passes
 * `ZResumeBody` and `catalogueIssues` (spec §5) and every bound of constants.ts.
 */
import isoLanguages from '@cospired/i18n-iso-languages';
import resumeSchema from '@jsonresume/schema/schema.json' with { type: 'json' };
import { Validator } from 'jsonschema';
import {
  DEFAULT_LOCALE,
  DIPLOMA_TEXT_CAP,
  DIPLOMA_TEXT_TRUNCATE_TO,
  EXPERIENCE_CONTEXT_MAX,
  JSON_RESUME_IMPORT_MAX_BYTES,
  LOCALES,
  MAX_DIPLOMAS,
  MAX_EXPERIENCES,
  MAX_LANGUAGES,
  MAX_PROJECTS,
  MAX_PROJECTS_PER_EXPERIENCE,
  MAX_SKILL_DOMAINS,
  MAX_SKILLS_PER_DOMAIN,
  MAX_SOFT_SKILLS,
  MAX_TECHNICAL_SKILLS,
  PROJECT_DESCRIPTION_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
  type Locale,
  MAX_EXPERIENCE_MONTHS,
} from './constants.ts';
import { anonymise } from './anonymisation.ts';
import { coveredMonths, sortExperiences } from './experience.ts';
import { translate } from './i18n.ts';
import { LANGUAGE_CODES, isKnownLanguage, languageName } from './languages.ts';
import { ZPhoneNumber } from './phone.ts';
import { unprintableCharacters } from './printable.ts';
import type { LabelOf, ReferenceItem, ReferenceKind } from './reference.ts';
import { catalogueIssues, customRef } from './resume-edit.ts';
import {
  SCORE_RANGES,
  currentMonth,
  futureDateIssues,
  saveIssues,
  ZJobName,
  ZResumeBody,
  ZSoftSkill,
  ZYearMonth,
  comparisonKey,
  type CatalogRef,
  type Diploma,
  type Experience,
  type ProjectExperience,
  type ResumeBody,
  type ResumeLanguage,
} from './resume.ts';
import { replaceImportedSections } from './resume-import-merge.ts';
import { searchTerms } from './search.ts';
import { truncateGraphemes } from './text.ts';
import { buildVocabulary, findEntries, type Vocabulary } from './vocabulary.ts';
import { ZPersonName } from './user.ts';

// ---------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------

/** `$schema` of an exported document: the JSON Resume schema v1.0.0. */
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
/** Key of Highlight's extension in `meta` (the schema allows any property there). */
export const JSON_RESUME_EXTENSION_KEY = 'x-highlight';
/** Version of the extension's shape; an import ignores an extension of another version. */
export const JSON_RESUME_EXTENSION_VERSION = 1;

/** JSON Resume `basics` (the fields this module reads or writes; others pass through). */
export interface JsonResumeBasics {
  name?: string;
  label?: string;
  summary?: string;
  email?: string;
  phone?: string;
  [field: string]: unknown;
}

/** JSON Resume `work[]` entry: company (`name`), position, ISO 8601 dates, summary, highlights. */
export interface JsonResumeWork {
  name?: string;
  description?: string;
  position?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  [field: string]: unknown;
}

/** JSON Resume `education[]` entry. */
export interface JsonResumeEducation {
  institution?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  [field: string]: unknown;
}

/** JSON Resume `certificates[]` entry. */
export interface JsonResumeCertificate {
  name?: string;
  date?: string;
  issuer?: string;
  [field: string]: unknown;
}

/** JSON Resume `skills[]` entry: a group name and its keywords. */
export interface JsonResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
  [field: string]: unknown;
}

/** JSON Resume `languages[]` entry: a language name and a free-text fluency. */
export interface JsonResumeLanguage {
  language?: string;
  fluency?: string;
  [field: string]: unknown;
}

/**
 * Highlight's extension, under `meta["x-highlight"]`: the skills file as `ZResumeBody` holds it,
 * the digest of the standard sections it was exported with, and whether the export is anonymised
 * (then `basics.name` is a trigram, not a name to import).
 */
export interface JsonResumeExtension {
  version: typeof JSON_RESUME_EXTENSION_VERSION;
  digest: string;
  anonymised: boolean;
  resume: ResumeBody;
}

/** JSON Resume `meta`: schema version, and Highlight's extension when exported by Highlight. */
export interface JsonResumeMeta {
  version?: string;
  canonical?: string;
  lastModified?: string;
  [JSON_RESUME_EXTENSION_KEY]?: unknown;
  [field: string]: unknown;
}

/**
 * A JSON Resume document (https://jsonresume.org/schema). Only the sections this module maps are
 * typed; the others (volunteer, awards, publications, interests, references, projects) are kept
 * as `unknown` and reported as ignored by the import.
 */
export interface JsonResume {
  $schema?: string;
  basics?: JsonResumeBasics;
  work?: JsonResumeWork[];
  education?: JsonResumeEducation[];
  certificates?: JsonResumeCertificate[];
  skills?: JsonResumeSkill[];
  languages?: JsonResumeLanguage[];
  meta?: JsonResumeMeta;
  [section: string]: unknown;
}

// ---------------------------------------------------------------------------------------------
// Schema validation
// ---------------------------------------------------------------------------------------------

const validator = new Validator();
/** At most this many schema errors are returned in `details`. */
const MAX_ERROR_DETAILS = 20;

/**
 * The JSON Resume schema's complaints about `value` (`@jsonresume/schema`'s schema.json checked
 * with `jsonschema`, the validator that package uses; both run in the browser), as
 * `"instance.basics is not of a type(s) object"` lines, at most 20. Empty when valid.
 */
export function jsonResumeSchemaErrors(value: unknown): string[] {
  const result = validator.validate(value, resumeSchema);
  return result.errors.slice(0, MAX_ERROR_DETAILS).map((error) => error.stack);
}

/** The outcome of {@link parseJsonResume}; `error` names the i18n key `jsonResume.errors.<error>`. */
export type JsonResumeParse =
  | { ok: true; document: JsonResume }
  | {
      ok: false;
      error: 'invalidJson' | 'invalidSchema' | 'tooLarge' | 'nothingRecognised';
      details?: string[];
    };

/**
 * Reads the text of an uploaded JSON Resume file (issue #8 import from Home).
 * - `tooLarge` when the text is over `JSON_RESUME_IMPORT_MAX_BYTES` bytes in UTF-8 (checked
 *   before parsing);
 * - `invalidJson` when `JSON.parse` fails (`details`: the parser's message);
 * - `invalidSchema` when the value breaks the JSON Resume schema (`details`: the schema errors,
 *   see {@link jsonResumeSchemaErrors}); a JSON value that is not an object is one;
 * - `nothingRecognised` when no section a skills file can take from (`basics`, `work`,
 *   `education`, `certificates`, `skills`, `languages`, `projects`) holds any text: a JSON file
 *   that is not a JSON Resume (`{"foo":1}`, issue #26 §17) — the schema allows any object.
 * Otherwise `{ ok: true, document }`, ready for {@link fromJsonResume}.
 */
export function parseJsonResume(text: string): JsonResumeParse {
  // Every UTF-16 unit takes at least one UTF-8 byte: a text longer than the bound is too large.
  if (text.length > JSON_RESUME_IMPORT_MAX_BYTES || utf8Length(text) > JSON_RESUME_IMPORT_MAX_BYTES) {
    return { ok: false, error: 'tooLarge' };
  }
  let value: unknown;
  try {
    // A byte order mark (some Windows editors write one) is no JSON; drop it.
    value = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    return { ok: false, error: 'invalidJson', details: [(error as Error).message] };
  }
  const errors = jsonResumeSchemaErrors(value);
  if (errors.length > 0) return { ok: false, error: 'invalidSchema', details: errors };
  const document = value as JsonResume;
  if (!RECOGNISED_SECTIONS.some((section) => holdsText(document[section]))) {
    return { ok: false, error: 'nothingRecognised' };
  }
  return { ok: true, document };
}

/** issue #26 §17: the sections whose content makes a file a JSON Resume worth importing. */
const RECOGNISED_SECTIONS = [
  'basics',
  'work',
  'education',
  'certificates',
  'skills',
  'languages',
  'projects',
] as const;

/**
 * True when `value` holds a non-blank string, looking at most four levels down (a section, its
 * entries, their fields, a field's items: `work[0].highlights[0]`, `basics.location.city`): a
 * bounded walk, whatever the nesting of the file.
 */
function holdsText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (depth >= 4) return false;
  if (Array.isArray(value)) return value.some((item) => holdsText(item, depth + 1));
  if (isRecord(value)) return Object.values(value).some((item) => holdsText(item, depth + 1));
  return false;
}

/**
 * The WHATWG Encoding Standard's `TextEncoder` (https://encoding.spec.whatwg.org/#interface-textencoder),
 * global in every browser and in Node; the domain's type set (ECMAScript only, no DOM, no Node)
 * does not declare it, so the one member used is declared here.
 */
declare const TextEncoder: new () => { encode(input: string): Uint8Array };
const utf8 = new TextEncoder();

/**
 * Bytes of `text` in UTF-8 (as a file or request body holds it). A lone surrogate counts 3 bytes:
 * the encoder writes U+FFFD for it, as any encoder does. Callers bound `text.length` first, so the
 * encoded copy is at most three times the bound.
 */
function utf8Length(text: string): number {
  return utf8.encode(text).byteLength;
}

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

/** What {@link toJsonResume} needs: the owner (spec §3 User fields), the file, locale and labels. */
export interface JsonResumeExportInput {
  user: { firstname: string; lastname: string; email: string; phoneNumber: string; trigram: string };
  resume: ResumeBody;
  /** Language of the labels written in the standard sections (catalogue labels, levels). */
  locale: Locale;
  /** Catalogue labels (reference.ts `makeLabelOf`). */
  labelOf: LabelOf;
  /**
   * issue #8: the trigram instead of the name; no email, phone, URL, profiles or image; every text
   * the person typed (and `meta`'s copy of the file) through the one redactor (issue #26 §3).
   */
  anonymised?: boolean;
}

/** `Name — description`: a project as one line of `work[].highlights`. */
const PROJECT_SEPARATOR = ' — ';

/**
 * The skills file as a JSON Resume document (schema v1.0.0), valid against `@jsonresume/schema`:
 * - `basics`: name (first and last name, or the trigram when `anonymised`), label = desired
 *   position (spec §1 mission 2), summary = the professional summary (issue #28 §2; left out of an
 *   anonymised export when it names the person, as from its documents), email and phone unless
 *   anonymised or empty;
 * - `work`: one entry per experience, in spec §4 order (`sortExperiences`): name = company or the
 *   localised "personal project", description = activity sector label, position, startDate and
 *   endDate as `YYYY-MM` (no endDate: ongoing, spec §3), summary = context, highlights = projects
 *   as `Name — description`;
 * - `education` (diplomas: institution = school, area = title, endDate = graduation month) and
 *   `certificates` (name = title, issuer = school, date);
 * - `skills`: one entry per domain of mission 3 (name = domain label, keywords = skill labels),
 *   then one entry named "Functional skills" (localised) holding mission 4's functional skills;
 * - `languages`: language name in `locale`, fluency = level label ("TOEIC 900" with a score);
 * - `meta`: `version: "v1.0.0"` and `x-highlight` ({@link JsonResumeExtension}): the whole file
 *   with its ids (jobs with experience months, sectors and sub-sectors, projects with technical
 *   environment and jobs, custom flags, language codes and scores, diploma types), so that
 *   {@link fromJsonResume} gets back exactly `resume`.
 * Empty sections and empty optional fields are left out.
 */
export function toJsonResume(input: JsonResumeExportInput): JsonResume {
  const { locale, labelOf, anonymised = false } = input;
  // issue #26 §3: an anonymised export is made of the anonymised person and file, out of the one
  // redactor, so no section (`meta` included) holds what the person wrote of their identity.
  const anonymisation = anonymised ? anonymise(input.user, locale) : null;
  const user = anonymisation?.person ?? input.user;
  const resume = anonymisation ? anonymisation.resume(input.resume) : input.resume;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `jsonResume.${key}`, values);

  const basics: JsonResumeBasics = {
    name: anonymised ? user.trigram : `${user.firstname} ${user.lastname}`.trim(),
  };
  if (resume.desiredPosition !== '') basics.label = resume.desiredPosition;
  // issue #28 §2: `anonymise` already emptied a summary that names the person.
  if (resume.summary !== '') basics.summary = resume.summary;
  if (!anonymised && user.email !== '') basics.email = user.email;
  if (!anonymised && user.phoneNumber !== '') basics.phone = user.phoneNumber;

  const document: JsonResume = { $schema: JSON_RESUME_SCHEMA_URL, basics };

  const work = sortExperiences(resume.experiences).map((experience) => {
    const entry: JsonResumeWork = {
      name: experience.personalProject ? t('personalProject') : experience.corporation,
    };
    if (experience.sector !== null) entry.description = labelOf('sector', experience.sector, locale);
    entry.position = experience.position;
    entry.startDate = experience.startDate;
    if (experience.endDate !== null) entry.endDate = experience.endDate;
    entry.summary = experience.context;
    if (experience.projectExperiences.length > 0) {
      entry.highlights = experience.projectExperiences.map((project) =>
        project.description === ''
          ? project.name
          : `${project.name}${PROJECT_SEPARATOR}${project.description}`,
      );
    }
    return entry;
  });
  if (work.length > 0) document.work = work;

  const monthOf = (diploma: Diploma) =>
    `${String(diploma.graduateYears.year).padStart(4, '0')}-${String(diploma.graduateYears.month).padStart(2, '0')}`;
  const education = resume.diplomas
    .filter((diploma) => diploma.graduate === 'diploma')
    .map((diploma): JsonResumeEducation => ({
      institution: diploma.school,
      area: diploma.title,
      endDate: monthOf(diploma),
    }));
  if (education.length > 0) document.education = education;
  const certificates = resume.diplomas
    .filter((diploma) => diploma.graduate === 'certification')
    .map((diploma): JsonResumeCertificate => ({
      name: diploma.title,
      date: monthOf(diploma),
      issuer: diploma.school,
    }));
  if (certificates.length > 0) document.certificates = certificates;

  const skills: JsonResumeSkill[] = resume.technicalSkills.map((entry) => ({
    name: labelOf('domain', entry.domain, locale),
    keywords: entry.skills.map((skill) => labelOf('skill', skill, locale)),
  }));
  if (resume.softSkills.length > 0)
    skills.push({ name: t('softSkillsGroup'), keywords: [...resume.softSkills] });
  if (skills.length > 0) document.skills = skills;

  const languages = resume.languages.map((language): JsonResumeLanguage => ({
    language: languageName(language.code, locale),
    fluency: t(`fluency.${language.level}`, { score: language.score ?? '' }),
  }));
  if (languages.length > 0) document.languages = languages;

  const extension: JsonResumeExtension = {
    version: JSON_RESUME_EXTENSION_VERSION,
    digest: standardDigest(document),
    anonymised,
    resume: JSON.parse(JSON.stringify(resume)) as ResumeBody,
  };
  document.meta = { version: 'v1.0.0', [JSON_RESUME_EXTENSION_KEY]: extension };
  return document;
}

/**
 * A digest of the standard sections the import maps (basics.label and basics.summary, work,
 * education, certificates, skills, languages): canonical JSON (sorted keys) hashed with cyrb53.
 * Not a security measure: it only tells whether another tool changed those sections since the
 * export. An absent summary is left out of the digested object (not `null`), so the exports made
 * before the summary existed (issue #28 §2) keep their digest and are still restored as is.
 */
function standardDigest(document: JsonResume): string {
  const basics = isRecord(document.basics) ? document.basics : {};
  return cyrb53(
    canonicalJson({
      label: basics.label ?? null,
      summary: basics.summary,
      work: document.work ?? null,
      education: document.education ?? null,
      certificates: document.certificates ?? null,
      skills: document.skills ?? null,
      languages: document.languages ?? null,
    }),
  );
}

/** JSON with object keys sorted and undefined properties left out, as `JSON.stringify` would. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53 (public domain, bryc): a fast 53-bit string hash, as 14 hexadecimal digits. */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

// ---------------------------------------------------------------------------------------------
// Import: report
// ---------------------------------------------------------------------------------------------

/** A section of the skills file, as `ResumeBody` names it. */
export type ResumeSection = keyof ResumeBody;

/** A JSON Resume section the import reads. */
export type JsonResumeSection = 'basics' | 'work' | 'education' | 'certificates' | 'skills' | 'languages';
/** JSON Resume sections with no counterpart in a skills file: reported, never imported. */
export const JSON_RESUME_IGNORED_SECTIONS = [
  'volunteer',
  'awards',
  'publications',
  'interests',
  'references',
  'projects',
] as const;

/**
 * One entry of the file the import left out (`skipped`) or changed to fit the rules (`adjusted`):
 * the JSON Resume section it came from, the i18n key of the reason (`jsonResume.skipped.*`,
 * `jsonResume.adjusted.*`, which may name a limit such as `{{maxExperiences}}`) and the entry's
 * own text, to show the user.
 */
export interface ImportNote {
  section: JsonResumeSection;
  reason: string;
  label: string;
}

/**
 * What an import will do, for the UI to show before applying it:
 * - counts of what the file fills (`experiences`, `projects`, `diplomas`, `certifications`,
 *   `skills` from the catalogue and custom, `softSkills`, `languages`, `jobs`, and whether it
 *   sets the desired position and the professional summary, issue #28 §2);
 * - `skipped` and `adjusted` entries ({@link ImportNote});
 * - `ignoredSections`: JSON Resume sections present in the file that a skills file has no place
 *   for (i18n `jsonResume.sections.<name>`);
 * - `replaces`: the sections of the current file that hold something and will be replaced (ask
 *   before applying when not empty);
 * - `extension`: `restored` (Highlight's own export, restored exactly), `absent`, `edited` (the
 *   standard sections changed since the export: they win) or `invalid` (breaks the rules or
 *   names catalogue entries this catalogue lacks); in the last three cases the standard sections
 *   were mapped.
 */
export interface ImportReport {
  extension: 'restored' | 'absent' | 'edited' | 'invalid';
  desiredPosition: boolean;
  summary: boolean;
  jobs: number;
  experiences: number;
  projects: number;
  diplomas: number;
  certifications: number;
  skills: { catalogue: number; custom: number };
  softSkills: number;
  languages: number;
  skipped: ImportNote[];
  adjusted: ImportNote[];
  ignoredSections: string[];
  leftOut: LeftOutField[];
  replaces: ResumeSection[];
}

/**
 * issue #26 §17: a field or section of the file that does not reach the skills file, for the
 * preview: its JSON Resume `path` (`basics.location`, `work[].url`, a whole section such as
 * `awards`, or a name the schema does not know) and how many entries held it.
 */
export interface LeftOutField {
  path: string;
  count: number;
}

/**
 * The fields of each section the import reads into the skills file; every other field holding
 * text is left out. `basics.name`, `email` and `phone` are not part of a skills file (the
 * account keeps its own); `work[].description` is read only as a sector, or as the context when
 * there is no summary (counted by the mapping when it is not used).
 */
const READ_FIELDS: Readonly<Record<JsonResumeSection, readonly string[]>> = {
  basics: ['label', 'summary'],
  work: ['name', 'position', 'startDate', 'endDate', 'summary', 'highlights', 'description'],
  education: ['institution', 'area', 'studyType', 'endDate'],
  certificates: ['name', 'date', 'issuer'],
  skills: ['name', 'keywords'],
  languages: ['language', 'fluency'],
};

/** Paths with a label of their own (`jsonResume.leftOut.<key>`); any other is `unknown`. */
const LEFT_OUT_KEYS: Readonly<Record<string, string>> = {
  'basics.name': 'basicsName',
  'basics.email': 'basicsEmail',
  'basics.phone': 'basicsPhone',
  'basics.url': 'basicsUrl',
  'basics.image': 'basicsImage',
  'basics.location': 'basicsLocation',
  'basics.profiles': 'basicsProfiles',
  'work[].description': 'workDescription',
  'work[].url': 'workUrl',
  'work[].location': 'workLocation',
  'education[].startDate': 'educationStartDate',
  'education[].score': 'educationScore',
  'education[].courses': 'educationCourses',
  'education[].url': 'educationUrl',
  'certificates[].url': 'certificatesUrl',
  'skills[].level': 'skillsLevel',
  volunteer: 'volunteer',
  awards: 'awards',
  publications: 'publications',
  interests: 'interests',
  references: 'references',
  projects: 'projects',
};

/**
 * The i18n key and values that name a {@link LeftOutField} (issue #26 §17), for `translate` or
 * i18next: `jsonResume.leftOut.<key>` for the fields of JSON Resume, `jsonResume.leftOut.unknown`
 * (with `path`) for a name the schema does not know, `jsonResume.leftOut.unprintable` (with the
 * field's `path`) for values in characters the documents cannot print (issue #26 §18); `count` is
 * passed to all.
 */
export function leftOutLabel(
  path: string,
  count: number,
): { key: string; values: { path: string; count: number } } {
  if (path.startsWith(UNPRINTABLE_PREFIX)) {
    return {
      key: 'jsonResume.leftOut.unprintable',
      values: { path: path.slice(UNPRINTABLE_PREFIX.length), count },
    };
  }
  const known = Object.hasOwn(LEFT_OUT_KEYS, path) ? LEFT_OUT_KEYS[path] : undefined;
  return { key: `jsonResume.leftOut.${known ?? 'unknown'}`, values: { path, count } };
}

/**
 * issue #26 §17: what of `document` does not reach the skills file — fields of the read sections
 * other than {@link READ_FIELDS}, the sections a skills file has no place for, and unknown
 * top-level names (`$schema` and `meta` aside) — plus the paths the mapping counted in `notes`
 * (a work description it did not use), in document order.
 */
function leftOutFields(document: JsonResume, notes: Notes): LeftOutField[] {
  const counts = new Map<string, number>();
  const add = (path: string, count = 1) => counts.set(path, (counts.get(path) ?? 0) + count);
  for (const [name, value] of Object.entries(document)) {
    if (name === '$schema' || name === 'meta' || !holdsText(value)) continue;
    if (name === 'basics' && isRecord(value)) {
      for (const [field, content] of Object.entries(value)) {
        if (!READ_FIELDS.basics.includes(field) && holdsText(content)) add(`basics.${field}`);
      }
    } else if (Object.hasOwn(READ_FIELDS, name) && name !== 'basics' && Array.isArray(value)) {
      const read = READ_FIELDS[name as JsonResumeSection];
      for (const entry of records(value)) {
        for (const [field, content] of Object.entries(entry)) {
          if (!read.includes(field) && holdsText(content)) add(`${name}[].${field}`);
        }
        if (name === 'work') for (const path of notes.leftOutOf(entry)) add(path);
      }
    } else {
      add(name, Array.isArray(value) ? value.filter((item) => holdsText(item)).length : 1);
    }
  }
  return [...counts].map(([path, count]) => ({ path, count }));
}

/** The prefix of a {@link LeftOutField} path whose values hold characters the documents cannot print. */
const UNPRINTABLE_PREFIX = 'unprintable:';

/**
 * issue #26 §18: `document` without the values of its read fields ({@link READ_FIELDS}) that hold
 * characters no font of the documents draws (printable.ts) — a text removed, a list item dropped —
 * so the mapping imports what remains or skips what cannot be whole (a work entry without its
 * position), never a value the PDF would print as boxes. `leftOut` counts them per field
 * (`unprintable:work[].position`, named by {@link leftOutLabel}). The person's names are left to
 * their own rule (importPerson).
 */
function withoutUnprintable(document: JsonResume): { document: JsonResume; leftOut: LeftOutField[] } {
  const counts = new Map<string, number>();
  const prints = (text: string, path: string) => {
    if (unprintableCharacters(text).length === 0) return true;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return false;
  };
  /** `entry`'s read fields, printable: a string kept or removed, a list's strings filtered. */
  const clean = (entry: Record<string, unknown>, fields: readonly string[], prefix: string) => {
    const result: Record<string, unknown> = { ...entry };
    for (const field of fields) {
      const value = entry[field];
      const path = `${UNPRINTABLE_PREFIX}${prefix}.${field}`;
      if (typeof value === 'string' && !prints(value, path)) delete result[field];
      else if (Array.isArray(value))
        result[field] = value.filter((item) => typeof item !== 'string' || prints(item, path));
    }
    return result;
  };
  const result: Record<string, unknown> = { ...document };
  if (isRecord(document.basics)) result.basics = clean(document.basics, READ_FIELDS.basics, 'basics');
  for (const section of ['work', 'education', 'certificates', 'skills', 'languages'] as const) {
    const entries = document[section];
    if (Array.isArray(entries)) {
      result[section] = entries.map((entry: unknown) =>
        isRecord(entry) ? clean(entry, READ_FIELDS[section], `${section}[]`) : entry,
      );
    }
  }
  return { document: result, leftOut: [...counts].map(([path, count]) => ({ path, count })) };
}

/** Personal information read from `basics` (spec §7 PATCH users/me fields), each when valid. */
export interface ImportedPerson {
  firstname?: string;
  lastname?: string;
  phoneNumber?: string;
}

/** The outcome of {@link fromJsonResume}. */
export interface JsonResumeImport {
  resume: ResumeBody;
  person: ImportedPerson;
  report: ImportReport;
}

/** Options of {@link fromJsonResume}. */
export interface JsonResumeImportOptions {
  /** Language of the labels the import creates (the "Other skills" domain); French by default. */
  locale?: Locale;
  /**
   * The instant the import runs at (now by default): dates after its month are in the future
   * (issue #26 §16, `currentMonth`).
   */
  now?: Date;
}

class Notes {
  readonly skipped: ImportNote[] = [];
  readonly adjusted: ImportNote[] = [];
  /** Paths the mapping left out of a given entry (issue #26 §17), by the entry object. */
  private readonly left = new Map<object, string[]>();

  leaveOut(entry: object, path: string): void {
    this.left.set(entry, [...(this.left.get(entry) ?? []), path]);
  }

  leftOutOf(entry: object): readonly string[] {
    return this.left.get(entry) ?? [];
  }

  skip(section: JsonResumeSection, reason: string, label: string): void {
    this.skipped.push({ section, reason: `jsonResume.skipped.${reason}`, label });
  }

  adjust(section: JsonResumeSection, reason: string, label: string): void {
    const key = `jsonResume.adjusted.${reason}`;
    if (
      !this.adjusted.some((note) => note.section === section && note.reason === key && note.label === label)
    ) {
      this.adjusted.push({ section, reason: key, label });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Import: entry point
// ---------------------------------------------------------------------------------------------

/**
 * Imports a JSON Resume document (from {@link parseJsonResume}, or any object: every field is
 * checked again) into a skills file.
 *
 * When `meta["x-highlight"]` holds a Highlight export whose digest still matches the standard
 * sections, whose file passes `ZResumeBody` and `catalogueIssues`, and whose catalogue ids all
 * exist in `catalogue`, that file is restored as is. Otherwise the standard sections are mapped
 * (docs/json-resume.md): skills and domains matched with the catalogue's French and English labels
 * ignoring case, accents and punctuation (spec §7 normalisation: `C#` = csharp, `C++` = cpp),
 * unmatched ones becoming custom entries that never repeat a catalogue entry (spec §5); languages
 * by ISO 639-1 code or French/English name, levels from the fluency's keywords; experiences
 * (spec §3, §5: company or personal project, position, context cut to 90 characters, `<` and `>`
 * removed, start date; no end date means ongoing), their highlights becoming projects; education
 * and certificates becoming diplomas and certifications (title and school cut to 199 when over
 * 200, spec §5); the label becoming the desired position when it passes the job field rule.
 * Entries that cannot satisfy the rules or exceed the bounds of constants.ts are skipped and
 * reported, never half-imported.
 *
 * With `current`, each section the import leaves empty keeps the current one; the others replace
 * it (`report.replaces`). Projects kept from `current` lose the skills and jobs the import
 * replaced (reported as adjusted). `current` must itself be a valid file.
 *
 * `person` holds the first name, last name (from `basics.name`: first word, then the rest) and
 * phone number (spec §5 rules) when they are valid; nothing when the file is an anonymised export.
 * The email is never imported (the sign-on provider owns it).
 */
export function fromJsonResume(
  document: JsonResume,
  catalogue: readonly ReferenceItem[],
  current?: ResumeBody,
  options: JsonResumeImportOptions = {},
): JsonResumeImport {
  const doc: JsonResume = isRecord(document) ? document : {};
  const notes = new Notes();
  const now = options.now ?? new Date();
  const extension = readExtension(doc, catalogue, now);
  const printable = withoutUnprintable(doc);
  const imported =
    extension.resume ??
    mapStandard(printable.document, catalogue, options.locale ?? DEFAULT_LOCALE, notes, now);
  const { resume, replaces } = mergeWithCurrent(imported, current, notes);

  const diplomas = imported.diplomas.filter((diploma) => diploma.graduate === 'diploma').length;
  const allSkills = imported.technicalSkills.flatMap((entry) => entry.skills);
  const report: ImportReport = {
    extension: extension.status,
    desiredPosition: imported.desiredPosition !== '',
    summary: imported.summary !== '',
    jobs: imported.jobs.length,
    experiences: imported.experiences.length,
    projects: imported.experiences.reduce((sum, experience) => sum + experience.projectExperiences.length, 0),
    diplomas,
    certifications: imported.diplomas.length - diplomas,
    skills: {
      catalogue: allSkills.filter((skill) => !skill.custom).length,
      custom: allSkills.filter((skill) => skill.custom).length,
    },
    softSkills: imported.softSkills.length,
    languages: imported.languages.length,
    skipped: notes.skipped,
    adjusted: notes.adjusted,
    ignoredSections: JSON_RESUME_IGNORED_SECTIONS.filter((section) => {
      const value = doc[section];
      return Array.isArray(value) && value.length > 0;
    }),
    leftOut: [...leftOutFields(printable.document, notes), ...printable.leftOut],
    replaces,
  };
  return {
    // A failure here is a bug of this module (the property test guards it), not a bad file.
    resume: ZResumeBody.parse(resume),
    // `report.skipped` is `notes.skipped`: what importPerson skips shows there too.
    person: extension.anonymised ? {} : importPerson(doc.basics, notes),
    report,
  };
}

/** Reads and checks Highlight's extension; `resume` only when it can be restored as is. */
function readExtension(
  document: JsonResume,
  catalogue: readonly ReferenceItem[],
  now: Date,
): { status: ImportReport['extension']; resume?: ResumeBody; anonymised: boolean } {
  const meta = document.meta;
  const extension: unknown = isRecord(meta) ? meta[JSON_RESUME_EXTENSION_KEY] : undefined;
  if (!isRecord(extension) || extension.version !== JSON_RESUME_EXTENSION_VERSION) {
    return { status: 'absent', anonymised: false };
  }
  const anonymised = extension.anonymised === true;
  if (extension.digest !== standardDigest(document)) return { status: 'edited', anonymised };
  const parsed = ZResumeBody.safeParse(extension.resume);
  if (
    !parsed.success ||
    // issue #26 §15, §16: a file restored as is must also pass the rules of a save.
    saveIssues(parsed.data, now).length > 0 ||
    catalogueIssues(parsed.data, catalogue).length > 0 ||
    !knowsEveryId(parsed.data, catalogue)
  ) {
    return { status: 'invalid', anonymised };
  }
  return { status: 'restored', resume: parsed.data, anonymised };
}

/** True when every catalogue (non-custom) id of `resume` exists in `catalogue` with its kind. */
function knowsEveryId(resume: ResumeBody, catalogue: readonly ReferenceItem[]): boolean {
  const known = new Set(catalogue.map((item) => `${item.kind}:${item.id}`));
  const has = (kind: ReferenceKind, ref: CatalogRef | string) =>
    typeof ref === 'string' ? known.has(`${kind}:${ref}`) : ref.custom || known.has(`${kind}:${ref.id}`);
  return (
    resume.jobs.every((entry) => has('job', entry.job)) &&
    resume.technicalSkills.every(
      (entry) => has('domain', entry.domain) && entry.skills.every((skill) => has('skill', skill)),
    ) &&
    resume.experiences.every(
      (experience) =>
        (experience.sector === null || has('sector', experience.sector)) &&
        experience.projectExperiences.every(
          (project) =>
            project.technicalEnvironment.every((skill) => has('skill', skill)) &&
            project.jobs.every((job) => has('job', job)) &&
            project.subSectors.every((subSector) => has('sub_sector', subSector)),
        ),
    )
  );
}

/**
 * Sections the import fills replace the current ones; empty ones keep them; kept projects drop
 * references to skills and jobs that were replaced (the rule is `replaceImportedSections`, shared
 * with the CV import). Each project so changed is reported as adjusted.
 */
function mergeWithCurrent(
  imported: ResumeBody,
  current: ResumeBody | undefined,
  notes: Notes,
): { resume: ResumeBody; replaces: ResumeSection[] } {
  if (current === undefined) return { resume: imported, replaces: [] };
  const merged = replaceImportedSections(imported, current);
  if (imported.experiences.length > 0) return merged;
  // Kept experiences: a project the rule changed is a new object (an untouched one is the same).
  merged.resume.experiences.forEach((experience, index) =>
    experience.projectExperiences.forEach((project, projectIndex) => {
      const before = current.experiences[index]?.projectExperiences[projectIndex];
      if (before !== undefined && project !== before)
        notes.adjust('work', 'projectReferencesRemoved', project.name);
    }),
  );
  return merged;
}

/** First name, last name and phone from `basics`, each only when it passes the spec §5 rules. */
function importPerson(basics: unknown, notes: Notes): ImportedPerson {
  const person: ImportedPerson = {};
  if (!isRecord(basics)) return person;
  const name = cleanText(basics.name);
  if (name !== '') {
    const [first = '', ...rest] = name.split(' ');
    const firstname = ZPersonName.safeParse(first);
    const lastname = ZPersonName.safeParse(rest.join(' '));
    if (firstname.success) person.firstname = firstname.data;
    if (rest.length > 0 && lastname.success) person.lastname = lastname.data;
    if (!firstname.success || (rest.length > 0 && !lastname.success))
      notes.skip('basics', 'invalidName', name);
  }
  const phone = cleanText(basics.phone);
  if (phone !== '') {
    // Separators other tools write ("+1 (912) 555-4321") become the spaces the rule allows.
    const candidate = phone
      .replace(/[-.()/]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const parsed = ZPhoneNumber.safeParse(candidate);
    if (parsed.success && parsed.data !== '') person.phoneNumber = parsed.data;
    else notes.skip('basics', 'invalidPhone', phone);
  }
  return person;
}

// ---------------------------------------------------------------------------------------------
// Import: the standard sections
// ---------------------------------------------------------------------------------------------

/** Maps the standard sections of `document` onto an empty skills file. */
function mapStandard(
  document: JsonResume,
  catalogue: readonly ReferenceItem[],
  locale: Locale,
  notes: Notes,
  now: Date,
): ResumeBody {
  const index = catalogueIndex(catalogue);
  const basics = isRecord(document.basics) ? document.basics : {};
  let desiredPosition = '';
  const label = cleanText(basics.label);
  if (label !== '') {
    const parsed = ZJobName.safeParse(label);
    if (parsed.success) desiredPosition = parsed.data;
    else notes.skip('basics', 'invalidJobName', label);
  }
  const { technicalSkills, softSkills } = importSkills(records(document.skills), index, locale, notes);
  const experiences = importWork(records(document.work), index, notes, now);
  return {
    desiredPosition,
    summary: importSummary(basics.summary, notes),
    jobs: importJobs(label, experiences, index, now),
    technicalSkills,
    softSkills,
    experiences,
    diplomas: importDiplomas(records(document.education), records(document.certificates), notes, now),
    languages: importLanguages(records(document.languages), notes),
  };
}

/** Characters of a long text shown in an import note (the start of a summary, then "…"). */
const NOTE_EXCERPT_MAX = 60;

/**
 * issue #28 §2: `basics.summary` → the professional summary of mission 2, as `ZSummary` takes it:
 * `<` and `>` removed (`charactersRemoved`), spaces and tabs collapsed, line breaks kept (at most
 * one blank line), cut at a word to `SUMMARY_MAX` characters with an ellipsis (`textShortened`:
 * other tools' summaries run to several paragraphs); '' when absent or blank. The notes name the
 * summary by its first `NOTE_EXCERPT_MAX` characters.
 */
function importSummary(value: unknown, notes: Notes): string {
  if (typeof value !== 'string') return '';
  const text = value
    .replace(/[<>]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text === '') return '';
  const excerpt =
    text.length > NOTE_EXCERPT_MAX ? `${truncateGraphemes(text, NOTE_EXCERPT_MAX - 1).trimEnd()}…` : text;
  if (/[<>]/.test(value)) notes.adjust('basics', 'charactersRemoved', excerpt);
  return fitText(text, SUMMARY_MAX, 'basics', excerpt, notes, false);
}

/**
 * issue #27 §7: `basics.label` → mission 2's profession: the first catalogue job the title names
 * through the vocabulary ("Senior Data Engineer" → Data engineer), with the months of the imported
 * experiences whose position names the same job, or of all of them when none does (overlaps once,
 * at most spec §5's maximum). None when the title names no job or there is no experience to time
 * it (the person adds it in mission 2).
 */
function importJobs(
  label: string,
  experiences: readonly Experience[],
  index: CatalogueIndex,
  now: Date,
): ResumeBody['jobs'] {
  const id = findEntries(index.jobs, label, 'job')[0];
  if (id === undefined) return [];
  const same = experiences.filter((experience) =>
    findEntries(index.jobs, experience.position, 'job').includes(id),
  );
  const months = Math.min(MAX_EXPERIENCE_MONTHS, coveredMonths(same.length > 0 ? same : experiences, now));
  return months > 0 ? [{ job: { id, custom: false }, experienceMonths: months }] : [];
}

/**
 * The catalogue entries of one kind, found by label: the French and English labels first, then
 * their aliases (the part before a parenthesis, each part inside it, each side of ` / `, and a
 * one-word label without its trailing version number: "HTML5" for "HTML"). An alias shared by
 * two entries matches none. Keys ignore case, accents, spaces and punctuation, with the spec §7
 * normalisation (`C#` → csharp, `C++` → cpp), so a label equal to a catalogue label in the
 * `comparisonKey` sense always finds that entry.
 */
class KindIndex {
  private readonly primary = new Map<string, ReferenceItem>();
  private readonly aliases = new Map<string, ReferenceItem | null>();

  constructor(items: readonly ReferenceItem[]) {
    for (const item of items) {
      for (const label of [item.labelFr, item.labelEn]) {
        const key = matchKey(label);
        if (!this.primary.has(key)) this.primary.set(key, item);
      }
    }
    for (const item of items) {
      // issue #27 §7: the vocabulary's aliases ("Kafka", "K8s", "S3") after the labels' own forms.
      for (const alias of [
        ...labelAliases(item.labelFr),
        ...labelAliases(item.labelEn),
        ...(item.aliases ?? []),
      ]) {
        const key = matchKey(alias);
        if (this.primary.has(key)) continue;
        const known = this.aliases.get(key);
        if (known === undefined) this.aliases.set(key, item);
        else if (known !== null && known.id !== item.id) this.aliases.set(key, null);
      }
    }
  }

  /** The entry `label` names, also with a version after it ("React 17", "Java 8+", "Angular15"). */
  find(label: string): ReferenceItem | undefined {
    const exact = this.lookUp(label);
    if (exact) return exact;
    const unversioned = label.replace(/\s*v?\d+(?:\.[\dx]+)*\+?$/iu, '').trim();
    return unversioned !== '' && unversioned !== label ? this.lookUp(unversioned) : undefined;
  }

  private lookUp(label: string): ReferenceItem | undefined {
    const key = matchKey(label);
    return this.primary.get(key) ?? this.aliases.get(key) ?? undefined;
  }
}

/** One index per catalogue list: the API passes the same list to every import until a reseed. */
const indexes = new WeakMap<readonly ReferenceItem[], CatalogueIndex>();

function catalogueIndex(catalogue: readonly ReferenceItem[]): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    index = new CatalogueIndex(catalogue);
    indexes.set(catalogue, index);
  }
  return index;
}

class CatalogueIndex {
  readonly skills: KindIndex;
  readonly domains: KindIndex;
  readonly sectors: KindIndex;
  /** issue #27 §7: the catalogue's jobs as the vocabulary reads them in a title. */
  readonly jobs: Vocabulary;
  readonly items: readonly ReferenceItem[];

  constructor(items: readonly ReferenceItem[]) {
    this.items = items;
    this.skills = new KindIndex(items.filter((item) => item.kind === 'skill'));
    this.domains = new KindIndex(items.filter((item) => item.kind === 'domain'));
    this.sectors = new KindIndex(items.filter((item) => item.kind === 'sector'));
    this.jobs = buildVocabulary(
      items
        .filter((item) => item.kind === 'job')
        .map((item) => ({
          kind: 'job' as const,
          id: item.id,
          labels: [item.labelFr, item.labelEn],
          ...(item.aliases && { aliases: item.aliases }),
        })),
    );
  }

  domainIds(): Set<string> {
    return new Set(this.items.filter((item) => item.kind === 'domain').map((item) => item.id));
  }
}

/**
 * The key labels are matched on: the spec §7 search terms (accents and case dropped, `C#` →
 * csharp, `C++` → cpp, punctuation and the words "and"/"et" ignored) glued together, so "Node.js",
 * "NodeJS" and "node js" meet. Text without any Latin letter or digit keeps its `comparisonKey`.
 */
function matchKey(label: string): string {
  const key = searchTerms(label).join('');
  return key === '' ? `=${comparisonKey(label)}` : key;
}

/** The alias forms of a catalogue label (see {@link KindIndex}). */
function labelAliases(label: string): string[] {
  const aliases: string[] = [];
  const outside = label.replace(/\([^)]*\)/g, ' ').trim();
  if (outside !== label) aliases.push(outside);
  for (const match of label.matchAll(/\(([^)]*)\)/g)) aliases.push(...(match[1] ?? '').split(/,|\s\/\s/));
  for (const part of [label, outside]) if (part.includes(' / ')) aliases.push(...part.split(' / '));
  const versioned = /^([A-Za-z]+)\d+$/.exec(label);
  if (versioned?.[1]) aliases.push(versioned[1]);
  return aliases.map((alias) => alias.trim()).filter((alias) => alias !== '');
}

/**
 * Skill group names read as mission 4 (functional skills) rather than a technical domain. Spellings
 * that differ only by case, accents, spaces or hyphens ("softskills", "savoir être") need no entry
 * of their own: `matchKey` gives them the same key.
 */
const SOFT_SKILL_GROUP_NAMES = new Set(
  [
    ...LOCALES.map((locale) => translate(locale, 'jsonResume.softSkillsGroup')),
    'soft skills',
    'savoir-être',
    'compétences transverses',
    'compétences comportementales',
    'transferable skills',
    'interpersonal skills',
  ].map(matchKey),
);

interface DomainSlot {
  domain: CatalogRef;
  skills: CatalogRef[];
}

/**
 * `skills[]` → mission 3 and 4. A group named like "Functional skills" (FR or EN, or "soft skills",
 * "savoir-être"…) fills the functional skills. Otherwise each keyword (or the group's name when
 * it has none) is matched with the catalogue skills: a catalogue skill goes to its catalogue
 * domain; an unmatched one becomes a custom skill in the group's home domain: the catalogue
 * domain the group's name matches, or the domain of the catalogue skill it names, or a custom
 * domain named after the group, or "Other skills" (localised) for a group without a name.
 * Duplicates are dropped silently; bounds are enforced and reported.
 */
function importSkills(
  groups: Record<string, unknown>[],
  index: CatalogueIndex,
  locale: Locale,
  notes: Notes,
): { technicalSkills: ResumeBody['technicalSkills']; softSkills: string[] } {
  const slots = new Map<string, DomainSlot>();
  const customDomainIds = new Set(index.domainIds());
  const customDomainByKey = new Map<string, CatalogRef>();
  const usedSkillIds = new Set(index.items.filter((item) => item.kind === 'skill').map((item) => item.id));
  const customSkillKeys = new Set<string>();
  const catalogueSkillIds = new Set<string>();
  let skillCount = 0;
  const softSkills: string[] = [];
  const softKeys = new Set<string>();

  /** The domain ref for a home: a catalogue domain by id, or a custom one by label. */
  const domainRef = (home: { id: string } | { label: string }): CatalogRef => {
    if ('id' in home) return { id: home.id, custom: false };
    const found = index.domains.find(home.label);
    if (found) return { id: found.id, custom: false };
    const key = matchKey(home.label);
    let ref = customDomainByKey.get(key);
    if (!ref) {
      ref = customRef(home.label, customDomainIds);
      customDomainIds.add(ref.id);
      customDomainByKey.set(key, ref);
    }
    return ref;
  };

  const otherHome = { label: translate(locale, 'jsonResume.otherSkillsDomain') };

  const addSkill = (label: string, home: { id: string } | { label: string }): void => {
    const item = index.skills.find(label);
    if (item ? catalogueSkillIds.has(item.id) : customSkillKeys.has(matchKey(label))) return;
    if (!item && label.length > SHORT_TEXT_MAX) {
      notes.skip('skills', 'invalidSkill', label);
      return;
    }
    const domain = domainRef(item?.parentId ? { id: item.parentId } : home);
    let slot = slots.get(domain.id);
    if (!slot && slots.size >= MAX_SKILL_DOMAINS) return notes.skip('skills', 'tooManyDomains', label);
    if (slot && slot.skills.length >= MAX_SKILLS_PER_DOMAIN)
      return notes.skip('skills', 'tooManySkillsInDomain', label);
    if (skillCount >= MAX_TECHNICAL_SKILLS) return notes.skip('skills', 'tooManySkills', label);
    if (!slot) {
      slot = { domain, skills: [] };
      slots.set(domain.id, slot);
    }
    if (item) {
      catalogueSkillIds.add(item.id);
      slot.skills.push({ id: item.id, custom: false });
    } else {
      const ref = customRef(label, usedSkillIds);
      usedSkillIds.add(ref.id);
      customSkillKeys.add(matchKey(label));
      slot.skills.push(ref);
    }
    skillCount++;
  };

  const addSoftSkill = (label: string): void => {
    const parsed = ZSoftSkill.safeParse(label);
    if (!parsed.success) return notes.skip('skills', 'invalidSoftSkill', label);
    const key = comparisonKey(parsed.data);
    if (softKeys.has(key)) return;
    if (softSkills.length >= MAX_SOFT_SKILLS) return notes.skip('skills', 'tooManySoftSkills', label);
    softKeys.add(key);
    softSkills.push(parsed.data);
  };

  for (const group of groups) {
    const name = cleanText(group.name);
    const keywords = strings(group.keywords)
      .map(cleanText)
      .filter((keyword) => keyword !== '');
    if (name !== '' && SOFT_SKILL_GROUP_NAMES.has(matchKey(name))) {
      keywords.forEach(addSoftSkill);
      continue;
    }
    if (keywords.length === 0) {
      if (name !== '' && !index.domains.find(name)) addSkill(name, otherHome);
      continue;
    }
    let home: { id: string } | { label: string } = otherHome;
    if (name !== '') {
      const domain = index.domains.find(name);
      const skill = domain ? undefined : index.skills.find(name);
      if (domain) home = { id: domain.id };
      else if (skill?.parentId) {
        addSkill(name, otherHome);
        home = { id: skill.parentId };
      } else if (name.length <= SHORT_TEXT_MAX) home = { label: name };
    }
    for (const keyword of keywords) addSkill(keyword, home);
  }
  return { technicalSkills: [...slots.values()], softSkills };
}

/** Labels read as "personal project" in `work[].name` (spec §5), in every locale. */
const PERSONAL_PROJECT_NAMES = new Set(
  LOCALES.map((locale) => matchKey(translate(locale, 'jsonResume.personalProject'))),
);

type Draft = Omit<Experience, 'id' | 'projectExperiences'> & {
  projects: Omit<ProjectExperience, 'id'>[];
  label: string;
};

/**
 * `work[]` → mission 5 experiences (spec §3, §5): name → company (or personal project when it is
 * the localised "personal project"), description → activity sector when it names one, position,
 * summary (else a description that is no sector) → context cut to 90 characters, dates → months,
 * highlights → projects (`Name — description` split back; a longer highlight becomes a shortened
 * name and the full text as description). `<` and `>` are removed. Entries missing a company,
 * position, context or valid start date are skipped; the rest are sorted as spec §4 says and cut
 * to the bounds.
 */
function importWork(
  entries: Record<string, unknown>[],
  index: CatalogueIndex,
  notes: Notes,
  now: Date,
): Experience[] {
  const drafts: Draft[] = [];
  entries.forEach((entry, position) => {
    const draft = draftExperience(entry, position, index, notes, now);
    if (draft) drafts.push(draft);
  });
  const sorted = sortExperiences(drafts);
  for (const dropped of sorted.slice(MAX_EXPERIENCES))
    notes.skip('work', 'tooManyExperiences', dropped.label);
  let projectCount = 0;
  return sorted.slice(0, MAX_EXPERIENCES).map((draft, experienceIndex): Experience => {
    const { projects, label: _label, ...experience } = draft;
    const kept: ProjectExperience[] = [];
    for (const project of projects) {
      if (kept.length >= MAX_PROJECTS_PER_EXPERIENCE)
        notes.skip('work', 'tooManyProjectsInExperience', project.name);
      else if (projectCount >= MAX_PROJECTS) notes.skip('work', 'tooManyProjects', project.name);
      else {
        projectCount++;
        kept.push({ id: `imported-project-${experienceIndex + 1}-${kept.length + 1}`, ...project });
      }
    }
    return { id: `imported-experience-${experienceIndex + 1}`, ...experience, projectExperiences: kept };
  });
}

/** Reports a skipped `work` entry; null, for `return`. */
function skipWork(notes: Notes, reason: string, label: string): null {
  notes.skip('work', reason, label);
  return null;
}

/** One `work` entry as an experience without ids, or null (reported) when it breaks spec §5. */
function draftExperience(
  entry: Record<string, unknown>,
  position: number,
  index: CatalogueIndex,
  notes: Notes,
  now: Date,
): Draft | null {
  const rawName = cleanText(entry.name);
  const rawPosition = cleanText(entry.position);
  const label = rawName || rawPosition || `#${position + 1}`;
  const personalProject = rawName !== '' && PERSONAL_PROJECT_NAMES.has(matchKey(rawName));
  const corporation = personalProject ? '' : fitText(rawName, SHORT_TEXT_MAX, 'work', label, notes, true);
  if (!personalProject && corporation === '') return skipWork(notes, 'missingCompany', label);
  const jobTitle = fitText(rawPosition, SHORT_TEXT_MAX, 'work', label, notes, true);
  if (jobTitle === '') return skipWork(notes, 'missingPosition', label);
  const description = cleanText(entry.description);
  const sector = description === '' ? undefined : index.sectors.find(description);
  const summary = cleanText(entry.summary) || (sector ? '' : description);
  // issue #26 §17: a description that is no sector, beside a summary, does not reach the file.
  if (description !== '' && !sector && summary !== description) notes.leaveOut(entry, 'work[].description');
  const context = fitText(summary, EXPERIENCE_CONTEXT_MAX, 'work', label, notes, true);
  if (context === '') return skipWork(notes, 'missingContext', label);
  if (cleanText(entry.startDate) === '') return skipWork(notes, 'missingStartDate', label);
  const startDate = yearMonth(entry.startDate, 'start', 'work', label, notes);
  // No end date: still employed (spec §3).
  const ongoing = cleanText(entry.endDate) === '';
  const latest = currentMonth(now);
  const endDate = ongoing ? null : yearMonth(entry.endDate, 'end', 'work', label, notes, latest);
  if (startDate === null || (!ongoing && endDate === null)) return skipWork(notes, 'invalidDate', label);
  // issue #26 §16: an experience that starts or ends after the current month is not saved.
  if (startDate > latest || (endDate !== null && endDate > latest))
    return skipWork(notes, 'futureDate', label);
  if (endDate !== null && endDate < startDate) return skipWork(notes, 'endBeforeStart', label);

  const projects = strings(entry.highlights)
    .map(cleanText)
    .filter((highlight) => highlight !== '')
    .map((highlight) => projectFromHighlight(highlight, notes))
    .filter((project) => project !== null);
  return {
    corporation,
    personalProject,
    sector: sector?.id ?? null,
    position: jobTitle,
    context,
    startDate,
    endDate,
    projects,
    label,
  };
}

/** A highlight as a project: `Name — description`, or the whole text as the (shortened) name. */
function projectFromHighlight(highlight: string, notes: Notes): Omit<ProjectExperience, 'id'> | null {
  const clean = stripAngles(highlight, 'work', highlight, notes);
  const separator = clean.indexOf(PROJECT_SEPARATOR);
  let name = clean;
  let description = '';
  if (separator > 0 && separator <= SHORT_TEXT_MAX) {
    name = clean.slice(0, separator);
    description = clean.slice(separator + PROJECT_SEPARATOR.length);
  } else if (clean.length > SHORT_TEXT_MAX) {
    description = clean;
  }
  name = fitText(name, SHORT_TEXT_MAX, 'work', highlight, notes, false);
  description = fitText(description, PROJECT_DESCRIPTION_MAX, 'work', highlight, notes, false);
  if (name === '') return null;
  return { name, description, technicalEnvironment: [], jobs: [], subSectors: [] };
}

/**
 * `education[]` → diplomas (title = studyType and area, school = institution, graduation =
 * endDate) and `certificates[]` → certifications (title = name, school = issuer, graduation =
 * date), spec §3. Entries without title, school or a date within 1950–2100 are skipped; texts
 * over 200 characters are cut to 199 (spec §5); at most `MAX_DIPLOMAS` in all.
 */
function importDiplomas(
  education: Record<string, unknown>[],
  certificates: Record<string, unknown>[],
  notes: Notes,
  now: Date,
): Diploma[] {
  const candidates = [
    ...education.map((entry) => ({
      section: 'education' as const,
      graduate: 'diploma' as const,
      title: [cleanText(entry.studyType), cleanText(entry.area)].filter((part) => part !== '').join(', '),
      school: cleanText(entry.institution),
      date: entry.endDate,
    })),
    ...certificates.map((entry) => ({
      section: 'certificates' as const,
      graduate: 'certification' as const,
      title: cleanText(entry.name),
      school: cleanText(entry.issuer),
      date: entry.date,
    })),
  ];
  const diplomas: Diploma[] = [];
  for (const candidate of candidates) {
    const { section } = candidate;
    const label = candidate.title || candidate.school || section;
    if (candidate.title === '') {
      notes.skip(section, 'missingTitle', label);
      continue;
    }
    if (candidate.school === '') {
      notes.skip(section, 'missingSchool', label);
      continue;
    }
    if (cleanText(candidate.date) === '') {
      notes.skip(section, 'missingDate', label);
      continue;
    }
    const month = yearMonth(candidate.date, 'start', section, label, notes);
    const [year, monthNumber] = (month ?? '').split('-').map(Number);
    if (month === null || year === undefined || monthNumber === undefined || year < 1950 || year > 2100) {
      notes.skip(section, 'invalidDate', label);
      continue;
    }
    const graduateYears = { year, month: monthNumber };
    // issue #26 §16: a certification after the current month, a diploma expected too far ahead.
    if (futureDateIssues({ experiences: [], diplomas: [{ ...candidate, graduateYears }] }, now).length > 0) {
      notes.skip(section, 'futureDate', label);
      continue;
    }
    if (diplomas.length >= MAX_DIPLOMAS) {
      notes.skip(section, 'tooManyDiplomas', label);
      continue;
    }
    const cap = (text: string) => {
      if (text.length <= DIPLOMA_TEXT_CAP) return text;
      notes.adjust(section, 'textShortened', label);
      return truncateGraphemes(text, DIPLOMA_TEXT_TRUNCATE_TO).trim();
    };
    diplomas.push({
      id: `imported-diploma-${diplomas.length + 1}`,
      graduate: candidate.graduate,
      title: cap(candidate.title),
      school: cap(candidate.school),
      graduateYears,
    });
  }
  return diplomas;
}

/**
 * `languages[]` → mission 7 (spec §5: known, not already present): the language by code or name
 * ({@link languageCodeFromName}), the level from the fluency ({@link languageLevelFromFluency}).
 * Unknown languages or levels, duplicates and entries beyond `MAX_LANGUAGES` are skipped.
 */
function importLanguages(entries: Record<string, unknown>[], notes: Notes): ResumeLanguage[] {
  const languages: ResumeLanguage[] = [];
  for (const entry of entries) {
    const name = cleanText(entry.language);
    const fluency = cleanText(entry.fluency);
    const label = fluency === '' ? name : `${name} (${fluency})`;
    const code = languageCodeFromName(name);
    if (code === null) {
      notes.skip('languages', 'unknownLanguage', label);
      continue;
    }
    if (languages.some((language) => language.code === code)) {
      notes.skip('languages', 'duplicateLanguage', label);
      continue;
    }
    const level = languageLevelFromFluency(fluency);
    if (level === null) {
      notes.skip('languages', 'unknownFluency', label);
      continue;
    }
    if (languages.length >= MAX_LANGUAGES) {
      notes.skip('languages', 'tooManyLanguages', label);
      continue;
    }
    languages.push({ code, ...level });
  }
  return languages;
}

// ---------------------------------------------------------------------------------------------
// Languages
// ---------------------------------------------------------------------------------------------

let languageIndex: Map<string, string> | undefined;

/** Language names (FR and EN, with and without a parenthesis) and codes → ISO 639-1 code. */
function languagesByName(): Map<string, string> {
  if (languageIndex) return languageIndex;
  const index = new Map<string, string>();
  for (const code of LANGUAGE_CODES) {
    for (const locale of LOCALES) {
      const name = languageName(code, locale);
      for (const form of [name, name.replace(/\([^)]*\)/g, ' ')]) {
        const key = comparisonKey(form.replace(/\s+/g, ' '));
        if (!index.has(key)) index.set(key, code);
      }
    }
  }
  languageIndex = index;
  return index;
}

/**
 * spec §5 "Language: must be known": the ISO 639-1 code of a JSON Resume `language` text, or null.
 * Accepts an ISO 639-1 code (`en`), a BCP 47 tag (`en-US`), an ISO 639-2 code (`eng`, `fre`) or a
 * French or English name (`Anglais`, `english`, `Français (France)`), ignoring case and accents.
 */
export function languageCodeFromName(text: string): string | null {
  const clean = comparisonKey(text).replace(/\s+/g, ' ');
  if (clean === '') return null;
  const tag = /^([a-z]{2,3})(?:[-_][a-z0-9]{2,8})*$/.exec(clean)?.[1];
  if (tag?.length === 2 && isKnownLanguage(tag)) return tag;
  if (tag?.length === 3) {
    const alpha2 = isoLanguages.toAlpha2(tag);
    if (alpha2 && isKnownLanguage(alpha2)) return alpha2;
  }
  const byName = languagesByName();
  return (
    byName.get(clean) ??
    byName.get(comparisonKey(clean.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' '))) ??
    null
  );
}

/** Fluency keywords (accent-free, lower case), checked in this order: the first that matches wins. */
const FLUENCY_KEYWORDS: readonly (readonly [ResumeLanguage['level'], RegExp])[] = [
  [
    'bilingual_native',
    /\b(native|bilingual|mother tongue|first language|maternelle|natif|native speaker|bilingue)\b/,
  ],
  [
    'full_professional',
    /\b(full|complete|complet|fluent|fluently|courant|couramment|advanced|avance|excellent|very good|tres bon|c1|c2)\b/,
  ],
  [
    'limited_professional',
    /\b(limited|limitee|limite|intermediate|intermediaire|conversational|good|bon|moyen|b1|b2)\b/,
  ],
  ['full_professional', /\b(professional|professionnel|professionnelle|proficient|working)\b/],
  [
    'notions',
    /\b(notions?|basic|basics|beginner|elementary|elementaire|debutant|debutante|scolaire|school|a1|a2)\b/,
  ],
];

/**
 * spec §3 language level of a JSON Resume `fluency` text, or null when no keyword is known:
 * "TOEIC 900" / "TOEFL 95" (score within its range) → that test and score; then, in French or
 * English, native/bilingual/maternelle → bilingual_native; full/fluent/courant/advanced/C1/C2 →
 * full_professional; limited/intermediate/good/B1/B2 → limited_professional; professional/working
 * → full_professional; basic/beginner/notions/débutant/A1/A2 → notions. Every level label this
 * module exports reads back as its level.
 */
export function languageLevelFromFluency(text: string): Pick<ResumeLanguage, 'level' | 'score'> | null {
  const clean = comparisonKey(text).replace(/\s+/g, ' ');
  for (const test of ['toeic', 'toefl'] as const) {
    const score = new RegExp(`\\b${test}\\b\\D{0,10}(\\d{1,3})\\b`).exec(clean)?.[1];
    if (score === undefined) continue;
    const value = Number(score);
    const [min, max] = SCORE_RANGES[test];
    if (value >= min && value <= max) return { level: test, score: value };
  }
  for (const [level, pattern] of FLUENCY_KEYWORDS) if (pattern.test(clean)) return { level, score: null };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object entries of a JSON Resume section (anything else is left out). */
function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The string items of a list (anything else is left out). */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A string with runs of white space made single spaces and trimmed; '' for anything else. */
function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** spec §5: `<` and `>` removed (reported). */
function stripAngles(text: string, section: JsonResumeSection, label: string, notes: Notes): string {
  if (!/[<>]/.test(text)) return text;
  notes.adjust(section, 'charactersRemoved', label);
  return text.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * `text` within `max` characters: cut at the last space of the first `max - 1` characters when
 * there is one in its second half, with an ellipsis (reported); `<` and `>` removed first when
 * `safe` (spec §5 experience texts).
 */
function fitText(
  text: string,
  max: number,
  section: JsonResumeSection,
  label: string,
  notes: Notes,
  safe: boolean,
): string {
  const clean = safe ? stripAngles(text, section, label, notes) : text;
  if (clean.length <= max) return clean;
  notes.adjust(section, 'textShortened', label);
  const head = truncateGraphemes(clean, max - 1);
  const space = head.lastIndexOf(' ');
  const cut = (space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.–—-]+$/u, '');
  return `${cut}…`;
}

/**
 * A JSON Resume ISO 8601 date (`YYYY-MM-DD`, `YYYY-MM` or `YYYY`) as `YYYY-MM`; a year alone
 * takes January, or December for an end (reported) — or `latest` (the current month) when
 * December of that year is after it (issue #26 §16: "2026" ends in 2026, not in the future). Null
 * when the month is not 01–12 or the value is no such date.
 */
function yearMonth(
  value: unknown,
  bound: 'start' | 'end',
  section: JsonResumeSection,
  label: string,
  notes: Notes,
  latest?: string,
): string | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-\d{2})?)?$/.exec(cleanText(value));
  if (!match) return null;
  const [, year, month] = match;
  // Issue #10 §3: a month outside 1900-01 … ten years ahead is no date (ZYearMonth's bounds).
  const inBounds = (candidate: string) => (ZYearMonth.safeParse(candidate).success ? candidate : null);
  if (month === undefined) {
    const december = `${year}-12`;
    const end =
      latest !== undefined && latest.startsWith(`${year}-`) && december > latest ? latest : december;
    const assumed = inBounds(bound === 'end' ? end : `${year}-01`);
    if (assumed !== null) notes.adjust(section, 'monthAssumed', label);
    return assumed;
  }
  return inBounds(`${year}-${month}`);
}
