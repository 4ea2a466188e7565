/**
 * Where a technical skill was used (issue #8 tailored documents, issue #9 matching): an experience
 * counts when any one of its projects has the skill in its technical environment (spec §3), not
 * only when all of them do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { skillUsage } from './experience.ts';

const project = (...skills: string[]) => ({ technicalEnvironment: skills.map((id) => ({ id })) });
const NOW = new Date(Date.UTC(2024, 5, 15));

describe('skillUsage', () => {
  it('counts an experience where one project of several used the skill', () => {
    const experiences = [
      {
        id: 'mixed',
        startDate: '2020-01',
        endDate: '2020-12',
        projectExperiences: [project('java'), project('go')],
      },
      { id: 'none', startDate: '2021-01', endDate: '2021-06', projectExperiences: [project('go')] },
    ];
    const usage = skillUsage(experiences, 'java', NOW);
    expect(usage.experiences.map((experience) => experience.id)).toEqual(['mixed']);
    expect(usage.months).toBe(12);
  });

  it('keeps an experience exactly when some project of it lists the skill', () => {
    const skills = ['java', 'go', 'sql'];
    const arbitrary = fc
      .array(
        fc.record({
          startDate: fc.constantFrom('2019-01', '2020-06', '2022-03'),
          endDate: fc.constantFrom(null, '2023-01'),
          projectExperiences: fc.array(
            fc.record({
              technicalEnvironment: fc.subarray(skills).map((ids) => ids.map((id) => ({ id }))),
            }),
            { maxLength: 3 },
          ),
        }),
        { maxLength: 6 },
      )
      .map((list) => list.map((experience, index) => ({ ...experience, id: `e${index}` })));
    fc.assert(
      fc.property(arbitrary, fc.constantFrom(...skills), (experiences, skill) => {
        const used = new Set(
          skillUsage(experiences, skill, NOW).experiences.map((experience) => experience.id),
        );
        for (const experience of experiences) {
          const listed = experience.projectExperiences.some((p) =>
            p.technicalEnvironment.some((s) => s.id === skill),
          );
          expect(used.has(experience.id)).toBe(listed);
        }
      }),
    );
  });
});
