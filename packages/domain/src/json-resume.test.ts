/**
 * JSON Resume export and import (json-resume.ts; docs/json-resume.md): the schema package's sample,
 * a full skills file round trip, the anonymised export, the parse errors, the matching rules, the
 * bounds, and a property test that any document imports into a file passing every spec §5 rule.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../test-support/catalogue.ts';
import { propertyRuns } from '../test-support/property-runs.ts';
import {
  JSON_RESUME_IMPORT_MAX_BYTES,
  MAX_EXPERIENCES,
  MAX_LANGUAGES,
  MAX_SOFT_SKILLS,
} from './constants.ts';
import { sortExperiences } from './experience.ts';
import { translate } from './i18n.ts';
import {
  JSON_RESUME_EXTENSION_KEY,
  fromJsonResume,
  jsonResumeSchemaErrors,
  languageCodeFromName,
  languageLevelFromFluency,
  parseJsonResume,
  toJsonResume,
  type JsonResume,
  type JsonResumeExportInput,
} from './json-resume.ts';
import { makeLabelOf } from './reference.ts';
import { catalogueIssues } from './resume-edit.ts';
import { LANGUAGE_LEVELS, ZResumeBody, ZResumeSave, emptyResume, type ResumeBody } from './resume.ts';

/** The catalogue's labels, built afresh in each test that exports (no domain call at collection time). */
const labelOf = () => makeLabelOf(catalogue);

const sampleText = readFileSync(
  createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json'),
  'utf8',
);

const user: JsonResumeExportInput['user'] = {
  firstname: 'Gwendoline',
  lastname: 'Quéméner',
  email: 'gwendoline.quemener@example.com',
  phoneNumber: '+33 6 12 34 56 78',
  trigram: 'GQU',
};

/**
 * Passes every rule of the model: zod (spec §5 fields and bounds, and the rules of a save: no
 * future date, issue #26 §16) and the catalogue rules.
 */
function expectValid(resume: ResumeBody): void {
  const parsed = ZResumeSave.safeParse(resume);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(catalogueIssues(resume, catalogue)).toEqual([]);
}

/** `fromJsonResume` after a trip through text, as an uploaded file takes. */
function importText(text: string, current?: ResumeBody) {
  const parsed = parseJsonResume(text);
  if (!parsed.ok) throw new Error(`unexpected ${parsed.error}: ${parsed.details?.join('; ')}`);
  return fromJsonResume(parsed.document, catalogue, current);
}

function withoutExtension(document: JsonResume): JsonResume {
  const copy = JSON.parse(JSON.stringify(document)) as JsonResume;
  delete copy.meta?.[JSON_RESUME_EXTENSION_KEY];
  return copy;
}

const skillIds = (resume: ResumeBody) =>
  resume.technicalSkills.flatMap((entry) => entry.skills.map((skill) => `${entry.domain.id}/${skill.id}`));

/** Every field of the model: a file built by hand, then parsed like the API stores it. */
const full = (): ResumeBody =>
  ZResumeBody.parse({
    desiredPosition: 'Architecte logiciel / Tech lead',
    jobs: [
      { job: { id: 'software-architect', custom: false }, experienceMonths: 120 },
      { job: { id: 'tech-lead', custom: false }, experienceMonths: 36 },
      {
        job: { id: 'custom-ingenieur-finops', custom: true, label: 'Ingénieur FinOps' },
        experienceMonths: 24,
      },
    ],
    technicalSkills: [
      {
        domain: { id: 'languages', custom: false },
        skills: [
          { id: 'java', custom: false },
          { id: 'kotlin', custom: false },
          { id: 'csharp', custom: false },
          { id: 'custom-socle-maison', custom: true, label: 'Socle maison' },
        ],
      },
      {
        domain: { id: 'devops', custom: false },
        skills: [
          { id: 'kubernetes', custom: false },
          { id: 'docker', custom: false },
        ],
      },
      {
        domain: { id: 'custom-mainframe-maison', custom: true, label: 'Mainframe maison' },
        skills: [
          { id: 'custom-jcl', custom: true, label: 'JCL' },
          { id: 'custom-easytrieve', custom: true, label: 'Easytrieve' },
        ],
      },
    ],
    softSkills: ['Esprit de synthèse', 'Pédagogie', 'Leadership'],
    experiences: [
      {
        id: 'b6f3c1de-0000-4000-8000-000000000001',
        corporation: 'Assurances Exemple',
        personalProject: false,
        sector: 'insurance',
        position: 'Tech lead',
        context: "Refonte du système d'information des contrats",
        startDate: '2017-01',
        endDate: '2021-02',
        projectExperiences: [
          {
            id: 'p-3',
            name: 'Portail courtiers',
            description: 'Portail web des courtiers : devis, souscription et suivi des sinistres.',
            technicalEnvironment: [
              { id: 'kotlin', custom: false },
              { id: 'docker', custom: false },
            ],
            jobs: [{ id: 'tech-lead', custom: false }],
            subSectors: ['life-insurance'],
          },
        ],
      },
      {
        id: 'b6f3c1de-0000-4000-8000-000000000002',
        corporation: 'Banque Exemple',
        personalProject: false,
        sector: 'banking',
        position: 'Architecte logiciel',
        context: 'Modernisation des paiements',
        startDate: '2021-03',
        endDate: null,
        projectExperiences: [
          {
            id: 'p-1',
            name: 'Plateforme de paiement instantané',
            description: 'Conception de la plateforme et accompagnement des équipes.',
            technicalEnvironment: [
              { id: 'java', custom: false },
              { id: 'kubernetes', custom: false },
              { id: 'custom-socle-maison', custom: true, label: 'Socle maison' },
            ],
            jobs: [
              { id: 'software-architect', custom: false },
              { id: 'custom-ingenieur-finops', custom: true, label: 'Ingénieur FinOps' },
            ],
            subSectors: ['retail-banking', 'payments'],
          },
          {
            id: 'p-2',
            name: 'Migration mainframe',
            description: '',
            technicalEnvironment: [{ id: 'custom-jcl', custom: true, label: 'JCL' }],
            jobs: [{ id: 'software-architect', custom: false }],
            subSectors: [],
          },
        ],
      },
      {
        id: 'b6f3c1de-0000-4000-8000-000000000003',
        corporation: '',
        personalProject: true,
        sector: null,
        position: 'Développeur',
        context: 'Application mobile pour une association',
        startDate: '2019-05',
        endDate: '2019-11',
        projectExperiences: [
          {
            id: 'p-4',
            name: 'Application des adhérents',
            description: '',
            technicalEnvironment: [{ id: 'csharp', custom: false }],
            jobs: [],
            subSectors: [],
          },
        ],
      },
    ],
    diplomas: [
      {
        id: 'd-1',
        graduate: 'diploma',
        title: 'Master informatique',
        school: 'Université de Lille',
        graduateYears: { year: 2010, month: 6 },
      },
      {
        id: 'd-2',
        graduate: 'certification',
        title: 'Certified Kubernetes Administrator',
        school: 'CNCF',
        graduateYears: { year: 2022, month: 3 },
      },
    ],
    languages: [
      { code: 'fr', level: 'bilingual_native', score: null },
      { code: 'en', level: 'toeic', score: 905 },
      { code: 'de', level: 'notions', score: null },
    ],
  });

