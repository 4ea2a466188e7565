/**
 * The DOCX reader (issue #28 §1, §6; read-docx.ts): a Word CV made with the `docx` library (Title
 * style, Heading 1, a table, a page header and footer, a text box, a hidden run, a tab, a list),
 * then hand-written WordprocessingML (ECMA-376 Part 1 §17) for each rule the library cannot write:
 * field instructions, alternate content, styles' names and inheritance, which headers show; and
 * the bounds (pages, paragraphs, characters, ZIP bombs, XML depth and elements).
 */
import {
  DeletedTextRun,
  Document,
  Footer,
  Header,
  HeadingLevel,
  InsertedTextRun,
  Packer,
  Paragraph,
  SymbolRun,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { CV_IMPORT_MAX_XML_DEPTH, CV_IMPORT_MAX_XML_ELEMENTS } from '@highlight/domain/constants';
import type { CvParagraph } from '@highlight/domain/cv/layout';
import { CvReadError } from './cv-read-error.ts';
import { readDocx } from './read-docx.ts';
import { handDocx, nestedDocx, p, withDeclaredSizes, zipOf } from './test-documents.ts';

async function paragraphsOf(bytes: Uint8Array): Promise<CvParagraph[]> {
  return (await readDocx(bytes)).paragraphs;
}
const textsOf = async (bytes: Uint8Array) => (await paragraphsOf(bytes)).map((paragraph) => paragraph.text);

async function refusal(read: Promise<unknown>): Promise<string> {
  const error: unknown = await read.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CvReadError);
  return (error as CvReadError).code;
}

/** A plain paragraph as the reader gives it, for `toMatchObject`. */
const plain = { style: null, headingLevel: null, bold: false, part: 'body', cell: null, listItem: false };

