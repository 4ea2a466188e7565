import { describe, expect, it } from 'vitest';
import { dateCellOf, labelOf, placeOf, readExperiences, type CvExperienceRead } from './experiences.ts';
import type { CvLine, CvSection } from './layout.ts';

/** A line as `linesOf` gives it: a new paragraph unless told otherwise. */
const line = (text: string, options: Partial<CvLine> = {}): CvLine => ({
  text,
  page: 0,
  column: 0,
  x: 0,
  y: 0,
  size: 10,
  relativeSize: 1,
  bold: false,
  capitals: !/\p{Ll}/u.test(text),
  part: 'body',
  style: null,
  headingLevel: null,
  listItem: false,
  gapBefore: 1,
  ...options,
});
const bullet = (text: string, options: Partial<CvLine> = {}) =>
  line(text, { listItem: true, gapBefore: 0.2, ...options });
const next = (text: string, options: Partial<CvLine> = {}) => line(text, { gapBefore: 0, ...options });
const section = (...lines: CvLine[]): CvSection => ({ kind: 'experience', heading: 'Expériences', lines });

type Fields = Omit<CvExperienceRead, 'confidence' | 'source'>;
const fields = (read: CvExperienceRead[]): Fields[] =>
  read.map(({ confidence: _c, source: _s, ...rest }) => rest);
const year = (value: number, month: number | null = null) => ({ year: value, month });
const entry = (values: Partial<Fields>): Fields => ({
  company: null,
  position: null,
  start: null,
  end: null,
  ongoing: false,
  location: null,
  context: null,
  highlights: [],
  environment: null,
  ...values,
});

