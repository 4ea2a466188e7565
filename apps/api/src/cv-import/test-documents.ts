/**
 * CV files built from code for the readers' tests (issue #28 Tests: no binary file committed):
 * hand-written PDFs whose every operator is known, PDFs from pdfkit, DOCX files from the `docx`
 * library or from hand-written WordprocessingML zipped with yazl, PNG images, ZIP bombs.
 */
import { Buffer } from 'node:buffer';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import yazl from 'yazl';

/** What a hand-written one-page PDF holds besides its content stream. */
export interface HandPdfOptions {
  /** Entries added to the catalog ("/OpenAction << … >>"). */
  catalog?: string;
  /** Entries added to the page's resources ("/Properties << /oc1 7 0 R >>"). */
  resources?: string;
  /** Entries added to the page ("/AA << … >>", "/Rotate 90"). */
  page?: string;
  /** Objects 7, 8… in order. */
  objects?: string[];
  /** [width, height] of the MediaBox, points (US Letter by default). */
  size?: [number, number];
}

/**
 * A one-page PDF written by hand (PDF 32000-1 §7.5): the page's content stream is `content`, with
 * /F1 Helvetica and /F2 Helvetica-Bold (standard fonts, not embedded: their widths are the
 * standard metrics, Helvetica's "H" 722/1000 em). Objects: 1 catalog, 2 pages, 3 page, 4 content,
 * 5 and 6 the fonts, 7… `options.objects`.
 */
export function handPdf(content: string, options: HandPdfOptions = {}): Uint8Array {
  const [width, height] = options.size ?? [612, 792];
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> ${
      options.resources ?? ''
    } >> /Contents 4 0 R ${options.page ?? ''} >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ...(options.objects ?? []),
  ];
  let pdf = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

/** A PDF drawn by pdfkit: `draw` writes on the first page (A4); the bytes once it is done. */
export function pdfkitPdf(
  draw: (document: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Uint8Array> {
  const document = new PDFDocument({ size: 'A4', margin: 50, ...options });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
  });
  draw(document);
  document.end();
  return done;
}

/** A PNG (RGB, 8 bits) of one colour, `width` × `height` pixels (ISO/IEC 15948). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP of the given entries (name → content), deflated by yazl. */
export function zipOf(entries: Record<string, string | Buffer>): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    zip.outputStream.on('error', reject);
  });
}

const NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
].join(' ');

/** The parts of a hand-written DOCX (WordprocessingML inside `w:body`, a header's inside `w:hdr`…). */
export interface HandDocx {
  body: string;
  /** `word/styles.xml`'s content inside `w:styles`. */
  styles?: string;
  /** Header and footer parts by file name ("header1.xml"), their content inside `w:hdr`/`w:ftr`. */
  headers?: Record<string, string>;
  footers?: Record<string, string>;
  /** `word/settings.xml`'s content inside `w:settings`. */
  settings?: string;
  /** `docProps/app.xml` Pages, when given. */
  pages?: number;
}

/**
 * A DOCX from hand-written WordprocessingML (ECMA-376 Part 1): the minimal package (content types,
 * package relationships, `word/document.xml`) plus the parts given. Relationship ids are the part
 * names without ".xml" ("header1").
 */
export function handDocx(parts: HandDocx): Promise<Uint8Array> {
  const xml = (root: string, content: string) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:${root} ${NAMESPACES}>${content}</w:${root}>`;
  const related = { ...(parts.headers ?? {}), ...(parts.footers ?? {}) };
  const relationships = Object.keys(related)
    .map((name) => {
      const kind = name.startsWith('header') ? 'header' : 'footer';
      return `<Relationship Id="${name.replace('.xml', '')}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${kind}" Target="${name}"/>`;
    })
    .join('');
  const entries: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': xml('document', `<w:body>${parts.body}</w:body>`),
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`,
  };
  if (parts.styles !== undefined) entries['word/styles.xml'] = xml('styles', parts.styles);
  if (parts.settings !== undefined) entries['word/settings.xml'] = xml('settings', parts.settings);
  for (const [name, content] of Object.entries(parts.headers ?? {}))
    entries[`word/${name}`] = xml('hdr', content);
  for (const [name, content] of Object.entries(parts.footers ?? {}))
    entries[`word/${name}`] = xml('ftr', content);
  if (parts.pages !== undefined) {
    entries['docProps/app.xml'] =
      `<?xml version="1.0" encoding="UTF-8"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Pages>${parts.pages}</Pages></Properties>`;
  }
  return zipOf(entries);
}

