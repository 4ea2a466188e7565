/**
 * A DOCX CV's paragraphs (issue #28 §1; `CvDocument` of `@highlight/domain/cv/layout`), read from
 * its WordprocessingML (ECMA-376 Part 1 §17) with `yauzl` (the ZIP, within bounds: ./bounded-zip.ts)
 * and `saxes` (a streaming, namespace-aware XML parser with no install script; it expands no
 * entity a DTD declares, so no "billion laughs"). `mammoth` is not used: it drops page headers,
 * where the name and contact of many CVs live (dev corpus 14).
 *
 * What comes out, in reading order: the page headers shown (their paragraphs first), then the
 * body, then the footers shown. A section's "default" header and footer always show, its "first"
 * ones when the section has a title page (`w:titlePg`), its "even" ones when the settings ask for
 * them (`w:evenAndOddHeaders`); a part shown by several sections comes once. Each paragraph gives:
 * - `text`: its visible runs' text; a tab (`w:tab`, `w:ptab`) is "\t", a break (`w:br`, `w:cr`)
 *   "\n", `w:noBreakHyphen` U+2011, `w:softHyphen` U+00AD. Dropped: hidden runs (`w:vanish`, on the
 *   run, its character style or its paragraph's style), deleted and moved-away revisions (`w:del`,
 *   `w:moveFrom`), field instructions (`w:instrText`, and whatever lies between a field's `begin`
 *   and `separate`; the field's result, such as a hyperlinked email, is kept), symbols (`w:sym`)
 *   and runs in a symbol font (docx-words.json). Ends trimmed; a paragraph with no visible text is
 *   left out.
 * - `style`: the paragraph style's name from `word/styles.xml` (styleId → `w:name`), the default
 *   paragraph style when none is set, with its first letter in capitals as Word shows it (Word
 *   stores its built-in names in lower case: "heading 1" is shown "Heading 1").
 * - `headingLevel`: the paragraph's or its style's `w:outlineLvl` (0-based in the XML, 1–9 here;
 *   9, "body text", is none), else the level a heading style's name gives ("heading 2",
 *   "Titre 2": docx-words.json). The Title style is not a heading (its name tells it).
 * - `bold`: every visible character bold (run, character style, paragraph style or document
 *   default; a later level overrides an earlier one, Word's toggling of bold between styles is
 *   not followed). `size`: the largest size of its visible runs, in points (`w:sz` is in
 *   half-points), styles and document defaults included; null when the file sets none.
 * - `part`: "header", "footer", "body", or "textbox" for a text box of the body (`w:txbxContent`);
 *   a text box inside a header stays "header". Text-box paragraphs follow the paragraph that
 *   anchors them. Of a `mc:AlternateContent`, the first `mc:Choice` only is read (its
 *   `mc:Fallback` repeats the same text for older readers).
 * - `cell`: for a paragraph in a table, the table (numbered in reading order), its row and its
 *   column in the table's grid (`w:gridBefore`, `w:gridSpan` counted); nested tables give the
 *   innermost cell.
 * - `listItem`: the paragraph, or its style, has a numbering (`w:numPr` with a `w:numId` other
 *   than 0, which removes one).
 * Footnotes, comments, charts and the document's properties are not read.
 *
 * Errors (`CvReadError`): `CV_UNSUPPORTED` (a ZIP without `word/document.xml`),
 * `CV_TOO_LARGE_UNCOMPRESSED` (./bounded-zip.ts), `CV_TOO_MANY_PAGES` (`docProps/app.xml` Pages
 * over `CV_IMPORT_MAX_PAGES`, or more than `CV_IMPORT_MAX_PARAGRAPHS` paragraphs or
 * `CV_IMPORT_MAX_CHARACTERS` characters, whatever the page count says), `CV_TOO_COMPLEX` (an XML
 * part nesting deeper than `CV_IMPORT_MAX_XML_DEPTH`, or the parts read holding more than
 * `CV_IMPORT_MAX_XML_ELEMENTS` elements: both checked as each tag starts, before the parser resolves
 * its namespaces, whose cost grows with the depth), `CV_NO_TEXT`, `CV_DAMAGED` (XML that does not
 * parse).
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  CV_IMPORT_MAX_CHARACTERS,
  CV_IMPORT_MAX_PAGES,
  CV_IMPORT_MAX_PARAGRAPHS,
  CV_IMPORT_MAX_UNCOMPRESSED_BYTES,
  CV_IMPORT_MAX_XML_DEPTH,
  CV_IMPORT_MAX_XML_ELEMENTS,
  CV_IMPORT_MAX_ZIP_ENTRIES,
} from '@highlight/domain/constants';
import type { CvParagraph, CvPart } from '@highlight/domain/cv/layout';
import { openBoundedZip, type BoundedZip } from './bounded-zip.ts';
import { CvReadError } from './cv-read-error.ts';
import DOCX_WORDS from './docx-words.json' with { type: 'json' };

/** A DOCX read: its paragraphs in reading order. */
export interface DocxCv {
  format: 'docx';
  paragraphs: CvParagraph[];
}

