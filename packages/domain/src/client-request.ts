/**
 * Reading a client request as a staffing manager reads it (issue #27 §3): which catalogue skills
 * it requires and which are only a plus, the minimum years of experience, the spoken languages and
 * their level, the profession, and what it says that is not a requirement (the firm's blurb, its
 * partners, benefits, the recruitment process, legal notices). Every understood item keeps the
 * words of the request it came from, so the panel shows them and HR corrects them before ranking.
 *
 * How (one pass over the lines, the vocabulary's `findMentions` for the names):
 * 1. The first line is the title: its skills are required, its jobs come first.
 * 2. A heading line ("Profil recherché", "Nice to have", "Qui sommes-nous ?", "Benefits") opens a
 *    section: requirements, pluses, mission (read as requirements), or skipped (about the firm,
 *    partners, benefits, process, legal). Lines under no heading are requirements. Outside
 *    headings, a line presenting the firm ("plus de 200 collaborateurs", "founded in 2008", "nos
 *    partenaires"), with the list under it when it ends with a colon, and a line about pay and
 *    benefits are skipped too.
 * 3. Within a clause (a sentence or list item), a softener makes skills a plus: after "idéalement",
 *    "de préférence", "e.g.", "par exemple", "such as", "tels que"; before "un plus", "apprécié",
 *    "un atout", "souhaité", "is a plus", "preferred", "an advantage", "nice to have"; inside a
 *    bracketed list ending with "etc." or "…". A negation ("not required", "pas nécessaire",
 *    "not in scope") drops the clause's skills.
 * 4. A skill both required and a plus is required, unless the plus is said of the item itself
 *    ("PostgreSQL a huge plus" beats PostgreSQL in a stack list; "Spark" under both "Required" and
 *    "Nice to have" stays required).
 * 5. Years: numbers of years in a clause about experience ("au moins 4 ans", "5+ years", "2 à 3 ans"
 *    → 2); the request's minimum is the smallest; "débutants acceptés", "entry level" → 0. A
 *    clause that names skills and one number of years gives them that minimum.
 * 6. Spoken languages: a language's name counts when its clause asks for it (a level word:
 *    "courant", "fluent", "C1", "bilingue", "notions"…, or "maîtrise", "indispensable", "required",
 *    "parlé", "written"…); the level is read as JSON Resume fluency words are
 *    (`languageLevelFromFluency`), "maîtrise" / "indispensable" / no level word → full professional.
 */
import { languageLevelFromFluency } from './json-resume.ts';
import LEXICON from './request-lexicon.json' with { type: 'json' };
import { findMentions, type Mention, type Vocabulary } from './vocabulary.ts';

/** Where an understood item was read: offsets in the request's text and the words there. */
export interface RequestWords {
  start: number;
  end: number;
  written: string;
}

/** A skill the request asks for. */
export interface RequestedSkill {
  id: string;
  required: boolean;
  /** Years of use the request asks for this skill, when it says. */
  minYears?: number;
  from: RequestWords[];
}

/** A spoken language the request asks for, with the level asked (spec §3 levels). */
export interface RequestedLanguage {
  code: string;
  level: 'notions' | 'limited_professional' | 'full_professional' | 'bilingual_native';
  from: RequestWords[];
}

/** Why a part of the request was not read for requirements. */
export type SkippedReason = 'about' | 'benefits' | 'process' | 'legal';

/** What a request says, as `readClientRequest` understands it. */
export interface UnderstoodRequest {
  /** Skills in order of first mention. */
  skills: RequestedSkill[];
  /** Catalogue jobs: those of the title first, then the others, in order of mention. */
  jobs: { id: string; from: RequestWords[] }[];
  /** The smallest number of years of experience asked, 0 for beginners, null when none is said. */
  minYears: number | null;
  minYearsFrom: RequestWords | null;
  languages: RequestedLanguage[];
  /** The parts not read for requirements (offsets of whole sections) and why. */
  skipped: { start: number; end: number; reason: SkippedReason }[];
}

type Section = 'required' | 'nice' | SkippedReason;

/**
 * A pattern matching any of `words` (regular-expression alternatives of request-lexicon.json) as
 * whole words: `at` 'start' anchors it to the start of the text, 'whole' to the whole text,
 * 'start-prefix' to the start without a word end after it, 'anywhere-prefix' anywhere without a
 * word end after it (for words ending with a sign, "e.g.").
 */
