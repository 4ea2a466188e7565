/**
 * Education and certifications as CVs write them (issue #28 §1 "education and certifications"):
 * "2015 – 2017\tMaster MIAGE — Université de Nantes", "PhD Princeton University, Computer Science",
 * "University of Toronto – Honours Bachelor of Arts", "Diplôme d'ingénieur" over "INSA Rennes — 2016",
 * "AWS Certified Solutions Architect – Associate (2020)", a "Diplômes et certifications" section
 * mixing both. Entries are told apart by layout and dates, a diploma's title from its school and a
 * certification from a diploma by words that are data (cv-lexicon.json `education`).
 */
import lexicon from './cv-lexicon.json' with { type: 'json' };
import { findDateRanges, type CvDateRange } from './dates.ts';
import { fold } from './fold.ts';
import type { CvLine, CvSection } from './layout.ts';
import { joinLines } from './paragraphs.ts';

/** A diploma read from a CV: each field as written, or null when the entry does not give it. */
export interface CvEducationRead {
  /** The degree as written ("Master 2 MIAGE", "Diplôme d'ingénieur", "BS in Computer Science"). */
  title: string | null;
  /** The school as written ("Université de Nantes", "Princeton University"). */
  school: string | null;
  /** The graduation (end) year, an expected one included; null when ongoing or undated. */
  year: number | null;
  /** Its month 1–12 when the CV writes one ("juillet 2008"), else null. */
  month: number | null;
  /** 0..1 per field: how sure the reading is (0 for a null field). */
  confidence: { title: number; school: number; year: number };
  /** The entry's lines as written, one per line. */
  source: string;
}

/** A certification read from a CV. */
export interface CvCertificationRead {
  /** The certification as written ("AWS Certified Solutions Architect – Associate", "PSM I"). */
  title: string;
  /** The body that delivered it, when written apart ("Amazon Web Services", "Coursera"), else null. */
  issuer: string | null;
  /** The year obtained (the end of a range), or null. */
  year: number | null;
  /** Its month 1–12 when the CV writes one, else null. */
  month: number | null;
  /** 0..1 per field (0 for a null field). */
  confidence: { title: number; issuer: number; year: number };
  /** The entry's lines as written, one per line. */
  source: string;
}

/** What one word of a text names, from the lexicon. */
type Feature = 'degree' | 'school' | 'certification' | 'issuer';

interface Word {
  /** Folded, dots dropped: "Ph.D." → "phd". */
  key: string;
  from: number;
  to: number;
  /** The word as written, dots dropped ("PhD"). */
  plain: string;
}

/** A span of a text named by the lexicon. */
interface Mention {
  feature: Feature;
  /** Offsets in the text. */
  from: number;
  to: number;
}

// Stryker disable next-line Regex: the word shape is read by every test of this file
const WORD = /\p{L}(?:[\p{L}\p{N}]|[.-](?=[\p{L}\p{N}]))*\.?|\p{N}+/gu;

/** The words of `text`, with their offsets. */
function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => {
    const plain = match[0].replace(/\./gu, '');
    return { key: fold(plain), from: match.index, to: match.index + match[0].length, plain };
  });
}

/** A lexicon phrase as its word keys ("diplôme d'ingénieur" → ["diplome", "d", "ingenieur"]). */
const phrase = (text: string): string[] => wordsOf(text).map((word) => word.key);

interface Phrase {
  feature: Feature;
  keys: string[];
  /** Counts only at the start of a part ("Licence Informatique", not "forklift licence"). */
  leading: boolean;
  /** Counts only written with two capitals or more ("BA", "MSc"; not "but"). */
  capitals: boolean;
}

