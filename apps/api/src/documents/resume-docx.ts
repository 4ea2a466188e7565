/**
 * The skills file as an editable Word document (DESIGN.md "Documents"; issue #8 §4), built with
 * docx from the display view of resume-view.ts, so it says exactly what the PDF says in the same
 * order: header (logo, document label, name or trigram, desired position, years of experience,
 * contacts), the professional summary (issue #28 §2), the key skills of a tailored file, then each
 * non-empty section in mission order.
 *
 * Built for people who edit it: section titles are Word's own Title / Heading 1-3 styles (the
 * navigation pane shows the structure, restyling one heading restyles them all), lists are Word
 * bullet lists, rows are a borderless table, the run language is the document's (Word spell-checks
 * in French or English), headings and experience heads are kept with what follows them, and the
 * footer carries the firm, the generation date and Word page-number fields. The file's properties
 * name the firm, never the person (an anonymised file carries no name anywhere).
 *
 * Runs in the document worker threads (worker.ts): no Fastify, no I/O, no module state.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  Tab,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import type { Branding } from './branding.ts';
import {
  SEPARATOR,
  type ExperienceView,
  type ProjectView,
  type ResumeView,
  type RowView,
  type SkillView,
} from './resume-view.ts';

/** A4 in twips (1/20 pt), as Word writes it. */
const PAGE = { width: 11906, height: 16838 } as const;
/** 2 cm margins; header and footer 1 cm from the edge. */
const MARGIN = { top: 1134, right: 1134, bottom: 1134, left: 1134, header: 567, footer: 567 } as const;
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** Width of the label column of two-column rows (profession | duration, domain | skills): 6 cm. */
const LABEL_WIDTH = 3402;

const FONT = 'Calibri';
const TEXT = '262626';
const MUTED = '6B7280';
const RULE = 'D0D5DD';
/** Font sizes in half-points, as Word stores them. */
const SIZE = { body: 21, small: 16, label: 17, title: 44, subtitle: 26, h1: 26, h2: 23, h3: 21 } as const;

const BULLETS = 'highlight-bullets';
/** Logo box in pixels (96 per inch): the PDF's 120 × 44 pt. */
const LOGO_BOX = { width: 160, height: 58 } as const;

/** A run of text; `text` may hold line breaks (a multi-line description), written as Word breaks. */
type Run = Omit<IRunOptions, 'text' | 'children' | 'break'> & { text: string };

function runs(parts: readonly Run[]): TextRun[] {
  return parts
    .filter((part) => part.text !== '')
    .flatMap(({ text, ...format }) =>
      text
        .split(/\r\n|\r|\n/)
        .map((line, index) => new TextRun({ ...format, text: line, ...(index > 0 ? { break: 1 } : {}) })),
    );
}

/** Pixel size of a PNG (IHDR) or a JPEG (first SOF marker); throws on anything else. */
function imageSize(bytes: Uint8Array): { type: 'png' | 'jpg'; width: number; height: number } {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = bytes.length >= 24 && data.getUint32(0) === 0x89504e47 && data.getUint32(4) === 0x0d0a1a0a;
  if (isPng) return { type: 'png', width: data.getUint32(16), height: data.getUint32(20) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 <= bytes.length && bytes[offset] === 0xff) {
      const marker = bytes[offset + 1]!;
      // SOF0-SOF15 carry the frame size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: 'jpg', height: data.getUint16(offset + 5), width: data.getUint16(offset + 7) };
      }
      offset += 2 + data.getUint16(offset + 2);
    }
  }
  throw new Error('The logo is neither a PNG nor a JPEG image with a readable size');
}

/** The logo scaled to fit the logo box, never enlarged, right-aligned at the top of the file. */
function logoParagraph(branding: Branding): Paragraph[] {
  if (branding.logo === null) return [];
  const { type, width, height } = imageSize(branding.logo);
  const scale = Math.min(1, LOGO_BOX.width / width, LOGO_BOX.height / height);
  return [
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      spacing: { after: 120 },
      children: [
        new ImageRun({
          type,
          data: branding.logo,
          transformation: {
            width: Math.max(1, Math.round(width * scale)),
            height: Math.max(1, Math.round(height * scale)),
          },
          altText: { name: branding.firmName, description: branding.firmName, title: branding.firmName },
        }),
      ],
    }),
  ];
}

