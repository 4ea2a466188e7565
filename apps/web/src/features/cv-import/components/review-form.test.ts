// @vitest-environment node
/**
 * issue #28 §4, the review's rules apart from the screen: which values are "to check", what the
 * kept entries make, how they replace the current file's sections, what PATCH users/me carries.
 */
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import { emptyResume, type Experience, type ResumeBody } from '@highlight/domain/resume';
import { describe, expect, it } from 'vitest';
import {
  importedBody,
  isLowConfidence,
  LOW_CONFIDENCE,
  mergeIntoCurrent,
  personUpdate,
  reviewErrors,
  reviewValuesOf,
} from './review-form.ts';

const me = { firstname: 'Camille', lastname: 'Durand', phoneNumber: '+33 6 12 34 56 78' };

const experience = (overrides: Partial<Experience> = {}): Experience => ({
  id: 'e1',
  corporation: 'Acme',
  personalProject: false,
  sector: null,
  position: 'Développeuse',
  context: 'Refonte de la facturation',
  startDate: '2019-01',
  endDate: '2021-06',
  projectExperiences: [
    {
      id: 'p1',
      name: 'Facturation',
      description: '',
      technicalEnvironment: [
        { id: 'java', custom: false },
        { id: 'spring', custom: false },
      ],
      jobs: [{ id: 'developer', custom: false }],
      subSectors: [],
    },
  ],
  ...overrides,
});

function preview(
  resume: Partial<ResumeBody> = {},
  person: Partial<CvImportPreview['person']> = {},
): CvImportPreview {
  return {
    person: { firstname: '', lastname: '', email: '', phoneNumber: '', ...person },
    resume: { ...emptyResume(), ...resume },
    confidence: {},
    unmapped: [],
    warnings: [],
  };
}

describe('isLowConfidence', () => {
  it.each([
    [0.69, true],
    [0, true],
    [LOW_CONFIDENCE, false],
    [0.95, false],
  ])('marks %s: %s', (value, low) => {
    expect(isLowConfidence({ 'resume.summary': value }, 'resume.summary')).toBe(low);
  });

  it('never marks a value the CV did not give (no confidence)', () => {
    expect(isLowConfidence({ 'resume.summary': 0.1 }, 'resume.desiredPosition')).toBe(false);
  });
});

describe('importedBody', () => {
  const skills = {
    technicalSkills: [
      {
        domain: { id: 'backend', custom: false },
        skills: [
          { id: 'java', custom: false },
          { id: 'spring', custom: false },
        ],
      },
      {
        domain: { id: 'data', custom: true, label: 'Données' },
        skills: [{ id: 'dbt', custom: true, label: 'dbt' }],
      },
    ],
    jobs: [{ job: { id: 'developer', custom: false }, experienceMonths: 24 }],
    experiences: [experience()],
  };

  it('keeps every entry until dropped, dates as they came', () => {
    expect(importedBody(reviewValuesOf(preview(skills), me))).toEqual({ ...emptyResume(), ...skills });
  });

  it('drops a domain with its last skill, and dropped skills and jobs from the projects', () => {
    const values = reviewValuesOf(preview(skills), me);
    values.technicalSkills[0]!.skills[1]!.kept = false;
    values.technicalSkills[1]!.skills[0]!.kept = false;
    values.jobs[0]!.kept = false;
    const body = importedBody(values);
    expect(body.technicalSkills).toEqual([
      { domain: { id: 'backend', custom: false }, skills: [{ id: 'java', custom: false }] },
    ]);
    expect(body.jobs).toEqual([]);
    expect(body.experiences[0]?.projectExperiences[0]).toMatchObject({
      technicalEnvironment: [{ id: 'java', custom: false }],
      jobs: [],
    });
  });

  it('writes an ongoing experience without end date, a dropped project left out', () => {
    const values = reviewValuesOf(preview({ experiences: [experience()] }), me);
    values.experiences[0]!.value.stillEmployed = true;
    values.experiences[0]!.value.projects[0]!.kept = false;
    expect(importedBody(values).experiences[0]).toMatchObject({ endDate: null, projectExperiences: [] });
  });

  it('leaves out a dropped desired position and summary, trimmed otherwise', () => {
    const values = reviewValuesOf(preview({ desiredPosition: 'Architecte', summary: 'Dix ans.' }), me);
    values.summary.value = '  Onze ans.  ';
    expect(importedBody(values)).toMatchObject({ desiredPosition: 'Architecte', summary: 'Onze ans.' });
    values.desiredPosition.kept = false;
    values.summary.kept = false;
    expect(importedBody(values)).toMatchObject({ desiredPosition: '', summary: '' });
  });
});

