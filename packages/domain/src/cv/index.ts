/**
 * The CV understanding's one entry point (issue #28 §1, §3; DESIGN.md "CV import"): a CV's
 * laid-out text (`CvDocument`, from the format readers of apps/api/src/cv-import) becomes the
 * preview `POST /api/resume-imports` answers (`CvImportPreview`, ./preview.ts). Pure and
 * synchronous: the API runs it in the document worker pool, after the reader.
 *
 * The steps: lines in reading order and sections (./lines.ts) → the person, headline and summary
 * (./profile.ts), experiences (./experiences.ts), education and certifications
 * (./education.ts), spoken languages (./languages.ts), skills through the vocabulary
 * (./skills.ts) — together `understandCv`, what the CV says — then a JSON Resume document mapped
 * by `fromJsonResume`, which applies every spec §5 rule and bound of the JSON Resume import (what
 * breaks one is left out and reported, never stored broken), and last the technical environments
 * of the projects and the confidence of each value.
 */
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  MAX_ENVIRONMENT_SKILLS,
  MAX_EXPERIENCE_MONTHS,
  MAX_JOBS,
  type Locale,
} from '../constants.ts';
import type { ReferenceItem } from '../reference.ts';
import type { ResumeBody } from '../resume.ts';
import { ZPersonName } from '../user.ts';
import { isValidPhoneNumber } from '../phone.ts';
import { findEntries, findMentions, type Vocabulary } from '../vocabulary.ts';
import { fromJsonResume, type JsonResume, type JsonResumeWork } from '../json-resume.ts';
import type { CvDate } from './dates.ts';
import { readEducation, type CvCertificationRead, type CvEducationRead } from './education.ts';
import { readExperiences, type CvExperienceRead } from './experiences.ts';
import { readLanguages, readLanguagesInText, type CvLanguageRead } from './languages.ts';
import type { CvDocument, CvSection } from './layout.ts';
import { linesOf, sectionsOf } from './lines.ts';
import { joinLines } from './paragraphs.ts';
import {
  CV_PREVIEW_NOTES_MAX,
  CV_PREVIEW_NOTE_TEXT_MAX,
  type CvImportPreview,
  type CvUnmapped,
  type CvWarning,
} from './preview.ts';
import { readProfile, type CvProfileRead } from './profile.ts';
import { readSkills, type CvSkillsRead } from './skills.ts';

export type { CvImportPreview } from './preview.ts';

/** Everything a CV says, read but not yet fitted to the skills file's rules. */
export interface CvReading {
  profile: CvProfileRead;
  experiences: CvExperienceRead[];
  education: CvEducationRead[];
  certifications: CvCertificationRead[];
  languages: CvLanguageRead[];
  skills: CvSkillsRead;
  /** The professions with their months, from a professions section ("Métiers et expérience"). */
  professions: ResumeBody['jobs'];
  /** Sections with no place in a skills file (interests, volunteering, publications…), as written. */
  unmapped: CvUnmapped[];
}

/** Sections whose text no field takes: shown to the reviewer as not imported. */
const UNMAPPED_KINDS: ReadonlySet<string> = new Set([
  'projects',
  'volunteer',
  'interests',
  'awards',
  'publications',
  'references',
  'other',
]);

/** A line that names spoken languages after its label: "Langues : …", "Languages\t…", "Human languages: …". */
const LANGUAGES_LABEL =
  /^\s*(?:langues?(?: parl[ée]es)?|(?:spoken |human |foreign )?languages?)\s*(?:[:：]|\t)\s*(.+)$/iu;

const of = (sections: readonly CvSection[], ...kinds: string[]) =>
  sections.filter((section) => kinds.includes(section.kind));

const cut = (text: string) => text.slice(0, CV_PREVIEW_NOTE_TEXT_MAX);

/**
 * What `document` says (issue #28 §1), section by section: the person, experiences, education,
 * certifications, spoken languages (also from a "Langues : …" line in another section), skills
 * (skills sections, then the technologies the experiences name), and the sections left unread.
 * `vocabulary` is the catalogue's (`loadVocabulary` in the API). Pure; never throws.
 */
