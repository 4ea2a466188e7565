/**
 * A PDF CV's visible text with its positions (issue #28 §1; `CvDocument` of
 * `@highlight/domain/cv/layout`): for each page its size and its text runs in the file's drawing
 * order, each with its left edge, baseline (points from the page's top), advance width, size, font
 * name (subset prefix "ABCDEF+" dropped), bold and italic. Runs in the document worker pool only.
 *
 * Library: `pdfjs-dist` 6 (Mozilla PDF.js), legacy build for Node. In Node, pdfjs always runs its
 * "fake worker" in the calling thread (`PDFWorker`: workers are disabled under Node), loading
 * `GlobalWorkerOptions.workerSrc`, set here to the package's legacy `pdf.worker.mjs`: no thread is
 * started inside the pool's thread. Options: `disableFontFace` and `useSystemFonts: false` (no font
 * is installed or looked up), `fontExtraProperties` (a font's real `name`), no scripting, images
 * decoded up to `CV_IMPORT_MAX_IMAGE_PIXELS` only. `isEvalSupported`, which older versions had,
 * no longer exists in 6.x: pdfjs compiles no code from a file.
 *
 * Hidden text never comes through (what pdfjs lets one know, found in its source and issues):
 * - `page.getTextContent()` does not follow the text rendering mode: invisible text (mode 3, OCR
 *   layers, ATS keyword stuffing) comes out with the visible one, by design (mozilla/pdf.js#9666:
 *   OCR text must stay selectable). Neither `includeMarkedContent` nor any other option filters it.
 *   So the text is read from the page's operator list (`page.getOperatorList()`, what the canvas
 *   renderer draws): `OPS.setTextRenderingMode` is followed through `save`/`restore`, and a glyph
 *   drawn in mode 3 or 7 (neither filled nor stroked) is dropped. Positions are computed as
 *   pdfjs's canvas does (`showText`: text matrix, character and word spacing, horizontal scaling,
 *   rise), with the viewport's transform turning PDF's bottom-left origin into the top-left one.
 * - Text outside the page box (the viewport, i.e. the crop box) and text smaller than 1 pt.
 * - Text in a hidden optional-content layer (`beginMarkedContentProps` "OC", checked against
 *   `getOptionalContentConfig()` as the canvas does), and text whose fill is fully transparent.
 * - Text in the colour of what lies under it (white on the white page, as brilliant-CV hides its
 *   keyword list): the filled shapes drawn before it are remembered with their colour, images as
 *   unknown (text over an image is kept); a contrast ratio under `HIDDEN_CONTRAST` (WCAG 2.x
 *   relative luminance) hides it. Clipping paths are not followed.
 * Annotations (form fields' appearances, comments) are not read (`AnnotationMode.DISABLE`), and the
 * document's metadata (title, keywords) never is.
 *
 * Glyphs become runs as pdfjs's own text extraction joins them (`getTextContent`, evaluator.js):
 * one run per font and size along one baseline; a gap over 0.102 em adds a space, over 0.6 em or
 * back by 0.2 em starts a new run.
 *
 * Bounds on the work a file may ask for (docs/security.md "Uploaded documents"), before it grows:
 * - before pdfjs opens the file, its compressed streams other than images are inflated natively
 *   within `CV_IMPORT_MAX_PDF_INFLATED_BYTES` together (./pdf-streams.ts);
 * - while pdfjs hands a page's operator list over, a chunk of about 1,000 operators at a time, the
 *   operators are counted, and past `CV_IMPORT_MAX_PDF_PAGE_OPERATORS` on the page (or
 *   `CV_IMPORT_MAX_PDF_OPERATORS` in the document) the reading stops there: the document is
 *   destroyed, which terminates pdfjs's evaluation of the page at its next time slot. pdfjs has no
 *   option for this; the count is taken as its own renderer takes each chunk (the page's intent
 *   state, `_intentStates`, whose `renderTasks` are told of each chunk: pdfjs-dist 6 `api.js`
 *   `_renderPageChunk`).
 *
 * Errors (`CvReadError`): `CV_ENCRYPTED` (pdfjs `PasswordException`), `CV_TOO_MANY_PAGES` (over
 * `CV_IMPORT_MAX_PAGES` pages or `CV_IMPORT_MAX_CHARACTERS` characters), `CV_SCRIPTED` (JavaScript
 * in the document's name tree, its open action or additional actions, a page's actions or a form
 * field's: `getJSActions()`, `hasJSActions()`), `CV_TOO_COMPLEX` (the bounds above),
 * `CV_NO_TEXT` (no visible text: an image scan), `CV_DAMAGED` (anything else pdfjs cannot read).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CV_IMPORT_MAX_CHARACTERS,
  CV_IMPORT_MAX_IMAGE_PIXELS,
  CV_IMPORT_MAX_PAGES,
  CV_IMPORT_MAX_PDF_INFLATED_BYTES,
  CV_IMPORT_MAX_PDF_OPERATORS,
  CV_IMPORT_MAX_PDF_PAGE_OPERATORS,
} from '@highlight/domain/constants';
import type { CvPage, CvTextRun } from '@highlight/domain/cv/layout';
import { CvReadError } from './cv-read-error.ts';
import { assertInflatedSizeWithin } from './pdf-streams.ts';
import FONT_STYLES from './font-styles.json' with { type: 'json' };
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type Pdfjs = typeof PdfjsModule;
type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type OptionalContentConfig = Awaited<ReturnType<PdfDocument['getOptionalContentConfig']>>;
/** An affine transform [a b c d e f]: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
type Matrix = readonly [number, number, number, number, number, number];

/** A PDF read: its pages in order. */
export interface PdfCv {
  format: 'pdf';
  pages: CvPage[];
}

