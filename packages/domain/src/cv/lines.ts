/**
 * Reading order of a CV (issue #28 §1 "reading order of two-column layouts and date columns (from
 * positions, not text order), section headings in French and English"): the format readers'
 * `CvDocument` becomes `CvLine`s in the order a person reads them (`linesOf`), and the lines are
 * cut into sections at their headings (`sectionsOf`).
 *
 * PDF: runs are grouped into lines by baseline; columns are found from positions — a vertical
 * gutter that no run crosses — never from the order the file draws its text in. A narrow column of
 * dates beside the entries it dates, and the cells of a table row, are not columns: they join the
 * line at their height with a "\t". DOCX: paragraphs in the reader's order, cut at line breaks.
 */
import lexicon from './cv-lexicon.json' with { type: 'json' };
import { cleanText, isIconFont } from './clean.ts';
import { findEmails } from './contact.ts';
import { findDateRanges } from './dates.ts';
import { fold } from './fold.ts';
import type { CvBlockKind, CvDocument, CvLine, CvPage, CvParagraph, CvSection } from './layout.ts';
import { sectionOf } from './sections.ts';

/** A run cleaned of what is not text: its text, its horizontal extent and its baseline, points. */
interface Piece {
  text: string;
  x: number;
  x1: number;
  y: number;
  size: number;
  bold: boolean;
}

/** A line of a page while the layout is read: text, extent, baseline and column, points. */
interface PageLine {
  text: string;
  x: number;
  x1: number;
  y: number;
  size: number;
  bold: boolean;
  listItem: boolean;
  column: number;
}

/** Baselines closer than this part of the larger size are one baseline (rounding, kerning jitter). */
const SAME_BASELINE = 0.3;
/** A run at most this part of its line's size, raised by at most `SUPERSCRIPT_RISE` of it, is a superscript. */
const SMALLER = 0.85;
const SUPERSCRIPT_RISE = 0.6;
/** A gap wider than this part of the size, with no space on either side, is a word space. */
const SPACE_GAP = 0.15;
/** A gap wider than this many ems on one baseline (right-pushed dates, table cells) is kept as a tab. */
const TAB_GAP = 1.2;
/** A gutter keeps this far, points, from the runs beside it. */
const GUTTER_CLEARANCE = 2;
/** Lines a side needs, within one band, for a gutter to part two columns there. */
const MIN_SIDE_LINES = 3;
/** Part of the narrower side's lines on the baselines of the other side's lines that makes a table row by row. */
const ALIGNED_SHARE = 0.7;
/** Part of a side's lines that are dates that makes it a date column. */
const DATE_SHARE = 0.6;
/** A date column is at most this part of its band's width. */
const DATE_COLUMN_WIDTH = 0.4;
/** Nested gutters read at most (a date column inside the main column of a two-column page). */
const MAX_DEPTH = 4;
/** Part of the page's height, at its top and bottom, where running headers, footers and page numbers stand. */
const MARGIN_ZONE = 0.15;

/**
 * Bullet signs a line may start with. Signs, not words: the ones that are also punctuation
 * (dashes, asterisk, middle dot, arrow) count only when a space follows them.
 */
const BULLET = /^(?:[•◦▪▫■□●○◆◇❖➢➤►▸▹‣⁃∗✓✔☐]\s*|[-–—*·→]\s+)/u;

const PAGE_WORDS = lexicon.pageNumbers;
const words = (list: readonly string[]) =>
  list.map((word) => word.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&')).join('|');
/** "Page 2", "page 2 sur 3", "p. 2 / 3": a page number with its word, dropped anywhere. */
const PAGE_NUMBER = new RegExp(
  `^(?:${words(PAGE_WORDS.page)})\\.?\\s*\\d{1,3}(?:\\s*(?:/|(?:${words(PAGE_WORDS.of)})\\s)\\s*\\d{1,3})?$`,
  'u',
);
/** "2/3", "2 of 3", "- 2 -", "2": a bare page number, dropped in the page's margins only. */
const BARE_PAGE_NUMBER = new RegExp(
  `^(?:\\d{1,3}\\s*(?:/|(?:${words(PAGE_WORDS.of)})\\s)\\s*\\d{1,3}|[-–—]?\\s*\\d{1,3}\\s*[-–—]?)$`,
  'u',
);

/**
 * True when `text` is mostly dates (issue #28 §1 "date columns"): the date ranges
 * `findDateRanges` finds in it ("janv. 2019 – aujourd’hui", "depuis 2018", "2015 - 2017") hold at
 * least half its letters and digits. "2019 – 2021 (2 ans)" is one; "Chef de projet, 2019" is not.
 */
export function isDateLine(text: string): boolean {
  const ranges = findDateRanges(text);
  if (ranges.length === 0) return false;
  const counted = (part: string) => part.replace(/[^\p{L}\p{N}]/gu, '').length;
  const inDates = ranges.reduce((sum, range) => sum + counted(text.slice(range.from, range.to)), 0);
  return inDates * 2 >= counted(text);
}

/** True when `text` is a page number: with its word anywhere, bare in the page's margins only. */
function isPageNumber(text: string, inMargin: boolean): boolean {
  const folded = fold(text).replace(/\s+/gu, ' ');
  return PAGE_NUMBER.test(folded) || (inMargin && BARE_PAGE_NUMBER.test(folded));
}

/** True when every letter of `text` is a capital, and it has two letters at least. */
function isCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 2 &&
    letters === letters.toLocaleUpperCase('fr') &&
    letters !== letters.toLocaleLowerCase('fr')
  );
}

