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
 *    partenaires", "founded 9 years ago", "our clients include"), with the list under it when it
 *    ends with a colon, a line about pay and benefits, and legal or editorial boilerplate (the note
 *    on gendered wording, the notice on the applicant's personal data) are skipped too; so are the
 *    roles listed under a line about the team ("aux côtés de 25 personnes :").
 * 2b. The employer: the line after the title, when the text speaks of it as a firm ("FICO (NYSE:
 *    FICO) is…"). Its name is no skill outside the title, and a sentence whose subject it is
 *    ("Raft is a small business…") is skipped unless it recruits ("EGERIE recrute…").
 * 3. Within a clause (a sentence or list item), a softener makes skills a plus: after "idéalement",
 *    "de préférence", "e.g.", "par exemple", "such as", "tels que"; before "un plus", "apprécié",
 *    "un atout", "souhaité", "is a plus", "preferred", "an advantage", "nice to have"; inside a
 *    bracketed list ending with "etc." or "…". A negation ("not required", "pas nécessaire",
 *    "not in scope") drops the clause's skills, from the whole request. In a clause about working
 *    with others, a skill that qualifies colleagues ("iOS & Android developers") is dropped.
 * 4. A skill both required and a plus is required, unless the plus is said of the item itself
 *    ("PostgreSQL a huge plus" beats PostgreSQL in a stack list; "Spark" under both "Required" and
 *    "Nice to have" stays required).
 * 5. Years: numbers of years in a clause about experience ("au moins 4 ans", "5+ years", "2 à 3 ans"
 *    → 2); a clause asks its first number ("8+ ans en SAP, dont 2 sur S/4" → 8), the request's
 *    minimum is the largest clause's, pluses aside; "débutants acceptés", "entry level" → 0. A
 *    clause that names skills and one number of years gives them that minimum.
 * 6. Spoken languages: a language's name counts when its clause asks for it (a level word:
 *    "courant", "fluent", "C1", "bilingue", "notions"…, or "maîtrise", "indispensable", "required",
 *    "parlé", "written"…); the level is read as JSON Resume fluency words are
 *    (`languageLevelFromFluency`), "maîtrise" / "indispensable" / no level word → full professional.
 * 7. The profession: the title's jobs first; a generic one ("Software Engineer", "Developer") or a
 *    bare role word ("SME") is narrowed by a skill or word of the title ("… - Frontend" → Front-end
 *    developer), then a job given as the post ("en tant qu'Expert BI"), then the role narrowed by
 *    the skill the request names most (`JOB_RANK`, `qualifiedJob`).
 */
import { languageLevelFromFluency } from './json-resume.ts';
import LEXICON from './request-lexicon.json' with { type: 'json' };
import { entriesNamed, findMentions, tokenize, type Mention, type Vocabulary } from './vocabulary.ts';

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
  /** Catalogue jobs, the profession first (rule 7: the title's, narrowed, the post's), then in order of mention. */
  jobs: { id: string; from: RequestWords[] }[];
  /** The years of experience asked (rule 5: the largest clause's), 0 for beginners, null when none is said. */
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

/**
 * A line of legal or editorial boilerplate outside a heading: the note on gendered wording ("les
 * termes employés au masculin…"), the notice on the applicant's personal data ("By applying…",
 * "vos données personnelles"). Skipped as 'legal'.
 */
const LEGAL_LINE = wordsPattern(LEXICON.legalLine, 'anywhere');

/**
 * A line describing the team the person joins ("aux côtés de 25 personnalités", "a team of 8
 * made up of…"): read, but when it ends with a colon, the roles listed under it ("- DevSecOps",
 * "- Développeurs QA") are skipped as 'about': colleagues, not requirements.
 */
const TEAM_LINE = wordsPattern(LEXICON.teamLine, 'anywhere');

/** Words of a clause about working with others ("collaborating with", "en lien avec"). */
const COLLABORATION = wordsPattern(LEXICON.collaboration, 'anywhere');

/** A plural noun of people that a skill may qualify ("iOS developers", "équipes Data"). */
const COLLEAGUES = wordsPattern(LEXICON.colleagues, 'anywhere');
const EVERY_COLLEAGUES = new RegExp(COLLEAGUES.source, 'gu');

/** Words joining two names ("iOS and Android developers"). */
const LIST_WORDS: ReadonlySet<string> = new Set(LEXICON.listWords);