const PHRASES: readonly Phrase[] = [
  ...lexicon.education.degrees.map((text) => ({
    feature: 'degree' as const,
    keys: phrase(text),
    leading: false,
    capitals: false,
  })),
  ...lexicon.education.leadingDegrees.map((text) => ({
    feature: 'degree' as const,
    keys: phrase(text),
    leading: true,
    capitals: false,
  })),
  ...lexicon.education.degreeAbbreviations.map((text) => ({
    feature: 'degree' as const,
    keys: phrase(text),
    leading: false,
    capitals: true,
  })),
  ...lexicon.education.certifications.map((text) => ({
    feature: 'certification' as const,
    keys: phrase(text),
    leading: false,
    capitals: false,
  })),
  ...lexicon.education.issuers.map((text) => ({
    feature: 'issuer' as const,
    keys: phrase(text),
    leading: false,
    capitals: false,
  })),
  ...lexicon.education.schools.map((text) => ({
    feature: 'school' as const,
    keys: phrase(text),
    leading: false,
    capitals: false,
  })),
]
  // Longest first; at equal length a diploma before a certification before a school: "Licence
  // Informatique" is a diploma, "forklift licence" (not leading) a certification.
  .sort((a, b) => b.keys.length - a.keys.length || Number(b.leading) - Number(a.leading));

const CERTIFICATION_PATTERNS = lexicon.education.certificationPatterns.map(
  (source) => new RegExp(source, 'gu'),
);

/** True when the word at `index` opens its part: first, or after a separator or a number. */
function leads(text: string, words: readonly Word[], index: number): boolean {
  if (index === 0) return true;
  const previous = words[index - 1]!;
  return (
    /^\p{N}+$/u.test(previous.plain) || /[—–\-|;,:(\t·•]/u.test(text.slice(previous.to, words[index]!.from))
  );
}

/** True when `phrase` is written at word `index` of `words`. */
function matchesAt(text: string, words: readonly Word[], index: number, candidate: Phrase): boolean {
  if (candidate.keys.some((key, offset) => words[index + offset]?.key !== key)) return false;
  if (candidate.leading && !leads(text, words, index)) return false;
  // A diploma's word in lower case inside a sentence is a word ("help you master tough subjects").
  const lower = !/^\p{Lu}/u.test(words[index]!.plain);
  if (candidate.feature === 'degree' && lower && !leads(text, words, index)) return false;
  return !candidate.capitals || (words[index]!.plain.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
}

/**
 * The lexicon's mentions in `text`, left to right: the certification patterns (exam codes,
 * acronyms) first, then at each word the longest phrase of any kind; a word is read once.
 */
function mentionsOf(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const pattern of CERTIFICATION_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      mentions.push({ feature: 'certification', from: match.index, to: match.index + match[0].length });
    }
  }
  const words = wordsOf(text);
  const taken = (word: Word) => mentions.some((mention) => word.from < mention.to && word.to > mention.from);
  for (let index = 0; index < words.length; index += 1) {
    if (taken(words[index]!)) continue;
    const found = PHRASES.find((candidate) => matchesAt(text, words, index, candidate));
    if (found === undefined) continue;
    const last = words[index + found.keys.length - 1]!;
    mentions.push({ feature: found.feature, from: words[index]!.from, to: last.to });
    index += found.keys.length - 1;
  }
  return mentions.sort((a, b) => a.from - b.from);
}

const has = (mentions: readonly Mention[], feature: Feature) =>
  mentions.some((mention) => mention.feature === feature);
/** A certification's words, or a body that delivers them ("Coursera"). */
const certified = (mentions: readonly Mention[]) => has(mentions, 'certification') || has(mentions, 'issuer');

/** True when `text` starts with one of `phrases` (folded words). */
function startsWithPhrase(text: string, phrases: readonly string[]): boolean {
  const keys = wordsOf(text).map((word) => word.key);
  return phrases.some((candidate) => {
    const wanted = phrase(candidate);
    return wanted.every((key, offset) => keys[offset] === key);
  });
}

/** True when every word of `text` is one of `phrases`' words ("obtention prévue en"). */
function onlyWordsOf(text: string, phrases: readonly string[]): boolean {
  const known = new Set(phrases.flatMap(phrase));
  const words = wordsOf(text);
  return words.length > 0 && words.every((word) => known.has(word.key));
}

/** One line, or lines of one wrapped paragraph, of an education section. */
interface Row {
  text: string;
  lines: CvLine[];
  listItem: boolean;
  ranges: CvDateRange[];
  /** What the lexicon names in the text, its type tags aside. */
  mentions: Mention[];
  /** The text without its dates and type tags, trimmed of separators: '' for a line of dates only. */
  rest: string;
  /** The kind a type-tag cell of the row says ("Diplôme", "Certification"), or null. */
  tag: 'diploma' | 'certification' | null;
}