describe('readExperiences: the shapes of real CVs (issue #28 §1)', () => {
  it.each<[string, CvLine[], Fields[]]>([
    [
      'Position — Company (dates), FR',
      [
        line('Développeur Java — Banque Armor (2019 – 2021)', { bold: true }),
        bullet('Refonte du moteur de calcul des prêts.'),
        line('Ingénieur études — Kerlo Logiciels (2016 – 2018)', { bold: true }),
        bullet('Maintenance des batchs.'),
      ],
      [
        entry({
          company: 'Banque Armor',
          position: 'Développeur Java',
          start: year(2019),
          end: year(2021),
          highlights: ['Refonte du moteur de calcul des prêts.'],
        }),
        entry({
          company: 'Kerlo Logiciels',
          position: 'Ingénieur études',
          start: year(2016),
          end: year(2018),
          highlights: ['Maintenance des batchs.'],
        }),
      ],
    ],
    [
      'Company — Position, then City · dates, EN',
      [
        line('Verdane Labs — Backend Engineer', { bold: true }),
        line('Bristol, UK · Mar 2020 – Present'),
        bullet('Built the billing API in Go.'),
        line('Oakfield Bank — Software Developer', { bold: true }),
        line('Leeds, UK · Jan 2017 – Feb 2020'),
        bullet('Payments back office.'),
      ],
      [
        entry({
          company: 'Verdane Labs',
          position: 'Backend Engineer',
          start: year(2020, 3),
          ongoing: true,
          location: 'Bristol, UK',
          highlights: ['Built the billing API in Go.'],
        }),
        entry({
          company: 'Oakfield Bank',
          position: 'Software Developer',
          start: year(2017, 1),
          end: year(2020, 2),
          location: 'Leeds, UK',
          highlights: ['Payments back office.'],
        }),
      ],
    ],
    [
      'Position | Company | City | dates, FR',
      [
        line('Chef de projet | Groupe Azur | Marseille | 2018 – aujourd’hui'),
        bullet('Pilotage de trois équipes.'),
      ],
      [
        entry({
          company: 'Groupe Azur',
          position: 'Chef de projet',
          start: year(2018),
          ongoing: true,
          location: 'Marseille',
          highlights: ['Pilotage de trois équipes.'],
        }),
      ],
    ],
    [
      'Position, Company\tdates over City, EN',
      [
        line('Data Analyst, Northwind Retail\tSep 2019 – Jun 2022'),
        line('Manchester'),
        bullet('Weekly sales dashboards.'),
      ],
      [
        entry({
          company: 'Northwind Retail',
          position: 'Data Analyst',
          start: year(2019, 9),
          end: year(2022, 6),
          location: 'Manchester',
          highlights: ['Weekly sales dashboards.'],
        }),
      ],
    ],
    [
      'two-line head Position\tdates / Company\tCity, FR',
      [
        line('Consultante SAP\tjanv. 2020 – déc. 2022', { bold: true }),
        line('Alvéa Conseil\tNantes'),
        bullet('Paramétrage FI.'),
      ],
      [
        entry({
          company: 'Alvéa Conseil',
          position: 'Consultante SAP',
          start: year(2020, 1),
          end: year(2022, 12),
          location: 'Nantes',
          highlights: ['Paramétrage FI.'],
        }),
      ],
    ],
    [
      'left date column: dates\tPosition / Company, City, then a paragraph, FR',
      [
        line('2015 – 2017\tChef de projet adjoint'),
        next('Groupe Lavandou, Toulon'),
        next('Déploiement d’un outil de commandes dans 40 magasins.'),
        line('depuis 2018\tResponsable applicatif'),
        next('Clinique des Pins, Hyères'),
        next('Maintien du dossier patient informatisé.'),
      ],
      [
        entry({
          company: 'Groupe Lavandou',
          position: 'Chef de projet adjoint',
          start: year(2015),
          end: year(2017),
          location: 'Toulon',
          context: 'Déploiement d’un outil de commandes dans 40 magasins.',
        }),
        entry({
          company: 'Clinique des Pins',
          position: 'Responsable applicatif',
          start: year(2018),
          ongoing: true,
          location: 'Hyères',
          context: 'Maintien du dossier patient informatisé.',
        }),
      ],
    ],
    [
      'Company (sector)\tdates / Position, FR',
      [
        line('Maison Ormeau (e-commerce)\t2019 – 2022', { bold: true }),
        line('Product Owner'),
        bullet('Tunnel de commande.'),
      ],
      [
        entry({
          company: 'Maison Ormeau',
          position: 'Product Owner',
          start: year(2019),
          end: year(2022),
          highlights: ['Tunnel de commande.'],
        }),
      ],
    ],
    [
      'a head in capitals, FR',
      [line('ANALYSTE SOC — VIGIE SERVICES\tSEPT. 2016 – MAI 2020'), bullet('Qualification des alertes.')],
      [
        entry({
          company: 'VIGIE SERVICES',
          position: 'ANALYSTE SOC',
          start: year(2016, 9),
          end: year(2020, 5),
          highlights: ['Qualification des alertes.'],
        }),
      ],
    ],
    [
      'ESN mission: Client, Contexte, Réalisations, Environnement technique, FR',
      [
        line('Banque Hermine — Développeur Java senior\tDepuis septembre 2021', { bold: true }),
        line('Client : Banque Hermine, direction des crédits (Rennes)'),
        line('Contexte : refonte de la chaîne d’octroi de crédits.'),
        line('Réalisations :'),
        bullet('Découpage en services Spring Boot.'),
        bullet('Mise en place de Kafka.'),
        line('Environnement technique : Java 17, Spring Boot, Kafka'),
      ],
      [
        entry({
          company: 'Banque Hermine',
          position: 'Développeur Java senior',
          start: year(2021, 9),
          ongoing: true,
          location: 'Rennes',
          context: 'refonte de la chaîne d’octroi de crédits.',
          highlights: ['Découpage en services Spring Boot.', 'Mise en place de Kafka.'],
          environment: 'Java 17, Spring Boot, Kafka',
        }),
      ],
    ],
    [
      'a labelled mission without a head line: Client, Period, Role, EN',
      [
        line('Client: Tidemark Insurance'),
        line('Period: Jan 2018 – Dec 2019'),
        line('Role: Test lead'),
        line('Context: migration of the claims platform.'),
        line('Technical environment: Selenium, Jenkins'),
      ],
      [
        entry({
          company: 'Tidemark Insurance',
          position: 'Test lead',
          start: year(2018, 1),
          end: year(2019, 12),
          context: 'migration of the claims platform.',
          environment: 'Selenium, Jenkins',
        }),
      ],
    ],
    [
      'entries without dates, FR',
      [
        line('Stagiaire développeur — Kerlann Logiciels', { bold: true }),
        bullet('Application de suivi des stocks.'),
        line('Assistant commercial — Breizh Import', { bold: true }),
        bullet('Relances clients.'),
      ],
      [
        entry({
          company: 'Kerlann Logiciels',
          position: 'Stagiaire développeur',
          highlights: ['Application de suivi des stocks.'],
        }),
        entry({
          company: 'Breizh Import',
          position: 'Assistant commercial',
          highlights: ['Relances clients.'],
        }),
      ],
    ],
    [
      'a sub-heading and an introduction belong to no entry; "at" names the company, EN',
      [
        line('Ten years in consulting, three of them in banking.'),
        line('Earlier experience', { bold: true, headingLevel: 2 }),
        line('Senior Developer at Brightwave\t2018 – 2020'),
        bullet('Mobile app.'),
      ],
      [
        entry({
          company: 'Brightwave',
          position: 'Senior Developer',
          start: year(2018),
          end: year(2020),
          highlights: ['Mobile app.'],
        }),
      ],
    ],
    [
      'a season is start and end; the position keeps its bracket; a place after the company, FR',
      [line('Hôtesse d’accueil (job d’été) — Festival des Cimes, Annecy'), next('Été 2014')],
      [
        entry({
          company: 'Festival des Cimes',
          position: 'Hôtesse d’accueil (job d’été)',
          start: year(2014),
          end: year(2014),
          location: 'Annecy',
        }),
      ],
    ],
    [
      'a right-pushed range cut at the line end ("en" / "cours"), FR',
      [line('Acme — Consultant BI\tOctobre 2022 – en'), next('cours'), bullet('Entrepôt de données.')],
      [
        entry({
          company: 'Acme',
          position: 'Consultant BI',
          start: year(2022, 10),
          ongoing: true,
          highlights: ['Entrepôt de données.'],
        }),
      ],
    ],
    [
      'remote as a place; a company form with its dot, EN',
      [line('Lead Developer, Cloudberry Inc.\t2021 – 2023'), line('Remote'), bullet('Platform team.')],
      [
        entry({
          company: 'Cloudberry Inc.',
          position: 'Lead Developer',
          start: year(2021),
          end: year(2023),
          location: 'Remote',
          highlights: ['Platform team.'],
        }),
      ],
    ],
    [
      'a description in wrapped paragraphs: the first is the context, the next a highlight, EN',
      [
        line('Principal Architect', { bold: true }),
        next('Vantor Consulting, Paris — Apr 2018 – Present'),
        line('Lead architect for the largest accounts. Designed a landing', { gapBefore: 0.3 }),
        next('zone with Terraform.'),
        line('Pre-sales: thirty tenders answered.', { gapBefore: 0.4 }),
      ],
      [
        entry({
          company: 'Vantor Consulting',
          position: 'Principal Architect',
          start: year(2018, 4),
          ongoing: true,
          location: 'Paris',
          context: 'Lead architect for the largest accounts. Designed a landing zone with Terraform.',
          highlights: ['Pre-sales: thirty tenders answered.'],
        }),
      ],
    ],
    [
      'dates in a cell beside the first bullet; a duration cell dropped, EN',
      [
        line('Nexus Labs, Co-Founder & CTO\tAustin, TX'),
        bullet('Built the inference platform\tJune 2023 – present', { gapBefore: 0.1 }),
        next('serving 2M requests\t2 years 10 months'),
        line('Orbital Research, Research Intern\tBoston, MA', { gapBefore: 1.1 }),
        bullet('Sparse attention kernels\tMay 2022 – Aug 2022', { gapBefore: 0.1 }),
      ],
      [
        entry({
          company: 'Nexus Labs',
          position: 'Co-Founder & CTO',
          start: year(2023, 6),
          ongoing: true,
          location: 'Austin, TX',
          highlights: ['Built the inference platform serving 2M requests'],
        }),
        entry({
          company: 'Orbital Research',
          position: 'Research Intern',
          start: year(2022, 5),
          end: year(2022, 8),
          location: 'Boston, MA',
          highlights: ['Sparse attention kernels'],
        }),
      ],
    ],
    [
      'a short line closing a description opens no entry (the document puts no line before its dates), EN',
      [
        line('Director of Data\t2020 – Present', { bold: true }),
        next('Quarry Corporation\tDenver, CO'),
        bullet('Led the analytics team.'),
        line('Tags Dataiku Snowflake', { gapBefore: 0.5 }),
        line('Data Analyst\t2017 – 2020', { bold: true }),
        next('Pinecrest Company\tBoise, ID'),
        bullet('SQL reports.'),
        line('Data Intern\tSummer 2016', { bold: true }),
        next('Larch Group\tReno, NV'),
      ],
      [
        entry({
          company: 'Quarry Corporation',
          position: 'Director of Data',
          start: year(2020),
          ongoing: true,
          location: 'Denver, CO',
          highlights: ['Led the analytics team.', 'Tags Dataiku Snowflake'],
        }),
        entry({
          company: 'Pinecrest Company',
          position: 'Data Analyst',
          start: year(2017),
          end: year(2020),
          location: 'Boise, ID',
          highlights: ['SQL reports.'],
        }),
        entry({
          company: 'Larch Group',
          position: 'Data Intern',
          start: year(2016),
          end: year(2016),
          location: 'Reno, NV',
        }),
      ],
    ],
    [
      'Company over Position\tdates; a date inside a sentence is no entry, FR',
      [
        line('Altitude Conseil', { bold: true }),
        next('Chargée de recrutement\t2021 – aujourd’hui'),
        line('Recrutement de profils techniques ; 45 recrutements en 2023.'),
      ],
      [
        entry({
          company: 'Altitude Conseil',
          position: 'Chargée de recrutement',
          start: year(2021),
          ongoing: true,
          context: 'Recrutement de profils techniques ; 45 recrutements en 2023.',
        }),
      ],
    ],
    [
      'a company and its place as one "X, Y" beside a position, FR',
      [line('de 2015 à 2019\tComptable fournisseurs — Laiterie des Monts, Riom')],
      [
        entry({
          company: 'Laiterie des Monts',
          position: 'Comptable fournisseurs',
          start: year(2015),
          end: year(2019),
          location: 'Riom',
        }),
      ],
    ],
    [
      'a labelled value wrapped over two lines; a project item kept as written; "Mission :" naming the role, FR',
      [
        line('Kerbiquet — Consultant\t2015 – 2017'),
        line('Client : Conserveries Kerbiquet, usine de (Saint-', { gapBefore: 0.5 }),
        next('Malo)'),
        line('Mission : Consultant décisionnel'),
        line('Projet : refonte de l’infocentre'),
        line('Outils : SSIS'),
        next('SSAS'),
      ],
      [
        entry({
          company: 'Conserveries Kerbiquet',
          position: 'Consultant décisionnel',
          start: year(2015),
          end: year(2017),
          location: 'Saint-Malo',
          highlights: ['Projet : refonte de l’infocentre'],
          environment: 'SSIS SSAS',
        }),
      ],
    ],
    [
      'tag cells beside the position; the company told by its words, not its place; a duration in brackets, EN',
      [
        line('Software Intern\tTech'),
        line('Innovia Solutions\tOttertown - Bay\t2022 (6 months)', { bold: true, gapBefore: 0.4 }),
        bullet('Shipped two features.'),
      ],
      [
        entry({
          company: 'Innovia Solutions',
          position: 'Software Intern',
          start: year(2022),
          end: year(2022),
          location: 'Ottertown - Bay',
          highlights: ['Shipped two features.'],
        }),
      ],
    ],
  ])('%s', (_, lines, expected) => {
    expect(fields(readExperiences(section(...lines)))).toEqual(expected);
  });

  it('reads nothing from an empty section or one of sentences only', () => {
    expect(readExperiences(section())).toEqual([]);
    expect(readExperiences(section(line('Huit ans de conseil en banque et assurance.')))).toEqual([]);
  });

  it('keeps the entry’s lines as written, one a line, for the review', () => {
    const [read] = readExperiences(
      section(
        line('Intro sentence of the section.'),
        line('Analyste — Rivage SA\t2019 – 2020'),
        bullet('Rapports.'),
      ),
    );
    expect(read!.source).toBe('Analyste — Rivage SA\t2019 – 2020\nRapports.');
  });
});

