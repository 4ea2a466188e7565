/**
 * issue #28 §1 "reading order of two-column layouts and date columns (from positions, not text
 * order), section headings in French and English": small laid-out CVs written by hand, one rule each.
 */
import { describe, expect, it } from 'vitest';
import type { CvDocument, CvLine, CvParagraph, CvTextRun } from './layout.ts';
import { isDateLine, linesOf, sectionsOf } from './lines.ts';

/** A run at (x, baseline y), 10 pt by default, half an em per character wide. */
function run(text: string, x: number, y: number, options: Partial<CvTextRun> = {}): CvTextRun {
  const size = options.size ?? 10;
  return {
    text,
    x,
    y,
    width: text.length * size * 0.5,
    size,
    font: 'Lato-Regular',
    bold: false,
    italic: false,
    ...options,
  };
}

const pdf = (...pages: CvTextRun[][]): CvDocument => ({
  format: 'pdf',
  pages: pages.map((runs) => ({ width: 595, height: 842, runs })),
});

const texts = (document: CvDocument) => linesOf(document).map((line) => line.text);

/** Lines of a sidebar and a main column, drawn interleaved, on baselines of their own (one shared). */
function twoColumns(sidebarX: number, mainX: number): CvTextRun[] {
  return [
    run('Contact', sidebarX, 95, { bold: true }),
    run('Paris', sidebarX, 106),
    run('Langues', sidebarX, 125, { bold: true }),
    run('Anglais C1', sidebarX, 136.5),
    run('Profil', mainX, 100, { bold: true }),
    run('Ingénieure data depuis sept ans', mainX, 112),
    run('Expérience', mainX, 136, { bold: true }),
    run('Data engineer chez Acme', mainX, 148),
    run('Pipelines Spark et Kafka', mainX, 160),
  ];
}

