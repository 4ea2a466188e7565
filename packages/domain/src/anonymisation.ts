/**
 * The anonymised skills file (issue #8 "anonymised variant"; issue #26 §3, §4): the one redactor
 * every anonymised format goes through — PDF, DOCX, JSON Resume, the ZIP's entries and the
 * documents' metadata (title, author, keywords, DOCX `core.xml`) — through its one entry point,
 * {@link anonymise}. Pure code, no I/O: it runs in the document workers.
 *
 * What it removes from what the person typed (docs/decisions.md "One redactor for anonymised
 * files"):
 * - **names**, replaced by the trigram: the first and last names and each part of a compound one
 *   (`Jean-Pierre` → `Jean`, `Pierre`), whatever the case and accents (`QUARTERMAINE`,
 *   `Zoeline`), the names written together (`Jean Pierre Dupont`, `ZoélineQuartermaine`,
 *   `zoelinequartermaine`), glued to a word at a capital (`ContactQuartermaine`) or to initials
 *   (`zquartermaine`, `jpdupont`), and parts of 8 letters or more glued anywhere
 *   (`quartermaineconsulting`). Parts of 3 letters are removed as whole words only, parts of 1–2
 *   letters only inside the full name (`Le Goff`, `Li Wu`): so `Le`, `De`, `Li` never wipe
 *   ordinary words, nor `Marc` the word `démarche` nor `Éric` the word `américain`;
 * - **the email**, replaced by a neutral placeholder ("[coordonnées masquées]"): written as stored,
 *   in any case, with a `+tag`, or spelt out (`prenom arobase example.test`,
 *   `prenom [at] example [dot] test`, `prenom at example dot test`, `(at)`, `chez`, `point`);
 * - **the phone number**, replaced by the same placeholder: every national and international form
 *   of the stored number (`06 11 22 33 44`, `+33 (0)6 11…`, `0033 6 11…`, `6 11 22 33 44`, dots,
 *   dashes, brackets, no spaces at all).
 * Catalogue labels (skills, domains, jobs, sectors) are the firm's words, the same for everyone, and
 * are never redacted; a custom entry's label is what the person typed, and is.
 */
import type { Locale } from './constants.ts';
import { translate } from './i18n.ts';
import type { CatalogRef, ResumeBody } from './resume.ts';

/** The person a file is about: the spec §3 User fields an anonymised document hides or shows. */
export interface AnonymisationSubject {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  trigram: string;
}

/** What {@link anonymise} gives: the person as shown, and the redactor of their file and texts. */
export interface Anonymisation {
  /** The person as an anonymised document shows them: the trigram, no name, email or phone. */
  person: AnonymisationSubject;
  /** `text` with every written form of the person's names, email and phone number replaced. */
  text: (text: string) => string;
  /**
   * True when `text` holds a written form of the person's names, email or phone number: what
   * {@link Anonymisation.text} would replace (the same detector, issue #28 §2).
   */
  names: (text: string) => boolean;
  /**
   * The file with every text the person typed passed through {@link Anonymisation.text}
   * (position, company, context, projects, diplomas, functional skills, the desired position,
   * custom labels). The professional summary is left out (`''`) when it names the person, kept
   * whole otherwise (issue #28 §2: a paragraph about someone, with their name replaced by a
   * trigram here and there, would still read as theirs). Ids are kept but those that spell
   * something of the person (a custom entry's id is a slug of its label), renamed
   * `custom-anonymised-1`, `experience-anonymised-1`… the same way everywhere. Catalogue
   * references, dates and levels are kept.
   */
  resume: (resume: ResumeBody) => ResumeBody;
  /** The id a custom entry has in the redacted file (for a tailored file's focus list). */
  customId: (id: string) => string;
}

// ---------------------------------------------------------------------------------------------
// Folding: lower case, no accents, ligatures spelt out, invisible characters dropped
// ---------------------------------------------------------------------------------------------

