/**
 * Issue #9 "Answer a client request": the limits of `POST /api/match` (its request and answer
 * contracts), the edges of the skill extractor, the score's formula at its edges, and the ranking's
 * last tie-break (issue #12: every rule at its boundary).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test-support/property-runs.ts';
import { MATCH_LIMIT_MAX, MATCH_SKILLS_MAX, MATCH_TEXT_MAX, SHORT_TEXT_MAX } from './constants.ts';
import {
  compareMatches,
  scoreMatch,
  SENIOR_YEARS,
  skillWeight,
  ZMatchRequest,
  ZMatchResponse,
  ZMatchResult,
  ZMatchSkill,
} from './matching.ts';

const UUID = '3f0c8f6e-8a57-4c1a-9d7e-2b7c1f4a5e60';
const OTHER_UUID = '9b2d4c1e-7f3a-4e8b-a6d5-1c0e9f8b7a64';

/** The issues of a refused parse (code, path, message), or [] when it is accepted. */
function issues(schema: { safeParse: (value: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { code: string; path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? []
    : (result.error?.issues.map(({ code, path, message }) => ({ code, path, message })) ?? []);
}

describe('ZMatchSkill (a requested skill)', () => {
  it('trims the id and needs one character of it, at most SHORT_TEXT_MAX', () => {
    expect(ZMatchSkill.parse({ id: '  java ' })).toEqual({ id: 'java', required: true });
    expect(ZMatchSkill.safeParse({ id: 'a'.repeat(SHORT_TEXT_MAX) }).success).toBe(true);
    expect(issues(ZMatchSkill, { id: 'a'.repeat(SHORT_TEXT_MAX + 1) })).toMatchObject([
      { code: 'too_big', path: ['id'] },
    ]);
    expect(issues(ZMatchSkill, { id: '   ' })).toMatchObject([{ code: 'too_small', path: ['id'] }]);
  });

  it('takes a minimum of 0 to 50 years, fractions included', () => {
    for (const minYears of [0, 0.5, 5, 50]) {
      expect(ZMatchSkill.parse({ id: 'java', minYears }), `${minYears}`).toMatchObject({ minYears });
    }
    expect(issues(ZMatchSkill, { id: 'java', minYears: -0.5 })).toMatchObject([
      { code: 'too_small', path: ['minYears'] },
    ]);
    expect(issues(ZMatchSkill, { id: 'java', minYears: 50.5 })).toMatchObject([
      { code: 'too_big', path: ['minYears'] },
    ]);
  });
});

describe('ZMatchRequest (POST /api/match)', () => {
  const skill = { id: 'java' };

  it('takes a text alone, a skill list alone, or both', () => {
    expect(ZMatchRequest.parse({ text: 'Développeur Java' })).toEqual({
      text: 'Développeur Java',
      limit: 50,
    });
    expect(ZMatchRequest.safeParse({ skills: [skill] }).success).toBe(true);
    expect(ZMatchRequest.safeParse({ text: 'Java', skills: [skill] }).success).toBe(true);
  });

  it('refuses a request with neither text nor skill, with validation.matchEmpty', () => {
    const empty = [{ code: 'custom', path: [], message: 'validation.matchEmpty' }];
    expect(issues(ZMatchRequest, {})).toEqual(empty);
    expect(issues(ZMatchRequest, { text: ' \n ', skills: [] })).toEqual(empty);
  });

  it('takes a text of MATCH_TEXT_MAX characters, refuses one more with validation.matchTextTooLong', () => {
    expect(ZMatchRequest.safeParse({ text: 'a'.repeat(MATCH_TEXT_MAX) }).success).toBe(true);
    expect(issues(ZMatchRequest, { text: 'a'.repeat(MATCH_TEXT_MAX + 1) })).toEqual([
      { code: 'too_big', path: ['text'], message: 'validation.matchTextTooLong' },
    ]);
  });

  it('takes MATCH_SKILLS_MAX skills, refuses one more with validation.tooManyMatchSkills', () => {
    const skills = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `skill-${i}` }));
    expect(ZMatchRequest.safeParse({ skills: skills(MATCH_SKILLS_MAX) }).success).toBe(true);
    expect(issues(ZMatchRequest, { skills: skills(MATCH_SKILLS_MAX + 1) })).toEqual([
      { code: 'too_big', path: ['skills'], message: 'validation.tooManyMatchSkills' },
    ]);
  });

  it('takes a known ISO 639-1 language, refuses any other with validation.unknownLanguage (spec §5)', () => {
    expect(ZMatchRequest.safeParse({ skills: [skill], language: 'en' }).success).toBe(true);
    for (const language of ['e', 'eng', 'xx', 'EN', '']) {
      expect(issues(ZMatchRequest, { skills: [skill], language }), language).toEqual([
        { code: 'custom', path: ['language'], message: 'validation.unknownLanguage' },
      ]);
    }
  });

  it('takes a limit from 1 to MATCH_LIMIT_MAX, a whole number', () => {
    for (const limit of [1, MATCH_LIMIT_MAX]) {
      expect(ZMatchRequest.parse({ skills: [skill], limit }).limit).toBe(limit);
    }
    expect(issues(ZMatchRequest, { skills: [skill], limit: 0 })).toMatchObject([
      { code: 'too_small', path: ['limit'] },
    ]);
    expect(issues(ZMatchRequest, { skills: [skill], limit: MATCH_LIMIT_MAX + 1 })).toMatchObject([
      { code: 'too_big', path: ['limit'] },
    ]);
    expect(issues(ZMatchRequest, { skills: [skill], limit: 2.5 })).toMatchObject([{ path: ['limit'] }]);
  });
});