const TYPE_TAGS: readonly ['diploma' | 'certification', ReadonlySet<string>][] = [
  ['diploma', new Set(lexicon.education.typeTags.diploma)],
  ['certification', new Set(lexicon.education.typeTags.certification)],
];

/** The kind a part of a row names when it is only a type tag ("Certification"), else null. */
function tagOf(part: string): 'diploma' | 'certification' | null {
  const key = fold(part).trim();
  return TYPE_TAGS.find(([, words]) => words.has(key))?.[0] ?? null;
}

const SEPARATORS = /^[\s,;:—–\-|·•/]+|[\s,;:—–\-|·•/]+$/gu;

/** `text` with its dates taken out (each a tab, a strong separator) and empty brackets dropped. */
function withoutDates(text: string, ranges: readonly CvDateRange[]): string {
  let rest = text;
  for (const range of [...ranges].reverse()) rest = `${rest.slice(0, range.from)}\t${rest.slice(range.to)}`;
  return rest.replace(/\(\s*\t\s*\)|\[\s*\t\s*\]/gu, '\t');
}

function rowOf(lines: CvLine[]): Row {
  const text = lines.length === 1 ? lines[0]!.text : joinLines(lines);
  const ranges = findDateRanges(text);
  // A cell of its own (a tab, or " · " beside the date) that only names the entry's kind.
  const parts = withoutDates(text, ranges)
    .split(/\t|\s[·•|]\s/u)
    .map((part) => part.replace(SEPARATORS, ''))
    .filter((part) => part !== '');
  // The tag first: "Diplôme" alone would read as the date words of "diplômé en 2019".
  const tags = parts.map(tagOf);
  const kept = parts.filter(
    (part, index) => tags[index] === null && !onlyWordsOf(unwrap(part), lexicon.education.dateWords),
  );
  const tag = tags.find((found) => found !== null) ?? null;
  const rest = kept.join(' ');
  const named = tag === null ? text : kept.join('\t');
  return { text, lines, listItem: lines[0]!.listItem, ranges, mentions: mentionsOf(named), rest, tag };
}

/** True when brackets of `text` are left open. */
const openBracket = (text: string) => (text.match(/\(/gu)?.length ?? 0) > (text.match(/\)/gu)?.length ?? 0);

/**
 * True when `line` goes on the paragraph of `previous`: no space between them and the previous
 * line left a word, a bracket or a list open, or the line starts in lower case, or the previous
 * line had no date and this one ends with the entry's date ("Databricks Certified Data Engineer"
 * / "Associate (2023)").
 */
function continues(previous: CvLine[], line: CvLine): boolean {
  // Stryker disable next-line EqualityOperator: 0.3 and 0.35 read the same; a new paragraph is 0.5 and more
  if (line.listItem || line.gapBefore >= 0.3) return false;
  const before = joinLines(previous);
  const dates = findDateRanges(line.text);
  // A line opening with a date ("février 2018\tOracle Certified…") starts in lower case, yet is new.
  // A line in lower case is a wrapped one, unless the line above was ended on purpose: by a DOCX
  // line break (the two parts of one paragraph share its y), or by a type-tag cell closing a row
  // of cells ("août 2006\tMBA…\tDiplôme" over "emlyon business school").
  const above = previous.at(-1)!;
  const ended =
    above.y === line.y ||
    (above.text.includes('\t') && tagOf(above.text.slice(above.text.lastIndexOf('\t') + 1)) !== null);
  const lowerCase = /^\p{Ll}/u.test(line.text) && dates[0]?.from !== 0 && !ended;
  if (/[-‐,–—/&(]$/u.test(before) || openBracket(before) || lowerCase) return true;
  if (line.gapBefore >= 0.15 || dates.length === 0 || findDateRanges(before).length > 0) return false;
  const lead = line.text.slice(0, dates[0]!.from).replace(SEPARATORS, '');
  // A line of the date alone, or of the entry's kind and its date ("Certification · octobre 2021").
  if (lead === '' || tagOf(lead) !== null) return false;
  const mentions = mentionsOf(line.text);
  return !has(mentions, 'degree') && !has(mentions, 'school');
}

/** A row naming several certifications or diplomas ("A (2017) · B (2019)"), one row each. */
function splitRow(row: Row): Row[] {
  for (const separator of [/\s[·•|]\s|\s?;\s/u, /,\s/u]) {
    const parts = row.text.split(separator).map((part) => part.trim());
    if (parts.length < 2) continue;
    // A type tag ("\tCertification") names no entry of its own.
    const each = parts.map((part) => rowOf([{ ...row.lines[0]!, text: part }]).mentions);
    const titled =
      separator.source === ',\\s'
        ? each.every(
            (mentions) =>
              has(mentions, 'certification') && !has(mentions, 'school') && !has(mentions, 'degree'),
          )
        : each.every((mentions) => certified(mentions) || has(mentions, 'degree'));
    if (titled) return parts.map((part) => rowOf([{ ...row.lines[0]!, text: part }]));
  }
  return [row];
}

/** The rows of a section: wrapped lines joined, lines naming several entries split. */
function rowsOf(lines: readonly CvLine[]): Row[] {
  const groups: CvLine[][] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last !== undefined && continues(last, line)) last.push(line);
    else groups.push([line]);
  }
  return groups.flatMap((group) => splitRow(rowOf(group)));
}