/** WordprocessingML's namespace, transitional and strict (ECMA-376 Part 1 and its ISO 29500 strict form). */
const W = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

/** Property containers whose content describes something else (an earlier revision, a table, a content control). */
const SKIPPED_PROPERTIES = new Set([
  'rPrChange',
  'pPrChange',
  'sectPrChange',
  'tblPrChange',
  'tcPrChange',
  'trPrChange',
  'tblPr',
  'tblGrid',
  'sdtPr',
  'sdtEndPr',
  'customXmlPr',
  'smartTagPr',
  'numberingChange',
  'tblStylePr',
]);
/** Content a reader does not see: deleted or moved-away revisions, field instructions, deleted text. */
const SKIPPED_CONTENT = new Set(['del', 'moveFrom', 'instrText', 'delText', 'delInstrText']);

const HEADING_NAME = new RegExp(`^(?:${DOCX_WORDS.headingStyles.join('|')})\\s*([1-9])$`, 'iu');
const SYMBOL_FONTS = DOCX_WORDS.symbolFonts.map((name) => name.toLowerCase());

/**
 * Reads a DOCX (see the module's docstring). Throws `CvReadError` only.
 */
export async function readDocx(bytes: Uint8Array): Promise<DocxCv> {
  const zip = await openBoundedZip(bytes, {
    maxEntries: CV_IMPORT_MAX_ZIP_ENTRIES,
    maxBytes: CV_IMPORT_MAX_UNCOMPRESSED_BYTES,
  });
  try {
    if (!zip.has('word/document.xml'))
      throw new CvReadError('CV_UNSUPPORTED', 'zip without word/document.xml');
    const elements: XmlBudget = { elements: 0 };
    const pages = pageCount(await text(zip, 'docProps/app.xml'), elements);
    if (pages !== null && pages > CV_IMPORT_MAX_PAGES) throw new CvReadError('CV_TOO_MANY_PAGES');
    const styles = readStyles(await text(zip, 'word/styles.xml'), elements);
    const evenAndOdd = readEvenAndOddHeaders(await text(zip, 'word/settings.xml'), elements);
    const relationships = readRelationships(
      await text(zip, 'word/_rels/document.xml.rels'),
      'word/',
      elements,
    );
    const budget: Budget = { paragraphs: 0, characters: 0, tables: 0, elements };
    const body = readPart((await text(zip, 'word/document.xml')) ?? '', 'body', styles, budget);

    const shown = { header: [] as string[], footer: [] as string[] };
    for (const section of body.sections) {
      for (const type of ['first', 'default', 'even'] as const) {
        if (type === 'first' && !section.titlePage) continue;
        if (type === 'even' && !evenAndOdd) continue;
        for (const reference of section.references.filter((r) => r.type === type)) {
          const target = relationships.get(reference.id);
          if (target && !shown[reference.kind].includes(target)) shown[reference.kind].push(target);
        }
      }
    }
    const parts = async (kind: 'header' | 'footer') => {
      const read: CvParagraph[] = [];
      for (const name of shown[kind]) {
        const xml = await text(zip, name);
        if (xml !== null) read.push(...readPart(xml, kind, styles, budget).paragraphs);
      }
      return read;
    };
    const paragraphs = numberTables([
      ...(await parts('header')),
      ...body.paragraphs,
      ...(await parts('footer')),
    ]);
    if (paragraphs.length === 0) throw new CvReadError('CV_NO_TEXT');
    return { format: 'docx', paragraphs };
  } catch (error) {
    throw error instanceof CvReadError
      ? error
      : new CvReadError(
          'CV_DAMAGED',
          error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        );
  } finally {
    zip.close();
  }
}

