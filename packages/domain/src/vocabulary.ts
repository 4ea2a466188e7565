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
import LEXICON from './vocabulary-lexicon.json' with { type: 'json' };

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

/** A word: letters, marks and digits, with the `#` and `+` signs that follow it (C#, C++, F#). */
const WORD = /[\p{L}\p{M}\p{N}]+[#+]*/gu;

/** What may stand before the dot that starts a word (".NET" at the start, after a space or a bracket). */
const BEFORE_LEADING_DOT = /[\s([{«"'“‘/,;:]/u;

/**
 * A word's key: case and accents dropped, `#` → "sharp", `+` → "p" (spec §7, as
 * `normalizeSearchText`), a leading dot → "dot".
 */
export function normalizeToken(word: string): string {
  // Most words are plain ASCII letters and digits: no Unicode work for them.
  const lower = word.toLowerCase();
  if (/^[a-z0-9]+$/u.test(lower)) return lower;
  return word
    .normalize('NFD')
    .toLowerCase()
    .replace(/\p{Diacritic}/gu, '')
    .replace(/^\./u, 'dot')
    .replace(/#/gu, 'sharp')
    .replace(/\+/gu, 'p');
}

/**
 * Cuts `text` into words with their offsets and separators (`Token`). Linear in the text. A dot
 * right before a word, at the start of the text or after a space or an opening bracket, belongs to
 * the word (".NET").
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    let start = match.index;
    if (
      text[start - 1] === '.' &&
      start - 1 >= previousEnd &&
      (start - 1 === 0 || BEFORE_LEADING_DOT.test(text[start - 2]!)) &&
      /\p{L}/u.test(text[start]!)
    ) {
      start -= 1;
    }
    const written = text.slice(start, match.index + match[0].length);
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
 * dots, underscores, apostrophes — "micro-services", "Node.js", "Spring Boot", "tests d'intrusion"),
 * '/' for a slash
 * with or without spaces ("CI/CD", "PL/SQL", "S/4 HANA"), null when the words cannot belong to
 * one form (a comma, a line break, any other sign).
 */
export function joiner(separator: string): '' | '/' | null {
  // Stryker disable next-line ConditionalExpression: a fast path only; the pattern below answers the same
  if (separator === ' ') return '';
  if (/^[ \t\u00a0\u202f._'’-]*$/u.test(separator)) return '';
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

/** One written form of an entry, as the matcher keeps it. */
interface Form {
  entry: VocabularyEntry;
  /** The form as the data file writes it. */
  written: string;
  /** True when the form needs a technical context (`ambiguous`). */
  ambiguous: boolean;
  /** True for labels and aliases, false for forms derived from a label (`labelForms`). */
  explicit: boolean;
  /** How the entry's forms of this key cut it into words ("power|bi", "javascript"). */
  splits: Set<string>;
}

/** The matcher's index of one kind of entry (`buildVocabulary`). */
interface KindIndex {
  /** Form key → the form (one entry per key within a kind). */
  forms: Map<string, Form>;
  /** The most words a form of this kind has. */
  maxWords: number;
  /** Every beginning of a key of this kind, so reading stops as soon as no form can follow. */
  prefixes: Set<string>;
}

/** The vocabulary built for matching (`buildVocabulary`). Read-only once built. */
export interface Vocabulary {
  readonly kinds: ReadonlyMap<VocabularyKind, KindIndex>;
  /** Homonym phrase key (null joiners as spaces) → the ids of the entries it rules out. */
  readonly homonyms: ReadonlyMap<string, readonly string[]>;
  readonly homonymMaxWords: number;
  /** Every beginning of a homonym phrase's key. */
  readonly homonymPrefixes: ReadonlySet<string>;
}

/** Adds every beginning of `key` (itself included) to `prefixes`. */
function addPrefixes(prefixes: Set<string>, key: string): void {
  for (let length = key.length; length > 0 && !prefixes.has(key.slice(0, length)); length -= 1) {
    prefixes.add(key.slice(0, length));
  }
}

/** The forms of one entry: its labels' forms (`labelForms`) and its aliases, with their keys. */
function entryForms(entry: VocabularyEntry): { form: string; key: string; explicit: boolean }[] {
  const explicit = new Set([...entry.labels.map((label) => label.trim()), ...(entry.aliases ?? [])]);
  // Keyed by the written form: two forms of one key may cut it into words differently.
  const all = new Map<string, { form: string; key: string; explicit: boolean }>();
  for (const form of explicit) {
    const key = formKey(form);
    if (key !== '' && !all.has(form)) all.set(form, { form, key, explicit: true });
  }
  for (const label of entry.labels) {
    for (const form of labelForms(label)) {
      const key = formKey(form);
      if (key !== '' && !all.has(form)) all.set(form, { form, key, explicit: false });
      // "HTML5", "CSS3": the name without its version is the same entry.
      const glued = GLUED_VERSION.exec(key);
      if (glued && !all.has(glued[1]!))
        all.set(glued[1]!, { form: glued[1]!, key: glued[1]!, explicit: false });
    }
  }
  return [...all.values()];
}

/** The words of a form or of text as read, cut where they are written apart ("power|bi"). */
function wordSplit(tokens: readonly Token[]): string {
  return tokens.map((token) => token.key).join('|');
}

/** Words in a key: its soft-joined words count once, slash-joined ones apart ("ci/cd" → 2). */
function wordCount(form: string): number {
  return Math.max(1, tokenize(form).length);
}

/**
 * Builds the matcher's index from the catalogue's entries (issue #27 §1). Within a kind, a key
 * belongs to one entry: a label or alias wins over a form derived from another entry's label
 * ("Elasticsearch" stays the Elasticsearch entry's, not ELK's); two entries claiming the same key
 * with labels or aliases keep the first (`vocabularyProblems` reports it). Linear in the forms.
 */
export function buildVocabulary(entries: readonly VocabularyEntry[]): Vocabulary {
  const kinds = new Map<VocabularyKind, KindIndex>();
  const homonyms = new Map<string, string[]>();
  const homonymPrefixes = new Set<string>();
  let homonymMaxWords = 0;
  for (const entry of entries) {
    let index = kinds.get(entry.kind);
    if (!index) {
      index = { forms: new Map(), maxWords: 1, prefixes: new Set() };
      kinds.set(entry.kind, index);
    }
    const ambiguous = new Set((entry.ambiguous ?? []).map(formKey));
    for (const { form, key, explicit } of entryForms(entry)) {
      // A key holding a space has words parted by another sign ("Amazon Web Services (AWS)"): no
      // text reads as it, its parts are forms of their own.
      if (key.includes(' ')) continue;
      const held = index.forms.get(key);
      if (held?.entry === entry) {
        held.splits.add(wordSplit(tokenize(form)));
        index.maxWords = Math.max(index.maxWords, wordCount(form));
        continue;
      }
      if (held && (held.explicit || !explicit)) continue;
      const splits = new Set([wordSplit(tokenize(form))]);
      index.forms.set(key, { entry, written: form, ambiguous: ambiguous.has(key), explicit, splits });
      index.maxWords = Math.max(index.maxWords, wordCount(form));
      addPrefixes(index.prefixes, key);
    }
    for (const phrase of entry.homonyms ?? []) {
      const key = phraseKey(phrase);
      if (key === '') continue;
      homonyms.set(key, [...(homonyms.get(key) ?? []), entry.id]);
      addPrefixes(homonymPrefixes, key);
      homonymMaxWords = Math.max(homonymMaxWords, tokenize(phrase).length);
    }
  }
  return { kinds, homonyms, homonymMaxWords, homonymPrefixes };
}

/** A homonym phrase's key: like `formKey`, any other sign between words read as a space ("R&D" → "r d"). */
function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((token, index) => (index === 0 ? '' : (joiner(token.before) ?? ' ')) + token.key)
    .join('');
}

/**
 * What is wrong with the vocabulary of `entries` (issue #27 §1: the reference data file's schema
 * check), as English sentences naming the entries, or [] when nothing is:
 * - an alias with no word, or with words parted by a sign other than a space, hyphen, dot,
 *   underscore, apostrophe or slash (it could never be found);
 * - a form of at most two characters once keyed ("C", "R", "Go", "PO") not listed as ambiguous;
 * - an ambiguous form that is not one of the entry's forms;
 * - a homonym phrase that does not contain one of the entry's forms;
 * - two entries of one kind claiming the same key with a label or an alias.
 */
export function vocabularyProblems(entries: readonly VocabularyEntry[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const entry of entries) {
    const name = `${entry.kind} ${entry.id}`;
    const forms = entryForms(entry);
    const keys = new Set(forms.map((form) => form.key));
    const ambiguous = new Set((entry.ambiguous ?? []).map(formKey));
    for (const written of entry.aliases ?? []) {
      const key = formKey(written);
      if (key === '' || key.includes(' '))
        problems.push(`${name}: alias "${written}" can never be found in text`);
    }
    for (const { form, key } of forms) {
      if (key.length <= 2 && !ambiguous.has(key))
        problems.push(`${name}: "${form}" is short, list it in "ambiguous"`);
    }
    for (const written of entry.ambiguous ?? []) {
      if (!keys.has(formKey(written)))
        problems.push(`${name}: ambiguous "${written}" is not one of its forms`);
    }
    for (const phrase of entry.homonyms ?? []) {
      const key = phraseKey(phrase).replace(/[ /]/gu, '');
      if (![...keys].some((form) => key.includes(form.replaceAll('/', '')))) {
        problems.push(`${name}: homonym "${phrase}" holds none of its forms`);
      }
    }
    for (const form of forms) {
      if (!form.explicit) continue;
      const owner = owners.get(`${entry.kind} ${form.key}`);
      if (owner && owner !== entry.id) {
        problems.push(`${name}: "${form.form}" is also a form of ${entry.kind} ${owner}`);
      } else owners.set(`${entry.kind} ${form.key}`, entry.id);
    }
  }
  return problems;
}

/** An entry found in text (`findMentions`). */
export interface Mention {
  kind: VocabularyKind;
  id: string;
  /** UTF-16 offsets of the words read: `text.slice(start, end)`. */
  start: number;
  end: number;
  /** The words read, as the text writes them ("K8s", "Spring boot 3"). */
  written: string;
  /** The form of the data file they matched ("K8s", "Spring Boot"). */
  form: string;
}

/**
 * Words that make an ambiguous name a technical one when they stand right before or after it
 * (issue #27 §1): "langage C", "Go developer", "développement en R", "C embarqué" (keys, in
 * vocabulary-lexicon.json).
 */
const TECHNICAL_CUES: ReadonlySet<string> = new Set(LEXICON.technicalCues);

/** A version written after a name: "17", "8+", "v3", "3.x", "2019", "1.21". */
const VERSION = /^v?\d+(?:[.x]\d*)*x?p*$/u;

/** A word glued to its version ("Java8", "Angular15", "Python3"): the name of at least 3 letters. */
const GLUED_VERSION = /^(\p{L}{3,}?)v?\d+(?:x)?p*$/u;

/** Signs that part the items of a list ("Java, Go / Python; C (…)", bullets). */
const LIST_SEPARATOR = /[,;/|()[\]•·+&*:]/u;

/** Words that join the items of a list ("Java et Go", "Python or R"). */
const LIST_WORDS: ReadonlySet<string> = new Set(LEXICON.listWords);

/** Ambiguous names count when another name stands within this many words on the same line. */
const LIST_WINDOW = 12;

interface Candidate {
  form: Form;
  first: number;
  /** Index after the last word read. */
  last: number;
}

/**
 * The catalogue entries named in `text` (issue #27 §1), in the order of the text, each mention
 * once (an entry named twice gives two mentions). For each kind asked, the text is read word by
 * word, the longest form first ("React Native" is not React, "SQL Server" is not SQL); a version
 * after a name or glued to it is skipped ("React 17", "Java 8+", "Angular15"); slash- or
 * comma-fused lists are read item by item ("Kubernetes/Docker"), and an item after a vendor's
 * name keeps the vendor ("SAP FI/CO" → SAP FI, SAP CO; "Spring Boot, Batch").
 *
 * A mention is dropped when it lies inside one of its entry's `homonyms` phrases. An ambiguous
 * form counts only when written as the data file writes it (or on a line in capitals) AND in a
 * technical context: beside a technical cue word ("langage C", "Go developer"), or as an item of
 * a list (a list sign right before or after it) with another, unambiguous name within
 * `LIST_WINDOW` words on its line. So the "C." of a numbered section, "make sure", "chef de
 * projet", "tableau de bord", SWIFT the bank network and ordinary prose give nothing.
 *
 * Cost: linear in the text's words times the longest form's words; a 20,000-character request
 * reads in a few milliseconds.
 */
export function findMentions(
  vocabulary: Vocabulary,
  text: string,
  kinds: readonly VocabularyKind[] = ['skill', 'job', 'language'],
): Mention[] {
  const tokens = tokenize(withoutInclusiveEndings(text));
  const lines = lineNumbers(tokens);
  const lowerCaseLines = new Set(lines.filter((_, index) => /\p{Ll}/u.test(tokens[index]!.written)));
  const blocked = homonymRanges(vocabulary, tokens);
  const mentions: Mention[] = [];
  for (const kind of kinds) {
    const index = vocabulary.kinds.get(kind);
    if (!index) continue;
    const candidates = readCandidates(index, tokens);
    const kept = candidates.filter(
      (candidate) =>
        !(blocked.get(candidate.form.entry.id) ?? []).some(
          ([from, to]) => candidate.first >= from && candidate.last <= to,
        ),
    );
    const sure = kept.filter((candidate) => !candidate.form.ambiguous);
    for (const candidate of kept) {
      if (
        candidate.form.ambiguous &&
        !inTechnicalContext(candidate, sure, tokens, lines, lowerCaseLines, text)
      ) {
        continue;
      }
      const start = tokens[candidate.first]!.start;
      const end = tokens[candidate.last - 1]!.end;
      mentions.push({
        kind,
        id: candidate.form.entry.id,
        start,
        end,
        written: text.slice(start, end),
        form: candidate.form.written,
      });
    }
  }
  return mentions.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * French inclusive endings ("Ingénieur(e)", "Développeur·se", "Consultant.e.s") blanked out, so the
 * title reads as its masculine form; the offsets of every other character stay the same.
 */
const INCLUSIVE_ENDING =
  /(?<=\p{L})(?:\((?:e|ne|se|euse|rice|trice|es|s)\)|[·.•](?:e|ne|se|euse|rice|trice)(?:[·.•]s)?)(?![\p{L}\p{N}])/gu;

function withoutInclusiveEndings(text: string): string {
  return text.replace(INCLUSIVE_ENDING, (ending) => ' '.repeat(ending.length));
}

/** The ids of the entries of `kind` named in `text`, in order of first mention, each once. */
export function findEntries(vocabulary: Vocabulary, text: string, kind: VocabularyKind): string[] {
  return [...new Set(findMentions(vocabulary, text, [kind]).map((mention) => mention.id))];
}

/**
 * The entries of `kind` that `term` names exactly (by key: "k8s" → kubernetes, "nodejs" → Node.js,
 * "dotnet" → .NET), for a search term that is an alias (issue #27 §7). Ambiguous forms count:
 * a search box holds no prose.
 */
export function entriesNamed(vocabulary: Vocabulary, term: string, kind: VocabularyKind): string[] {
  const form = vocabulary.kinds.get(kind)?.forms.get(formKey(term));
  return form ? [form.entry.id] : [];
}

/**
 * The keys of every form that names entry `id` of `kind` ("kubernetes", "k8s"; "nodejs";
 * "dotnet", "dotnetcore"), slashes dropped ("cicd"), in the order of the index: what the
 * back-office search indexes beside a skill's labels so that a query by alias finds its people
 * (issue #27 §7). [] for an unknown entry.
 */
export function entryKeys(vocabulary: Vocabulary, kind: VocabularyKind, id: string): string[] {
  const index = vocabulary.kinds.get(kind);
  return index ? [...(keysByEntry(index).get(id) ?? [])] : [];
}

/** Per kind index, each entry's keys (`entryKeys`), gathered once: every save indexes its skills. */
const entryKeysCache = new WeakMap<KindIndex, Map<string, string[]>>();

function keysByEntry(index: KindIndex): Map<string, string[]> {
  let byEntry = entryKeysCache.get(index);
  if (!byEntry) {
    byEntry = new Map();
    for (const [key, form] of index.forms) {
      const keys = byEntry.get(form.entry.id) ?? [];
      const unslashed = key.replaceAll('/', '');
      if (!keys.includes(unslashed)) keys.push(unslashed);
      byEntry.set(form.entry.id, keys);
    }
    entryKeysCache.set(index, byEntry);
  }
  return byEntry;
}

/** The line of each token (a line break in the separator before it starts a new one). */
function lineNumbers(tokens: readonly Token[]): number[] {
  let line = 0;
  return tokens.map((token) => (token.before.includes('\n') ? (line += 1) : line));
}

/** The form found at `key`, else the key with its version unglued, else its singular. */
function lookUp(index: KindIndex, key: string, single: boolean): Form | undefined {
  const form = index.forms.get(key);
  if (form || !single) return form;
  const last = key.charCodeAt(key.length - 1);
  // Only a word ending with a digit or "p" (a "+") can be glued to its version.
  const glued = (last >= 48 && last <= 57) || last === 112 ? GLUED_VERSION.exec(key) : null;
  if (glued) return index.forms.get(glued[1]!);
  if (key.length >= 5 && key.endsWith('s')) return index.forms.get(key.slice(0, -1));
  return undefined;
}

/** Every longest form found, left to right, then the vendor-prefixed items after it. */
function readCandidates(index: KindIndex, tokens: readonly Token[]): Candidate[] {
  const candidates: Candidate[] = [];
  let at = 0;
  while (at < tokens.length) {
    const found = longestAt(index, tokens, at, '');
    if (!found) {
      at += 1;
      continue;
    }
    candidates.push(found);
    at = found.last;
    // "SAP FI/CO/PS", "Spring Boot, Batch": an item after a vendor-prefixed name keeps the vendor.
    if (found.last - found.first >= 2) {
      const vendor = tokens[found.first]!.key;
      while (at < tokens.length && /^\s*[/,&]\s*$/u.test(tokens[at]!.before)) {
        const item = longestAt(index, tokens, at, vendor);
        if (!item) break;
        candidates.push(item);
        at = item.last;
      }
    }
    while (at < tokens.length && VERSION.test(tokens[at]!.key) && joiner(tokens[at]!.before) === '') at += 1;
  }
  return candidates;
}

/** The longest form starting at word `first` (its key after `prefix`), or undefined. */
function longestAt(
  index: KindIndex,
  tokens: readonly Token[],
  first: number,
  prefix: string,
): Candidate | undefined {
  let key = prefix;
  let best: Candidate | undefined;
  for (let last = first; last < tokens.length && last - first < index.maxWords; last += 1) {
    if (last > first) {
      const join = joiner(tokens[last]!.before);
      if (join === null) break;
      key += join;
    }
    key += tokens[last]!.key;
    const single = last === first && prefix === '';
    if (!single && !index.prefixes.has(key)) break;
    const form = lookUp(index, key, single);
    if (form && (last === first || writtenAsAForm(form, tokens.slice(first, last + 1)))) {
      best = { form, first, last: last + 1 };
    }
  }
  return best;
}

/**
 * Words read together as one form: cut as one of the entry's forms cuts them, or into words of at
 * least 3 characters each ("Java Script" is JavaScript, "Power BI" is Power BI, but "et l'" is not
 * ETL).
 */
function writtenAsAForm(form: Form, words: readonly Token[]): boolean {
  return form.splits.has(wordSplit(words)) || words.every((word) => word.key.length >= 3);
}

/** For each entry, the word ranges [first, last) covered by one of its homonym phrases. */
function homonymRanges(vocabulary: Vocabulary, tokens: readonly Token[]): Map<string, [number, number][]> {
  const ranges = new Map<string, [number, number][]>();
  if (vocabulary.homonyms.size === 0) return ranges;
  for (let first = 0; first < tokens.length; first += 1) {
    let key = '';
    for (let last = first; last < tokens.length && last - first < vocabulary.homonymMaxWords; last += 1) {
      if (last > first) {
        if (tokens[last]!.before.includes('\n')) break;
        key += joiner(tokens[last]!.before) ?? ' ';
      }
      key += tokens[last]!.key;
      if (!vocabulary.homonymPrefixes.has(key)) break;
      for (const id of vocabulary.homonyms.get(key) ?? []) {
        ranges.set(id, [...(ranges.get(id) ?? []), [first, last + 1]]);
      }
    }
  }
  return ranges;
}

/** The rule for ambiguous forms (see `findMentions`). */
function inTechnicalContext(
  candidate: Candidate,
  sure: readonly Candidate[],
  tokens: readonly Token[],
  lines: readonly number[],
  lowerCaseLines: ReadonlySet<number>,
  text: string,
): boolean {
  const start = tokens[candidate.first]!.start;
  const end = tokens[candidate.last - 1]!.end;
  const written = text.slice(start, end);
  if (!sameWriting(written, candidate.form.written) && lowerCaseLines.has(lines[candidate.first]!))
    return false;
  const near = (offset: number) => tokens[offset]?.key;
  const cue = [
    near(candidate.first - 1),
    near(candidate.first - 2),
    near(candidate.last),
    near(candidate.last + 1),
  ];
  if (cue.some((word) => word !== undefined && TECHNICAL_CUES.has(word))) return true;
  let after = candidate.last;
  while (after < tokens.length && VERSION.test(tokens[after]!.key)) after += 1;
  const listed =
    LIST_SEPARATOR.test(tokens[candidate.first]!.before) ||
    LIST_WORDS.has(near(candidate.first - 1) ?? '') ||
    LIST_WORDS.has(near(after) ?? '') ||
    (after < tokens.length && LIST_SEPARATOR.test(tokens[after]!.before)) ||
    (after === tokens.length && LIST_SEPARATOR.test(text.slice(end)));
  if (!listed) return false;
  const line = lines[candidate.first];
  return sure.some(
    (other) =>
      lines[other.first] === line &&
      Math.min(Math.abs(other.first - candidate.last), Math.abs(candidate.first - other.last)) <= LIST_WINDOW,
  );
}

/** True when `written` is `form` with the same letters and case (separators may differ). */
function sameWriting(written: string, form: string): boolean {
  const letters = (value: string) => value.replace(/[^\p{L}\p{N}#+]/gu, '');
  return letters(written) === letters(form);
}
