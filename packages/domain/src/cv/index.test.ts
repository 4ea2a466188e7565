/**
 * The CV understanding's entry point (issue #28 §1, §3): a laid-out CV of our own writing, as the
 * DOCX reader gives it, through `readCv` with the real catalogue — the preview's person, resume
 * body (valid under `ZResumeBody`, spec §5), confidence per path, unmapped sections and warnings.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../test-support/catalogue.ts';
import { ZResumeBody } from '../resume.ts';
import { buildVocabulary } from '../vocabulary.ts';
import type { CvDocument, CvParagraph } from './layout.ts';
import { readCv, understandCv } from './index.ts';
import { ZCvImportPreview } from './preview.ts';

const vocabulary = buildVocabulary(
  catalogue
    .filter((item) => item.kind === 'skill' || item.kind === 'job')
    .map((item) => ({
      kind: item.kind as 'skill' | 'job',
      id: item.id,
      labels: [item.labelFr, item.labelEn],
      ...(item.aliases && { aliases: item.aliases }),
    })),
);

const paragraph = (text: string, overrides: Partial<CvParagraph> = {}): CvParagraph => ({
  text,
  style: 'Normal',
  headingLevel: null,
  bold: false,
  size: null,
  part: 'body',
  cell: null,
  listItem: false,
  ...overrides,
});
const heading = (text: string) =>
  paragraph(text, { style: 'Heading 1', headingLevel: 1, bold: true, size: 14 });
const bullet = (text: string) => paragraph(text, { listItem: true });

const cv: CvDocument = {
  format: 'docx',
  paragraphs: [
    paragraph('Camille ROUSSEAU', { style: 'Title', size: 24, bold: true }),
    paragraph('Développeuse Java', { style: 'Subtitle', size: 14 }),
    paragraph('camille.rousseau@example.com · 06 39 98 20 31 · Lyon'),
    heading('Profil'),
    paragraph('Développeuse Java depuis sept ans, je conçois des API pour la banque et l’assurance.'),
    heading('Expériences professionnelles'),
    paragraph('Développeuse Java senior — Banque Exemple\tjanv. 2020 – aujourd’hui', { bold: true }),
    paragraph('Refonte du système de paiement instantané.'),
    bullet('Conception d’API REST en Spring Boot'),
    bullet('Migration vers Kubernetes'),
    paragraph('Environnement technique : Java 17, Spring Boot, Kafka, PostgreSQL'),
    paragraph('Développeuse — Assurances Lumière\tsept. 2016 – déc. 2019', { bold: true }),
    paragraph('Maintenance d’une application de gestion des contrats.'),
    heading('Formation'),
    paragraph('Master Informatique — Université Lyon 1\t2016'),
    heading('Langues'),
    paragraph('Anglais : courant (C1) ; Espagnol : notions'),
    heading('Compétences'),
    paragraph('Langages : Java, SQL, TypeScript'),
    paragraph('Outils : Git, Jenkins, Obscurix Studio'),
    heading('Centres d’intérêt'),
    paragraph('Escalade, photographie'),
  ],
};

const NOW = new Date('2026-11-28T12:00:00Z');
/**
 * The preview of `cv`, read inside each test (not when the module loads), so that mutation testing
 * knows which test covers which rule.
 */
const previewOf = () => readCv(cv, { vocabulary, catalogue, locale: 'fr', now: NOW });

