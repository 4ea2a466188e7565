/**
 * The skills file as an A4 PDF (DESIGN.md "Documents"; issue #8 §4), drawn with PDFKit from the
 * display view of resume-view.ts: header (name or trigram, desired position, years of experience,
 * contacts, the firm's logo), the key skills of a tailored file, then each section in mission
 * order. Blocks that belong together (a row, an experience's head with its first project, a
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
import type { Branding } from './branding.ts';
import type { ExperienceView, ProjectView, ResumeView, RowView, SkillView } from './resume-view.ts';

type Pdf = PDFKit.PDFDocument;
type FontkitFont = fontkit.Font;

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;

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
let fonts: Record<keyof typeof FONT_FILES, ShapingFont> | null = null;

/**
 * Inter, whole (Latin, Latin Extended: French accents, œ, €, em dash, "Łódź"), parsed once per
 * thread, with its shaping cached (`withShapingCache`); PDFKit embeds only the glyphs a document
 * uses (its subsetting).
 */
export function loadFonts(): Record<keyof typeof FONT_FILES, ShapingFont> {
  fonts ??= {
    regular: withShapingCache(
      fontkit.create(readFileSync(require.resolve(FONT_FILES.regular))) as FontkitFont,
    ),
    bold: withShapingCache(fontkit.create(readFileSync(require.resolve(FONT_FILES.bold))) as FontkitFont),
  };
  return fonts;
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

  constructor(doc: Pdf, view: ResumeView, branding: Branding) {
    this.doc = doc;
    this.view = view;
    this.branding = branding;
    this.accent = branding.accentColor;
  }

  private font(bold: boolean, size: number): void {
    this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
  }

  /** Height of `runs` as one paragraph `width` wide (measured in bold when any run is bold). */
  private heightOf(runs: Run[], size: number, width: number): number {
    this.font(
      runs.some((run) => run.bold),
      size,
    );
    return this.doc.heightOfString(runs.map((run) => run.text).join(''), { width, lineGap: lineGap(size) });
  }

  /** Writes `runs` as one paragraph at (`x`, current y), `width` wide; y moves below it. */
  private paragraph(runs: Run[], size: number, x: number, width: number, color = TEXT): void {
    const visible = runs.filter((run) => run.text !== '');
    visible.forEach((run, index) => {
      this.font(run.bold ?? false, size);
      this.doc.fillColor(run.color ?? color);
      const options = { width, lineGap: lineGap(size), continued: index < visible.length - 1 };
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

  /** The "key skills for this request" box of a tailored file (issue #8 §7). */
  focus(): void {
    const { doc, view } = this;
    if (!view.focus) return;
    const padding = 8;
    const width = CONTENT_WIDTH - 2 * padding;
    const x = MARGIN.left + padding;
    const items = view.focus.items.map((item): Run[] => [
      { text: `${item.label} — `, bold: true, color: item.found ? this.accent : MUTED },
      { text: item.detail, color: item.found ? TEXT : MUTED },
    ]);
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
      const width = Math.min(doc.widthOfString(label) + 2 * paddingX, CONTENT_WIDTH);
      if (x + width > MARGIN.left + CONTENT_WIDTH) {
        x = MARGIN.left;
        y += height + 5;
        doc.y = y;
        this.keep(height);
        y = doc.y;
      }
      doc.save().roundedRect(x, y, width, height, 3).lineWidth(0.75).strokeColor(RULE).stroke().restore();
      doc
        .fillColor(TEXT)
        .text(label, x + paddingX, y + 2.5, { width: width - 2 * paddingX, lineBreak: false });
      x += width + 5;
    }
    doc.x = MARGIN.left;
    doc.y = y + height + 3;
  }

  private experienceHead(experience: ExperienceView): { height: number; draw: () => void } {
    const { doc, view } = this;
    this.font(false, BODY_SIZE);
    const dateWidth = doc.widthOfString(experience.dateRange) + 2;
    const companyWidth = CONTENT_WIDTH - dateWidth - 10;
    const company: Run[] = [
      { text: experience.company, bold: true },
      ...(experience.sector === null ? [] : [{ text: ` – ${experience.sector}`, color: MUTED }]),
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
      for (const project of block.projects) {
        this.keep(project.height);
        project.draw();
      }
    });
  }

  diplomas(): void {
    const { doc, view } = this;
    const dateWidth = 90;
    this.font(false, BODY_SIZE);
    const typeWidth = Math.max(...view.diplomas.map((diploma) => doc.widthOfString(diploma.type))) + 4;
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
      this.font(false, 7.5);
      doc.fillColor(MUTED).text(left, MARGIN.left, y, { width: CONTENT_WIDTH * 0.75, lineBreak: false });
      doc.text(view.pageLabel(index + 1, range.count), MARGIN.left, y, {
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
    this.focus();
    const rowsOf = (rows: RowView[]) =>
      rows.map((row) => ({ label: [{ text: row.label, bold: true }], value: [{ text: row.value }] }));
    if (view.jobs.length > 0) {
      const rows = rowsOf(view.jobs);
      this.section(view.headings.jobs, this.rowHeight(rows[0]!, 150), () => this.rows(rows));
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
  const { regular, bold } = loadFonts();
  regular.startDocument();
  bold.startDocument();
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
  doc.registerFont('regular', regular as never);
  doc.registerFont('bold', bold as never);
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
