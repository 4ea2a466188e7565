/**
 * JSON Resume import (json-resume.ts; docs/json-resume.md): when Highlight's extension is restored
 * and when it is refused, how an import merges with the current file (sections it fills replace,
 * projects kept lose the references it replaced), the person read from `basics` (spec §5 name and
 * phone rules) and the report's flags.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../test-support/catalogue.ts';
import { fromJsonResume, toJsonResume, type JsonResume, type JsonResumeExportInput } from './json-resume.ts';
import { makeLabelOf } from './reference.ts';
import { ZResumeBody, emptyResume, type ResumeBody } from './resume.ts';

/** The catalogue's labels, built afresh in each test that exports (no domain call at collection time). */
const labelOf = () => makeLabelOf(catalogue);

const user: JsonResumeExportInput['user'] = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '',
  trigram: 'ALO',
};

const java = { id: 'java', custom: false };
const socle = { id: 'custom-socle-maison', custom: true, label: 'Socle maison' };
const techLead = { id: 'tech-lead', custom: false };
/** issue #27 §7: the profession the standard sections' `basics.label` names ("Tech lead"). */
const JOBS_FROM_LABEL = [techLead];
const finops = { id: 'custom-ingenieur-finops', custom: true, label: 'Ingénieur FinOps' };

const project = (id: string, name: string, overrides: object = {}) => ({
  id,
  name,
  description: '',
  technicalEnvironment: [java, socle],
  jobs: [techLead, finops],
  subSectors: [],
  ...overrides,
});

/** Two experiences, the second with two projects; projects name custom and catalogue entries. */
const fileShape = {
  desiredPosition: 'Tech lead',
  jobs: [
    { job: techLead, experienceMonths: 36 },
    { job: finops, experienceMonths: 12 },
  ],
  technicalSkills: [{ domain: { id: 'languages', custom: false }, skills: [java, socle] }],
  softSkills: [],
  experiences: [
    {
      id: 'e-1',
      corporation: 'Banque Exemple',
      personalProject: false,
      sector: 'banking',
      position: 'Tech lead',
      context: 'Modernisation des paiements',
      startDate: '2021-03',
      endDate: null,
      projectExperiences: [project('p-1', 'Paiement instantané')],
    },
    {
      id: 'e-2',
      corporation: 'Assurances Exemple',
      personalProject: false,
      sector: null,
      position: 'Développeur',
      context: 'Contrats',
      startDate: '2015-01',
      endDate: '2020-12',
      projectExperiences: [project('p-2', 'Portail courtiers'), project('p-3', 'Migration')],
    },
  ],
  diplomas: [],
  languages: [],
};
const file = (): ResumeBody => ZResumeBody.parse(fileShape);

/** The export of `resume` as read back from its JSON text. */
function exported(resume: ResumeBody = file(), anonymised = false): JsonResume {
  return JSON.parse(
    JSON.stringify(toJsonResume({ user, resume, locale: 'fr', labelOf: labelOf(), anonymised })),
  ) as JsonResume;
}

/** The extension's copy of the file, to break it the way another Highlight or a hand edit would. */
function extensionOf(document: JsonResume): { version: number; resume: ResumeBody } {
  return document.meta?.['x-highlight'] as { version: number; resume: ResumeBody };
}

