/**
 * issue #26 §15: the job field rule (spec §5 "Job field: max 70 characters; French alphabet,
 * spaces, accents and slash only; not empty", read as docs/decisions.md "The job field's
 * characters" says) accepts the titles people write and refuses markup and control characters.
 * The same rule holds for the desired position and for custom professions (spec §5 custom job).
 * Every job of the reference catalogue passes it (here on the bundled file, and where the
 * catalogue is loaded: apps/api/src/db/seed/reference/job-names.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../test-support/catalogue.ts';
import { JOB_NAME_MAX } from './constants.ts';
import { translate } from './i18n.ts';
import { emptyResume, ZJobName, ZResumeBody, ZResumePatchRequest } from './resume.ts';

describe('issue #26 §15: ordinary titles pass the job field rule', () => {
  it.each([
    ["Ingénieure d'études et développement", 'apostrophe'],
    ['Ingénieure d’études et développement', 'typographic apostrophe'],
    ['Architecte cloud - AWS', 'hyphen between spaces'],
    ['Développeur C#', 'sharp sign'],
    ['Data engineer (Big Data)', 'parentheses'],
    ["Architecte d'entreprise", 'a catalogue job with an apostrophe'],
    ['Développeur .NET', 'a catalogue job with a full stop'],
    ['Développeur C++', 'plus signs'],
    ['Développeur 3D', 'digits'],
    ['Ingénieur R&D', 'ampersand'],
    ['Chef de projet MOA, MOE', 'comma'],
    ['Développeur full stack / Tech lead', 'slash'],
    ['Cœur de métier – Ærospace', 'œ, æ and an en dash'],
    ['Consultant SAP : FI/CO', 'colon'],
  ])('accepts %j (%s)', (title) => {
    expect(ZJobName.safeParse(title).error?.issues ?? []).toEqual([]);
    expect(ZJobName.parse(title)).toBe(title);
  });

  it.each([
    ['Développeur <script>', 'less-than and greater-than'],
    ['Développeur >', 'greater-than alone'],
    ['Développeur\u0000Java', 'a NUL character'],
    ['Développeur\tJava', 'a tab'],
    ['Développeur\u007fJava', 'DEL'],
    ['Développeur\u200bJava', 'a zero-width space'],
    ['Développeur 🚀', 'an emoji'],
    ['Разработчик', 'another alphabet'],
    ['Développeur "senior"', 'quotation marks'],
    ['Développeur @home', 'an at sign'],
    ['Développeur {Java}', 'braces'],
    ['--- / ---', 'no letter at all'],
  ])('refuses %j (%s) with the localised character message', (title) => {
    const result = ZJobName.safeParse(title);
    expect(result.success).toBe(false);
    const key = result.error!.issues[0]!.message;
    expect(key).toBe('validation.jobCharacters');
    expect(translate('fr', key)).toContain('lettres');
    expect(translate('en', key)).toContain('letters');
  });

  it('still counts at most 70 characters (spec §5, §9), after trimming', () => {
    const longest = `Développeur ${'x'.repeat(JOB_NAME_MAX - 'Développeur '.length)}`;
    expect(ZJobName.safeParse(longest).success).toBe(true);
    expect(ZJobName.safeParse(`  ${longest}  `).success).toBe(true);
    const issue = ZJobName.safeParse(`${longest}x`).error?.issues[0];
    expect(issue?.message).toBe('validation.jobTooLong');
  });

  it('names what it accepts in both languages, apostrophes, hyphens and digits included', () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = translate(locale, 'validation.jobCharacters');
      expect(message).toMatch(/'|’/);
      expect(message).toContain('<');
    }
  });
});

describe('issue #26 §15: every job of the reference catalogue passes the rule', () => {
  it('accepts each job label, in French and in English', () => {
    const labels = catalogue
      .filter((item) => item.kind === 'job')
      .flatMap((job) => [job.labelFr, job.labelEn]);
    expect(labels.length).toBeGreaterThanOrEqual(200);
    expect(labels.filter((label) => !ZJobName.safeParse(label).success)).toEqual([]);
  });
});

describe('issue #26 §15: the desired position and custom professions share the rule', () => {
  const withJob = (label: string) => ({
    ...emptyResume(),
    jobs: [{ job: { id: 'custom-x', custom: true, label }, experienceMonths: 12 }],
  });

  it('saves a desired position with an apostrophe, a hyphen and a sharp sign', () => {
    const body = { ...emptyResume(), desiredPosition: "Ingénieure d'études - C#", version: 0 };
    expect(ZResumePatchRequest.safeParse(body).error?.issues ?? []).toEqual([]);
  });

  it('refuses a custom profession the job field rule refuses, on its label, when saving', () => {
    const issues = ZResumePatchRequest.safeParse({ ...withJob('Dév <b>'), version: 0 }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'jobs.0.job.label',
      'validation.jobCharacters',
    ]);
    const long = ZResumePatchRequest.safeParse({ ...withJob('x'.repeat(JOB_NAME_MAX + 1)), version: 0 });
    expect(long.error?.issues.map((issue) => issue.message)).toContain('validation.jobTooLong');
  });

  it('saves a custom profession the rule accepts', () => {
    const body = { ...withJob('Data engineer (Big Data)'), version: 0 };
    expect(ZResumePatchRequest.safeParse(body).error?.issues ?? []).toEqual([]);
  });

  it('still reads a stored file whose custom profession predates the rule (only a save is refused)', () => {
    expect(ZResumeBody.safeParse(withJob('x'.repeat(JOB_NAME_MAX + 1))).success).toBe(true);
  });
});