export function understandCv(document: CvDocument, vocabulary: Vocabulary): CvReading {
  const sections = sectionsOf(linesOf(document));
  const experiences = of(sections, 'experience').flatMap((section) => readExperiences(section));
  const diplomas = of(sections, 'education', 'certifications').map((section) => readEducation(section));
  // "Langues : anglais courant" (or a "Langues" table cell) inside another section counts too.
  const languages = [
    ...of(sections, 'languages').flatMap((section) => readLanguages(section)),
    ...sections
      .filter((section) => section.kind !== 'languages')
      .flatMap((section) => section.lines)
      .map((line) => LANGUAGES_LABEL.exec(line.text))
      .flatMap((label) => (label ? readLanguagesInText(label[1]!) : [])),
  ].filter(
    (language, index, all) =>
      language.code === null || all.findIndex((other) => other.code === language.code) === index,
  );
  // Every word of an experience but its company's name ("Oracle", "Salesforce" employ people of
  // every trade): the head's date line too ("2011-07 — 2013-08 | C++ Linux Clojure"); and the
  // projects sections' text, which names what a project was built with.
  const prose = [
    ...experiences.map((experience) =>
      experience.company === null
        ? experience.source
        : experience.source.split(experience.company).join('\n'),
    ),
    ...of(sections, 'projects').map((section) => joinLines(section.lines)),
  ];
  const unmapped = sections
    .filter((section) => UNMAPPED_KINDS.has(section.kind))
    .map((section) => ({
      section: section.kind,
      text: cut([section.heading, joinLines(section.lines)].filter(Boolean).join(' — ')),
    }))
    .filter((entry) => entry.text !== '');
  return {
    profile: readProfile(sections),
    experiences,
    education: diplomas.flatMap((read) => read.education),
    certifications: diplomas.flatMap((read) => read.certifications),
    languages,
    skills: readSkills(sections, vocabulary, prose),
    professions: professionsOf(sections, vocabulary),
    unmapped,
  };
}

/** "2019-03", "2019" or undefined (JSON Resume's ISO 8601 dates, month only when the CV gives one). */
function isoDate(date: CvDate | null): string | undefined {
  if (date === null) return undefined;
  return date.month === null ? String(date.year) : `${date.year}-${String(date.month).padStart(2, '0')}`;
}

/** "France Travail – Secteur public", "Amundi (Banque)": a company and, after it, a sector's name. */
const COMPANY_AND_TAIL = /^(.+?)(?:\s[–—-]\s(.+)|\s\(([^()]+)\))$/u;

/**
 * The company and its activity sector when the CV prints the sector after the name, as
 * Highlight's own documents do ("France Travail – Secteur public"): the tail counts as a sector
 * only when `isSector` knows it (the catalogue's sectors), else the whole text is the company.
 */
function companyAndSector(
  company: string,
  isSector: (text: string) => boolean,
): { name: string; sector?: string } {
  const match = COMPANY_AND_TAIL.exec(company);
  const tail = match?.[2] ?? match?.[3];
  return match && tail !== undefined && isSector(tail)
    ? { name: match[1]!.trim(), sector: tail.trim() }
    : { name: company };
}

/** An experience as a JSON Resume `work` entry; the context falls back to the first highlight. */
function workOf(experience: CvExperienceRead, isSector: (text: string) => boolean): JsonResumeWork {
  const context = experience.context ?? experience.highlights[0] ?? undefined;
  const highlights = experience.context === null ? experience.highlights.slice(1) : experience.highlights;
  const start = isoDate(experience.start);
  // A single date (a season, a year) dates both ends; an open range is ongoing (no endDate).
  const end = experience.ongoing ? undefined : isoDate(experience.end ?? experience.start);
  let company = experience.company === null ? null : companyAndSector(experience.company, isSector);
  let position = experience.position;
  // A known sector after the name tells the company where the words could not ("PMO" over
  // "France Travail – Secteur public", both unknown words): the two were read the wrong way round.
  const swapped = position === null ? null : companyAndSector(position, isSector);
  if (swapped?.sector !== undefined && company?.sector === undefined) {
    position = experience.company;
    company = swapped;
  }
  return {
    ...(company !== null && { name: company.name }),
    // fromJsonResume reads a description naming a sector as the experience's sector (spec §3).
    ...(company?.sector !== undefined && { description: company.sector }),
    ...(position !== null && { position }),
    ...(context !== undefined && { summary: context }),
    ...(start !== undefined && { startDate: start }),
    ...(end !== undefined && { endDate: end }),
    highlights,
  };
}