describe('restoring the extension (docs "Two layers in one document")', () => {
  it('restores a file whose projects name custom skills and jobs', () => {
    const { resume, report } = fromJsonResume(exported(), catalogue);
    expect(report.extension).toBe('restored');
    expect(resume).toEqual(file());
  });

  it('ignores an extension of another version, and maps the standard sections', () => {
    const document = exported();
    extensionOf(document).version = 2;
    const { resume, report } = fromJsonResume(document, catalogue);
    expect(report.extension).toBe('absent');
    // Jobs live in the extension only.
    expect(resume.jobs.map((entry) => entry.job)).toEqual(JOBS_FROM_LABEL);
    expect(resume.experiences.map((experience) => experience.corporation)).toEqual([
      'Banque Exemple',
      'Assurances Exemple',
    ]);
  });

  it('refuses a file breaking a spec §5 catalogue rule: a custom skill repeating a catalogue one', () => {
    const document = exported();
    const resume = extensionOf(document).resume;
    resume.technicalSkills[0]!.skills.push({ id: 'custom-kotlin', custom: true, label: 'Kotlin' });
    expect(ZResumeBody.safeParse(resume).success).toBe(true);
    expect(fromJsonResume(document, catalogue).report.extension).toBe('invalid');
  });

  // A project may name a skill or job by the id of a custom entry while calling it a catalogue
  // entry: no such catalogue entry exists here, so the file names entries this catalogue lacks.
  it.each<[string, (resume: ResumeBody) => void]>([
    [
      "the second skill of a project's environment",
      (resume) => {
        resume.experiences[1]!.projectExperiences[1]!.technicalEnvironment[1] = {
          id: socle.id,
          custom: false,
        };
      },
    ],
    [
      'the second job of a project',
      (resume) => {
        resume.experiences[1]!.projectExperiences[1]!.jobs[1] = { id: finops.id, custom: false };
      },
    ],
  ])(
    'refuses a file whose later project names as catalogue entry %s that the catalogue lacks',
    (_case, edit) => {
      const document = exported();
      const resume = extensionOf(document).resume;
      edit(resume);
      expect(ZResumeBody.safeParse(resume).success).toBe(true);
      const { report, resume: imported } = fromJsonResume(document, catalogue);
      expect(report.extension).toBe('invalid');
      expect(imported.jobs.map((entry) => entry.job)).toEqual(JOBS_FROM_LABEL);
    },
  );
});

describe('merging with the current file (docs "The report": replaces)', () => {
  const projectsOf = (resume: ResumeBody) =>
    resume.experiences.flatMap((experience) => experience.projectExperiences);

  it('keeps the current projects untouched when the import replaces neither skills nor jobs', () => {
    const { resume, report } = fromJsonResume(
      { languages: [{ language: 'fr', fluency: 'Langue maternelle' }] },
      catalogue,
      file(),
    );
    expect(report.replaces).toEqual([]);
    expect(resume).toEqual({
      ...file(),
      languages: [{ code: 'fr', level: 'bilingual_native', score: null }],
    });
    expect(report.adjusted).toEqual([]);
  });

  it('removes from kept projects the skills the import replaced, one note per project', () => {
    const { resume, report } = fromJsonResume(
      { skills: [{ name: 'DevOps', keywords: ['Ansible'] }] },
      catalogue,
      file(),
    );
    expect(report.replaces).toEqual(['technicalSkills']);
    for (const kept of projectsOf(resume)) {
      expect(kept.technicalEnvironment).toEqual([]);
      expect(kept.jobs).toEqual([techLead, finops]);
    }
    expect(report.adjusted).toEqual(
      ['Paiement instantané', 'Portail courtiers', 'Migration'].map((label) => ({
        section: 'work',
        reason: 'jsonResume.adjusted.projectReferencesRemoved',
        label,
      })),
    );
  });

  it('removes from kept projects the jobs the import replaced, keeping their skills', () => {
    const onlyJobs = ZResumeBody.parse({
      ...emptyResume(),
      jobs: [{ job: techLead, experienceMonths: 60 }],
    });
    const { resume, report } = fromJsonResume(exported(onlyJobs), catalogue, file());
    expect(report.extension).toBe('restored');
    expect(report.replaces).toEqual(['jobs']);
    for (const kept of projectsOf(resume)) {
      expect(kept.technicalEnvironment).toEqual([java, socle]);
      expect(kept.jobs).toEqual([techLead]);
    }
    expect(report.adjusted.map((note) => [note.section, note.reason, note.label])).toEqual(
      ['Paiement instantané', 'Portail courtiers', 'Migration'].map((label) => [
        'work',
        'jsonResume.adjusted.projectReferencesRemoved',
        label,
      ]),
    );
  });
});