/** `text` with spaces collapsed, one tab for a run of tabs and the spaces around them, trimmed. */
function tidy(text: string): string {
  return text
    .replace(/[ \n]+/gu, ' ')
    .replace(/ *\t[\t ]*/gu, '\t')
    .replace(/^[\t ]+|[\t ]+$/gu, '');
}

/** A bullet sign starting `text` dropped: the rest, and whether there was one. */
function unbulleted(text: string): { text: string; listItem: boolean } {
  const bullet = BULLET.exec(text);
  return bullet === null ? { text, listItem: false } : { text: text.slice(bullet[0].length), listItem: true };
}

// ---------------------------------------------------------------------------------------------
// PDF: runs → lines of one block

/** The runs of a page worth reading: icon fonts and empty runs dropped, text cleaned, tabs as spaces. */
function piecesOf(page: CvPage): Piece[] {
  const pieces: Piece[] = [];
  for (const run of page.runs) {
    if (isIconFont(run.font)) continue;
    const text = cleanText(run.text).replace(/[\t\n]/gu, ' ');
    if (text.trim() === '') continue;
    pieces.push({
      text,
      x: run.x,
      x1: run.x + Math.max(run.width, 0),
      y: run.y,
      size: run.size,
      bold: run.bold,
    });
  }
  return pieces;
}

/**
 * Runs grouped by baseline, top to bottom, each row left to right. Larger runs anchor rows first,
 * so that a superscript ("7e", "1er") — smaller, raised, and touching a run of the row — joins
 * its line instead of making one.
 */
function rowsOf(pieces: readonly Piece[]): Piece[][] {
  const rows: { y: number; size: number; pieces: Piece[] }[] = [];
  const bySize = [...pieces].sort((a, b) => b.size - a.size || a.y - b.y || a.x - b.x);
  for (const piece of bySize) {
    const row = rows.find((candidate) => {
      const rise = candidate.y - piece.y;
      if (Math.abs(rise) <= SAME_BASELINE * candidate.size) return true;
      return (
        piece.size <= SMALLER * candidate.size &&
        rise > 0 &&
        rise <= SUPERSCRIPT_RISE * candidate.size &&
        candidate.pieces.some((other) => Math.abs(piece.x - other.x1) <= candidate.size * 0.5)
      );
    });
    if (row === undefined) rows.push({ y: piece.y, size: piece.size, pieces: [piece] });
    else row.pieces.push(piece);
  }
  return rows.sort((a, b) => a.y - b.y).map((row) => row.pieces.sort((a, b) => a.x - b.x));
}

/** One row's runs as a line: joined with a space, a tab or nothing as their gaps say. */
function lineOfRow(row: readonly Piece[], column: number): PageLine | null {
  const size = Math.max(...row.map((piece) => piece.size));
  let text = '';
  let previous: Piece | null = null;
  for (const piece of row) {
    // A run drawn twice at one place (fake bold) is read once.
    if (previous !== null && piece.text === previous.text && Math.abs(piece.x - previous.x) < 1) continue;
    if (previous !== null) {
      const gap = piece.x - previous.x1;
      if (gap > TAB_GAP * size) text += '\t';
      else if (gap > SPACE_GAP * size && !/\s$/u.test(text) && !/^\s/u.test(piece.text)) text += ' ';
    }
    text += piece.text;
    previous = piece;
  }
  const bullet = unbulleted(tidy(text));
  if (bullet.text === '') return null;
  const lettered = row.filter((piece) => /[\p{L}\p{N}]/u.test(piece.text));
  return {
    text: bullet.text,
    x: row[0]!.x,
    x1: Math.max(...row.map((piece) => piece.x1)),
    y: row.find((piece) => piece.size === size)!.y,
    size,
    bold: lettered.length > 0 && lettered.every((piece) => piece.bold),
    listItem: bullet.listItem,
    column,
  };
}

