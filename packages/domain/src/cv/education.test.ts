/**
 * issue #28 §1 "education and certifications": diplomas and certifications read from sections of
 * our own writing, one rule per table.
 */
import { describe, expect, it } from 'vitest';
import { readEducation } from './education.ts';
import type { CvBlockKind, CvLine, CvSection } from './layout.ts';

/** A line of a section: body text, its own paragraph unless told. */
const line = (text: string, cues: Partial<CvLine> = {}): CvLine => ({
  text,
  page: 0,
  column: 0,
  x: 0,
  y: 0,
  size: null,
  relativeSize: 1,
  bold: false,
  capitals: false,
  part: 'body',
  style: null,
  headingLevel: null,
  listItem: false,
  gapBefore: 1,
  ...cues,
});
/** A wrapped line: no space above it. */
const wrapped = (text: string) => line(text, { gapBefore: 0 });
const bullet = (text: string) => line(text, { listItem: true });

const section = (kind: CvBlockKind, lines: (string | CvLine)[]): CvSection => ({
  kind,
  heading: 'Formation',
  lines: lines.map((item) => (typeof item === 'string' ? line(item) : item)),
});

/** Title, school and year of each diploma. */
const diplomas = (kind: CvBlockKind, lines: (string | CvLine)[]) =>
  readEducation(section(kind, lines)).education.map(({ title, school, year }) => ({ title, school, year }));
/** Title, issuer and year of each certification. */
const certificates = (kind: CvBlockKind, lines: (string | CvLine)[]) =>
  readEducation(section(kind, lines)).certifications.map(({ title, issuer, year }) => ({
    title,
    issuer,
    year,
  }));

const d = (title: string | null, school: string | null, year: number | null) => ({ title, school, year });
const c = (title: string, issuer: string | null, year: number | null) => ({ title, issuer, year });