/**
 * The page label ("Page 2 / 3", "Page 2 of 3") with Word's page fields in place of the numbers:
 * the view gives it as a function of numbers, so it is called with two markers and split on them.
 */
function pageLabelRun(pageLabel: ResumeView['pageLabel'], color: string): TextRun {
  const current = 7_310_731;
  const total = 8_420_842;
  const label = pageLabel(current, total);
  // docx reads the children "CURRENT" and "TOTAL_PAGES" (PageNumber) as page fields.
  const children: string[] = [];
  let rest = label;
  for (;;) {
    const at = [
      { index: rest.indexOf(String(current)), marker: String(current), field: PageNumber.CURRENT },
      { index: rest.indexOf(String(total)), marker: String(total), field: PageNumber.TOTAL_PAGES },
    ]
      .filter((found) => found.index >= 0)
      .sort((a, b) => a.index - b.index)[0];
    if (!at) break;
    if (at.index > 0) children.push(rest.slice(0, at.index));
    children.push(at.field);
    rest = rest.slice(at.index + at.marker.length);
  }
  if (rest !== '') children.push(rest);
  return new TextRun({ children, color, size: SIZE.small });
}

function footer(view: ResumeView, branding: Branding): Footer {
  return new Footer({
    children: [
      new Paragraph({
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: RULE, space: 4 } },
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          new TextRun({
            text: [branding.firmName, view.displayName, view.generatedOn].join(' · '),
            color: MUTED,
            size: SIZE.small,
          }),
          new TextRun({ children: [new Tab()], size: SIZE.small }),
          pageLabelRun(view.pageLabel, MUTED),
        ],
      }),
    ],
  });
}

/** Skills separated by commas, the requested ones in bold and the accent colour. */
function skillRuns(skills: readonly SkillView[], accent: string): Run[] {
  return skills.flatMap((skill, index) => [
    ...(index > 0 ? [{ text: ', ' }] : []),
    skill.focused ? { text: skill.label, bold: true, color: accent } : { text: skill.label },
  ]);
}

function bullet(parts: readonly Run[], keepNext = false): Paragraph {
  return new Paragraph({
    numbering: { reference: BULLETS, level: 0 },
    keepLines: true,
    keepNext,
    children: runs(parts),
  });
}

function heading1(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, children: runs([{ text }]) });
}

/** Borderless two-column rows; a row never splits across pages. */
function rowsTable(rows: readonly { label: Run[]; value: Run[] }[]): Table {
  const cell = (parts: Run[], width: number) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      margins: { top: 20, bottom: 20, left: 0, right: 113 },
      children: [new Paragraph({ spacing: { after: 0 }, children: runs(parts) })],
    });
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [LABEL_WIDTH, CONTENT_WIDTH - LABEL_WIDTH],
    layout: TableLayoutType.FIXED,
    borders: TableBorders.NONE,
    rows: rows.map(
      (row) =>
        new TableRow({
          cantSplit: true,
          children: [cell(row.label, LABEL_WIDTH), cell(row.value, CONTENT_WIDTH - LABEL_WIDTH)],
        }),
    ),
  });
}

const plainRows = (rows: readonly RowView[]) =>
  rows.map((row) => ({ label: [{ text: row.label, bold: true }], value: [{ text: row.value }] }));

function header(view: ResumeView, branding: Branding, accent: string): Paragraph[] {
  const facts = [view.yearsOfExperience, ...view.contacts].filter(Boolean);
  return [
    ...logoParagraph(branding),
    new Paragraph({
      spacing: { after: 40 },
      children: runs([
        { text: `${view.documentLabel} · ${branding.firmName}`, bold: true, color: accent, size: SIZE.label },
      ]),
    }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: runs([{ text: view.displayName }]) }),
    ...(view.desiredPosition === ''
      ? []
      : [
          new Paragraph({
            spacing: { after: 60 },
            children: runs([{ text: view.desiredPosition, color: accent, size: SIZE.subtitle }]),
          }),
        ]),
    ...(facts.length === 0
      ? []
      : [new Paragraph({ children: runs([{ text: facts.join('   ·   '), color: MUTED }]) })]),
    // The accent rule under the header, as in the PDF.
    new Paragraph({
      spacing: { after: 120 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: accent, space: 1 } },
      children: [],
    }),
  ];
}