function wordsPattern(
  words: readonly string[],
  at: 'start' | 'whole' | 'start-prefix' | 'anywhere' | 'anywhere-prefix',
): RegExp {
  const body = `(${words.join('|')})`;
  const source = {
    start: `^${body}\\b`,
    whole: `^${body}$`,
    'start-prefix': `^${body}`,
    anywhere: `\\b${body}\\b`,
    'anywhere-prefix': `\\b${body}`,
  }[at];
  return new RegExp(source, 'u');
}

const HEADING_WORDS = LEXICON.headings;

/**
 * Section headings, tested on a heading's words (lower case, no accents) from its start; some
 * openings of a sentence ("vous avez", "you are") only when they are the whole heading.
 */
const HEADINGS: readonly (readonly [Section, RegExp])[] = [
  ['about', wordsPattern(HEADING_WORDS.about, 'start')],
  ['benefits', wordsPattern(HEADING_WORDS.benefits, 'start')],
  ['process', wordsPattern(HEADING_WORDS.process, 'start')],
  ['legal', wordsPattern(HEADING_WORDS.legal, 'start-prefix')],
  ['nice', wordsPattern(HEADING_WORDS.nice, 'start')],
  ['required', wordsPattern(HEADING_WORDS.required, 'start')],
  ['required', wordsPattern(HEADING_WORDS.requiredWhole, 'whole')],
];

/** Headings of the mission: read as requirements ("Responsabilités", "What you'll do"). */
const MISSION_HEADING = wordsPattern(HEADING_WORDS.mission, 'start');

/** Words that make the skills after them a plus, within their clause ("idéalement", "e.g."). */
const SOFT_BEFORE = wordsPattern(LEXICON.softBefore, 'anywhere-prefix');
/** Words that make the skills before them a plus, within their clause ("un plus", "preferred"). */
const SOFT_AFTER = wordsPattern(LEXICON.softAfter, 'anywhere');
/** Words that drop the skills of their clause ("not required", "pas nécessaire"). */
const NEGATION = wordsPattern(LEXICON.negation, 'anywhere');

/** A number of years: "4 ans", "5+ years", "2 à 3 ans", "3-5 yrs", "10 années". */
const YEARS =
  /(?<![\p{L}\p{N}])(\d{1,2})\s*\+?\s*(?:(?:a|à|-|–|to|ou|or)\s*\d{1,2}\s*\+?\s*)?(?:ans|an|ann[ée]es|years?|yrs?)(?![\p{L}\p{N}])/gu;
/** A clause about experience, where a number of years is a minimum asked. */
const EXPERIENCE = wordsPattern(LEXICON.experience, 'anywhere');
/** Beginners welcome: the minimum is 0. */
const BEGINNERS = wordsPattern(LEXICON.beginners, 'anywhere');

/**
 * A line presenting the firm rather than the job ("plus de 2 300 consultants", "nous accompagnons
 * nos clients", "founded in 2008", "nos partenaires éditeurs"): skipped, and when it ends with a
 * colon, so are the list items under it (the firm's practices or partners).
 */
const FIRM_LINE = wordsPattern(LEXICON.firmLine, 'anywhere');

/** A line about pay and benefits ("mutuelle", "tickets restaurant", "401k", "training budget"). */
const BENEFITS_LINE = wordsPattern(LEXICON.benefitsLine, 'anywhere');

/** A list item: a line starting with a dash, a bullet or a number ("- Java", "• Go", "3. SQL"). */
const LIST_ITEM = /^\s*([-–—•·▪◦*+]|\d{1,2}[.)])\s/u;

/** Words of a clause asking for a spoken language (with or without a level). */
const LANGUAGE_ASKED = wordsPattern(LEXICON.languageAsked, 'anywhere');

/** Lower case without accents, for the patterns above. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A line's text without its bullet, emoji and decoration ("🔸 Profil recherché :" → "Profil recherché"). */
function headingText(line: string): string {
  return line
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[\s:：.!?\-–—*#=_]+$/u, '')
    .trim();
}

/**
 * The section a line opens, or null when it is not a heading: a short line (at most 5 words, no
 * final full stop) or the words before a colon (at most 8), starting like a known heading.
 */
function headingSection(line: string): Section | 'mission' | null {
  const colon = line.indexOf(':');
  const text = headingText(colon >= 0 ? line.slice(0, colon) : line);
  const count = text.split(/\s+/u).length;
  if (text === '' || count > (colon >= 0 ? 8 : 5)) return null;
  if (colon < 0 && /\.\s*$/u.test(line)) return null;
  const key = plain(text);
  if (MISSION_HEADING.test(key)) return 'mission';
  for (const [section, pattern] of HEADINGS) if (pattern.test(key)) return section;
  return null;
}

/** A span of text read under one rule. */
interface Clause {
  start: number;
  end: number;
  section: Section;
  /** The clause's text lower case without accents (`plain`), computed once when first read. */
  key?: string;
}

/** The clause's `plain` text, computed once. */
function clauseKey(text: string, clause: Clause): string {
  clause.key ??= plain(text.slice(clause.start, clause.end));
  return clause.key;
}

/** The clauses of a line: cut after `.`, `!`, `?` or `;` followed by a space, and at bullets. */
function clausesOf(line: string, offset: number, section: Section): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  for (const cut of line.matchAll(/[.!?;](?=\s+\S)|\s[•·▪◦]\s/gu)) {
    const end = cut.index + cut[0].length;
    // "e.g.", "etc.", "i.e.": not the end of a sentence.
    if (/\b(e\.g|i\.e|etc|ex|cf|vs|env|min|max|resp)\.$/iu.test(line.slice(Math.max(0, end - 5), end)))
      continue;
    clauses.push({ start: offset + start, end: offset + end, section });
    start = end;
  }
  clauses.push({ start: offset + start, end: offset + line.length, section });
  return clauses;
}