/** An entry: its head rows (title, school, dates), its detail rows, its issuer rows. */
interface Entry {
  rows: Row[];
  heads: Row[];
  issuers: Row[];
  /** The line of a name under the title (`issuerLine`): the issuer, or the school of a diploma. */
  named: Row[];
}

const titled = (row: Row) => has(row.mentions, 'degree') || certified(row.mentions);
const featureless = (row: Row) => row.rest !== '' && row.mentions.length === 0;

/** A detail of an entry ("Thesis: …", "GPA 3.8", "Mention bien"): never a title. */
function isDetail(row: Row): boolean {
  if (!startsWithPhrase(row.text, lexicon.education.details)) return false;
  return /^[^:]{1,40}:/u.test(row.text) || !(has(row.mentions, 'degree') || has(row.mentions, 'school'));
}

/** Words of a title at most, for a line without lexicon words to be taken as one. */
const TITLE_WORDS_MAX = 8;

/**
 * True when `row` opens a new entry after `entry`: the row repeats what the entry already has (a
 * second title, school or date), or in a bulleted section it is a new bullet; a row without
 * lexicon words opens one only in a certifications section, after a title.
 */
function opens(entry: Entry, row: Row, bulleted: boolean, certifications: boolean): boolean {
  if (bulleted && row.listItem) return true;
  const heads = entry.heads;
  if (row.ranges.length > 0 && heads.some((head) => head.ranges.length > 0)) return true;
  if (entry.issuers.some((issuer) => issuer.ranges.length > 0) && row.ranges.length > 0) return true;
  if (titled(row) && heads.some(titled)) return true;
  if (has(row.mentions, 'school') && heads.some((head) => has(head.mentions, 'school'))) return true;
  if (issuerLine(entry, row)) return false;
  return featureless(row) && certifications && heads.some((head) => titled(head) || featureless(head));
}

/**
 * True when `row` is the name of who delivered the entry's certification, on the line under its
 * title ("VMware Certified Spring Professional" / "VMware"): a line that is a known issuer's name
 * and nothing else, or one or two capitalised words the lexicon does not know ("Dataiku"), without
 * a date, right after the entry's only head, which names a certification or a diploma.
 */
function issuerLine(entry: Entry, row: Row): boolean {
  return (
    entry.heads.length === 1 &&
    titled(entry.heads[0]!) &&
    row.ranges.length === 0 &&
    (issuerName(row) || (featureless(row) && /^\p{Lu}[\p{L}.&'-]*(?:\s\p{Lu}[\p{L}.&'-]*)?$/u.test(row.rest)))
  );
}

/** Folded known issuers' names ("comptia", "scrum.org"). */
const ISSUER_KEYS = new Set(lexicon.education.issuers.map((name) => phrase(name).join(' ')));

