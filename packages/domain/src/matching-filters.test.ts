/**
 * Issue #27 §4: the filters of `POST /api/match` — status, outdated, employee or applicant, and a
 * minimum spoken level of the language asked — each at its boundary.
 */
import { describe, expect, it } from 'vitest';
import { SPOKEN_LEVELS } from './languages.ts';
import { ZMatchRequest } from './matching.ts';
import { USER_STATUSES } from './user-fields.ts';

const skills = [{ id: 'java' }];

/** The issues of a refused parse (code, path, message), or [] when it is accepted. */
function issues(value: unknown) {
  const result = ZMatchRequest.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map(({ code, path, message }) => ({ code, path, message }));
}

describe('ZMatchRequest filters (issue #27 §4)', () => {
  it('leaves every filter out when none is given', () => {
    expect(ZMatchRequest.parse({ skills })).toEqual({ skills: [{ id: 'java', required: true }], limit: 50 });
  });

  it('takes any of the spec §4 statuses, all of them at most, and refuses another value', () => {
    expect(ZMatchRequest.parse({ skills, status: ['active'] }).status).toEqual(['active']);
    expect(ZMatchRequest.parse({ skills, status: [...USER_STATUSES] }).status).toEqual([...USER_STATUSES]);
    expect(ZMatchRequest.parse({ skills, status: [] }).status).toEqual([]);
    expect(issues({ skills, status: ['retired'] })).toMatchObject([{ path: ['status', 0] }]);
    expect(issues({ skills, status: 'active' })[0]).toMatchObject({ code: 'invalid_type', path: ['status'] });
    expect(issues({ skills, status: [...USER_STATUSES, 'active'] })).toMatchObject([
      { code: 'too_big', path: ['status'] },
    ]);
  });

  it('takes outdated as a boolean only', () => {
    expect(ZMatchRequest.parse({ skills, outdated: true }).outdated).toBe(true);
    expect(ZMatchRequest.parse({ skills, outdated: false }).outdated).toBe(false);
    expect(issues({ skills, outdated: 'true' })).toMatchObject([{ path: ['outdated'] }]);
  });

  it('takes employee or applicant as the role, nothing else', () => {
    expect(ZMatchRequest.parse({ skills, role: 'employee' }).role).toBe('employee');
    expect(ZMatchRequest.parse({ skills, role: 'applicant' }).role).toBe('applicant');
    for (const role of ['admin', 'human_ressources', ['employee']]) {
      expect(issues({ skills, role }), JSON.stringify(role)).toMatchObject([{ path: ['role'] }]);
    }
  });

  it('takes each spec §3 spoken level as a minimum, not a test or another word', () => {
    for (const minLanguageLevel of SPOKEN_LEVELS) {
      expect(ZMatchRequest.parse({ skills, language: 'en', minLanguageLevel }).minLanguageLevel).toBe(
        minLanguageLevel,
      );
    }
    for (const minLanguageLevel of ['toeic', 'toefl', 'fluent', 2]) {
      expect(issues({ skills, language: 'en', minLanguageLevel }), String(minLanguageLevel)).toMatchObject([
        { path: ['minLanguageLevel'] },
      ]);
    }
  });

  it('refuses a minimum level without its language, with validation.matchLevelWithoutLanguage', () => {
    expect(issues({ skills, minLanguageLevel: 'full_professional' })).toEqual([
      { code: 'custom', path: ['minLanguageLevel'], message: 'validation.matchLevelWithoutLanguage' },
    ]);
  });

  it('takes every filter together', () => {
    expect(
      ZMatchRequest.parse({
        text: 'Java',
        status: ['active', 'inactive'],
        outdated: false,
        role: 'employee',
        language: 'en',
        minLanguageLevel: 'full_professional',
        limit: 10,
      }),
    ).toEqual({
      text: 'Java',
      status: ['active', 'inactive'],
      outdated: false,
      role: 'employee',
      language: 'en',
      minLanguageLevel: 'full_professional',
      limit: 10,
    });
  });
});