describe('readEducation: a diploma per line, title and school in either order (issue #28 §1)', () => {
  it.each([
    [
      'Master Informatique — Université de Nantes, 2016',
      d('Master Informatique', 'Université de Nantes', 2016),
    ],
    [
      'Université de Nantes — Master Informatique — 2016',
      d('Master Informatique', 'Université de Nantes', 2016),
    ],
    [
      'BSc Computer Science, University of Leeds, 2012',
      d('BSc Computer Science', 'University of Leeds', 2012),
    ],
    [
      'University of Leeds, BSc Computer Science (2012)',
      d('BSc Computer Science', 'University of Leeds', 2012),
    ],
    ['PhD Princeton University, Physics\t2019', d('PhD', 'Princeton University', 2019)],
    ['DUT Informatique ; IUT de Lannion ; 2011', d('DUT Informatique', 'IUT de Lannion', 2011)],
    [
      'Licence Mathématiques, spécialité statistique — Nantes Université',
      d('Licence Mathématiques, spécialité statistique', 'Nantes Université', null),
    ],
    [
      'BTS SIO option SLAM, Lycée Victor-Hugo, Poitiers — 2014',
      d('BTS SIO option SLAM', 'Lycée Victor-Hugo', 2014),
    ],
    ['Diplôme d’ingénieur, INSA Lyon | 2009', d('Diplôme d’ingénieur', 'INSA Lyon', 2009)],
    ['M.Sc. in Robotics — ETH Zürich — 2018', d('M.Sc. in Robotics', 'ETH Zürich', 2018)],
    [
      'Université de technologie de Compiègne – Diplôme d’ingénieur',
      d('Diplôme d’ingénieur', 'Université de technologie de Compiègne', null),
    ],
    [
      'Master MIAGE (en alternance) — Université de Lille, 2020',
      d('Master MIAGE', 'Université de Lille', 2020),
    ],
    [
      'University of York – Department of Computer Science — BEng Software, 2015',
      d('BEng Software', 'University of York', 2015),
    ],
  ])('%s', (text, expected) => {
    expect(diplomas('education', [text])).toEqual([expected]);
  });

  it('joins two schools side by side into one, and cuts the city after the school', () => {
    expect(
      diplomas('education', [
        'University of Bristol – Faculty of Engineering\t2014 – 2017',
        'MEng Aerospace',
      ]),
    ).toEqual([d('MEng Aerospace', 'University of Bristol – Faculty of Engineering', 2017)]);
    expect(
      diplomas('education', ['Bachelor Informatique, École Supérieure du Numérique, Brest, 2022']),
    ).toEqual([d('Bachelor Informatique', 'École Supérieure du Numérique', 2022)]);
  });

  it('keeps a school name up to a bracket, and one under its title', () => {
    expect(diplomas('education', ['BA, History; Riverside College (Springfield)'])).toEqual([
      d('BA, History', 'Riverside College', null),
    ]);
  });

  it('reads "but" and "ms" as words, "BUT" and "MS" as diplomas', () => {
    expect(diplomas('education', ['BUT Informatique, IUT de Vannes, 2023'])).toEqual([
      d('BUT Informatique', 'IUT de Vannes', 2023),
    ]);
    expect(diplomas('education', ['MS Data Science, Stanford University'])).toEqual([
      d('MS Data Science', 'Stanford University', null),
    ]);
    expect(diplomas('education', ['Admis mais but non atteint, 2020'])).toEqual([]);
  });

  it('reads a title without diploma word beside a school with less confidence', () => {
    const [read] = readEducation(section('education', ['Cornell University — BSCE, 2004'])).education;
    expect(read).toMatchObject({ title: 'BSCE', school: 'Cornell University', year: 2004 });
    expect(read!.confidence).toEqual({ title: 0.5, school: 0.9, year: 0.9 });
    const [sure] = readEducation(
      section('education', ['Master Physique — Université de Rennes — 2010 – 2012']),
    ).education;
    expect(sure!.confidence).toEqual({ title: 0.9, school: 0.9, year: 0.9 });
  });

  it('takes a name parted from a title as its school, with little confidence', () => {
    const [read] = readEducation(section('education', ['Bachelor of Arts\tRiverton'])).education;
    expect(read).toMatchObject({ title: 'Bachelor of Arts', school: 'Riverton', year: null });
    expect(read!.confidence).toEqual({ title: 0.9, school: 0.4, year: 0 });
    expect(diplomas('education', ['Bachelor of Arts — 3.9 GPA'])).toEqual([
      d('Bachelor of Arts', null, null),
    ]);
  });

  it('leaves out an entry naming neither diploma, school nor certification', () => {
    expect(diplomas('education', ['Voyage en Amérique du Sud, 2015', 'Autodidacte'])).toEqual([]);
  });
});

