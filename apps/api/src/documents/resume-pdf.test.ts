import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeLabelOf } from '@highlight/domain/reference';
import { emptyResume, ZResumeBody, type ResumeBody } from '@highlight/domain/resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceItem as item } from '../../test/fixtures.ts';
import { DEFAULT_BRANDING, loadBranding } from './branding.ts';
import { renderResumePdf } from './resume-pdf.ts';
import {
  buildResumeView,
  formatExperienceTime,
  resumeFileName,
  type ResumeDocumentInput,
} from './resume-view.ts';

const run = promisify(execFile);

/** The PDF of `input` as the worker draws it: the display view, then PDFKit. */
async function pdfOf(input: ResumeDocumentInput): Promise<Buffer> {
  const bytes = await renderResumePdf(buildResumeView(input), loadBranding(DEFAULT_BRANDING), {
    generatedAt: input.generatedAt,
  });
  return Buffer.from(bytes);
}

const labelOf = makeLabelOf([
  item('domain', 'dev', 'Développement', 'Development'),
  item('domain', 'cloud', 'Cloud et DevOps', 'Cloud and DevOps'),
  item('skill', 'ts', 'TypeScript', 'TypeScript'),
  item('skill', 'java', 'Java', 'Java'),
  item('skill', 'testing', 'Tests automatisés', 'Automated testing'),
  item('skill', 'k8s', 'Kubernetes', 'Kubernetes'),
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

const customSkill = { id: 'custom-x', custom: true, label: 'Outil maison' };

// Finished experience first and ongoing second, so the document's order proves the sorting.
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
          description: 'Développement des API de virement instantané.',
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
          technicalEnvironment: [{ id: 'k8s' }, customSkill],
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
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'highlight-pdf-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** The PDF's text as pdftotext extracts it, whitespace runs collapsed, and its page count. */
async function extract(pdf: Buffer, name: string): Promise<{ text: string; pages: number }> {
  const file = join(directory, `${name}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  const pages = stdout.split('\f').filter((page) => page.trim() !== '').length;
  return { text: stdout.replace(/\s+/g, ' '), pages };
}

async function metadata(pdf: Buffer, name: string): Promise<string> {
  const file = join(directory, `${name}-info.pdf`);
  await writeFile(file, pdf);
  return (await run('/usr/bin/pdfinfo', ['-enc', 'UTF-8', file])).stdout;
}

describe('renderResumePdf', () => {
  let fr: string;
  let en: string;
  let frPages: number;
  let enPages: number;

  beforeAll(async () => {
    const started = performance.now();
    const frPdf = await pdfOf({ user, resume, locale: 'fr', labelOf, generatedAt });
    console.info(
      `resume PDF (full fixture, fr, first render) in ${Math.round(performance.now() - started)} ms`,
    );
    const again = performance.now();
    const enPdf = await pdfOf({ user, resume, locale: 'en', labelOf, generatedAt });
    console.info(
      `resume PDF (full fixture, en, fonts loaded) in ${Math.round(performance.now() - again)} ms`,
    );
    ({ text: fr, pages: frPages } = await extract(frPdf, 'fr'));
    ({ text: en, pages: enPages } = await extract(enPdf, 'en'));
  });

  it('shows the names, contact details and desired position', () => {
    for (const text of [fr, en]) {
      expect(text).toContain('Jean-Pierre DUPONT');
      expect(text).toContain('jean-pierre.dupont@example.com');
      expect(text).toContain('+33 6 12 34 56 78');
      expect(text).toContain('Architecte logiciel / Tech lead');
    }
  });

  it('keeps accented French text exact, including œ, « », – and ’', () => {
    for (const text of [fr, en]) {
      expect(text).toContain('Société Générale');
      expect(text).toContain("Ingénieur d'études");
      expect(text).toContain('Maîtrise d’œuvre « clé en main » – paiements instantanés');
      expect(text).toContain('Animation d’ateliers');
      expect(text).toContain('Politechnika Łódzka');
    }
  });

  it('writes headings in the document language only', () => {
    const headings = [
      ['Dossier de compétences', 'Skills file'],
      ['Métiers et expérience', 'Professions and experience'],
      ['Compétences techniques', 'Technical skills'],
      ['Compétences fonctionnelles', 'Functional skills'],
      ['Expériences professionnelles', 'Professional experience'],
      ['Diplômes et certifications', 'Education and certifications'],
      ['Langues', 'Languages'],
      ['Environnement technique', 'Technical environment'],
    ] as const;
    for (const [french, english] of headings) {
      expect(fr).toContain(french);
      expect(fr).not.toContain(english);
      expect(en).toContain(english);
      expect(en).not.toContain(french);
    }
  });

  it('translates catalogue labels and keeps custom labels', () => {
    expect(fr).toContain('Développement');
    expect(fr).toContain('TypeScript, Java, Tests automatisés, Outil maison');
    expect(fr).toContain('Développeur full stack');
    expect(fr).toContain('Banque et assurance');
    expect(fr).toContain('Banque de détail');
    expect(en).toContain('Development');
    expect(en).not.toContain('Tests automatisés');
    expect(en).not.toContain('Banque');
    expect(en).toContain('TypeScript, Java, Automated testing, Outil maison');
    expect(en).toContain('Full-stack developer');
    expect(en).toContain('Banking and insurance');
    expect(en).toContain('Retail banking');
    expect(en).toContain('Kubernetes, Outil maison');
  });

  it('shows experience time per profession in words', () => {
    expect(fr).toContain('3 ans et 2 mois');
    expect(fr).toContain('1 an ');
    expect(fr).toContain('5 mois');
    expect(en).toContain('3 years 2 months');
    expect(en).toContain('1 year ');
    expect(en).toContain('5 months');
  });

  it('shows date ranges with the translated present label and personal projects', () => {
    expect(fr).toContain('juil. 2021 – aujourd’hui');
    expect(fr).toContain('sept. 2018 – juin 2021');
    expect(fr).toContain('Projet personnel');
    expect(en).toContain('Jul 2021 – present');
    expect(en).toContain('Sept 2018 – Jun 2021');
    expect(en).toContain('Personal project');
  });

  it('lists the ongoing experience before the finished ones', () => {
    for (const text of [fr, en]) {
      expect(text.indexOf('Atelier Numérique')).toBeGreaterThan(-1);
      expect(text.indexOf('Atelier Numérique')).toBeLessThan(text.indexOf('Société Générale'));
      expect(text.indexOf('Société Générale')).toBeLessThan(text.indexOf('Mainteneur'));
    }
  });

  it('shows diplomas, certifications and languages', () => {
    expect(fr).toContain('Master Informatique');
    expect(fr).toContain('Certified Kubernetes Administrator');
    expect(fr).toContain('juin 2018');
    expect(fr).toContain('Diplôme');
    expect(fr).toContain('Français');
    expect(fr).toContain('Bilingue ou langue maternelle');
    expect(fr).toContain('Anglais');
    expect(fr).toContain('TOEIC 905');
    expect(en).toContain('June 2018');
    expect(en).toContain('Diploma');
    expect(en).toContain('French');
    expect(en).toContain('Bilingual or native');
    expect(en).toContain('English');
    expect(en).toContain('TOEIC 905');
    // The most recent first.
    expect(en.indexOf('Certified Kubernetes Administrator')).toBeLessThan(en.indexOf('Master Informatique'));
  });

  it('has a footer with the generation date and page numbers', () => {
    expect(fr).toContain('Généré le 22 novembre 2026');
    expect(fr).toContain(`Page 1 / ${frPages}`);
    expect(fr).toContain(`Page ${frPages} / ${frPages}`);
    expect(en).toContain('Generated on 22 November 2026');
    expect(en).toContain(`Page 1 of ${enPages}`);
    expect(en).not.toContain('Page 1 /');
  });
});

describe('renderResumePdf anonymised', () => {
  it('shows the trigram instead of the names, email and phone, in the text and the metadata', async () => {
    const pdf = await pdfOf({ user, resume, locale: 'fr', labelOf, anonymised: true, generatedAt });
    const { text } = await extract(pdf, 'anonymised');
    const info = await metadata(pdf, 'anonymised');
    expect(text).toContain('JDU');
    expect(text).toContain('Société Générale');
    for (const secret of ['Dupont', 'DUPONT', 'Jean-Pierre', 'example.com', '12 34 56 78']) {
      expect(text).not.toContain(secret);
      expect(info).not.toContain(secret);
    }
    expect(info).toContain('Dossier de compétences – JDU');
  });
});

describe('renderResumePdf with an empty resume', () => {
  it('renders a valid one-page PDF with the name and no section', async () => {
    const pdf = await pdfOf({ user, resume: emptyResume(), locale: 'en', labelOf });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await extract(pdf, 'empty');
    expect(pages).toBe(1);
    expect(text).toContain('Jean-Pierre DUPONT');
    expect(text).not.toContain('Technical skills');
    expect(text).not.toContain('Languages');
  });
});

describe('renderResumePdf over several pages', () => {
  it('numbers every page', async () => {
    const long = ZResumeBody.parse({
      ...resume,
      experiences: Array.from({ length: 14 }, (_, index) => ({
        ...resume.experiences[0],
        id: `long-${index}`,
        projectExperiences: resume.experiences[0]!.projectExperiences.map((project, projectIndex) => ({
          ...project,
          id: `long-${index}-${projectIndex}`,
        })),
        startDate: `${2000 + index}-01`,
        endDate: `${2000 + index}-12`,
      })),
    });
    const pdf = await pdfOf({ user, resume: long, locale: 'fr', labelOf, generatedAt });
    const { text, pages } = await extract(pdf, 'long');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page 1 / ${pages}`);
    expect(text).toContain(`Page ${pages} / ${pages}`);
  });
});