async function text(zip: BoundedZip, name: string): Promise<string | null> {
  const bytes = await zip.read(name);
  return bytes === null ? null : new TextDecoder('utf-8').decode(bytes);
}

/** Elements met so far in the XML parts of one DOCX, all parts together. */
interface XmlBudget {
  elements: number;
}

/**
 * Runs `onOpen`/`onClose`/`onText` over an XML document, namespace-aware; bad XML is `CV_DAMAGED`.
 * Each tag is counted as it starts (saxes' `opentagstart`, before the parser resolves the tag's
 * namespaces by walking the open elements): deeper than `CV_IMPORT_MAX_XML_DEPTH`, or past
 * `CV_IMPORT_MAX_XML_ELEMENTS` in `budget` (shared by a document's parts), the parse stops with
 * `CV_TOO_COMPLEX`, so its cost stays bounded by depth × elements whatever the file holds.
 */
function parseXml(
  xml: string,
  budget: XmlBudget,
  handlers: {
    onOpen?: (tag: SaxesTagNS) => void;
    onClose?: (tag: SaxesTagNS) => void;
    onText?: (text: string) => void;
  },
): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw new CvReadError('CV_DAMAGED', `xml: ${error.message}`);
  });
  const { onOpen, onClose, onText } = handlers;
  let depth = 0;
  parser.on('opentagstart', () => {
    if (++depth > CV_IMPORT_MAX_XML_DEPTH) throw new CvReadError('CV_TOO_COMPLEX', 'xml depth');
    if (++budget.elements > CV_IMPORT_MAX_XML_ELEMENTS)
      throw new CvReadError('CV_TOO_COMPLEX', 'xml elements');
  });
  if (onOpen) parser.on('opentag', (tag) => onOpen(tag));
  parser.on('closetag', (tag) => {
    depth--;
    onClose?.(tag);
  });
  if (onText) {
    parser.on('text', (text) => onText(text));
    parser.on('cdata', (text) => onText(text));
  }
  parser.write(xml).close();
}

const isW = (tag: SaxesTagNS, local?: string) =>
  W.has(tag.uri) && (local === undefined || tag.local === local);

/** An attribute's value by local name, in WordprocessingML's namespace or none. */
function attribute(tag: SaxesTagNS, local: string): string | undefined {
  for (const value of Object.values(tag.attributes)) {
    if (value.local === local && (value.uri === '' || W.has(value.uri))) return value.value;
  }
  return undefined;
}

/** ST_OnOff (ECMA-376 §17.17.4): an element without `w:val`, or with true/1/on, is on. */
function onOff(tag: SaxesTagNS): boolean {
  const value = attribute(tag, 'val');
  return value === undefined || !['false', '0', 'off', 'none'].includes(value.toLowerCase());
}

const integer = (value: string | undefined): number | null => {
  if (value === undefined) return null;
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) ? number : null;
};

/** `docProps/app.xml` Pages (the count Word saved), or null when absent. */
function pageCount(xml: string | null, budget: XmlBudget): number | null {
  if (xml === null) return null;
  let inPages = false;
  let value = '';
  parseXml(xml, budget, {
    onOpen: (tag) => void (inPages = tag.local === 'Pages'),
    onClose: () => void (inPages = false),
    onText: (text) => void (inPages && (value += text)),
  });
  return integer(value.trim());
}

/** `w:evenAndOddHeaders` of `word/settings.xml`: even pages show their own header and footer. */
function readEvenAndOddHeaders(xml: string | null, budget: XmlBudget): boolean {
  let on = false;
  if (xml !== null)
    parseXml(xml, budget, { onOpen: (tag) => void (isW(tag, 'evenAndOddHeaders') && (on = onOff(tag))) });
  return on;
}