/**
 * Lines of one column, with a date that wraps in its cell joined back: a short line right under
 * one ("Octobre 2022 – en" / "cours", "2019 –" / "2021") when a date range runs across the two.
 */
function linesOfColumn(pieces: readonly Piece[], column: number): PageLine[] {
  const lines = rowsOf(pieces)
    .map((row) => lineOfRow(row, column))
    .filter((line): line is PageLine => line !== null);
  const joined: PageLine[] = [];
  for (const line of lines) {
    const above = joined.at(-1);
    if (above !== undefined && wrapsDate(above, line)) {
      above.text = `${above.text} ${line.text}`;
      above.x1 = Math.max(above.x1, line.x1);
    } else joined.push(line);
  }
  return joined;
}

/** True when `below` ends a date range that `above` starts, right under it. */
function wrapsDate(above: PageLine, below: PageLine): boolean {
  if (
    below.y - above.y > 1.6 * above.size ||
    below.text.split(/\s+/u).length > 2 ||
    below.text.includes('\t')
  ) {
    return false;
  }
  const boundary = above.text.length;
  return findDateRanges(`${above.text} ${below.text}`).some(
    (range) => range.from < boundary && range.to > boundary + 1,
  );
}

// ---------------------------------------------------------------------------------------------
// PDF: columns from positions

/** A vertical gutter: its x, and the bands of rows it parts (true) or that cross it (false). */
interface Gutter {
  x: number;
  bands: { rows: Piece[][]; parted: boolean }[];
  score: number;
}

/** The rows' bands at `x`: runs of rows that do not cross it, and the rows that do. */
function gutterAt(rows: readonly Piece[][], x: number): Gutter {
  const bands: Gutter['bands'] = [];
  for (const row of rows) {
    const crosses = row.some((piece) => piece.x < x + GUTTER_CLEARANCE && piece.x1 > x - GUTTER_CLEARANCE);
    const last = bands.at(-1);
    if (last !== undefined && last.parted === !crosses) last.rows.push(row);
    else bands.push({ rows: [row], parted: !crosses });
  }
  let score = 0;
  for (const band of bands) {
    if (!band.parted) continue;
    const left = band.rows.filter((row) => row.some((piece) => piece.x1 <= x)).length;
    const right = band.rows.filter((row) => row.some((piece) => piece.x >= x)).length;
    band.parted = left >= MIN_SIDE_LINES && right >= MIN_SIDE_LINES;
    if (band.parted) score += Math.min(left, right);
  }
  // Rows that cross and stretches too thin to part read together, as one band.
  const merged: Gutter['bands'] = [];
  for (const band of bands) {
    const last = merged.at(-1);
    if (last !== undefined && !last.parted && !band.parted) last.rows.push(...band.rows);
    else merged.push(band);
  }
  return { x, bands: merged, score };
}

/**
 * The gutter that parts the most lines into two sides, or null: every x between the runs is
 * tried; among the best, the middle of the widest stretch of that score is taken.
 */
function bestGutter(rows: readonly Piece[][]): Gutter | null {
  const pieces = rows.flat();
  const from = Math.ceil(Math.min(...pieces.map((piece) => piece.x)));
  const to = Math.floor(Math.max(...pieces.map((piece) => piece.x1)));
  const scores: number[] = [];
  for (let x = from; x <= to; x += 1) scores.push(gutterAt(rows, x).score);
  const best = Math.max(0, ...scores);
  if (best === 0) return null;
  let widest = { start: 0, length: 0 };
  for (let start = 0; start < scores.length; start += 1) {
    if (scores[start] !== best || scores[start - 1] === best) continue;
    let end = start;
    while (scores[end + 1] === best) end += 1;
    if (end - start + 1 > widest.length) widest = { start, length: end - start + 1 };
  }
  return gutterAt(rows, from + widest.start + Math.floor((widest.length - 1) / 2));
}

/**
 * The lines of a block of runs in reading order, with their columns from `column` on: a gutter
 * parts the block into bands read top to bottom; in a band, a date column or the cells of a table
 * join the lines at their height, real columns are read left then right.
 */