/** issue #28 §2: the professional summary under the header, its line breaks as Word breaks. */
function summaryParagraph(view: ResumeView): Paragraph[] {
  if (view.summary === '') return [];
  return [new Paragraph({ spacing: { after: 120 }, children: runs([{ text: view.summary }]) })];
}

/** The "key skills for this request" summary of a tailored file (issue #8 §7, issue #27 §5). */
function focusSection(view: ResumeView, accent: string): Paragraph[] {
  if (!view.focus) return [];
  return [
    heading1(view.focus.title),
    // issue #27 §5: a skill used nowhere is listed plainly, its label alone, as in the PDF.
    ...view.focus.items.map((item) =>
      bullet([
        { text: item.label, bold: true, color: accent },
        ...(item.detail === '' ? [] : [{ text: SEPARATOR }, { text: item.detail }]),
      ]),
    ),
  ];
}

function project(project: ProjectView, view: ResumeView, accent: string): Paragraph[] {
  const labels = view.experienceLabels;
  const labelled = (label: string, values: Run[]): Run[] =>
    values.length === 0 ? [] : [{ text: `${label} `, bold: true }, ...values];
  const items = [
    labelled(labels.technicalEnvironment, skillRuns(project.technicalEnvironment, accent)),
    labelled(labels.jobs, project.jobs.length === 0 ? [] : [{ text: project.jobs.join(', ') }]),
    labelled(
      labels.subSectors,
      project.subSectors.length === 0 ? [] : [{ text: project.subSectors.join(', ') }],
    ),
  ].filter((parts) => parts.length > 0);
  return [
    new Paragraph({
      heading: HeadingLevel.HEADING_3,
      keepNext: true,
      children: runs([{ text: project.name }]),
    }),
    ...(project.description === ''
      ? []
      : [new Paragraph({ keepNext: items.length > 0, children: runs([{ text: project.description }]) })]),
    ...items.map((parts, index) => bullet(parts, index < items.length - 1)),
  ];
}

function experience(experience: ExperienceView, view: ResumeView, accent: string): Paragraph[] {
  // The head of an experience is kept with its first project: it never ends a page.
  const hasMore = experience.context !== '' || experience.projects.length > 0;
  return [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      keepNext: true,
      children: runs([
        { text: experience.company },
        ...(experience.sector === null
          ? []
          : [{ text: `${SEPARATOR}${experience.sector}`, color: MUTED, bold: false }]),
      ]),
    }),
    new Paragraph({
      keepNext: true,
      spacing: { after: 0 },
      children: runs([{ text: experience.dateRange, color: MUTED }]),
    }),
    new Paragraph({
      keepNext: hasMore,
      children: runs([{ text: experience.position, bold: true, color: accent }]),
    }),
    ...(experience.context === ''
      ? []
      : [
          new Paragraph({
            keepNext: experience.projects.length > 0,
            children: runs([
              { text: `${view.experienceLabels.context} `, bold: true },
              { text: experience.context },
            ]),
          }),
        ]),
    ...experience.projects.flatMap((item) => project(item, view, accent)),
  ];
}

function diploma(diploma: ResumeView['diplomas'][number]): Paragraph {
  return new Paragraph({
    keepLines: true,
    children: runs([
      { text: diploma.title, bold: true },
      { text: `\n${diploma.school}` },
      { text: `\n${diploma.type} · ${diploma.date}`, color: MUTED },
    ]),
  });
}