/** A part's relationships: id → the target's path in the ZIP ("word/header1.xml"); external ones left out. */
function readRelationships(xml: string | null, base: string, budget: XmlBudget): Map<string, string> {
  const targets = new Map<string, string>();
  if (xml === null) return targets;
  parseXml(xml, budget, {
    onOpen(tag) {
      if (tag.local !== 'Relationship') return;
      const value = (name: string) => Object.values(tag.attributes).find((a) => a.local === name)?.value;
      const id = value('Id');
      const target = value('Target');
      if (!id || !target || value('TargetMode') === 'External') return;
      targets.set(id, resolvePath(base, target));
    },
  });
  return targets;
}

/** A relationship target resolved against its source part's folder (OPC, ECMA-376 Part 2 §9.3). */
function resolvePath(base: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : base + target).split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.' && part !== '') resolved.push(part);
  }
  return resolved.join('/');
}

/** Formatting the reader follows, as a run, a style or the document's defaults set it. */
interface RunProperties {
  bold?: boolean;
  /** Points. */
  size?: number;
  vanish?: boolean;
  font?: string;
}

interface Style {
  type: string;
  name: string | null;
  basedOn: string | null;
  run: RunProperties;
  /** `w:outlineLvl`, 0-based. */
  outline: number | null;
  /** `w:numPr/w:numId`: 0 removes a numbering. */
  numbering: number | null;
}

interface Styles {
  byId: Map<string, Style>;
  defaults: RunProperties;
  defaultParagraph: string | null;
}

/** Sets a run property from one of `w:rPr`'s children. */
function runProperty(properties: RunProperties, tag: SaxesTagNS): void {
  switch (tag.local) {
    case 'b':
      properties.bold = onOff(tag);
      break;
    case 'sz': {
      const halfPoints = integer(attribute(tag, 'val'));
      if (halfPoints !== null && halfPoints > 0) properties.size = halfPoints / 2;
      break;
    }
    case 'vanish':
      properties.vanish = onOff(tag);
      break;
    case 'rFonts': {
      const font = attribute(tag, 'ascii') ?? attribute(tag, 'hAnsi');
      if (font) properties.font = font;
      break;
    }
    default:
      break;
  }
}

/** `word/styles.xml`: each style's name, parent, run properties, outline level and numbering. */
function readStyles(xml: string | null, budget: XmlBudget): Styles {
  const styles: Styles = { byId: new Map(), defaults: {}, defaultParagraph: null };
  if (xml === null) return styles;
  const path: string[] = [];
  let skipped = 0;
  let style: Style | null = null;
  parseXml(xml, budget, {
    onOpen(tag) {
      path.push(tag.local);
      if (!isW(tag) || skipped > 0 || SKIPPED_PROPERTIES.has(tag.local)) {
        if (skipped > 0 || SKIPPED_PROPERTIES.has(tag.local)) skipped++;
        return;
      }
      const parent = path.at(-2);
      if (tag.local === 'style') {
        const id = attribute(tag, 'styleId') ?? '';
        const type = attribute(tag, 'type') ?? 'paragraph';
        style = { type, name: null, basedOn: null, run: {}, outline: null, numbering: null };
        styles.byId.set(id, style);
        if (
          type === 'paragraph' &&
          attribute(tag, 'default') !== undefined &&
          onOffValue(attribute(tag, 'default'))
        ) {
          styles.defaultParagraph = id;
        }
      } else if (style && parent === 'style' && tag.local === 'name') {
        style.name = attribute(tag, 'val') ?? null;
      } else if (style && parent === 'style' && tag.local === 'basedOn') {
        style.basedOn = attribute(tag, 'val') ?? null;
      } else if (style && parent === 'pPr' && tag.local === 'outlineLvl') {
        style.outline = integer(attribute(tag, 'val'));
      } else if (style && parent === 'numPr' && tag.local === 'numId') {
        style.numbering = integer(attribute(tag, 'val'));
      } else if (parent === 'rPr') {
        if (style) runProperty(style.run, tag);
        else if (path.includes('rPrDefault')) runProperty(styles.defaults, tag);
      }
    },
    onClose(tag) {
      path.pop();
      if (skipped > 0) skipped--;
      else if (isW(tag, 'style')) style = null;
    },
  });
  return styles;
}

