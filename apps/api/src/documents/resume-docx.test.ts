import { text as streamText } from 'node:stream/consumers';
import { makeLabelOf } from '@highlight/domain/reference';
import { emptyResume, ZResumeBody, type ResumeBody } from '@highlight/domain/resume';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { referenceItem as item } from '../../test/fixtures.ts';
import type { Branding } from './branding.ts';
import { renderResumeDocx } from './resume-docx.ts';
import { buildResumeView, type ResumeDocumentInput } from './resume-view.ts';

const branding: Branding = { firmName: 'Cabinet Exemple', accentColor: '#1d3f6e', logo: null };
/** A valid 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG as far as its size: SOI, an APP0 segment, then SOF0 of 40 × 20 pixels. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x14, 0x00, 0x28, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01,
  0x03, 0x11, 0x01, 0xff, 0xd9,
]);

const labelOf = makeLabelOf([
  item('domain', 'dev', 'Développement', 'Development'),
  item('domain', 'cloud', 'Cloud et DevOps', 'Cloud and DevOps'),
  item('skill', 'ts', 'TypeScript', 'TypeScript'),
  item('skill', 'java', 'Java', 'Java'),
  item('skill', 'testing', 'Tests automatisés', 'Automated testing'),
  item('skill', 'k8s', 'Kubernetes', 'Kubernetes'),
  item('skill', 'graphql', 'GraphQL', 'GraphQL'),
  item('job', 'fullstack', 'Développeur full stack', 'Full-stack developer'),
  item('job', 'study-eng', "Ingénieur d'études", 'Software engineer'),
  item('job', 'tech-lead', 'Responsable technique', 'Technical lead'),
  item('sector', 'bank', 'Banque et assurance', 'Banking and insurance'),
  item('sector', 'public', 'Secteur public', 'Public sector'),
  item('sub_sector', 'retail-banking', 'Banque de détail', 'Retail banking'),
]);

const user = {
  firstname: 'Jean-Pierre',
  lastname: 'Dupont',
  email: 'jean-pierre.dupont@example.com',
  phoneNumber: '+33 6 12 34 56 78',
  trigram: 'JDU',
};
const SECRETS = ['Dupont', 'DUPONT', 'Jean-Pierre', 'jean-pierre', 'example.com', '12 34 56 78'];

const customSkill = { id: 'custom-x', custom: true, label: 'Outil maison' };

// Finished experience first and ongoing second, so the document's order proves the sorting. A name
// typed into a description proves that the anonymised file removes it.
const resume: ResumeBody = ZResumeBody.parse({
  desiredPosition: 'Architecte logiciel / Tech lead',
  jobs: [
    { job: { id: 'fullstack' }, experienceMonths: 38 },
    { job: { id: 'study-eng' }, experienceMonths: 12 },
    { job: { id: 'tech-lead' }, experienceMonths: 5 },
  ],
  technicalSkills: [
    { domain: { id: 'dev' }, skills: [{ id: 'ts' }, { id: 'java' }, { id: 'testing' }, customSkill] },
    { domain: { id: 'cloud' }, skills: [{ id: 'k8s' }] },
  ],
  softSkills: ['Animation d’ateliers', 'Conduite du changement', 'Gestion de projet'],
  experiences: [
    {
      id: 'e1',
      corporation: 'Société Générale',
      sector: 'bank',
      position: "Ingénieur d'études",
      context: 'Maîtrise d’œuvre « clé en main » – paiements instantanés',
      startDate: '2018-09',
      endDate: '2021-06',
      projectExperiences: [
        {
          id: 'p1',
          name: 'Plateforme de paiements',
          description:
            'Développement des API de virement instantané.\nRevue de code avec Jean-Pierre Dupont.',
          technicalEnvironment: [{ id: 'java' }, { id: 'testing' }],
          jobs: [{ id: 'study-eng' }],
          subSectors: ['retail-banking'],
        },
      ],
    },
    {
      id: 'e2',
      corporation: 'Atelier Numérique',
      sector: 'public',
      position: 'Responsable technique',
      context: 'Refonte du portail citoyen',
      startDate: '2021-07',
      endDate: null,
      projectExperiences: [
        {
          id: 'p2',
          name: 'Portail citoyen',
          description: 'Migration vers Kubernetes.',
          technicalEnvironment: [customSkill, { id: 'k8s' }],
          jobs: [{ id: 'tech-lead' }],
        },
      ],
    },
    {
      id: 'e3',
      personalProject: true,
      position: 'Mainteneur',
      context: 'Bibliothèque open source',
      startDate: '2015-01',
      endDate: '2016-03',
    },
  ],
  diplomas: [
    {
      id: 'd1',
      graduate: 'diploma',
      title: 'Master Informatique',
      school: 'Politechnika Łódzka',
      graduateYears: { year: 2018, month: 6 },
    },
    {
      id: 'd2',
      graduate: 'certification',
      title: 'Certified Kubernetes Administrator',
      school: 'Cloud Native Computing Foundation',
      graduateYears: { year: 2023, month: 3 },
    },
  ],
  languages: [
    { code: 'fr', level: 'bilingual_native' },
    { code: 'en', level: 'toeic', score: 905 },
  ],
});

const generatedAt = new Date('2026-11-22T10:00:00Z');

/** The DOCX of `input` as the worker renders it: the display view, then docx. */
async function docxOf(input: Omit<ResumeDocumentInput, 'labelOf'>, brand = branding): Promise<Buffer> {
  const view = buildResumeView({ labelOf, generatedAt, ...input });
  return Buffer.from(await renderResumeDocx(view, brand, { generatedAt }));
}