describe('formatExperienceTime', () => {
  it.each([
    [1, '1 mois', '1 month'],
    [11, '11 mois', '11 months'],
    [12, '1 an', '1 year'],
    [13, '1 an et 1 mois', '1 year 1 month'],
    [24, '2 ans', '2 years'],
    [38, '3 ans et 2 mois', '3 years 2 months'],
    [600, '50 ans', '50 years'],
  ])('%i months', (months, french, english) => {
    expect(formatExperienceTime(months, 'fr')).toBe(french);
    expect(formatExperienceTime(months, 'en')).toBe(english);
  });
});

describe('resumeFileName', () => {
  const date = new Date('2026-11-22T10:00:00Z');
  it.each([
    [{ firstname: 'Jean-Pierre', lastname: 'Dupont' }, 'pdf', 'DUPONT_Jean-Pierre_2026-11-22.pdf'],
    [{ firstname: 'jean pierre', lastname: 'dupont' }, 'docx', 'DUPONT_Jean-Pierre_2026-11-22.docx'],
    [{ firstname: 'Hélène', lastname: 'Lefèvre-Écuyer' }, 'pdf', 'LEFÈVRE-ÉCUYER_Hélène_2026-11-22.pdf'],
    [{ firstname: 'Zoé', lastname: "d'Œillet" }, 'pdf', 'D-ŒILLET_Zoé_2026-11-22.pdf'],
    [{ firstname: 'Zoe\u0301', lastname: 'Dvořák' }, 'pdf', 'DVOŘÁK_Zoé_2026-11-22.pdf'],
    [{ firstname: ' Anne / Marie ', lastname: 'Le  Gall:<>' }, 'pdf', 'LE-GALL_Anne-Marie_2026-11-22.pdf'],
    [{ firstname: '', lastname: 'JDU' }, 'pdf', 'JDU_2026-11-22.pdf'],
  ] as const)('%o → %s', (person, extension, expected) => {
    expect(resumeFileName(person, date, extension)).toBe(expected);
  });

  it('dates the file in Paris time', () => {
    // 23:30 UTC on 22 November is 00:30 on 23 November in Paris.
    expect(resumeFileName(user, new Date('2026-11-22T23:30:00Z'), 'pdf')).toBe(
      'DUPONT_Jean-Pierre_2026-11-23.pdf',
    );
  });
});