describe('linesOf, PDF columns (issue #28 §1 reading order)', () => {
  it('reads a left sidebar top to bottom, then the main column', () => {
    const lines = linesOf(pdf(twoColumns(40, 200)));
    expect(lines.map((line) => [line.column, line.text])).toEqual([
      [0, 'Contact'],
      [0, 'Paris'],
      [0, 'Langues'],
      [0, 'Anglais C1'],
      [1, 'Profil'],
      [1, 'Ingénieure data depuis sept ans'],
      [1, 'Expérience'],
      [1, 'Data engineer chez Acme'],
      [1, 'Pipelines Spark et Kafka'],
    ]);
  });

  it('reads a right sidebar after the main column', () => {
    const lines = linesOf(pdf(twoColumns(420, 40)));
    expect(lines.map((line) => [line.column, line.text])).toEqual([
      [0, 'Profil'],
      [0, 'Ingénieure data depuis sept ans'],
      [0, 'Expérience'],
      [0, 'Data engineer chez Acme'],
      [0, 'Pipelines Spark et Kafka'],
      [1, 'Contact'],
      [1, 'Paris'],
      [1, 'Langues'],
      [1, 'Anglais C1'],
    ]);
  });

  it('reads a full-width name first, then the columns under it', () => {
    const runs = [
      run('Élodie Marchetti, ingénieure data à Nantes', 40, 60, { size: 20 }),
      ...twoColumns(40, 200),
    ];
    expect(texts(pdf(runs))).toEqual([
      'Élodie Marchetti, ingénieure data à Nantes',
      'Contact',
      'Paris',
      'Langues',
      'Anglais C1',
      'Profil',
      'Ingénieure data depuis sept ans',
      'Expérience',
      'Data engineer chez Acme',
      'Pipelines Spark et Kafka',
    ]);
  });

  it('keeps a one-column page in one column, wide gaps as tabs', () => {
    const lines = linesOf(
      pdf([
        run('Chef de projet', 40, 100, { bold: true }),
        run('janv. 2019 – aujourd’hui', 450, 100, { size: 9 }),
        run('Acme, Lyon', 40, 112),
        run('Pilotage du projet de refonte du système de facturation et des tests', 40, 124),
        run('Développeur', 40, 140, { bold: true }),
        run('2015 – 2018', 490, 140, { size: 9 }),
      ]),
    );
    expect(lines.map((line) => [line.column, line.text])).toEqual([
      [0, 'Chef de projet\tjanv. 2019 – aujourd’hui'],
      [0, 'Acme, Lyon'],
      [0, 'Pilotage du projet de refonte du système de facturation et des tests'],
      [0, 'Développeur\t2015 – 2018'],
    ]);
  });

  it('joins a left date column to the entry at its height, even a little lower (small type)', () => {
    const runs = [
      run('2015 – 2017', 40, 101, { size: 8 }),
      run('Chef de projet, Acme', 130, 100),
      run('Pilotage de la refonte', 130, 112),
      run('de 2012 à 2014', 40, 125, { size: 8 }),
      run('Analyste, Globex', 130, 124),
      run('Développements Java', 130, 136),
      run('depuis 2018', 40, 149, { size: 8 }),
      run('Cheffe de projet, Initech', 130, 148),
    ];
    const lines = linesOf(pdf(runs));
    expect(lines.map((line) => line.text)).toEqual([
      '2015 – 2017\tChef de projet, Acme',
      'Pilotage de la refonte',
      'de 2012 à 2014\tAnalyste, Globex',
      'Développements Java',
      'depuis 2018\tCheffe de projet, Initech',
    ]);
    expect(lines.map((line) => line.column)).toEqual([0, 0, 0, 0, 0]);
    expect(lines[0]).toMatchObject({ x: 40, y: 100 });
  });

  it('joins a right date column, a date standing between two lines going to the one below its top', () => {
    const runs = [
      run('Chef de projet, Acme', 40, 100),
      run('Pilotage de la refonte', 40, 112),
      run('janv. 2019 – aujourd’hui', 420, 105.5, { size: 5 }),
      run('Analyste, Globex', 40, 136),
      run('Développements Java', 40, 148),
      run('mars 2017 - déc. 2018', 420, 137),
      run('Stagiaire, Initech', 40, 172),
      run('2014', 420, 171),
    ];
    expect(texts(pdf(runs))).toEqual([
      'Chef de projet, Acme',
      'Pilotage de la refonte\tjanv. 2019 – aujourd’hui',
      'Analyste, Globex\tmars 2017 - déc. 2018',
      'Développements Java',
      'Stagiaire, Initech\t2014',
    ]);
  });

  it('keeps a date with no entry beside it, and a heading of a date column, as lines of their own', () => {
    const runs = [
      run('Diplômes', 40, 88, { size: 12 }),
      run('2015 – 2017', 40, 100),
      run('Master, Lyon', 130, 100),
      run('Mention bien', 130, 112),
      run('2013', 40, 125),
      run('Licence, Lyon', 130, 124),
      run('Parcours MIAGE', 130, 136),
      run('2012', 40, 170),
    ];
    expect(texts(pdf(runs))).toEqual([
      'Diplômes',
      '2015 – 2017\tMaster, Lyon',
      'Mention bien',
      '2013\tLicence, Lyon',
      'Parcours MIAGE',
      '2012',
    ]);
  });

  it('joins back a date wrapped in its cell ("en" / "cours", "2019 –" / "2021")', () => {
    const runs = [
      run('Consultant BI, Groupe Rance', 40, 100, { bold: true }),
      run('Octobre 2022 – en', 440, 100),
      run('cours', 40, 113),
      run('Client : Groupe Rance', 40, 130),
      run('2019 –', 40, 200),
      run('2021', 40, 211),
      run('Analyste, Acme', 130, 200),
      run('Tableaux de bord', 130, 212),
      run('2015', 40, 240),
      run('Stagiaire, Globex', 130, 240),
    ];
    expect(texts(pdf(runs))).toEqual([
      'Consultant BI, Groupe Rance\tOctobre 2022 – en cours',
      'Client : Groupe Rance',
      '2019 – 2021\tAnalyste, Acme',
      'Tableaux de bord',
      '2015\tStagiaire, Globex',
    ]);
  });

  it('reads a table row by row, its cells parted by a tab', () => {
    const runs = [
      run('Langues', 40, 100, { bold: true }),
      run('Anglais', 130, 100),
      run('Outils', 40, 114, { bold: true }),
      run('Jira, Confluence', 130, 114),
      run('Méthodes', 40, 128, { bold: true }),
      run('Scrum, Kanban', 130, 128),
    ];
    expect(texts(pdf(runs))).toEqual([
      'Langues\tAnglais',
      'Outils\tJira, Confluence',
      'Méthodes\tScrum, Kanban',
    ]);
  });

  it('reads a table under headings that stand alone in its label column row by row, a value wrapped under its cell', () => {
    // Highlight's own PDF: "Métiers et expérience" and "Compétences techniques" over label | value
    // rows; the headings have nothing beside them and say nothing of rows or columns.
    const runs = [
      run('Métiers et expérience', 40, 100, { size: 13, bold: true }),
      run('Ingénieur QA', 40, 122),
      run('6 ans', 250, 122),
      run('Compétences techniques', 40, 150, { size: 13, bold: true }),
      run('Tests et qualité', 40, 172),
      run('Squash TM, Selenium,', 250, 172),
      run('Postman, Cypress', 250, 184),
      run('Langages', 40, 198),
      run('SQL, Java,', 250, 198),
      run('Python', 250, 210),
    ];
    expect(texts(pdf(runs))).toEqual([
      'Métiers et expérience',
      'Ingénieur QA\t6 ans',
      'Compétences techniques',
      'Tests et qualité\tSquash TM, Selenium,',
      'Postman, Cypress',
      'Langages\tSQL, Java,',
      'Python',
    ]);
  });

  it('reads two columns whose lines sit between each other’s baselines as columns, even with one shared baseline', () => {
    const runs = [
      run('Contact', 40, 100),
      run('Paris', 40, 115),
      run('Anglais C1', 40, 130),
      run('Profil', 250, 100),
      run('Ingénieure data', 250, 108),
      run('Expérience', 250, 122),
      run('Acme, Spark', 250, 136),
    ];
    expect(linesOf(pdf(runs)).map((line) => [line.column, line.text])).toEqual([
      [0, 'Contact'],
      [0, 'Paris'],
      [0, 'Anglais C1'],
      [1, 'Profil'],
      [1, 'Ingénieure data'],
      [1, 'Expérience'],
      [1, 'Acme, Spark'],
    ]);
  });
});