/** issue #27 §7: the profession `basics.label` names ("Architecte logiciel / Tech lead": the first). */
const JOBS_FROM_LABEL = [{ id: 'software-architect', custom: false }];

describe('the schema package sample (sample.resume.json)', () => {
  /** The sample imported afresh by each test. */
  const importSample = () => importText(sampleText);

  it('imports into a valid file with the counts its sections give', () => {
    const imported = importSample();
    expectValid(imported.resume);
    expect(imported.report).toMatchObject({
      extension: 'absent',
      desiredPosition: true,
      // issue #27 §7: the label "Programmer" names a catalogue job (an alias of software developer).
      jobs: 1,
      experiences: 1,
      projects: 3,
      diplomas: 1,
      certifications: 0,
      // HTML → HTML5, CSS → CSS3, Javascript → JavaScript; Mpeg, MP4, GIF are no catalogue skills.
      skills: { catalogue: 3, custom: 3 },
      softSkills: 0,
      languages: 1,
      ignoredSections: ['volunteer', 'awards', 'publications', 'interests', 'references', 'projects'],
      replaces: [],
    });
    expect(imported.report.skipped).toEqual([
      { section: 'basics', reason: 'jsonResume.skipped.invalidPhone', label: '(912) 555-4321' },
    ]);
    expect(imported.person).toEqual({ firstname: 'Richard', lastname: 'Hendriks' });
  });

  it('maps each section onto the model', () => {
    const { resume, report } = importSample();
    expect(resume.desiredPosition).toBe('Programmer');
    expect(skillIds(resume)).toEqual([
      'frontend/html',
      'frontend/css',
      'languages/javascript',
      'custom-compression/custom-mpeg',
      'custom-compression/custom-mp4',
      'custom-compression/custom-gif',
    ]);
    // "Web Development" matches no domain and keeps no custom skill: no empty custom domain.
    expect(resume.technicalSkills[2]?.domain).toEqual({
      id: 'custom-compression',
      custom: true,
      label: 'Compression',
    });
    const [experience] = resume.experiences;
    expect(experience).toMatchObject({
      id: 'imported-experience-1',
      corporation: 'Pied Piper',
      personalProject: false,
      sector: null,
      position: 'CEO/President',
      startDate: '2013-12',
      endDate: '2014-12',
    });
    expect(experience?.context.length).toBeLessThanOrEqual(90);
    expect(experience?.context).toMatch(/^Pied Piper is a multi-platform technology .*…$/);
    expect(report.adjusted).toContainEqual({
      section: 'work',
      reason: 'jsonResume.adjusted.textShortened',
      label: 'Pied Piper',
    });
    expect(experience?.projectExperiences.map((project) => project.name)).toEqual([
      'Build an algorithm for artist to detect if their music was violating copy right infringement laws',
      'Successfully won Techcrunch Disrupt',
      'Optimized an algorithm that holds the current world record for Weisman Scores',
    ]);
    expect(resume.diplomas).toEqual([
      {
        id: 'imported-diploma-1',
        graduate: 'diploma',
        title: 'Bachelor, Information Technology',
        school: 'University of Oklahoma',
        graduateYears: { year: 2014, month: 1 },
      },
    ]);
    expect(resume.languages).toEqual([{ code: 'en', level: 'bilingual_native', score: null }]);
  });

  it('exports back valid against the schema, in both languages and anonymised', () => {
    const imported = importSample();
    for (const locale of ['fr', 'en'] as const) {
      for (const anonymised of [false, true]) {
        const document = toJsonResume({
          user,
          resume: imported.resume,
          locale,
          labelOf: labelOf(),
          anonymised,
        });
        expect(jsonResumeSchemaErrors(document)).toEqual([]);
      }
    }
  });

  it('its standard sections alone give the same file back once imported', () => {
    const imported = importSample();
    const document = withoutExtension(
      toJsonResume({ user, resume: imported.resume, locale: 'en', labelOf: labelOf() }),
    );
    expect(fromJsonResume(document, catalogue).resume).toEqual(imported.resume);
  });
});

