/**
 * issue #26 §16: dates in the future. An experience starting (or ending) after the current month,
 * and a certification obtained after it, are refused on save with a localised message; a diploma
 * may be expected up to `DIPLOMA_AHEAD_MONTHS_MAX` months ahead (docs/decisions.md "Dates in the
 * future"). The current month is computed from the clock passed in (or read at validation time),
 * as the latest time zone has it. A stored file holding such a date still reads (`ZResumeBody`):
 * only a save (`ZResumeSave`, `ZResumePatchRequest`) is refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIPLOMA_AHEAD_MONTHS_MAX } from './constants.ts';
import { translate } from './i18n.ts';
import {
  currentMonth,
  emptyResume,
  futureDateIssues,
  ZDiplomaSave,
  ZExperienceSave,
  ZResumeBody,
  ZResumePatchRequest,
  ZResumeSave,
  type Diploma,
  type Experience,
  type ResumeBody,
} from './resume.ts';

/** 15 November 2026, noon UTC: the clock of these tests. */
const NOW = new Date(Date.UTC(2026, 10, 15, 12));

const experience = (startDate: string, endDate: string | null): Experience => ({
  id: 'e1',
  corporation: 'ACME',
  personalProject: false,
  sector: null,
  position: 'Développeuse',
  context: 'Refonte du SI',
  startDate,
  endDate,
  projectExperiences: [],
});

const diploma = (graduate: Diploma['graduate'], year: number, month: number): Diploma => ({
  id: 'd1',
  graduate,
  title: 'Master informatique',
  school: 'Université de Lille',
  graduateYears: { year, month },
});

const resumeWith = (part: Partial<ResumeBody>): ResumeBody => ({ ...emptyResume(), ...part });
const found = (resume: ResumeBody, now = NOW) =>
  futureDateIssues(resume, now).map((issue) => [issue.path.join('.'), issue.message]);

afterEach(() => {
  vi.useRealTimers();
});

describe('issue #26 §16: the current month', () => {
  it.each([
    [new Date(Date.UTC(2026, 10, 15, 12)), '2026-11'],
    [new Date(Date.UTC(2026, 0, 1, 0)), '2026-01'],
    // 31 December 10:00 UTC is already 1 January in UTC+14 (Kiribati): nobody is refused the
    // month they live in.
    [new Date(Date.UTC(2026, 11, 31, 10)), '2027-01'],
    [new Date(Date.UTC(2026, 11, 31, 9, 59)), '2026-12'],
  ])('at %s is %s', (now, month) => {
    expect(currentMonth(now)).toBe(month);
  });
});

describe('issue #26 §16: experiences', () => {
  it.each([
    ['a start in the current month, still employed', experience('2026-11', null), []],
    ['a past experience', experience('2019-03', '2026-11'), []],
    [
      'a start next month, still employed (the "2027, still employed" of the issue)',
      experience('2027-01', null),
      [['experiences.0.startDate', 'validation.futureDate']],
    ],
    [
      'an end next month',
      experience('2024-01', '2026-12'),
      [['experiences.0.endDate', 'validation.futureDate']],
    ],
    [
      'both in the future',
      experience('2027-02', '2027-06'),
      [
        ['experiences.0.startDate', 'validation.futureDate'],
        ['experiences.0.endDate', 'validation.futureDate'],
      ],
    ],
  ])('%s', (_case, entry, expected) => {
    expect(found(resumeWith({ experiences: [entry] }))).toEqual(expected);
  });

  it('says so in French and in English', () => {
    expect(translate('fr', 'validation.futureDate')).toContain('futur');
    expect(translate('en', 'validation.futureDate')).toContain('future');
  });
});

describe('issue #26 §16: diplomas and certifications', () => {
  it('refuses a certification after the current month, not one of this month', () => {
    expect(found(resumeWith({ diplomas: [diploma('certification', 2026, 11)] }))).toEqual([]);
    expect(found(resumeWith({ diplomas: [diploma('certification', 2026, 12)] }))).toEqual([
      ['diplomas.0.graduateYears.year', 'validation.futureDate'],
    ]);
  });

  it(`takes a diploma expected up to ${DIPLOMA_AHEAD_MONTHS_MAX} months ahead, not later`, () => {
    expect(DIPLOMA_AHEAD_MONTHS_MAX).toBe(12);
    expect(found(resumeWith({ diplomas: [diploma('diploma', 2027, 11)] }))).toEqual([]);
    expect(found(resumeWith({ diplomas: [diploma('diploma', 2027, 12)] }))).toEqual([
      ['diplomas.0.graduateYears.year', 'validation.diplomaTooFarAhead'],
    ]);
    expect(translate('fr', 'validation.diplomaTooFarAhead')).toContain('12 mois');
    expect(translate('en', 'validation.diplomaTooFarAhead')).toContain('12 months');
  });
});

describe('issue #26 §16: refused on save, still read from storage', () => {
  const future = resumeWith({ experiences: [experience('2027-01', null)] });

  it('refuses the save schemas at validation time (the clock read then)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const save = ZResumeSave.safeParse(future);
    expect(save.error?.issues.map((issue) => issue.message)).toEqual(['validation.futureDate']);
    const patch = ZResumePatchRequest.safeParse({ ...future, version: 3 });
    expect(patch.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['experiences.0.startDate', 'validation.futureDate'],
    ]);
    expect(ZExperienceSave.safeParse(experience('2027-01', null)).success).toBe(false);
    expect(ZDiplomaSave.safeParse(diploma('certification', 2027, 1)).success).toBe(false);
    // Time passes: the same file saves once its month has come.
    vi.setSystemTime(new Date(Date.UTC(2027, 0, 10)));
    expect(ZResumeSave.safeParse(future).success).toBe(true);
    expect(ZExperienceSave.safeParse(experience('2027-01', null)).success).toBe(true);
  });

  it('still reads a stored file holding a future date', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    expect(ZResumeBody.safeParse(future).success).toBe(true);
  });
});
