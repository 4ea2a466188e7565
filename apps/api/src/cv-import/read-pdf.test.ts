/**
 * The PDF reader (issue #28 §1, §6; read-pdf.ts): positions from the page's top, runs joined as
 * pdfjs joins text, hidden text left out (render mode 3, outside the page, under 1 pt, the
 * background's colour, a hidden layer, a transparent fill), its refusals, and its bounds on the work
 * a file asks for (inflated streams, operators: docs/security.md "Uploaded documents"). Expected positions
 * are computed by hand from the standard Helvetica metrics (Adobe's AFM: H 722, e 556, l 222,
 * o 556… per 1000 em).
 */
import { describe, expect, it } from 'vitest';
import { CV_IMPORT_MAX_PDF_INFLATED_BYTES } from '@highlight/domain/constants';
import type { CvTextRun } from '@highlight/domain/cv/layout';
import { CvReadError } from './cv-read-error.ts';
import { contrast, fontStyle, readPdf } from './read-pdf.ts';
import { handPdf, inflatingPdf, nestedFormsPdf, pdfkitPdf, solidPng } from './test-documents.ts';

/** Helvetica advance widths, 1/1000 em (Adobe's Helvetica AFM). */
const HELVETICA: Record<string, number> = {
  H: 722,
  e: 556,
  l: 222,
  o: 556,
  W: 944,
  r: 333,
  d: 556,
  F: 611,
  a: 556,
  S: 667,
  c: 500,
};
const widthOf = (text: string, size: number) =>
  ([...text].reduce((sum, letter) => sum + (HELVETICA[letter] ?? Number.NaN), 0) * size) / 1000;

async function runsOf(bytes: Uint8Array): Promise<CvTextRun[]> {
  const { pages } = await readPdf(bytes);
  return pages.flatMap((page) => page.runs);
}
const textsOf = async (bytes: Uint8Array) => (await runsOf(bytes)).map((run) => run.text);

/** The code of the `CvReadError` `read` throws. */
async function refusal(read: Promise<unknown>): Promise<string> {
  const error: unknown = await read.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CvReadError);
  return (error as CvReadError).code;
}