describe('readDocx: a Word CV made with the docx library', () => {
  async function wordCv(): Promise<Uint8Array> {
    const document = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [
                new Paragraph({ children: [new TextRun({ text: 'Élise Martin', bold: true, size: 32 })] }),
                new Paragraph('elise.martin@example.fr'),
              ],
            }),
          },
          footers: { default: new Footer({ children: [new Paragraph('Mis à jour en 2026')] }) },
          children: [
            new Paragraph({ text: 'Développeuse Java', heading: HeadingLevel.TITLE }),
            new Paragraph({ text: 'Expériences professionnelles', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              children: [
                new TextRun('Sopra Steria'),
                new TextRun({ children: [new Tab(), 'janv. 2019 – aujourd’hui'] }),
              ],
            }),
            new Paragraph({
              children: [
                new TextRun('Visible '),
                new TextRun({ text: 'KUBERNETES TERRAFORM', vanish: true }),
                new TextRun('text'),
              ],
            }),
            new Paragraph({ text: 'Java, Spring Boot', bullet: { level: 0 } }),
            new Table({
              rows: [
                new TableRow({
                  children: [
                    new TableCell({ children: [new Paragraph('2019')] }),
                    new TableCell({ children: [new Paragraph('Master, Université Lyon 1')] }),
                  ],
                }),
                new TableRow({
                  children: [
                    new TableCell({ children: [new Paragraph('2017')] }),
                    new TableCell({ children: [new Paragraph('Licence, Université Lyon 1')] }),
                  ],
                }),
              ],
            }),
            new Textbox({
              style: { width: '200pt', height: '60pt' },
              children: [new Paragraph('Langues : anglais courant')],
            }),
            new Paragraph({
              children: [new TextRun('Ligne un'), new TextRun({ text: 'Ligne deux', break: 1 })],
            }),
            new Paragraph({
              children: [new SymbolRun({ char: 'F0B7', symbolfont: 'Symbol' }), new TextRun(' Puce')],
            }),
            new Paragraph({ children: [new TextRun({ text: 'Tout en gras', bold: true, size: 28 })] }),
            new Paragraph({
              children: [new TextRun({ text: 'Gras', bold: true }), new TextRun(' et maigre')],
            }),
            new Paragraph({
              children: [
                new DeletedTextRun({
                  text: 'Ancien texte',
                  id: 1,
                  author: 'Élise',
                  date: '2026-01-05T10:00:00Z',
                }),
                new InsertedTextRun({
                  text: 'Nouveau texte',
                  id: 2,
                  author: 'Élise',
                  date: '2026-01-05T10:00:00Z',
                }),
              ],
            }),
          ],
        },
      ],
    });
    return new Uint8Array(await Packer.toBuffer(document));
  }

  it('reads the page header first, then the body in order, then the footer', async () => {
    const paragraphs = await paragraphsOf(await wordCv());
    expect(paragraphs.map(({ text, part }) => [part, text])).toEqual([
      ['header', 'Élise Martin'],
      ['header', 'elise.martin@example.fr'],
      ['body', 'Développeuse Java'],
      ['body', 'Expériences professionnelles'],
      ['body', 'Sopra Steria\tjanv. 2019 – aujourd’hui'],
      ['body', 'Visible text'],
      ['body', 'Java, Spring Boot'],
      ['body', '2019'],
      ['body', 'Master, Université Lyon 1'],
      ['body', '2017'],
      ['body', 'Licence, Université Lyon 1'],
      ['textbox', 'Langues : anglais courant'],
      ['body', 'Ligne un\nLigne deux'],
      ['body', 'Puce'],
      ['body', 'Tout en gras'],
      ['body', 'Gras et maigre'],
      ['body', 'Nouveau texte'],
      ['footer', 'Mis à jour en 2026'],
    ]);
  });

  it('gives the Title style its name and no level, Heading 1 its level', async () => {
    const paragraphs = await paragraphsOf(await wordCv());
    expect(paragraphs.find((paragraph) => paragraph.text === 'Développeuse Java')).toMatchObject({
      style: 'Title',
      headingLevel: null,
    });
    expect(paragraphs.find((paragraph) => paragraph.text === 'Expériences professionnelles')).toMatchObject({
      style: 'Heading 1',
      headingLevel: 1,
    });
  });

  it('tells bold paragraphs, sizes in points, list items and table cells', async () => {
    const byText = new Map(
      (await paragraphsOf(await wordCv())).map((paragraph) => [paragraph.text, paragraph]),
    );
    expect(byText.get('Élise Martin')).toMatchObject({ bold: true, size: 16, part: 'header' });
    expect(byText.get('Tout en gras')).toMatchObject({ bold: true, size: 14 });
    expect(byText.get('Gras et maigre')?.bold).toBe(false);
    expect(byText.get('Java, Spring Boot')?.listItem).toBe(true);
    expect(byText.get('Sopra Steria\tjanv. 2019 – aujourd’hui')?.listItem).toBe(false);
    expect(byText.get('2019')?.cell).toEqual({ table: 0, row: 0, column: 0 });
    expect(byText.get('Master, Université Lyon 1')?.cell).toEqual({ table: 0, row: 0, column: 1 });
    expect(byText.get('Licence, Université Lyon 1')?.cell).toEqual({ table: 0, row: 1, column: 1 });
    expect(byText.get('Visible text')?.cell).toBeNull();
  });
});