/** Every part of the package, by path, as text (media parts as latin1). */
async function partsOf(docx: Buffer): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(docx, { lazyEntries: true });
  const parts = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    parts.set(entry.fileName, await streamText(await zip.openReadStreamPromise(entry)));
  }
  return parts;
}

/** The document's text as mammoth reads it, whitespace runs collapsed. */
async function textOf(docx: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: docx })).value.replace(/\s+/g, ' ');
}

/** Asserts that each of `needles` occurs in `haystack`, each after the previous one. */
function expectInOrder(haystack: string, needles: readonly string[]): void {
  let from = 0;
  for (const needle of needles) {
    const at = haystack.indexOf(needle, from);
    expect(at, `"${needle}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + needle.length;
  }
}

const HEADINGS = [
  ['Métiers et expérience', 'Professions and experience'],
  ['Compétences techniques', 'Technical skills'],
  ['Compétences fonctionnelles', 'Functional skills'],
  ['Expériences professionnelles', 'Professional experience'],
  ['Diplômes et certifications', 'Education and certifications'],
  ['Langues', 'Languages'],
] as const;

describe('renderResumeDocx', () => {
  let frDocx: Buffer;
  let fr: string;
  let en: string;
  let frHtml: string;
  let frParts: Map<string, string>;

  beforeAll(async () => {
    frDocx = await docxOf({ user, resume, locale: 'fr' });
    const enDocx = await docxOf({ user, resume, locale: 'en' });
    fr = await textOf(frDocx);
    en = await textOf(enDocx);
    frHtml = (await mammoth.convertToHtml({ buffer: frDocx })).value;
    frParts = await partsOf(frDocx);
  });

  it('holds every section in the PDF order, in French', () => {
    expectInOrder(fr, [
      'Dossier de compétences · Cabinet Exemple',
      'Jean-Pierre DUPONT',
      'Architecte logiciel / Tech lead',
      "d'expérience",
      'jean-pierre.dupont@example.com',
      '+33 6 12 34 56 78',
      'Métiers et expérience',
      'Développeur full stack',
      '3 ans et 2 mois',
      "Ingénieur d'études",
      '1 an',
      'Responsable technique',
      '5 mois',
      'Compétences techniques',
      'Développement',
      'TypeScript, Java, Tests automatisés, Outil maison',
      'Cloud et DevOps',
      'Kubernetes',
      'Compétences fonctionnelles',
      'Animation d’ateliers',
      'Conduite du changement',
      'Gestion de projet',
      'Expériences professionnelles',
      'Atelier Numérique – Secteur public',
      'juil. 2021 – aujourd’hui',
      'Responsable technique',
      'Contexte : Refonte du portail citoyen',
      'Portail citoyen',
      'Migration vers Kubernetes.',
      'Environnement technique : Outil maison, Kubernetes',
      'Métiers : Responsable technique',
      'Société Générale – Banque et assurance',
      'sept. 2018 – juin 2021',
      "Ingénieur d'études",
      'Contexte : Maîtrise d’œuvre « clé en main » – paiements instantanés',
      'Plateforme de paiements',
      'Développement des API de virement instantané.',
      'Revue de code avec Jean-Pierre Dupont.',
      'Environnement technique : Java, Tests automatisés',
      "Métiers : Ingénieur d'études",
      'Banque de détail',
      'Projet personnel',
      'Mainteneur',
      'Bibliothèque open source',
      'Diplômes et certifications',
      'Certified Kubernetes Administrator',
      'Cloud Native Computing Foundation',
      'Certification',
      'mars 2023',
      'Master Informatique',
      'Politechnika Łódzka',
      'Diplôme',
      'juin 2018',
      'Langues',
      'Français – Bilingue ou langue maternelle',
      'Anglais – TOEIC 905',
    ]);
  });

  it('holds every section in the PDF order, in English', () => {
    expectInOrder(en, [
      'Skills file · Cabinet Exemple',
      'Jean-Pierre DUPONT',
      'Architecte logiciel / Tech lead',
      'of experience',
      'jean-pierre.dupont@example.com',
      'Professions and experience',
      'Full-stack developer',
      '3 years 2 months',
      'Technical skills',
      'Development',
      'TypeScript, Java, Automated testing, Outil maison',
      'Cloud and DevOps',
      'Functional skills',
      'Animation d’ateliers',
      'Professional experience',
      'Atelier Numérique – Public sector',
      'Jul 2021 – present',
      'Context: Refonte du portail citoyen',
      'Technical environment: Outil maison, Kubernetes',
      'Société Générale – Banking and insurance',
      'Sept 2018 – Jun 2021',
      'Sub-sectors: Retail banking',
      'Personal project',
      'Education and certifications',
      'Certified Kubernetes Administrator',
      'Master Informatique',
      'Diploma',
      'June 2018',
      'Languages',
      'French – Bilingual or native',
      'English – TOEIC 905',
    ]);
  });

  it('writes headings and labels in the document language only', () => {
    for (const [french, english] of [
      ...HEADINGS,
      ['Dossier de compétences', 'Skills file'],
      ['Environnement technique', 'Technical environment'],
    ]) {
      expect(fr).toContain(french);
      expect(fr).not.toContain(english);
      expect(en).toContain(english);
      expect(en).not.toContain(french);
    }
  });

  it('uses Word heading styles and bullet lists', () => {
    expect(frHtml).toContain('<h1>Métiers et expérience</h1>');
    expect(frHtml).toContain('<h1>Langues</h1>');
    expect(frHtml).toContain('<h2>Atelier Numérique – Secteur public</h2>');
    expect(frHtml).toContain('<h3>Portail citoyen</h3>');
    expect(frHtml).toContain(
      '<ul><li>Animation d’ateliers</li><li>Conduite du changement</li><li>Gestion de projet</li></ul>',
    );
    expect(frHtml).toMatch(
      /<ul><li><strong>Environnement technique\s:\s<\/strong>Outil maison, Kubernetes<\/li>/,
    );
    const document = frParts.get('word/document.xml')!;
    expect(document).toContain('<w:pStyle w:val="Title"/>');
    expect(document).toContain('<w:pStyle w:val="Heading1"/>');
    expect(document).toContain('<w:pStyle w:val="Heading2"/>');
    expect(document).toMatch(/<w:numPr><w:ilvl w:val="0"\/><w:numId w:val="\d+"\/><\/w:numPr>/);
    expect(frParts.get('word/numbering.xml')).toContain('<w:numFmt w:val="bullet"/>');
  });

  it('styles headings with the firm font and accent colour and sets the spelling language', () => {
    const styles = frParts.get('word/styles.xml')!;
    const heading1 = /<w:style [^>]*w:styleId="Heading1".*?<\/w:style>/s.exec(styles)?.[0] ?? '';
    expect(heading1).toContain('<w:color w:val="1D3F6E"/>');
    expect(heading1).toContain('w:ascii="Calibri"');
    expect(heading1).toContain('<w:keepNext/>');
    expect(heading1).toContain('<w:outlineLvl w:val="0"/>');
    expect(styles).toMatch(/<w:docDefaults>.*<w:lang w:val="fr-FR"\/>.*<\/w:docDefaults>/s);
    expect(styles).toMatch(/<w:docDefaults>.*w:ascii="Calibri".*<\/w:docDefaults>/s);
  });

  it('keeps experience heads with what follows them', () => {
    const document = frParts.get('word/document.xml')!;
    const paragraph = (text: string) =>
      [...document.matchAll(/<w:p>.*?<\/w:p>/gs)]
        .map((match) => match[0])
        .find((xml) => xml.includes(text)) ?? '';
    expect(paragraph('Atelier Numérique')).toContain('<w:keepNext/>');
    expect(paragraph('juil. 2021')).toContain('<w:keepNext/>');
    expect(paragraph('Refonte du portail citoyen')).toContain('<w:keepNext/>');
    expect(paragraph('Plateforme de paiements')).toContain('<w:keepNext/>');
  });

  it('is an A4 page with margins', () => {
    const document = frParts.get('word/document.xml')!;
    expect(document).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(document).toMatch(/<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/);
  });

  it('has a footer with the firm, the generation date and page number fields', () => {
    const footer = [...frParts].find(([path]) => /^word\/footer\d*\.xml$/.test(path))?.[1] ?? '';
    expect(footer).toContain('Cabinet Exemple · Jean-Pierre DUPONT · Généré le 22 novembre 2026');
    expect(footer).toMatch(/<w:tab\/>.*Page <\/w:t>.*PAGE.*<w:t xml:space="preserve"> \/ <\/w:t>.*NUMPAGES/s);
  });

  it('names the firm, never a person, as the author, with the title in the properties', () => {
    const core = frParts.get('docProps/core.xml')!;
    expect(core).toContain('<dc:title>Dossier de compétences – Jean-Pierre DUPONT</dc:title>');
    expect(core).toContain('<dc:creator>Cabinet Exemple</dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy>Cabinet Exemple</cp:lastModifiedBy>');
    expect(core).toContain('<dc:subject>Dossier de compétences</dc:subject>');
    expect(core).toContain('Architecte logiciel / Tech lead, TypeScript');
    expect(core).not.toContain('Un-named');
  });

  it('embeds no image without a logo', () => {
    expect([...frParts.keys()].filter((path) => path.startsWith('word/media/'))).toEqual([]);
  });
});

describe('renderResumeDocx anonymised', () => {
  it('holds no name, email or phone in the text, the properties or any other part', async () => {
    const docx = await docxOf({ user, resume, locale: 'fr', anonymised: true });
    const text = await textOf(docx);
    const parts = await partsOf(docx);
    expect(text).toContain('JDU');
    expect(text).toContain('Revue de code avec JDU.');
    expect(text).toContain('Société Générale');
    expect(parts.get('docProps/core.xml')).toContain('<dc:title>Dossier de compétences – JDU</dc:title>');
    expect(parts.get('docProps/core.xml')).toContain('<dc:creator>Cabinet Exemple</dc:creator>');
    expect(parts.has('docProps/app.xml')).toBe(true);
    for (const secret of SECRETS) {
      expect(text).not.toContain(secret);
      for (const [path, content] of parts) expect(content, path).not.toContain(secret);
    }
  });
});

describe('renderResumeDocx tailored to a request', () => {
  let text: string;
  let document: string;

  beforeAll(async () => {
    const docx = await docxOf({ user, resume, locale: 'fr', focus: ['k8s', 'graphql'] });
    text = await textOf(docx);
    document = (await partsOf(docx)).get('word/document.xml')!;
  });

  it('opens with the key skills the person brings, where and when, never a missing one (issue #27 §5)', () => {
    expectInOrder(text, [
      'Jean-Pierre DUPONT',
      'Compétences clés pour cette demande',
      'Kubernetes – 5 ans et 5 mois · Atelier Numérique (Portail citoyen, depuis 2021)',
      'Métiers et expérience',
    ]);
    expect(text).not.toContain('GraphQL');
    expect(text).not.toContain('Absente');
  });

  it('shows the requested skill first, in bold and the accent colour', () => {
    expectInOrder(text, ['Compétences techniques', 'Cloud et DevOps', 'Kubernetes', 'Développement']);
    expect(text).toContain('Environnement technique : Kubernetes, Outil maison');
    expect(document).toMatch(
      /<w:r><w:rPr><w:b\/><w:bCs\/><w:color w:val="1D3F6E"\/><\/w:rPr><w:t xml:space="preserve">Kubernetes<\/w:t><\/w:r>/,
    );
    expect(document).not.toMatch(/<w:b\/><w:bCs\/><w:color w:val="1D3F6E"\/><\/w:rPr><w:t[^>]*>Java</);
  });

  it('has no key-skills section without a request', async () => {
    expect(await textOf(await docxOf({ user, resume, locale: 'fr' }))).not.toContain('Compétences clés');
  });
});

describe('renderResumeDocx with a logo', () => {
  it('embeds a PNG logo in word/media', async () => {
    const parts = await partsOf(await docxOf({ user, resume, locale: 'fr' }, { ...branding, logo: PNG }));
    const media = [...parts.keys()].filter((path) => path.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect(media[0]).toMatch(/\.png$/);
    expect(parts.get('word/document.xml')).toMatch(/<wp:extent cx="\d+" cy="\d+"\/>/);
    expect(parts.get('word/document.xml')).toContain('descr="Cabinet Exemple"');
  });

  it('embeds a JPEG logo as a JPEG, scaled to its proportions', async () => {
    const parts = await partsOf(await docxOf({ user, resume, locale: 'en' }, { ...branding, logo: JPEG }));
    const media = [...parts.keys()].filter((path) => path.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect(media[0]).toMatch(/\.jpe?g$/);
    // 40 × 20 px at 9525 EMU per pixel: never enlarged.
    expect(parts.get('word/document.xml')).toContain('<wp:extent cx="381000" cy="190500"/>');
  });

  it('rejects a logo that is neither PNG nor JPEG', async () => {
    await expect(
      docxOf({ user, resume, locale: 'fr' }, { ...branding, logo: new TextEncoder().encode('GIF89a') }),
    ).rejects.toThrow(/neither a PNG nor a JPEG/);
  });
});

describe('renderResumeDocx with an empty resume', () => {
  it('renders the name and no section', async () => {
    const docx = await docxOf({ user, resume: emptyResume(), locale: 'en' });
    const text = await textOf(docx);
    expect(text).toContain('Jean-Pierre DUPONT');
    expect(text).toContain('jean-pierre.dupont@example.com');
    for (const [, english] of HEADINGS) expect(text).not.toContain(english);
    expect((await mammoth.convertToHtml({ buffer: docx })).value).not.toContain('<h1>');
  });
});
