/**
 * The skills file as an A4 PDF (DESIGN.md "Documents"; issue #8 §4), drawn with PDFKit from the
 * display view of resume-view.ts: header (name or trigram, desired position, years of experience,
 * contacts, the firm's logo), the professional summary (issue #28 §2), the key skills of a
 * tailored file, then each section in mission order. Blocks that belong together (a row, an experience's head with its first project, a
 * project, a heading with the first block of its section) never split across pages; a block taller
 * than a page flows line by line, so no line is ever cut. The text is written in reading order;
 * the metadata carries the title, the author (none when anonymised) and the language.
 *
 * Why PDFKit and not @react-pdf/renderer: docs/decisions.md "PDF with PDFKit". Runs in the document
 * worker threads (worker.ts): no Fastify, no I/O but the font files read once per thread.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { isInvisible } from '@highlight/domain/printable';
import type { Branding } from './branding.ts';
import {
  SEPARATOR,
  type ExperienceView,
  type ProjectView,
  type ResumeView,
  type RowView,
  type SkillView,
} from './resume-view.ts';

type Pdf = PDFKit.PDFDocument;
type FontkitFont = fontkit.Font;

const require = createRequire(import.meta.url);
/**
 * The fonts of the documents, in fallback order (issue #26 §18; docs/decisions.md "Characters the
 * documents print"): Inter for the text; then Noto Sans (the rest of Latin, Greek and Cyrillic,
 * combining marks), Noto Sans Math (arrows, operators, letterlike), Noto Sans Symbols and Symbols 2
 * (technical symbols, dingbats, shapes), Noto Sans Mono (box drawing) and Noto Emoji (monochrome
 * emoji, with its ZWJ sequences, skin tones and flags). All SIL OFL 1.1, from the npm registry,
 * read from disk: nothing is fetched at run time. The fallbacks have one weight but Noto Sans.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  notoSans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  notoSansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  math: '@expo-google-fonts/noto-sans-math/400Regular/NotoSansMath_400Regular.ttf',
  symbols: '@expo-google-fonts/noto-sans-symbols/400Regular/NotoSansSymbols_400Regular.ttf',
  symbols2: '@expo-google-fonts/noto-sans-symbols-2/400Regular/NotoSansSymbols2_400Regular.ttf',
  mono: '@expo-google-fonts/noto-sans-mono/400Regular/NotoSansMono_400Regular.ttf',
  emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

/** The fallback chain after the text font, per weight (issue #26 §18). */
const FALLBACKS: Record<'regular' | 'bold', readonly FontName[]> = {
  regular: ['regular', 'notoSans', 'math', 'symbols', 'symbols2', 'mono', 'emoji'],
  bold: ['bold', 'notoSansBold', 'math', 'symbols', 'symbols2', 'mono', 'emoji'],
};

/**
 * OpenType features switched off when shaping: `calt` (contextual alternates) changes nothing in
 * running French text and is the costliest lookup. Kerning and ligatures stay.
 */
const FEATURES = { calt: false } as const;
/** Words shaped per thread before the shaping cache starts afresh (a few MB at most). */
const SHAPED_WORDS_MAX = 50_000;

/** A shaped word as PDFKit reads it: glyphs, positions (which it scales in place), width. */
class ShapedRun {
  readonly glyphs: unknown[];
  readonly positions: Record<string, number>[];
  constructor(glyphs: unknown[], positions: Record<string, number>[]) {
    this.glyphs = glyphs;
    this.positions = positions;
  }
  get advanceWidth(): number {
    return this.positions.reduce((sum, position) => sum + (position.xAdvance ?? 0), 0);
  }
}

/**
 * The font as PDFKit sees it (PDFKit takes any object with fontkit's `layout`): fontkit's shaping
 * of a word is cached for the thread's life, so a word seen in an earlier document is not shaped
 * again (shaping is most of a render's time). Positions are copied out, since PDFKit scales them.
 */