describe('mergeIntoCurrent', () => {
  it('replaces the sections the import fills, says which held something, keeps the others', () => {
    const current: ResumeBody = {
      ...emptyResume(),
      desiredPosition: 'Architecte',
      softSkills: ['Pédagogie'],
      languages: [{ code: 'de', level: 'notions', score: null }],
    };
    const imported: ResumeBody = { ...emptyResume(), desiredPosition: 'Développeuse', summary: 'Dix ans.' };
    const { resume, replaces } = mergeIntoCurrent(imported, current);
    expect(replaces).toEqual(['desiredPosition']);
    expect(resume).toEqual({ ...current, desiredPosition: 'Développeuse', summary: 'Dix ans.' });
  });

  it('prunes the current projects of the skills and jobs the import replaced', () => {
    const current: ResumeBody = {
      ...emptyResume(),
      jobs: [{ job: { id: 'developer', custom: false }, experienceMonths: 24 }],
      technicalSkills: [
        {
          domain: { id: 'backend', custom: false },
          skills: [
            { id: 'java', custom: false },
            { id: 'spring', custom: false },
          ],
        },
      ],
      experiences: [experience()],
    };
    const imported: ResumeBody = {
      ...emptyResume(),
      technicalSkills: [
        { domain: { id: 'backend', custom: false }, skills: [{ id: 'java', custom: false }] },
      ],
    };
    const { resume, replaces } = mergeIntoCurrent(imported, current);
    expect(replaces).toEqual(['technicalSkills']);
    expect(resume.experiences[0]?.projectExperiences[0]).toMatchObject({
      technicalEnvironment: [{ id: 'java', custom: false }],
      jobs: [{ id: 'developer', custom: false }],
    });
  });
});

describe('personUpdate', () => {
  const person = { firstname: 'Camille', lastname: 'Martin', phoneNumber: '+33 6 98 76 54 32' };

  it('offers the names and phone read when one differs, and sends only what changed', () => {
    const values = reviewValuesOf(preview({}, person), me);
    expect(values.applyPerson).toBe(true);
    expect(personUpdate(values, me)).toEqual({ lastname: 'Martin', phoneNumber: '+33 6 98 76 54 32' });
  });

  it('sends nothing when declined, when all is the same, or for fields the CV left empty', () => {
    const declined = reviewValuesOf(preview({}, person), me);
    declined.applyPerson = false;
    expect(personUpdate(declined, me)).toBeNull();
    const same = reviewValuesOf(preview({}, me), me);
    expect(same.applyPerson).toBe(false);
    expect(personUpdate({ ...same, applyPerson: true }, me)).toBeNull();
    const partial = reviewValuesOf(preview({}, { lastname: 'Martin' }), me);
    expect(personUpdate(partial, me)).toEqual({ lastname: 'Martin' });
  });
});

describe('reviewErrors', () => {
  it('checks kept entries with the domain rules, and not dropped ones', () => {
    const values = reviewValuesOf(
      preview({ experiences: [experience()] }, { phoneNumber: '+33 6 98 76 54 32' }),
      me,
    );
    values.experiences[0]!.value.context = 'x'.repeat(91);
    values.experiences[0]!.value.end = { month: '', year: '' };
    values.person.phoneNumber = '06 12';
    expect(reviewErrors(values, emptyResume())).toEqual({
      'person.phoneNumber': 'validation:invalidNumber',
      'experiences.0.value.context': 'validation:tooLong',
      'experiences.0.value.end': 'web:cvImport.experience.endRequired',
    });
    values.experiences[0]!.kept = false;
    values.applyPerson = false;
    expect(reviewErrors(values, emptyResume())).toEqual({});
  });

  it('refuses an end before the start, and the desired position outside the job field rule', () => {
    const values = reviewValuesOf(
      preview({ experiences: [experience()], desiredPosition: 'Architecte' }),
      me,
    );
    values.experiences[0]!.value.end = { month: '01', year: '2018' };
    values.desiredPosition.value = 'Dev <script>';
    expect(reviewErrors(values, emptyResume())).toEqual({
      'desiredPosition.value': 'validation:jobCharacters',
      'experiences.0.value.end': 'validation:endBeforeStart',
    });
  });
});