describe('readDocx: what a reader does not see', () => {
  it('drops field instructions and keeps their results (a hyperlinked email)', async () => {
    const field = [
      '<w:p><w:r><w:t xml:space="preserve">Email : </w:t></w:r>',
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r>',
      '<w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:elise@example.fr" </w:instrText></w:r>',
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r>',
      '<w:r><w:t>elise@example.fr</w:t></w:r>',
      '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
      '<w:p><w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>',
      // Whatever lies between a field's begin and separate is its instruction, even as w:t.
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:t>KEYWORDS Kubernetes</w:t></w:r>',
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Résultat</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    ].join('');
    expect(await textsOf(await handDocx({ body: field }))).toEqual([
      'Email : elise@example.fr',
      '1',
      'Résultat',
    ]);
  });

  it('drops text hidden on the run, by its character style or by its paragraph style', async () => {
    const styles = [
      '<w:style w:type="character" w:styleId="Cache"><w:name w:val="Caché"/><w:rPr><w:vanish/></w:rPr></w:style>',
      '<w:style w:type="paragraph" w:styleId="Keywords"><w:name w:val="Keywords"/><w:rPr><w:vanish/></w:rPr></w:style>',
    ].join('');
    const body = [
      '<w:p><w:r><w:t xml:space="preserve">Java </w:t></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:t>COBOL</w:t></w:r></w:p>',
      '<w:p><w:r><w:rPr><w:rStyle w:val="Cache"/></w:rPr><w:t>Fortran</w:t></w:r><w:r><w:t>Go</w:t></w:r></w:p>',
      p('Kubernetes Terraform Ansible', '<w:pStyle w:val="Keywords"/>'),
      '<w:p><w:pPr><w:pStyle w:val="Keywords"/></w:pPr><w:r><w:rPr><w:vanish w:val="false"/></w:rPr><w:t>Shown again</w:t></w:r></w:p>',
    ].join('');
    expect(await textsOf(await handDocx({ body, styles }))).toEqual(['Java', 'Go', 'Shown again']);
  });

  it('drops deleted and moved-away revisions, symbols and symbol-font text', async () => {
    const body = [
      '<w:p><w:del w:id="1" w:author="A"><w:r><w:delText>Supprimé</w:delText></w:r></w:del><w:ins w:id="2" w:author="A"><w:r><w:t>Ajouté</w:t></w:r></w:ins></w:p>',
      '<w:p><w:moveFrom w:id="3" w:author="A"><w:r><w:t>Parti</w:t></w:r></w:moveFrom><w:moveTo w:id="4" w:author="A"><w:r><w:t>Arrivé</w:t></w:r></w:moveTo></w:p>',
      '<w:p><w:r><w:sym w:font="Wingdings" w:char="F0E8"/><w:t xml:space="preserve"> Paris</w:t></w:r></w:p>',
      '<w:p><w:r><w:rPr><w:rFonts w:ascii="Wingdings" w:hAnsi="Wingdings"/></w:rPr><w:t>(</w:t></w:r><w:r><w:t xml:space="preserve"> 06 12 34 56 78</w:t></w:r></w:p>',
    ].join('');
    expect(await textsOf(await handDocx({ body }))).toEqual(['Ajouté', 'Arrivé', 'Paris', '06 12 34 56 78']);
  });

  it('reads one branch of alternate content, not both', async () => {
    const box = (text: string) => `<w:txbxContent>${p(text)}</w:txbxContent>`;
    const body = [
      '<w:p><w:r><w:t>Ancre</w:t></w:r><w:r><mc:AlternateContent>',
      `<mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx>${box('Anglais : courant')}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>`,
      `<mc:Fallback><w:pict><v:shape><v:textbox>${box('Anglais : courant')}</v:textbox></v:shape></w:pict></mc:Fallback>`,
      '</mc:AlternateContent></w:r></w:p>',
      p('Suite'),
    ].join('');
    const paragraphs = await paragraphsOf(await handDocx({ body }));
    expect(paragraphs.map(({ text, part }) => [part, text])).toEqual([
      ['body', 'Ancre'],
      ['textbox', 'Anglais : courant'],
      ['body', 'Suite'],
    ]);
  });

  it('leaves out paragraphs with no visible text and trims the ends', async () => {
    const body = [p(''), p('   '), '<w:p><w:r><w:tab/></w:r></w:p>', p('  Élise  '), '<w:p/>'].join('');
    expect(await textsOf(await handDocx({ body }))).toEqual(['Élise']);
  });
});