/**
 * The line is a known issuer's name and nothing else ("CompTIA", "Scaled Agile"; "Snowflake
 * SnowPro Core" is a title), or names joined by a slash or "&" ("CFTL / ISTQB"), each a known
 * issuer or one or two capitalised words the lexicon does not know.
 */
function issuerName(row: Row): boolean {
  if (row.ranges.length > 0) return false;
  const names = row.text.trim().split(/\s[/&]\s/u);
  const known = names.map((name) => ISSUER_KEYS.has(phrase(name).join(' ')));
  if (names.length === 1) return known[0]!;
  return names.every(
    (name, index) =>
      known[index] ||
      (mentionsOf(name).length === 0 && /^\p{Lu}[\p{L}.&'-]*(?:\s\p{Lu}[\p{L}.&'-]*)?$/u.test(name)),
  );
}

/** True when a row without lexicon words still reads as a head of `entry` (a title to come). */
function headless(entry: Entry, row: Row): boolean {
  if (!featureless(row) || row.ranges.length > 0) return true;
  if (entry.heads.some((head) => titled(head) || featureless(head))) return false;
  return row.rest.split(/\s+/u).length <= TITLE_WORDS_MAX && !/\.$/u.test(row.rest);
}

/** Space above a row, in line heights, that parts two blocks of a section. */
const BLOCK_GAP = 0.3;

/**
 * The rows that open an entry when space parts the section into blocks, one entry each: at least
 * two blocks, each of two rows or more, each with exactly one dated row ("août 2020\tISTQB…" /
 * "CFTL / ISTQB", or "PMP" / "Project Management Institute" / "Certification · juillet 2017").
 * Null when the space says nothing, and entries are told apart by their words.
 */
function blockStarts(rows: readonly Row[]): Set<Row> | null {
  const blocks: Row[][] = [];
  for (const row of rows) {
    if (blocks.length === 0 || row.lines[0]!.gapBefore >= BLOCK_GAP) blocks.push([row]);
    else blocks.at(-1)!.push(row);
  }
  const oneEntryEach = blocks.every(
    (block) => block.length >= 2 && block.filter((row) => row.ranges.length > 0).length === 1,
  );
  return blocks.length >= 2 && oneEntryEach ? new Set(blocks.map((block) => block[0]!)) : null;
}

function entriesOf(rows: readonly Row[], certifications: boolean): Entry[] {
  const bulleted = rows[0]?.listItem === true;
  const blocks = blockStarts(rows);
  const entries: Entry[] = [];
  for (const row of rows) {
    const entry = entries.at(-1);
    if (blocks !== null) {
      if (entry === undefined || blocks.has(row))
        entries.push({ rows: [row], heads: [row], issuers: [], named: [] });
      else if (isDetail(row)) entry.rows.push(row);
      else if (entry.rows.length === 1 && row.ranges.length === 0 && titled(entry.heads[0]!)) {
        // The line under the title: the school of a diploma, the issuer of a certification.
        entry.rows.push(row);
        entry.named.push(row);
      } else {
        entry.rows.push(row);
        entry.heads.push(row);
      }
      continue;
    }
    if (startsWithPhrase(row.text, lexicon.education.issuerLabels)) {
      entry?.rows.push(row);
      entry?.issuers.push(row);
      continue;
    }
    // Under an entry that is no bullet, a bullet is its detail ("• Exchange at University X")
    // unless it names a diploma or a certification.
    const detail = isDetail(row) || (row.listItem && !bulleted && !titled(row));
    if (entry !== undefined && !detail && issuerLine(entry, row)) {
      entry.rows.push(row);
      entry.named.push(row);
      continue;
    }
    if (entry !== undefined && (detail || !opens(entry, row, bulleted, certifications))) {
      entry.rows.push(row);
      if (!detail && headless(entry, row)) entry.heads.push(row);
      else if (detail && !entry.heads.some((head) => head.ranges.length > 0)) {
        // Dates pushed right share a baseline with the first detail ("Thesis: …\tSept 2018 – May 2023").
        const cell = row.text.includes('\t') ? row.text.slice(row.text.lastIndexOf('\t') + 1) : '';
        const dated = rowOf([{ ...row.lines[0]!, text: cell }]);
        if (dated.ranges.length > 0 && dated.rest === '') entry.heads.push(dated);
      }
      continue;
    }
    if (!detail) entries.push({ rows: [row], heads: [row], issuers: [], named: [] });
  }
  return entries;
}

