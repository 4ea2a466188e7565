/**
 * Spoken languages and their levels as CVs write them (issue #28 §1 "spoken languages and
 * levels"): "Anglais : courant (C1)", "English (fluent), German (basic)", "French — native",
 * "Anglais\tTOEIC 905", "Langues : anglais courant, espagnol notions", "Fluent in Spanish", a table
 * of names and levels, a stars rating. Programming languages are skills, never spoken languages.
 * The names are those `languageCodeFromName` knows (json-resume.ts), with the lexicon's aliases;
 * the other words are data (cv-lexicon.json `languages`).
 */
import { languageCodeFromName, languageLevelFromFluency } from '../json-resume.ts';
import lexicon from './cv-lexicon.json' with { type: 'json' };
import { fold } from './fold.ts';
import type { CvSection } from './layout.ts';

/** A spoken language read from a CV. */
export interface CvLanguageRead {
  /** The name as written ("Anglais", "English"). */
  name: string;
  /** ISO 639-1 code, or null when the name is no language the application knows. */
  code: string | null;
  /** The level as written ("courant", "C1", "Native", "TOEIC 910"); a rating as "4/5"; or null. */
  level: string | null;
  /** 0..1: how sure the reading is. */
  confidence: number;
  /** The text it was read from. */
  source: string;
}

const ALIASES = new Map<string, string | null>(
  Object.entries(lexicon.languages.aliases).filter(([name]) => name !== '$comment'),
);
const PROGRAMMING = new Set(lexicon.languages.programming);
const CONNECTORS = new Set(lexicon.languages.connectors);
const LEVEL_WORDS = new Set(lexicon.languages.levelWords);
const LABELS = [...lexicon.sections.languages, ...lexicon.languages.labels].sort(
  (a, b) => b.length - a.length,
);
const FULL = lexicon.languages.ratingFull;
const EMPTY = lexicon.languages.ratingEmpty;

/** Words of a language's name at most ("langue des signes française"). */
const NAME_WORDS_MAX = 4;
/** Shorter names are ISO codes ("en", "de", "eng"), read as names only through an alias. */
const NAME_LETTERS_MIN = 4;

/** The folded key of a name: lower case, no accents, single spaces. */
const keyOf = (text: string) => fold(text).replace(/\s+/gu, ' ').trim();

/** The code of a language name, undefined when `text` names no spoken language. */
function codeOf(text: string): string | null | undefined {
  const key = keyOf(text);
  if (ALIASES.has(key)) return ALIASES.get(key);
  if (PROGRAMMING.has(key) || key.replace(/[^a-z]/gu, '').length < NAME_LETTERS_MIN) return undefined;
  return languageCodeFromName(text) ?? undefined;
}

interface Name {
  text: string;
  code: string | null;
  from: number;
  to: number;
}

// Stryker disable next-line Regex: the word shape is read by every test of this file
const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;

/** The language names of `text`, left to right, the longest first; none inside brackets. */
function namesOf(text: string): Name[] {
  const words = [...text.matchAll(WORD)].map((match) => ({
    from: match.index,
    to: match.index + match[0].length,
  }));
  const names: Name[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const from = words[index]!.from;
    if (depth(text.slice(0, from)) > 0) continue;
    for (let count = Math.min(NAME_WORDS_MAX, words.length - index); count >= 1; count -= 1) {
      const to = words[index + count - 1]!.to;
      const candidate = text.slice(from, to);
      // A name's words stand side by side: no comma, colon or tab between them.
      if (!/^[\p{L}'’-]+(?: [\p{L}'’-]+)*$/u.test(candidate)) continue;
      const code = codeOf(candidate);
      if (code === undefined) continue;
      names.push({ text: candidate, code, from, to });
      index += count - 1;
      break;
    }
  }
  return names;
}

/** How many brackets are open at the end of `text`. */
function depth(text: string): number {
  return (text.match(/\(/gu)?.length ?? 0) - (text.match(/\)/gu)?.length ?? 0);
}

const EDGES = /^[\s:：=,;|·•/\-–—.…]+|[\s:：=,;|·•/\-–—.…]+$/gu;

/**
 * A level as written, from the text after a name: separators and connectors ("and", "et") at its
 * ends dropped, brackets around it too; a sentence after it cut off; a rating of signs counted.
 */
function levelOf(segment: string): string | null {
  let level = segment.split(/\n|\.\s+(?=\p{Lu})/u)[0]!.replace(EDGES, '');
  for (let changed = true; changed;) {
    const words = level.split(/\s+/u);
    changed = false;
    for (const end of [0, words.length - 1]) {
      if (words.length > 0 && CONNECTORS.has(keyOf(words[end]!))) {
        words.splice(end, 1);
        level = words.join(' ').replace(EDGES, '');
        changed = true;
        break;
      }
    }
  }
  const inner = /^\((.*)\)$/u.exec(level)?.[1];
  if (inner !== undefined && !/[()]/u.test(inner)) level = inner.trim();
  return ratingOf(level) ?? (level === '' ? null : level);
}

/** A rating of signs ("★★★☆☆", "● ● ○") as "3/5", or null when `text` is no rating. */
function ratingOf(text: string): string | null {
  const signs = [...text.replace(/\s+/gu, '')];
  if (signs.length === 0 || !signs.every((sign) => FULL.includes(sign) || EMPTY.includes(sign))) return null;
  return `${signs.filter((sign) => FULL.includes(sign)).length}/${signs.length}`;
}