const onOffValue = (value: string | undefined) =>
  value === undefined || !['false', '0', 'off'].includes(value.toLowerCase());

/** A style and its ancestors (`w:basedOn`), nearest first; a loop or a missing parent ends the chain. */
function lineage(styles: Styles, id: string | null): Style[] {
  const chain: Style[] = [];
  const seen = new Set<string>();
  for (let current = id; current !== null && !seen.has(current) && chain.length < 32;) {
    seen.add(current);
    const style = styles.byId.get(current);
    if (!style) break;
    chain.push(style);
    current = style.basedOn;
  }
  return chain;
}

/** A property through a style's lineage: the nearest style that sets it. */
function inherited<K extends keyof RunProperties>(chain: Style[], key: K): RunProperties[K] | undefined {
  for (const style of chain) if (style.run[key] !== undefined) return style.run[key];
  return undefined;
}

/** "heading 1" → "Heading 1": a name as Word's style gallery shows it. */
const shownName = (name: string) => name.charAt(0).toLocaleUpperCase('en') + name.slice(1);

interface RunBuilder {
  properties: RunProperties;
  characterStyle: string | null;
  text: string;
}

interface ParagraphBuilder {
  part: CvPart;
  cell: CvParagraph['cell'];
  styleId: string | null;
  outline: number | null;
  numbering: number | null;
  runs: { text: string; bold: boolean; size: number | null }[];
  run: RunBuilder | null;
  /** Paragraphs of text boxes anchored in this one, to come after it. */
  after: CvParagraph[];
}

interface SectionReference {
  kind: 'header' | 'footer';
  type: 'default' | 'first' | 'even';
  id: string;
}

interface Section {
  references: SectionReference[];
  titlePage: boolean;
}

/** One table being read: its number, row and column (grid) so far. */
interface TableContext {
  table: number;
  row: number;
  column: number;
  cell: CvParagraph['cell'];
  span: number;
}

/** What the parts read so far hold: paragraphs, characters and XML elements (bounded), tables (numbered). */
interface Budget {
  paragraphs: number;
  characters: number;
  tables: number;
  elements: XmlBudget;
}

/** Table numbers are given while a part is read; this renumbers them in the output's order. */
function numberTables(paragraphs: CvParagraph[]): CvParagraph[] {
  const numbers = new Map<number, number>();
  return paragraphs.map((paragraph) => {
    if (!paragraph.cell) return paragraph;
    let number = numbers.get(paragraph.cell.table);
    if (number === undefined) numbers.set(paragraph.cell.table, (number = numbers.size));
    return { ...paragraph, cell: { ...paragraph.cell, table: number } };
  });
}

/**
 * Reads one part (`word/document.xml`, a header, a footer) into paragraphs, and the sections'
 * header and footer references. `budget` counts paragraphs, characters and tables over all parts.
 */