function body(view: ResumeView, branding: Branding, accent: string): (Paragraph | Table)[] {
  const children: (Paragraph | Table)[] = [
    ...header(view, branding, accent),
    ...summaryParagraph(view),
    ...focusSection(view, accent),
  ];
  if (view.jobs.length > 0) children.push(heading1(view.headings.jobs), rowsTable(plainRows(view.jobs)));
  if (view.technicalSkills.length > 0) {
    children.push(
      heading1(view.headings.technicalSkills),
      rowsTable(
        view.technicalSkills.map((group) => ({
          label: [{ text: group.label, bold: true, ...(group.focused ? { color: accent } : {}) }],
          value: skillRuns(group.skills, accent),
        })),
      ),
    );
  }
  if (view.softSkills.length > 0) {
    children.push(
      heading1(view.headings.softSkills),
      ...view.softSkills.map((skill) => bullet([{ text: skill }])),
    );
  }
  if (view.experiences.length > 0) {
    children.push(
      heading1(view.headings.experiences),
      ...view.experiences.flatMap((item) => experience(item, view, accent)),
    );
  }
  if (view.diplomas.length > 0)
    children.push(heading1(view.headings.diplomas), ...view.diplomas.map(diploma));
  if (view.languages.length > 0) {
    children.push(
      heading1(view.headings.languages),
      ...view.languages.map(
        (language) =>
          new Paragraph({
            keepLines: true,
            children: runs([{ text: language.label, bold: true }, { text: `${SEPARATOR}${language.value}` }]),
          }),
      ),
    );
  }
  return children;
}

/**
 * Renders the view of a skills file as an A4 Word document (.docx, Office Open XML) in the view's
 * language, with the firm's `branding` (`accentColor` `#RRGGBB`; `logo` PNG or JPEG bytes, or null).
 * Same content and order as renderResumePdf (resume-pdf.ts). Properties: title `view.title`,
 * subject `view.documentLabel`, keywords `view.keywords`, creator and last editor the firm (never a
 * person). `options.generatedAt` is accepted for parity with the PDF renderer; the view already
 * carries the generation date (footer) and docx stamps the file's created/modified dates itself.
 * Resolves to the whole file; rejects when the logo is neither a PNG nor a JPEG.
 */
export async function renderResumeDocx(
  view: ResumeView,
  branding: Branding,
  _options: { generatedAt?: Date } = {},
): Promise<Uint8Array> {
  const accent = branding.accentColor.replace(/^#/, '').toUpperCase();
  const headingRun = { font: FONT, bold: true };
  const document = new Document({
    title: view.title,
    subject: view.documentLabel,
    keywords: view.keywords,
    description: `${view.documentLabel} · ${branding.firmName}`,
    creator: branding.firmName,
    lastModifiedBy: branding.firmName,
    styles: {
      default: {
        document: {
          run: { font: FONT, size: SIZE.body, color: TEXT, language: { value: view.languageTag } },
          // issue #26 §19: the rule named, else LibreOffice reads the line as an exact 13.2 pt height
          // and draws the 22 pt name over the line above it (Word assumes "auto").
          paragraph: { spacing: { after: 80, line: 264, lineRule: LineRuleType.AUTO } },
        },
        title: {
          run: { ...headingRun, size: SIZE.title, color: TEXT },
          paragraph: { spacing: { before: 0, after: 40 }, keepNext: true },
        },
        heading1: {
          run: { ...headingRun, size: SIZE.h1, color: accent },
          paragraph: {
            spacing: { before: 320, after: 120 },
            outlineLevel: 0,
            keepNext: true,
            keepLines: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: RULE, space: 2 } },
          },
        },
        heading2: {
          run: { ...headingRun, size: SIZE.h2, color: TEXT },
          paragraph: {
            spacing: { before: 240, after: 20 },
            outlineLevel: 1,
            keepNext: true,
            keepLines: true,
          },
        },
        heading3: {
          run: { ...headingRun, size: SIZE.h3, color: TEXT },
          paragraph: {
            spacing: { before: 140, after: 40 },
            outlineLevel: 2,
            keepNext: true,
            keepLines: true,
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: 360, hanging: 240 }, spacing: { after: 40 } },
                run: { color: accent },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: MARGIN,
          },
        },
        footers: { default: footer(view, branding) },
        children: body(view, branding, accent),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