const words = (text: string, mention: { start: number; end: number }): RequestWords => ({
  start: mention.start,
  end: mention.end,
  written: text.slice(mention.start, mention.end),
});

/** True when the mention lies in a bracketed list ending with "etc." or "…" (examples). */
function inExampleBrackets(text: string, clause: Clause, mention: Mention): boolean {
  const open = text.lastIndexOf('(', mention.start);
  if (open < clause.start) return false;
  const close = text.indexOf(')', mention.end);
  if (close < 0 || close > clause.end) return false;
  if (text.slice(open, mention.start).includes(')')) return false;
  return /(\betc\b|…|\.\.\.)/u.test(text.slice(open, close));
}

/**
 * How a clause's rule makes a mention: required, a plus by its section ("Nice to have"), a plus by
 * its own words ("PostgreSQL a huge plus", "idéalement Django", "(MongoDB, Couchbase, etc.)"), or
 * dropped (a negation).
 */
function mentionWeight(
  text: string,
  clause: Clause,
  mention: Mention,
): 'required' | 'niceBySection' | 'niceByItem' | 'dropped' {
  if (NEGATION.test(clauseKey(text, clause))) return 'dropped';
  const before = plain(text.slice(clause.start, mention.start));
  const after = plain(text.slice(mention.end, clause.end));
  if (SOFT_BEFORE.test(before) || SOFT_AFTER.test(after) || inExampleBrackets(text, clause, mention)) {
    return 'niceByItem';
  }
  return clause.section === 'nice' ? 'niceBySection' : 'required';
}

/** The years asked in a clause about experience, smallest first, with their words. */
function yearsIn(text: string, clause: Clause): { years: number; from: RequestWords }[] {
  const body = text.slice(clause.start, clause.end);
  const key = clauseKey(text, clause);
  if (!EXPERIENCE.test(key) && !/\+\s*(ans|years?|yrs?)\b/u.test(key)) return [];
  const found: { years: number; from: RequestWords }[] = [];
  for (const match of body.toLowerCase().matchAll(YEARS)) {
    const years = Number(match[1]);
    if (years > 25) continue;
    const start = clause.start + match.index;
    found.push({
      years,
      from: { start, end: start + match[0].length, written: text.slice(start, start + match[0].length) },
    });
  }
  return found.sort((a, b) => a.years - b.years);
}

/**
 * Reads a client request (issue #27 §3; rules in this module's header). `vocabulary` must hold the
 * skills, jobs and spoken languages (`buildVocabulary`). Pure; linear in the text (a
 * 20,000-character request reads in milliseconds).
 */