/** The reading as a JSON Resume document, for `fromJsonResume`'s rules. */
function jsonResumeOf(
  reading: CvReading,
  labelOf: (id: string) => string | undefined,
  isSector: (text: string) => boolean,
): JsonResume {
  const { profile } = reading;
  const name = [profile.firstname, profile.lastname].filter(Boolean).join(' ');
  const groups = new Map<string, string[]>();
  for (const skill of reading.skills.technical) {
    const label = skill.id === null ? skill.written : (labelOf(skill.id) ?? skill.written);
    const group = skill.group ?? '';
    groups.set(group, [...(groups.get(group) ?? []), label]);
  }
  return {
    basics: {
      ...(name !== '' && { name }),
      ...(profile.title !== null && { label: profile.title }),
      ...(profile.summary !== null && { summary: profile.summary }),
      ...(profile.phone !== null && { phone: profile.phone }),
    },
    work: reading.experiences.map((experience) => workOf(experience, isSector)),
    education: reading.education.map((entry) => ({
      ...(entry.title !== null && { studyType: entry.title }),
      ...(entry.school !== null && { institution: entry.school }),
      ...(entry.year !== null && { endDate: isoDate({ year: entry.year, month: entry.month }) }),
    })),
    certificates: reading.certifications.map((entry) => ({
      name: entry.title,
      ...(entry.issuer !== null && { issuer: entry.issuer }),
      ...(entry.year !== null && { date: isoDate({ year: entry.year, month: entry.month }) }),
    })),
    skills: [
      ...[...groups].map(([group, keywords]) => ({ ...(group !== '' && { name: group }), keywords })),
      ...(reading.skills.functional.length > 0
        ? [{ name: 'Soft skills', keywords: reading.skills.functional }]
        : []),
    ],
    languages: reading.languages.map((language) => ({
      language: language.name,
      ...(language.level !== null && { fluency: language.level }),
    })),
  };
}

/** The catalogue skill ids named in `text` that the file holds. */
function environmentOf(vocabulary: Vocabulary, text: string, held: ReadonlySet<string>): string[] {
  return [...new Set(findMentions(vocabulary, text, ['skill']).map((mention) => mention.id))].filter((id) =>
    held.has(id),
  );
}

/**
 * The projects' technical environments (spec §3 project experience; the JSON Resume import has
 * none): each project's own named skills, plus its experience's "Environnement technique", which
 * is the mission's and so every project's of it. Only skills of mission 3 (spec §5: a project's
 * environment uses the file's skills), at most the bound of a project's environment.
 */
function withEnvironments(
  resume: ResumeBody,
  matched: readonly (CvExperienceRead | undefined)[],
  vocabulary: Vocabulary,
): ResumeBody {
  const held = new Set(
    resume.technicalSkills.flatMap((entry) =>
      entry.skills.filter((skill) => !skill.custom).map((skill) => skill.id),
    ),
  );
  return {
    ...resume,
    experiences: resume.experiences.map((experience, index) => {
      const shared = environmentOf(vocabulary, matched[index]?.environment ?? '', held);
      return {
        ...experience,
        projectExperiences: experience.projectExperiences.map((project) => {
          const ids = [
            ...new Set([
              ...environmentOf(vocabulary, `${project.name} ${project.description}`, held),
              ...shared,
            ]),
          ].slice(0, MAX_ENVIRONMENT_SKILLS);
          return { ...project, technicalEnvironment: ids.map((id) => ({ id, custom: false })) };
        }),
      };
    }),
  };
}

/** A duration as a CV prints it beside a profession: "16 ans et 7 mois", "2 years", "8 mois". */
const DURATION =
  /(?:(\d{1,2})\s*(?:ans?|années?|years?|yrs?))?(?:\s*(?:et|and|,)?\s*(\d{1,3})\s*(?:mois|months?))?/iu;

