/**
 * The experiences of a CV (issue #28 §1 "experiences (company, position, dates, location, context,
 * projects and technical environments)"), read from the lines of its experience section.
 *
 * Entries are told apart by layout and dates, not by one template. A line holding a date range as
 * a cell of its own (right-pushed, in a date column, after a separator or in brackets) is an
 * entry's date line; the short lines next to it, before the description, are its head ("Position —
 * Company (dates)", "Company" / "Position\tdates", "dates\tPosition" / "Company, City", "Company
 * (sector)\tdates" / "Position", a labelled "Client : X"); bullets, long lines, sentences and
 * labelled slots ("Contexte :", "Réalisations :", "Environnement technique :") are its body. How many
 * head lines come before and after the date line is read once for the document, from its first and
 * last entries, so that a stray short line at the end of a description does not open an entry.
 * Sections without any dated line are cut at their head-like lines instead (lower confidence).
 *
 * In a head, segments (cells, text between " — ", " | ", " · ", "chez", " at ") are told apart
 * by the lexicon (cv-lexicon.json `experiences`): position words, company words, labels; a place
 * by its shape and its slot (after a comma, after the dates, in brackets, alone on a line). When
 * the words say nothing, the order the document uses for its other entries decides.
 */
import lexicon from './cv-lexicon.json' with { type: 'json' };
import { findDateRanges, type CvDate, type CvDateRange } from './dates.ts';
import { fold } from './fold.ts';
import type { CvLine, CvSection } from './layout.ts';
import { joinLines } from './paragraphs.ts';
import { sectionOf } from './sections.ts';

/** One experience as the CV writes it, before any spec §5 rule (fromJsonResume applies them). */
export interface CvExperienceRead {
  company: string | null;
  position: string | null;
  start: CvDate | null;
  /** null: ongoing when `ongoing`, else unknown. */
  end: CvDate | null;
  ongoing: boolean;
  location: string | null;
  /** The entry's own description (a paragraph, "Contexte : …"), joined; null when none. */
  context: string | null;
  /** Achievements and projects: each bullet, or each "Projet"/"Mission"/"Réalisations" item, as written (joined lines). */
  highlights: string[];
  /** The entry's technical environment as written ("Environnement technique : Java 17, Spring Boot, Kafka"), without its label; null when none. */
  environment: string | null;
  /** 0..1 for each field read: how sure the reading is (a labelled slot is surer than a guess between two unlabelled lines). */
  confidence: { company: number; position: number; dates: number; location: number; context: number };
  /** The entry's lines as written, one a line, for the review to show. */
  source: string;
}

/** How sure a reading is, by where the value came from. */
const SURE = {
  labelled: 0.9,
  /** A segment whose words say what it is (a position word, a company word or marker). */
  words: 0.8,
  /** The other segment of a head whose first one the words told. */
  complement: 0.7,
  /** The order the document's other entries use. */
  order: 0.55,
  /** Nothing to go by: the position first, the common order. */
  guess: 0.4,
  datesWithMonth: 0.9,
  datesYearOnly: 0.8,
  /** A place in a slot of its own with a strong shape (remote, a country, "City, CA"). */
  placeStrong: 0.8,
  placeShape: 0.6,
  contextUnlabelled: 0.6,
  /** Taken off company and position when the entry has no dates (no date line anchored it). */
  undatedPenalty: 0.15,
} as const;

/** A head line longer than this (characters) is a description, not a head. */
const HEAD_MAX = 110;
/** A gap above a line (body line heights) under this continues the paragraph above. */
const SAME_PARAGRAPH = 0.3;
/** At most this many head lines on each side of the date line. */
const HEAD_SIDE_MAX = 2;
/** A company form abbreviated with a dot ("Ltd.", "Corp.") is this short at most (letters). */
const ABBREVIATION_MAX = 4;
/** A place is a few words at most. */
const PLACE_WORDS_MAX = 4;

type LabelKind = Exclude<keyof typeof lexicon.experiences.labels, '$comment'>;

const words = (list: readonly string[]) => new Set(list);
const POSITION_WORDS = words(lexicon.experiences.positionWords);
const COMPANY_WORDS = words(lexicon.experiences.companyWords);
const REMOTE = words(lexicon.experiences.remote);
const COUNTRIES = words(lexicon.experiences.countries);
const DURATION_UNITS = lexicon.experiences.durationUnits.join('|');
const DURATION = new RegExp(`^(?:\\d+\\s*(?:${DURATION_UNITS})\\.?\\s*(?:,|et|and)?\\s*)+$`, 'u');
const LABELS = new Map<string, LabelKind>(
  (Object.entries(lexicon.experiences.labels) as [LabelKind, string[]][]).flatMap(([kind, list]) =>
    list.map((label) => [label, kind] as const),
  ),
);
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
/** "chez", " at ", "@": the company follows. */
const MARKER = new RegExp(`\\s(?:${lexicon.experiences.companyMarkers.map(escape).join('|')})\\s`, 'u');