/** Glyphs smaller than this, in points, are not shown to a reader (issue #28 §1). */
export const MIN_VISIBLE_SIZE = 1;
/**
 * Text whose colour and its background's have a contrast ratio (WCAG 2.x, 1 to 21) under this is
 * hidden: #f5f5f5 on white is 1.09, the lightest grey a CV prints (#d0d0d0, rules and dates) 1.5.
 */
export const HIDDEN_CONTRAST = 1.1;
/** pdfjs's text extraction thresholds, in ems (evaluator.js `getTextContent`). */
const SPACE_MIN = 0.102;
const SPACE_MAX = 0.6;
const BACKWARDS_MAX = -0.2;
/** A glyph further than this from the run's baseline, in ems, starts a new run (superscripts too). */
const BASELINE_TOLERANCE = 0.3;

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** A directory of the pdfjs package, as its factories want it (a path ending with "/"). */
const pdfjsDirectory = (name: string) => `${path.join(PDFJS_DIR, name)}/`;

let pdfjs: Promise<Pdfjs> | null = null;
/** pdfjs, loaded on the thread's first PDF. */
function loadPdfjs(): Promise<Pdfjs> {
  return (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((library) => {
    library.GlobalWorkerOptions.workerSrc = pathToFileURL(
      path.join(PDFJS_DIR, 'legacy/build/pdf.worker.mjs'),
    ).href;
    return library;
  }));
}

/** Operators a PDF may draw (see the module's docstring); tests give smaller ones. */
export interface OperatorBounds {
  /** On one page. */
  page: number;
  /** On all pages together. */
  document: number;
}

const OPERATOR_BOUNDS: OperatorBounds = {
  page: CV_IMPORT_MAX_PDF_PAGE_OPERATORS,
  document: CV_IMPORT_MAX_PDF_OPERATORS,
};

/**
 * Reads a PDF's visible text runs (see the module's docstring). `bytes` is handed to pdfjs, which
 * may detach its buffer (it transfers it to its in-thread worker): do not use it afterwards.
 * `operators` bounds the drawing operators read (default `CV_IMPORT_MAX_PDF_PAGE_OPERATORS` per
 * page, `CV_IMPORT_MAX_PDF_OPERATORS` in all). Throws `CvReadError` only.
 */
