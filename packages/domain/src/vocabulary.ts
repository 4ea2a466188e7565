/**
 * The skills vocabulary (issue #27 §1): how consultants, clients and job boards write the
 * catalogue's entries, and one matcher that finds them in free text — the client-request panel,
 * the back-office search, the mission pickers, the JSON Resume and CV imports all read skills
 * through it.
 *
 * The words live in the firm-editable reference data file (`apps/api/reference-data/catalogue.json`,
 * DESIGN.md "Data"), beside each entry's labels:
 * - `aliases`: other written forms, in either language ("K8s", "Kafka", "Golang", "Postgres",
 *   "Développeuse", "Data engineers");
 * - `ambiguous`: the forms (labels or aliases) that are also ordinary words or letters ("C", "R",
 *   "Go", "Swift", "Lean", "Chef", "Make", "Excel", "Tableau"); they count only in a technical
 *   context (`findMentions`);
 * - `homonyms`: phrases in which a form is not the entry ("go-live", "chef de projet", "make sure",
 *   "tableau de bord"); a mention inside one never counts.
 * Forms are also derived from the labels: the parts of "Hibernate / JPA", and the name and the
 * parenthesised abbreviations of "Amazon Web Services (AWS)" (`labelForms`).
 *
 * Forms and text are compared through `formKey`: case, accents and the soft separators (spaces,
 * hyphens, dots, underscores) do not count, so "micro-services", "Micro Services" and
 * "microservices" are one key, as are "Node.js", "NodeJS" and "node js"; `#` and `+` count as
 * the spec §7 search does (C# → csharp, C++ → cpp), a leading dot is "dot" (.NET → dotnet), and a
 * slash counts ("CI/CD" is not "CI CD").
 */
import { z } from 'zod';
import { SHORT_TEXT_MAX } from './constants.ts';

/** Most aliases, ambiguous forms and homonym phrases one entry may list (issue #27 §1). */
export const VOCABULARY_FORMS_MAX = 40;

const ZForm = z.string().trim().min(1).max(SHORT_TEXT_MAX);

/**
 * The vocabulary fields of one catalogue entry in the reference data file (issue #27 §1), to
 * extend the entry's schema with. All optional: an entry without them is found by its labels.
 */
export const VOCABULARY_FIELDS = {
  aliases: z.array(ZForm).max(VOCABULARY_FORMS_MAX).optional(),
  ambiguous: z.array(ZForm).max(VOCABULARY_FORMS_MAX).optional(),
  homonyms: z.array(ZForm).max(VOCABULARY_FORMS_MAX).optional(),
};

/** The kinds of catalogue entries the vocabulary holds. */
export type VocabularyKind = 'skill' | 'job' | 'language';

/** One catalogue entry as the vocabulary sees it. */
export interface VocabularyEntry {
  kind: VocabularyKind;
  id: string;
  /** The French and English labels (the same string twice when they are equal). */
  labels: readonly string[];
  aliases?: readonly string[];
  ambiguous?: readonly string[];
  homonyms?: readonly string[];
}

/** A piece of text cut for matching: a word and what separates it from the previous one. */
export interface Token {
  /** The word normalised (`normalizeToken`). */
  key: string;
  /** The word as written. */
  written: string;
  /** UTF-16 offsets of the word in the text: `text.slice(start, end) === written`. */
  start: number;
  end: number;
  /** The characters between the previous word and this one ('' for the first word). */
  before: string;
}

/**
 * A word: letters, marks and digits, with the `#` and `+` signs that follow it (C#, C++, F#); a
 * dot right before a word at the start of the text or after a space or opening bracket belongs to
 * it (".NET").
 */
const WORD = /(?<=^|[\s([{«"'“‘/,;:])\.(?=\p{L})[\p{L}\p{M}\p{N}]+[#+]*|[\p{L}\p{M}\p{N}]+[#+]*/gu;

/**
 * A word's key: case and accents dropped, `#` → "sharp", `+` → "p" (spec §7, as
 * `normalizeSearchText`), a leading dot → "dot".
 */
export function normalizeToken(word: string): string {
  return word
    .normalize('NFD')
    .toLowerCase()
    .replace(/\p{Diacritic}/gu, '')
    .replace(/^\./u, 'dot')
    .replace(/#/gu, 'sharp')
    .replace(/\+/gu, 'p');
}

/** Cuts `text` into words with their offsets and separators (`Token`). Linear in the text. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const written = match[0];
    tokens.push({
      key: normalizeToken(written),
      written,
      start,
      end: start + written.length,
      before: text.slice(previousEnd, start),
    });
    previousEnd = start + written.length;
  }
  return tokens;
}

/**
 * How a separator joins two words in a key: '' for the soft ones (spaces on one line, hyphens,
 * dots, underscores — "micro-services", "Node.js", "Spring Boot"), '/' for a slash
 * with or without spaces ("CI/CD", "PL/SQL", "S/4 HANA"), null when the words cannot belong to
 * one form (a comma, a line break, any other sign).
 */
export function joiner(separator: string): '' | '/' | null {
  if (/^[ \t\u00a0\u202f._-]*$/u.test(separator)) return '';
  if (/^[ \t\u00a0\u202f]*\/[ \t\u00a0\u202f]*$/u.test(separator)) return '/';
  return null;
}

/**
 * The key of a written form ("Spring Boot" → "springboot", "CI/CD" → "ci/cd", ".NET Core" →
 * "dotnetcore", "C++" → "cpp"), or '' when the form has no word. Forms and text compare by key.
 * A form whose words are parted by a sign other than a soft separator or a slash keeps the
 * sign's words apart with a space (such a form is never found in text, `vocabularyProblems`
 * reports it).
 */
export function formKey(form: string): string {
  const tokens = tokenize(form);
  return tokens
    .map((token, index) => (index === 0 ? '' : (joiner(token.before) ?? ' ')) + token.key)
    .join('');
}

/**
 * The forms a label stands for besides itself (issue #27 §1): each part of a label made of parts
 * joined by " / " ("Hibernate / JPA" → Hibernate, JPA), and for a label ending with a bracketed
 * list, the name before the brackets and each item of the list ("Amazon Web Services (AWS)" →
 * Amazon Web Services, AWS; "ELK (Elasticsearch, Logstash, Kibana)" → ELK, Elasticsearch…).
 * The label itself comes first.
 */
export function labelForms(label: string): string[] {
  const forms = [label.trim()];
  const bracketed = /^(.*?)\s*\(([^()]+)\)\s*$/u.exec(label);
  if (bracketed) {
    forms.push(bracketed[1]!.trim(), ...bracketed[2]!.split(',').map((item) => item.trim()));
  }
  for (const form of [...forms]) {
    if (form.includes(' / ')) forms.push(...form.split(' / ').map((part) => part.trim()));
  }
  return [...new Set(forms.filter((form) => form !== ''))];
}