/** Separators between the segments of a head line (cells, dashes between spaces, bars, dots). */
const STRONG_SEPARATOR = /\t|\s+[—|·•]\s+|\s+\|\s*|\s*\|\s+/u;
/** A dash between spaces: a separator only between a position and a company. */
const WEAK_SEPARATOR = /\s+[–-]\s+/u;
/** Characters that may stand between a date cell and the rest of its line. */
const CELL_EDGE = /^[\t|·•—–\-,;:/\s]$/u;

/** Folded words of a text, for the lexicon ("Chef de projet" → "chef de projet"). */
const wordsOf = (text: string) =>
  fold(text)
    .replace(/[’]/gu, "'")
    .split(/[^\p{L}\p{N}'@&.-]+/u)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/gu, ''))
    .filter((word) => word !== '');

/** True when `text` holds one of `set`'s entries as whole words (entries of one to three words). */
function holds(text: string, set: ReadonlySet<string>): boolean {
  const list = wordsOf(text);
  for (let index = 0; index < list.length; index += 1) {
    for (let size = 1; size <= 3 && index + size <= list.length; size += 1) {
      if (set.has(list.slice(index, index + size).join(' '))) return true;
    }
  }
  return false;
}

const positionScore = (text: string) => (holds(text, POSITION_WORDS) ? 1 : 0);
const companyScore = (text: string) => (holds(text, COMPANY_WORDS) ? 1 : 0);

/** A labelled slot: "Client : Acme" → company, "Acme"; "Réalisations :" alone → highlights, "". */
interface Label {
  kind: LabelKind;
  rest: string;
}

/** The labelled slot a line opens, or null: a known label before a colon, or alone on its line. */
export function labelOf(text: string): Label | null {
  const match = /^\s*([^:：\t]{1,40}?)\s*[:：]\s*(.*)$/su.exec(text);
  const name = match ? match[1]! : text.trim();
  const key = fold(name).replace(/[’]/gu, "'").replace(/\s+/gu, ' ').trim();
  const kind = LABELS.get(key);
  if (kind === undefined) return null;
  return { kind, rest: match ? match[2]!.trim() : '' };
}

/** True when `text` is shaped like a place name: a few capitalised words, particles between. */
function placeShaped(text: string): boolean {
  const parts = text.trim().split(/\s+/u);
  if (parts.length > PLACE_WORDS_MAX || /\d/u.test(text)) return false;
  if (!/^\p{Lu}/u.test(text)) return false;
  if (holds(text, POSITION_WORDS) || holds(text, COMPANY_WORDS)) return false;
  return parts.every((part) =>
    /^(?:[-–]|\p{Lu}[\p{L}'’.-]*|(?:de|du|des|la|le|les|sur|sous|en|lès|am|upon|on|of|d'|l'|d’|l’)[\p{L}'’-]*)$/u.test(
      part,
    ),
  );
}

/** How sure `text` is a place: strong (remote, a country, "City, CA", "City, Country"), shaped, or not. */
export function placeOf(text: string): 'strong' | 'shape' | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const key = fold(trimmed).replace(/[’]/gu, "'");
  if (REMOTE.has(key) || COUNTRIES.has(key)) return 'strong';
  const alternatives = trimmed.split(/\s+\/\s+|\s*\/\s*(?=\p{Lu})/u);
  if (alternatives.length > 1) {
    const each = alternatives.map(placeOf);
    return each.every((kind) => kind !== null) ? 'strong' : null;
  }
  // "Nantes (44)": a French department number after the city.
  const department = /^(.+?)\s*\(\d{2,3}\)$/u.exec(trimmed);
  if (department) return placeShaped(department[1]!) ? 'strong' : null;
  const comma = trimmed.split(/\s*,\s*/u);
  if (comma.length === 2) {
    const [city, region] = comma as [string, string];
    if (!placeShaped(city)) return null;
    if (/^\p{Lu}{2}$/u.test(region) || COUNTRIES.has(fold(region))) return 'strong';
    return placeShaped(region) ? 'shape' : null;
  }
  if (comma.length > 2) return null;
  return placeShaped(trimmed) ? 'shape' : null;
}

/** A date range printed as a cell of its own on a line, and the line's other cells. */
interface DateCell {
  range: CvDateRange;
  /** Text before the date cell and after it, separators and brackets trimmed (each may be ''). */
  before: string;
  after: string;
  /** True when the date sits in a "\t" cell of its own. */
  tabbed: boolean;
}

const trimEdges = (text: string) =>
  text.replace(/^[\s\t|·•—–,;:/-]+/u, '').replace(/[\s\t|·•—–,;:/-]+$/u, '');

/**
 * The date cell of a line: a date range alone in its cell — the whole line, a "\t" cell, between
 * separators or brackets, or at the line's start before the entry (a date column). A date inside
 * a sentence ("45 recrutements en 2023") is none; neither is a date in a bullet unless in a cell.
 */
export function dateCellOf(line: CvLine): DateCell | null {
  const text = line.text;
  for (const range of findDateRanges(text)) {
    let before = text.slice(0, range.from);
    // "2022 (6 months)": a duration in brackets after the dates belongs to the date cell.
    let after = text
      .slice(range.to)
      .replace(/^\s*\(([^()]*)\)/u, (whole, inner: string) =>
        DURATION.test(fold(inner.trim())) ? '' : whole,
      );
    const bracketed = /\(\s*$/u.test(before) && /^\s*\)/u.test(after);
    if (bracketed) {
      before = before.replace(/\(\s*$/u, '');
      after = after.replace(/^\s*\)/u, '');
    }
    const leftEdge = before.replace(/ +$/u, '').slice(-1);
    const rightEdge = after.replace(/^ +/u, '').slice(0, 1);
    const leftOk = leftEdge === '' || CELL_EDGE.test(leftEdge) || bracketed;
    const rightOk = rightEdge === '' || CELL_EDGE.test(rightEdge) || bracketed || leftEdge === '';
    const tabbed = /\t\s*$/u.test(before) || /^\s*\t/u.test(after);
    if (!leftOk || !rightOk) continue;
    if ((line.listItem || text.length > HEAD_MAX) && !tabbed && leftEdge !== '') continue;
    if (line.listItem && !tabbed) continue;
    return { range, before: trimEdges(before), after: trimEdges(after), tabbed };
  }
  return null;
}

/** What each line of the section is. */
interface Read {
  line: CvLine;
  date: DateCell | null;
  label: Label | null;
  /** A sub-heading of the section ("Expériences antérieures"): no part of any entry. */
  subheading: boolean;
  /** Part of a description: a bullet, a sentence, a long or wrapped line. */
  body: boolean;
}

/** True when `text` ends like a sentence (an abbreviation of a company form aside: "Ltd.", "Inc."). */
function endsSentence(text: string): boolean {
  if (!/[.;!?]$/u.test(text)) return false;
  const last = wordsOf(text).at(-1) ?? '';
  return !(last.length <= ABBREVIATION_MAX && COMPANY_WORDS.has(last));
}

/** The lines read one by one, then the body marked from their neighbours. */
function readLines(lines: readonly CvLine[]): Read[] {
  const reads: Read[] = lines.map((line) => {
    const subheading =
      (!line.listItem || line.headingLevel !== null) && sectionOf(line.text)?.kind === 'experience';
    const date = subheading ? null : dateCellOf(line);
    const label = subheading || date !== null ? null : labelOf(line.text);
    return { line, date, label, subheading, body: false };
  });
  reads.forEach((read, index) => {
    if (read.date !== null || read.label !== null || read.subheading || read.line.headingLevel !== null)
      return;
    const { line } = read;
    const previous = reads[index - 1];
    const next = reads[index + 1];
    const continued =
      previous !== undefined &&
      (previous.body || previous.label !== null) &&
      line.gapBefore < SAME_PARAGRAPH &&
      !line.bold &&
      !line.capitals;
    const wraps =
      next !== undefined &&
      next.date === null &&
      next.line.gapBefore < SAME_PARAGRAPH &&
      /^\p{Ll}/u.test(next.line.text) &&
      !line.bold;
    read.body =
      line.listItem ||
      /^\p{Ll}/u.test(line.text) ||
      line.text.length > HEAD_MAX ||
      endsSentence(line.text) ||
      continued ||
      wraps;
  });
  return reads;
}

/** A head-like line: short, no bullet, no sentence — or a labelled company or position. */
const headLike = (read: Read) =>
  read.date === null &&
  !read.subheading &&
  (read.label === null ? !read.body : read.label.kind === 'company' || read.label.kind === 'position');

/** An entry's lines: its head (indices into the reads) and its body. */
interface Block {
  head: number[];
  dateLine: number | null;
  body: number[];
}

/** The most frequent count (ties: the smallest when `low`, else the largest), or null for none. */
function mode(counts: readonly number[], low: boolean): number | null {
  let best: number | null = null;
  let bestTimes = 0;
  for (const count of counts) {
    const times = counts.filter((other) => other === count).length;
    if (times > bestTimes || (times === bestTimes && (low ? count < best! : count > best!))) {
      best = count;
      bestTimes = times;
    }
  }
  return best;
}

/**
 * Entries anchored on date lines, with as many head lines around them as the document uses. The
 * lines before a date line that follow a description are counted for each entry, and the most
 * frequent count is the document's (a stray short line closing a description is rarer than a
 * head line); lines right after a date line, before its description, are its own head. Between two
 * date lines with no description between them (a date column without descriptions), the lines are
 * shared by the same counts.
 */
function blocksByDates(reads: readonly Read[], dated: readonly number[]): Block[] {
  const countBefore = (at: number, floor: number) => {
    let count = 0;
    while (at - count - 1 > floor && headLike(reads[at - count - 1]!)) count += 1;
    return count;
  };
  const countAfter = (at: number, ceiling: number) => {
    let count = 0;
    while (at + count + 1 < ceiling && headLike(reads[at + count + 1]!)) count += 1;
    return count;
  };
  const sides = dated.map((at, k) => {
    const previous = k === 0 ? -1 : dated[k - 1]!;
    const next = k + 1 < dated.length ? dated[k + 1]! : reads.length;
    const before = countBefore(at, previous);
    const after = countAfter(at, next);
    return {
      before,
      after,
      // A count is the entry's own when something else (a description) parts it from its neighbour.
      ownBefore: before < at - previous - 1 || k === 0,
      ownAfter: after < next - at - 1 || k + 1 === dated.length,
    };
  });
  const cap = (count: number | null) => (count === null ? null : Math.min(count, HEAD_SIDE_MAX));
  const before =
    cap(
      mode(
        sides.filter((side) => side.ownBefore).map((side) => side.before),
        true,
      ),
    ) ?? 0;
  const after =
    cap(
      mode(
        sides.filter((side) => side.ownAfter).map((side) => side.after),
        false,
      ),
    ) ?? (before === 0 ? HEAD_SIDE_MAX : 0);
  const blocks: Block[] = dated.map((at) => ({ head: [at], dateLine: at, body: [] }));
  dated.forEach((at, k) => {
    const side = sides[k]!;
    const mine = side.ownAfter ? Math.min(side.after, HEAD_SIDE_MAX) : Math.min(side.after, after);
    for (let index = 1; index <= mine; index += 1) blocks[k]!.head.push(at + index);
    const floor = k === 0 ? -1 : Math.max(...blocks[k - 1]!.head);
    const theirs = Math.min(countBefore(at, floor), before);
    for (let index = 1; index <= theirs; index += 1) blocks[k]!.head.unshift(at - index);
  });
  blocks.forEach((block, k) => {
    const from = Math.max(...block.head) + 1;
    const to = k + 1 < blocks.length ? Math.min(...blocks[k + 1]!.head) : reads.length;
    // A bullet beside its entry's dates ("Built the platform\tJune 2023 – present") is description.
    if (reads[block.dateLine!]!.line.listItem) block.body.push(block.dateLine!);
    for (let index = from; index < to; index += 1) if (!reads[index]!.subheading) block.body.push(index);
  });
  return blocks;
}

/** Entries of a section without dates: each run of head-like lines after a description opens one. */
function blocksByHeads(reads: readonly Read[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  reads.forEach((read, index) => {
    if (read.subheading) return;
    if (headLike(read)) {
      if (current === null || current.body.length > 0 || current.head.length > HEAD_SIDE_MAX) {
        current = { head: [], dateLine: null, body: [] };
        blocks.push(current);
      }
      current.head.push(index);
    } else if (current !== null) current.body.push(index);
  });
  return blocks;
}

/** A segment of a head: a piece of text, where it sits, and what it was labelled. */
interface Segment {
  text: string;
  /** Which head line it is on (0 for the first). */
  line: number;
  /** Split off the end of a segment after a comma or in brackets ("Acme, Paris", "Acme (Lyon)"): a place's slot. */
  peeled: boolean;
  label: 'company' | 'position' | 'location' | null;
  /** How sure a labelled segment is, when less than a label ("chez Acme": the words tell). */
  sure?: number;
}

/** "Company (sector)": the text before a bracketed remark at the end, and the remark; or null. */
const bracketAtEnd = (text: string) => /^(.*\S)\s*\(([^()]+)\)$/u.exec(text);

/** A part of a head line cut into its pieces: "Position, Company", a place at its end split off. */
function piecesOf(part: string, split: boolean, line: number, cell: boolean): Segment[] {
  const segment = (text: string, peeled = false): Segment => ({ text, line, peeled, label: null });
  // "Pasadena, California" in a cell of its own is one place; "Acme, Lyon" is a company and its place.
  const whole = placeOf(part);
  if (whole === 'strong' || (whole === 'shape' && cell)) return [segment(part, true)];
  const bracket = bracketAtEnd(part);
  if (bracket && placeOf(bracket[2]!) !== null) {
    return [...piecesOf(bracket[1]!, split, line, false), segment(bracket[2]!, true)];
  }
  const pieces = part.split(/\s*,\s+/u);
  if (pieces.length > 2 && placeOf(pieces.slice(-2).join(', ')) === 'strong') {
    pieces.splice(-2, 2, pieces.slice(-2).join(', '));
  }
  if (pieces.length === 1) return [segment(part)];
  const last = pieces.at(-1)!;
  // "Paris (télétravail partiel)": the place without its remark.
  const remark = bracketAtEnd(last);
  const place = placeOf(last) !== null ? last : remark && placeOf(remark[1]!) !== null ? remark[1]! : null;
  const head = pieces.slice(0, -1);
  // "Position, Company" is no company and place; "Position, Company, City" ends with one.
  if (split)
    return [
      ...head.map((piece) => segment(piece)),
      segment(place ?? last, place !== null && head.length > 1),
    ];
  return place === null ? [segment(part)] : [segment(head.join(', ')), segment(place, true)];
}

/**
 * The segments of one head line's text (the date cell already out): cells and parts between
 * strong separators, "Position chez Company", "Position – Company" when the words tell the two
 * sides apart, and commas — every comma when the line holds one part besides places, else only
 * the place at its end. Durations ("4 months") are dropped.
 */
function segmentsOf(text: string, line: number): Segment[] {
  /** A part of the line: its text, whether it is a whole "\t" cell after the first, or a marked company. */
  type Part = { text: string; cell: boolean; company: boolean };
  const parts: Part[] = text
    .split('\t')
    .map((cell) => cell.trim())
    .flatMap((cell, index) =>
      cell
        .split(STRONG_SEPARATOR)
        .map((part) => ({ text: part.trim(), cell: index > 0 && part === cell, company: false })),
    )
    .filter((part) => part.text !== '' && !DURATION.test(fold(part.text)))
    .flatMap((part): Part[] => {
      if (part.cell) return [part];
      const marker = MARKER.exec(` ${part.text} `);
      if (marker !== null && marker.index > 0) {
        return [
          { ...part, text: part.text.slice(0, marker.index - 1).trim() },
          { ...part, text: part.text.slice(marker.index - 1 + marker[0].length).trim(), company: true },
        ];
      }
      const weak = part.text.split(WEAK_SEPARATOR);
      if (weak.length === 2 && positionScore(weak[0]!) !== positionScore(weak[1]!)) {
        return weak.map((piece) => ({ ...part, text: piece }));
      }
      return [part];
    });
  const split = parts.filter((part) => placeOf(part.text) === null).length === 1;
  return parts.flatMap((part) =>
    part.company
      ? [{ text: part.text, line, peeled: false, label: 'company' as const, sure: SURE.words }]
      : piecesOf(part.text, split, line, part.cell),
  );
}

/** The head's fields and how sure each is. */
interface HeadRead {
  company: string | null;
  position: string | null;
  location: string | null;
  confidence: { company: number; position: number; location: number };
  /** True when the position came before the company in the head (null: untold). */
  positionFirst: boolean | null;
  /** Segments the words did not tell, for the document's order to decide. */
  undecided: Segment[];
}

const same = (a: string, b: string) => fold(a).replace(/\W/gu, '') === fold(b).replace(/\W/gu, '');

/**
 * The place of a head: a labelled one, else the best placed candidate — a strong place, a place
 * split off after a comma or in brackets, then a place-shaped segment — the last one on ties. The
 * head's first segment is never a place, nor a place-shaped segment that is the only company
 * candidate of its line or of the head ("Principal Developer, Veridian Dynamics").
 */
function placeOfHead(segments: readonly Segment[]): { segment: Segment; sure: number } | null {
  const labelled = segments.find((segment) => segment.label === 'location');
  if (labelled) return { segment: labelled, sure: SURE.labelled };
  const free = segments.filter((segment) => segment.label === null);
  const hasCompany = segments.some((segment) => segment.label === 'company');
  let best: { segment: Segment; sure: number; rank: number } | null = null;
  free.forEach((segment, index) => {
    const place = placeOf(segment.text);
    if (place === null || index === 0) return;
    if (place === 'shape' && !hasCompany) {
      const others = free.filter((other) => other !== segment);
      // A place by its shape alone leaves a company and a position to the head's other segments.
      if (!segment.peeled && others.length < 2) return;
      const mates = free.filter((other) => other.line === segment.line && other !== segment);
      const lineHasPosition = mates.some((other) => positionScore(other.text) > 0);
      const lineHasCompany = mates.some((other) => positionScore(other.text) === 0);
      const companies = others.filter((other) => positionScore(other.text) === 0);
      if (companies.length === 0 || (lineHasPosition && !lineHasCompany && !segment.peeled)) return;
    }
    const rank = place === 'strong' ? 3 : segment.peeled ? 2 : 1;
    if (best === null || rank >= best.rank) {
      best = { segment, sure: place === 'strong' ? SURE.placeStrong : SURE.placeShape, rank };
    }
  });
  return best;
}

/** Company, position and location of a head's segments. */
function readHead(segments: readonly Segment[]): HeadRead {
  const result: HeadRead = {
    company: null,
    position: null,
    location: null,
    confidence: { company: 0, position: 0, location: 0 },
    positionFirst: null,
    undecided: [],
  };
  // "Laiterie des Combrailles, Riom" has a place's shape as a whole; when the head has no other
  // company, it is the company and its place.
  const expanded = segments.flatMap((segment) => {
    const pair = /^(.+?),\s+([^,]+)$/u.exec(segment.text);
    if (segment.label !== null || pair === null || placeOf(segment.text) !== 'shape') return [segment];
    const elsewhere = segments.some(
      (other) =>
        other !== segment &&
        (other.label === 'company' ||
          (other.label === null && positionScore(other.text) === 0 && placeOf(other.text) === null)),
    );
    return elsewhere
      ? [segment]
      : [
          { ...segment, text: pair[1]! },
          { ...segment, text: pair[2]!, peeled: true },
        ];
  });
  const place = placeOfHead(expanded);
  if (place !== null) {
    result.location = place.segment.text;
    result.confidence.location = place.sure;
  }
  const rest = expanded.filter((segment) => segment !== place?.segment && segment.label !== 'location');
  let company = rest.find((segment) => segment.label === 'company');
  let position = rest.find((segment) => segment.label === 'position');
  const labelled = (segment: Segment | undefined) =>
    segment === undefined ? 0 : (segment.sure ?? SURE.labelled);
  result.confidence.company = labelled(company);
  result.confidence.position = labelled(position);
  // A head repeating its labelled client ("Acme — Consultant" over "Client : Acme") names it once.
  const free = rest.filter(
    (segment) =>
      segment.label === null &&
      !(company !== undefined && same(segment.text, company.text)) &&
      !(position !== undefined && same(segment.text, position.text)),
  );
  const scores = new Map(
    free.map((segment) => [segment, positionScore(segment.text) - companyScore(segment.text)]),
  );
  if (position === undefined) {
    position = free.filter((segment) => scores.get(segment)! > 0 && segment !== company)[0];
    if (position) result.confidence.position = SURE.words;
  }
  if (company === undefined) {
    company = free.filter((segment) => scores.get(segment)! < 0 && segment !== position)[0];
    if (company) result.confidence.company = SURE.words;
  }
  const left = free.filter((segment) => segment !== position && segment !== company);
  if (position === undefined && company !== undefined && left.length > 0) {
    position = left.shift();
    result.confidence.position = SURE.complement;
  } else if (company === undefined && position !== undefined && left.length > 0) {
    company = left.shift();
    result.confidence.company = SURE.complement;
  }
  if (position !== undefined && company !== undefined && position.label === null && company.label === null) {
    result.positionFirst = expanded.indexOf(position) < expanded.indexOf(company);
  }
  result.position = position?.text ?? null;
  result.company = company === undefined ? null : companyName(company.text);
  if (position === undefined || company === undefined) result.undecided = left;
  return result;
}

/** A company as the head writes it, without a bracketed sector ("Maison Lavallière (e-commerce)"). */
function companyName(text: string): string {
  const bracket = bracketAtEnd(text);
  return bracket ? bracket[1]! : text;
}

/** The text of a labelled company: its first comma part ("Acme, direction financière (Lyon)" → "Acme"). */
function labelledCompany(rest: string): { company: string; location: string | null } {
  const bracket = bracketAtEnd(rest);
  const location = bracket && placeOf(bracket[2]!) !== null ? bracket[2]! : null;
  const text = location === null ? rest : bracket![1]!;
  return { company: text.split(/\s*,\s+/u)[0]!.trim(), location };
}

/** Text of a labelled line and its continuation lines (wrapped with no gap, no bullet, no label). */
function continued(
  reads: readonly Read[],
  body: readonly number[],
  from: number,
): { text: string; next: number } {
  const parts = [reads[body[from]!]!.label?.rest ?? reads[body[from]!]!.line.text];
  let next = from + 1;
  while (next < body.length) {
    const read = reads[body[next]!]!;
    if (
      read.label !== null ||
      read.line.listItem ||
      read.date !== null ||
      read.line.gapBefore >= SAME_PARAGRAPH
    )
      break;
    parts.push(read.line.text);
    next += 1;
  }
  return { text: joinLines(parts), next };
}

/** The body of an entry: context, highlights, environment, and labelled head fields. */
interface BodyRead {
  context: string | null;
  contextLabelled: boolean;
  highlights: string[];
  environment: string | null;
  labelled: Segment[];
  dates: CvDateRange | null;
}

function readBody(reads: readonly Read[], body: readonly number[], dateLine: DateCell | null): BodyRead {
  const result: BodyRead = {
    context: null,
    contextLabelled: false,
    highlights: [],
    environment: null,
    labelled: [],
    dates: null,
  };
  let index = 0;
  while (index < body.length) {
    const read = reads[body[index]!]!;
    const label = read.label;
    if (label !== null) {
      const { text, next } = continued(reads, body, index);
      index = next;
      if (label.kind === 'context') {
        if (text !== '') {
          result.context =
            result.context === null || !result.contextLabelled ? text : `${result.context}\n${text}`;
          result.contextLabelled = true;
        }
      } else if (label.kind === 'environment') {
        if (text !== '')
          result.environment = result.environment === null ? text : `${result.environment}, ${text}`;
      } else if (label.kind === 'highlights') {
        if (text !== '') result.highlights.push(text);
      } else if (label.kind === 'project') {
        if (holds(text, POSITION_WORDS) && text.split(/\s+/u).length <= 6) {
          result.labelled.push({ text, line: -1, peeled: false, label: 'position' });
        } else result.highlights.push(projectText(read, text));
      } else if (label.kind === 'company') {
        const { company, location } = labelledCompany(text);
        result.labelled.push({ text: company, line: -1, peeled: false, label: 'company' });
        if (location !== null)
          result.labelled.push({ text: location, line: -1, peeled: true, label: 'location' });
      } else if (label.kind === 'position' || label.kind === 'location') {
        result.labelled.push({ text, line: -1, peeled: false, label: label.kind });
      } else if (dateLine === null && result.dates === null) {
        result.dates = findDateRanges(text)[0] ?? null;
      }
      continue;
    }
    const start = index;
    index += 1;
    while (index < body.length) {
      const next = reads[body[index]!]!;
      if (
        next.label !== null ||
        next.line.listItem ||
        next.date !== null ||
        next.line.gapBefore >= SAME_PARAGRAPH
      )
        break;
      index += 1;
    }
    const texts = body.slice(start, index).map((at) => bodyText(reads[at]!));
    const text = joinLines(texts);
    if (text === '') continue;
    if (read.line.listItem || result.context !== null || result.highlights.length > 0)
      result.highlights.push(text);
    else result.context = text;
  }
  return result;
}

/** A project item as written: its label kept ("Projet : refonte du portail"). */
function projectText(read: Read, text: string): string {
  const label = /^\s*([^:：]+?)\s*[:：]/u.exec(read.line.text)![1]!;
  return text === '' ? label : `${label} : ${text}`;
}

/** A body line's text without a date or duration cell of its own. */
function bodyText(read: Read): string {
  const cells = read.line.text.split('\t').filter((cell) => !DURATION.test(fold(cell.trim())));
  if (read.date !== null && read.date.tabbed) {
    return cells.filter((cell) => findDateRanges(cell).length === 0 || cell.trim().length > 40).join(' ');
  }
  return cells.join(' ');
}

/**
 * The experiences of an experience section, in the CV's order (issue #28 §1). Lines before the
 * first entry (an introduction) and sub-headings ("Expériences antérieures") belong to no entry.
 * An entry's dates are its date line's range: a single date (a year, a season) starts and ends it,
 * "depuis 2018" or "2019 – Present" is ongoing (`end` null, `ongoing` true); without a date line,
 * dates are null and company and position are less sure. Returns [] for a section without entries.
 */
export function readExperiences(section: CvSection): CvExperienceRead[] {
  const reads = readLines(wrapDates(section.lines));
  const dated = reads.flatMap((read, index) => (read.date === null ? [] : [index]));
  const blocks = dated.length > 0 ? blocksByDates(reads, dated) : blocksByHeads(reads);
  const heads = blocks.map((block) => {
    const dateCell = block.dateLine === null ? null : reads[block.dateLine]!.date;
    const segments = block.head.flatMap((at, line) => headSegments(reads[at]!, line));
    const body = readBody(reads, block.body, dateCell);
    return { block, dateCell, head: readHead([...body.labelled, ...segments]), body };
  });
  // The document's order for heads the words could not tell: the majority of those they could.
  const votes = heads.map(({ head }) => head.positionFirst).filter((vote) => vote !== null);
  const positionsFirst = votes.filter(Boolean).length;
  const order: boolean | null =
    votes.length === 0
      ? null
      : positionsFirst * 2 === votes.length
        ? null
        : positionsFirst * 2 > votes.length;
  return heads.map(({ block, dateCell, head, body }) => {
    const undecided = head.undecided;
    if (head.position === null && head.company === null && undecided.length > 0) {
      const [first, second] = undecided as [Segment, Segment | undefined];
      const positionSegment = order === false && second !== undefined ? second : first;
      const companySegment = positionSegment === first ? second : first;
      const sure = order === null ? SURE.guess : SURE.order;
      head.position = positionSegment.text;
      head.confidence.position = sure;
      if (companySegment !== undefined) {
        head.company = companyName(companySegment.text);
        head.confidence.company = sure;
      }
    }
    const range = dateCell?.range ?? body.dates;
    const penalty = range === null ? SURE.undatedPenalty : 0;
    const lines = [...block.head, ...block.body].sort((a, b) => a - b).map((at) => reads[at]!.line.text);
    return {
      company: head.company,
      position: head.position,
      start: range?.start ?? null,
      end: range?.end ?? null,
      ongoing: range !== null && range.end === null,
      location: head.location,
      context: body.context,
      highlights: body.highlights,
      environment: body.environment,
      confidence: {
        company: head.company === null ? 0 : round(head.confidence.company - penalty),
        position: head.position === null ? 0 : round(head.confidence.position - penalty),
        dates: range === null ? 0 : range.start.month === null ? SURE.datesYearOnly : SURE.datesWithMonth,
        location: head.location === null ? 0 : head.confidence.location,
        context: body.context === null ? 0 : body.contextLabelled ? SURE.labelled : SURE.contextUnlabelled,
      },
      source: lines.join('\n'),
    };
  });
}

/** A confidence to two decimals (0.7 − 0.15 is 0.55, not 0.5499…). */
const round = (value: number) => Math.round(value * 100) / 100;

/** The segments of a head line (the `line`-th of its head): its text without the date cell, or its labelled value. */
function headSegments(read: Read, line: number): Segment[] {
  if (read.label !== null) {
    if (read.label.kind === 'company') {
      const { company, location } = labelledCompany(read.label.rest);
      return [
        { text: company, line, peeled: false, label: 'company' },
        ...(location === null ? [] : [{ text: location, line, peeled: true, label: 'location' as const }]),
      ];
    }
    return [{ text: read.label.rest, line, peeled: false, label: 'position' }];
  }
  if (read.date === null) return segmentsOf(read.line.text, line);
  // A bullet's text beside a date cell is description, not head.
  if (read.line.listItem) return [];
  return [...segmentsOf(read.date.before, line), ...segmentsOf(read.date.after, line)];
}

/**
 * Lines cut where they should not be, joined back: a range cut at a line's end ("Octobre 2022 –
 * en" / "cours"), and a labelled value wrapped over lines without a gap.
 */
function wrapDates(lines: readonly CvLine[]): CvLine[] {
  const result: CvLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    let line = lines[index]!;
    // "Client : Acme, direction des risques (Saint-" / "Malo)": a labelled value wrapped over lines.
    while (
      index + 1 < lines.length &&
      (labelOf(line.text)?.rest ?? '') !== '' &&
      lines[index + 1]!.gapBefore < SAME_PARAGRAPH &&
      !lines[index + 1]!.listItem &&
      labelOf(lines[index + 1]!.text) === null &&
      dateCellOf(lines[index + 1]!) === null
    ) {
      index += 1;
      line = { ...line, text: joinLines([line.text, lines[index]!.text]) };
    }
    const next = lines[index + 1];
    if (next !== undefined && /[–—-]\s*\p{L}{0,12}$/u.test(line.text) && next.text.length <= 20) {
      const joined = `${line.text} ${next.text}`;
      const before = findDateRanges(line.text).at(-1);
      const after = findDateRanges(joined).at(-1);
      if (
        before !== undefined &&
        after !== undefined &&
        after.from === before.from &&
        after.to > line.text.length
      ) {
        result.push({ ...line, text: joined });
        index += 1;
        continue;
      }
    }
    result.push(line);
  }
  return result;
}
