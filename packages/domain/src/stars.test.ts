/** spec §9 star thresholds and DESIGN.md grades: table-driven and property tests. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyResume, type ResumeBody } from './resume.ts';
import { computeStars, countStars, gradeFor, MAX_STARS, nextMissingStars, STAR_IDS } from './stars.ts';

const ref = (id: string) => ({ id, custom: false });

function resumeWith(counts: {
  skills: number[];
  softSkills: number;
  jobs: number;
  projects: number;
  environment: boolean;
  diploma: boolean;
  certification: boolean;
  languages: number;
}): ResumeBody {
  const resume = emptyResume();
  resume.technicalSkills = counts.skills.map((n, d) => ({
    domain: ref(`d${d}`),
    skills: Array.from({ length: n }, (_, s) => ref(`s${d}-${s}`)),
  }));
  resume.softSkills = Array.from({ length: counts.softSkills }, (_, i) => `Savoir-faire ${i}`);
  resume.jobs = Array.from({ length: counts.jobs }, (_, i) => ({ job: ref(`j${i}`), experienceMonths: 12 }));
  if (counts.projects > 0) {
    resume.experiences = [
      {
        id: 'e',
        corporation: 'ACME',
        personalProject: false,
        sector: null,
        position: 'Dev',
        context: 'Ctx',
        startDate: '2020-01',
        endDate: null,
        projectExperiences: Array.from({ length: counts.projects }, (_, i) => ({
          id: `p${i}`,
          name: `P${i}`,
          description: '',
          technicalEnvironment: counts.environment ? [ref('s0-0')] : [],
          jobs: [],
          subSectors: [],
        })),
      },
    ];
  }
  const diploma = (graduate: 'diploma' | 'certification') => ({
    id: graduate,
    graduate,
    title: 'T',
    school: 'S',
    graduateYears: { year: 2020, month: 1 },
  });
  resume.diplomas = [
    ...(counts.diploma ? [diploma('diploma')] : []),
    ...(counts.certification ? [diploma('certification')] : []),
  ];
  resume.languages = ['fr', 'en', 'es', 'de'].slice(0, counts.languages).map((code) => ({
    code,
    level: 'notions' as const,
    score: null,
  }));
  return resume;
}

const arbitraryCounts = fc.record({
  skills: fc.array(fc.nat({ max: 8 }), { maxLength: 5 }),
  softSkills: fc.nat({ max: 12 }),
  jobs: fc.nat({ max: 3 }),
  projects: fc.nat({ max: 3 }),
  environment: fc.boolean(),
  diploma: fc.boolean(),
  certification: fc.boolean(),
  languages: fc.nat({ max: 4 }),
});

describe('computeStars (spec §9, DESIGN.md)', () => {
  it('gives 0 stars and grade 1 to an empty resume', () => {
    const stars = computeStars(emptyResume());
    expect(stars.map((star) => star.id)).toEqual([...STAR_IDS]);
    expect(countStars(stars)).toBe(0);
    expect(gradeFor(0)).toBe(1);
  });

  it.each([
    [{ skills: [3] }, ['technicalSkills3']],
    [
      { skills: [6, 6] },
      ['technicalSkills3', 'technicalSkills6', 'technicalSkills9', 'technicalSkills12', 'twoDomains'],
    ],
    [{ skills: [5, 0] }, ['technicalSkills3']],
    [{ softSkills: 10 }, ['softSkills5', 'softSkills10']],
    [{ jobs: 1 }, ['oneJob']],
    [{ projects: 1 }, ['experienceWithProject']],
    [{ projects: 1, environment: true }, ['experienceWithProject', 'technicalEnvironment']],
    [{ certification: true }, ['certification']],
    [{ languages: 2 }, ['oneLanguage', 'twoLanguages']],
  ])('%j earns %j', (partial, expected) => {
    const counts = {
      skills: [],
      softSkills: 0,
      jobs: 0,
      projects: 0,
      environment: false,
      diploma: false,
      certification: false,
      languages: 0,
      ...partial,
    };
    const earned = computeStars(resumeWith(counts))
      .filter((star) => star.starsAcquired === 1)
      .map((star) => star.id);
    expect(earned.sort()).toEqual([...expected].sort());
  });

  it('a full resume earns all 14 stars and grade 4', () => {
    const stars = computeStars(
      resumeWith({
        skills: [6, 6],
        softSkills: 10,
        jobs: 1,
        projects: 1,
        environment: true,
        diploma: true,
        certification: true,
        languages: 2,
      }),
    );
    expect(countStars(stars)).toBe(MAX_STARS);
    expect(gradeFor(countStars(stars))).toBe(4);
  });

  it('never loses a star when something is added (monotonic)', () => {
    fc.assert(
      fc.property(arbitraryCounts, fc.nat({ max: 4 }), (counts, extra) => {
        const before = countStars(computeStars(resumeWith(counts)));
        const more = {
          ...counts,
          skills: [...counts.skills, extra],
          softSkills: counts.softSkills + 1,
          languages: counts.languages + 1,
        };
        expect(countStars(computeStars(resumeWith(more)))).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('stays within 0..14 and the grade follows the bands 0–3, 4–7, 8–11, 12–14', () => {
    fc.assert(
      fc.property(arbitraryCounts, (counts) => {
        const count = countStars(computeStars(resumeWith(counts)));
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThanOrEqual(MAX_STARS);
        expect(gradeFor(count)).toBe(count <= 3 ? 1 : count <= 7 ? 2 : count <= 11 ? 3 : 4);
      }),
    );
  });
});

describe('nextMissingStars (spec §1 improvement areas)', () => {
  it('names the lowest missing threshold of each kind, in mission order', () => {
    const stars = computeStars(
      resumeWith({
        skills: [4],
        softSkills: 0,
        jobs: 0,
        projects: 0,
        environment: false,
        diploma: false,
        certification: false,
        languages: 1,
      }),
    );
    const next = nextMissingStars(stars, 10).map((star) => star.id);
    expect(next).toEqual([
      'oneJob',
      'technicalSkills6',
      'twoDomains',
      'softSkills5',
      'experienceWithProject',
      'technicalEnvironment',
      'diploma',
      'certification',
      'twoLanguages',
    ]);
    expect(nextMissingStars(stars)).toHaveLength(3);
  });

  it('on an empty file names one language star, not both (issue #12 §4)', () => {
    const empty = computeStars(emptyResume());
    expect(nextMissingStars(empty, MAX_STARS).map((star) => star.id)).toEqual([
      'oneJob',
      'technicalSkills3',
      'twoDomains',
      'softSkills5',
      'experienceWithProject',
      'technicalEnvironment',
      'diploma',
      'certification',
      'oneLanguage',
    ]);
  });
});