describe('readCv: the preview of a CV (issue #28 §3)', () => {
  it('answers the contract, its resume valid as a PATCH body (spec §5)', () => {
    const preview = previewOf();
    expect(ZCvImportPreview.safeParse(preview).success).toBe(true);
    expect(ZResumeBody.safeParse(preview.resume).success).toBe(true);
  });

  it('reads the person, the phone in spec §5 form', () => {
    const preview = previewOf();
    expect(preview.person).toEqual({
      firstname: 'Camille',
      lastname: 'ROUSSEAU',
      email: 'camille.rousseau@example.com',
      phoneNumber: '+33 6 39 98 20 31',
    });
    expect(preview.confidence['person.email']).toBe(0.95);
  });

  it('reads the headline as the desired position and the profile as the summary', () => {
    const preview = previewOf();
    expect(preview.resume.desiredPosition).toBe('Développeuse Java');
    expect(preview.resume.summary).toBe(
      'Développeuse Java depuis sept ans, je conçois des API pour la banque et l’assurance.',
    );
    expect(preview.confidence['resume.summary']).toBe(0.9);
  });

  it('reads the experiences sorted (spec §4), the ongoing one first, with their projects and environments', () => {
    const preview = previewOf();
    const [current, former] = preview.resume.experiences;
    expect(current).toMatchObject({
      corporation: 'Banque Exemple',
      position: 'Développeuse Java senior',
      startDate: '2020-01',
      endDate: null,
      context: 'Refonte du système de paiement instantané.',
    });
    expect(current!.projectExperiences.map((project) => project.name)).toEqual([
      'Conception d’API REST en Spring Boot',
      'Migration vers Kubernetes',
    ]);
    const environment = (index: number) =>
      current!.projectExperiences[index]!.technicalEnvironment.map((skill) => skill.id).sort();
    // Each project names its own skills, and the mission's environment applies to every project of it.
    expect(environment(0)).toEqual(
      expect.arrayContaining(['java', 'spring-boot', 'apache-kafka', 'postgresql', 'rest-api']),
    );
    expect(environment(1)).toEqual(expect.arrayContaining(['kubernetes', 'java']));
    expect(former).toMatchObject({
      corporation: 'Assurances Lumière',
      startDate: '2016-09',
      endDate: '2019-12',
    });
    expect(preview.confidence['resume.experiences.0.startDate']).toBeGreaterThan(0.8);
  });

  it('reads the diploma, the languages with their levels, the skills, a custom one kept', () => {
    const preview = previewOf();
    expect(preview.resume.diplomas).toEqual([
      expect.objectContaining({
        graduate: 'diploma',
        school: 'Université Lyon 1',
        graduateYears: { year: 2016, month: 1 },
      }),
    ]);
    expect(preview.resume.languages.map((language) => [language.code, language.level])).toEqual([
      ['en', 'full_professional'],
      ['es', 'notions'],
    ]);
    const skills = preview.resume.technicalSkills.flatMap((entry) => entry.skills);
    const ids = skills.filter((skill) => !skill.custom).map((skill) => skill.id);
    expect(ids).toEqual(
      expect.arrayContaining(['java', 'typescript', 'git', 'jenkins', 'kubernetes', 'apache-kafka']),
    );
    expect(skills.filter((skill) => skill.custom).map((skill) => skill.label)).toEqual(['Obscurix Studio']);
  });

  it('shows what reached no field, and warns of a completed month', () => {
    const preview = previewOf();
    expect(preview.unmapped).toEqual([
      { section: 'interests', text: 'Centres d’intérêt — Escalade, photographie' },
    ]);
    expect(preview.warnings.filter((warning) => warning.code === 'jsonResume.adjusted.monthAssumed')).toEqual(
      [{ code: 'jsonResume.adjusted.monthAssumed', path: null, text: 'Master Informatique' }],
    );
  });

  it('reads an empty document into an empty, valid preview', () => {
    const empty = readCv({ format: 'docx', paragraphs: [] }, { vocabulary, catalogue });
    expect(empty.person).toEqual({ firstname: '', lastname: '', email: '', phoneNumber: '' });
    expect(ZResumeBody.safeParse(empty.resume).success).toBe(true);
    expect(empty.resume.experiences).toEqual([]);
    expect(understandCv({ format: 'pdf', pages: [] }, vocabulary).experiences).toEqual([]);
  });
});