describe('readEducation: entries by layout and dates (issue #28 §1)', () => {
  it.each([
    [
      'dates in a column before the title',
      [
        '2015 – 2017\tMaster MIAGE — Université Paris Cité',
        '2012 – 2015\tLicence Informatique — Université de Rouen',
      ],
      [
        d('Master MIAGE', 'Université Paris Cité', 2017),
        d('Licence Informatique', 'Université de Rouen', 2015),
      ],
    ],
    [
      'dates pushed to the right',
      [
        'Master Droit du numérique — Université de Poitiers\tsept. 2019 – juin 2021',
        'Licence Droit — Université de Poitiers\t2019',
      ],
      [
        d('Master Droit du numérique', 'Université de Poitiers', 2021),
        d('Licence Droit', 'Université de Poitiers', 2019),
      ],
    ],
    [
      'the title, then the school and the date on the next line',
      [
        'Mastère spécialisé Big Data',
        'Télécom Paris — 2019',
        'Licence Physique',
        'Université de Caen — 2017',
      ],
      [
        d('Mastère spécialisé Big Data', 'Télécom Paris', 2019),
        d('Licence Physique', 'Université de Caen', 2017),
      ],
    ],
    [
      'the school first, then the title with the dates',
      [
        'Northfield University',
        'Bachelor of Science in Physics\tSep 2016 – May 2020',
        'Lakeside High School',
        'High School Diploma\t2016',
      ],
      [
        d('Bachelor of Science in Physics', 'Northfield University', 2020),
        d('High School Diploma', 'Lakeside High School', 2016),
      ],
    ],
    [
      'a date column as a cell of its own',
      ['2010', 'DUT Génie électrique — IUT de Brest', '2008', 'Baccalauréat S — Lycée Kerichen'],
      [d('DUT Génie électrique', 'IUT de Brest', 2010), d('Baccalauréat S', 'Lycée Kerichen', 2008)],
    ],
    [
      'title, school and dates each on a line',
      [
        'MBA',
        'Kellwood Business School',
        'Sept 2014 – June 2016',
        'Thesis: Pricing of cloud services',
        'BA in Economics',
        'Kellwood College',
        '2010 – 2014',
      ],
      [d('MBA', 'Kellwood Business School', 2016), d('BA in Economics', 'Kellwood College', 2014)],
    ],
  ])('%s', (_, lines, expected) => {
    expect(diplomas('education', lines)).toEqual(expected);
  });

  it('keeps details and sub-bullets out of the entry, dates included', () => {
    expect(
      diplomas('education', [
        'Master of Science in Statistics\t2016 – 2018',
        'Greenhill University',
        bullet('Teaching assistant for Probability (2017 – 2018)'),
        bullet('Exchange semester at Universidad de Sevilla'),
        'GPA: 3.9/4.0',
        'Mention : très bien',
        'Bachelor of Science in Mathematics\t2013 – 2016',
        'Greenhill University',
      ]),
    ).toEqual([
      d('Master of Science in Statistics', 'Greenhill University', 2018),
      d('Bachelor of Science in Mathematics', 'Greenhill University', 2016),
    ]);
  });

  it('takes the dates pushed right on the first detail’s line, unless the entry has its own', () => {
    expect(
      diplomas('education', [
        'MSc\tHarbour University, Chemistry',
        bullet('Thesis: Catalysts for green hydrogen\tSept 2019 – June 2021'),
        'BSc\tHarbour University, Chemistry\t2019',
        bullet('GPA: 3.7\t2015 – 2019'),
        bullet('Minor: Physics\tLab assistant 2018'),
      ]),
    ).toEqual([d('MSc', 'Harbour University', 2021), d('BSc', 'Harbour University', 2019)]);
  });

  it('reads a diploma’s word in lower case inside a sentence as a word', () => {
    expect(certificates('certifications', ['Learning to Learn: how you master hard subjects\t2020'])).toEqual(
      [c('Learning to Learn: how you master hard subjects', null, 2020)],
    );
    expect(diplomas('education', ['master Informatique — Université de Pau'])).toEqual([
      d('master Informatique', 'Université de Pau', null),
    ]);
  });

  it('takes every bullet as an entry when the section is a list', () => {
    expect(
      diplomas('education', [
        bullet('Licence Chimie, Université de Pau (2018)'),
        bullet('Baccalauréat STL, Lycée Saint-Cricq (2015)'),
      ]),
    ).toEqual([
      d('Licence Chimie', 'Université de Pau', 2018),
      d('Baccalauréat STL', 'Lycée Saint-Cricq', 2015),
    ]);
  });

  it('joins wrapped lines: a word cut, a comma, an open bracket, a lower-case start', () => {
    expect(
      diplomas('education', [
        'Master Ingénierie des systèmes (par-',
        wrapped('cours IA) — Université de Bor-'),
        wrapped('deaux, obtention prévue en 2026'),
        'BTS Électrotechnique — Lycée Gustave-Eiffel,',
        wrapped('Talence'),
        wrapped('mention bien, 2019'),
      ]),
    ).toEqual([
      d('Master Ingénierie des systèmes (parcours IA)', 'Université de Bordeaux', 2026),
      d('BTS Électrotechnique', 'Lycée Gustave-Eiffel', 2019),
    ]);
  });

  it('reads an expected year, and no year for an entry still going on', () => {
    expect(
      diplomas('education', [
        'University of Dunmore\tExpected graduation: May 2027',
        'Bachelor of Engineering',
        'Doctorat en informatique — Université de Lorraine\tdepuis 2023',
        'PhD, Mathematics; Northgate University',
        '2021 – present',
        'Master Biologie, Université de Tours, 2018 – 2020 (expected)',
      ]),
    ).toEqual([
      d('Bachelor of Engineering', 'University of Dunmore', 2027),
      d('Doctorat en informatique', 'Université de Lorraine', null),
      d('PhD, Mathematics', 'Northgate University', null),
      d('Master Biologie', 'Université de Tours', 2020),
    ]);
  });

  it('gives the year less confidence when the entry holds several dates', () => {
    const [read] = readEducation(
      section('education', ['Licence Histoire — Université de Reims — 2011 – 2012, 2013 – 2014']),
    ).education;
    expect(read).toEqual({
      title: 'Licence Histoire',
      school: 'Université de Reims',
      year: 2014,
      month: null,
      confidence: { title: 0.9, school: 0.9, year: 0.7 },
      source: 'Licence Histoire — Université de Reims — 2011 – 2012, 2013 – 2014',
    });
  });

  it('keeps the entry’s lines as its source', () => {
    const [read] = readEducation(
      section('education', ['DUT Informatique', 'IUT de Nantes — 2012', 'Option : réseaux']),
    ).education;
    expect(read!.source).toBe('DUT Informatique\nIUT de Nantes — 2012\nOption : réseaux');
  });

  it('reads nothing from another kind of section', () => {
    expect(
      readEducation(section('experience', ['Master Informatique — Université de Nantes, 2016'])),
    ).toEqual({
      education: [],
      certifications: [],
    });
  });
});