/**
 * True when `text` reads as a level: one `languageLevelFromFluency` maps, a CEFR level, a
 * rating, or a level word of the lexicon.
 */
function isLevel(text: string): boolean {
  if (languageLevelFromFluency(text) !== null || ratingOf(text) !== null) return true;
  if (/\b[ABC][12]\b/u.test(text) || /^\d(?:[.,]\d)?\s*\/\s*\d+$/u.test(text.trim())) return true;
  return keyOf(text)
    .split(/[^a-z]+/u)
    .some((word) => LEVEL_WORDS.has(word));
}

/** The text of `text` after a languages label ("Langues :", "Languages"), or `text`. */
function withoutLabel(text: string): string {
  const folded = keyOf(text);
  for (const label of LABELS) {
    const match = new RegExp(`^\\W*${label}(?:\\s*[:：]|\\s+|$)`, 'u').exec(folded);
    if (match !== null) return text.slice(match[0].length);
  }
  return text;
}

function confidenceOf(code: string | null, level: string | null): number {
  if (code === null) return 0.5;
  return level === null || isLevel(level) ? 0.9 : 0.7;
}

/**
 * The spoken languages named in one text (issue #28 §1), a line outside a languages section
 * ("Langues : anglais courant, espagnol notions", "English (fluent), German (basic)", "Fluent in
 * Spanish"): each name `languageCodeFromName` or the lexicon's aliases know, its level the text up
 * to the next name (separators, connectors and brackets around it dropped). A level written before
 * the names ("Fluent: English, German") is each name's. Names in brackets are a level's words, and
 * programming languages and ISO codes alone are no names: "Python, Java" gives nothing. A name
 * repeated keeps its first reading (its level completed by the next).
 */
export function readLanguagesInText(text: string): CvLanguageRead[] {
  const body = withoutLabel(text);
  const names = namesOf(body);
  const reads: CvLanguageRead[] = [];
  const prefix = names.length > 0 ? levelOf(body.slice(0, names[0]!.from)) : null;
  let before = prefix !== null && isLevel(prefix) ? prefix.replace(/\s+(?:in|en)$/iu, '') : null;
  names.forEach((name, index) => {
    const segment = body.slice(name.to, names[index + 1]?.from ?? body.length);
    let level: string | null;
    if (before === null) level = levelOf(segment);
    else {
      // "Native: English; Fluent: French, German": the level of the names after it.
      level = before;
      const next = /[;|·•]\s*([^;|·•]*)$/u.exec(segment)?.[1];
      const nextLevel = next === undefined ? null : levelOf(next);
      if (nextLevel !== null && isLevel(nextLevel)) before = nextLevel;
    }
    const seen = reads.find((read) => read.code !== null && read.code === name.code);
    if (seen !== undefined) {
      seen.level ??= level;
      return;
    }
    reads.push({
      name: name.text,
      code: name.code,
      level,
      confidence: confidenceOf(name.code, level),
      source: text,
    });
  });
  return reads;
}

/** "Klingon : courant": a name the application does not know, with a level that reads as one. */
function unknownLanguage(text: string): CvLanguageRead | null {
  const match = /^([\p{Lu}][\p{L}'’-]*(?: [\p{L}'’-]+){0,2})\s*(?:[:：\t(]|\s[—–-]\s)\s*(.+)$/u.exec(
    text.trim(),
  );
  if (match === null || PROGRAMMING.has(keyOf(match[1]!))) return null;
  const level = levelOf(match[2]!);
  if (level === null || !isLevel(level)) return null;
  return { name: match[1]!, code: null, level, confidence: confidenceOf(null, level), source: text };
}

/**
 * The spoken languages of a section of kind `languages` (issue #28 §1), line by line as
 * `readLanguagesInText` reads them; a line without a name gives the level of the language just
 * before when it reads as one and that language has none (a table's cells, a rating under its
 * name), or goes on a level whose bracket is open (a wrapped line); "Name : level" with a name the
 * application does not know is kept without code when its level reads as one, unless the name is
 * a programming language. Any other kind of section gives nothing.
 */
export function readLanguages(section: CvSection): CvLanguageRead[] {
  if (section.kind !== 'languages') return [];
  const reads: CvLanguageRead[] = [];
  for (const line of section.lines) {
    const found = readLanguagesInText(line.text);
    const last = reads.at(-1);
    if (found.length === 0 && last !== undefined && last.level !== null && depth(last.level) > 0) {
      last.level = `${last.level} ${line.text.trim()}`;
      last.source = `${last.source}\n${line.text}`;
      continue;
    }
    const level = found.length === 0 ? levelOf(line.text) : null;
    if (last !== undefined && last.level === null && level !== null && isLevel(level)) {
      last.level = level;
      last.confidence = confidenceOf(last.code, level);
      last.source = `${last.source}\n${line.text}`;
      continue;
    }
    const reading = found.length > 0 ? found : [unknownLanguage(line.text)].filter((read) => read !== null);
    for (const read of reading) {
      const seen = reads.find((other) => other.code !== null && other.code === read.code);
      if (seen === undefined) reads.push(read);
      else seen.level ??= read.level;
    }
  }
  return reads;
}