describe('readPdf: positions (points, origin at the top left)', () => {
  it('gives a run its left edge, baseline from the top, advance width, size and font', async () => {
    const { pages } = await readPdf(handPdf('BT /F1 12 Tf 72 700 Td (Hello) Tj ET'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
    expect(pages[0]?.runs).toEqual([
      {
        text: 'Hello',
        x: 72,
        y: 792 - 700,
        width: Math.round(widthOf('Hello', 12) * 100) / 100,
        size: 12,
        font: 'Helvetica',
        bold: false,
        italic: false,
      },
    ]);
  });

  it('follows the current transformation matrix and the horizontal scaling', async () => {
    const [scaled, narrow] = await runsOf(
      handPdf(
        'q 2 0 0 2 0 0 cm BT /F1 6 Tf 36 350 Td (Scaled) Tj ET Q BT /F1 12 Tf 50 Tz 72 600 Td (Hello) Tj ET',
      ),
    );
    expect(scaled).toMatchObject({ text: 'Scaled', x: 72, y: 92, size: 12 });
    expect(scaled?.width).toBeCloseTo(widthOf('Scaled', 12), 1);
    expect(narrow).toMatchObject({ text: 'Hello', x: 72, y: 192, size: 12 });
    expect(narrow?.width).toBeCloseTo(widthOf('Hello', 12) / 2, 1);
  });

  it('joins glyphs as pdfjs does: a gap over 0.102 em is a space, over 0.6 em a new run', async () => {
    const runs = await runsOf(
      handPdf('BT /F1 10 Tf 72 600 Td [(Hel) -50 (lo) -250 (World) -3000 (Far)] TJ ET'),
    );
    expect(runs.map((run) => run.text)).toEqual(['Hello World', 'Far']);
    // "Far" starts after every advance and adjustment before it: (1500 + 50 + 778 + 250 + 2611 + 3000) / 100.
    expect(runs[1]?.x).toBeCloseTo(72 + 81.89, 1);
    expect(runs[0]?.width).toBeCloseTo(51.89, 1);
  });

  it('keeps the drawing order of the file, not the order on the page', async () => {
    expect(
      await textsOf(handPdf('BT /F1 12 Tf 72 100 Td (Bottom) Tj ET BT /F1 12 Tf 72 700 Td (Top) Tj ET')),
    ).toEqual(['Bottom', 'Top']);
  });

  it('tells bold from the font name and starts a new run where the font changes', async () => {
    const runs = await runsOf(handPdf('BT /F2 12 Tf 72 700 Td (Name) Tj /F1 12 Tf ( Surname) Tj ET'));
    expect(runs.map(({ text, font, bold }) => ({ text, font, bold }))).toEqual([
      { text: 'Name', font: 'Helvetica-Bold', bold: true },
      { text: 'Surname', font: 'Helvetica', bold: false },
    ]);
  });

  it('turns a glyph of white space only (a no-break space) into a space', async () => {
    expect(await textsOf(handPdf('BT /F1 12 Tf 72 700 Td (Leo\\240Leopard) Tj ET'))).toEqual(['Leo Leopard']);
  });

  it('keeps two columns drawn on the same lines apart (pdfkit)', async () => {
    const bytes = await pdfkitPdf((document) => {
      document.font('Helvetica').fontSize(12);
      document.text('Expériences', 50, 100, { lineBreak: false });
      document.text('Langues', 320, 100, { lineBreak: false });
      document.text('Sopra Steria', 50, 120, { lineBreak: false });
      document.text('Anglais', 320, 120, { lineBreak: false });
    });
    const runs = await runsOf(bytes);
    expect(runs.map(({ text, x }) => ({ text, x }))).toEqual([
      { text: 'Expériences', x: 50 },
      { text: 'Langues', x: 320 },
      { text: 'Sopra Steria', x: 50 },
      { text: 'Anglais', x: 320 },
    ]);
    // pdfkit puts the line's top at y and the baseline an ascender lower: Helvetica's 718/1000 em.
    expect(runs[0]?.y).toBeCloseTo(100 + 0.718 * 12, 1);
    expect(runs[2]?.y).toBeCloseTo(120 + 0.718 * 12, 1);
  });

  it('gives an embedded font its name without the subset prefix, and its style', async () => {
    const bytes = await pdfkitPdf((document) => {
      document
        .font(
          new URL(
            '../../../../node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
            import.meta.url,
          ).pathname,
        )
        .fontSize(14)
        .text('Élise Martin', 50, 50);
    });
    const [run] = await runsOf(bytes);
    expect(run?.text).toBe('Élise Martin');
    expect(run?.font).not.toMatch(/^[A-Z]{6}\+/);
    expect(run?.font).toMatch(/Inter/);
    expect(run?.bold).toBe(true);
  });
});

describe('readPdf: hidden text never comes through (issue #28 §1)', () => {
  it('drops text drawn in render mode 3 (invisible) or 7 (clip only), keeps stroked text', async () => {
    const content = [
      'BT /F1 12 Tf 72 700 Td 3 Tr (Invisible) Tj 0 Tr 0 -20 Td (Shown) Tj ET',
      'BT /F1 12 Tf 72 600 Td 7 Tr (Clipping) Tj 1 Tr 0 -20 Td (Outlined) Tj ET',
    ].join('\n');
    expect(await textsOf(handPdf(content))).toEqual(['Shown', 'Outlined']);
  });

  it('follows the render mode as graphics state: set outside a text object, restored by Q', async () => {
    const content =
      'q 3 Tr BT /F1 12 Tf 72 700 Td (OCR layer) Tj ET BT /F1 12 Tf 72 680 Td (Still hidden) Tj ET Q BT /F1 12 Tf 72 660 Td (After) Tj ET';
    expect(await textsOf(handPdf(content))).toEqual(['After']);
  });

  it('drops text outside the page box and text under 1 pt', async () => {
    const content = [
      'BT /F1 12 Tf 700 700 Td (Right) Tj ET',
      'BT /F1 12 Tf -300 700 Td (Left) Tj ET',
      'BT /F1 12 Tf 72 900 Td (Above) Tj ET',
      'BT /F1 0.5 Tf 72 500 Td (Tiny) Tj ET',
      'BT /F1 1 Tf 72 480 Td (Small) Tj ET',
    ].join('\n');
    expect(await textsOf(handPdf(content))).toEqual(['Small']);
  });

  it('drops text in the colour under it (ATS keyword stuffing), keeps white on a dark box', async () => {
    const content = [
      '1 1 1 rg BT /F1 12 Tf 72 700 Td (Java Python Kubernetes) Tj ET',
      '0.97 0.97 0.97 rg BT /F1 12 Tf 72 680 Td (Nearly white) Tj ET',
      '0.6 g BT /F1 12 Tf 72 660 Td (Grey date) Tj ET',
      '0.1 0.2 0.4 rg 50 400 300 40 re f 1 1 1 rg BT /F1 12 Tf 72 410 Td (On a dark banner) Tj ET',
      '0.1 0.2 0.4 rg BT /F1 12 Tf 72 415 Td (Banner colour on the banner) Tj ET',
    ].join('\n');
    expect(await textsOf(handPdf(content))).toEqual(['Grey date', 'On a dark banner']);
  });

  it('keeps white text over an image (its colours are unknown)', async () => {
    const bytes = await pdfkitPdf((document) => {
      document.image(solidPng(40, 10, [20, 40, 90]), 40, 40, { width: 400, height: 100 });
      document.fillColor('white').font('Helvetica-Bold').fontSize(20).text('Élise Martin', 60, 70);
      document.fillColor('white').fontSize(8).text('keywords under nothing', 60, 400);
    });
    expect(await textsOf(bytes)).toEqual(['Élise Martin']);
  });

  it('drops text with a transparent fill and text of a hidden optional-content layer', async () => {
    const content = [
      '/GS1 gs BT /F1 12 Tf 72 700 Td (Transparent) Tj ET',
      '/GS2 gs /OC /oc1 BDC BT /F1 12 Tf 72 680 Td (Hidden layer) Tj ET EMC',
      'BT /F1 12 Tf 72 660 Td (Page) Tj ET',
    ].join('\n');
    const bytes = handPdf(content, {
      catalog: '/OCProperties << /OCGs [8 0 R] /D << /Order [8 0 R] /OFF [8 0 R] >> >>',
      resources: '/ExtGState << /GS1 7 0 R /GS2 9 0 R >> /Properties << /oc1 8 0 R >>',
      objects: [
        '<< /Type /ExtGState /ca 0 >>',
        '<< /Type /OCG /Name (Keywords) >>',
        '<< /Type /ExtGState /ca 1 >>',
      ],
    });
    expect(await textsOf(bytes)).toEqual(['Page']);
  });

  it('never reads the metadata (title, keywords)', async () => {
    const bytes = await pdfkitPdf((document) => void document.text('Visible text', 50, 50), {
      info: { Title: 'Hidden title', Keywords: 'Kubernetes; Terraform' },
    });
    expect((await textsOf(bytes)).join(' ')).toBe('Visible text');
  });
});

describe('readPdf: refusals (issue #28 §1, §6)', () => {
  it('refuses a PDF with JavaScript: an open action, the document name tree, a page action', async () => {
    const openAction = handPdf('BT /F1 12 Tf 72 700 Td (CV) Tj ET', {
      catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
    });
    const nameTree = handPdf('BT /F1 12 Tf 72 700 Td (CV) Tj ET', {
      catalog: '/Names << /JavaScript << /Names [(init) 7 0 R] >> >>',
      objects: ['<< /S /JavaScript /JS (this.print()) >>'],
    });
    const pageAction = handPdf('BT /F1 12 Tf 72 700 Td (CV) Tj ET', {
      page: '/AA << /O << /S /JavaScript /JS (app.alert(2)) >> >>',
    });
    for (const bytes of [openAction, nameTree, pageAction])
      expect(await refusal(readPdf(bytes))).toBe('CV_SCRIPTED');
  });

  it('reads a PDF whose open action is no script', async () => {
    const bytes = handPdf('BT /F1 12 Tf 72 700 Td (CV) Tj ET', { catalog: '/OpenAction [3 0 R /Fit]' });
    expect(await textsOf(bytes)).toEqual(['CV']);
  });

  it('refuses a PDF that needs a password to open, reads one with an owner password only', async () => {
    const draw = (document: PDFKit.PDFDocument) => void document.text('Élise Martin', 50, 50);
    expect(
      await refusal(readPdf(await pdfkitPdf(draw, { userPassword: 'secret', ownerPassword: 'owner' }))),
    ).toBe('CV_ENCRYPTED');
    expect(
      await textsOf(await pdfkitPdf(draw, { ownerPassword: 'owner', permissions: { copying: false } })),
    ).toEqual(['Élise Martin']);
  });

  it('refuses 21 pages, reads 20', async () => {
    const pages = (count: number) =>
      pdfkitPdf((document) => {
        for (let page = 1; page <= count; page++) {
          if (page > 1) document.addPage();
          document.text(`Page ${page}`, 50, 50);
        }
      });
    expect(await refusal(readPdf(await pages(21)))).toBe('CV_TOO_MANY_PAGES');
    const { pages: read } = await readPdf(await pages(20));
    expect(read.map((page) => page.runs[0]?.text)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Page ${index + 1}`),
    );
  });

  it('refuses more text than twenty dense pages hold, whatever its page count', async () => {
    const line = 'x'.repeat(1000);
    const content = `BT /F1 1 Tf 10 780 Td ${Array.from({ length: 201 }, () => `(${line}) Tj 0 -3 Td`).join(' ')} ET`;
    expect(await refusal(readPdf(handPdf(content)))).toBe('CV_TOO_MANY_PAGES');
  });

  it('refuses an image scan with no text', async () => {
    const bytes = await pdfkitPdf(
      (document) => void document.image(solidPng(60, 80, [240, 240, 240]), 50, 50, { width: 300 }),
    );
    expect(await refusal(readPdf(bytes))).toBe('CV_NO_TEXT');
  });

  it('refuses a damaged file', async () => {
    expect(
      await refusal(readPdf(new Uint8Array(Buffer.from('%PDF-1.7\nnot a PDF at all\n', 'latin1')))),
    ).toBe('CV_DAMAGED');
  });
});

describe('readPdf: bounds on the work a file asks for (docs/security.md "Uploaded documents")', () => {
  it('refuses a 120 MB content stream compressed into a small file before pdfjs reads it', async () => {
    const bomb = inflatingPdf(120 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(300 * 1024);
    expect(await refusal(readPdf(bomb))).toBe('CV_TOO_COMPLEX');
    // Under the bound, the same kind of stream is read (and its lines are no text).
    expect(await refusal(readPdf(inflatingPdf(CV_IMPORT_MAX_PDF_INFLATED_BYTES / 64, 'q Q\n')))).toBe(
      'CV_NO_TEXT',
    );
  });

  it('stops reading a page as soon as its operators pass the bound: a million nested forms', async () => {
    // 10 forms drawing 10 forms… 6 deep: a million drawings of the last one, from 2 KB. Were the
    // operators counted only once pdfjs had listed them all, this would not end within the test's
    // time limit.
    const bomb = nestedFormsPdf(6, 10);
    expect(bomb.byteLength).toBeLessThan(4 * 1024);
    expect(await refusal(readPdf(bomb, { page: 5_000, document: 5_000 }))).toBe('CV_TOO_COMPLEX');
  });

  it('refuses a page drawing more than 250,000 operators by default', async () => {
    expect(await refusal(readPdf(nestedFormsPdf(5, 10)))).toBe('CV_TOO_COMPLEX');
    // 100 drawings of a form and its text: read.
    expect((await textsOf(nestedFormsPdf(2, 10))).length).toBe(100);
  });

  it('counts the operators of every page against the document’s bound', async () => {
    // Three pages of 50 operators each (a line of text, 40 lines drawn).
    const threePages = await pdfkitPdf((document) => {
      for (let page = 1; page <= 3; page++) {
        if (page > 1) document.addPage();
        document.text(`Page ${page}`, 50, 50);
        for (let line = 0; line < 40; line++)
          document
            .moveTo(50, 100 + line * 10)
            .lineTo(300, 100 + line * 10)
            .stroke();
      }
    });
    const pagesRead = async (bounds: { page: number; document: number }) =>
      (await readPdf(new Uint8Array(threePages), bounds)).pages.length;
    expect(await pagesRead({ page: 50, document: 150 })).toBe(3);
    expect(await refusal(readPdf(new Uint8Array(threePages), { page: 49, document: 150 }))).toBe(
      'CV_TOO_COMPLEX',
    );
    expect(await refusal(readPdf(new Uint8Array(threePages), { page: 50, document: 149 }))).toBe(
      'CV_TOO_COMPLEX',
    );
  });
});

describe('fontStyle (font-styles.json)', () => {
  it.each([
    ['Lato-Black', true, false],
    ['Roboto-BoldItalic', true, true],
    ['ABCDEF+SourceSansPro-SemiboldIt', true, true],
    ['SourceSansPro-It', false, true],
    ['Arial,BoldItalic', true, true],
    ['TimesNewRomanPS-BoldMT', true, false],
    ['Helvetica-Oblique', false, true],
    ['CMBX12', true, false],
    ['CMTI10', false, true],
    ['SFBX1200', true, false],
    ['CMBR10', false, false],
    ['BlackadderITC-Regular', false, false],
    ['LMRoman10-Regular', false, false],
    ['Lato-Light', false, false],
  ])('%s: bold %s, italic %s', (name, bold, italic) => {
    expect(fontStyle(name)).toEqual({ bold, italic });
  });
});

describe('contrast (WCAG 2.x)', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same both ways', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1d3f6e', '#1d3f6e')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(contrast('#ffffff', '#767676'), 10);
    // WCAG's example of the lightest grey passing AA on white: #767676 is 4.54.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