/** `text` without brackets around it ("(native)" → "native"). */
function unwrap(text: string): string {
  const inner = /^\((.*)\)$/u.exec(text)?.[1];
  return inner !== undefined && !/[()]/u.test(inner) ? inner.trim() : text;
}

/** What one piece of a head row names. */
interface Segment {
  text: string;
  kind: Feature | 'other';
  /** Parted from the previous segment by a strong separator (tab, dash, bar), not a comma. */
  strong: boolean;
}

/** A part without its modalities ("(en alternance)") and outer separators. */
function tidy(part: string): string {
  let text = part;
  for (const modality of lexicon.education.modalities) {
    const words = phrase(modality).join('\\W+');
    text = text.replace(new RegExp(`\\s*\\(\\s*${words}\\s*\\)|,\\s*${words}\\s*$`, 'iu'), '');
  }
  return unwrap(text.replace(SEPARATORS, ''));
}

function kindOf(mentions: readonly Mention[]): Feature | 'other' {
  if (has(mentions, 'degree')) return 'degree';
  if (has(mentions, 'certification')) return 'certification';
  return has(mentions, 'school') ? 'school' : 'other';
}

/**
 * The school's extent around its word in `text` ("PhD Princeton University" → "Princeton
 * University"): the capitalised words before it, and after it its name ("de Nantes", "of Leeds").
 */
function schoolExtent(text: string, mentions: readonly Mention[]): { from: number; to: number } {
  const school = mentions.find((mention) => mention.feature === 'school')!;
  const words = wordsOf(text);
  const inside = (word: Word) =>
    mentions.some(
      (mention) => mention.feature !== 'school' && word.from < mention.to && word.to > mention.from,
    );
  let from = school.from;
  for (const word of [...words].reverse()) {
    if (word.to > school.from) continue;
    if (inside(word) || !/^\p{Lu}/u.test(word.plain) || /[,;:—–|]/u.test(text.slice(word.to, from))) break;
    from = word.from;
  }
  let to = school.to;
  for (const word of words) {
    if (word.from < school.to) continue;
    if (inside(word) || /[,;:—–|()]/u.test(text.slice(to, word.from))) break;
    if (/^[\p{Lu}\p{N}]/u.test(word.plain)) to = word.to;
    else if (!/^(?:of|de|du|des|d|l|la|le|the|et|and)$/u.test(word.key)) break;
  }
  return { from, to };
}

/** Words of a school's name at most when it stands alone in its piece. */
const SCHOOL_WORDS_MAX = 8;

/** The segments of a head row's text: parts by strong separators, then by commas when mixed. */
function segmentsOf(row: Row): Segment[] {
  const segments: Segment[] = [];
  const parts = withoutDates(row.text, row.ranges).split(/\t+|\s[—–-](?:\s|$)|^[—–-]\s|\s[|·•]\s|\s?;\s?/u);
  for (const raw of parts) {
    const part = tidy(raw);
    if (part === '' || onlyWordsOf(part, lexicon.education.dateWords) || tagOf(part) !== null) continue;
    if (startsWithPhrase(part, lexicon.education.details)) continue;
    const mentions = mentionsOf(part);
    const kind = kindOf(mentions);
    const mixed = kind !== 'school' && has(mentions, 'school');
    if (!mixed && kind !== 'school') {
      segments.push({ text: part, kind, strong: true });
      continue;
    }
    let strong = true;
    for (const piece of part.split(/,\s*/u).map(tidy)) {
      if (piece === '' || onlyWordsOf(piece, lexicon.education.dateWords)) continue;
      const pieceMentions = mentionsOf(piece);
      const pieceKind = kindOf(pieceMentions);
      // A school's name may hold lower-case words ("Université de technologie de Compiègne"): a
      // short piece naming only a school is its name; else the name is cut around the word.
      const cut = pieceKind !== 'school' || wordsOf(piece).length > SCHOOL_WORDS_MAX;
      if (cut && has(pieceMentions, 'school')) {
        const extent = schoolExtent(piece, pieceMentions);
        const before = tidy(piece.slice(0, extent.from));
        const after = tidy(piece.slice(extent.to));
        if (before !== '') segments.push({ text: before, kind: kindOf(mentionsOf(before)), strong });
        segments.push({
          text: piece.slice(extent.from, extent.to),
          kind: 'school',
          strong: before === '' && strong,
        });
        if (after !== '') segments.push({ text: after, kind: kindOf(mentionsOf(after)), strong: false });
      } else {
        // "Riverside College (Springfield)": a bracket after a school's name is its place.
        const text = pieceKind === 'school' ? piece.replace(/\s*\([^()]*\)$/u, '') : piece;
        segments.push({ text, kind: pieceKind, strong });
      }
      strong = false;
    }
  }
  return segments;
}

