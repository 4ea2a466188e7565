/**
 * The person a CV is about (issue #28 §1 "names, email and phone (also from a DOCX page header),
 * desired position and summary"): read from the lines before the first heading (`top`), the
 * contact and summary sections, and the DOCX page header, which the format reader gives first.
 *
 * - The name: the line that looks most like a name among the first lines — a DOCX Title style, the
 *   largest type, a line of two to five capitalised words — split by `splitName`; a name printed
 *   with its headline on one line ("Élodie Marchetti — Data Engineer") is cut at the separator.
 * - Email and phone: the first of the CV, contact sections and the top first; never from a
 *   referees section (their contacts are not the person's).
 * - The headline (desired position): the short line right under the name (a DOCX Subtitle first),
 *   or the part after the name's separator; never a contact, an address or a date line.
 * - The summary: the summary section's paragraphs, or a paragraph of prose in the top section.
 */
import lexicon from './cv-lexicon.json' with { type: 'json' };
import { fold } from './fold.ts';
import type { CvLine, CvSection } from './layout.ts';
import { findEmails, findPhones } from './contact.ts';
import { findDateRanges } from './dates.ts';
import { looksLikeName, splitName } from './names.ts';
import { joinLines } from './paragraphs.ts';

/** What the CV says of the person, each field null when not found. Confidences are 0..1. */
export interface CvProfileRead {
  firstname: string | null;
  lastname: string | null;
  nameConfidence: number;
  email: string | null;
  /** The phone in spec §5's form, or null when absent or its country is unknown. */
  phone: string | null;
  /** The phone as printed, also when no spec §5 form could be given (the review shows it). */
  phoneWritten: string | null;
  title: string | null;
  titleConfidence: number;
  summary: string | null;
  summaryConfidence: number;
}

/** How many lines of the top of the CV may hold the name. */
const NAME_WINDOW = 12;
/** A headline is a short line: at most this many characters and words. */
const TITLE_MAX_CHARACTERS = 90;
const TITLE_MAX_WORDS = 10;
/** Prose in the top section counts as a summary from this length on (characters). */
const TOP_SUMMARY_MIN = 120;
/** What parts a name from a headline printed on the same line. */
const NAME_SEPARATOR = /\s+[—–|•·-]\s+|\s*[|•·\t]\s*|,\s+/u;
/** A one-word name ("Alice") is taken only from a line this much larger than the body, the top's largest. */
const ONE_WORD_NAME_SIZE = 1.5;
/** Countries and regions: a line naming one is an address, never a name. */
const PLACES: ReadonlySet<string> = new Set(lexicon.experiences.countries);
/** Words of a CV's own title ("Curriculum vitae"): a line of them is no name. */
const DOCUMENT_TITLES: ReadonlySet<string> = new Set(lexicon.documentTitles.words);

/** A line holding a contact: an email, a phone, a web address, an address with a postcode. */
function isContact(text: string): boolean {
  return (
    findEmails(text).length > 0 ||
    findPhones(text).length > 0 ||
    /(?:https?:\/\/|www\.|linkedin|github\.com|gitlab\.com|\.(?:com|fr|org|net|io|dev)\b)/iu.test(text) ||
    /\b\d{5}\b/u.test(text)
  );
}

/** The name's part of a line: before a headline printed beside it. */
const namePart = (text: string) => text.split(NAME_SEPARATOR)[0]!.trim();

/**
 * The name's score for a line of the top (higher is likelier), or 0 when it is no name. A single
 * word counts only as the top's largest type (`largest`): a first name alone, or a pen name.
 */
function nameScore(line: CvLine, rank: number, largest: number): number {
  const part = namePart(line.text);
  const key = fold(part).replace(/\s+/gu, ' ');
  if (isContact(part) || PLACES.has(key) || key.split(' ').some((word) => DOCUMENT_TITLES.has(word)))
    return 0;
  const oneWord =
    /^\p{Lu}[\p{L}'’-]+$/u.test(part) &&
    line.relativeSize >= ONE_WORD_NAME_SIZE &&
    line.relativeSize >= largest;
  if (!looksLikeName(part) && !oneWord) return 0;
  let score = 1 + Math.max(0, line.relativeSize - 1) * 4;
  if (line.style !== null && /^(?:title|titre)$/iu.test(line.style)) score += 4;
  if (line.bold) score += 0.5;
  if (part === line.text.trim()) score += 0.5;
  return score - rank * 0.05;
}

/**
 * A name printed over two lines in the same large type ("Élodie" / "Marchetti"): the two lines as
 * one, when each is a single word and together they look like a name.
 */
function joinedNames(lines: readonly CvLine[]): { line: CvLine; end: CvLine }[] {
  const joined: { line: CvLine; end: CvLine }[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (
      next !== undefined &&
      line.relativeSize > 1 &&
      next.relativeSize === line.relativeSize &&
      next.bold === line.bold &&
      !/\s/u.test(line.text.trim()) &&
      !/\s/u.test(next.text.trim()) &&
      looksLikeName(`${line.text.trim()} ${next.text.trim()}`)
    ) {
      joined.push({ line: { ...line, text: `${line.text.trim()} ${next.text.trim()}` }, end: next });
    }
  });
  return joined;
}