describe('ZMatchResult and ZMatchResponse (the answer)', () => {
  const result = { userId: UUID, score: 75, matched: ['java'], missing: ['go'], years: { java: 2.5 } };
  const user = {
    id: UUID,
    email: 'marie.dupont@example.com',
    firstname: 'Marie',
    lastname: 'Dupont',
    trigram: 'MDU',
    roles: ['employee'],
    desiredPosition: 'Développeuse',
    status: 'active',
    resigner: false,
    referee: { id: OTHER_UUID, firstname: 'Hélène', lastname: 'Martin', trigram: 'HMA' },
    stars: 9,
    grade: 3,
    updatedAt: '2026-03-01T09:30:00Z',
    outdated: false,
  };

  it('keeps a result whole, with scores from 0 to 100', () => {
    expect(ZMatchResult.parse(result)).toEqual(result);
    for (const score of [0, 100]) expect(ZMatchResult.parse({ ...result, score }).score).toBe(score);
  });

  it('refuses each broken field of a result at that field', () => {
    for (const [field, value] of [
      ['userId', 'MDU'],
      ['score', -1],
      ['score', 101],
      ['score', 74.5],
      ['matched', 'java'],
      ['missing', null],
      ['years', { java: -0.1 }],
      ['years', { java: '2' }],
    ] as const) {
      const found = issues(ZMatchResult, { ...result, [field]: value });
      expect(found.length, `${field}: ${JSON.stringify(value)}`).toBeGreaterThan(0);
      for (const issue of found) expect(issue.path[0]).toBe(field);
    }
    for (const field of Object.keys(result)) {
      const { [field as keyof typeof result]: _left, ...without } = result;
      expect(issues(ZMatchResult, without).map((issue) => issue.path)).toEqual([[field]]);
    }
  });

  it('answers the skills understood and each person with the dashboard row', () => {
    const response = { skills: [{ id: 'java', required: true }], results: [{ ...result, user }] };
    expect(ZMatchResponse.parse(response)).toEqual(response);
    expect(issues(ZMatchResponse, { ...response, results: [result] }).map((issue) => issue.path)).toEqual([
      ['results', 0, 'user'],
    ]);
    expect(issues(ZMatchResponse, { results: [] }).map((issue) => issue.path)).toEqual([['skills']]);
    expect(
      issues(ZMatchResponse, { ...response, results: [{ ...result, user, score: 101 }] }).map(
        (issue) => issue.path,
      ),
    ).toEqual([['results', 0, 'score']]);
  });
});

