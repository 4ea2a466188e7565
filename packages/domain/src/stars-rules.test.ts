/**
 * spec §9 star thresholds, each exactly at its limit and one below: skill tiers at 3, 6, 9 and
 * 12; soft skills at 5 and 10; one and two languages; a diploma and a certification counted apart.
 */
import { describe, expect, it } from 'vitest';
import { emptyResume, type ResumeBody } from './resume.ts';
import { computeStars, type StarId } from './stars.ts';

/** The stars a resume earns. */
function earned(resume: ResumeBody): StarId[] {
  return computeStars(resume)
    .filter((star) => star.starsAcquired === 1)
    .map((star) => star.id);
}

/** An empty resume but for `count` technical skills in one domain. */
function withSkills(count: number): ResumeBody {
  const skills = Array.from({ length: count }, (_, i) => ({ id: `skill-${i}`, custom: false }));
  return { ...emptyResume(), technicalSkills: [{ domain: { id: 'dev', custom: false }, skills }] };
}

/** An empty resume but for `count` soft skills. */
function withSoftSkills(count: number): ResumeBody {
  return { ...emptyResume(), softSkills: Array.from({ length: count }, (_, i) => `Savoir-être ${i}`) };
}

/** An empty resume but for `count` languages. */
function withLanguages(count: number): ResumeBody {
  const languages = ['fr', 'en', 'es'].slice(0, count).map((code) => ({
    code,
    level: 'notions' as const,
    score: null,
  }));
  return { ...emptyResume(), languages };
}

/** An empty resume but for one diploma or certification. */
function withDiploma(graduate: 'diploma' | 'certification'): ResumeBody {
  const diploma = {
    id: 'd',
    graduate,
    title: 'Master',
    school: 'École',
    graduateYears: { year: 2020, month: 6 },
  };
  return { ...emptyResume(), diplomas: [diploma] };
}

describe('technical skill tiers at 3, 6, 9 and 12 (spec §9)', () => {
  it.each([3, 6, 9, 12])('%i skills earn the tier, one fewer does not', (threshold) => {
    const star = `technicalSkills${threshold}` as StarId;
    expect(earned(withSkills(threshold))).toContain(star);
    expect(earned(withSkills(threshold - 1))).not.toContain(star);
  });
});

describe('soft skill tiers at 5 and 10 (spec §9)', () => {
  it.each([5, 10])('%i soft skills earn the tier, one fewer does not', (threshold) => {
    const star = `softSkills${threshold}` as StarId;
    expect(earned(withSoftSkills(threshold))).toContain(star);
    expect(earned(withSoftSkills(threshold - 1))).not.toContain(star);
  });
});

describe('one and two languages (spec §9)', () => {
  it('counts the languages exactly', () => {
    expect(earned(withLanguages(0))).toEqual([]);
    expect(earned(withLanguages(1))).toEqual(['oneLanguage']);
    expect(earned(withLanguages(2))).toEqual(['oneLanguage', 'twoLanguages']);
  });
});

describe('a diploma and a certification are two stars (spec §9)', () => {
  it('a diploma alone earns only the diploma star, a certification alone only its own', () => {
    expect(earned(withDiploma('diploma'))).toEqual(['diploma']);
    expect(earned(withDiploma('certification'))).toEqual(['certification']);
  });
});
