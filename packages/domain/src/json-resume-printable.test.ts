/**
 * JSON Resume import and issue #26 §18: a value in characters no font of the documents draws (CJK,
 * Hebrew, Arabic…) is left out of the skills file and named in the preview (`report.leftOut`,
 * `unprintable:<field>`), never stored to print as boxes; the rest of its entry imports when it
 * still can. A Highlight export holding such a value is not restored as is.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../test-support/catalogue.ts';
import { translate } from './i18n.ts';
import { fromJsonResume, leftOutLabel, toJsonResume, type JsonResume } from './json-resume.ts';
import { makeLabelOf } from './reference.ts';
import { emptyResume, saveIssues, type ResumeBody } from './resume.ts';

const now = new Date(Date.UTC(2026, 10, 15, 12));
const importOf = (document: JsonResume) => fromJsonResume(document, catalogue, undefined, { now });

describe('issue #26 §18: values the documents cannot print in a JSON Resume import', () => {
  it('drops them from every read field, keeps the rest, and counts them per field', () => {
    const document: JsonResume = {
      basics: { label: '開発者', summary: 'Résumé 概要', url: 'https://ana.example.test' },
      work: [
        {
          name: 'ACME',
          position: 'Développeur',
          startDate: '2020-01',
          endDate: '2021-01',
          summary: 'Refonte du SI',
          highlights: ['Projet Ελληνικά', 'プロジェクト', 42 as unknown as string],
        },
        { name: '株式会社', position: 'Architecte', startDate: '2021-02', summary: 'Cloud' },
        { name: 'Globex', position: 'מפתח', startDate: '2022-01', summary: 'Data' },
      ],
      education: [
        { institution: 'Université 東京', area: 'Informatique', studyType: 'Master', endDate: '2019-06' },
      ],
      skills: [{ name: 'ツール', keywords: ['Docker', 'Кубернетес', '日本語'] }],
    };
    const { resume, report } = importOf(document);
    expect(saveIssues(resume, now)).toEqual([]);
    expect(resume.desiredPosition).toBe('');
    // issue #28 §2: the summary is a read field, dropped whole when it does not print.
    expect(resume.summary).toBe('');
    // A work entry without its company or its position cannot be whole: skipped, as when missing.
    expect(resume.experiences.map((experience) => experience.position)).toEqual(['Développeur']);
    expect(report.skipped.filter((note) => note.section === 'work')).toHaveLength(2);
    expect(resume.experiences[0]?.projectExperiences.map((project) => project.name)).toEqual([
      'Projet Ελληνικά',
    ]);
    expect(resume.diplomas).toEqual([]);
    expect(
      resume.technicalSkills.flatMap((entry) => entry.skills).map((skill) => skill.label ?? skill.id),
    ).toEqual([expect.any(String), 'Кубернетес']);
    expect(report.leftOut.filter((field) => field.path.startsWith('unprintable:'))).toEqual([
      { path: 'unprintable:basics.label', count: 1 },
      { path: 'unprintable:basics.summary', count: 1 },
      { path: 'unprintable:work[].highlights', count: 1 },
      { path: 'unprintable:work[].name', count: 1 },
      { path: 'unprintable:work[].position', count: 1 },
      { path: 'unprintable:education[].institution', count: 1 },
      { path: 'unprintable:skills[].name', count: 1 },
      { path: 'unprintable:skills[].keywords', count: 1 },
    ]);
    // The fields the import never reads are still named as before.
    expect(report.leftOut).toContainEqual({ path: 'basics.url', count: 1 });
  });

  it('leaves a document without such values as it is (no unprintable entry)', () => {
    const { report } = importOf({ skills: [{ name: 'Outils', keywords: ['Docker', '🚀 Rocket'] }] });
    expect(report.leftOut).toEqual([]);
  });

  it('leaves entries that are not objects to the mapping, which ignores them', () => {
    const { resume, report } = importOf({ work: ['ACME 日本'] as unknown as JsonResume['work'] });
    expect(resume.experiences).toEqual([]);
    expect(report.skipped).toEqual([]);
  });

  it('names the field in both languages, with the count', () => {
    const { key, values } = leftOutLabel('unprintable:work[].position', 2);
    expect({ key, values }).toEqual({
      key: 'jsonResume.leftOut.unprintable',
      values: { path: 'work[].position', count: 2 },
    });
    expect(translate('fr', key, values)).toBe(
      'Textes en caractères que le dossier de compétences ne peut pas imprimer, dans «\u202fwork[].position\u202f» (2)',
    );
    expect(translate('en', key, values)).toBe(
      'Texts in characters the skills file cannot print, in “work[].position” (2)',
    );
    expect(leftOutLabel('work[].url', 1).key).toBe('jsonResume.leftOut.workUrl');
  });

  it('does not restore a Highlight export holding such a value, and reads its sections instead', () => {
    const stored: ResumeBody = { ...emptyResume(), softSkills: ['Rigueur', '協調性'] };
    const document = toJsonResume({
      user: {
        firstname: 'Ana',
        lastname: 'Lopes',
        email: 'ana@example.test',
        phoneNumber: '',
        trigram: 'ALO',
      },
      resume: stored,
      locale: 'fr',
      labelOf: makeLabelOf(catalogue),
    });
    const { resume, report } = importOf(document);
    expect(report.extension).toBe('invalid');
    expect(saveIssues(resume, now)).toEqual([]);
    expect(JSON.stringify(resume)).not.toContain('協調性');
  });

  it('lists nothing unprintable for a restored export', () => {
    const stored: ResumeBody = { ...emptyResume(), softSkills: ['Rigueur'] };
    const document = toJsonResume({
      user: {
        firstname: 'Ana',
        lastname: 'Lopes',
        email: 'ana@example.test',
        phoneNumber: '',
        trigram: 'ALO',
      },
      resume: stored,
      locale: 'fr',
      labelOf: makeLabelOf(catalogue),
    });
    const { report } = importOf(document);
    expect(report.extension).toBe('restored');
    expect(report.leftOut.filter((field) => field.path.startsWith('unprintable:'))).toEqual([]);
  });
});