describe('skillWeight and scoreMatch at their edges (issue #9 formula)', () => {
  it('weighs a required skill 2 and a nice-to-have 1', () => {
    expect(skillWeight({ required: true })).toEqual({ weight: 2, targetYears: SENIOR_YEARS });
    expect(skillWeight({ required: false })).toEqual({ weight: 1, targetYears: SENIOR_YEARS });
  });

  it('measures against the minimum asked when positive, a senior’s years when it is 0 or absent', () => {
    expect(skillWeight({ required: true, minYears: 0.5 }).targetYears).toBe(0.5);
    expect(skillWeight({ required: true, minYears: 3 }).targetYears).toBe(3);
    expect(skillWeight({ required: true, minYears: 0 }).targetYears).toBe(SENIOR_YEARS);
    // A minimum of 0 scores as no minimum: one year of five counts 0.5 + 0.5 × 1/5.
    const oneYear = new Map([['java', 12]]);
    expect(scoreMatch([{ id: 'java', required: true, minYears: 0 }], oneYear).score).toBe(60);
    expect(scoreMatch([{ id: 'java', required: true }], oneYear).score).toBe(60);
  });

  it('explains a match: the skills matched and missing in request order, years to one decimal', () => {
    const requested = [
      { id: 'java', required: true },
      { id: 'go', required: true },
      { id: 'kubernetes', required: false },
    ];
    const evidence = new Map([
      ['kubernetes', 7],
      ['java', 30],
    ]);
    expect(scoreMatch(requested, evidence)).toEqual({
      // (2 × (0.5 + 0.5 × 2.5/5) + 0 + 1 × (0.5 + 0.5 × (7/12)/5)) / 5
      score: Math.round((100 * (2 * 0.75 + (0.5 + 0.5 * (7 / 12 / 5)))) / 5),
      matched: ['java', 'kubernetes'],
      missing: ['go'],
      years: { java: 2.5, kubernetes: 0.6 },
      missingRequired: 1,
    });
  });

  it('scores 0, not NaN, when nothing is requested', () => {
    expect(scoreMatch([], new Map([['java', 60]]))).toEqual({
      score: 0,
      matched: [],
      missing: [],
      years: {},
      missingRequired: 0,
    });
  });

  it('always scores a whole number from 0 to 100 that the answer contract accepts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom('a', 'b', 'c', 'd'),
            required: fc.boolean(),
            minYears: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
          }),
          { maxLength: 4 },
        ),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.nat(600)),
        (requested, evidence) => {
          const skills = requested.map(({ minYears, ...rest }) =>
            minYears === undefined ? rest : { ...rest, minYears },
          );
          const { missingRequired: _count, ...scored } = scoreMatch(
            skills,
            new Map(Object.entries(evidence)),
          );
          expect(ZMatchResult.safeParse({ userId: UUID, ...scored }).success).toBe(true);
        },
      ),
      { numRuns: propertyRuns(100) },
    );
  });
});

describe('compareMatches: the last tie-break', () => {
  const person = (userId: string) => ({ userId, missingRequired: 0, score: 80, stars: 7 });

  it('orders otherwise equal people by id, and a person equal to itself', () => {
    const [first, second] = [person(UUID), person(OTHER_UUID)];
    expect(compareMatches(first, second)).toBeLessThan(0);
    expect(compareMatches(second, first)).toBeGreaterThan(0);
    expect(compareMatches(first, person(UUID))).toBe(0);
  });

  it('is a total order on ids: antisymmetric, and zero only for the same id', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        const forth = compareMatches(person(a), person(b));
        const back = compareMatches(person(b), person(a));
        expect(Math.sign(forth)).toBe(a < b ? -1 : a > b ? 1 : 0);
        expect(Math.sign(back)).toBe(-Math.sign(forth));
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