describe('a full skills file', () => {
  it('is a valid file to start with', () => {
    expectValid(full());
  });

  it.each(['fr', 'en'] as const)('round-trips exactly through the JSON Resume text (%s)', (locale) => {
    const document = toJsonResume({ user, resume: full(), locale, labelOf: labelOf() });
    expect(jsonResumeSchemaErrors(document)).toEqual([]);
    const { resume, person, report } = importText(JSON.stringify(document, null, 2));
    expect(resume).toEqual(full());
    expect(person).toEqual({
      firstname: 'Gwendoline',
      lastname: 'Quéméner',
      phoneNumber: '+33 6 12 34 56 78',
    });
    expect(report).toMatchObject({
      extension: 'restored',
      desiredPosition: true,
      jobs: 3,
      experiences: 3,
      projects: 4,
      diplomas: 1,
      certifications: 1,
      skills: { catalogue: 5, custom: 3 },
      softSkills: 3,
      languages: 3,
      skipped: [],
      adjusted: [],
      ignoredSections: [],
    });
  });

  it('fills the standard sections for other tools', () => {
    const document = toJsonResume({ user, resume: full(), locale: 'fr', labelOf: labelOf() });
    expect(document.basics).toEqual({
      name: 'Gwendoline Quéméner',
      label: 'Architecte logiciel / Tech lead',
      email: 'gwendoline.quemener@example.com',
      phone: '+33 6 12 34 56 78',
    });
    // spec §4 order: ongoing first, then end date descending.
    expect(document.work?.map((work) => [work.name, work.startDate, work.endDate])).toEqual([
      ['Banque Exemple', '2021-03', undefined],
      ['Assurances Exemple', '2017-01', '2021-02'],
      ['Projet personnel', '2019-05', '2019-11'],
    ]);
    expect(document.work?.[0]).toMatchObject({
      description: 'Banque',
      position: 'Architecte logiciel',
      summary: 'Modernisation des paiements',
      highlights: [
        'Plateforme de paiement instantané — Conception de la plateforme et accompagnement des équipes.',
        'Migration mainframe',
      ],
    });
    expect(document.education).toEqual([
      { institution: 'Université de Lille', area: 'Master informatique', endDate: '2010-06' },
    ]);
    expect(document.certificates).toEqual([
      { name: 'Certified Kubernetes Administrator', date: '2022-03', issuer: 'CNCF' },
    ]);
    expect(document.skills).toEqual([
      { name: 'Langages de programmation', keywords: ['Java', 'Kotlin', 'C#', 'Socle maison'] },
      { name: 'DevOps et CI/CD', keywords: ['Kubernetes', 'Docker'] },
      { name: 'Mainframe maison', keywords: ['JCL', 'Easytrieve'] },
      { name: 'Compétences fonctionnelles', keywords: ['Esprit de synthèse', 'Pédagogie', 'Leadership'] },
    ]);
    expect(document.languages).toEqual([
      { language: 'Français', fluency: 'Bilingue ou langue maternelle' },
      { language: 'Anglais', fluency: 'TOEIC 905' },
      { language: 'Allemand', fluency: 'Notions' },
    ]);
  });

  it('keeps from its standard sections alone everything but the ids, jobs, sub-sectors and project links', () => {
    const original = full();
    for (const locale of ['fr', 'en'] as const) {
      const document = withoutExtension(toJsonResume({ user, resume: original, locale, labelOf: labelOf() }));
      const { resume, report } = fromJsonResume(document, catalogue);
      expectValid(resume);
      expect(report.extension).toBe('absent');
      expect(report.skipped).toEqual([]);
      expect(resume.desiredPosition).toBe(original.desiredPosition);
      expect(resume.jobs.map((entry) => entry.job)).toEqual(JOBS_FROM_LABEL);
      expect(resume.technicalSkills).toEqual(original.technicalSkills);
      expect(resume.softSkills).toEqual(original.softSkills);
      expect(resume.languages).toEqual(original.languages);
      const strip = ({ id: _id, ...diploma }: ResumeBody['diplomas'][number]) => diploma;
      expect(resume.diplomas.map(strip)).toEqual(original.diplomas.map(strip));
      expect(resume.experiences).toEqual(
        sortExperiences(original.experiences).map(
          ({ id: _id, projectExperiences, ...experience }, index) => ({
            ...experience,
            id: `imported-experience-${index + 1}`,
            projectExperiences: projectExperiences.map((project, projectIndex) => ({
              id: `imported-project-${index + 1}-${projectIndex + 1}`,
              name: project.name,
              description: project.description,
              technicalEnvironment: [],
              jobs: [],
              subSectors: [],
            })),
          }),
        ),
      );
    }
  });

  it('takes the standard sections when another tool changed them after the export', () => {
    const document = JSON.parse(
      JSON.stringify(toJsonResume({ user, resume: full(), locale: 'en', labelOf: labelOf() })),
    ) as JsonResume;
    document.work![0]!.position = 'Enterprise architect';
    const { resume, report } = fromJsonResume(document, catalogue);
    expect(report.extension).toBe('edited');
    expect(resume.experiences[0]?.position).toBe('Enterprise architect');
    expect(resume.jobs.map((entry) => entry.job)).toEqual(JOBS_FROM_LABEL);
    expectValid(resume);
  });

  it('ignores an extension naming catalogue entries this catalogue lacks', () => {
    const document = JSON.parse(
      JSON.stringify(toJsonResume({ user, resume: full(), locale: 'en', labelOf: labelOf() })),
    ) as JsonResume;
    const extension = document.meta?.[JSON_RESUME_EXTENSION_KEY] as { resume: ResumeBody };
    extension.resume.jobs[0]!.job.id = 'no-such-job';
    const { resume, report } = fromJsonResume(document, catalogue);
    expect(report.extension).toBe('invalid');
    expect(resume.jobs.map((entry) => entry.job)).toEqual(JOBS_FROM_LABEL);
    expect(resume.technicalSkills).toEqual(full().technicalSkills);
    expectValid(resume);
  });
});