describe('the person read from basics (spec §5 name and phone rules)', () => {
  const personOf = (basics: Record<string, unknown>) => {
    const { person, report } = fromJsonResume({ basics }, catalogue);
    return { person, skipped: report.skipped };
  };
  const skip = (reason: string, label: string) => ({
    section: 'basics',
    reason: `jsonResume.skipped.${reason}`,
    label,
  });

  it.each<[string, Record<string, unknown>, object, object[]]>([
    ['no name', { phone: '+33 6 12 34 56 78' }, { phoneNumber: '+33 6 12 34 56 78' }, []],
    ['a blank name', { name: '   ' }, {}, []],
    ['one valid word: a first name only', { name: 'Ada' }, { firstname: 'Ada' }, []],
    ['two valid parts', { name: '  Ada   Lovelace ' }, { firstname: 'Ada', lastname: 'Lovelace' }, []],
    ['one invalid word', { name: 'R2D2' }, {}, [skip('invalidName', 'R2D2')]],
    [
      'an invalid last name',
      { name: 'Ada L0velace' },
      { firstname: 'Ada' },
      [skip('invalidName', 'Ada L0velace')],
    ],
    [
      'an invalid first name',
      { name: '4da Lovelace' },
      { lastname: 'Lovelace' },
      [skip('invalidName', '4da Lovelace')],
    ],
    ['a phone of separators only', { phone: '( - )' }, {}, [skip('invalidPhone', '( - )')]],
    [
      'a phone ending with a separator',
      { phone: '+33 6 12 34 56 78.' },
      { phoneNumber: '+33 6 12 34 56 78' },
      [],
    ],
    ['a phone breaking the rule', { phone: '06 12 34 56 78' }, {}, [skip('invalidPhone', '06 12 34 56 78')]],
  ])('reads %s', (_case, basics, person, skipped) => {
    const result = personOf(basics);
    expect(result.person).toStrictEqual(person);
    expect(result.skipped).toStrictEqual(skipped);
  });

  it('reads nothing from an anonymised export, whose name is a trigram', () => {
    const { person, report } = fromJsonResume(exported(file(), true), catalogue);
    expect(report.extension).toBe('restored');
    expect(person).toStrictEqual({});
  });
});

describe('the report (docs "The report")', () => {
  it('says whether the file sets the desired position', () => {
    expect(fromJsonResume({ basics: { label: 'Tech lead' } }, catalogue).report.desiredPosition).toBe(true);
    expect(fromJsonResume({ basics: { name: 'Ada' } }, catalogue).report.desiredPosition).toBe(false);
  });

  it('lists the ignored sections that hold something, not the empty ones', () => {
    const { report } = fromJsonResume(
      {
        awards: [],
        interests: [{ name: 'Chess' }],
        projects: [],
        volunteer: [{ organization: 'Croix-Rouge' }],
      },
      catalogue,
    );
    expect(report.ignoredSections).toEqual(['volunteer', 'interests']);
  });

  it('notes the same adjustment once per section, not once in all', () => {
    const { report } = fromJsonResume(
      {
        education: [{ area: 'Kubernetes', institution: 'CNCF', endDate: '2020' }],
        certificates: [
          { name: 'Kubernetes', issuer: 'CNCF', date: '2020' },
          { name: 'Kubernetes', issuer: 'Linux Foundation', date: '2021' },
        ],
      },
      catalogue,
    );
    expect(report.adjusted).toEqual([
      { section: 'education', reason: 'jsonResume.adjusted.monthAssumed', label: 'Kubernetes' },
      { section: 'certificates', reason: 'jsonResume.adjusted.monthAssumed', label: 'Kubernetes' },
    ]);
  });
});
