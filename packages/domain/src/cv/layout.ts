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
