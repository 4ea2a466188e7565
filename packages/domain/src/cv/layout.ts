/**
 * The laid-out text of a CV, as the format readers give it to the CV understanding (issue #28 §1).
 * The readers (apps/api, in the document worker pool) only read formats with their libraries:
 * `pdfjs-dist` for a PDF's text runs and their positions, a DOCX reader for paragraphs with their
 * styles, page headers, tables and text boxes. Everything the CV *means* — reading order of
 * columns, sections, dates, entries — is read from this shape by `readCv` (./index.ts), in the
 * domain, so that it is tested without any file.
 *
 * Units: PDF coordinates in points (1/72 inch), origin at the page's top left corner, y growing
 * downwards (the readers turn PDF's bottom-left origin around). Strings are as the file stores
 * them: ligatures, soft hyphens, decomposed accents and icon-font letters are cleaned by the
 * understanding (./clean.ts), not by the readers.
 */
import type { CvSectionKind } from './sections.ts';

/** One run of text drawn by a PDF: a string in one font at one position. */
export interface CvTextRun {
  text: string;
  /** Left edge, points from the page's left edge. */
  x: number;
  /** Baseline, points from the page's top edge. */
  y: number;
  /** Advance width of the run, points. */
  width: number;
  /** Font size (the text matrix's vertical scale), points. */
  size: number;
  /** The font's name as the file gives it, subset prefix dropped ("FontAwesome", "Lato-Bold"). */
  font: string;
  bold: boolean;
  italic: boolean;
}

/** One page of a PDF: its size and its runs in the file's drawing order. */
export interface CvPage {
  width: number;
  height: number;
  runs: CvTextRun[];
}

/** Where a DOCX paragraph sits. */
export type CvPart = 'body' | 'header' | 'footer' | 'textbox';

/** One paragraph of a DOCX, in document order (table cells row by row, cell by cell). */
export interface CvParagraph {
  /** The paragraph's text; a tab stop is kept as "\t", a line break as "\n". */
  text: string;
  /** The paragraph style's name as Word shows it ("Title", "Heading 1", "Normal"), or null. */
  style: string | null;
  /** Outline level 1–9 of a heading (style or paragraph property), else null. */
  headingLevel: number | null;
  /** True when every visible character is bold. */
  bold: boolean;
  /** The largest font size used, points, or null when the style's default applies. */
  size: number | null;
  part: CvPart;
  /** The table cell holding the paragraph: its table, row and column (0-based), else null. */
  cell: { table: number; row: number; column: number } | null;
  /** True for an item of a numbered or bulleted list. */
  listItem: boolean;
}

/** A CV read by a format reader; hidden text (PDF invisible text, DOCX `w:vanish`) is never in it. */
export type CvDocument = { format: 'pdf'; pages: CvPage[] } | { format: 'docx'; paragraphs: CvParagraph[] };

/**
 * One line of a CV in reading order (`linesOf`, ./lines.ts): what the understanding reads after
 * the layout. A PDF line is the runs of one baseline within one column, joined with their spaces;
 * a wide gap on one baseline (right-pushed dates, a date column beside its entry, table cells) is
 * kept as one "\t". A DOCX line is a paragraph, or one part of it between line breaks; a table
 * row's cells stay separate lines, in grid order.
 */
export interface CvLine {
  /** Cleaned text (`cleanText`), never empty. */
  text: string;
  /** Page, 0-based (a DOCX is one page: 0). */
  page: number;
  /** Column on its page, 0-based from the left (single column: 0); DOCX: the table column, else 0. */
  column: number;
  /** PDF: left edge, points; DOCX: 0. */
  x: number;
  /** PDF: baseline from the page's top, points; DOCX: the paragraph's index. */
  y: number;
  /** Font size, points, or null when unknown (a DOCX paragraph in its style's default size). */
  size: number | null;
  /** The size against the document's body text (1 = body size; 1.4 = a heading 40 % larger). */
  relativeSize: number;
  bold: boolean;
  /** True when the line's letters are all capitals. */
  capitals: boolean;
  part: CvPart;
  /** DOCX: the paragraph style's name; PDF: null. */
  style: string | null;
  /** DOCX: outline level 1–9 of a heading; PDF: null. */
  headingLevel: number | null;
  /** A bulleted or numbered item (DOCX numbering, or a bullet sign starting a PDF line, dropped from `text`). */
  listItem: boolean;
  /**
   * Space above the line, in body line heights: about 0 within a paragraph, 0.5 and more between
   * paragraphs or entries. DOCX: 0 for the second part of a paragraph cut by line breaks, else 1.
   */
  gapBefore: number;
}

/** What a part of a CV holds: a known section, the lines before the first heading, or an unknown heading's. */
export type CvBlockKind = CvSectionKind | 'top' | 'other';

/** A section of a CV (`sectionsOf`, ./lines.ts): its heading and its lines in reading order. */
export interface CvSection {
  kind: CvBlockKind;
  /** The heading's line as written, or null for the lines before the first heading. */
  heading: string | null;
  /** The lines under the heading; text after the heading's colon ("Langues : anglais") is its first line. */
  lines: CvLine[];
}