const LIGATURES: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  ı: 'i',
};
const MARK = /\p{M}/u;
/** Characters that print nothing (zero-width space, soft hyphen, joiners): read through. */
const INVISIBLE = /\p{Cf}/u;
const LETTER = /[\p{L}\p{M}]/u;

/** Folded forms of the characters met so far: a file repeats few distinct characters. */
const FOLDED_CHARACTERS = new Map<string, string>();

function foldCodePoint(char: string): string {
  let folded = FOLDED_CHARACTERS.get(char);
  if (folded === undefined) {
    folded = foldUncached(char);
    if (FOLDED_CHARACTERS.size < 10_000) FOLDED_CHARACTERS.set(char, folded);
  }
  return folded;
}

function foldUncached(char: string): string {
  if (INVISIBLE.test(char)) return '';
  const lower = char.toLowerCase();
  const ligature = LIGATURES[lower];
  if (ligature) return ligature;
  // NFKD also reads compatibility forms: fullwidth `Ｑ`, `＠`, the `ﬁ` ligature.
  return lower.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `text` folded, with the index in `text` of the character each folded character comes from. */
interface Folded {
  text: string;
  /** `origin[i]`: start in the original text of folded character `i`. */
  origin: number[];
  /** `originEnd[i]`: end (exclusive) in the original text of folded character `i`. */
  originEnd: number[];
}

function fold(text: string): Folded {
  const pieces: string[] = [];
  const origin: number[] = [];
  const originEnd: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldCodePoint(char);
    pieces.push(piece);
    for (let unit = 0; unit < piece.length; unit++) {
      origin.push(index);
      originEnd.push(index + char.length);
    }
    index += char.length;
  }
  return { text: pieces.join(''), origin, originEnd };
}

/** `value` folded, for building patterns. */
const foldString = (value: string) => fold(value).text;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Ranges found in a text, and their replacement
// ---------------------------------------------------------------------------------------------

type Kind = 'name' | 'contact';

/** A stretch of the folded text to replace: `[start, end)` in folded indices. */
interface Range {
  start: number;
  end: number;
  kind: Kind;
}

/**
 * Merges overlapping ranges (a contact wins over a name: `zoeline@…` is one email) and touching
 * ranges of one kind (`ZoélineQuartermaine` is one trigram), sorted by start.
 */
function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && (range.start < last.end || (range.start === last.end && range.kind === last.kind))) {
      last.end = Math.max(last.end, range.end);
      if (range.kind === 'contact') last.kind = 'contact';
    } else merged.push({ ...range });
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

/** Letters of a name part from which it is also found glued inside a word (issue #26 §4). */
const GLUE_MIN_LETTERS = 4;
/**
 * Letters of a name part from which it is found anywhere, even glued to an ordinary word in one
 * case (`quartermaineconsulting`): a run of 8 letters rarely hides in a word by chance — the price,
 * accepted, is a name that is a word's stem (`Marchand` in `marchandise`).
 */
const ANYWHERE_MIN_LETTERS = 8;
/** Letters of a name part from which it is found alone, as a whole word. */
const WORD_MIN_LETTERS = 3;
/** What may stand between the parts of a name written in full: spaces, hyphens, apostrophes, dots. */
const NAME_SEPARATOR = "[\\s'’‘.\\-_]*";

/** A form of the person's name to look for: a folded pattern and how many letters it holds. */
interface NameUnit {
  pattern: RegExp;
  letters: number;
}