describe('readExperiences: how sure each field is (issue #28 §1)', () => {
  const confidence = (...lines: CvLine[]) =>
    readExperiences(section(...lines)).map((read) => read.confidence);

  it('a labelled slot is surer than the words, the words than their complement, a place’s shape least', () => {
    expect(
      confidence(
        line('Banque Hermine — Développeur Java\tjanv. 2021 – mars 2022'),
        line('Client : Banque Hermine'),
        line('Contexte : refonte.'),
      ),
    ).toEqual([{ company: 0.9, position: 0.8, dates: 0.9, location: 0, context: 0.9 }]);
    expect(
      confidence(
        line('Rivage SA — Zéphyr, Lyon\t2019 – 2020'),
        line('Suite de l’entrée sans libellé de contexte.'),
      ),
    ).toEqual([{ company: 0.8, position: 0.7, dates: 0.8, location: 0.6, context: 0.6 }]);
    expect(confidence(line('Analyst — Kestrel\t2019 – 2020'), line('Remote'))).toEqual([
      { company: 0.7, position: 0.8, dates: 0.8, location: 0.8, context: 0 },
    ]);
  });

  it('an entry without dates is less sure of its company and position', () => {
    expect(confidence(line('Stagiaire — Kerlann SA', { bold: true }), bullet('Tests.'))).toEqual([
      { company: 0.65, position: 0.65, dates: 0, location: 0, context: 0 },
    ]);
  });

  it('two unknown segments follow the order of the document’s other entries, else the position comes first', () => {
    const order = (first: string) =>
      readExperiences(
        section(
          line(`${first}\t2020 – 2021`),
          bullet('Un.'),
          line('Zéphyr — Kerlo\t2018 – 2019'),
          bullet('Deux.'),
        ),
      ).map((read) => [read.position, read.company, read.confidence.position, read.confidence.company]);
    expect(order('Développeur — Rivage')).toEqual([
      ['Développeur', 'Rivage', 0.8, 0.7],
      ['Zéphyr', 'Kerlo', 0.55, 0.55],
    ]);
    expect(order('Rivage — Développeur')).toEqual([
      ['Développeur', 'Rivage', 0.8, 0.7],
      ['Kerlo', 'Zéphyr', 0.55, 0.55],
    ]);
    expect(
      readExperiences(section(line('Zéphyr — Kerlo\t2018 – 2019'))).map((read) => [
        read.position,
        read.company,
        read.confidence.position,
      ]),
    ).toEqual([['Zéphyr', 'Kerlo', 0.4]]);
  });
});

