/**
 * JSON Resume import and issue #26: §16 dates in the future are not imported (an experience or a
 * certification after the current month, a diploma expected more than `DIPLOMA_AHEAD_MONTHS_MAX`
 * months ahead), each reported with its label in French and English; a year alone as an end date
 * ends at the current month at the latest; a Highlight export holding such a date is not restored
 * as is. The clock is passed in (`options.now`). §17: a JSON file holding nothing a JSON Resume
 * section can give is refused with a localised error, and the report lists every field and
 * section the import leaves out of the skills file (`report.leftOut`), each with a label in both
 * languages.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../test-support/catalogue.ts';
import { translate } from './i18n.ts';
import {
  fromJsonResume,
  leftOutLabel,
  parseJsonResume,
  toJsonResume,
  type JsonResume,
} from './json-resume.ts';
import { makeLabelOf } from './reference.ts';
import { emptyResume, saveIssues, type ResumeBody } from './resume.ts';

/** 15 November 2026, noon UTC. */
const now = new Date(Date.UTC(2026, 10, 15, 12));

const work = (name: string, startDate: string, endDate?: string) => ({
  name,
  position: 'Développeuse',
  summary: 'Refonte du SI',
  startDate,
  ...(endDate === undefined ? {} : { endDate }),
});

describe('issue #26 §16: dates in the future in a JSON Resume import', () => {
  it('skips experiences starting or ending after the current month, keeps the others', () => {
    const document: JsonResume = {
      work: [
        work('Passé', '2020-01', '2024-06'),
        work('En cours', '2026-11'),
        work('Futur encore employé', '2027-01'),
        work('Fin future', '2025-01', '2026-12'),
      ],
    };
    const { resume, report } = fromJsonResume(document, catalogue, undefined, { now });
    expect(resume.experiences.map((experience) => experience.corporation).sort()).toEqual([
      'En cours',
      'Passé',
    ]);
    expect(report.skipped).toEqual([
      { section: 'work', reason: 'jsonResume.skipped.futureDate', label: 'Futur encore employé' },
      { section: 'work', reason: 'jsonResume.skipped.futureDate', label: 'Fin future' },
    ]);
    expect(saveIssues(resume, now)).toEqual([]);
    expect(translate('fr', 'jsonResume.skipped.futureDate')).toContain('futur');
    expect(translate('en', 'jsonResume.skipped.futureDate')).toContain('future');
  });

  it('ends a year-alone end date of the current year at the current month, not in December', () => {
    const { resume } = fromJsonResume({ work: [work('ACME', '2024', '2026')] }, catalogue, undefined, {
      now,
    });
    expect(resume.experiences[0]).toMatchObject({ startDate: '2024-01', endDate: '2026-11' });
  });

  it('skips a certification after the current month and a diploma expected more than 12 months ahead', () => {
    const document: JsonResume = {
      education: [
        { institution: 'Université de Lille', area: 'Master', endDate: '2027-06' },
        { institution: 'Université de Lille', area: 'Doctorat', endDate: '2028-06' },
      ],
      certificates: [
        { name: 'AWS Solutions Architect', issuer: 'AWS', date: '2026-11' },
        { name: 'CKA', issuer: 'CNCF', date: '2027-01' },
      ],
    };
    const { resume, report } = fromJsonResume(document, catalogue, undefined, { now });
    expect(resume.diplomas.map((diploma) => diploma.title)).toEqual(['Master', 'AWS Solutions Architect']);
    expect(report.skipped.map((note) => [note.section, note.reason, note.label])).toEqual([
      ['education', 'jsonResume.skipped.futureDate', 'Doctorat'],
      ['certificates', 'jsonResume.skipped.futureDate', 'CKA'],
    ]);
  });

  it('does not restore as is a Highlight export holding a future date', () => {
    const stored: ResumeBody = {
      ...emptyResume(),
      experiences: [
        {
          id: 'e1',
          corporation: 'ACME',
          personalProject: false,
          sector: null,
          position: 'Développeuse',
          context: 'Refonte',
          startDate: '2027-02',
          endDate: null,
          projectExperiences: [],
        },
      ],
    };
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
    // The same export a month later (its date has come) is restored as is.
    const later = fromJsonResume(document, catalogue, undefined, { now: new Date(Date.UTC(2027, 1, 10)) });
    expect(later.report.extension).toBe('restored');
    const { resume, report } = fromJsonResume(document, catalogue, undefined, { now });
    expect(report.extension).toBe('invalid');
    expect(resume.experiences).toEqual([]);
    expect(report.skipped.map((note) => note.reason)).toEqual(['jsonResume.skipped.futureDate']);
  });
});