export async function readPdf(
  bytes: Uint8Array,
  operators: OperatorBounds = OPERATOR_BOUNDS,
): Promise<PdfCv> {
  assertInflatedSizeWithin(bytes, CV_IMPORT_MAX_PDF_INFLATED_BYTES);
  const library = await loadPdfjs();
  const task = library.getDocument({
    // pdfjs refuses a Node Buffer; a view of it is read as it is.
    data: Buffer.isBuffer(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : bytes,
    disableFontFace: true,
    useSystemFonts: false,
    fontExtraProperties: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    maxImageSize: CV_IMPORT_MAX_IMAGE_PIXELS,
    enableXfa: false,
    cMapUrl: pdfjsDirectory('cmaps'),
    standardFontDataUrl: pdfjsDirectory('standard_fonts'),
    wasmUrl: pdfjsDirectory('wasm'),
    verbosity: library.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw error instanceof library.PasswordException
        ? new CvReadError('CV_ENCRYPTED')
        : new CvReadError('CV_DAMAGED', describe(error));
    });
    if (document.numPages > CV_IMPORT_MAX_PAGES) throw new CvReadError('CV_TOO_MANY_PAGES');
    if (document.numPages === 0) throw new CvReadError('CV_DAMAGED', 'no page');
    if ((await document.getJSActions()) !== null || (await document.hasJSActions())) {
      throw new CvReadError('CV_SCRIPTED');
    }
    const optionalContent = await document.getOptionalContentConfig({ intent: 'display' });
    const pages: CvPage[] = [];
    let characters = 0;
    let operatorsLeft = operators.document;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      if ((await page.getJSActions()) !== null) throw new CvReadError('CV_SCRIPTED');
      const { read, operatorCount } = await readPage(
        library,
        page,
        optionalContent,
        Math.min(operators.page, operatorsLeft),
      );
      operatorsLeft -= operatorCount;
      page.cleanup();
      characters += read.runs.reduce((sum, run) => sum + run.text.length, 0);
      if (characters > CV_IMPORT_MAX_CHARACTERS) throw new CvReadError('CV_TOO_MANY_PAGES');
      pages.push(read);
    }
    if (characters === 0) throw new CvReadError('CV_NO_TEXT');
    return { format: 'pdf', pages };
  } catch (error) {
    throw error instanceof CvReadError ? error : new CvReadError('CV_DAMAGED', describe(error));
  } finally {
    await task.destroy();
  }
}

/** An error's class and message, for the log (pdfjs's messages name no content of the file). */
const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

async function readPage(
  library: Pdfjs,
  page: PdfPage,
  optionalContent: OptionalContentConfig,
  maxOperators: number,
): Promise<{ read: CvPage; operatorCount: number }> {
  const viewport = page.getViewport({ scale: 1 });
  const operators = await boundedOperatorList(library, page, maxOperators);
  const runs = pageRuns(library.OPS, operators, {
    width: viewport.width,
    height: viewport.height,
    transform: toMatrix(viewport.transform),
    font: (id) => fontOf(page, id),
    isVisible: (properties) => Boolean(optionalContent.isVisible(properties)),
  });
  return {
    read: { width: round(viewport.width), height: round(viewport.height), runs },
    operatorCount: operators.fnArray.length,
  };
}

/** What pdfjs keeps of an operator list being received (pdfjs-dist 6 `api.js`, `PDFPageProxy`). */
interface IntentState {
  operatorList?: { fnArray: unknown[]; lastChunk: boolean };
  renderTasks?: Set<{ operatorListChanged(): void }>;
}

/**
 * The page's operator list (`getOperatorList`, display intent, no annotations), refused with
 * `CV_TOO_COMPLEX` as soon as more than `maxOperators` have come: pdfjs tells each of the page's
 * render tasks when a chunk of the list arrives, so a watcher among them counts as the list grows.
 * The caller then destroys the document, which stops pdfjs's evaluation. Throws a plain `Error`
 * (a 500, `CV_DAMAGED` to the person) when pdfjs no longer keeps its list where this looks: the
 * bound is kept or nothing is read.
 */