describe('the anonymised export (issue #8)', () => {
  it('holds no name, email or phone anywhere', () => {
    const document = toJsonResume({
      user,
      resume: full(),
      locale: 'fr',
      labelOf: labelOf(),
      anonymised: true,
    });
    expect(jsonResumeSchemaErrors(document)).toEqual([]);
    expect(document.basics).toEqual({ name: 'GQU', label: 'Architecte logiciel / Tech lead' });
    const text = JSON.stringify(document);
    for (const secret of [
      'Gwendoline',
      'Quéméner',
      'quemener',
      user.email,
      user.phoneNumber,
      '612345678',
      '12 34 56',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('imports back the file, and no trigram as a name', () => {
    const document = toJsonResume({
      user,
      resume: full(),
      locale: 'fr',
      labelOf: labelOf(),
      anonymised: true,
    });
    const { resume, person, report } = importText(JSON.stringify(document));
    expect(resume).toEqual(full());
    expect(person).toEqual({});
    expect(report.skipped).toEqual([]);
  });
});

describe('parseJsonResume errors', () => {
  it('answers invalidJson for text that is no JSON', () => {
    const result = parseJsonResume('{"basics": ');
    expect(result).toEqual({ ok: false, error: 'invalidJson', details: [expect.any(String)] });
  });

  it.each([
    ['basics is a number', '{"basics": 3}', 'instance.basics is not of a type(s) object'],
    ['an array', '[]', 'instance is not of a type(s) object'],
    ['null', 'null', 'instance is not of a type(s) object'],
    ['a date that is no ISO 8601 date', '{"work": [{"startDate": "Present"}]}', 'instance.work[0].startDate'],
    ['keywords that are no strings', '{"skills": [{"keywords": [1]}]}', 'instance.skills[0].keywords[0]'],
    ['an email that is no email', '{"basics": {"email": "nobody"}}', 'instance.basics.email'],
  ])('answers invalidSchema for %s', (_case, text, detail) => {
    const result = parseJsonResume(text);
    if (result.ok) throw new Error('parsed');
    expect(Object.keys(result).sort()).toEqual(['details', 'error', 'ok']);
    expect(result.error).toBe('invalidSchema');
    expect(result.details?.some((line) => line.includes(detail))).toBe(true);
  });

  it('answers tooLarge above the bound in UTF-8 bytes, before parsing', () => {
    expect(parseJsonResume(' '.repeat(JSON_RESUME_IMPORT_MAX_BYTES + 1))).toEqual({
      ok: false,
      error: 'tooLarge',
    });
    // Fewer characters than the bound, but two bytes each.
    const accents = `{"basics": {"summary": "${'é'.repeat(JSON_RESUME_IMPORT_MAX_BYTES / 2)}"}}`;
    expect(accents.length).toBeLessThan(JSON_RESUME_IMPORT_MAX_BYTES);
    expect(parseJsonResume(accents)).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('accepts a file starting with a byte order mark', () => {
    expect(parseJsonResume('\uFEFF{"basics": {"name": "Ada"}}')).toEqual({
      ok: true,
      document: { basics: { name: 'Ada' } },
    });
  });

  it('accepts a document of exactly the bound', () => {
    const head = '{"basics": {"name": "Ada"}}';
    const text = head + ' '.repeat(JSON_RESUME_IMPORT_MAX_BYTES - head.length);
    expect(parseJsonResume(text)).toEqual({ ok: true, document: { basics: { name: 'Ada' } } });
  });
});

/** Imports a document holding only `skills`. */
function importSkills(skills: JsonResume['skills']) {
  return fromJsonResume({ skills }, catalogue);
}

describe('matching with the catalogue (spec §5 "must not already exist", spec §7 normalisation)', () => {
  it('ignores case, accents and punctuation, in French and English labels', () => {
    const { resume, report } = importSkills([
      {
        name: 'Misc',
        keywords: [
          'kubernetes',
          'DOCKER',
          'Réact',
          'node js',
          'NodeJS',
          'modelisation de donnees',
          'Data modelling',
          'tests unitaires',
          'UNIT TESTING',
        ],
      },
    ]);
    expect(skillIds(resume)).toEqual([
      'devops/kubernetes',
      'devops/docker',
      'frontend/react',
      'backend/nodejs',
      'data-engineering/data-modeling',
      'testing/unit-testing',
    ]);
    expect(report.skills).toEqual({ catalogue: 6, custom: 0 });
  });

  it('reads C#, C++ and C as distinct skills (spec §7: # → sharp, + → p)', () => {
    const { resume } = importSkills([
      // Q#: a "#" name the catalogue lacks (F# joined it, issue #27 §2).
      { name: 'Langages', keywords: ['c#', 'CSharp', 'c++', 'CPP', 'C', 'Q#'] },
    ]);
    expect(skillIds(resume)).toEqual([
      'languages/csharp',
      'languages/cpp',
      'languages/c',
      'custom-langages/custom-q',
    ]);
    expect(resume.technicalSkills[1]?.domain).toEqual({
      id: 'custom-langages',
      custom: true,
      label: 'Langages',
    });
  });

  it('finds an entry by the parts of its label: parenthesis, slash, version', () => {
    const { resume } = importSkills([
      { keywords: ['AWS', 'Amazon Web Services', 'SAP FI', 'Java EE', 'JPA', 'HTML', 'css', 'PWA'] },
    ]);
    expect(skillIds(resume)).toEqual([
      'cloud/aws',
      'erp-crm/sap-fi',
      'backend/jakarta-ee',
      'backend/hibernate',
      'frontend/html',
      'frontend/css',
      'frontend/pwa',
    ]);
  });

  it('never turns a catalogue label into a custom entry, in any case or language', () => {
    for (const domain of catalogue.filter((item) => item.kind === 'domain')) {
      const skills = catalogue.filter((item) => item.kind === 'skill' && item.parentId === domain.id);
      const keywords = skills.flatMap((skill) => [skill.labelFr.toUpperCase(), skill.labelEn.toLowerCase()]);
      const { resume, report } = importSkills([{ name: domain.labelEn, keywords }]);
      expect(report.skills).toEqual({ catalogue: skills.length, custom: 0 });
      expect(resume.technicalSkills.map((entry) => entry.domain)).toEqual([{ id: domain.id, custom: false }]);
      expectValid(resume);
    }
  });

  it('puts a group named as a catalogue domain, or as a catalogue skill, in that domain', () => {
    const { resume } = importSkills([
      { name: 'devops & ci/cd', keywords: ['Rundeck', 'Ansible'] },
      { name: 'JavaScript', keywords: ['Lodash', 'lodash', 'LODASH'] },
    ]);
    expect(resume.technicalSkills).toEqual([
      {
        domain: { id: 'devops', custom: false },
        skills: [
          { id: 'custom-rundeck', custom: true, label: 'Rundeck' },
          { id: 'ansible', custom: false },
        ],
      },
      {
        domain: { id: 'languages', custom: false },
        skills: [
          { id: 'javascript', custom: false },
          { id: 'custom-lodash', custom: true, label: 'Lodash' },
        ],
      },
    ]);
  });

  it('puts skills of a group without a name, or a name alone, in their domain or "Other skills"', () => {
    const { resume } = importSkills([{ name: 'Terraform' }, { name: 'Bricolage' }, { keywords: ['Zig'] }]);
    expect(resume.technicalSkills).toEqual([
      { domain: { id: 'devops', custom: false }, skills: [{ id: 'terraform', custom: false }] },
      {
        domain: { id: 'custom-autres-competences', custom: true, label: 'Autres compétences' },
        skills: [
          { id: 'custom-bricolage', custom: true, label: 'Bricolage' },
          { id: 'custom-zig', custom: true, label: 'Zig' },
        ],
      },
    ]);
    const english = fromJsonResume({ skills: [{ keywords: ['Zig'] }] }, catalogue, undefined, {
      locale: 'en',
    });
    expect(english.resume.technicalSkills[0]?.domain.label).toBe('Other skills');
  });

  it('reads functional skills from a group named so, in French or English', () => {
    const { resume, report } = importSkills([
      { name: 'Soft skills', keywords: ['Leadership', 'leadership', 'ab'] },
      { name: 'compétences fonctionnelles', keywords: ['Pédagogie'] },
      { name: 'Functional Skills', keywords: ['Écoute'] },
    ]);
    expect(resume.softSkills).toEqual(['Leadership', 'Pédagogie', 'Écoute']);
    expect(resume.technicalSkills).toEqual([]);
    expect(report.skipped).toEqual([
      { section: 'skills', reason: 'jsonResume.skipped.invalidSoftSkill', label: 'ab' },
    ]);
  });
});

describe('languages', () => {
  it.each([
    ['English', 'en'],
    ['anglais', 'en'],
    ['ANGLAIS', 'en'],
    ['Français', 'fr'],
    ['francais', 'fr'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['pt_BR', 'pt'],
    ['fra', 'fr'],
    ['ger', 'de'],
    ['Greek', 'el'],
    ['Espagnol', 'es'],
    ['Klingon', null],
    ['Deutsch', null],
    ['', null],
  ])('%s → %s', (name, code) => {
    expect(languageCodeFromName(name)).toBe(code);
  });

  it.each([
    ['Native speaker', 'bilingual_native', null],
    ['Langue maternelle', 'bilingual_native', null],
    ['Bilingue', 'bilingual_native', null],
    ['Fluent', 'full_professional', null],
    ['Courant', 'full_professional', null],
    ['Professional working proficiency', 'full_professional', null],
    ['Avancé (C1)', 'full_professional', null],
    ['Limited working proficiency', 'limited_professional', null],
    ['Intermédiaire', 'limited_professional', null],
    ['B2', 'limited_professional', null],
    ['Very good', 'full_professional', null],
    ['Bon niveau', 'limited_professional', null],
    ['Beginner', 'notions', null],
    ['Débutant', 'notions', null],
    ['Elementary proficiency', 'notions', null],
    ['Notions', 'notions', null],
    ['TOEIC 905', 'toeic', 905],
    ['toeic : 850 points', 'toeic', 850],
    ['TOEFL iBT 102', 'toefl', 102],
  ])('fluency %s → %s', (fluency, level, score) => {
    expect(languageLevelFromFluency(fluency)).toEqual({ level, score });
  });

  it.each(['Lu, écrit, parlé', 'TOEIC 2000', ''])('fluency %j is not recognised', (fluency) => {
    expect(languageLevelFromFluency(fluency)).toBeNull();
  });

  it('reads back every level label it exports, in both languages', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const level of LANGUAGE_LEVELS) {
        const score = level === 'toeic' ? 905 : level === 'toefl' ? 100 : null;
        const fluency = translate(locale, `jsonResume.fluency.${level}`, { score: score ?? '' });
        expect(languageLevelFromFluency(fluency), `${locale} ${fluency}`).toEqual({ level, score });
      }
    }
  });

  it('skips and reports unknown languages, unknown levels and duplicates', () => {
    const { resume, report } = fromJsonResume(
      {
        languages: [
          { language: 'Anglais', fluency: 'Courant' },
          { language: 'Klingon', fluency: 'Native' },
          { language: 'English', fluency: 'Native' },
          { language: 'Espagnol', fluency: 'Lu, écrit, parlé' },
        ],
      },
      catalogue,
    );
    expect(resume.languages).toEqual([{ code: 'en', level: 'full_professional', score: null }]);
    expect(report.skipped).toEqual([
      { section: 'languages', reason: 'jsonResume.skipped.unknownLanguage', label: 'Klingon (Native)' },
      { section: 'languages', reason: 'jsonResume.skipped.duplicateLanguage', label: 'English (Native)' },
      {
        section: 'languages',
        reason: 'jsonResume.skipped.unknownFluency',
        label: 'Espagnol (Lu, écrit, parlé)',
      },
    ]);
  });
});

describe('experiences, diplomas and the desired position (spec §3, §5)', () => {
  it('skips entries that cannot satisfy the experience rules, and says why', () => {
    const base = { name: 'Acme', position: 'Développeur', summary: 'Contexte', startDate: '2020-01' };
    const { resume, report } = fromJsonResume(
      {
        work: [
          { ...base, name: undefined },
          { ...base, position: '  ' },
          { ...base, summary: undefined },
          { ...base, startDate: undefined },
          { ...base, startDate: '2020-13' },
          { ...base, endDate: '2019-06' },
          { ...base, name: 'Kept <Group>', startDate: '2018', endDate: '2019' },
          { ...base, name: 'projet PERSONNEL', description: 'Banque', summary: undefined },
          { ...base, name: 'Bank', description: 'Banking' },
        ],
      },
      catalogue,
    );
    expect(report.skipped.map((note) => note.reason)).toEqual([
      'jsonResume.skipped.missingCompany',
      'jsonResume.skipped.missingPosition',
      'jsonResume.skipped.missingContext',
      'jsonResume.skipped.missingStartDate',
      'jsonResume.skipped.invalidDate',
      'jsonResume.skipped.endBeforeStart',
      'jsonResume.skipped.missingContext',
    ]);
    expect(
      resume.experiences.map((experience) => [
        experience.corporation,
        experience.sector,
        experience.startDate,
        experience.endDate,
      ]),
    ).toEqual([
      ['Bank', 'banking', '2020-01', null],
      ['Kept Group', null, '2018-01', '2019-12'],
    ]);
    expect(report.adjusted).toEqual([
      { section: 'work', reason: 'jsonResume.adjusted.charactersRemoved', label: 'Kept <Group>' },
      { section: 'work', reason: 'jsonResume.adjusted.monthAssumed', label: 'Kept <Group>' },
    ]);
    expectValid(resume);
  });

  it('recognises a personal project by its name, in French or English', () => {
    const { resume } = fromJsonResume(
      {
        work: [
          { name: 'Personal Project', position: 'Dev', summary: 'Side project', startDate: '2022-02-10' },
        ],
      },
      catalogue,
    );
    expect(resume.experiences[0]).toMatchObject({
      corporation: '',
      personalProject: true,
      startDate: '2022-02',
    });
  });

  it('turns highlights into projects, long ones shortened to the limits', () => {
    const long = `${'Refonte complète '.repeat(10)}du portail`;
    const { resume } = fromJsonResume(
      {
        work: [
          {
            name: 'Acme',
            position: 'Dev',
            summary: 'Contexte',
            startDate: '2020-01',
            highlights: ['Portail — Refonte du portail client', long, '   '],
          },
        ],
      },
      catalogue,
    );
    const [first, second, ...rest] = resume.experiences[0]?.projectExperiences ?? [];
    expect(first).toMatchObject({ name: 'Portail', description: 'Refonte du portail client' });
    expect(second?.name.length).toBeLessThanOrEqual(120);
    expect(second?.name.endsWith('…')).toBe(true);
    expect(second?.description).toBe(long);
    expect(rest).toEqual([]);
  });

  it('maps education and certificates, skipping those without title, school or date', () => {
    const { resume, report } = fromJsonResume(
      {
        education: [
          {
            institution: 'INSA Lyon',
            studyType: 'Diplôme d’ingénieur',
            area: 'Informatique',
            endDate: '2012-09-01',
          },
          { institution: 'IUT', area: 'DUT', startDate: '2008-09' },
          { institution: 'X'.repeat(250), area: 'Master', endDate: '2010' },
          { area: 'Licence', endDate: '2009' },
        ],
        certificates: [
          { name: 'PSM I', issuer: 'Scrum.org', date: '2021-05' },
          { name: 'AWS SAA', date: '2022' },
        ],
      },
      catalogue,
    );
    expect(
      resume.diplomas.map(({ graduate, title, school, graduateYears }) => [
        graduate,
        title,
        school.length,
        graduateYears,
      ]),
    ).toEqual([
      ['diploma', 'Diplôme d’ingénieur, Informatique', 9, { year: 2012, month: 9 }],
      ['diploma', 'Master', 199, { year: 2010, month: 1 }],
      ['certification', 'PSM I', 9, { year: 2021, month: 5 }],
    ]);
    expect(report.skipped.map((note) => [note.section, note.reason])).toEqual([
      ['education', 'jsonResume.skipped.missingDate'],
      ['education', 'jsonResume.skipped.missingSchool'],
      ['certificates', 'jsonResume.skipped.missingSchool'],
    ]);
  });

  it('takes the label as desired position only when it passes the job field rule', () => {
    expect(fromJsonResume({ basics: { label: 'Chef de projet' } }, catalogue).resume.desiredPosition).toBe(
      'Chef de projet',
    );
    // issue #26 §15: a hyphen is an ordinary title character; markup is not.
    expect(
      fromJsonResume({ basics: { label: 'Full-stack developer' } }, catalogue).resume.desiredPosition,
    ).toBe('Full-stack developer');
    const { resume, report } = fromJsonResume({ basics: { label: 'Developer <b>' } }, catalogue);
    expect(resume.desiredPosition).toBe('');
    expect(report.skipped).toEqual([
      { section: 'basics', reason: 'jsonResume.skipped.invalidJobName', label: 'Developer <b>' },
    ]);
  });

  it('reads an international phone number written with separators', () => {
    const { person } = fromJsonResume(
      { basics: { name: 'Jean-Luc de La Tour', phone: '+1 (912) 555-4321' } },
      catalogue,
    );
    expect(person).toEqual({ firstname: 'Jean-Luc', lastname: 'de La Tour', phoneNumber: '+1 912 555 4321' });
  });
});

describe('bounds (constants.ts) and the current file', () => {
  it('cuts every list to its bound and reports what it left out', () => {
    const work = Array.from({ length: MAX_EXPERIENCES + 5 }, (_, index) => ({
      name: `Client ${index}`,
      position: 'Dev',
      summary: 'Contexte',
      startDate: `${1960 + index}-01`,
      endDate: `${1960 + index}-06`,
      highlights: Array.from({ length: 20 }, (__, project) => `Projet ${index}.${project}`),
    }));
    const { resume, report } = fromJsonResume(
      {
        work,
        skills: [
          { name: 'Soft', keywords: [] },
          {
            name: 'Soft skills',
            keywords: Array.from({ length: MAX_SOFT_SKILLS + 3 }, (_, index) => `Qualité ${index}`),
          },
          ...Array.from({ length: 35 }, (_, domain) => ({
            name: `Domaine ${domain}`,
            keywords: Array.from({ length: 70 }, (__, skill) => `Outil ${domain}.${skill}`),
          })),
        ],
        languages: [
          'fr',
          'en',
          ...Array.from(
            { length: 30 },
            (_, index) =>
              [
                'de',
                'es',
                'it',
                'pt',
                'nl',
                'ar',
                'zh',
                'ja',
                'ko',
                'ru',
                'pl',
                'sv',
                'no',
                'da',
                'fi',
                'el',
                'tr',
                'he',
                'hi',
                'cs',
                'hu',
                'ro',
                'uk',
                'vi',
                'th',
                'id',
                'ms',
                'bg',
                'hr',
                'sk',
              ][index]!,
          ),
        ].map((language) => ({ language, fluency: 'Notions' })),
      },
      catalogue,
    );
    expectValid(resume);
    expect(resume.experiences).toHaveLength(MAX_EXPERIENCES);
    // spec §4 order first: the most recent ones are kept.
    expect(resume.experiences[0]?.corporation).toBe(`Client ${MAX_EXPERIENCES + 4}`);
    expect(report.projects).toBe(150);
    expect(resume.softSkills).toHaveLength(MAX_SOFT_SKILLS);
    expect(resume.languages).toHaveLength(MAX_LANGUAGES);
    expect(report.skills.custom).toBe(200);
    const reasons = new Set(report.skipped.map((note) => note.reason));
    for (const reason of [
      'tooManyExperiences',
      'tooManyProjectsInExperience',
      'tooManyProjects',
      'tooManySoftSkills',
      'tooManyLanguages',
      'tooManySkillsInDomain',
      'tooManySkills',
    ]) {
      expect(reasons).toContain(`jsonResume.skipped.${reason}`);
    }
  });

  it('replaces only the sections it fills, and says which ones held something', () => {
    const { resume, report } = fromJsonResume(
      // A group named after no catalogue skill ("DevOps" is one since issue #27 §2).
      { skills: [{ name: 'Automatisation', keywords: ['Ansible'] }] },
      catalogue,
      full(),
    );
    expect(report.replaces).toEqual(['technicalSkills']);
    expect(resume.jobs).toEqual(full().jobs);
    expect(resume.technicalSkills).toEqual([
      { domain: { id: 'devops', custom: false }, skills: [{ id: 'ansible', custom: false }] },
    ]);
    // Projects kept from the current file lose the skills that were replaced.
    expect(
      resume.experiences.flatMap((experience) =>
        experience.projectExperiences.flatMap((project) => project.technicalEnvironment),
      ),
    ).toEqual([]);
    expect(report.adjusted.map((note) => note.reason)).toContain(
      'jsonResume.adjusted.projectReferencesRemoved',
    );
    expectValid(resume);
    expect(fromJsonResume({}, catalogue, emptyResume()).report.replaces).toEqual([]);
  });
});

describe('property: any JSON Resume document imports into a valid file', () => {
  const catalogueLabels = catalogue.flatMap((item) => [item.labelFr, item.labelEn]);
  const text = fc.oneof(
    fc.string({ maxLength: 130 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom(
      ...catalogueLabels,
      'C#',
      'c++',
      'Projet personnel',
      'Soft skills',
      'Banque',
      '<b>x</b>',
      '',
      '  ',
    ),
  );
  const date = fc.constantFrom(
    '2020',
    '2020-05',
    '2020-05-17',
    '1999-12-31',
    '1949-01',
    '2101-01',
    '2024-00',
    '2024-19',
  );
  const work = fc.record(
    {
      name: text,
      position: text,
      summary: text,
      description: text,
      startDate: date,
      endDate: date,
      highlights: fc.array(text, { maxLength: 20 }),
    },
    { requiredKeys: [] },
  );
  const document = fc.record(
    {
      basics: fc.record({ name: text, label: text, phone: text }, { requiredKeys: [] }),
      work: fc.array(work, { maxLength: 70 }),
      education: fc.array(
        fc.record({ institution: text, area: text, studyType: text, endDate: date }, { requiredKeys: [] }),
        { maxLength: 45 },
      ),
      certificates: fc.array(fc.record({ name: text, issuer: text, date }, { requiredKeys: [] }), {
        maxLength: 10,
      }),
      skills: fc.array(
        fc.record(
          {
            name: fc.oneof(text, fc.constantFrom('Soft skills', 'Compétences fonctionnelles')),
            keywords: fc.array(text, { maxLength: 40 }),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 40 },
      ),
      languages: fc.array(
        fc.record(
          {
            language: fc.oneof(text, fc.constantFrom('English', 'fr', 'Allemand', 'eng', 'pt-BR', 'xx')),
            fluency: fc.oneof(text, fc.constantFrom('Native', 'TOEIC 905', 'TOEFL 200', 'courant', 'B2')),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 30 },
      ),
    },
    { requiredKeys: [] },
  );

  it('passes ZResumeBody and catalogueIssues, with translated notes', () => {
    const current = fc.constantFrom<ResumeBody | undefined>(undefined, emptyResume(), full());
    fc.assert(
      fc.property(document, current, (input, base) => {
        const { resume, report } = fromJsonResume(input, catalogue, base);
        expectValid(resume);
        for (const note of [...report.skipped, ...report.adjusted]) {
          expect(translate('fr', note.reason)).not.toBe(note.reason);
          expect(translate('en', note.reason)).not.toBe(note.reason);
        }
      }),
      { numRuns: propertyRuns(150) },
    );
  });
});