/**
 * The professions of a professions section ("Métiers et expérience": "Développeur Java\t16 ans et
 * 7 mois", or the duration on the next line), each a catalogue job the vocabulary names in the line's text before its duration, with
 * the months the duration gives (spec §5: more than 0, at most 600), at most `MAX_JOBS`; a line
 * naming no catalogue job, or without a duration, gives nothing.
 */
function professionsOf(sections: readonly CvSection[], vocabulary: Vocabulary): ResumeBody['jobs'] {
  const jobs: ResumeBody['jobs'] = [];
  // A duration alone on its line is the previous line's ("Développeur Java" / "16 ans et 7 mois").
  const entries: string[] = [];
  for (const line of of(sections, 'professions').flatMap((section) => section.lines)) {
    const alone = DURATION.exec(line.text.trim());
    if (alone?.[0] === line.text.trim() && alone[0] !== '' && entries.length > 0) {
      entries[entries.length - 1] += `\t${line.text.trim()}`;
    } else entries.push(line.text);
  }
  for (const entry of entries) {
    const [name = '', ...rest] = entry.split(/\t|\s[·–—]\s/u);
    const duration = DURATION.exec(rest.join(' ').trim());
    const months = Number(duration?.[1] ?? 0) * 12 + Number(duration?.[2] ?? 0);
    const [id] = findEntries(vocabulary, name, 'job');
    if (id === undefined || months <= 0 || months > MAX_EXPERIENCE_MONTHS) continue;
    if (jobs.length < MAX_JOBS && !jobs.some((entry) => entry.job.id === id)) {
      jobs.push({ job: { id, custom: false }, experienceMonths: months });
    }
  }
  return jobs;
}

/** Options of {@link readCv}. */
export interface ReadCvOptions {
  /** The catalogue's vocabulary (`loadVocabulary` in the API). */
  vocabulary: Vocabulary;
  /** The catalogue the skills file refers to (reference items, custom ones included). */
  catalogue: readonly ReferenceItem[];
  /** Language of the labels the import creates ("Other skills"); French by default. */
  locale?: Locale;
  /** The instant of the import: later dates are in the future (issue #26 §16). */
  now?: Date;
}

const matchText = (text: string) => text.toLowerCase().replace(/\s+/gu, ' ').trim();

/**
 * issue #28 §3: the preview of a CV — the person (each field '' unless valid under spec §5), the
 * resume body (`ZResumeBody`, valid as is), a confidence per path read from the CV, the sections
 * no field takes, and a warning per value left out or changed (the JSON Resume import's notes:
 * `jsonResume.skipped.*`, `jsonResume.adjusted.*`; `cvImport.*` for the person). Pure; never
 * throws on any `CvDocument`.
 */
