/**
 * JSON Resume import and issue #26: §16 dates in the future are not imported (an experience or a
 * certification after the current month, a diploma expected more than `DIPLOMA_AHEAD_MONTHS_MAX`
 * months ahead), each reported with its label in French and English; a year alone as an end date
 * ends at the current month at the latest; a Highlight export holding such a date is not restored
 * as is. The clock is passed in (`options.now`).
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../test-support/catalogue.ts';
import { translate } from './i18n.ts';
import { fromJsonResume, toJsonResume, type JsonResume } from './json-resume.ts';
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