describe('linesOf, PDF lines', () => {
  it('keeps a superscript on its line and joins runs by their gaps', () => {
    const runs = [
      run('Lyon 7', 40, 100),
      run('e', 70, 96, { size: 6 }),
      run('Oréade', 40, 120, { width: 30 }),
      run(', Nantes', 70, 120, { width: 35 }),
      run('Data', 40, 140, { width: 20 }),
      run('engineer', 62, 140, { width: 40 }),
    ];
    expect(texts(pdf(runs))).toEqual(['Lyon 7e', 'Oréade, Nantes', 'Data engineer']);
  });

  it('keeps a superscript drawn before its line on that line', () => {
    expect(
      texts(pdf([run('er', 56, 96, { size: 6 }), run('1', 50, 100, { width: 5 }), run('Paris', 66, 100)])),
    ).toEqual(['1er Paris']);
  });

  it('keeps apart runs that are no superscript: as large, raised too high, or lowered', () => {
    const runs = [
      run('Chef de projet', 40, 100, { width: 70 }),
      run('note', 111, 93.5, { size: 6, width: 12 }),
      run('bas', 111, 104, { size: 6, width: 9 }),
      run('Chef de projet', 40, 150, { width: 70 }),
      run('Acme', 111, 146, { width: 20 }),
    ];
    expect(texts(pdf(runs))).toEqual(['note', 'Chef de projet', 'bas', 'Acme', 'Chef de projet']);
  });

  it('keeps apart a small run above a line that touches none of its runs', () => {
    const runs = [run('Chef de projet', 40, 100, { width: 70 }), run('note', 300, 96, { size: 6 })];
    expect(texts(pdf(runs))).toEqual(['note', 'Chef de projet']);
  });

  it('reads a run drawn twice at one place once', () => {
    expect(texts(pdf([run('Formation', 40, 100), run('Formation', 40.3, 100)]))).toEqual(['Formation']);
    expect(texts(pdf([run('Java', 40, 100, { width: 20 }), run('Java', 63, 100, { width: 20 })]))).toEqual([
      'Java Java',
    ]);
    expect(texts(pdf([run('Ja', 40, 100, { width: 0 }), run('va', 40.3, 100)]))).toEqual(['Java']);
  });

  it('drops a bullet sign into listItem; a dash without a space stays', () => {
    const runs = [
      run('•', 40, 100, { width: 4 }),
      run('Migration vers BigQuery', 50, 100),
      run('– Revue de code', 40, 112),
      run('-5 % de coûts', 40, 124),
      run('➢Tests', 40, 136),
    ];
    const lines = linesOf(pdf(runs));
    expect(lines.map((line) => [line.text, line.listItem])).toEqual([
      ['Migration vers BigQuery', true],
      ['Revue de code', true],
      ['-5 % de coûts', false],
      ['Tests', true],
    ]);
  });

  it('drops icon-font runs, cleans the text, and drops lines left empty', () => {
    const runs = [
      run('B', 20, 88, { font: 'MarVoSym', width: 6 }),
      run('Chef\tde\nprojet', 40, 88, { width: 80 }),
      run('\uf0e0', 40, 100, { font: 'FontAwesome', width: 8 }),
      run('jean@exemple.fr', 52, 100),
      run('\uf095', 40, 112, { font: 'FontAwesome', width: 8 }),
      run('Ofﬁce et ﬂux', 40, 124),
      run('\u200b ', 40, 136),
    ];
    expect(texts(pdf(runs))).toEqual(['Chef de projet', 'jean@exemple.fr', 'Office et flux']);
  });

  it('drops page numbers and keeps a running footer once', () => {
    const page = (number: number): CvTextRun[] => [
      run(`Texte de la page ${number}`, 40, 300),
      run(`${number}/2`, 290, 820),
      run(`Page ${number} sur 2`, 40, 400),
      run('Acme Conseil — dossier de compétences', 40, 810),
      run(`- ${number} -`, 290, 30),
      run('3', 40, 500),
    ];
    const lines = linesOf(pdf(page(1), page(2)));
    expect(lines.map((line) => [line.page, line.text])).toEqual([
      [0, 'Texte de la page 1'],
      [0, '3'],
      [0, 'Acme Conseil — dossier de compétences'],
      [1, 'Texte de la page 2'],
      [1, '3'],
    ]);
  });

  it('measures sizes against the body (the size of most characters), capitals and bold', () => {
    const runs = [
      run('EXPÉRIENCE', 40, 100, { size: 14, bold: true }),
      run('Une ligne de texte courant assez longue', 40, 120),
      run('Une autre ligne de texte courant', 40, 132),
      run('Note', 40, 144, { size: 8 }),
      run('Data', 40, 160, { bold: true, width: 20 }),
      run('2019', 300, 160),
    ];
    const lines = linesOf(pdf(runs));
    expect(lines.map((line) => [line.size, line.relativeSize, line.bold, line.capitals])).toEqual([
      [14, 1.4, true, true],
      [10, 1, false, false],
      [10, 1, false, false],
      [8, 0.8, false, false],
      [10, 1, false, false],
    ]);
    expect(lines[0]).toMatchObject({ page: 0, part: 'body', style: null, headingLevel: null, x: 40, y: 100 });
  });

  it('gives the space above each line in body line heights, learnt from the body (first of a column: 1)', () => {
    const runs = [
      run('Première ligne du paragraphe', 40, 100),
      run('Deuxième ligne du paragraphe', 40, 114),
      run('Troisième ligne du paragraphe', 40, 128),
      run('Nouveau paragraphe après un blanc', 40, 149),
      run('Suite du nouveau paragraphe', 40, 163),
      run('TITRE', 40, 190, { size: 14 }),
      run('Texte sous le titre, collé', 40, 200),
    ];
    expect(linesOf(pdf(runs)).map((line) => line.gapBefore)).toEqual([1, 0, 0, 0.5, 0, 0.93, 0]);
  });

  it('tells capitals from a line with few or no letters', () => {
    const runs = [
      run('ÉTÉ 2020', 40, 100),
      run('A', 40, 112),
      run('2019', 40, 124),
      run('Été 2020', 40, 136),
    ];
    expect(linesOf(pdf(runs)).map((line) => line.capitals)).toEqual([true, false, false, false]);
  });

  it('leaves a short line under a date alone when no range runs across the two', () => {
    const runs = [
      run('Analyste\t2019 –', 40, 100),
      run('Paris', 40, 112),
      run('Consultant\tjanv. 2020 – en', 40, 140),
      run('cours de route', 40, 152),
      run('Chef\tmars 2021 –', 40, 180),
      run('2022', 40, 200),
    ];
    expect(texts(pdf(runs))).toEqual([
      'Analyste 2019 –',
      'Paris',
      'Consultant janv. 2020 – en',
      'cours de route',
      'Chef mars 2021 –',
      '2022',
    ]);
  });
});