/** The year of an entry: the end of its last range; null when that range is ongoing. */
function yearOf(rows: readonly Row[]): { year: number | null; month: number | null; confidence: number } {
  const ranges = rows.flatMap((row) => row.ranges);
  const last = ranges.at(-1);
  if (last === undefined || last.end === null) return { year: null, month: null, confidence: 0 };
  return { year: last.end.year, month: last.end.month, confidence: ranges.length === 1 ? 0.9 : 0.7 };
}

const SOURCE = (entry: Entry) => entry.rows.flatMap((row) => row.lines.map((line) => line.text)).join('\n');

/** The diploma of an entry: its title, its school and their confidences. */
function educationOf(entry: Entry): CvEducationRead {
  const rows = entry.heads.map(segmentsOf);
  const all = rows.flat();
  let title: string | null = null;
  let titleConfidence = 0;
  let school: string | null = null;
  let schoolConfidence = 0;
  for (const segments of rows) {
    const first = segments.findIndex((segment) => segment.kind === 'degree');
    if (first < 0 || title !== null) continue;
    // The title goes on over the comma pieces after it, up to the school ("Master Informatique,
    // spécialité génie logiciel"); a strong separator or the school ends it.
    let end = first + 1;
    while (end < segments.length && segments[end]!.kind === 'other' && !segments[end]!.strong) end += 1;
    title = segments
      .slice(first, end)
      .map((segment) => segment.text)
      .join(', ');
    titleConfidence = 0.9;
  }
  const schoolAt = all.findIndex((segment) => segment.kind === 'school');
  if (schoolAt >= 0) {
    let end = schoolAt + 1;
    // "University of British Columbia – Sauder School of Business": schools side by side are one.
    while (end < all.length && all[end]!.kind === 'school' && all[end]!.strong) end += 1;
    const parts = all.slice(schoolAt, end).map((segment) => segment.text);
    // As written: the dash between the two names is the CV's own ("IAE Paris - Sorbonne").
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    const written = new RegExp(parts.map(escape).join('\\s*[–—-]\\s*'), 'u');
    school = entry.heads.map((row) => written.exec(row.text)?.[0]).find(Boolean) ?? parts.join(' – ');
    schoolConfidence = 0.9;
  }
  if (title === null) {
    const fallback =
      all.find((segment) => segment.kind === 'certification') ??
      all.find((segment, index) => segment.kind === 'other' && (schoolAt < 0 || index < schoolAt)) ??
      all.find((segment) => segment.kind === 'other');
    if (fallback !== undefined) {
      title = fallback.text;
      titleConfidence = 0.5;
    }
  }
  if (school === null && entry.named.length > 0) {
    // The line under the title, as written; a school's name with a place after a comma, cut.
    const named = entry.named[0]!;
    const cut = named.rest.includes(',') && has(named.mentions, 'school');
    const schoolPart = cut ? segmentsOf(named).find((segment) => segment.kind === 'school') : undefined;
    school = schoolPart?.text ?? named.rest;
    schoolConfidence = 0.6;
  }
  if (school === null && title !== null) {
    // "Ph.D. candidate in Computer Science\tWonderland": a name parted from the title is its school.
    const candidate = all.find(
      (segment) =>
        segment.kind === 'other' &&
        segment.strong &&
        segment.text !== title &&
        /^\p{Lu}/u.test(segment.text) &&
        !/\d/u.test(segment.text),
    );
    if (candidate !== undefined) {
      school = candidate.text;
      schoolConfidence = 0.4;
    }
  }
  const year = yearOf(entry.heads);
  return {
    title,
    school,
    year: year.year,
    month: year.month,
    confidence: { title: titleConfidence, school: schoolConfidence, year: year.confidence },
    source: SOURCE(entry),
  };
}