describe('readEducation: certifications, alone or mixed with diplomas (issue #28 §1)', () => {
  it.each([
    [
      'AWS Certified Solutions Architect – Associate (2020)',
      c('AWS Certified Solutions Architect – Associate', null, 2020),
    ],
    ['2019 — Professional Scrum Master I (PSM I)', c('Professional Scrum Master I (PSM I)', null, 2019)],
    ['ITIL 4 Foundation\t2021', c('ITIL 4 Foundation', null, 2021)],
    ['Certificat Voltaire, 2016', c('Certificat Voltaire', null, 2016)],
    [
      'Microsoft Certified: Azure Administrator Associate (AZ-104) — 2022',
      c('Microsoft Certified: Azure Administrator Associate (AZ-104)', null, 2022),
    ],
    [
      'Machine Learning Specialization (Coursera), 2021',
      c('Machine Learning Specialization (Coursera)', 'Coursera', 2021),
    ],
    [
      '2018 Kubernetes for Developers, Linux Foundation',
      c('Kubernetes for Developers', 'Linux Foundation', 2018),
    ],
    ['Cloud Digital Leader — Google Cloud', c('Cloud Digital Leader', 'Google Cloud', null)],
    ['PRINCE2® Practitioner', c('PRINCE2® Practitioner', null, null)],
    ['Permis cariste CACES R489, 2017', c('Permis cariste CACES R489', null, 2017)],
  ])('%s', (text, expected) => {
    expect(certificates('certifications', [text])).toEqual([expected]);
  });

  it('tells certifications from diplomas in a mixed section', () => {
    const read = readEducation(
      section('education', [
        'Master Management de l’innovation — IAE Caen\t2015',
        'Professional Scrum Product Owner I (PSPO I)\t2020',
        'Licence professionnelle Logistique — IUT du Havre\t2012',
        'ISTQB Certified Tester Foundation Level\t2014',
        'Certificate in Data Protection — University of Exeter\t2019',
      ]),
    );
    expect(read.education.map(({ title, school, year }) => ({ title, school, year }))).toEqual([
      d('Master Management de l’innovation', 'IAE Caen', 2015),
      d('Licence professionnelle Logistique', 'IUT du Havre', 2012),
      d('Certificate in Data Protection', 'University of Exeter', 2019),
    ]);
    expect(read.certifications.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual([
      c('Professional Scrum Product Owner I (PSPO I)', null, 2020),
      c('ISTQB Certified Tester Foundation Level', null, 2014),
    ]);
  });

  it('reads diplomas in a certifications section ("Diplômes et certifications")', () => {
    const read = readEducation(
      section('certifications', [
        'BTS Comptabilité — Lycée Jean-Monnet\t2010',
        'Certification Sage 100\t2013',
      ]),
    );
    expect(read.education.map(({ title, school, year }) => ({ title, school, year }))).toEqual([
      d('BTS Comptabilité', 'Lycée Jean-Monnet', 2010),
    ]);
    expect(read.certifications.map(({ title, issuer, year }) => ({ title, issuer, year }))).toEqual([
      c('Certification Sage 100', null, 2013),
    ]);
  });

  it('reads any line of a certifications section, only words of certifications in an education section', () => {
    expect(
      certificates('certifications', ['Data Engineering Track\t2021', 'Advanced SQL for Analysts\t2022']),
    ).toEqual([c('Data Engineering Track', null, 2021), c('Advanced SQL for Analysts', null, 2022)]);
    expect(certificates('education', ['Data Engineering Track\t2021'])).toEqual([]);
  });

  it('splits a line naming several certifications', () => {
    expect(
      certificates('certifications', ['CKA (2021) · CKAD (2022) · Terraform Associate, HashiCorp (2023)']),
    ).toEqual([c('CKA', null, 2021), c('CKAD', null, 2022), c('Terraform Associate', 'HashiCorp', 2023)]);
    expect(certificates('certifications', ['PSM I, PSPO I, SAFe 6 Agilist'])).toEqual([
      c('PSM I', null, null),
      c('PSPO I', null, null),
      c('SAFe 6 Agilist', null, null),
    ]);
    expect(certificates('certifications', ['Oracle Certified Professional, Java SE 11 Developer'])).toEqual([
      c('Oracle Certified Professional, Java SE 11 Developer', null, null),
    ]);
  });

  it('joins a certification wrapped over two lines, its date at the end', () => {
    expect(
      certificates('certifications', [
        'Databricks Certified Machine Learning',
        line('Professional (2024)', { gapBefore: 0 }),
        line('Snowflake SnowPro Core', { gapBefore: 0.4 }),
        line('Associate (2023)', { gapBefore: 0.4 }),
      ]),
    ).toEqual([
      c('Databricks Certified Machine Learning Professional', null, 2024),
      c('Snowflake SnowPro Core', null, null),
      c('Associate', null, 2023),
    ]);
  });

  it('reads the issuer of an "Issued by" line, its date and its details', () => {
    const [read] = readEducation(
      section('certifications', [
        'Foundations of Project Management',
        'Issued by Coursera\tMar 2022',
        'Credential ID 8XK2-PL09 — expires 2025',
      ]),
    ).certifications;
    expect(read).toEqual({
      title: 'Foundations of Project Management',
      issuer: 'Coursera',
      year: 2022,
      month: 3,
      confidence: { title: 0.9, issuer: 0.8, year: 0.9 },
      source:
        'Foundations of Project Management\nIssued by Coursera\tMar 2022\nCredential ID 8XK2-PL09 — expires 2025',
    });
  });

  it('gives a title without certification words less confidence', () => {
    const [read] = readEducation(section('certifications', ['Advanced Excel for Finance'])).certifications;
    expect(read!.confidence).toEqual({ title: 0.6, issuer: 0, year: 0 });
    const [named] = readEducation(
      section('certifications', ['Certified Kubernetes Administrator']),
    ).certifications;
    expect(named!.confidence).toEqual({ title: 0.9, issuer: 0, year: 0 });
  });

  it('reads "licence" as a diploma at the head of a title, as a certification after it', () => {
    const read = readEducation(
      section('education', ['Licence Informatique — 2014', 'Counterbalance forklift licence — 2016']),
    );
    expect(read.education.map(({ title, year }) => ({ title, year }))).toEqual([
      { title: 'Licence Informatique', year: 2014 },
    ]);
    expect(read.certifications.map(({ title, year }) => ({ title, year }))).toEqual([
      { title: 'Counterbalance forklift licence', year: 2016 },
    ]);
  });

  it('reads a Scrum Master as a certification, not a master', () => {
    expect(
      certificates('education', ['Certified ScrumMaster (CSM), 2018', 'Scrum Master — Scrum Alliance, 2019']),
    ).toEqual([c('Certified ScrumMaster (CSM)', null, 2018), c('Scrum Master', 'Scrum Alliance', 2019)]);
  });
});

describe('readEducation: Highlight’s own documents and their like (issue #28 round trip)', () => {
  it('drops a cell that only names the kind, and lets it say the kind', () => {
    const lines = [
      'octobre 2021\tVMware Certified Spring Professional\tCertification',
      'VMware',
      'juillet 2010\tMaster Informatique\tDiplôme',
      'Université Paris Cité',
      'mars 2019\tTitre RNCP Concepteur développeur\tCertification',
    ];
    expect(diplomas('certifications', lines)).toEqual([
      d('Master Informatique', 'Université Paris Cité', 2010),
    ]);
    expect(certificates('certifications', lines)).toEqual([
      c('VMware Certified Spring Professional', 'VMware', 2021),
      c('Titre RNCP Concepteur développeur', null, 2019),
    ]);
  });

  it('reads title, issuer or school, then "kind · date" on three lines', () => {
    const lines = [
      'SAP Certified Associate - ABAP Cloud',
      'SAP',
      'Certification · avril 2022',
      'BUT Informatique',
      'IUT de Lannion',
      'Diplôme · septembre 2021',
    ];
    expect(certificates('education', lines)).toEqual([
      c('SAP Certified Associate - ABAP Cloud', 'SAP', 2022),
    ]);
    expect(diplomas('education', lines)).toEqual([d('BUT Informatique', 'IUT de Lannion', 2021)]);
  });

  it('takes a line opening with a lower-case month as a new entry, not the end of the last', () => {
    expect(
      certificates('certifications', [
        'février 2018\tOracle Certified Professional: Java SE 17 Developer',
        wrapped('Oracle'),
        wrapped('juin 2017\tProfessional Scrum Master I (PSM I)'),
      ]),
    ).toEqual([
      c('Oracle Certified Professional: Java SE 17 Developer', 'Oracle', 2018),
      c('Professional Scrum Master I (PSM I)', null, 2017),
    ]);
  });

  it('never parts a title at its comma because of the kind cell after it', () => {
    expect(
      certificates('certifications', [
        'septembre 2023\tOracle Certified Professional, Java SE 17\tCertification',
        'Oracle',
      ]),
    ).toEqual([c('Oracle Certified Professional, Java SE 17', 'Oracle', 2023)]);
  });

  it('keeps a school written with a hyphen between its names as written', () => {
    expect(diplomas('education', ['2009\tMBA Transformation digitale', 'IAE Paris - Sorbonne'])).toEqual([
      d('MBA Transformation digitale', 'IAE Paris - Sorbonne', 2009),
    ]);
  });

  it('never takes a title of three words, or a dated line, for an issuer', () => {
    expect(
      certificates('certifications', [
        'Databricks Certified Data Engineer Associate (2023)',
        'Snowflake SnowPro Core',
        'Obscura Cloud Expert (2022)',
      ]),
    ).toEqual([
      c('Databricks Certified Data Engineer Associate', null, 2023),
      c('Snowflake SnowPro Core', null, null),
      c('Obscura Cloud Expert', null, 2022),
    ]);
  });

  it('takes each block parted by space as one entry when each holds one dated line, the line under the title as written', () => {
    // Highlight's own documents: a degree word in the school's line, a school named in lower
    // case, a school's name cut by a dash — none of them opens an entry inside its block.
    const lines = [
      line('août 2020\tISTQB Certified Tester Foundation Level\tCertification', { gapBefore: 0.6 }),
      wrapped('CFTL / ISTQB'),
      line('septembre 2019\tMaster Informatique\tDiplôme', { gapBefore: 0.4 }),
      wrapped('Université Toulouse III - Paul Sabatier'),
      line('septembre 2017\tBUT Informatique\tDiplôme', { gapBefore: 0.4 }),
      wrapped('Lycée Chaptal (BTS)'),
      line('juillet 2008\tMBA Management\tDiplôme', { gapBefore: 0.4 }),
      wrapped('Sorbonne Université, Paris'),
    ];
    expect(diplomas('certifications', lines)).toEqual([
      d('Master Informatique', 'Université Toulouse III - Paul Sabatier', 2019),
      d('BUT Informatique', 'Lycée Chaptal (BTS)', 2017),
      d('MBA Management', 'Sorbonne Université', 2008),
    ]);
    expect(certificates('certifications', lines)).toEqual([
      c('ISTQB Certified Tester Foundation Level', 'CFTL / ISTQB', 2020),
    ]);
  });

  it('reads blocks of three lines, "kind · date" last, the issuer under the title', () => {
    const lines = [
      line('Project Management Professional (PMP)'),
      wrapped('Project Management Institute'),
      wrapped('Certification · juillet 2017'),
      line('Master Management de projets'),
      wrapped('emlyon business school'),
      wrapped('Diplôme · juillet 2008'),
    ];
    expect(certificates('certifications', lines)).toEqual([
      c('Project Management Professional (PMP)', 'Project Management Institute', 2017),
    ]);
    expect(diplomas('certifications', lines)).toEqual([
      d('Master Management de projets', 'emlyon business school', 2008),
    ]);
  });

  it('tells entries by their words when the space does not part one dated line per block', () => {
    // Two dated lines in one block: the space says nothing, each date opens its entry.
    expect(
      diplomas('education', [
        line('2015\tMaster Informatique, Université de Nantes'),
        wrapped('2013\tLicence Informatique, Université de Nantes'),
        line('2010\tBaccalauréat S'),
        wrapped('Lycée Clemenceau'),
      ]),
    ).toEqual([
      d('Master Informatique', 'Université de Nantes', 2015),
      d('Licence Informatique', 'Université de Nantes', 2013),
      d('Baccalauréat S', 'Lycée Clemenceau', 2010),
    ]);
  });

  it('reads a known issuer alone under a title as the issuer, even one that names certifications too', () => {
    expect(
      certificates('certifications', [
        'août 2024\tCompTIA Security+\tCertification',
        wrapped('CompTIA'),
        line('juillet 2012\tCertified Ethical Hacker (CEH)\tCertification'),
        wrapped('EC-Council'),
      ]),
    ).toEqual([
      c('CompTIA Security+', 'CompTIA', 2024),
      c('Certified Ethical Hacker (CEH)', 'EC-Council', 2012),
    ]);
  });

  it('never joins a lower-case line to a row closed by its kind cell, or to a paragraph’s part after a line break', () => {
    expect(
      diplomas('education', [
        line('août 2006\tMBA Transformation digitale\tDiplôme', { x: 40, y: 100 }),
        line('emlyon business school', { x: 120, y: 112, gapBefore: 0 }),
      ]),
    ).toEqual([d('MBA Transformation digitale', 'emlyon business school', 2006)]);
    // DOCX: the two parts of one paragraph share its y; a PDF's wrapped line has its own.
    expect(
      diplomas('education', [
        line('Master Management de projets (2008)', { y: 3 }),
        line('emlyon business school', { y: 3, gapBefore: 0 }),
      ]),
    ).toEqual([d('Master Management de projets', 'emlyon business school', 2008)]);
    expect(
      diplomas('education', [
        line('Master of Science in Computer', { y: 100 }),
        line('science, Université de Nantes (2008)', { y: 112, gapBefore: 0 }),
      ]),
    ).toEqual([d('Master of Science in Computer science', 'Université de Nantes', 2008)]);
  });
});