describe('readDocx: styles (word/styles.xml)', () => {
  const styles = [
    '<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>',
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>',
    '<w:style w:type="paragraph" w:styleId="Titre"><w:name w:val="Title"/><w:rPr><w:b/><w:sz w:val="56"/></w:rPr></w:style>',
    '<w:style w:type="paragraph" w:styleId="Titre1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>',
    '<w:style w:type="paragraph" w:styleId="Rubrique"><w:name w:val="Rubrique"/><w:basedOn w:val="Titre1"/><w:rPr><w:sz w:val="28"/></w:rPr></w:style>',
    '<w:style w:type="paragraph" w:styleId="LOTitre2"><w:name w:val="Titre 2"/></w:style>',
    '<w:style w:type="paragraph" w:styleId="Niveau3"><w:name w:val="Section"/><w:pPr><w:outlineLvl w:val="2"/></w:pPr></w:style>',
    '<w:style w:type="paragraph" w:styleId="TOCHeading"><w:name w:val="TOC Heading"/><w:basedOn w:val="Titre1"/><w:pPr><w:outlineLvl w:val="9"/></w:pPr></w:style>',
    '<w:style w:type="paragraph" w:styleId="Puces"><w:name w:val="List Bullet"/><w:pPr><w:numPr><w:numId w:val="3"/></w:numPr></w:pPr></w:style>',
    '<w:style w:type="paragraph" w:styleId="Boucle"><w:name w:val="Boucle"/><w:basedOn w:val="Boucle"/></w:style>',
  ].join('');

  it('names each paragraph style as Word shows it, the default style when none is set', async () => {
    const body = [
      p('Élise Martin', '<w:pStyle w:val="Titre"/>'),
      p('Expériences', '<w:pStyle w:val="Titre1"/>'),
      p('Une phrase'),
      p('Style inconnu', '<w:pStyle w:val="Inconnu"/>'),
      p('Sa propre base', '<w:pStyle w:val="Boucle"/>'),
    ].join('');
    expect(
      (await paragraphsOf(await handDocx({ body, styles }))).map(({ text, style }) => [text, style]),
    ).toEqual([
      ['Élise Martin', 'Title'],
      ['Expériences', 'Heading 1'],
      ['Une phrase', 'Normal'],
      ['Style inconnu', 'Inconnu'],
      ['Sa propre base', 'Boucle'],
    ]);
  });

  it('reads heading levels from outline levels (0-based), inherited ones, and heading names', async () => {
    const body = [
      p('Titre du CV', '<w:pStyle w:val="Titre"/>'),
      p('Expériences', '<w:pStyle w:val="Titre1"/>'),
      p('Formation', '<w:pStyle w:val="Rubrique"/>'),
      p('Langues', '<w:pStyle w:val="LOTitre2"/>'),
      p('Détails', '<w:pStyle w:val="Niveau3"/>'),
      p('Sommaire', '<w:pStyle w:val="TOCHeading"/>'),
      p('Compétences', '<w:outlineLvl w:val="1"/>'),
      p('Corps', '<w:pStyle w:val="Titre1"/><w:outlineLvl w:val="9"/>'),
    ].join('');
    expect(
      (await paragraphsOf(await handDocx({ body, styles }))).map(({ text, headingLevel }) => [
        text,
        headingLevel,
      ]),
    ).toEqual([
      ['Titre du CV', null],
      ['Expériences', 1],
      ['Formation', 1],
      ['Langues', 2],
      ['Détails', 3],
      ['Sommaire', null],
      ['Compétences', 2],
      ['Corps', null],
    ]);
  });

  it('takes bold and size from the run, its style, the paragraph style or the defaults', async () => {
    const body = [
      p('Élise Martin', '<w:pStyle w:val="Titre"/>'),
      p('Formation', '<w:pStyle w:val="Rubrique"/>'),
      p('Corps de texte'),
      '<w:p><w:pPr><w:pStyle w:val="Titre1"/></w:pPr><w:r><w:rPr><w:b w:val="0"/><w:sz w:val="20"/></w:rPr><w:t>Pas gras</w:t></w:r></w:p>',
      '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Gras </w:t></w:r><w:r><w:rPr><w:sz w:val="40"/></w:rPr><w:t xml:space="preserve"> </w:t></w:r></w:p>',
    ].join('');
    expect(
      (await paragraphsOf(await handDocx({ body, styles }))).map(({ text, bold, size }) => [
        text,
        bold,
        size,
      ]),
    ).toEqual([
      ['Élise Martin', true, 28],
      ['Formation', true, 14],
      ['Corps de texte', false, 11],
      ['Pas gras', false, 10],
      // A blank run neither breaks "every visible character bold" nor counts as the largest size.
      ['Gras', true, 11],
    ]);
  });

  it('marks list items by the paragraph or its style; numId 0 removes a numbering', async () => {
    const body = [
      p('Java', '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'),
      p('Kotlin', '<w:pStyle w:val="Puces"/>'),
      p('Sans puce', '<w:pStyle w:val="Puces"/><w:numPr><w:numId w:val="0"/></w:numPr>'),
      p('Texte'),
    ].join('');
    expect(
      (await paragraphsOf(await handDocx({ body, styles }))).map(({ text, listItem }) => [text, listItem]),
    ).toEqual([
      ['Java', true],
      ['Kotlin', true],
      ['Sans puce', false],
      ['Texte', false],
    ]);
  });

  it('reads a document without styles.xml', async () => {
    expect(await paragraphsOf(await handDocx({ body: p('Élise') }))).toEqual([
      { ...plain, text: 'Élise', size: null },
    ]);
  });
});