export function readCv(document: CvDocument, options: ReadCvOptions): CvImportPreview {
  const { vocabulary, catalogue } = options;
  const reading = understandCv(document, vocabulary);
  const labels = new Map(
    catalogue.map((item) => [item.id, options.locale === 'en' ? item.labelEn : item.labelFr]),
  );
  const sectors = new Set(
    catalogue
      .filter((item) => item.kind === 'sector')
      .flatMap((item) => [matchText(item.labelFr), matchText(item.labelEn)]),
  );
  const imported = fromJsonResume(
    jsonResumeOf(
      reading,
      (id) => labels.get(id),
      (text) => sectors.has(matchText(text)),
    ),
    catalogue,
    undefined,
    {
      locale: options.locale ?? DEFAULT_LOCALE,
      ...(options.now && { now: options.now }),
    },
  );
  const { profile } = reading;
  const confidence: Record<string, number> = {};
  const warnings: CvWarning[] = [];

  // The person: each field only when valid (spec §5); the email is the CV's, for HR's candidate.
  const valid = (schema: z.ZodType, value: string | null) =>
    value !== null && schema.safeParse(value).success;
  const person = {
    firstname: valid(ZPersonName, profile.firstname) ? profile.firstname! : '',
    lastname: valid(ZPersonName, profile.lastname) ? profile.lastname! : '',
    email: valid(z.email(), profile.email) ? profile.email! : '',
    phoneNumber: profile.phone !== null && isValidPhoneNumber(profile.phone) ? profile.phone : '',
  };
  if (person.firstname !== '') confidence['person.firstname'] = profile.nameConfidence;
  if (person.lastname !== '') confidence['person.lastname'] = profile.nameConfidence;
  if (person.email !== '') confidence['person.email'] = 0.95;
  if (person.phoneNumber !== '') confidence['person.phoneNumber'] = 0.9;
  if (person.phoneNumber === '' && profile.phoneWritten !== null) {
    warnings.push({
      code: 'cvImport.phoneCountryUnknown',
      path: 'person.phoneNumber',
      text: profile.phoneWritten,
    });
  }

  // Experiences: fromJsonResume sorts them (spec §4); each is matched back to what was read.
  const pool = [...reading.experiences];
  const matched = imported.resume.experiences.map((experience) => {
    const index = pool.findIndex(
      (read) =>
        matchText(read.position ?? '').startsWith(matchText(experience.position)) &&
        (experience.personalProject ||
          matchText(read.company ?? '').startsWith(matchText(experience.corporation))),
    );
    return index < 0 ? undefined : pool.splice(index, 1)[0];
  });
  const withProjects = withEnvironments(imported.resume, matched, vocabulary);
  // A professions section with months says more than a headline: its professions win.
  const resume =
    reading.professions.length > 0 ? { ...withProjects, jobs: reading.professions } : withProjects;
  resume.jobs.forEach((_, index) => {
    if (reading.professions.length > 0) confidence[`resume.jobs.${index}`] = 0.8;
  });

  if (resume.desiredPosition !== '') confidence['resume.desiredPosition'] = profile.titleConfidence;
  if (resume.summary !== '') confidence['resume.summary'] = profile.summaryConfidence;
  resume.experiences.forEach((experience, index) => {
    const read = matched[index];
    if (!read) return;
    const path = `resume.experiences.${index}`;
    confidence[`${path}.corporation`] = read.confidence.company;
    confidence[`${path}.position`] = read.confidence.position;
    // A year without its month was completed (January, December): less sure than the CV's own month.
    confidence[`${path}.startDate`] = read.confidence.dates * (read.start?.month === null ? 0.6 : 1);
    if (experience.endDate !== null) {
      confidence[`${path}.endDate`] =
        read.confidence.dates * ((read.end ?? read.start)?.month === null ? 0.6 : 1);
    }
    confidence[`${path}.context`] = read.context === null ? 0.3 : read.confidence.context;
  });
  const educationPool = [...reading.education, ...reading.certifications];
  resume.diplomas.forEach((diploma, index) => {
    const found = educationPool.find((read) =>
      matchText(read.title ?? '').startsWith(matchText(diploma.title).slice(0, 40)),
    );
    if (!found) return;
    const path = `resume.diplomas.${index}`;
    confidence[`${path}.title`] = found.confidence.title;
    confidence[`${path}.school`] =
      'school' in found.confidence ? found.confidence.school : found.confidence.issuer;
    confidence[`${path}.graduateYears`] = found.confidence.year * 0.6;
  });
  resume.languages.forEach((language, index) => {
    const found = reading.languages.find((read) => read.code === language.code);
    if (found) confidence[`resume.languages.${index}`] = found.confidence;
  });
  const skillConfidence = new Map(
    reading.skills.technical
      .filter((skill) => skill.id !== null)
      .map((skill) => [skill.id!, skill.confidence]),
  );
  resume.technicalSkills.forEach((entry, domain) =>
    entry.skills.forEach((skill, index) => {
      confidence[`resume.technicalSkills.${domain}.skills.${index}`] = skill.custom
        ? 0.5
        : (skillConfidence.get(skill.id) ?? 0.7);
    }),
  );

  for (const note of [...imported.report.skipped, ...imported.report.adjusted]) {
    warnings.push({ code: note.reason, path: null, text: cut(note.label) });
  }
  return {
    person,
    resume,
    confidence,
    unmapped: reading.unmapped.slice(0, CV_PREVIEW_NOTES_MAX),
    warnings: warnings.slice(0, CV_PREVIEW_NOTES_MAX),
  };
}