/** A paragraph of WordprocessingML: `<w:p>` with optional properties and plain runs. */
export const p = (text: string, properties = '') =>
  `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/**
 * Rewrites the sizes a ZIP's central directory declares for its entries (ZIP APPNOTE §4.3.12:
 * uncompressed size at offset 24 of each "PK\x01\x02" record): a ZIP whose headers lie.
 */
export function withDeclaredSizes(zip: Uint8Array, size: number): Uint8Array {
  const bytes = Buffer.from(zip);
  for (let offset = 0; offset + 46 <= bytes.length; offset++) {
    if (bytes.readUInt32LE(offset) === 0x02014b50) bytes.writeUInt32LE(size, offset + 24);
  }
  return new Uint8Array(bytes);
}

/**
 * A DOCX whose body nests `depth` content controls (`<w:sdt><w:sdtContent>`, ECMA-376 Part 1
 * §17.5.2) around one paragraph: 4 KB zipped for 30,000 levels. Its body part nests `2 × depth + 5`
 * elements deep (document, body, the controls, paragraph, run, text).
 */
export function nestedDocx(depth: number, text = 'Élise Martin'): Promise<Uint8Array> {
  const open = '<w:sdt><w:sdtContent>'.repeat(depth);
  const close = '</w:sdtContent></w:sdt>'.repeat(depth);
  return handDocx({ body: `${open}${p(text)}${close}` });
}

/**
 * A PDF (PDF 32000-1 §7.3.8, §7.4.4) of one page whose content stream, compressed with FlateDecode,
 * is `operators` repeated until it reaches `inflatedBytes`: a zip bomb in a PDF (about 120 KB of
 * file for 120 MB of "0 0 m 1 1 l S\n"). Objects: 1 catalog, 2 pages, 3 page, 4 content, 5 font.
 */
export function inflatingPdf(inflatedBytes: number, operators = '0 0 m 1 1 l S\n'): Uint8Array {
  const content = Buffer.from(operators.repeat(Math.ceil(inflatedBytes / operators.length)), 'latin1');
  const stream = deflateSync(content.subarray(0, inflatedBytes), { level: 9 });
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.byteLength} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}

/**
 * A one-page PDF whose page draws form XObject 1 `fanout` times, each form drawing the next one
 * `fanout` times, `levels` forms deep (PDF 32000-1 §8.10): `fanout ^ levels` drawings of the last
 * form's line, from a file of a few hundred bytes, no stream larger than a line. The last form also
 * shows "CV" so that the page has text.
 */
export function nestedFormsPdf(levels: number, fanout: number): Uint8Array {
  const first = 5; // object number of form 1
  const forms = Array.from({ length: levels }, (_, index) => {
    const last = index === levels - 1;
    const content = last
      ? 'BT /F1 12 Tf 72 700 Td (CV) Tj ET 0 0 m 1 1 l S'
      : Array.from({ length: fanout }, () => '/X Do').join(' ');
    const resources = last ? '/Font << /F1 4 0 R >>' : `/XObject << /X ${first + index + 1} 0 R >>`;
    return Buffer.from(
      `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << ${resources} >> /Length ${content.length} >>\nstream\n${content}\nendstream`,
      'latin1',
    );
  });
  const page = Array.from({ length: fanout }, () => '/X Do').join(' ');
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /X ${first} 0 R >> >> /Contents ${first + levels} 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...forms,
    Buffer.from(`<< /Length ${page.length} >>\nstream\n${page}\nendstream`, 'latin1'),
  ]);
}

/** A PDF of the given objects, numbered from 1 in order, with its cross-reference table (PDF 32000-1 §7.5). */
export function pdfOfObjects(objects: (string | Buffer)[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.byteLength ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = typeof object === 'string' ? Buffer.from(object, 'latin1') : object;
    const bytes = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(bytes);
    length += bytes.byteLength;
  });
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) trailer += `${String(offset).padStart(10, '0')} 00000 n \n`;
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(trailer, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}