/** Words of a sentence in which the employer recruits ("X recherche", "X is looking for"). */
const RECRUITING = wordsPattern(LEXICON.recruiting, 'anywhere');

/** Legal forms and job-board words after an employer's name ("Dreamix Ltd.", "Raft Company Website"). */
const EMPLOYER_SUFFIX = new RegExp(`(\\s+(${LEXICON.employerSuffixes.join('|')})\\.?)+$`, 'u');

/** What follows an employer's name when the text speaks of it: "X is", "X (NYSE: X) is", "X's". */
const EMPLOYER_CONTEXT = new RegExp(
  `^\\s*(\\([^()]*\\)\\s*)?(${LEXICON.employerContext.join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

/** Words before a job that say it is the post ("en tant que", "as a", "recherche un"), up to two words between. */
const ROLE_PHRASE = new RegExp(
  `(^|[^\\p{L}])(${LEXICON.rolePhrase.join('|')})(\\s+[\\p{L}-]+){0,2}\\s*$`,
  'u',
);

/** A title's role word (key) → the role words tried beside a qualifier ("engineer" → engineer, developer). */
const ROLE_WORDS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(LEXICON.roleWords));

/** Jobs a skill or a domain narrows ("Software engineer" with Python is a Python developer). */
const GENERIC_JOBS: ReadonlySet<string> = new Set(LEXICON.genericJobs);

/** A list item: a line starting with a dash, a bullet or a number ("- Java", "• Go", "3. SQL"). */
const LIST_ITEM = /^\s*([-–—•·▪◦*+]|\d{1,2}[.)])\s/u;

/** Words of a clause asking for a spoken language (with or without a level). */
const LANGUAGE_ASKED = wordsPattern(LEXICON.languageAsked, 'anywhere');

/** Lower case without accents, for the patterns above. ASCII text (most clauses) skips the Unicode work. */
function plain(text: string): string {
  // Stryker disable next-line ConditionalExpression: a fast path only; without it the same result is computed
  if (/^[\t\n\r\x20-\x7e]*$/u.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/’/gu, "'")
    .toLowerCase();
}

/** A line's text without its bullet, emoji and decoration ("🔸 Profil recherché :" → "Profil recherché"). */
function headingText(line: string): string {
  return line.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[\s:：.!?\-–—*#=_]+$/u, '');
}

/**
 * The section a line opens, or null when it is not a heading: a short line (at most 5 words, no
 * final full stop) or the words before a colon (at most 8), starting like a known heading.
 */
function headingSection(line: string): Section | null {
  const colon = line.indexOf(':');
  const text = headingText(colon >= 0 ? line.slice(0, colon) : line);
  const count = text.split(/\s+/u).length;
  if (text === '' || count > (colon >= 0 ? 8 : 5)) return null;
  if (colon < 0 && /\.\s*$/u.test(line)) return null;
  const key = plain(text);
  if (MISSION_HEADING.test(key)) return 'required';
  for (const [section, pattern] of HEADINGS) if (pattern.test(key)) return section;
  return null;
}

/** A span of text read under one rule. */
interface Clause {
  start: number;
  end: number;
  section: Section;
  /** The heading the clause follows on its line ("Expérience : 3 ans"), `plain`. */
  lead?: string;
  /** The clause's text lower case without accents (`plain`), computed once when first read. */
  key?: string;
  /** Whether the clause is about working with others (`COLLABORATION`), computed once. */
  together?: boolean;
}

/** The clause's `plain` text, computed once. */
function clauseKey(text: string, clause: Clause): string {
  clause.key ??= plain(text.slice(clause.start, clause.end));
  return clause.key;
}

/** The clauses of a line: cut after `.`, `!`, `?` or `;` followed by a space, and at bullets. */
function clausesOf(line: string, offset: number, section: Section, lead?: string): Clause[] {
  const clauses: Clause[] = [];
  const clause = (start: number, end: number): Clause => ({ start, end, section, lead });
  let start = 0;
  for (const cut of line.matchAll(/[.!?;](?=\s+\S)|\s[•·▪◦]\s/gu)) {
    const end = cut.index + cut[0].length;
    // "e.g.", "etc.", "i.e.": not the end of a sentence.
    if (/\b(e\.g|i\.e|etc|ex|cf|vs|env|min|max|resp)\.$/iu.test(line.slice(Math.max(0, end - 5), end)))
      continue;
    clauses.push(clause(offset + start, offset + end));
    start = end;
  }
  clauses.push(clause(offset + start, offset + line.length));
  return clauses;
}

/**
 * The employer's name (`plain`, legal form dropped: "Dreamix Ltd." → "dreamix"), read from the line
 * after the title when it is a short name (at most 4 words, no list sign, no heading) that the text
 * speaks of as a firm further on ("FICO (NYSE: FICO) is…", "Dreamix provides…", "EGERIE recrute"),
 * else null. Job boards and pasted postings put the company there.
 */
function employerOf(text: string, line: string): string | null {
  if (LIST_ITEM.test(line) || headingSection(line) !== null) return null;
  const name = plain(line).trim().replace(EMPLOYER_SUFFIX, '');
  if (name.length < 2 || name.split(/\s+/u).length > 4 || /[,:;/|!?()]/u.test(name)) return null;
  // A name written in ASCII is found in the text lower-cased, without `plain` over the whole text;
  // one written with accents ("Société Générale") in the text's `plain` form.
  const key = /^[\x20-\x7e]*$/u.test(line) ? text.toLowerCase() : plain(text);
  for (let at = key.indexOf(name); at >= 0; at = key.indexOf(name, at + 1)) {
    const before = key[at - 1];
    if (before !== undefined && /[\p{L}\p{N}]/u.test(before)) continue;
    if (EMPLOYER_CONTEXT.test(plain(key.slice(at + name.length, at + name.length + 80)))) return name;
  }
  return null;
}

/** True when the clause speaks of the employer, not of the post ("Raft is a small business…"). */
function aboutEmployer(key: string, employer: string | null): boolean {
  if (employer === null) return false;
  const start = key.replace(/^[^\p{L}\p{N}]+/u, '');
  return (
    start.startsWith(employer) &&
    !/^[\p{L}\p{N}]/u.test(start.slice(employer.length)) &&
    !RECRUITING.test(start)
  );
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
  const key = clauseKey(text, clause);
  if (NEGATION.test(key)) return 'dropped';
  const before = plain(text.slice(clause.start, mention.start));
  const after = plain(text.slice(mention.end, clause.end));
  clause.together ??= COLLABORATION.test(key);
  if (clause.together && namesColleagues(before, after)) return 'dropped';
  if (SOFT_BEFORE.test(before) || SOFT_AFTER.test(after) || inExampleBrackets(text, clause, mention)) {
    return 'niceByItem';
  }
  return clause.section === 'nice' ? 'niceBySection' : 'required';
}

/**
 * True when a mention qualifies colleagues ("iOS & android developers", "les développeurs Java"):
 * a plural noun of people (`colleagues`) right after it or right before it, with no comma and at
 * most one more name between. Called only in a clause about working with others.
 */
function namesColleagues(before: string, after: string): boolean {
  // Between the noun and the mention: signs, "and"/"et", and one more name ("iOS & android developers").
  const few = (between: string) =>
    /^[\s&/+\p{L}.-]*$/u.test(between) &&
    (between.match(/\p{L}+/gu) ?? []).filter((word) => !LIST_WORDS.has(word)).length <= 1;
  const next = /[^,;()]*/u.exec(after)![0];
  const noun = COLLEAGUES.exec(next);
  if (noun !== null && few(next.slice(0, noun.index))) return true;
  const previous = /[^,;()]*$/u.exec(before)![0];
  const last = [...previous.matchAll(EVERY_COLLEAGUES)].at(-1);
  return last !== undefined && few(previous.slice(last.index + last[0].length));
}

/** The years asked in a clause about experience, in text order, with their words. */
function yearsIn(text: string, clause: Clause): { years: number; from: RequestWords }[] {
  const body = text.slice(clause.start, clause.end);
  const key = `${clause.lead ?? ''} ${clauseKey(text, clause)}`;
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
  return found;
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
  let employer: string | null = null;
  let lineIndex = 0;
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
    lineIndex += 1;
    if (lineIndex === 1) {
      titleEnd = lineStart + line.length;
      clauses.push({ start: lineStart, end: titleEnd, section: 'required' });
      continue;
    }
    if (lineIndex === 2) {
      employer = employerOf(text, line);
      if (employer !== null) {
        skip(lineStart, line, 'about');
        continue;
      }
    }
    const opened = headingSection(line);
    if (opened !== null) {
      section = opened;
      // A heading may carry items after its colon ("Must have: Java, Spring", "Expérience : 3 ans").
      const colon = line.indexOf(':');
      if (colon >= 0 && !isSkipped(section)) {
        const lead = plain(line.slice(0, colon));
        clauses.push(...clausesOf(line.slice(colon + 1), lineStart + colon + 1, section, lead));
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
    // The team's line is read (its ways of working count), the roles listed under it are not.
    if (TEAM_LINE.test(key)) firmList = /:\s*$/u.test(line);
    if (BENEFITS_LINE.test(key)) {
      skip(lineStart, line, 'benefits');
      continue;
    }
    if (LEGAL_LINE.test(key)) {
      skip(lineStart, line, 'legal');
      continue;
    }
    for (const clause of clausesOf(line, lineStart, section)) {
      if (aboutEmployer(clauseKey(text, clause), employer))
        skip(clause.start, text.slice(clause.start, clause.end), 'about');
      else clauses.push(clause);
    }
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
  // In order of first mention (the narrowed job last: its rank is its own); the sort by rank is stable.
  const jobs = new Map<string, { id: string; from: RequestWords[]; rank: number }>();
  const languages = new Map<string, RequestedLanguage>();
  /** Skills a clause says are not asked ("MuleSoft … is not in scope"): not asked anywhere. */
  const negated = new Set<string>();
  for (const mention of mentions) {
    const clause = clauseOf(mention);
    if (!clause) continue;
    // The employer's own name is not a skill ("FICO" the firm, not SAP FI/CO), but in the title.
    if (mention.end > titleEnd && plain(mention.written) === employer) continue;
    if (mention.kind === 'skill') {
      const weight = mentionWeight(text, clause, mention);
      if (weight === 'dropped') {
        if (NEGATION.test(clauseKey(text, clause))) negated.add(mention.id);
        continue;
      }
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
        const inTitle = mention.end <= titleEnd;
        const asPost = ROLE_PHRASE.test(
          plain(text.slice(Math.max(clause.start, mention.start - 60), mention.start)),
        );
        jobs.set(mention.id, {
          id: mention.id,
          from: [words(text, mention)],
          rank: inTitle
            ? GENERIC_JOBS.has(mention.id)
              ? JOB_RANK.genericTitle
              : JOB_RANK.title
            : asPost
              ? JOB_RANK.post
              : JOB_RANK.text,
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
  for (const id of negated) skills.delete(id);

  // The profession: a title's role word narrowed by a skill ("Java FS Developer" → Java developer).
  if (![...jobs.values()].some((job) => job.rank === JOB_RANK.title)) {
    const narrowed = qualifiedJob(
      vocabulary,
      text,
      titleEnd,
      mentions.filter((mention) => skills.has(mention.id)),
    );
    if (narrowed) {
      const held = jobs.get(narrowed.id);
      if (held) held.rank = Math.min(held.rank, narrowed.rank);
      else jobs.set(narrowed.id, narrowed);
    }
  }

  // Years: each clause asks its own minimum, its first number ("8+ ans en SAP, dont 2 sur S/4" → 8;
  // "2 à 5 ans" → 2); a candidate must meet them all, so the request's minimum is the largest
  // ("5+ years of network engineering", "1+ year of Cisco SDA" → 5). Not a number in a "Nice to
  // have" section or after a softener ("idéalement 10 ans").
  let minYears: { years: number; from: RequestWords } | null = null;
  for (const clause of clauses) {
    const found = yearsIn(text, clause);
    const first = found[0];
    const softened =
      first !== undefined &&
      (clause.section === 'nice' || SOFT_BEFORE.test(plain(text.slice(clause.start, first.from.start))));
    if (first && !softened && (minYears === null || first.years > minYears.years)) minYears = first;
    if (found.length === 1 && first) {
      for (const skill of skills.values()) {
        if (skill.from.some((from) => from.start >= clause.start && from.end <= clause.end)) {
          skill.minYears = Math.max(skill.minYears ?? 0, first.years);
        }
      }
    }
    if (BEGINNERS.test(clauseKey(text, clause))) {
      minYears = { years: 0, from: words(text, clause) };
    }
  }

  return {
    skills: [...skills.values()],
    jobs: [...jobs.values()].sort((a, b) => a.rank - b.rank).map(({ id, from }) => ({ id, from })),
    minYears: minYears?.years ?? null,
    minYearsFrom: minYears?.from ?? null,
    languages: [...languages.values()],
    skipped,
  };
}

/**
 * How the jobs of a request are ordered (issue #27 §3), first first: a job the title names; one a
 * title's role word names once narrowed by a word or skill of the title (`qualifiedJob`); a
 * generic job of the title ("Software engineer"); a job the text gives as the post ("en tant
 * qu'Expert BI", "as a Data engineer"); one narrowed by the request's other skills; any other.
 */
const JOB_RANK = { title: 0, narrowedTitle: 1, genericTitle: 2, post: 3, narrowedText: 4, text: 5 } as const;

/**
 * The catalogue job a role word narrowed by a skill names (issue #27 §3), or null: a title's role
 * word ("Developer", "Software Engineer", "SME", "Ingénieur"; `roleWords` of request-lexicon.json,
 * each with the role words tried in its place) beside a qualifier — the title's skills as written
 * and by their first word ("Salesforce Marketing Cloud Developer" → Salesforce developer), the
 * title's other words nearest first ("Software Engineer II - Frontend" → Frontend engineer), then
 * the request's skills, most named first ("IT Engineer II" asking ABAP throughout → ABAP
 * developer). With no role word in the title, the default roles (`defaultRoles`) with the
 * request's skills. A generic job (`genericJobs`) is not a narrowing. `skillMentions`: the
 * mentions of the skills the request asks, in text order.
 */
function qualifiedJob(
  vocabulary: Vocabulary,
  text: string,
  titleEnd: number,
  skillMentions: readonly Mention[],
): { id: string; from: RequestWords[]; rank: number } | null {
  const title = tokenize(text.slice(0, Math.max(0, titleEnd)));
  const roleAt = title.findIndex((token) => ROLE_WORDS.has(token.key));
  const roles = roleAt >= 0 ? ROLE_WORDS.get(title[roleAt]!.key)! : LEXICON.defaultRoles;
  const qualifiers: { written: string; from: RequestWords; inTitle: boolean }[] = [];
  const add = (mention: { start: number; end: number }) => {
    const written = text.slice(mention.start, mention.end);
    const inTitle = mention.end <= titleEnd;
    qualifiers.push({ written, from: words(text, mention), inTitle });
    const first = tokenize(written)[0];
    if (first && first.written !== written) {
      qualifiers.push({
        written: first.written,
        from: words(text, { start: mention.start, end: mention.start + first.end }),
        inTitle,
      });
    }
  };
  for (const mention of skillMentions) if (mention.end <= titleEnd) add(mention);
  if (roleAt >= 0) {
    const others = title
      .map((token, index) => ({ token, distance: Math.abs(index - roleAt) }))
      .filter(({ token }) => !ROLE_WORDS.has(token.key))
      .sort((a, b) => a.distance - b.distance);
    for (const { token } of others) {
      qualifiers.push({ written: token.written, from: words(text, token), inTitle: true });
    }
  }
  const counts = new Map<string, { mention: Mention; count: number }>();
  for (const mention of skillMentions) {
    const held = counts.get(mention.id);
    if (held) held.count += 1;
    else counts.set(mention.id, { mention, count: 1 });
  }
  for (const { mention } of [...counts.values()].sort((a, b) => b.count - a.count)) add(mention);
  for (const qualifier of qualifiers) {
    for (const role of roles) {
      for (const term of [`${qualifier.written} ${role}`, `${role} ${qualifier.written}`]) {
        const id = entriesNamed(vocabulary, term, 'job')[0];
        if (id === undefined || GENERIC_JOBS.has(id)) continue;
        const from = roleAt >= 0 ? [words(text, title[roleAt]!), qualifier.from] : [qualifier.from];
        return {
          id,
          from: from.sort((a, b) => a.start - b.start),
          rank: roleAt >= 0 && qualifier.inTitle ? JOB_RANK.narrowedTitle : JOB_RANK.narrowedText,
        };
      }
    }
  }
  return null;
}

function isSkipped(section: Section): section is SkippedReason {
  return section === 'about' || section === 'benefits' || section === 'process' || section === 'legal';
}

/** The level a clause asks for a language it names, or null when it does not ask for it. */
function askedLevel(clause: string): RequestedLanguage['level'] | null {
  if (!LANGUAGE_ASKED.test(clause)) return null;
  const read = languageLevelFromFluency(clause)?.level;
  return read === 'notions' || read === 'limited_professional' || read === 'bilingual_native'
    ? read
    : 'full_professional';
}