async function boundedOperatorList(
  library: Pdfjs,
  page: PdfPage,
  maxOperators: number,
): Promise<Awaited<ReturnType<PdfPage['getOperatorList']>>> {
  const listed = page.getOperatorList({ intent: 'display', annotationMode: library.AnnotationMode.DISABLE });
  // getOperatorList creates the intent state and starts receiving before it returns.
  const states = [...(page._intentStates as Map<unknown, IntentState>).values()];
  const state = states.find((candidate) => candidate.operatorList?.lastChunk === false);
  const list = state?.operatorList;
  const tasks = state?.renderTasks;
  if (list === undefined || tasks === undefined) {
    // Read already (pdfjs keeps a page's list): counted whole.
    if (states.some((candidate) => candidate.operatorList?.lastChunk === true)) {
      const operators = await listed;
      if (operators.fnArray.length > maxOperators) throw new CvReadError('CV_TOO_COMPLEX', 'operators');
      return operators;
    }
    throw new Error('pdfjs keeps no operator list being received: the operator bound cannot be kept');
  }
  let refuse: (error: CvReadError) => void = () => undefined;
  const refused = new Promise<never>((_resolve, reject) => (refuse = reject));
  const watcher = {
    operatorListChanged() {
      if (list.fnArray.length <= maxOperators) return;
      tasks.delete(watcher);
      refuse(new CvReadError('CV_TOO_COMPLEX', 'operators'));
    },
  };
  tasks.add(watcher);
  try {
    const operators = await Promise.race([listed, refused]);
    // A list that ended in the chunk that passed the bound resolves before the watcher hears of it.
    if (operators.fnArray.length > maxOperators) throw new CvReadError('CV_TOO_COMPLEX', 'operators');
    return operators;
  } finally {
    tasks.delete(watcher);
  }
}

/** What the walk over a page's operators needs of the page. */
interface PageFrame {
  width: number;
  height: number;
  /** PDF user space → the page's top-left space, in points. */
  transform: Matrix;
  font(id: string): PdfFont | null;
  /** Whether an optional-content group (marked content "OC") is shown. */
  isVisible(properties: unknown): boolean;
}

/** The facts of a font the runs need. */
interface PdfFont {
  name: string;
  bold: boolean;
  italic: boolean;
  /** Glyph space → text space (pdfjs's `fontMatrix`, [0.001 0 0 0.001 0 0] for most fonts). */
  matrix: Matrix;
  type3: boolean;
}

/** The loaded fonts of the page (`commonObjs`), read once each. */
const fonts = new WeakMap<object, Map<string, PdfFont | null>>();

function fontOf(page: PdfPage, id: string): PdfFont | null {
  let known = fonts.get(page.commonObjs);
  if (!known) fonts.set(page.commonObjs, (known = new Map<string, PdfFont | null>()));
  if (known.has(id)) return known.get(id) ?? null;
  let font: PdfFont | null = null;
  try {
    const object = page.commonObjs.get(id) as {
      name?: unknown;
      loadedName?: unknown;
      bold?: unknown;
      black?: unknown;
      italic?: unknown;
      fontMatrix?: unknown;
      isType3Font?: unknown;
    } | null;
    if (object) {
      const name = (typeof object.name === 'string' ? object.name : '').replace(/^[A-Z]{6}\+/, '');
      const style = fontStyle(name);
      font = {
        name,
        bold: style.bold || object.bold === true || object.black === true,
        italic: style.italic || object.italic === true,
        matrix: isMatrix(object.fontMatrix) ? toMatrix(object.fontMatrix) : [0.001, 0, 0, 0.001, 0, 0],
        type3: object.isType3Font === true,
      };
    }
  } catch {
    font = null; // a font pdfjs could not load: its glyphs are not drawn either
  }
  known.set(id, font);
  return font;
}