export function readClientRequest(vocabulary: Vocabulary, text: string): UnderstoodRequest {
  const clauses: Clause[] = [];
  const skipped: UnderstoodRequest['skipped'] = [];
  let section: Section = 'required';
  let offset = 0;
  let titleEnd = -1;
  /** After a firm's line ending with a colon: its list items are the firm's too. */
  let firmList = false;
  const skip = (lineStart: number, line: string, reason: SkippedReason) => {
    const last = skipped.at(-1);
    if (last && last.reason === reason && last.end >= lineStart - 1) last.end = lineStart + line.length;
    else skipped.push({ start: lineStart, end: lineStart + line.length, reason });
  };
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    if (line.trim() === '') continue;
    if (firmList && LIST_ITEM.test(line)) {
      skip(lineStart, line, 'about');
      continue;
    }
    firmList = false;
    if (titleEnd < 0) {
      titleEnd = lineStart + line.length;
      clauses.push({ start: lineStart, end: titleEnd, section: 'required' });
      continue;
    }
    const opened = headingSection(line);
    if (opened !== null) {
      section = opened === 'mission' ? 'required' : opened;
      // A heading may carry items after its colon ("Must have: Java, Spring").
      const colon = line.indexOf(':');
      if (colon >= 0 && colon < line.length - 1 && !isSkipped(section)) {
        clauses.push(...clausesOf(line.slice(colon + 1), lineStart + colon + 1, section));
      }
      if (isSkipped(section)) skip(lineStart, line, section);
      continue;
    }
    if (isSkipped(section)) {
      skip(lineStart, line, section);
      continue;
    }
    const key = plain(line);
    if (FIRM_LINE.test(key)) {
      skip(lineStart, line, 'about');
      firmList = /:\s*$/u.test(line);
      continue;
    }
    if (BENEFITS_LINE.test(key)) {
      skip(lineStart, line, 'benefits');
      continue;
    }
    clauses.push(...clausesOf(line, lineStart, section));
  }

  const mentions = findMentions(vocabulary, text);
  // Clauses and mentions are both in text order: one walk finds each mention's clause.
  let walk = 0;
  const clauseOf = (mention: Mention): Clause | undefined => {
    while (walk < clauses.length && clauses[walk]!.end < mention.end) walk += 1;
    const clause = clauses[walk];
    return clause && mention.start >= clause.start ? clause : undefined;
  };

  const skills = new Map<string, RequestedSkill>();
  // Rule 4: a plus by its own words beats a neutral mention; a neutral one beats a "Nice to have" section.
  const weights = new Map<string, Set<'required' | 'niceBySection' | 'niceByItem'>>();
  const jobs = new Map<string, { id: string; from: RequestWords[]; inTitle: boolean; order: number }>();
  const languages = new Map<string, RequestedLanguage>();
  for (const mention of mentions) {
    const clause = clauseOf(mention);
    if (!clause) continue;
    if (mention.kind === 'skill') {
      const weight = mentionWeight(text, clause, mention);
      if (weight === 'dropped') continue;
      const held = weights.get(mention.id);
      if (held) {
        held.add(weight);
        skills.get(mention.id)!.from.push(words(text, mention));
      } else {
        weights.set(mention.id, new Set([weight]));
        skills.set(mention.id, { id: mention.id, required: false, from: [words(text, mention)] });
      }
    } else if (mention.kind === 'job') {
      const held = jobs.get(mention.id);
      if (held) held.from.push(words(text, mention));
      else {
        jobs.set(mention.id, {
          id: mention.id,
          from: [words(text, mention)],
          inTitle: mention.end <= titleEnd,
          order: jobs.size,
        });
      }
    } else {
      const level = askedLevel(clauseKey(text, clause));
      if (level === null) continue;
      const held = languages.get(mention.id);
      if (held) held.from.push(words(text, mention));
      else languages.set(mention.id, { code: mention.id, level, from: [words(text, mention)] });
    }
  }

  for (const [id, held] of weights) {
    skills.get(id)!.required = held.has('required') && !held.has('niceByItem');
  }

  // Years: the request's minimum, and a clause's number for the skills it names.
  let minYears: { years: number; from: RequestWords } | null = null;
  for (const clause of clauses) {
    const found = yearsIn(text, clause);
    const smallest = found[0];
    if (smallest && (minYears === null || smallest.years < minYears.years)) minYears = smallest;
    if (found.length === 1 && smallest) {
      for (const skill of skills.values()) {
        if (skill.from.some((from) => from.start >= clause.start && from.end <= clause.end)) {
          skill.minYears = Math.max(skill.minYears ?? 0, smallest.years);
        }
      }
    }
    if (BEGINNERS.test(clauseKey(text, clause))) {
      minYears = { years: 0, from: words(text, clause) };
    }
  }

  return {
    skills: [...skills.values()],
    jobs: [...jobs.values()]
      .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.order - b.order)
      .map(({ id, from }) => ({ id, from })),
    minYears: minYears?.years ?? null,
    minYearsFrom: minYears?.from ?? null,
    languages: [...languages.values()],
    skipped,
  };
}

function isSkipped(section: Section): section is SkippedReason {
  return section === 'about' || section === 'benefits' || section === 'process' || section === 'legal';
}

/** The level a clause asks for a language it names, or null when it does not ask for it. */
function askedLevel(clause: string): RequestedLanguage['level'] | null {
  if (!LANGUAGE_ASKED.test(clause)) return null;
  const read = languageLevelFromFluency(clause)?.level;
  return read === 'notions' ||
    read === 'limited_professional' ||
    read === 'bilingual_native' ||
    read === 'full_professional'
    ? read
    : 'full_professional';
}