function readBlock(pieces: readonly Piece[], column: number, depth: number): PageLine[] {
  if (pieces.length === 0) return [];
  const rows = rowsOf(pieces);
  const gutter = depth < MAX_DEPTH && rows.length >= 2 * MIN_SIDE_LINES ? bestGutter(rows) : null;
  if (gutter === null) return linesOfColumn(pieces, column);
  const lines: PageLine[] = [];
  for (const band of gutter.bands) {
    const bandPieces = band.rows.flat();
    if (!band.parted) {
      lines.push(
        ...(band.rows.length < rows.length
          ? readBlock(bandPieces, column, depth + 1)
          : linesOfColumn(bandPieces, column)),
      );
      continue;
    }
    lines.push(...readBand(bandPieces, gutter.x, column, depth));
  }
  return lines;
}

/** One band parted by a gutter at `x`: a date column joined, a table read row by row, or two columns. */
function readBand(pieces: readonly Piece[], x: number, column: number, depth: number): PageLine[] {
  const leftPieces = pieces.filter((piece) => piece.x1 <= x);
  const rightPieces = pieces.filter((piece) => piece.x1 > x);
  const left = linesOfColumn(leftPieces, column);
  const right = linesOfColumn(rightPieces, column);
  const width = Math.max(...pieces.map((piece) => piece.x1)) - Math.min(...pieces.map((piece) => piece.x));
  const dates = [left, right].map(
    (side) =>
      side.filter((line) => isDateLine(line.text)).length >= DATE_SHARE * side.length &&
      Math.max(...side.map((line) => line.x1)) - Math.min(...side.map((line) => line.x)) <=
        DATE_COLUMN_WIDTH * width,
  );
  if (dates[0] === true) return attach(readBlock(rightPieces, column, depth + 1), left, 'left', true);
  if (dates[1] === true) return attach(readBlock(leftPieces, column, depth + 1), right, 'right', true);
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
  // A line with nothing beside it on the other side (a heading over a table, an empty cell) says
  // nothing of rows or columns; among the others, a table's stand on the other side's baselines.
  const beside = fewer.filter((line) => more.some((other) => overlaps(line, other)));
  const aligned = beside.filter((line) => more.some((other) => sameBaseline(line, other))).length;
  if (aligned > 0 && aligned >= ALIGNED_SHARE * beside.length) {
    return attach(more, fewer, fewer === left ? 'left' : 'right', false);
  }
  const first = readBlock(leftPieces, column, depth + 1);
  const next = Math.max(column, ...first.map((line) => line.column)) + 1;
  return [...first, ...readBlock(rightPieces, next, depth + 1)];
}

/** True when two lines' heights overlap: their baselines are closer than the larger size. */
function overlaps(a: PageLine, b: PageLine): boolean {
  return Math.abs(a.y - b.y) < Math.max(a.size, b.size);
}

function sameBaseline(a: PageLine, b: PageLine): boolean {
  return Math.abs(a.y - b.y) <= SAME_BASELINE * Math.max(a.size, b.size);
}

/**
 * The side's lines joined to the main lines at their height, with a tab, left or right of them;
 * a side line with no main line there stays a line of its own, in its place from the top. A date
 * of a date column (`loose`) takes the nearest baseline within about a line's height, preferring
 * the line at or below its top; a table cell, or a heading in a date column, only its own baseline.
 */
function attach(
  main: PageLine[],
  side: readonly PageLine[],
  where: 'left' | 'right',
  loose: boolean,
): PageLine[] {
  const lines = main.map((line) => ({ ...line }));
  const alone: PageLine[] = [];
  for (const cell of side) {
    const target =
      loose && isDateLine(cell.text)
        ? nearestBelow(lines, cell)
        : lines.find((line) => sameBaseline(line, cell));
    if (target === undefined) {
      alone.push(cell);
      continue;
    }
    target.text = where === 'left' ? `${cell.text}\t${target.text}` : `${target.text}\t${cell.text}`;
    target.x = Math.min(target.x, cell.x);
    target.x1 = Math.max(target.x1, cell.x1);
    target.bold = target.bold && cell.bold;
    target.listItem = target.listItem || cell.listItem;
  }
  for (const cell of alone) {
    const at = lines.findIndex((line) => line.y > cell.y);
    lines.splice(at < 0 ? lines.length : at, 0, cell);
  }
  return lines;
}