const BOLD_TEX = FONT_STYLES.bold.tex.map((source) => new RegExp(source));
const ITALIC_TEX = FONT_STYLES.italic.tex.map((source) => new RegExp(source));

/**
 * Bold and italic as a font's name tells them (font-styles.json): "Lato-Black", "Roboto-BoldItalic",
 * "SourceSansPro-SemiboldIt", "Arial,BoldItalic", "CMBX12", "CMTI10". The PDF font descriptor's
 * flags are not exposed by pdfjs (only its own name-based `bold`/`italic`, also used).
 */
export function fontStyle(fontName: string): { bold: boolean; italic: boolean } {
  const name = fontName.replace(/^[A-Z]{6}\+/, '').toLowerCase();
  const separator = Math.max(name.lastIndexOf('-'), name.lastIndexOf(','));
  const style = separator >= 0 ? name.slice(separator + 1) : '';
  return {
    bold:
      FONT_STYLES.bold.inName.some((word) => name.includes(word)) ||
      FONT_STYLES.bold.inStyle.some((word) => style.includes(word)) ||
      BOLD_TEX.some((pattern) => pattern.test(name)),
    italic:
      FONT_STYLES.italic.inName.some((word) => name.includes(word)) ||
      FONT_STYLES.italic.styleEndings.some((ending) => style.endsWith(ending)) ||
      ITALIC_TEX.some((pattern) => pattern.test(name)),
  };
}

const isMatrix = (value: unknown): value is ArrayLike<number> =>
  typeof value === 'object' && value !== null && (value as ArrayLike<number>).length === 6;

function toMatrix(values: ArrayLike<number>): Matrix {
  return [
    Number(values[0]),
    Number(values[1]),
    Number(values[2]),
    Number(values[3]),
    Number(values[4]),
    Number(values[5]),
  ];
}