describe('readCv: what Highlight’s own documents print (issue #28 round trip)', () => {
  const own: CvDocument = {
    format: 'docx',
    paragraphs: [
      paragraph('Karim BENALI', { style: 'Title', size: 24, bold: true }),
      paragraph('karim.benali@example.com · +33 6 39 98 20 40'),
      heading('Métiers et expérience'),
      paragraph('Développeur Java\t9 ans et 4 mois'),
      paragraph('Développeur back-end', { bold: true }),
      paragraph('3 ans'),
      paragraph('Tisserand\t2 ans'),
      heading('Expériences professionnelles'),
      paragraph('Développeur Java — Crédit Exemple – Banque\tjanv. 2020 – aujourd’hui', { bold: true }),
      paragraph('Refonte des virements.'),
      paragraph('Développeur Java — Atelier Nord – Industrie\tmars 2016 – déc. 2019', { bold: true }),
      paragraph('Maintenance de la GMAO.'),
      paragraph('Développeur — Maison Verte – Jardins\tmai 2014 – févr. 2016', { bold: true }),
      paragraph('Site vitrine.'),
    ],
  };
  const readOwn = () => readCv(own, { vocabulary, catalogue, locale: 'fr', now: NOW });

  it('reads the professions with their months, on one line or two, a non-catalogue one left out', () => {
    const read = readOwn();
    expect(read.resume.jobs.map((entry) => [entry.job.id, entry.experienceMonths])).toEqual([
      [catalogue.find((item) => item.kind === 'job' && item.labelFr === 'Développeur Java')!.id, 112],
      [catalogue.find((item) => item.kind === 'job' && item.labelFr === 'Développeur back-end')!.id, 36],
    ]);
    expect(read.confidence['resume.jobs.0']).toBe(0.8);
  });

  it('parts a catalogue sector printed after the company from its name, and only a catalogue one', () => {
    const read = readOwn();
    const sectorId = (label: string) =>
      catalogue.find((item) => item.kind === 'sector' && item.labelFr === label)!.id;
    expect(read.resume.experiences.map((entry) => [entry.corporation, entry.sector])).toEqual([
      ['Crédit Exemple', sectorId('Banque')],
      ['Atelier Nord', sectorId('Industrie')],
      ['Maison Verte – Jardins', null],
    ]);
  });

  it('takes the line naming a catalogue sector for the company when the words could not tell it from the position', () => {
    const swapped = readCv(
      {
        format: 'docx',
        paragraphs: [
          heading('Expériences professionnelles'),
          paragraph('Bureau Nord – Secteur public\tmars 2024 – aujourd’hui', { bold: true }),
          paragraph('PMO'),
          paragraph('Mise en place du PMO.'),
        ],
      },
      { vocabulary, catalogue, locale: 'fr', now: NOW },
    );
    expect(
      swapped.resume.experiences.map((entry) => [entry.corporation, entry.position, entry.sector]),
    ).toEqual([
      [
        'Bureau Nord',
        'PMO',
        catalogue.find((item) => item.kind === 'sector' && item.labelFr === 'Secteur public')!.id,
      ],
    ]);
  });

  it('reads the skills named anywhere in an experience but in its company’s name, and in the projects', () => {
    const named = readCv(
      {
        format: 'docx',
        paragraphs: [
          heading('Expériences professionnelles'),
          paragraph('Comptable — Oracle', { bold: true }),
          paragraph('2019-01 — 2021-06 | Clojure Kafka'),
          paragraph('Clôtures mensuelles.'),
          heading('Projets'),
          paragraph('Blog personnel en Ruby'),
        ],
      },
      { vocabulary, catalogue, locale: 'fr', now: NOW },
    );
    const ids = named.resume.technicalSkills.flatMap((entry) => entry.skills.map((skill) => skill.id));
    expect(ids).toEqual(expect.arrayContaining(['clojure', 'apache-kafka', 'ruby']));
    expect(ids).not.toContain('oracle-database');
    expect(named.resume.experiences.map((entry) => entry.corporation)).toEqual(['Oracle']);
  });

  it('keeps the month a diploma or a certification is dated with, and assumes none', () => {
    const dated = readCv(
      {
        format: 'docx',
        paragraphs: [
          heading('Diplômes et certifications'),
          paragraph('juillet 2008\tMaster Management de projets\tDiplôme'),
          paragraph('emlyon business school'),
          paragraph('mars 2017\tProfessional Scrum Master I (PSM I)\tCertification'),
          paragraph('Scrum.org'),
        ],
      },
      { vocabulary, catalogue, locale: 'fr', now: NOW },
    );
    expect(dated.resume.diplomas.map((entry) => [entry.graduate, entry.title, entry.graduateYears])).toEqual([
      ['diploma', 'Master Management de projets', { year: 2008, month: 7 }],
      ['certification', 'Professional Scrum Master I (PSM I)', { year: 2017, month: 3 }],
    ]);
    expect(dated.warnings.filter((warning) => warning.code === 'jsonResume.adjusted.monthAssumed')).toEqual(
      [],
    );
  });
});