function withShapingCache(font: FontkitFont): FontkitFont & { startDocument(): void } {
  const shaped = new Map<string, { glyphs: unknown[]; positions: Record<string, number>[] }>();
  const wrapper = Object.create(font) as {
    layout: (text: string, features?: Record<string, boolean>) => ShapedRun;
    startDocument(): void;
  };
  /**
   * fontkit caches glyph objects with the characters they were created for, and the subsetter
   * creates the components of an accented capital ("I" inside "Î") with none: a later document's
   * "I" would carry no text (pdftotext read "MART N"). Each document starts with an empty glyph
   * cache; glyphs met in shaping always carry their characters, so the shaping cache stays right.
   */
  wrapper.startDocument = () => {
    (font as unknown as { _glyphs: object })._glyphs = {};
  };
  wrapper.layout = (text: string, features?: Record<string, boolean>) => {
    let run = features === undefined ? shaped.get(text) : undefined;
    if (!run) {
      const result = font.layout(text, { ...features, ...FEATURES });
      run = {
        glyphs: result.glyphs,
        positions: result.positions.map((position) => ({ ...position })),
      };
      if (features === undefined) {
        if (shaped.size >= SHAPED_WORDS_MAX) shaped.clear();
        shaped.set(text, run);
      }
    }
    return new ShapedRun(
      run.glyphs,
      run.positions.map((position) => ({ ...position })),
    );
  };
  return wrapper as unknown as FontkitFont & { startDocument(): void };
}

type ShapingFont = ReturnType<typeof withShapingCache>;
let fonts: Record<FontName, ShapingFont> | null = null;

/**
 * The documents' fonts (`FONT_FILES`), whole, parsed once per thread, with their shaping cached
 * (`withShapingCache`); PDFKit embeds only the glyphs a document uses (its subsetting), and only
 * the fonts it uses.
 */
export function loadFonts(): Record<FontName, ShapingFont> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      withShapingCache(fontkit.create(readFileSync(require.resolve(file))) as FontkitFont),
    ]),
  ) as Record<FontName, ShapingFont>;
  return fonts;
}

/** A piece of text and the font that draws every character of it. */
export interface FontSegment {
  text: string;
  font: FontName;
}

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' });
/** Emoji drawn as emoji (pictographs with emoji presentation, VS16, keycaps, flags, ZWJ sequences). */
const EMOJI_STYLE = /\p{Emoji_Presentation}|\uFE0F|\u20E3|\u200D|\p{Emoji_Modifier}|\p{Regional_Indicator}/u;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Per thread: the code points each font draws (fontkit reads its cmap once). */
const coverage = new Map<FontName, (codePoint: number) => boolean>();

function covers(font: FontName, codePoint: number): boolean {
  let test = coverage.get(font);
  if (!test) {
    const parsed = loadFonts()[font];
    const known = new Map<number, boolean>();
    test = (point) => {
      let found = known.get(point);
      if (found === undefined) {
        found = parsed.hasGlyphForCodePoint(point);
        known.set(point, found);
      }
      return found;
    };
    coverage.set(font, test);
  }
  return test(codePoint);
}

/**
 * The code points the documents draw (issue #26 §18), ascending: those some font of the regular
 * chain AND some font of the bold chain draw (each font's cmap, glyph 0 excluded). The source of
 * the domain's table of printable characters (`packages/domain/src/printable-ranges.ts`,
 * regenerated by `npm run generate:printable`), which the forms check at save.
 */
export function drawnCodePoints(): number[] {
  const loaded = loadFonts();
  const chainDraws = (chain: readonly FontName[]) => {
    const drawn = new Set<number>();
    for (const name of chain) {
      const font = loaded[name];
      for (const codePoint of font.characterSet) {
        if (font.hasGlyphForCodePoint(codePoint)) drawn.add(codePoint);
      }
    }
    return drawn;
  };
  const bold = chainDraws(FALLBACKS.bold);
  return [...chainDraws(FALLBACKS.regular)].filter((codePoint) => bold.has(codePoint)).sort((a, b) => a - b);
}

/** True when `font` draws every visible character of `cluster`. */
function drawsAll(font: FontName, cluster: string): boolean {
  for (const char of cluster) {
    const codePoint = char.codePointAt(0)!;
    if (!isInvisible(codePoint) && !covers(font, codePoint)) return false;
  }
  return true;
}

/**
 * `text` cut into runs of one font each (issue #26 §18): each character (grapheme cluster) goes to
 * the first font of the weight's chain that draws all of it; a cluster that asks for emoji
 * presentation goes to Noto Emoji first, so that a ZWJ sequence, a skin tone or a flag is shaped
 * whole. Spaces stay in the run they are in. A cluster no font draws stays in the text font (a box
 * in the PDF: scripts the chain does not hold, which the forms refuse since issue #26 §18 —
 * `@highlight/domain/printable` — but a file saved before may hold; see docs/decisions.md). Text the text font draws
 * entirely, nearly all text, comes back as one run at once.
 */