/** Folded letter runs of a name: `Jean-Pierre` → `jean`, `pierre`; `d'Artagnan` → `d`, `artagnan`. */
const nameParts = (name: string) =>
  foldString(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function nameUnits(firstname: string, lastname: string): NameUnit[] {
  const first = nameParts(firstname);
  const last = nameParts(lastname);
  const sequences: string[][] = [
    ...[...first, ...last].filter((part) => part.length >= WORD_MIN_LETTERS).map((part) => [part]),
    // A field's full form, when one of its parts is long enough to name someone: `Le Goff` is
    // looked for, `De Sa` only with the first name (`de sa` is ordinary French).
    ...[first, last].filter(
      (parts) => parts.length > 1 && parts.some((part) => part.length >= WORD_MIN_LETTERS),
    ),
    ...(first.length > 0 && last.length > 0
      ? [
          [...first, ...last],
          [...last, ...first],
        ]
      : []),
  ];
  const seen = new Set<string>();
  const units: NameUnit[] = [];
  for (const sequence of sequences) {
    const source = sequence.map(escapeRegExp).join(NAME_SEPARATOR);
    if (seen.has(source)) continue;
    seen.add(source);
    units.push({ pattern: new RegExp(source, 'gu'), letters: sequence.join('').length });
  }
  return units;
}

const isUpper = (char: string | undefined) =>
  char !== undefined && char !== char.toLowerCase() && char === char.toUpperCase();
const isLower = (char: string | undefined) =>
  char !== undefined && char !== char.toUpperCase() && char === char.toLowerCase();

/**
 * The letter before `index` in `original`, reading through invisible characters and accents
 * (`undefined` at a word's start), and the one at or after `index` likewise.
 */
function letterBefore(original: string, index: number): string | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const char = original[i]!;
    if (INVISIBLE.test(char) || MARK.test(char)) continue;
    return LETTER.test(char) ? char : undefined;
  }
  return undefined;
}
function letterAt(original: string, index: number): string | undefined {
  for (let i = index; i < original.length; i++) {
    const char = original[i]!;
    // A mark here sits on the letter before (one NFC cannot compose): it is that letter's.
    if (INVISIBLE.test(char) || MARK.test(char)) continue;
    return LETTER.test(char) ? char : undefined;
  }
  return undefined;
}

/** An occurrence of a name unit, in folded indices, with what holds it on each side. */
interface Occurrence {
  start: number;
  end: number;
  left: boolean;
  right: boolean;
}

/**
 * The stretches of `folded` that are a form of the person's name (issue #26 §4). An occurrence of
 * a unit counts when each of its sides is held: by a word boundary; for a unit of 4 letters or
 * more, by a capital starting it after a small letter or following it after its small last
 * letter (`ContactQuartermaine`), or by the person's initials alone between it and the word's edge
 * (`zquartermaine`, `dupontjp`); for a unit of 8 letters or more, always; or by another held
 * occurrence touching it (`zoelinequartermaine`).
 */