/** `first` then `then`: the matrix applying `first` first (PDF's row-vector product first × then). */
function multiply(first: Matrix, then: Matrix): Matrix {
  const [a, b, c, d, e, f] = first;
  const [A, B, C, D, E, F] = then;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

const round = (value: number) => Math.round(value * 100) / 100;

/** An RGB colour "#rrggbb", or null when unknown (a pattern, a shading, an image). */
type Colour = string | null;

/** The graphics and text state the walk follows (PDF 32000-1 §8.4, §9.3), saved by `q`/`Q`. */
interface State {
  ctm: Matrix;
  font: PdfFont | null;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  horizontalScale: number;
  leading: number;
  rise: number;
  renderingMode: number;
  fill: Colour;
  stroke: Colour;
  fillAlpha: number;
  strokeAlpha: number;
}

/** A region of the page painted before the text: its box (page space) and colour. */
interface Painted {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  colour: Colour;
}

/** A run being built: the glyphs joined so far. */
interface OpenRun {
  text: string;
  x: number;
  y: number;
  /** Unit vector of the writing direction, page space. */
  ux: number;
  uy: number;
  /** Where the last glyph ended and where the last non-space glyph ended, page space. */
  endX: number;
  endY: number;
  inkEndX: number;
  inkEndY: number;
  size: number;
  font: PdfFont;
}

type Ops = Pdfjs['OPS'];

/**
 * The visible runs of one page, from its operator list (pdfjs `getOperatorList`), in drawing
 * order. Exported for tests that give it operators by hand.
 */
export function pageRuns(
  OPS: Ops,
  operators: { fnArray: readonly number[]; argsArray: readonly unknown[] },
  frame: PageFrame,
): CvTextRun[] {
  const runs: CvTextRun[] = [];
  const painted: Painted[] = [];
  const saved: State[] = [];
  const hiddenGroups: boolean[] = [];
  let hiddenDepth = 0;
  let state: State = {
    ctm: frame.transform,
    font: null,
    fontSize: 0,
    charSpacing: 0,
    wordSpacing: 0,
    horizontalScale: 1,
    leading: 0,
    rise: 0,
    renderingMode: 0,
    fill: '#000000',
    stroke: '#000000',
    fillAlpha: 1,
    strokeAlpha: 1,
  };
  let lineMatrix: Matrix = [1, 0, 0, 1, 0, 0];
  let textMatrix: Matrix = lineMatrix;
  let run: OpenRun | null = null;

  const flush = () => {
    if (run) {
      const text = run.text.trimEnd();
      if (text.trim() !== '') {
        runs.push({
          text,
          x: round(run.x),
          y: round(run.y),
          width: round(Math.hypot(run.inkEndX - run.x, run.inkEndY - run.y)),
          size: round(run.size),
          font: run.font.name,
          bold: run.font.bold,
          italic: run.font.italic,
        });
      }
    }
    run = null;
  };

  const moveText = (x: number, y: number) => {
    lineMatrix = multiply([1, 0, 0, 1, x, y], lineMatrix);
    textMatrix = lineMatrix;
  };

  const paint = (corners: readonly [number, number, number, number], colour: Colour) => {
    const points = [
      apply(state.ctm, corners[0], corners[1]),
      apply(state.ctm, corners[2], corners[1]),
      apply(state.ctm, corners[0], corners[3]),
      apply(state.ctm, corners[2], corners[3]),
    ];
    painted.push({
      x0: Math.min(...points.map((p) => p[0])),
      y0: Math.min(...points.map((p) => p[1])),
      x1: Math.max(...points.map((p) => p[0])),
      y1: Math.max(...points.map((p) => p[1])),
      colour,
    });
  };

  /** The colour under (x, y): the last region painted there, else the white page. */
  const background = (x: number, y: number): Colour => {
    for (let index = painted.length - 1; index >= 0; index--) {
      const region = painted[index] as Painted;
      if (x >= region.x0 && x <= region.x1 && y >= region.y0 && y <= region.y1) return region.colour;
    }
    return '#ffffff';
  };

  const showText = (glyphs: readonly unknown[]) => {
    const font = state.font;
    if (!font || state.fontSize === 0) return;
    const direction = state.fontSize < 0 ? -1 : 1;
    const fontSize = Math.abs(state.fontSize);
    const scale = state.horizontalScale * direction;
    // What paints the glyphs: a fill, a stroke, both, or nothing (modes 3 and 7).
    const mode = state.renderingMode & 3;
    const colour = mode === 1 ? state.stroke : state.fill;
    const alpha = mode === 1 ? state.strokeAlpha : state.fillAlpha;
    const drawn = mode !== 3 && alpha > 0 && hiddenDepth === 0;
    for (const glyph of glyphs) {
      if (typeof glyph === 'number') {
        textMatrix = multiply([1, 0, 0, 1, (-glyph / 1000) * fontSize * scale, 0], textMatrix);
        continue;
      }
      const { unicode, width, isSpace } = glyph as { unicode?: unknown; width?: unknown; isSpace?: unknown };
      const advance =
        (Number(width) || 0) * font.matrix[0] * fontSize +
        state.charSpacing +
        (isSpace === true ? state.wordSpacing : 0);
      // Glyph space → page: [size·Th 0 0 size 0 rise] × Tm × CTM (PDF 32000-1 §9.4.4).
      const glyphMatrix = multiply(
        multiply([fontSize * scale, 0, 0, fontSize, 0, state.rise], textMatrix),
        state.ctm,
      );
      const [x, y] = apply(glyphMatrix, 0, 0);
      const [endX, endY] = apply(
        multiply([1, 0, 0, 1, advance * scale, 0], multiply(textMatrix, state.ctm)),
        0,
        state.rise,
      );
      textMatrix = multiply([1, 0, 0, 1, advance * scale, 0], textMatrix);
      // A glyph mapped to white space only (a tab, a no-break space, "\t\r \u00a0" in one Word
      // export) is a space, as pdfjs's text extraction makes it.
      const text = typeof unicode !== 'string' ? '' : /^\s+$/.test(unicode) ? ' ' : unicode;
      // The size a reader sees: the vertical scale of the glyph's matrix (a Type 3 font's own
      // matrix scales its glyph space; others use 1000 units per em).
      const size =
        Math.hypot(glyphMatrix[2], glyphMatrix[3]) * (font.type3 ? Math.abs(font.matrix[3]) * 1000 : 1);
      const visible =
        drawn &&
        text !== '' &&
        size >= MIN_VISIBLE_SIZE &&
        Math.max(x, endX) >= 0 &&
        Math.min(x, endX) <= frame.width &&
        y >= 0 &&
        y <= frame.height &&
        !blendsIn(colour, x + (endX - x) / 2, y - size / 3);
      if (!visible) continue;
      addGlyph(text, x, y, endX, endY, size, font);
    }
  };

  const blendsIn = (colour: Colour, x: number, y: number): boolean => {
    const under = background(x, y);
    return colour !== null && under !== null && contrast(colour, under) < HIDDEN_CONTRAST;
  };

  const addGlyph = (
    text: string,
    x: number,
    y: number,
    endX: number,
    endY: number,
    size: number,
    font: PdfFont,
  ) => {
    const blank = text.trim() === '';
    if (run) {
      const open: OpenRun = run;
      const along = (x - open.endX) * open.ux + (y - open.endY) * open.uy;
      const across = -(x - open.endX) * open.uy + (y - open.endY) * open.ux;
      const sameStyle =
        open.font.name === font.name &&
        open.font.bold === font.bold &&
        open.font.italic === font.italic &&
        Math.abs(open.size - size) <= open.size * 0.01;
      const em = open.size;
      if (
        !sameStyle ||
        Math.abs(across) > BASELINE_TOLERANCE * em ||
        along > SPACE_MAX * em ||
        along < BACKWARDS_MAX * em
      ) {
        flush();
      } else {
        if (along > SPACE_MIN * em && !/\s$/.test(open.text) && !blank) open.text += ' ';
        open.text += text;
        open.endX = endX;
        open.endY = endY;
        if (!blank) {
          open.inkEndX = endX;
          open.inkEndY = endY;
        }
        return;
      }
    }
    if (blank) return; // a run starts at its first visible character
    const length = Math.hypot(endX - x, endY - y);
    run = {
      text,
      x,
      y,
      ux: length > 0 ? (endX - x) / length : 1,
      uy: length > 0 ? (endY - y) / length : 0,
      endX,
      endY,
      inkEndX: endX,
      inkEndY: endY,
      size,
      font,
    };
  };

  const { fnArray, argsArray } = operators;
  for (let index = 0; index < fnArray.length; index++) {
    const args = (argsArray[index] ?? []) as unknown[];
    const operator: number = fnArray[index] ?? -1;
    switch (operator) {
      case OPS.save:
        saved.push(state);
        state = { ...state };
        break;
      case OPS.restore:
        state = saved.pop() ?? state;
        break;
      case OPS.transform:
        state.ctm = multiply(toMatrix(args as number[]), state.ctm);
        break;
      case OPS.paintFormXObjectBegin:
      case OPS.beginGroup: {
        saved.push(state);
        state = { ...state };
        const matrix =
          operator === OPS.beginGroup ? (args[0] as { matrix?: unknown } | undefined)?.matrix : args[0];
        if (isMatrix(matrix)) state.ctm = multiply(toMatrix(matrix), state.ctm);
        break;
      }
      case OPS.paintFormXObjectEnd:
      case OPS.endGroup:
        state = saved.pop() ?? state;
        break;
      case OPS.beginText:
        lineMatrix = [1, 0, 0, 1, 0, 0];
        textMatrix = lineMatrix;
        break;
      case OPS.setTextMatrix:
        lineMatrix = toMatrix(args[0] as ArrayLike<number>);
        textMatrix = lineMatrix;
        break;
      case OPS.moveText:
        moveText(Number(args[0]), Number(args[1]));
        break;
      case OPS.setLeadingMoveText:
        state.leading = -Number(args[1]);
        moveText(Number(args[0]), Number(args[1]));
        break;
      case OPS.nextLine:
        moveText(0, -state.leading);
        break;
      case OPS.setLeading:
        state.leading = Number(args[0]);
        break;
      case OPS.setCharSpacing:
        state.charSpacing = Number(args[0]);
        break;
      case OPS.setWordSpacing:
        state.wordSpacing = Number(args[0]);
        break;
      case OPS.setHScale:
        state.horizontalScale = Number(args[0]) / 100;
        break;
      case OPS.setTextRise:
        state.rise = Number(args[0]);
        break;
      case OPS.setTextRenderingMode:
        state.renderingMode = Number(args[0]);
        break;
      case OPS.setFont:
        state.font = frame.font(String(args[0]));
        state.fontSize = Number(args[1]);
        break;
      case OPS.setGState:
        for (const [key, value] of args[0] as [string, unknown][]) {
          if (key === 'Font' && Array.isArray(value)) {
            state.font = frame.font(String(value[0]));
            state.fontSize = Number(value[1]);
          } else if (key === 'ca') state.fillAlpha = Number(value);
          else if (key === 'CA') state.strokeAlpha = Number(value);
        }
        break;
      case OPS.setFillRGBColor:
        state.fill = typeof args[0] === 'string' ? args[0].toLowerCase() : null;
        break;
      case OPS.setStrokeRGBColor:
        state.stroke = typeof args[0] === 'string' ? args[0].toLowerCase() : null;
        break;
      case OPS.setFillColorN:
      case OPS.setFillGray:
      case OPS.setFillCMYKColor:
        state.fill = null;
        break;
      case OPS.setFillTransparent:
        state.fillAlpha = 0;
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        showText(args[0] as unknown[]);
        break;
      case OPS.beginMarkedContentProps: {
        const hidden = args[0] === 'OC' && !frame.isVisible(args[1]);
        hiddenGroups.push(hidden);
        if (hidden) hiddenDepth++;
        break;
      }
      case OPS.beginMarkedContent:
        hiddenGroups.push(false);
        break;
      case OPS.endMarkedContent:
        if (hiddenGroups.pop() === true) hiddenDepth--;
        break;
      case OPS.constructPath: {
        // [paint operator, path data, bounding box in user space]: a filled shape paints its box.
        const [paintOp, , box] = args as [number, unknown, ArrayLike<number> | null];
        const fills =
          paintOp === OPS.fill ||
          paintOp === OPS.eoFill ||
          paintOp === OPS.fillStroke ||
          paintOp === OPS.eoFillStroke ||
          paintOp === OPS.closeFillStroke ||
          paintOp === OPS.closeEOFillStroke;
        if (fills && box && box.length === 4 && state.fillAlpha > 0 && hiddenDepth === 0) {
          paint(
            [Number(box[0]), Number(box[1]), Number(box[2]), Number(box[3])],
            state.fillAlpha >= 1 ? state.fill : null,
          );
        }
        break;
      }
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
      case OPS.paintSolidColorImageMask:
      case OPS.paintImageXObjectRepeat:
      case OPS.paintImageMaskXObjectRepeat:
      case OPS.paintImageMaskXObjectGroup:
      case OPS.paintInlineImageXObjectGroup:
        // An image fills the unit square of its matrix; what colour lies under a point, unknown.
        if (hiddenDepth === 0) paint([0, 0, 1, 1], null);
        break;
      case OPS.shadingFill:
        if (hiddenDepth === 0) paint([-1e6, -1e6, 1e6, 1e6], null);
        break;
      default:
        break;
    }
  }
  flush();
  return runs;
}

/** WCAG 2.x relative luminance of "#rrggbb". */
function luminance(colour: string): number {
  const value = Number.parseInt(colour.slice(1, 7), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** WCAG 2.x contrast ratio of two "#rrggbb" colours: 1 (same) to 21 (black on white). */
export function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