/** A DOCX paragraph, body text by default. */
function paragraph(text: string, options: Partial<CvParagraph> = {}): CvParagraph {
  return {
    text,
    style: 'Normal',
    headingLevel: null,
    bold: false,
    size: 11,
    part: 'body',
    cell: null,
    listItem: false,
    ...options,
  };
}
const docx = (...paragraphs: CvParagraph[]): CvDocument => ({ format: 'docx', paragraphs });

describe('linesOf, DOCX', () => {
  it('cuts a paragraph at its line breaks, keeps one tab, and drops a bullet sign', () => {
    const lines = linesOf(
      docx(
        paragraph('Chef de projet\n2019 - 2021\t\tLyon'),
        paragraph('• Pilotage', { listItem: false }),
        paragraph('Tests', { listItem: true }),
      ),
    );
    expect(lines.map((line) => [line.text, line.y, line.gapBefore, line.listItem])).toEqual([
      ['Chef de projet', 0, 1, false],
      ['2019 - 2021\tLyon', 0, 0, false],
      ['Pilotage', 1, 1, true],
      ['Tests', 2, 1, true],
    ]);
  });

  it('keeps the column of a table cell and the paragraph’s style, part and size against the commonest', () => {
    const lines = linesOf(
      docx(
        paragraph('Jean Dupont', { part: 'header', style: 'Header', size: 22 }),
        paragraph('Expérience', { style: 'Heading 1', headingLevel: 1, bold: true, size: null }),
        paragraph('Langues', { cell: { table: 0, row: 0, column: 0 } }),
        paragraph('Anglais C1', { cell: { table: 0, row: 0, column: 1 } }),
        paragraph('Page 1', { part: 'footer' }),
        paragraph('Page 1 du texte', { part: 'footer' }),
      ),
    );
    expect(
      lines.map((line) => [
        line.text,
        line.column,
        line.part,
        line.style,
        line.headingLevel,
        line.relativeSize,
      ]),
    ).toEqual([
      ['Jean Dupont', 0, 'header', 'Header', null, 2],
      ['Expérience', 0, 'body', 'Heading 1', 1, 1],
      ['Langues', 0, 'body', 'Normal', null, 1],
      ['Anglais C1', 1, 'body', 'Normal', null, 1],
      ['Page 1 du texte', 0, 'footer', 'Normal', null, 1],
    ]);
    expect(lines[1]).toMatchObject({ page: 0, x: 0, y: 1, size: null, bold: true, capitals: false });
  });

  it('tidies spaces and tabs, and drops page numbers of headers and footers only', () => {
    const lines = linesOf(
      docx(
        paragraph('  Chef   de \t \tprojet  '),
        paragraph('3', { part: 'header' }),
        paragraph('Page 2', { part: 'body' }),
        paragraph('Page 2', { part: 'textbox' }),
      ),
    );
    expect(lines.map((line) => line.text)).toEqual(['Chef de\tprojet', 'Page 2', 'Page 2']);
  });

  it('gives relative size 1 when no paragraph has a size', () => {
    expect(linesOf(docx(paragraph('Texte', { size: null }))).map((line) => line.relativeSize)).toEqual([1]);
  });
});