describe('labelOf, placeOf, dateCellOf (issue #28 §1)', () => {
  it.each([
    ['Client : Banque Hermine', { kind: 'company', rest: 'Banque Hermine' }],
    ['Environnement technique : Java, Kafka', { kind: 'environment', rest: 'Java, Kafka' }],
    ['Technical environment: Go', { kind: 'environment', rest: 'Go' }],
    ['Réalisations :', { kind: 'highlights', rest: '' }],
    ['Réalisations', { kind: 'highlights', rest: '' }],
    ['Tâches : recette', { kind: 'highlights', rest: 'recette' }],
    ['Rôle : Scrum Master', { kind: 'position', rest: 'Scrum Master' }],
    ['Stack : Node.js', { kind: 'environment', rest: 'Node.js' }],
    ['Pre-sales: thirty tenders', null],
    ['Développeur Java', null],
  ])('labelOf(%j)', (text, expected) => {
    expect(labelOf(text)).toEqual(expected);
  });

  it.each([
    ['Remote', 'strong'],
    ['Télétravail', 'strong'],
    ['France', 'strong'],
    ['San Francisco, CA', 'strong'],
    ['Lyon, France', 'strong'],
    ['Nantes (44)', 'strong'],
    ['Remote / New York, NY', 'strong'],
    ['Boulogne-sur-Mer', 'shape'],
    ['Ottertown - Bay', 'shape'],
    ['Villeneuve-d’Ascq', 'shape'],
    ['Pasadena, California', 'shape'],
    ['Chef de projet', null],
    ['Acme Consulting', null],
    ['Area 52', null],
    ['paris', null],
    ['Saint Jean de la Ruelle Haute Ville', null],
    ['Lyon, Grenoble, Valence', null],
    ['', null],
  ])('placeOf(%j) is %j', (text, expected) => {
    expect(placeOf(text)).toBe(expected);
  });

  it.each([
    [
      'Chef de projet, Acme\tjanv. 2019 – aujourd’hui',
      { before: 'Chef de projet, Acme', after: '', tabbed: true },
    ],
    ['2015 – 2017\tChef de projet', { before: '', after: 'Chef de projet', tabbed: true }],
    [
      'Depuis 2020 Administrateur — Clinique',
      { before: '', after: 'Administrateur — Clinique', tabbed: false },
    ],
    [
      'Pollenfield — Frontend Developer (2019–Present)',
      { before: 'Pollenfield — Frontend Developer', after: '', tabbed: false },
    ],
    ['Grenoble, France · 2019–Present', { before: 'Grenoble, France', after: '', tabbed: false }],
    ['Acme\tLyon\t2022 (6 mois)', { before: 'Acme\tLyon', after: '', tabbed: true }],
    ['Acme — 2022 (6 months)', { before: 'Acme', after: '', tabbed: false }],
    ['Acme — 2022 (remote)', null],
    ['45 recrutements en 2023.', null],
    ['Consultant chez Altérys depuis 2012 ; auparavant comptable.', null],
  ])('dateCellOf(%j)', (text, expected) => {
    const cell = dateCellOf(line(text));
    expect(cell === null ? null : { before: cell.before, after: cell.after, tabbed: cell.tabbed }).toEqual(
      expected,
    );
  });

  it('a date in a bullet is a cell only when tabbed', () => {
    expect(dateCellOf(bullet('Paper at NeurIPS (2022)'))).toBeNull();
    expect(dateCellOf(bullet('Built the platform\tJune 2023 – present'))?.tabbed).toBe(true);
    expect(dateCellOf(line(`${'Une très longue ligne de description '.repeat(4)}— 2019`))).toBeNull();
  });
});