function nameRanges(
  original: string,
  folded: Folded,
  units: NameUnit[],
  initials: ReadonlySet<string>,
): Range[] {
  const text = folded.text;
  const occurrences: Occurrence[] = [];
  const isFoldedLetter = (index: number) => index >= 0 && index < text.length && /\p{L}/u.test(text[index]!);
  const onlyInitials = (from: number, to: number) => {
    if (to - from < 1 || to - from > 3) return false;
    for (let i = from; i < to; i++) if (!initials.has(text[i]!)) return false;
    return true;
  };
  for (const unit of units) {
    unit.pattern.lastIndex = 0;
    for (let match = unit.pattern.exec(text); match; match = unit.pattern.exec(text)) {
      const start = match.index;
      const end = start + match[0].length;
      // Every occurrence, overlapping ones included: the next search starts one character on.
      unit.pattern.lastIndex = start + 1;
      if (match[0].length === 0) continue;
      const originStart = folded.origin[start]!;
      const originEnd = folded.originEnd[end - 1]!;
      const before = letterBefore(original, originStart);
      const after = letterAt(original, originEnd);
      const glue = unit.letters >= GLUE_MIN_LETTERS;
      const anywhere = unit.letters >= ANYWHERE_MIN_LETTERS;
      let wordStart = start;
      while (isFoldedLetter(wordStart - 1)) wordStart--;
      let wordEnd = end;
      while (isFoldedLetter(wordEnd)) wordEnd++;
      // The initials glued to a name go with it (`jpdupont` is one form of the name).
      const initialsBefore = glue && onlyInitials(wordStart, start);
      const initialsAfter = glue && onlyInitials(end, wordEnd);
      const left =
        before === undefined ||
        anywhere ||
        initialsBefore ||
        (glue && isUpper(original[originStart]) && isLower(before));
      const right =
        after === undefined ||
        anywhere ||
        initialsAfter ||
        (glue && isUpper(after) && isLower(letterBefore(original, originEnd)));
      occurrences.push({
        start: initialsBefore ? wordStart : start,
        end: initialsAfter ? wordEnd : end,
        left,
        right,
      });
    }
  }
  // Touching occurrences hold each other: spread until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const occurrence of occurrences) {
      if (!occurrence.left && occurrences.some((other) => other.left && other.end === occurrence.start)) {
        occurrence.left = changed = true;
      }
      if (!occurrence.right && occurrences.some((other) => other.right && other.start === occurrence.end)) {
        occurrence.right = changed = true;
      }
    }
  }
  return occurrences
    .filter((occurrence) => occurrence.left && occurrence.right)
    .map(({ start, end }) => ({ start, end, kind: 'name' as const }));
}

// ---------------------------------------------------------------------------------------------
// Email
// ---------------------------------------------------------------------------------------------

const BRACKETED = (words: string) => `[\\[({<]\\s*(?:${words})\\s*[\\])}>]`;
/** `@` written out: `@`, `[at]`, `(arobase)`, ` at `, ` arobase `, ` chez `… (folded text). */
const AT = `(?:\\s*(?:@|${BRACKETED('@|at|arobase|arrobase|arobas|chez')})\\s*|[\\s_-]+(?:at|arobase|arrobase|arobas|chez)[\\s_-]+)`;
/** `.` written out: `.`, `[dot]`, `(point)`, ` dot `, ` point `… (folded text). */
const DOT = `(?:\\s*(?:\\.|${BRACKETED('\\.|dot|point|pt')})\\s*|[\\s_-]+(?:dot|point)[\\s_-]+)`;

/** A pattern over folded text for every written form of `email`; null when there is none. */
function emailPattern(email: string): RegExp | null {
  const folded = foldString(email.trim());
  const at = folded.lastIndexOf('@');
  if (at <= 0 || at === folded.length - 1) return null;
  const spell = (part: string) => part.split('.').map(escapeRegExp).join(DOT);
  // A `+tag` after the local part reaches the same mailbox (RFC 5233 sub-addressing).
  const source = `(?<![\\p{L}\\p{N}._%+-])(?:mailto:)?${spell(folded.slice(0, at))}(?:\\+[\\p{L}\\p{N}._-]*)?${AT}${spell(folded.slice(at + 1))}(?![\\p{L}\\p{N}-])`;
  return new RegExp(source, 'gu');
}

// ---------------------------------------------------------------------------------------------
// Phone number
// ---------------------------------------------------------------------------------------------

/**
 * ITU-T E.164 country codes are a prefix code: `1` and `7` have one digit, these two digits, all
 * others three. So the stored international number splits into country code and national number.
 */
const TWO_DIGIT_COUNTRY_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);
function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_COUNTRY_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** Fewest digits a national number must have to be looked for on its own. */
const NATIONAL_MIN_DIGITS = 6;

/**
 * The digit strings a person may write for `phoneNumber` (spec §5: `+` and the international
 * number): international (`33611223344`, `0033…`), with the trunk zero (`+33 (0)6…` → `330611…`),
 * national (`0611223344`) and the national number alone (`611223344`). Empty without a number.
 */