describe('isDateLine', () => {
  it.each([
    ['janv. 2019 – aujourd’hui', true],
    ['2015 - 2017', true],
    ['depuis 2018', true],
    ['2019 – 2021 (2 ans)', true],
    ['Summer 2022', true],
    ['Chef de projet, 2019', false],
    ['Chef de projet', false],
    ['2022 (six months)', false],
    ['2019 abcd', true],
    ['2019 abcde', false],
    ['—', false],
  ])('%s → %s', (text, expected) => {
    expect(isDateLine(text)).toBe(expected);
  });
});

/** A line as linesOf gives it: body text of a one-column PDF unless told otherwise. */
function line(text: string, options: Partial<CvLine> = {}): CvLine {
  return {
    text,
    page: 0,
    column: 0,
    x: 40,
    y: 0,
    size: 10,
    relativeSize: 1,
    bold: false,
    capitals: false,
    part: 'body',
    style: null,
    headingLevel: null,
    listItem: false,
    gapBefore: 0,
    ...options,
  };
}

const outline = (lines: CvLine[]) =>
  sectionsOf(lines).map((section) => [section.kind, section.heading, section.lines.map((each) => each.text)]);

const heading = (text: string, options: Partial<CvLine> = {}) =>
  line(text, { relativeSize: 1.4, bold: true, gapBefore: 1, ...options });

