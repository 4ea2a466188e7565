/**
 * Dates as CVs write them, French and English (issue #28 §1): "janv. 2019 – aujourd'hui",
 * "mars 2017 - déc. 2018", "Depuis septembre 2021", "2019–Present", "Summer 2022", "Été 2020",
 * "09/2021 – 06/2023", "2021-09", "Jan 2020 to Mar 2021", "de 2012 à 2014", "May – Aug 2022".
 *
 * A date is a year (1950–2100, four digits) with or without its month; a season or a year alone
 * has no month (`month: null`). A range ends with a date, or is ongoing (`end: null`: "present",
 * "aujourd'hui", "depuis …"); a date alone is a range of itself. Placeholders ("Month 20XX") are
 * no date. The words are data (cv-lexicon.json).
 */
import lexicon from './cv-lexicon.json' with { type: 'json' };
import { fold } from './fold.ts';

/** A year, with its month (1–12) when the CV gives one. */
export interface CvDate {
  year: number;
  month: number | null;
}

/** A date range found in a text, with its offsets there (`[from, to)`). */
export interface CvDateRange {
  start: CvDate;
  /** The end; null when the range is ongoing. */
  end: CvDate | null;
  from: number;
  to: number;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
/** An alternation of words, longest first, as whole words (a final dot allowed after a month). */
const words = (list: readonly string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const MONTH_OF = new Map<string, number>(
  Object.entries(lexicon.months).flatMap(([month, forms]) =>
    forms.map((form) => [form, Number(month)] as const),
  ),
);
const MONTH = `(?:${words([...MONTH_OF.keys()])})(?![a-z])\\.?`;
const SEASON = `(?:${words(lexicon.seasons)})(?![a-z])`;
const YEAR = '(?<!\\d)(?:19[5-9]\\d|20\\d\\d|2100)(?!\\d)';
const MONTH_NUMBER = '(?<!\\d)(?:0?[1-9]|1[0-2])';
/** One date: "janv. 2019", "Summer 2022", "09/2021", "2021-09", "2019". */
const POINT = `(?:(?<![a-z])${MONTH}\\s*,?\\s*${YEAR}|(?<![a-z])${SEASON}\\s+${YEAR}|${MONTH_NUMBER}\\s*[/.]\\s*${YEAR}|${YEAR}\\s*[-/.]\\s*(?:0[1-9]|1[0-2])(?![\\d/.-]\\d)|${YEAR})`;
const PRESENT = `(?<![a-z])(?:${words(lexicon.present)})(?![a-z])`;
const signs = lexicon.rangeSeparators.filter((separator) => !/^[a-z']/u.test(separator));
const wordSeparators = lexicon.rangeSeparators.filter((separator) => /^[a-z']/u.test(separator));
/** Between two dates: a dash or arrow with or without spaces, or a word ("to", "à") between spaces. */
const SEPARATOR = `(?:\\s*(?:${words(signs)})\\s*|\\s+(?:${words(wordSeparators)})\\s+)`;
const OPENER = `(?:(?<![a-z])(?:${words(lexicon.rangeOpeners)})\\s+)?`;
const SINCE = `(?<![a-z])(?:${words(lexicon.sinceWords)})\\s+`;

/** Ranges first, then "since" dates, then a date alone; leftmost wins, then the longest form. */
const DATES = new RegExp(
  [
    `${OPENER}(?<monthOnly>(?<![a-z])${MONTH})${SEPARATOR}(?<monthEnd>${MONTH}\\s*,?\\s*${YEAR})`,
    `${OPENER}(?<start>${POINT})${SEPARATOR}(?:(?<end>${POINT})|(?<present>${PRESENT}))`,
    `${SINCE}(?<since>${POINT})`,
    `(?<single>${POINT})`,
  ].join('|'),
  'gu',
);

const POINT_PARTS = new RegExp(
  `^(?:(?<month>${MONTH})\\s*,?\\s*(?<year1>${YEAR})|${SEASON}\\s+(?<year2>${YEAR})|(?<number>${MONTH_NUMBER})\\s*[/.]\\s*(?<year3>${YEAR})|(?<year4>${YEAR})\\s*[-/.]\\s*(?<number2>0[1-9]|1[0-2])|(?<year5>${YEAR}))$`,
  'u',
);

/** The month of a folded month word ("janv." → 1), or null. */
function monthOf(word: string): number | null {
  return MONTH_OF.get(word.replace(/\.$/u, '')) ?? null;
}

/** One folded date ("janv. 2019") as a `CvDate`. */
function readPoint(text: string): CvDate {
  const parts = POINT_PARTS.exec(text.trim())!.groups!;
  const year = Number(parts.year1 ?? parts.year2 ?? parts.year3 ?? parts.year4 ?? parts.year5);
  const month = parts.month
    ? monthOf(parts.month)
    : parts.number
      ? Number(parts.number)
      : parts.number2
        ? Number(parts.number2)
        : null;
  return { year, month };
}

/**
 * Every date range of `text`, left to right, with its offsets. A range whose end comes before its
 * start is not one (its two dates are read alone).
 */
export function findDateRanges(text: string): CvDateRange[] {
  const folded = fold(text);
  const ranges: CvDateRange[] = [];
  const pattern = new RegExp(DATES);
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    const groups = match.groups!;
    const from = match.index;
    const to = from + match[0].length;
    if (groups.monthOnly !== undefined) {
      const end = readPoint(groups.monthEnd!);
      const month = monthOf(groups.monthOnly.trim())!;
      if (month > end.month!) {
        pattern.lastIndex = from + groups.monthOnly.length;
        continue;
      }
      ranges.push({ start: { year: end.year, month }, end, from, to });
    } else if (groups.start !== undefined) {
      const start = readPoint(groups.start);
      const end = groups.end === undefined ? null : readPoint(groups.end);
      if (end !== null && endsBefore(end, start)) {
        // "2021 - 2019" is no range: the first date is read alone, the second again after it.
        const startFrom = from + match[0].indexOf(groups.start);
        const startTo = startFrom + groups.start.length;
        ranges.push({ start, end: start, from: startFrom, to: startTo });
        pattern.lastIndex = startTo;
        continue;
      }
      ranges.push({ start, end, from, to });
    } else if (groups.since !== undefined) {
      ranges.push({ start: readPoint(groups.since), end: null, from, to });
    } else {
      const single = readPoint(groups.single!);
      ranges.push({ start: single, end: single, from, to });
    }
  }
  return ranges;
}

/** True when `end` is before `start` (a date without month spans its whole year). */
function endsBefore(end: CvDate, start: CvDate): boolean {
  if (end.year !== start.year) return end.year < start.year;
  return end.month !== null && start.month !== null && end.month < start.month;
}