describe('readDocx: tables', () => {
  it('gives each cell its grid column (gridBefore, gridSpan), nested tables their own cells', async () => {
    const cell = (content: string, span = 1) =>
      `<w:tc>${span > 1 ? `<w:tcPr><w:gridSpan w:val="${span}"/></w:tcPr>` : ''}${content}</w:tc>`;
    const body = [
      '<w:tbl><w:tblPr/><w:tblGrid><w:gridCol/><w:gridCol/><w:gridCol/></w:tblGrid>',
      `<w:tr>${cell(p('Langues'), 2)}${cell(p('Niveau'))}</w:tr>`,
      `<w:tr><w:trPr><w:gridBefore w:val="1"/></w:trPr>${cell(p('Anglais'))}${cell(p('C1'))}</w:tr>`,
      `<w:tr>${cell(`${p('Autres')}<w:tbl><w:tr>${cell(p('Espagnol'))}${cell(p('B1'))}</w:tr></w:tbl>`)}${cell(p('-'))}${cell(p('fin'))}</w:tr>`,
      '</w:tbl>',
      p('Après'),
      `<w:tbl><w:tr>${cell(p('Seconde table'))}</w:tr></w:tbl>`,
    ].join('');
    const paragraphs = await paragraphsOf(await handDocx({ body }));
    expect(paragraphs.map(({ text, cell }) => [text, cell])).toEqual([
      ['Langues', { table: 0, row: 0, column: 0 }],
      ['Niveau', { table: 0, row: 0, column: 2 }],
      ['Anglais', { table: 0, row: 1, column: 1 }],
      ['C1', { table: 0, row: 1, column: 2 }],
      ['Autres', { table: 0, row: 2, column: 0 }],
      ['Espagnol', { table: 1, row: 0, column: 0 }],
      ['B1', { table: 1, row: 0, column: 1 }],
      ['-', { table: 0, row: 2, column: 1 }],
      ['fin', { table: 0, row: 2, column: 2 }],
      ['Après', null],
      ['Seconde table', { table: 2, row: 0, column: 0 }],
    ]);
  });
});

describe('readDocx: headers and footers shown (ECMA-376 §17.10)', () => {
  const headers = {
    'header1.xml': p('Élise Martin — elise@example.fr'),
    'header2.xml': p('En-tête de première page'),
    'header3.xml': p('En-tête des pages paires'),
  };
  const footers = { 'footer1.xml': p('Pied de page') };
  const sectPr = (extra: string) =>
    `<w:sectPr><w:headerReference w:type="default" r:id="header1"/><w:headerReference w:type="first" r:id="header2"/><w:headerReference w:type="even" r:id="header3"/><w:footerReference w:type="default" r:id="footer1"/>${extra}</w:sectPr>`;

  it('shows the default header and footer; the first-page one with a title page; the even one when asked', async () => {
    const parts = async (extra: string, settings?: string) =>
      (
        await paragraphsOf(
          await handDocx({
            body: p('Corps') + sectPr(extra),
            headers,
            footers,
            ...(settings ? { settings } : {}),
          }),
        )
      ).map(({ text, part }) => `${part}: ${text}`);
    expect(await parts('')).toEqual([
      'header: Élise Martin — elise@example.fr',
      'body: Corps',
      'footer: Pied de page',
    ]);
    expect(await parts('<w:titlePg/>')).toEqual([
      'header: En-tête de première page',
      'header: Élise Martin — elise@example.fr',
      'body: Corps',
      'footer: Pied de page',
    ]);
    expect(await parts('', '<w:evenAndOddHeaders/>')).toEqual([
      'header: Élise Martin — elise@example.fr',
      'header: En-tête des pages paires',
      'body: Corps',
      'footer: Pied de page',
    ]);
  });

  it('reads a header shown by several sections once', async () => {
    const section = '<w:sectPr><w:headerReference w:type="default" r:id="header1"/></w:sectPr>';
    const body = `${p('Page 1')}<w:p><w:pPr>${section}</w:pPr></w:p>${p('Page 2')}${section}`;
    expect(await textsOf(await handDocx({ body, headers }))).toEqual([
      'Élise Martin — elise@example.fr',
      'Page 1',
      'Page 2',
    ]);
  });
});