describe('issue #26 §17: a JSON file that is not a JSON Resume', () => {
  it.each([
    ['{"foo":1}'],
    ['{}'],
    ['{"basics":{},"work":[],"skills":[{}]}'],
    ['{"basics":{"name":"   "},"meta":{"version":"v1.0.0"}}'],
    ['{"$schema":"https://example.test/schema.json","languages":[]}'],
  ])('refuses %s: nothing recognised, a localised error', (text) => {
    expect(parseJsonResume(text)).toEqual({ ok: false, error: 'nothingRecognised' });
    expect(translate('fr', 'jsonResume.errors.nothingRecognised')).toContain('JSON Resume');
    expect(translate('en', 'jsonResume.errors.nothingRecognised')).toContain('JSON Resume');
  });

  it.each([
    ['{"basics":{"name":"Ana Lopes"}}'],
    ['{"work":[{"name":"ACME"}]}'],
    ['{"education":[{"institution":"Université de Lille"}]}'],
    ['{"certificates":[{"name":"CKA"}]}'],
    ['{"skills":[{"keywords":["Java"]}]}'],
    ['{"languages":[{"language":"English"}]}'],
    ['{"projects":[{"name":"Site"}]}'],
  ])('reads %s: one recognised section is enough', (text) => {
    expect(parseJsonResume(text).ok).toBe(true);
  });
});

describe('issue #26 §17: the preview lists everything the import leaves out', () => {
  const document: JsonResume = {
    basics: {
      name: 'Ana Lopes',
      label: 'Développeuse',
      email: 'ana@example.test',
      phone: '+33 6 12 34 56 78',
      url: 'https://ana.example.test',
      summary: 'Dix ans de Java.',
      location: { city: 'Lille', countryCode: 'FR' },
      profiles: [{ network: 'GitHub', username: 'ana' }],
    },
    work: [
      {
        name: 'ACME',
        position: 'Développeuse',
        summary: 'Refonte du SI',
        description: 'Une entreprise de logistique',
        url: 'https://acme.example.test',
        location: 'Lille',
        startDate: '2020-01',
        endDate: '2022-01',
        highlights: ['Paiements'],
      },
      { name: 'Beta', position: 'Dev', summary: 'API', description: 'Start-up', startDate: '2022-02' },
    ],
    education: [
      {
        institution: 'Université de Lille',
        area: 'Informatique',
        studyType: 'Master',
        startDate: '2015-09',
        endDate: '2017-06',
        score: '16/20',
        courses: ['Compilation'],
      },
    ],
    certificates: [{ name: 'CKA', issuer: 'CNCF', date: '2021-03', url: 'https://cncf.example.test' }],
    skills: [{ name: 'Back-end', level: 'Master', keywords: ['Java'] }],
    languages: [{ language: 'English', fluency: 'Fluent' }],
    awards: [{ title: 'Prix' }],
    publications: [{ name: 'Article' }, { name: 'Livre' }],
    volunteer: [{ organization: 'Club' }],
    interests: [{ name: 'Escalade' }],
    references: [{ name: 'Jean' }],
    projects: [{ name: 'Site' }],
    hobbies: ['Échecs'],
    meta: { version: 'v1.0.0' },
  };

  it('names each field and section left out, with how many entries held it', () => {
    const { report } = fromJsonResume(document, catalogue, undefined, { now });
    expect(report.leftOut).toEqual([
      { path: 'basics.name', count: 1 },
      { path: 'basics.email', count: 1 },
      { path: 'basics.phone', count: 1 },
      { path: 'basics.url', count: 1 },
      // issue #28 §2: basics.summary is read (the professional summary), no longer left out.
      { path: 'basics.location', count: 1 },
      { path: 'basics.profiles', count: 1 },
      { path: 'work[].url', count: 1 },
      { path: 'work[].location', count: 1 },
      { path: 'work[].description', count: 2 },
      { path: 'education[].startDate', count: 1 },
      { path: 'education[].score', count: 1 },
      { path: 'education[].courses', count: 1 },
      { path: 'certificates[].url', count: 1 },
      { path: 'skills[].level', count: 1 },
      { path: 'awards', count: 1 },
      { path: 'publications', count: 2 },
      { path: 'volunteer', count: 1 },
      { path: 'interests', count: 1 },
      { path: 'references', count: 1 },
      { path: 'projects', count: 1 },
      { path: 'hobbies', count: 1 },
    ]);
  });

  it('has a French and an English label for every known path, and one for unknown fields', () => {
    const { report } = fromJsonResume(document, catalogue, undefined, { now });
    for (const { path, count } of report.leftOut) {
      for (const locale of ['fr', 'en'] as const) {
        const { key, values } = leftOutLabel(path, count);
        const text = translate(locale, key, values);
        expect(text, `${locale} ${path}`).not.toContain('jsonResume.');
        expect(text, `${locale} ${path}`).not.toContain('{{');
      }
    }
    expect(leftOutLabel('hobbies', 1)).toEqual({
      key: 'jsonResume.leftOut.unknown',
      values: { path: 'hobbies', count: 1 },
    });
    expect(translate('en', leftOutLabel('hobbies', 1).key, leftOutLabel('hobbies', 1).values)).toContain(
      'hobbies',
    );
  });

  it('lists nothing for a Highlight export restored as is but the contact details it carries', () => {
    const stored: ResumeBody = { ...emptyResume(), desiredPosition: 'Développeuse' };
    const exported = toJsonResume({
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
    const { report } = fromJsonResume(exported, catalogue, undefined, { now });
    expect(report.extension).toBe('restored');
    expect(report.leftOut).toEqual([
      { path: 'basics.name', count: 1 },
      { path: 'basics.email', count: 1 },
    ]);
  });
});