export function fontSegments(input: string, bold: boolean): FontSegment[] {
  // A lone surrogate (a UTF-16 cut through an emoji, as spec §5's 199-character truncation of a
  // diploma's title can leave) prints as U+FFFD from the chain, never as a box.
  const text = input.replace(LONE_SURROGATE, '\uFFFD');
  const chain = FALLBACKS[bold ? 'bold' : 'regular'];
  const primary = chain[0]!;
  if (drawsAll(primary, text)) return [{ text, font: primary }];
  const segments: FontSegment[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const previous = segments.at(-1);
    let font: FontName;
    if (previous && /^\s$/u.test(segment) && covers(previous.font, segment.codePointAt(0)!)) {
      font = previous.font;
    } else if (EMOJI_STYLE.test(segment) && drawsAll('emoji', segment)) {
      font = 'emoji';
    } else {
      font = chain.find((name) => drawsAll(name, segment)) ?? primary;
    }
    if (previous?.font === font) previous.text += segment;
    else segments.push({ text: segment, font });
  }
  return segments;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 40, bottom: 58, left: 44, right: 44 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const TEXT = '#1f2933';
const MUTED = '#5b6675';
const RULE = '#c9d2de';
const BODY_SIZE = 9.5;
/** Extra space between lines, in points, for a line height of about 1.4. */
const lineGap = (size: number) => size * 0.2;

/** A run of text in a line that mixes weights and colours. */
interface Run {
  text: string;
  bold?: boolean;
  color?: string;
}

/** A run cut to one font of the chain. */
interface Piece extends FontSegment {
  color?: string | undefined;
}

/** A piece placed on a line, with its width in points. */
interface Placed extends Piece {
  width: number;
}

/** Inter, regular or bold: the fonts PDFKit's own wrapping lays out. */
const isTextFont = (font: FontName) => font === 'regular' || font === 'bold';

/** `#RRGGBB` mixed with white: `amount` 0 is the colour, 1 is white. */
function tint(hex: string, amount: number): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Draws the resume with one PDFKit document; every position in points from the top left. */
class ResumePdfWriter {
  readonly doc: Pdf;
  readonly view: ResumeView;
  readonly accent: string;
  readonly branding: Branding;

  /**
   * The heading repeated at the top of a new page while an experience's projects are being drawn
   * ("Société Générale (suite)", issue #26 §19); null elsewhere.
   */
  private continuation: string | null = null;

  constructor(doc: Pdf, view: ResumeView, branding: Branding) {
    this.doc = doc;
    this.view = view;
    this.branding = branding;
    this.accent = branding.accentColor;
    doc.on('pageAdded', () => this.continuedHeading());
  }

  /**
   * On a page added within an experience's projects (a project kept whole, or a paragraph flowing
   * on), the experience's heading with "(suite)" / "(continued)" first; the font and colour of the
   * text being written are given back afterwards, so that a paragraph PDFKit is wrapping goes on
   * as it was, below the heading.
   */
  private continuedHeading(): void {
    const heading = this.continuation;
    if (heading === null) return;
    const state = this.doc as unknown as { _font: unknown; _fontSize: number; _fillColor: [string, number] };
    const { _font: font, _fontSize: size, _fillColor: fill } = state;
    this.continuation = null;
    this.doc.y = MARGIN.top;
    this.paragraph([{ text: heading, bold: true, color: MUTED }], BODY_SIZE, MARGIN.left, CONTENT_WIDTH);
    this.doc.y += 4;
    this.continuation = heading;
    state._font = font;
    state._fontSize = size;
    if (fill) this.doc.fillColor(fill[0], fill[1]);
  }

  private font(bold: boolean, size: number): void {
    this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
  }

  /** Width of `text` in points, each part measured in the font that draws it (issue #26 §18). */
  private widthOf(text: string, bold: boolean, size: number): number {
    return fontSegments(text, bold).reduce(
      (sum, segment) => sum + this.doc.font(segment.font).fontSize(size).widthOfString(segment.text),
      0,
    );
  }

  /**
   * Writes `text` on one line from (`x`, `y`), never wrapped, each part in the font that draws it;
   * stops before `maxWidth` is passed (what does not fit is left out, as PDFKit's own `lineBreak:
   * false` would clip it).
   */
  private line(text: string, x: number, y: number, size: number, color: string, maxWidth: number): void {
    let left = x;
    for (const segment of fontSegments(text, false)) {
      const width = this.doc.font(segment.font).fontSize(size).widthOfString(segment.text);
      if (left + width > x + maxWidth + 0.5) break;
      this.doc.fillColor(color).text(segment.text, left, y, { lineBreak: false });
      left += width;
    }
    this.doc.x = MARGIN.left;
  }

  /** Height of `runs` as one paragraph `width` wide (measured in bold when any run is bold). */
  private heightOf(runs: Run[], size: number, width: number): number {
    const pieces = this.pieces(runs);
    if (pieces.some((piece) => !isTextFont(piece.font))) {
      return this.lines(pieces, size, width).length * this.lineAdvance(size);
    }
    this.font(
      runs.some((run) => run.bold),
      size,
    );
    return this.doc.heightOfString(runs.map((run) => run.text).join(''), { width, lineGap: lineGap(size) });
  }

  /** `runs` cut where their font changes (issue #26 §18: the fallback chain). */
  private pieces(runs: Run[]): Piece[] {
    return runs
      .filter((run) => run.text !== '')
      .flatMap((run) =>
        fontSegments(run.text, run.bold ?? false).map((segment) => ({ ...segment, color: run.color })),
      );
  }

  /** Distance from one line's top to the next's, as PDFKit's own paragraphs space them. */
  private lineAdvance(size: number): number {
    return this.doc.font('regular').fontSize(size).currentLineHeight(true) + lineGap(size);
  }

  /**
   * Lines of a paragraph whose pieces use several fonts, `width` wide: words (ending after
   * whitespace, or at a line feed) fill each line; a word wider than the line is cut between
   * characters (grapheme clusters, so an emoji is never cut in two). PDFKit's own wrapping cannot
   * mix fonts within a word and cuts long words inside a surrogate pair.
   */
  private lines(pieces: Piece[], size: number, width: number): Placed[][] {
    const measure = (text: string, font: FontName) =>
      this.doc.font(font).fontSize(size).widthOfString(text.replace(/\n$/, ''));
    interface Word {
      parts: Placed[];
      breakAfter: boolean;
    }
    const words: Word[] = [];
    let current: Placed[] = [];
    for (const piece of pieces) {
      for (const token of piece.text.split(/(?<=\s)/u)) {
        current.push({ ...piece, text: token, width: measure(token, piece.font) });
        if (/\s$/u.test(token)) {
          words.push({ parts: current, breakAfter: token.endsWith('\n') });
          current = [];
        }
      }
    }
    if (current.length > 0) words.push({ parts: current, breakAfter: false });

    const lines: Placed[][] = [];
    let line: Placed[] = [];
    let used = 0;
    /** A word's width without its trailing space (which may hang past the line's end). */
    const visibleWidth = (parts: Placed[]) =>
      parts.reduce(
        (sum, part, index) =>
          sum + (index === parts.length - 1 ? measure(part.text.trimEnd(), part.font) : part.width),
        0,
      );
    const newLine = () => {
      lines.push(line);
      line = [];
      used = 0;
    };
    for (const word of words) {
      if (used > 0 && used + visibleWidth(word.parts) > width) newLine();
      if (used === 0 && visibleWidth(word.parts) > width) {
        // Too wide for any line: cut between grapheme clusters.
        for (const part of word.parts) {
          for (const { segment } of graphemes.segment(part.text)) {
            const cluster = measure(segment, part.font);
            if (used > 0 && used + cluster > width) newLine();
            line.push({ ...part, text: segment, width: cluster });
            used += cluster;
          }
        }
      } else {
        line.push(...word.parts);
        used += word.parts.reduce((sum, part) => sum + part.width, 0);
      }
      if (word.breakAfter) newLine();
    }
    if (line.length > 0 || lines.length === 0) lines.push(line);
    return lines;
  }

  /**
   * Writes a paragraph of several fonts (see `lines`) from (`x`, current y): each piece at its own
   * x on the line, its baseline on the text font's; a line that does not fit starts a new page.
   */
  private mixedParagraph(pieces: Piece[], size: number, x: number, width: number, color: string): void {
    const { doc } = this;
    const advance = this.lineAdvance(size);
    const ascent = (font: FontName) =>
      ((doc.font(font) as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;
    const baseline = ascent('regular');
    const bottom = PAGE.height - MARGIN.bottom;
    let y = doc.y;
    for (const line of this.lines(pieces, size, width)) {
      if (y + advance > bottom && y > MARGIN.top) {
        doc.addPage();
        y = doc.y;
      }
      let left = x;
      for (const part of line) {
        const text = part.text.replace(/\n$/, '');
        if (text !== '') {
          doc
            .font(part.font)
            .fontSize(size)
            .fillColor(part.color ?? color);
          doc.text(text, left, y + baseline - ascent(part.font), { lineBreak: false });
        }
        left += part.width;
      }
      y += advance;
    }
    doc.x = MARGIN.left;
    doc.y = y;
  }

  /** Writes `runs` as one paragraph at (`x`, current y), `width` wide; y moves below it. */
  private paragraph(runs: Run[], size: number, x: number, width: number, color = TEXT): void {
    // issue #26 §18: text the text fonts draw goes through PDFKit's wrapping; a paragraph with
    // characters from the fallback fonts is laid out line by line here.
    const pieces = this.pieces(runs);
    if (pieces.some((piece) => !isTextFont(piece.font))) {
      this.mixedParagraph(pieces, size, x, width, color);
      return;
    }
    pieces.forEach((run, index) => {
      this.doc.font(run.font).fontSize(size);
      this.doc.fillColor(run.color ?? color);
      const options = { width, lineGap: lineGap(size), continued: index < pieces.length - 1 };
      if (index === 0) this.doc.text(run.text, x, this.doc.y, options);
      else this.doc.text(run.text, options);
    });
    this.doc.x = MARGIN.left;
  }

  /** Starts a new page unless `height` fits below the current y; a block taller than a page flows. */
  private keep(height: number): void {
    const bottom = PAGE.height - MARGIN.bottom;
    if (this.doc.y + height > bottom && height <= bottom - MARGIN.top) this.doc.addPage();
  }

  private rule(y: number, width: number, color: string, x = MARGIN.left, length = CONTENT_WIDTH): void {
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + length, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  private skillRuns(skills: SkillView[]): Run[] {
    return skills.flatMap((skill, index) => [
      ...(index > 0 ? [{ text: ', ' }] : []),
      skill.focused ? { text: skill.label, bold: true, color: this.accent } : { text: skill.label },
    ]);
  }

  /** "Label : a, b" runs, or none when there is nothing to list. */
  private labelled(label: string, values: Run[]): Run[] {
    return values.length === 0 ? [] : [{ text: `${label} `, bold: true }, ...values];
  }

  header(): void {
    const { doc, view } = this;
    const logoWidth = 120;
    const textWidth = CONTENT_WIDTH - (this.branding.logo ? logoWidth + 16 : 0);
    const top = MARGIN.top;
    if (this.branding.logo) {
      doc.image(Buffer.from(this.branding.logo), PAGE.width - MARGIN.right - logoWidth, top, {
        fit: [logoWidth, 44],
        align: 'right',
      });
    }
    doc.y = top;
    this.paragraph(
      [{ text: `${view.documentLabel} · ${this.branding.firmName}`, bold: true, color: this.accent }],
      8.5,
      MARGIN.left,
      textWidth,
    );
    doc.moveDown(0.2);
    this.paragraph([{ text: view.displayName, bold: true }], 22, MARGIN.left, textWidth);
    if (view.desiredPosition !== '') {
      this.paragraph([{ text: view.desiredPosition, color: this.accent }], 12.5, MARGIN.left, textWidth);
    }
    const facts = [view.yearsOfExperience, ...view.contacts].filter(Boolean);
    if (facts.length > 0) {
      doc.moveDown(0.2);
      this.paragraph([{ text: facts.join('   ·   ') }], BODY_SIZE, MARGIN.left, textWidth, MUTED);
    }
    const bottom = Math.max(doc.y, this.branding.logo ? top + 44 : 0) + 8;
    this.rule(bottom, 2, this.accent);
    doc.y = bottom + 6;
  }

  /**
   * issue #28 §2: the professional summary, a paragraph under the header's rule, its line breaks
   * kept; nothing when the view has none. At most `SUMMARY_MAX` characters, so it always fits on
   * the first page.
   */
  summary(): void {
    const { doc, view } = this;
    if (view.summary === '') return;
    doc.y += 2;
    this.paragraph([{ text: view.summary }], BODY_SIZE, MARGIN.left, CONTENT_WIDTH);
  }

  /** The "key skills for this request" box of a tailored file (issue #8 §7, issue #27 §5). */
  focus(): void {
    const { doc, view } = this;
    if (!view.focus) return;
    const padding = 8;
    const width = CONTENT_WIDTH - 2 * padding;
    const x = MARGIN.left + padding;
    // issue #27 §5: a skill used nowhere is listed plainly, its label alone.
    const items = view.focus.items.map((item): Run[] =>
      item.detail === ''
        ? [{ text: item.label, bold: true, color: this.accent }]
        : [
            { text: `${item.label}${SEPARATOR}`, bold: true, color: this.accent },
            { text: item.detail, color: TEXT },
          ],
    );
    const titleHeight = this.heightOf([{ text: view.focus.title, bold: true }], 11, width);
    const height =
      titleHeight +
      4 +
      items.reduce((sum, runs) => sum + this.heightOf(runs, BODY_SIZE, width) + 2, 0) +
      2 * padding;
    doc.y += 10;
    this.keep(height);
    const top = doc.y;
    doc.save().rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(tint(this.accent, 0.92)).restore();
    doc.save().rect(MARGIN.left, top, 3, height).fill(this.accent).restore();
    doc.outline.addItem(view.focus.title);
    doc.y = top + padding;
    this.paragraph([{ text: view.focus.title, bold: true, color: this.accent }], 11, x, width);
    doc.y += 4;
    for (const runs of items) {
      this.paragraph(runs, BODY_SIZE, x, width);
      doc.y += 2;
    }
    doc.y = top + height;
  }

  /** A section: its heading kept with the first block (`firstHeight`), then `draw`. */
  section(title: string, firstHeight: number, draw: () => void): void {
    const { doc } = this;
    const headingHeight = this.heightOf([{ text: title, bold: true }], 11.5, CONTENT_WIDTH) + 10;
    doc.y += 14;
    this.keep(headingHeight + firstHeight);
    doc.outline.addItem(title);
    this.paragraph([{ text: title, bold: true, color: this.accent }], 11.5, MARGIN.left, CONTENT_WIDTH);
    this.rule(doc.y + 2, 0.75, RULE);
    doc.y += 8;
    draw();
  }

  private rowHeight(row: { label: Run[]; value: Run[] }, labelWidth: number): number {
    return Math.max(
      this.heightOf(row.label, BODY_SIZE, labelWidth - 10),
      this.heightOf(row.value, BODY_SIZE, CONTENT_WIDTH - labelWidth),
    );
  }

  /**
   * Width of the label column of the professions table (issue #26 §19): 150 pt, or as wide as its
   * widest profession (bold; spec §9: up to 70 characters) so that a title holds on one line, as
   * long as the widest duration still fits beside it.
   */
  private labelColumn(rows: RowView[]): number {
    const widest = (texts: string[], bold: boolean) =>
      Math.max(...texts.map((text) => this.widthOf(text, bold, BODY_SIZE)));
    const label = widest(
      rows.map((row) => row.label),
      true,
    );
    const value = widest(
      rows.map((row) => row.value),
      false,
    );
    return Math.max(150, Math.min(Math.ceil(label) + 12, CONTENT_WIDTH - Math.ceil(value) - 2));
  }

  /** Two-column rows (profession | duration, domain | skills, language | level), each kept whole. */
  rows(rows: { label: Run[]; value: Run[] }[], labelWidth = 150): void {
    const { doc } = this;
    for (const row of rows) {
      const height = this.rowHeight(row, labelWidth);
      this.keep(height);
      const top = doc.y;
      this.paragraph(row.label, BODY_SIZE, MARGIN.left, labelWidth - 10);
      doc.y = top;
      this.paragraph(row.value, BODY_SIZE, MARGIN.left + labelWidth, CONTENT_WIDTH - labelWidth);
      doc.y = top + height + 3;
    }
  }

  /** Functional skills as outlined chips, flowing in rows. */
  chips(labels: string[]): void {
    const { doc } = this;
    const size = BODY_SIZE;
    const paddingX = 6;
    const height = size * 1.2 + 4;
    this.font(false, size);
    let x = MARGIN.left;
    this.keep(height);
    let y = doc.y;
    for (const label of labels) {
      const width = Math.min(this.widthOf(label, false, size) + 2 * paddingX, CONTENT_WIDTH);
      if (x + width > MARGIN.left + CONTENT_WIDTH) {
        x = MARGIN.left;
        y += height + 5;
        doc.y = y;
        this.keep(height);
        y = doc.y;
      }
      doc.save().roundedRect(x, y, width, height, 3).lineWidth(0.75).strokeColor(RULE).stroke().restore();
      this.line(label, x + paddingX, y + 2.5, size, TEXT, width - 2 * paddingX);
      x += width + 5;
    }
    doc.x = MARGIN.left;
    doc.y = y + height + 3;
  }

  private experienceHead(experience: ExperienceView): { height: number; draw: () => void } {
    const { doc, view } = this;
    this.font(false, BODY_SIZE);
    const dateWidth = this.widthOf(experience.dateRange, false, BODY_SIZE) + 2;
    const companyWidth = CONTENT_WIDTH - dateWidth - 10;
    const company: Run[] = [
      { text: experience.company, bold: true },
      ...(experience.sector === null ? [] : [{ text: `${SEPARATOR}${experience.sector}`, color: MUTED }]),
    ];
    const position: Run[] = [{ text: experience.position, bold: true, color: this.accent }];
    const context: Run[] = [
      { text: `${view.experienceLabels.context} `, bold: true },
      { text: experience.context },
    ];
    const height =
      Math.max(
        this.heightOf(company, 10.5, companyWidth),
        this.heightOf([{ text: 'x' }], BODY_SIZE, dateWidth),
      ) +
      this.heightOf(position, BODY_SIZE, CONTENT_WIDTH) +
      this.heightOf(context, BODY_SIZE, CONTENT_WIDTH);
    return {
      height,
      draw: () => {
        const top = doc.y;
        this.paragraph(
          [{ text: experience.dateRange }],
          BODY_SIZE,
          MARGIN.left + companyWidth + 10,
          dateWidth,
          MUTED,
        );
        doc.y = top;
        this.paragraph(company, 10.5, MARGIN.left, companyWidth);
        this.paragraph(position, BODY_SIZE, MARGIN.left, CONTENT_WIDTH);
        this.paragraph(context, BODY_SIZE, MARGIN.left, CONTENT_WIDTH, MUTED);
      },
    };
  }

  private project(project: ProjectView): { height: number; draw: () => void } {
    const { doc, view } = this;
    const indent = 12;
    const width = CONTENT_WIDTH - indent;
    const x = MARGIN.left + indent;
    const labels = view.experienceLabels;
    const lines: Run[][] = [
      [{ text: project.name, bold: true }],
      project.description === '' ? [] : [{ text: project.description }],
      this.labelled(labels.technicalEnvironment, this.skillRuns(project.technicalEnvironment)),
      this.labelled(labels.jobs, project.jobs.length === 0 ? [] : [{ text: project.jobs.join(', ') }]),
      this.labelled(
        labels.subSectors,
        project.subSectors.length === 0 ? [] : [{ text: project.subSectors.join(', ') }],
      ),
    ].filter((runs) => runs.length > 0);
    const height = lines.reduce((sum, runs) => sum + this.heightOf(runs, BODY_SIZE, width), 0) + 5;
    return {
      height,
      draw: () => {
        doc.y += 5;
        const top = doc.y;
        for (const runs of lines) this.paragraph(runs, BODY_SIZE, x, width);
        // The rule is drawn last so that it spans the project even when it flowed onto a new page.
        const bottom = doc.y;
        if (bottom > top)
          this.doc
            .save()
            .moveTo(MARGIN.left + 2, top + 1)
            .lineTo(MARGIN.left + 2, bottom - 1)
            .lineWidth(2)
            .strokeColor(RULE)
            .stroke()
            .restore();
      },
    };
  }

  experiences(experiences: ExperienceView[], firstOnly = false): number | void {
    const { doc } = this;
    const blocks = experiences.map((experience) => ({
      head: this.experienceHead(experience),
      projects: experience.projects.map((project) => this.project(project)),
    }));
    const first = blocks[0];
    if (firstOnly) return first ? first.head.height + (first.projects[0]?.height ?? 0) : 0;
    blocks.forEach((block, index) => {
      if (index > 0) doc.y += 10;
      // An experience's head never ends a page: it stays with its first project.
      this.keep(block.head.height + (block.projects[0]?.height ?? 0));
      block.head.draw();
      // issue #26 §19: a project on a new page comes under its experience's heading, "(suite)".
      this.continuation = experiences[index]!.continued;
      for (const project of block.projects) {
        this.keep(project.height);
        project.draw();
      }
      this.continuation = null;
    });
  }

  diplomas(): void {
    const { doc, view } = this;
    const dateWidth = 90;
    this.font(false, BODY_SIZE);
    const typeWidth =
      Math.max(...view.diplomas.map((diploma) => this.widthOf(diploma.type, false, BODY_SIZE))) + 4;
    const bodyWidth = CONTENT_WIDTH - dateWidth - typeWidth - 10;
    for (const diploma of view.diplomas) {
      const body: Run[][] = [[{ text: diploma.title, bold: true }], [{ text: diploma.school }]];
      const height = body.reduce((sum, runs) => sum + this.heightOf(runs, BODY_SIZE, bodyWidth), 0);
      this.keep(height);
      const top = doc.y;
      this.paragraph([{ text: diploma.date }], BODY_SIZE, MARGIN.left, dateWidth - 6, MUTED);
      doc.y = top;
      for (const runs of body) this.paragraph(runs, BODY_SIZE, MARGIN.left + dateWidth, bodyWidth);
      doc.y = top;
      this.paragraph(
        [{ text: diploma.type }],
        BODY_SIZE,
        MARGIN.left + dateWidth + bodyWidth + 10,
        typeWidth,
        MUTED,
      );
      doc.y = top + height + 5;
    }
  }

  /** Footers on every page, drawn last since they carry the page count. */
  footers(): void {
    const { doc, view } = this;
    const range = doc.bufferedPageRange();
    const y = PAGE.height - MARGIN.bottom + 18;
    const left = [this.branding.firmName, view.displayName, view.generatedOn].join(' · ');
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      // Writing below the bottom margin would make PDFKit start a new page.
      const { bottom } = doc.page.margins;
      doc.page.margins.bottom = 0;
      this.rule(y - 6, 0.75, RULE);
      this.line(left, MARGIN.left, y, 7.5, MUTED, CONTENT_WIDTH * 0.75);
      this.font(false, 7.5);
      doc.fillColor(MUTED).text(view.pageLabel(index + 1, range.count), MARGIN.left, y, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }

  write(): void {
    const { view } = this;
    this.header();
    this.summary();
    this.focus();
    const rowsOf = (rows: RowView[]) =>
      rows.map((row) => ({ label: [{ text: row.label, bold: true }], value: [{ text: row.value }] }));
    if (view.jobs.length > 0) {
      const rows = rowsOf(view.jobs);
      const labelWidth = this.labelColumn(view.jobs);
      this.section(view.headings.jobs, this.rowHeight(rows[0]!, labelWidth), () =>
        this.rows(rows, labelWidth),
      );
    }
    if (view.technicalSkills.length > 0) {
      const rows = view.technicalSkills.map((group) => ({
        label: [{ text: group.label, bold: true, ...(group.focused ? { color: this.accent } : {}) }],
        value: this.skillRuns(group.skills),
      }));
      this.section(view.headings.technicalSkills, this.rowHeight(rows[0]!, 150), () => this.rows(rows));
    }
    if (view.softSkills.length > 0) {
      this.section(view.headings.softSkills, BODY_SIZE * 1.2 + 4, () => this.chips(view.softSkills));
    }
    if (view.experiences.length > 0) {
      const first = this.experiences(view.experiences, true) ?? 0;
      this.section(view.headings.experiences, first, () => this.experiences(view.experiences));
    }
    if (view.diplomas.length > 0) {
      this.section(view.headings.diplomas, 30, () => this.diplomas());
    }
    if (view.languages.length > 0) {
      const rows = rowsOf(view.languages);
      this.section(view.headings.languages, this.rowHeight(rows[0]!, 150), () => this.rows(rows));
    }
    this.footers();
  }
}

/**
 * Renders the view of a skills file as an A4 PDF (issue #8 §4) in the view's language, with the
 * firm's `branding`. `generatedAt` is the PDF's creation date. Synchronous drawing, then the
 * bytes: resolves to the whole file. Throws on a PDFKit failure (a corrupt logo, say).
 */
export function renderResumePdf(
  view: ResumeView,
  branding: Branding,
  options: { generatedAt?: Date } = {},
): Promise<Uint8Array> {
  const loaded = loadFonts();
  for (const font of Object.values(loaded)) font.startDocument();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    lang: view.languageTag,
    displayTitle: true,
    pdfVersion: '1.7',
    font: null as unknown as string,
    info: {
      Title: view.title,
      ...(view.author === undefined ? {} : { Author: view.author }),
      Subject: view.documentLabel,
      Keywords: view.keywords,
      Creator: branding.firmName,
      Producer: 'Highlight',
      CreationDate: options.generatedAt ?? new Date(),
    },
  });
  for (const [name, font] of Object.entries(loaded)) doc.registerFont(name, font as never);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  new ResumePdfWriter(doc, view, branding).write();
  doc.end();
  return done;
}
