/**
 * spec §3 spoken levels in order, and what a TOEIC or TOEFL score stands for (issue #27 §4: a
 * minimum level keeps a person only at that level or above).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test-support/property-runs.ts';
import {
  levelKeysReaching,
  meetsSpokenLevel,
  SPOKEN_LEVELS,
  spokenLevelKeys,
  spokenLevelOf,
  TEST_SCORE_LEVELS,
  type SpokenLevel,
} from './languages.ts';

describe('SPOKEN_LEVELS (spec §3)', () => {
  it('orders the four levels from notions to bilingual or native', () => {
    expect(SPOKEN_LEVELS).toEqual([
      'notions',
      'limited_professional',
      'full_professional',
      'bilingual_native',
    ]);
  });
});

describe('spokenLevelOf', () => {
  it('is the level itself for the four spec levels, whatever the score', () => {
    for (const level of SPOKEN_LEVELS) {
      expect(spokenLevelOf({ level, score: null })).toBe(level);
      expect(spokenLevelOf({ level, score: 990 })).toBe(level);
    }
  });

  it.each([
    ['toeic', 10, 'notions'],
    ['toeic', 549, 'notions'],
    ['toeic', 550, 'limited_professional'],
    ['toeic', 944, 'limited_professional'],
    ['toeic', 945, 'full_professional'],
    ['toeic', 990, 'full_professional'],
    ['toefl', 0, 'notions'],
    ['toefl', 41, 'notions'],
    ['toefl', 42, 'limited_professional'],
    ['toefl', 94, 'limited_professional'],
    ['toefl', 95, 'full_professional'],
    ['toefl', 120, 'full_professional'],
  ] as const)('reads %s %i as %s (ETS CEFR mapping)', (level, score, expected) => {
    expect(spokenLevelOf({ level, score })).toBe(expected);
  });

  it('reads a test without a score as notions', () => {
    expect(spokenLevelOf({ level: 'toeic', score: null })).toBe('notions');
    expect(spokenLevelOf({ level: 'toefl' })).toBe('notions');
  });

  it('never reads a score as bilingual or native, and keeps each test’s steps highest first', () => {
    for (const steps of Object.values(TEST_SCORE_LEVELS)) {
      expect(steps.map((step) => step.level)).not.toContain('bilingual_native');
      expect([...steps].sort((a, b) => b.min - a.min)).toEqual(steps);
    }
  });
});

describe('meetsSpokenLevel (issue #27 §4)', () => {
  it('keeps that level and above, never below', () => {
    expect(meetsSpokenLevel({ level: 'full_professional' }, 'full_professional')).toBe(true);
    expect(meetsSpokenLevel({ level: 'bilingual_native' }, 'full_professional')).toBe(true);
    expect(meetsSpokenLevel({ level: 'limited_professional' }, 'full_professional')).toBe(false);
    expect(meetsSpokenLevel({ level: 'notions' }, 'limited_professional')).toBe(false);
    expect(meetsSpokenLevel({ level: 'notions' }, 'notions')).toBe(true);
    expect(meetsSpokenLevel({ level: 'full_professional' }, 'bilingual_native')).toBe(false);
  });

  it('reads a test by its score', () => {
    expect(meetsSpokenLevel({ level: 'toeic', score: 945 }, 'full_professional')).toBe(true);
    expect(meetsSpokenLevel({ level: 'toeic', score: 944 }, 'full_professional')).toBe(false);
    expect(meetsSpokenLevel({ level: 'toefl', score: 120 }, 'bilingual_native')).toBe(false);
  });
});

describe('spokenLevelKeys and levelKeysReaching (the same rule, as an array overlap)', () => {
  it('keys each language by the rank of the level it stands for, each key once', () => {
    expect(
      spokenLevelKeys([
        { code: 'en', level: 'toeic', score: 950 },
        { code: 'fr', level: 'bilingual_native' },
        { code: 'de', level: 'notions' },
        { code: 'es', level: 'limited_professional' },
        { code: 'en', level: 'full_professional', score: null },
      ]),
    ).toEqual(['en:2', 'fr:3', 'de:0', 'es:1']);
    expect(spokenLevelKeys([{ code: 'en', level: 'toefl', score: 94 }])).toEqual(['en:1']);
    expect(spokenLevelKeys([])).toEqual([]);
  });

  it('lists the keys of the language from the minimum up', () => {
    expect(levelKeysReaching('en', 'notions')).toEqual(['en:0', 'en:1', 'en:2', 'en:3']);
    expect(levelKeysReaching('en', 'limited_professional')).toEqual(['en:1', 'en:2', 'en:3']);
    expect(levelKeysReaching('fr', 'full_professional')).toEqual(['fr:2', 'fr:3']);
    expect(levelKeysReaching('fr', 'bilingual_native')).toEqual(['fr:3']);
  });

  it('agrees with meetsSpokenLevel on every file, language and minimum (fast-check)', () => {
    const spoken = fc.record({
      code: fc.constantFrom('en', 'fr', 'de'),
      level: fc.constantFrom<SpokenLevel | 'toeic' | 'toefl'>(...SPOKEN_LEVELS, 'toeic', 'toefl'),
      score: fc.option(fc.integer({ min: 0, max: 990 })),
    });
    fc.assert(
      fc.property(
        fc.array(spoken, { maxLength: 4 }),
        fc.constantFrom('en', 'fr', 'de'),
        fc.constantFrom<SpokenLevel>(...SPOKEN_LEVELS),
        (languages, code, minimum) => {
          const keys = new Set(spokenLevelKeys(languages));
          const overlap = levelKeysReaching(code, minimum).some((key) => keys.has(key));
          const meets = languages.some(
            (language) => language.code === code && meetsSpokenLevel(language, minimum),
          );
          expect(overlap).toBe(meets);
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });
});