/** The lines where the person is named: the DOCX page header, the top, the contact sections. */
function personLines(sections: readonly CvSection[]): CvLine[] {
  const lines = sections
    .filter((section) => section.kind === 'top' || section.kind === 'contact')
    .flatMap((section) => section.lines);
  const header = sections.flatMap((section) => section.lines.filter((line) => line.part === 'header'));
  return [...new Set([...header, ...lines])];
}

/** The first value `find` gives on the person's lines, then on every line but the referees'. */
function firstFound<T>(sections: readonly CvSection[], find: (text: string) => T | null): T | null {
  const ordered = [
    ...personLines(sections),
    ...sections.filter((section) => section.kind !== 'references').flatMap((section) => section.lines),
  ];
  for (const line of ordered) {
    const value = find(line.text);
    if (value !== null) return value;
  }
  return null;
}

/** The headline after the name: on its line after a separator, or the next short line. */
function headline(
  top: readonly CvLine[],
  name: { line: CvLine; end: CvLine } | null,
): { text: string; confidence: number } | null {
  const subtitle = top.find((line) => line.style !== null && /^(?:subtitle|sous-titre)$/iu.test(line.style));
  if (subtitle && !isContact(subtitle.text)) return { text: subtitle.text.trim(), confidence: 0.9 };
  if (name === null) return null;
  const parts = name.line.text.split(NAME_SEPARATOR);
  if (parts.length > 1) {
    const rest = parts.slice(1).join(' ').trim();
    if (rest !== '' && !isContact(rest)) return { text: rest, confidence: 0.7 };
  }
  const after = top.slice(top.indexOf(name.end) + 1);
  for (const line of after.slice(0, 3)) {
    const text = line.text.replace(/\t+/gu, ' ').trim();
    if (isContact(text) || findDateRanges(text).length > 0) continue;
    const words = text.split(/\s+/u).length;
    if (text.length > TITLE_MAX_CHARACTERS || words > TITLE_MAX_WORDS || /[.!?]$/u.test(text)) return null;
    return { text, confidence: 0.6 };
  }
  return null;
}

/** The summary: the summary sections' paragraphs, else a paragraph of prose in the top section. */
function summaryOf(
  sections: readonly CvSection[],
  top: readonly CvLine[],
): { text: string; confidence: number } | null {
  const written = sections
    .filter((section) => section.kind === 'summary')
    .map((section) => joinLines(section.lines))
    .filter((text) => text !== '');
  if (written.length > 0) return { text: written.join('\n'), confidence: 0.9 };
  const prose = top.filter(
    (line) => !isContact(line.text) && /\p{Ll}{3,}/u.test(line.text) && line.text.split(/\s+/u).length >= 6,
  );
  const text = joinLines(prose);
  return text.length >= TOP_SUMMARY_MIN ? { text, confidence: 0.5 } : null;
}

/**
 * The person of a CV cut into sections (`sectionsOf`): name, email, phone, headline and summary.
 * Pure; never throws. The name parts are each null when they would break spec §5 (`splitName`).
 */
export function readProfile(sections: readonly CvSection[]): CvProfileRead {
  const top = personLines(sections);
  const window = top.slice(0, NAME_WINDOW);
  const largest = Math.max(0, ...window.map((line) => line.relativeSize));
  let found: { line: CvLine; end: CvLine } | null = null;
  let best = 0;
  // A two-line name ranks with its first line, the joined form scored before the lines alone.
  const candidates = window.flatMap((line, rank) => [
    ...joinedNames(window.slice(rank, rank + 2)).map((joined) => ({ ...joined, rank })),
    { line, end: line, rank },
  ]);
  for (const candidate of candidates) {
    const score = nameScore(candidate.line, candidate.rank, largest);
    if (score > best) {
      best = score;
      found = candidate;
    }
  }
  const name = found ? splitName(namePart(found.line.text)) : { firstname: '', lastname: '' };
  const title = headline(top, found);
  const summary = summaryOf(sections, top);
  const phone = firstFound(sections, (text) => findPhones(text)[0] ?? null);
  return {
    firstname: name.firstname || null,
    lastname: name.lastname || null,
    nameConfidence: found === null ? 0 : Math.min(1, 0.5 + best / 10),
    email: firstFound(sections, (text) => findEmails(text)[0] ?? null),
    phone: phone?.international ?? null,
    phoneWritten: phone?.written ?? null,
    title: title?.text ?? null,
    titleConfidence: title?.confidence ?? 0,
    summary: summary?.text ?? null,
    summaryConfidence: summary?.confidence ?? 0,
  };
}