/** The main line a date cell stands beside: the nearest baseline within a line's height, at or below its top first. */
function nearestBelow(lines: readonly PageLine[], cell: PageLine): PageLine | undefined {
  const top = cell.y - cell.size;
  const near = lines.filter((line) => Math.abs(line.y - cell.y) <= 1.2 * Math.max(line.size, cell.size));
  const below = near.filter((line) => line.y >= top);
  const pool = below.length > 0 ? below : near;
  return pool.reduce<PageLine | undefined>(
    (best, line) =>
      best === undefined || Math.abs(line.y - cell.y) < Math.abs(best.y - cell.y) ? line : best,
    undefined,
  );
}

// ---------------------------------------------------------------------------------------------
// PDF: the document

/** The font size holding most characters of `lines`, or null when there is none. */
function bodySizeOf(lines: readonly { text: string; size: number | null }[]): number | null {
  const weight = new Map<number, number>();
  for (const line of lines) {
    if (line.size === null) continue;
    const size = Math.round(line.size * 10) / 10;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let body: number | null = null;
  for (const [size, count] of weight) if (body === null || count > weight.get(body)!) body = size;
  return body;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A repeated line's key: its text with digits aside ("page 2" and "page 3" are one footer), and its place. */
const furnitureKey = (line: PageLine) => `${line.text.replace(/\d+/gu, '#')}@${Math.round(line.y / 3)}`;

function pdfLines(pages: readonly CvPage[]): CvLine[] {
  const pageLines = pages.map((page) => readBlock(piecesOf(page), 0, 0));
  // Page numbers, and a running header or footer (kept once), stand in the page's margins.
  const seen = new Set<string>();
  const kept = pageLines.map((lines, page) => {
    const height = pages[page]!.height;
    return lines.filter((line) => {
      const inMargin = line.y < MARGIN_ZONE * height || line.y > (1 - MARGIN_ZONE) * height;
      if (isPageNumber(line.text, inMargin)) return false;
      if (!inMargin) return true;
      const key = furnitureKey(line);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
  const all = kept.flat();
  const body = bodySizeOf(all) ?? 10;
  const lineHeight = lineHeightOf(kept, body);
  return kept.flatMap((lines, page) => {
    const lastY = new Map<number, number>();
    return lines.map((line) => {
      const previous = lastY.get(line.column);
      lastY.set(line.column, line.y);
      const distance = previous === undefined ? null : line.y - previous;
      return {
        text: line.text,
        page,
        column: line.column,
        x: round2(line.x),
        y: round2(line.y),
        size: line.size,
        relativeSize: round2(line.size / body),
        bold: line.bold,
        capitals: isCapitals(line.text),
        part: 'body' as const,
        style: null,
        headingLevel: null,
        listItem: line.listItem,
        gapBefore:
          distance === null || distance <= 0 ? 1 : round2(Math.max(0, (distance - lineHeight) / lineHeight)),
      };
    });
  });
}

/**
 * The body's line height, points: the commonest distance between two body-size baselines that
 * follow each other in one column (within 0.9 and 2 body sizes), else 1.2 body sizes.
 */
function lineHeightOf(pages: readonly PageLine[][], body: number): number {
  const counts = new Map<number, number>();
  for (const lines of pages) {
    for (let index = 1; index < lines.length; index += 1) {
      const [above, line] = [lines[index - 1]!, lines[index]!];
      const distance = Math.round((line.y - above.y) * 2) / 2;
      const bodyLike = (size: number) => Math.abs(size - body) <= 0.05 * body;
      if (above.column !== line.column || !bodyLike(above.size) || !bodyLike(line.size)) continue;
      if (distance < 0.9 * body || distance > 2 * body) continue;
      counts.set(distance, (counts.get(distance) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  for (const [distance, count] of counts) if (best === null || count > counts.get(best)!) best = distance;
  return best ?? 1.2 * body;
}

// ---------------------------------------------------------------------------------------------
// DOCX

function docxLines(paragraphs: readonly CvParagraph[]): CvLine[] {
  const body = bodySizeOf(paragraphs.map((paragraph) => ({ text: paragraph.text, size: paragraph.size })));
  return paragraphs.flatMap((paragraph, index) =>
    cleanText(paragraph.text)
      .split('\n')
      .map((part) => unbulleted(tidy(part)))
      .filter(
        (part) =>
          part.text !== '' &&
          !(paragraph.part !== 'body' && paragraph.part !== 'textbox' && isPageNumber(part.text, true)),
      )
      .map((part, rank) => ({
        text: part.text,
        page: 0,
        column: paragraph.cell?.column ?? 0,
        x: 0,
        y: index,
        size: paragraph.size,
        relativeSize: paragraph.size === null || body === null ? 1 : round2(paragraph.size / body),
        bold: paragraph.bold,
        capitals: isCapitals(part.text),
        part: paragraph.part,
        style: paragraph.style,
        headingLevel: paragraph.headingLevel,
        listItem: paragraph.listItem || part.listItem,
        gapBefore: rank === 0 ? 1 : 0,
      })),
  );
}

/**
 * The lines of a CV in reading order (issue #28 §1), shaped as `CvLine` (layout.ts).
 *
 * PDF: runs of one baseline within one column make a line (superscripts stay on theirs), joined
 * by a space where the gap says so, a wide gap kept as one "\t"; icon-font runs dropped, text
 * cleaned (`cleanText`), a starting bullet sign dropped into `listItem`. Columns come from
 * positions: per page, a gutter no run crosses over a band of rows parts it; rows crossing it
 * (a full-width name, a band) cut the page into bands read top to bottom; two columns are read
 * left then right; a narrow column of dates, or a table's cells, join the line at their height
 * ("2015 – 2017\tChef de projet", "Chef de projet\tjanv. 2019 – aujourd’hui"). Page numbers
 * ("2/3", "Page 2 sur 3", "- 2 -") are dropped, a running header or footer kept once.
 * `relativeSize` against the size holding most characters; `gapBefore` in body line heights.
 *
 * DOCX: paragraphs in the reader's order (headers, body with text boxes in place, footers), cut at
 * line breaks; table cells keep their column; `relativeSize` against the commonest size (1 when
 * the paragraph's size is the style's default).
 */
export function linesOf(document: CvDocument): CvLine[] {
  return document.format === 'pdf' ? pdfLines(document.pages) : docxLines(document.paragraphs);
}

// ---------------------------------------------------------------------------------------------
// Sections

/** Styles whose name says heading or title ("Heading 1", "Titre 2", "Section Title"). */
const HEADING_STYLE = /heading|titre|title|section/iu;
/** A heading is at least this much larger than the body when size is its cue. */
const LARGER = 1.1;
/** Space above, in body line heights, that sets a plain line apart as a heading. */
const SPACE_ABOVE = 0.5;
/** Words and characters of a line that a learned heading look may open an unknown section with. */
const OTHER_MAX_WORDS = 5;
const OTHER_MAX_CHARACTERS = 40;
/** Lines, at least, of each of two column runs for a column change to end a section. */
const COLUMN_RUN = 3;

/** What makes a line look like a heading, in this document. */
const lookOf = (line: CvLine) =>
  [
    Math.round(line.relativeSize * 20) / 20,
    line.bold,
    line.capitals,
    line.style ?? '',
    line.headingLevel ?? '',
  ].join('|');

/** True when the line stands like a heading by its type: style, outline level, bold, capitals, size. */
function hasHeadingType(line: CvLine): boolean {
  return isStyled(line) || line.bold || line.capitals || line.relativeSize >= LARGER;
}

/** Headings by their letters alone ("experienceprofessionnelle"), for spaces a PDF put astray. */
const HEADING_LETTERS = new Map<string, CvBlockKind>(
  Object.entries(lexicon.sections)
    .filter(([kind]) => kind !== '$comment')
    .flatMap(([kind, names]) =>
      (names as string[]).map((name) => [name.replace(/[^a-z]/gu, ''), kind as CvBlockKind] as const),
    ),
);

/**
 * The section of a short heading-typed line whose letters, spaces aside, are a heading's: letter-
 * spaced small capitals come out of some PDFs as "exp erience", "edu cation".
 */
function spacedHeading(line: CvLine): { kind: CvBlockKind; rest: string } | null {
  if (!hasHeadingType(line) || line.text.split(' ').length > 4) return null;
  const kind = HEADING_LETTERS.get(fold(line.text).replace(/[^a-z]/gu, ''));
  return kind === undefined ? null : { kind, rest: '' };
}

/**
 * The section the line at `index` opens, or null: a known heading name standing like a heading,
 * not followed by a line beside or below it in another column (a table's label cell, "Langues"
 * beside "Anglais C1", is no heading). A plain line is a heading only alone on its line with space above, short,
 * not an item, and not a "label : value" line among others of its kind or under a heading.
 */
function knownHeading(lines: readonly CvLine[], index: number): { kind: CvBlockKind; rest: string } | null {
  const line = lines[index]!;
  if (line.text.includes('\t')) return null;
  const found = sectionOf(line.text) ?? spacedHeading(line);
  if (found === null) return null;
  const styled = isStyled(line);
  const next = lines[index + 1];
  // The next line in another column, beside or below (not back up at the top of that column): a table row.
  if (
    !styled &&
    next !== undefined &&
    next.page === line.page &&
    next.column !== line.column &&
    next.y >= line.y - 1
  ) {
    return null;
  }
  if (hasHeadingType(line) && !(line.listItem && !styled && !line.capitals)) return found;
  const head = line.text.split(/[:：]/u)[0]!.trim();
  if (line.listItem || line.gapBefore < SPACE_ABOVE || head.split(/\s+/u).length > 3) return null;
  const previous = lines[index - 1];
  const labelled = (other: CvLine) => /^[^:：]{1,40}[:：]\s*\S/u.test(other.text);
  if (
    found.rest !== '' &&
    previous !== undefined &&
    (labelled(previous) || sectionOf(previous.text) !== null)
  ) {
    return null;
  }
  return found;
}

/** True when `line` may be an unknown heading with the document's heading look: short, no date, email or tab. */
function mayBeOtherHeading(line: CvLine, look: string | null): boolean {
  return (
    look !== null &&
    lookOf(line) === look &&
    !line.listItem &&
    !line.text.includes('\t') &&
    line.text.length <= OTHER_MAX_CHARACTERS &&
    line.text.split(/\s+/u).length <= OTHER_MAX_WORDS &&
    /^\P{Ll}/u.test(line.text) &&
    !/[.,;]$/u.test(line.text) &&
    findDateRanges(line.text).length === 0 &&
    findEmails(line.text).length === 0
  );
}

/** True when the line's type is styled as a heading (a heading style or outline level). */
const isStyled = (line: CvLine) =>
  line.headingLevel !== null || (line.style !== null && HEADING_STYLE.test(line.style));

/** Sizes closer than this, relative to the body, are one size. */
const SIZE_TOLERANCE = 0.05;

/**
 * How `a`'s look compares with `b`'s as a heading's: larger first, then styled, capitals, bold
 * (positive when `a` is the stronger).
 */
function strength(a: CvLine, b: CvLine): number {
  if (Math.abs(a.relativeSize - b.relativeSize) > SIZE_TOLERANCE) return a.relativeSize - b.relativeSize;
  const cues = (line: CvLine) => [isStyled(line), line.capitals, line.bold].map(Number);
  const [ca, cb] = [cues(a), cues(b)];
  const differs = ca.findIndex((cue, index) => cue !== cb[index]);
  return differs < 0 ? 0 : ca[differs]! - cb[differs]!;
}

/**
 * The document's own heading look: of the looks at least two recognised headings share (and
 * that are a heading's: styled, bold, capitals or larger), the strongest; one line wearing it, or null.
 */
function headingModel(headings: readonly CvLine[]): CvLine | null {
  const counts = new Map<string, number>();
  for (const line of headings)
    if (hasHeadingType(line)) counts.set(lookOf(line), (counts.get(lookOf(line)) ?? 0) + 1);
  let model: CvLine | null = null;
  for (const line of headings) {
    if ((counts.get(lookOf(line)) ?? 0) < 2) continue;
    if (model === null || strength(line, model) > 0) model = line;
  }
  return model;
}

/** Per page, the column holding most characters (the main flow; others are sidebars). */
function mainColumns(lines: readonly CvLine[]): Map<number, number> {
  const weight = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.page}:${line.column}`;
    weight.set(key, (weight.get(key) ?? 0) + line.text.length);
  }
  const main = new Map<number, number>();
  const best = new Map<number, number>();
  for (const [key, count] of weight) {
    const [page, column] = key.split(':').map(Number) as [number, number];
    if (count > (best.get(page) ?? -1)) {
      best.set(page, count);
      main.set(page, column);
    }
  }
  return main;
}

/** A run of consecutive lines on one page and column. */
interface ColumnRun {
  page: number;
  column: number;
  length: number;
}

/** The runs of consecutive lines on one page and column, and the run of each line. */
function columnRuns(lines: readonly CvLine[]): { runs: ColumnRun[]; of: number[] } {
  const runs: ColumnRun[] = [];
  const of: number[] = [];
  for (const line of lines) {
    const last = runs.at(-1);
    if (last !== undefined && last.page === line.page && last.column === line.column) last.length += 1;
    else runs.push({ page: line.page, column: line.column, length: 1 });
    of.push(runs.length - 1);
  }
  return { runs, of };
}

/**
 * True when entering run `index` ends a section: it and the run before are columns, not a
 * table's cells — three lines or more each, on one page, and the run after, if on that page,
 * too (a table's cells alternate: a date cell, three lines of details, a date cell…).
 */
function changesColumn(runs: readonly ColumnRun[], index: number): boolean {
  const [previous, run, next] = [runs[index - 1], runs[index]!, runs[index + 1]];
  return (
    previous !== undefined &&
    previous.page === run.page &&
    previous.length >= COLUMN_RUN &&
    run.length >= COLUMN_RUN &&
    (next === undefined || next.page !== run.page || next.length >= COLUMN_RUN)
  );
}

/**
 * The lines cut into sections at their headings (issue #28 §1 "section headings in French and
 * English"), in reading order. A heading is a line `sectionOf` names AND that stands like a
 * heading: a DOCX heading level or heading-like style, bold, capitals, larger than the body, or
 * a short line alone with space above — never a list item or a line with a tab. Lines before the
 * first heading make a `top` section. A short line with the look the recognised headings share
 * (size, bold, capitals, style), and no date, email or tab, opens an `other` section. Text after
 * a heading's colon is its section's first line. A column change on a page (two runs of three
 * lines or more) ends a section unless the new column starts with a heading, or goes on with a
 * sentence the last column left open (its first line in lower case): the new lines open
 * `top` (no heading yet) or `other`; the page's main column (most characters) continues the main
 * flow's last section of an earlier page.
 */
export function sectionsOf(lines: readonly CvLine[]): CvSection[] {
  const found = lines.map((_, index) => knownHeading(lines, index));
  const model = headingModel(lines.filter((_, index) => found[index] !== null));
  // A label weaker than the document's headings ("Réalisations :", "Environnement technique :
  // Java" inside a mission) is part of its section, not a heading.
  const known = found.map((heading, index) =>
    heading !== null &&
    model !== null &&
    /[:：]/u.test(lines[index]!.text) &&
    strength(lines[index]!, model) < 0
      ? null
      : heading,
  );
  const look = model === null ? null : lookOf(model);
  const main = mainColumns(lines);
  const { runs, of } = columnRuns(lines);
  const sections: CvSection[] = [];
  const state: {
    current: CvSection | null;
    mainFlow: CvSection | null;
    beforeBox: CvSection | null;
    headingSeen: boolean;
  } = {
    current: null,
    mainFlow: null,
    beforeBox: null,
    headingSeen: false,
  };
  const open = (kind: CvBlockKind, heading: string | null, line: CvLine): CvSection => {
    const section: CvSection = { kind, heading, lines: [] };
    sections.push(section);
    state.current = section;
    if (main.get(line.page) === line.column) state.mainFlow = section;
    return section;
  };
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    // A text box floats beside the body: the body after it goes on with the section before it.
    if (line.part === 'textbox' && previous?.part !== 'textbox') state.beforeBox = state.current;
    if (line.part !== 'textbox' && previous?.part === 'textbox' && state.beforeBox !== null) {
      state.current = state.beforeBox;
    }
    const heading =
      known[index] ??
      (state.headingSeen && mayBeOtherHeading(line, look) ? { kind: 'other' as const, rest: '' } : null);
    if (heading !== null) {
      state.headingSeen = true;
      const section = open(heading.kind, line.text, line);
      if (heading.rest !== '') section.lines.push({ ...line, text: heading.rest });
      return;
    }
    if (previous !== undefined && (previous.page !== line.page || previous.column !== line.column)) {
      const samePage = previous.page === line.page;
      const changes = samePage && changesColumn(runs, of[index]!);
      const isMain = main.get(line.page) === line.column;
      // A sentence left open at a column's foot and going on in lower case at the next column's
      // head: the text flows from one column into the next, as in a newspaper.
      const flows = samePage && !/[.!?:;]$/u.test(previous.text.trim()) && /^\p{Ll}/u.test(line.text);
      if (!flows && isMain && state.mainFlow !== null && (changes || !samePage))
        state.current = state.mainFlow;
      else if (!flows && (changes || (!samePage && !isMain)))
        open(state.headingSeen ? 'other' : 'top', null, line);
    }
    (state.current ?? open('top', null, line)).lines.push(line);
  });
  return sections;
}