function readPart(
  xml: string,
  part: 'body' | 'header' | 'footer',
  styles: Styles,
  budget: Budget,
): { paragraphs: CvParagraph[]; sections: Section[] } {
  const paragraphs: CvParagraph[] = [];
  const sections: Section[] = [];
  const open: ParagraphBuilder[] = [];
  const tables: TableContext[] = [];
  /** Field states (`w:fldChar`): true while in a field's instruction, false in its result. */
  const fields: boolean[] = [];
  /** How many of `fields` are true: text is dropped while any is (kept, not searched per character). */
  let inInstruction = 0;
  /** For each open `mc:AlternateContent`: whether a branch was read already. */
  const alternates: boolean[] = [];
  const path: SaxesTagNS[] = [];
  let skipped = 0;
  let textBoxes = 0;
  let section: Section | null = null;
  let inText = false;

  const current = () => open.at(-1) ?? null;
  const append = (text: string) => {
    const run = current()?.run;
    if (run && inInstruction === 0) run.text += text;
  };

  const closeRun = (paragraph: ParagraphBuilder) => {
    const run = paragraph.run;
    paragraph.run = null;
    if (!run || run.text === '') return;
    const paragraphChain = lineage(styles, paragraph.styleId ?? styles.defaultParagraph);
    const characterChain = lineage(styles, run.characterStyle);
    const pick = <K extends keyof RunProperties>(key: K): RunProperties[K] | undefined =>
      run.properties[key] ??
      inherited(characterChain, key) ??
      inherited(paragraphChain, key) ??
      styles.defaults[key];
    if (pick('vanish') === true) return;
    const font = pick('font');
    if (font && SYMBOL_FONTS.some((symbol) => font.toLowerCase().startsWith(symbol))) return;
    paragraph.runs.push({ text: run.text, bold: pick('bold') === true, size: pick('size') ?? null });
  };

  const closeParagraph = (paragraph: ParagraphBuilder) => {
    closeRun(paragraph);
    const text = paragraph.runs
      .map((run) => run.text)
      .join('')
      .replace(/^[ \t\n]+|[ \t\n]+$/g, '');
    const done: CvParagraph[] = [];
    if (text !== '') {
      const chain = lineage(styles, paragraph.styleId ?? styles.defaultParagraph);
      const styleName = chain[0]?.name ?? paragraph.styleId;
      const outline = paragraph.outline ?? chain.find((style) => style.outline !== null)?.outline ?? null;
      const nameLevel = chain
        .map((style) => HEADING_NAME.exec(style.name ?? ''))
        .find((match) => match !== null);
      const headingLevel =
        outline !== null
          ? outline >= 0 && outline <= 8
            ? outline + 1
            : null
          : nameLevel
            ? Number(nameLevel[1])
            : null;
      const numbering =
        paragraph.numbering ?? chain.find((style) => style.numbering !== null)?.numbering ?? null;
      const inked = paragraph.runs.filter((run) => run.text.trim() !== '');
      const sizes = inked.map((run) => run.size).filter((size) => size !== null);
      done.push({
        text,
        style: styleName ? shownName(styleName) : null,
        headingLevel,
        bold: inked.length > 0 && inked.every((run) => run.bold),
        size: sizes.length > 0 ? Math.max(...sizes) : null,
        part: paragraph.part,
        cell: paragraph.cell,
        listItem: numbering !== null && numbering !== 0,
      });
      budget.paragraphs++;
      budget.characters += text.length;
      if (budget.paragraphs > CV_IMPORT_MAX_PARAGRAPHS || budget.characters > CV_IMPORT_MAX_CHARACTERS) {
        throw new CvReadError('CV_TOO_MANY_PAGES', 'paragraphs or characters');
      }
    }
    done.push(...paragraph.after);
    const outer = current();
    if (outer) outer.after.push(...done);
    else paragraphs.push(...done);
  };

  parseXml(xml, budget.elements, {
    onOpen(tag) {
      path.push(tag);
      if (skipped > 0) {
        skipped++;
        return;
      }
      if (tag.uri === MC) {
        if (tag.local === 'AlternateContent') alternates.push(false);
        else if (tag.local === 'Choice' || tag.local === 'Fallback') {
          if (alternates.at(-1) === true) skipped = 1;
          else alternates[alternates.length - 1] = true;
        }
        return;
      }
      if (!isW(tag)) return;
      const local = tag.local;
      if (SKIPPED_PROPERTIES.has(local) || SKIPPED_CONTENT.has(local)) {
        skipped = 1;
        return;
      }
      const parent = path.at(-2);
      const parentLocal = parent && isW(parent) ? parent.local : null;
      const paragraph = current();
      switch (local) {
        case 'p': {
          const table = tables.at(-1);
          open.push({
            part: textBoxes > 0 && part === 'body' ? 'textbox' : part,
            cell: table?.cell ?? null,
            styleId: null,
            outline: null,
            numbering: null,
            runs: [],
            run: null,
            after: [],
          });
          return;
        }
        case 'pStyle':
          if (paragraph && parentLocal === 'pPr') paragraph.styleId = attribute(tag, 'val') ?? null;
          return;
        case 'outlineLvl':
          if (paragraph && parentLocal === 'pPr') paragraph.outline = integer(attribute(tag, 'val'));
          return;
        case 'numId':
          if (paragraph && path.at(-3)?.local === 'pPr') paragraph.numbering = integer(attribute(tag, 'val'));
          return;
        case 'r':
          if (paragraph) {
            closeRun(paragraph);
            paragraph.run = { properties: {}, characterStyle: null, text: '' };
          }
          return;
        case 'rStyle':
          if (paragraph?.run && parentLocal === 'rPr')
            paragraph.run.characterStyle = attribute(tag, 'val') ?? null;
          return;
        case 't':
          inText = parentLocal === 'r';
          return;
        case 'tab':
        case 'ptab':
          if (parentLocal === 'r') append('\t');
          return;
        case 'br':
        case 'cr':
          if (parentLocal === 'r') append('\n');
          return;
        case 'noBreakHyphen':
          append('\u2011');
          return;
        case 'softHyphen':
          append('\u00ad');
          return;
        case 'fldChar': {
          const type = attribute(tag, 'fldCharType');
          if (type === 'begin') {
            fields.push(true);
            inInstruction++;
          } else if (type === 'separate' && fields.at(-1) === true) {
            fields[fields.length - 1] = false;
            inInstruction--;
          } else if (type === 'end' && fields.length > 0) {
            if (fields.pop() === true) inInstruction--;
          }
          return;
        }
        case 'txbxContent':
          textBoxes++;
          return;
        case 'tbl':
          tables.push({ table: budget.tables++, row: -1, column: 0, cell: null, span: 1 });
          return;
        case 'tr': {
          const table = tables.at(-1);
          if (table) {
            table.row++;
            table.column = 0;
          }
          return;
        }
        case 'gridBefore': {
          const table = tables.at(-1);
          if (table && parentLocal === 'trPr') table.column = integer(attribute(tag, 'val')) ?? 0;
          return;
        }
        case 'tc': {
          const table = tables.at(-1);
          if (table) {
            table.cell = { table: table.table, row: table.row, column: table.column };
            table.span = 1;
          }
          return;
        }
        case 'gridSpan': {
          const table = tables.at(-1);
          if (table && parentLocal === 'tcPr') table.span = Math.max(1, integer(attribute(tag, 'val')) ?? 1);
          return;
        }
        case 'sectPr':
          section = { references: [], titlePage: false };
          sections.push(section);
          return;
        case 'titlePg':
          if (section && parentLocal === 'sectPr') section.titlePage = onOff(tag);
          return;
        case 'headerReference':
        case 'footerReference': {
          if (!section) return;
          const type = attribute(tag, 'type') ?? 'default';
          const id = Object.values(tag.attributes).find(
            (a) => a.local === 'id' && a.uri.includes('relationships'),
          )?.value;
          if (id && (type === 'default' || type === 'first' || type === 'even')) {
            section.references.push({ kind: local === 'headerReference' ? 'header' : 'footer', type, id });
          }
          return;
        }
        default:
          if (paragraph?.run && parentLocal === 'rPr') runProperty(paragraph.run.properties, tag);
          return;
      }
    },
    onText(text) {
      if (inText && skipped === 0) append(text);
    },
    onClose(tag) {
      path.pop();
      if (skipped > 0) {
        skipped--;
        return;
      }
      if (tag.uri === MC) {
        if (tag.local === 'AlternateContent') alternates.pop();
        return;
      }
      if (!isW(tag)) return;
      switch (tag.local) {
        case 'p': {
          const paragraph = open.pop();
          if (paragraph) closeParagraph(paragraph);
          return;
        }
        case 'r': {
          const paragraph = current();
          if (paragraph) closeRun(paragraph);
          return;
        }
        case 't':
          inText = false;
          return;
        case 'txbxContent':
          textBoxes--;
          return;
        case 'tbl':
          tables.pop();
          return;
        case 'tc': {
          const table = tables.at(-1);
          if (table) {
            table.column += table.span;
            table.cell = null;
          }
          return;
        }
        case 'sectPr':
          section = null;
          return;
        default:
          return;
      }
    },
  });
  return { paragraphs, sections };
}
