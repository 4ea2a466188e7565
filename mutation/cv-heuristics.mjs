// @ts-check
/**
 * The CV understanding's reading heuristics (issue #28 §1): reading order and sections, the entry
 * readers, the person, the skills, and the assembly. Their figures that count are read on real
 * documents (`npm run bench:import`); their mutants, about 5,300, are tested by their own run
 * (`npm run test:mutation:cv`), outside CI's time budget (docs/mutation.md "The CV understanding").
 */
export const CV_HEURISTICS = [
  'packages/domain/src/cv/lines.ts',
  'packages/domain/src/cv/experiences.ts',
  'packages/domain/src/cv/education.ts',
  'packages/domain/src/cv/languages.ts',
  'packages/domain/src/cv/profile.ts',
  'packages/domain/src/cv/skills.ts',
  'packages/domain/src/cv/index.ts',
];