describe('readDocx: bounds and refusals (issue #28 §1, §6)', () => {
  it('refuses a document whose properties count more than 20 pages, reads 20', async () => {
    expect(await refusal(readDocx(await handDocx({ body: p('CV'), pages: 21 })))).toBe('CV_TOO_MANY_PAGES');
    expect(await textsOf(await handDocx({ body: p('CV'), pages: 20 }))).toEqual(['CV']);
  });

  it('refuses more than 5,000 paragraphs or 200,000 characters when no page count says so', async () => {
    const many = Array.from({ length: 5001 }, (_, index) => p(`Ligne ${index}`)).join('');
    expect(await refusal(readDocx(await handDocx({ body: many })))).toBe('CV_TOO_MANY_PAGES');
    const long = p('x'.repeat(200_001));
    expect(await refusal(readDocx(await handDocx({ body: long })))).toBe('CV_TOO_MANY_PAGES');
    const fits = Array.from({ length: 5000 }, () => p('x'.repeat(40))).join('');
    expect(await paragraphsOf(await handDocx({ body: fits }))).toHaveLength(5000);
  });

  it('refuses a ZIP bomb: declared sizes over 40 MB, or more inflated than declared', async () => {
    const bomb = await zipOf({ 'word/document.xml': Buffer.alloc(41 * 1024 * 1024) });
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    expect(await refusal(readDocx(bomb))).toBe('CV_TOO_LARGE_UNCOMPRESSED');
    const liar = withDeclaredSizes(await zipOf({ 'word/document.xml': Buffer.alloc(5 * 1024 * 1024) }), 1000);
    expect(await refusal(readDocx(liar))).toBe('CV_TOO_LARGE_UNCOMPRESSED');
  });

  it('refuses a ZIP of more than 1,000 entries', async () => {
    const entries: Record<string, string> = { 'word/document.xml': '<w:document/>' };
    for (let index = 0; index < 1000; index++) entries[`word/media/image${index}.png`] = '';
    expect(await refusal(readDocx(await zipOf(entries)))).toBe('CV_TOO_LARGE_UNCOMPRESSED');
  });

  it('refuses a ZIP that is not a Word document, a damaged one, one with no text', async () => {
    expect(await refusal(readDocx(await zipOf({ 'xl/workbook.xml': '<workbook/>' })))).toBe('CV_UNSUPPORTED');
    const docx = await handDocx({ body: p('Élise') });
    expect(await refusal(readDocx(docx.slice(0, docx.byteLength / 2)))).toBe('CV_DAMAGED');
    expect(await refusal(readDocx(await zipOf({ 'word/document.xml': '<w:document><w:body><w:p>' })))).toBe(
      'CV_DAMAGED',
    );
    expect(
      await refusal(readDocx(await handDocx({ body: `${p('')}<w:p><w:r><w:drawing/></w:r></w:p>` }))),
    ).toBe('CV_NO_TEXT');
  });

  it('refuses 30,000 nested content controls (a 4 KB file) at the depth bound: CV_TOO_COMPLEX', async () => {
    const hostile = await nestedDocx(30_000);
    expect(hostile.byteLength).toBeLessThan(8 * 1024);
    expect(await refusal(readDocx(hostile))).toBe('CV_TOO_COMPLEX');
  });

  it('reads a body nested to 256 levels, refuses one nested deeper', async () => {
    // document, body, 2 × controls, paragraph, run, text: 125 controls nest 255 levels, 126 nest 257.
    expect(CV_IMPORT_MAX_XML_DEPTH).toBe(256);
    expect(await textsOf(await nestedDocx(125))).toEqual(['Élise Martin']);
    expect(await refusal(readDocx(await nestedDocx(126)))).toBe('CV_TOO_COMPLEX');
    // A deep styles part is refused as a deep body is.
    const deepStyles = '<w:latentStyles>'.repeat(300) + '</w:latentStyles>'.repeat(300);
    expect(await refusal(readDocx(await handDocx({ body: p('CV'), styles: deepStyles })))).toBe(
      'CV_TOO_COMPLEX',
    );
  });

  it('refuses parts holding more than 500,000 XML elements together', async () => {
    const filler = (count: number) => '<w:x/>'.repeat(count);
    // The body alone stays under the bound, with its document, body, paragraph, run and text.
    const body = p('Élise Martin') + filler(CV_IMPORT_MAX_XML_ELEMENTS - 10);
    expect(await textsOf(await handDocx({ body }))).toEqual(['Élise Martin']);
    // With a styles part of 20 more elements, the parts together pass it.
    const styles = filler(20);
    expect(await refusal(readDocx(await handDocx({ body, styles })))).toBe('CV_TOO_COMPLEX');
  });

  it('expands no entity a DTD declares ("billion laughs")', async () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&b;</w:t></w:r></w:p></w:body></w:document>';
    expect(await refusal(readDocx(await zipOf({ 'word/document.xml': xml })))).toBe('CV_DAMAGED');
  });
});