function phoneForms(phoneNumber: string): string[] {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits.length < NATIONAL_MIN_DIGITS) return [];
  const cc = digits.slice(0, countryCodeLength(digits));
  const national = digits.slice(cc.length);
  const forms = [digits, `00${digits}`];
  if (national.length >= NATIONAL_MIN_DIGITS) {
    forms.push(`${cc}0${national}`, `00${cc}0${national}`, `0${national}`, national);
  }
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

/** What may stand between the digits of one written number: spaces, dots, dashes, brackets, `+`, `/`. */
const DIGIT_GAP = /^[\s.\-()/+]{0,3}$/u;

/** The stretches of `folded` that write the person's phone number in one of `forms`. */
function phoneRanges(folded: Folded, forms: readonly string[]): Range[] {
  if (forms.length === 0) return [];
  const text = folded.text;
  const ranges: Range[] = [];
  // Runs of digits whose gaps are short separators, as the digits and their positions.
  const runs: { digits: string; positions: number[] }[] = [];
  let current: { digits: string; positions: number[] } | null = null;
  let lastDigit = -1;
  for (let i = 0; i < text.length; i++) {
    if (!/\d/.test(text[i]!)) continue;
    if (current && i - lastDigit <= 4 && DIGIT_GAP.test(text.slice(lastDigit + 1, i))) {
      current.digits += text[i];
      current.positions.push(i);
    } else {
      current = { digits: text[i]!, positions: [i] };
      runs.push(current);
    }
    lastDigit = i;
  }
  for (const run of runs) {
    for (const form of forms) {
      for (let at = run.digits.indexOf(form); at !== -1; at = run.digits.indexOf(form, at + 1)) {
        let start = run.positions[at]!;
        // A leading `+`, `(` or `(+` belongs to the number.
        while (start > 0 && /[+(]/.test(text[start - 1]!)) start--;
        ranges.push({ start, end: run.positions[at + form.length - 1]! + 1, kind: 'contact' });
      }
    }
  }
  return ranges;
}

/** Every id a file holds: catalogue and custom references, experiences, projects, diplomas. */
function idsOf(body: ResumeBody): string[] {
  const refs = [
    ...body.jobs.map((entry) => entry.job),
    ...body.technicalSkills.flatMap((group) => [group.domain, ...group.skills]),
    ...body.experiences.flatMap((experience) =>
      experience.projectExperiences.flatMap((entry) => [...entry.technicalEnvironment, ...entry.jobs]),
    ),
  ];
  return [
    ...refs.map((entry) => entry.id),
    ...body.experiences.flatMap((experience) => [
      experience.id,
      ...experience.projectExperiences.map((entry) => entry.id),
    ]),
    ...body.diplomas.map((diploma) => diploma.id),
  ];
}

// ---------------------------------------------------------------------------------------------
// The entry point
// ---------------------------------------------------------------------------------------------

/**
 * issue #26 §3, §4: the redactor of one person's anonymised file, in the document's language
 * (`locale` names the contact placeholder, `pdf.redaction.contact`). Names become `subject.trigram`
 * (the trigram of anonymised documents, DESIGN.md "Documents"); the email and the phone number in
 * any written form become the placeholder. See the module's comment for the forms and the limits.
 * Never throws; an empty name, email or phone number is simply not looked for.
 */
export function anonymise(subject: AnonymisationSubject, locale: Locale): Anonymisation {
  const trigram = subject.trigram;
  const placeholder = translate(locale, 'pdf.redaction.contact');
  const units = nameUnits(subject.firstname, subject.lastname);
  const initials = new Set(
    [...nameParts(subject.firstname), ...nameParts(subject.lastname)].map((part) => part.charAt(0)),
  );
  const email = emailPattern(subject.email);
  const phones = phoneForms(subject.phoneNumber);

  /** The stretches of `original` (NFC) folded that write the person's names, email or phone. */
  function rangesOf(original: string, folded: Folded): Range[] {
    const ranges: Range[] = [
      ...nameRanges(original, folded, units, initials),
      ...phoneRanges(folded, phones),
    ];
    if (email) {
      email.lastIndex = 0;
      for (let match = email.exec(folded.text); match; match = email.exec(folded.text)) {
        ranges.push({ start: match.index, end: match.index + match[0].length, kind: 'contact' });
      }
    }
    return ranges;
  }

  function names(value: string): boolean {
    if (value === '') return false;
    const original = value.normalize('NFC');
    return rangesOf(original, fold(original)).length > 0;
  }

  function text(value: string): string {
    if (value === '') return value;
    const original = value.normalize('NFC');
    const folded = fold(original);
    const ranges = rangesOf(original, folded);
    if (ranges.length === 0) return original;
    let result = '';
    let cursor = 0;
    for (const range of mergeRanges(ranges)) {
      const start = folded.origin[range.start]!;
      let end = folded.originEnd[range.end - 1]!;
      // Accents written as separate marks go with their letter.
      while (end < original.length && MARK.test(original[end]!)) end++;
      // Two stretches may share one character (a ligature spelt `oe`): the second starts after it.
      const from = Math.max(start, cursor);
      if (end <= from) continue;
      result += original.slice(cursor, from) + (range.kind === 'name' ? trigram : placeholder);
      cursor = end;
    }
    return result + original.slice(cursor);
  }

  // Ids are kept, so that an anonymised export imports back as the same file, unless one spells
  // something of the person (a custom entry's id is a slug of its label: `custom-methode-dupont`):
  // that one becomes `custom-anonymised-1`, `experience-anonymised-1`…, the same everywhere.
  const renamed = new Map<string, string>();
  const used = new Set<string>();
  const safeId = (id: string, prefix: string) => {
    const known = renamed.get(id);
    if (known !== undefined) return known;
    if (text(id) === id) return id;
    let candidate = '';
    for (let n = renamed.size + 1; candidate === '' || used.has(candidate); n++)
      candidate = `${prefix}-anonymised-${n}`;
    renamed.set(id, candidate);
    used.add(candidate);
    return candidate;
  };
  const ref = (entry: CatalogRef): CatalogRef => ({
    ...entry,
    id: entry.custom ? safeId(entry.id, 'custom') : entry.id,
    ...(entry.label === undefined ? {} : { label: text(entry.label) }),
  });

  function resume(body: ResumeBody): ResumeBody {
    for (const id of idsOf(body)) used.add(id);
    return {
      ...body,
      desiredPosition: text(body.desiredPosition),
      // issue #28 §2: a summary that names the person is left out of the anonymised file.
      summary: names(body.summary) ? '' : body.summary,
      jobs: body.jobs.map((entry) => ({ ...entry, job: ref(entry.job) })),
      technicalSkills: body.technicalSkills.map((group) => ({
        domain: ref(group.domain),
        skills: group.skills.map(ref),
      })),
      softSkills: body.softSkills.map(text),
      experiences: body.experiences.map((experience) => ({
        ...experience,
        id: safeId(experience.id, 'experience'),
        corporation: text(experience.corporation),
        position: text(experience.position),
        context: text(experience.context),
        projectExperiences: experience.projectExperiences.map((entry) => ({
          ...entry,
          id: safeId(entry.id, 'project'),
          name: text(entry.name),
          description: text(entry.description),
          technicalEnvironment: entry.technicalEnvironment.map(ref),
          jobs: entry.jobs.map(ref),
        })),
      })),
      diplomas: body.diplomas.map((diploma) => ({
        ...diploma,
        id: safeId(diploma.id, 'diploma'),
        title: text(diploma.title),
        school: text(diploma.school),
      })),
    };
  }

  return {
    person: { firstname: '', lastname: '', email: '', phoneNumber: '', trigram },
    text,
    names,
    resume,
    customId: (id) => safeId(id, 'custom'),
  };
}