describe('sectionsOf (issue #28 §1 section headings FR/EN)', () => {
  it('cuts at headings and keeps the lines before the first one as top', () => {
    expect(
      outline([
        line('Jean Dupont', { relativeSize: 2, gapBefore: 1 }),
        line('jean@exemple.fr'),
        heading('Expériences professionnelles'),
        line('Chef de projet, Acme'),
        heading('Education'),
        line('Master, Lyon'),
      ]),
    ).toEqual([
      ['top', null, ['Jean Dupont', 'jean@exemple.fr']],
      ['experience', 'Expériences professionnelles', ['Chef de projet, Acme']],
      ['education', 'Education', ['Master, Lyon']],
    ]);
  });

  it.each([
    ['an outline level', { headingLevel: 1 }],
    ['a heading style', { style: 'Titre 1' }],
    ['bold', { bold: true }],
    ['capitals', { capitals: true }],
    ['a larger size', { relativeSize: 1.2 }],
    ['space above, alone', { gapBefore: 0.5 }],
  ])('knows a heading by %s', (_, cue) => {
    expect(outline([line('Intro'), line('Formation', cue), line('Master, Lyon')])[1]).toEqual([
      'education',
      'Formation',
      ['Master, Lyon'],
    ]);
  });

  it.each([
    ['a plain line with no space above', line('Formation', { gapBefore: 0.4 })],
    ['a list item', line('Formation', { listItem: true, bold: true, gapBefore: 1 })],
    ['a size just under the cue', line('Formation', { relativeSize: 1.09 })],
    ['a plain line of more than three words', line('Formation continue des équipes', { gapBefore: 1 })],
    ['a line with a tab', line('Formation\t2019', { bold: true })],
  ])('takes no heading from %s', (_, candidate) => {
    expect(outline([line('Intro'), candidate, line('Master, Lyon')])).toEqual([
      ['top', null, ['Intro', candidate.text, 'Master, Lyon']],
    ]);
  });

  it('takes what follows a heading’s colon as its first line', () => {
    expect(outline([line('Intro'), line('Langues : anglais, espagnol', { gapBefore: 1 })])).toEqual([
      ['top', null, ['Intro']],
      ['languages', 'Langues : anglais, espagnol', ['anglais, espagnol']],
    ]);
  });

  it('reads "label : values" lines under a heading as its lines, not headings', () => {
    expect(
      outline([
        heading('Compétences'),
        line('Langages : Python, SQL', { gapBefore: 1 }),
        line('Outils : Git', { gapBefore: 1 }),
        line('Langues : anglais', { gapBefore: 1 }),
      ]),
    ).toEqual([['skills', 'Compétences', ['Langages : Python, SQL', 'Outils : Git', 'Langues : anglais']]]);
  });

  it('reads a table’s label cell beside its value as no heading (DOCX)', () => {
    const cell = (text: string, column: number, y: number) =>
      line(text, { column, y, x: 0, gapBefore: 1, bold: true });
    expect(
      outline([heading('Compétences', { y: 0 }), cell('Langues', 0, 1), cell('Anglais C1', 1, 2)]),
    ).toEqual([['skills', 'Compétences', ['Langues', 'Anglais C1']]]);
  });

  it('keeps a mission’s labels weaker than the headings in the mission ("Réalisations :")', () => {
    expect(
      outline([
        heading('Missions'),
        line('Client : Acme', { gapBefore: 1 }),
        line('Réalisations :', { bold: true, gapBefore: 1 }),
        line('Tableaux de bord'),
        line('Environnement technique : Java', { bold: true, gapBefore: 1 }),
        heading('Formation'),
        line('Master'),
      ]),
    ).toEqual([
      [
        'experience',
        'Missions',
        ['Client : Acme', 'Réalisations :', 'Tableaux de bord', 'Environnement technique : Java'],
      ],
      ['education', 'Formation', ['Master']],
    ]);
  });

  it('learns the document’s heading look and opens an unknown heading wearing it as other', () => {
    expect(
      outline([
        line('Atouts', { relativeSize: 1.4, bold: true }),
        heading('Expérience'),
        line('Chef de projet'),
        heading('Atouts'),
        line('Permis B'),
        heading('Acme, 2019'),
        heading('jean@exemple.fr'),
        heading('Note.'),
        heading('Un titre de plus de cinq mots'),
        heading('Chef\tLyon'),
        heading('• Java', { listItem: true }),
        line('Atouts', { relativeSize: 1.4 }),
        heading('Formation'),
        line('Master'),
      ]),
    ).toEqual([
      ['top', null, ['Atouts']],
      ['experience', 'Expérience', ['Chef de projet']],
      [
        'other',
        'Atouts',
        [
          'Permis B',
          'Acme, 2019',
          'jean@exemple.fr',
          'Note.',
          'Un titre de plus de cinq mots',
          'Chef\tLyon',
          '• Java',
          'Atouts',
        ],
      ],
      ['education', 'Formation', ['Master']],
    ]);
  });

  it('learns no look from a single heading', () => {
    expect(outline([heading('Expérience'), line('Chef'), heading('Atouts')])).toEqual([
      ['experience', 'Expérience', ['Chef', 'Atouts']],
    ]);
  });

  it('finds a letter-spaced heading a PDF cut astray ("exp erience")', () => {
    expect(outline([heading('exp erience'), line('Chef'), line('edu cation', { gapBefore: 1 })])).toEqual([
      ['experience', 'exp erience', ['Chef', 'edu cation']],
    ]);
  });

  it('ends a section at a column change when the new column starts without a heading', () => {
    const side = (text: string) => line(text, { column: 0 });
    const main = (text: string) => line(text, { column: 1 });
    expect(
      outline([
        side('Jean Dupont'),
        heading('Langues', { column: 0 }),
        side('Anglais C1'),
        side('Espagnol B1'),
        main('Chef de projet senior chez Acme depuis 2019'),
        main('Pilotage de la refonte du système de facturation'),
        main('Animation des comités de suivi'),
      ]),
    ).toEqual([
      ['top', null, ['Jean Dupont']],
      ['languages', 'Langues', ['Anglais C1', 'Espagnol B1']],
      [
        'other',
        null,
        [
          'Chef de projet senior chez Acme depuis 2019',
          'Pilotage de la refonte du système de facturation',
          'Animation des comités de suivi',
        ],
      ],
    ]);
  });

  it('goes on with the section when a sentence left open at a column’s foot continues in lower case at the next', () => {
    const left = (text: string) => line(text, { column: 0 });
    const right = (text: string) => line(text, { column: 1 });
    const flowing = (last: string, next: string) =>
      sectionsOf([
        heading('Expérience', { column: 0 }),
        left('Architecte, Acme — 2018 – 2021'),
        left('Conception de la zone d’atterrissage AWS'),
        left(last),
        right(next),
        right('Développeur, Globex — 2010 – 2013'),
        right('Services Java EE et batchs'),
      ]).map((section) => [section.kind, section.lines.length]);
    expect(flowing('et de la supervision avec', 'prometheus et grafana.')).toEqual([['experience', 6]]);
    // A finished sentence, or a capital at the next column's head: a column of its own.
    expect(flowing('et de la supervision.', 'prometheus et grafana.')).toEqual([
      ['experience', 3],
      ['other', 3],
    ]);
    expect(flowing('et de la supervision avec', 'Prometheus et Grafana.')).toEqual([
      ['experience', 3],
      ['other', 3],
    ]);
  });

  it('opens top for a main column with no heading before it, and goes on with the main flow on the next page', () => {
    const at = (text: string, page: number, column: number) => line(text, { page, column });
    expect(
      outline([
        at('Jean Dupont', 0, 0),
        at('Chef de projet', 0, 0),
        at('Lyon', 0, 0),
        heading('Expérience', { column: 1 }),
        at('Acme, 2019 – 2021, pilotage de la refonte du système', 0, 1),
        at('Globex, 2015 – 2019, développements Java et PL/SQL', 0, 1),
        heading('Langues', { column: 0 }),
        at('Anglais', 0, 0),
        at('Initech, 2012 – 2015, analyste programmeur sur le système de paie', 1, 0),
      ]),
    ).toEqual([
      ['top', null, ['Jean Dupont', 'Chef de projet', 'Lyon']],
      [
        'experience',
        'Expérience',
        [
          'Acme, 2019 – 2021, pilotage de la refonte du système',
          'Globex, 2015 – 2019, développements Java et PL/SQL',
          'Initech, 2012 – 2015, analyste programmeur sur le système de paie',
        ],
      ],
      ['languages', 'Langues', ['Anglais']],
    ]);
  });

  it('does not cut a table’s alternating cells into sections', () => {
    const cell = (text: string, column: number) => line(text, { column, x: 0 });
    expect(
      outline([
        heading('Expérience'),
        cell('2019 – 2021', 0),
        cell('Chef de projet', 1),
        cell('Acme, Lyon', 1),
        cell('Pilotage', 1),
        cell('2015 – 2019', 0),
        cell('Analyste', 1),
      ]),
    ).toEqual([
      [
        'experience',
        'Expérience',
        ['2019 – 2021', 'Chef de projet', 'Acme, Lyon', 'Pilotage', '2015 – 2019', 'Analyste'],
      ],
    ]);
  });

  it('goes on with the body’s section after a text box', () => {
    const box = (text: string, options: Partial<CvLine> = {}) => line(text, { part: 'textbox', ...options });
    expect(
      outline([
        heading('Expérience'),
        box('Compétences', { bold: true }),
        box('Java, SQL'),
        line('Chef de projet, Acme'),
      ]),
    ).toEqual([
      ['experience', 'Expérience', ['Chef de projet, Acme']],
      ['skills', 'Compétences', ['Java, SQL']],
    ]);
  });

  it('takes a plain heading after a "label : value" line', () => {
    expect(outline([line('Outils : Git'), line('Formation', { gapBefore: 1 }), line('Master')])).toEqual([
      ['top', null, ['Outils : Git']],
      ['education', 'Formation', ['Master']],
    ]);
  });

  it('takes a heading whose next line starts the other column higher up (a header beside it)', () => {
    expect(
      outline([
        heading('Parcours', { column: 0, y: 127 }),
        line('jean@exemple.fr', { column: 1, y: 68 }),
        line('Chef de projet', { column: 0, y: 145 }),
      ])[0],
    ).toEqual(['experience', 'Parcours', ['jean@exemple.fr', 'Chef de projet']]);
    expect(
      outline([heading('Langues', { column: 0, y: 100 }), line('Anglais', { column: 1, y: 100 })])[0]?.[0],
    ).toBe('top');
  });

  it('takes the strongest shared look as the document’s: larger, then styled, capitals, bold', () => {
    const small = (text: string) => line(text, { relativeSize: 1.2, bold: true, gapBefore: 1 });
    expect(
      outline([
        heading('Expérience'),
        small('Contexte : banque'),
        heading('Formation'),
        small('Langues :'),
        line('Anglais'),
      ]),
    ).toEqual([
      ['experience', 'Expérience', ['Contexte : banque']],
      ['education', 'Formation', ['Langues :', 'Anglais']],
    ]);
    const caps = (text: string) => heading(text, { capitals: true });
    expect(
      outline([caps('EXPÉRIENCE'), heading('Réalisations :'), caps('FORMATION'), heading('Projets :')]),
    ).toEqual([
      ['experience', 'EXPÉRIENCE', ['Réalisations :']],
      ['education', 'FORMATION', ['Projets :']],
    ]);
  });

  it('opens no unknown heading from a line too long, in lower case, or ending with a comma', () => {
    const candidates = [
      'Internationalisation-interopérabilité générale',
      'atouts',
      'Atouts,',
      'Jean@exemple.fr',
    ];
    expect(
      outline([
        heading('Expérience'),
        line('Chef'),
        heading('Formation'),
        ...candidates.map((text) => heading(text)),
      ]),
    ).toEqual([
      ['experience', 'Expérience', ['Chef']],
      ['education', 'Formation', candidates],
    ]);
  });

  it('keeps a short column run, or one on another page, in its section', () => {
    const at = (text: string, page: number, column: number) => line(text, { page, column });
    expect(
      outline([
        heading('Expérience', { column: 0 }),
        at('Chef de projet', 0, 0),
        at('Acme', 0, 0),
        at('Lyon', 0, 1),
        at('Paris', 0, 1),
      ]),
    ).toEqual([['experience', 'Expérience', ['Chef de projet', 'Acme', 'Lyon', 'Paris']]]);
  });

  it('opens other for a sidebar starting a new page, and goes on with the main flow in the main column', () => {
    const at = (text: string, page: number, column: number) => line(text, { page, column });
    const main = [
      'Acme, 2019 – 2021, pilotage de la refonte du système',
      'Globex, 2015 – 2019, développements Java',
    ];
    const more = ['Initech, 2012 – 2015, analyste programmeur', 'Tests de charge', 'Recette'];
    expect(
      outline([
        heading('Expérience'),
        ...main.map((text) => at(text, 0, 0)),
        ...['Permis B', 'Véhicule', 'Mobile'].map((text) => at(text, 1, 0)),
        ...more.map((text) => at(text, 1, 1)),
      ]),
    ).toEqual([
      ['experience', 'Expérience', [...main, ...more]],
      ['other', null, ['Permis B', 'Véhicule', 'Mobile']],
    ]);
  });

  it('gives no section for no line', () => {
    expect(sectionsOf([])).toEqual([]);
  });
});