const ISSUERS = lexicon.education.issuers;
const ISSUER_LABELS = lexicon.education.issuerLabels.map(phrase);

/** The certification of an entry: its title as written, its issuer when written apart. */
function certificationOf(entry: Entry, certifications: boolean): CvCertificationRead | null {
  let issuer: string | null = entry.named[0]?.rest ?? null;
  for (const row of entry.issuers) {
    // "Issued by Coursera\tSep 2021": the words after the label, without the date.
    const words = wordsOf(row.text);
    const label = ISSUER_LABELS.find((keys) => keys.every((key, offset) => words[offset]?.key === key))!;
    const after = row.text.slice(words[label.length - 1]!.to);
    const name = tidy(withoutDates(after, findDateRanges(after)).split('\t')[0]!);
    if (name !== '') issuer = name;
  }
  let title = joinLines(entry.heads.map((row) => row.rest)).replace(SEPARATORS, '');
  // A known issuer after a comma or a dash is the issuer, not the title ("…, Coursera").
  const tail = /(?:,\s*|\s[—–-]\s)([^,—–]+)$/u.exec(title);
  if (tail !== null && startsWithPhrase(tail[1]!, ISSUERS)) {
    issuer ??= tail[1]!.trim();
    title = title.slice(0, tail.index).trim();
  } else {
    // In brackets at the end, the issuer stays in the title as written ("… (Coursera)").
    const bracket = /\(([^()]+)\)$/u.exec(title);
    if (bracket !== null && startsWithPhrase(bracket[1]!, ISSUERS)) issuer ??= bracket[1]!.trim();
  }
  if (title === '') return null;
  const year = yearOf([...entry.heads, ...entry.issuers]);
  const named = entry.issuers.length > 0 || entry.heads.some((row) => certified(row.mentions));
  return {
    title,
    issuer,
    year: year.year,
    month: year.month,
    confidence: {
      title: named ? 0.9 : certifications ? 0.6 : 0.4,
      issuer: issuer === null ? 0 : 0.8,
      year: year.confidence,
    },
    source: SOURCE(entry),
  };
}

/**
 * The diplomas and certifications of a section of kind `education` (which may mix both:
 * "Formation et certifications") or `certifications` (issue #28 §1). One entry per dated line
 * group, bullet or paragraph: a line that repeats what the entry has (a second title, school or
 * date) opens the next, unless space parts the section into blocks of one dated line each (one
 * entry per block, its line under the title the school or issuer as written); wrapped lines are
 * joined; a detail ("Thesis: …", "GPA", a sub-bullet) is kept in the source only. An entry naming a diploma or a school is a diploma; one naming a
 * certification (words, vendors' exam codes) without diploma or school is a certification, and so
 * is any other entry of a certifications section. An education entry with neither is left out.
 * The year (and month, when written) is the end of the entry's last range (null when ongoing). Any other kind of
 * section gives nothing.
 */
export function readEducation(section: CvSection): {
  education: CvEducationRead[];
  certifications: CvCertificationRead[];
} {
  const education: CvEducationRead[] = [];
  const certificationReads: CvCertificationRead[] = [];
  if (section.kind !== 'education' && section.kind !== 'certifications')
    return { education, certifications: certificationReads };
  const certifications = section.kind === 'certifications';
  for (const entry of entriesOf(rowsOf(section.lines), certifications)) {
    const mentions = entry.heads.flatMap((row) => row.mentions);
    const tag = entry.rows.map((row) => row.tag).find((found) => found !== null) ?? null;
    const diploma =
      tag === 'diploma' || (tag === null && (has(mentions, 'degree') || has(mentions, 'school')));
    if (diploma) education.push(educationOf(entry));
    else if (tag === 'certification' || certified(mentions) || certifications) {
      const read = certificationOf(entry, certifications);
      if (read !== null) certificationReads.push(read);
    }
  }
  return { education, certifications: certificationReads };
}
