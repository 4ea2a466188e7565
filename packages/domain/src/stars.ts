/**
 * Stars, grades and improvement suggestions (spec §1, §3, §9; DESIGN.md "Stars").
 *
 * One star per threshold reached, 14 in all. Each star belongs to the mission that earns it, so an
 * improvement suggestion links to that mission. Grades: 1 (0–3 stars), 2 (4–7), 3 (8–11), 4 (12–14).
 */
import type { ResumeBody } from './resume.ts';

export const STAR_IDS = [
  'technicalSkills3',
  'technicalSkills6',
  'technicalSkills9',
  'technicalSkills12',
  'softSkills5',
  'softSkills10',
  'twoDomains',
  'oneJob',
  'experienceWithProject',
  'technicalEnvironment',
  'diploma',
  'certification',
  'oneLanguage',
  'twoLanguages',
] as const;
export type StarId = (typeof STAR_IDS)[number];
export const MAX_STARS = STAR_IDS.length;

/**
 * spec §3: stars are entries with `starsAcquired`; `mission` (1–7) is the mission that earns it.
 * Its schema, `ZStar`, is in `user.ts`: Home reads stars without loading zod (issue #11 §6).
 */
export interface Star {
  id: StarId;
  mission: number;
  starsAcquired: 0 | 1;
}

export const GRADES = [1, 2, 3, 4] as const;
export type Grade = (typeof GRADES)[number];

/** The mission that earns each star (spec §1 mission order). */
export const STAR_MISSION: Record<StarId, number> = {
  oneJob: 2,
  technicalSkills3: 3,
  technicalSkills6: 3,
  technicalSkills9: 3,
  technicalSkills12: 3,
  twoDomains: 3,
  softSkills5: 4,
  softSkills10: 4,
  experienceWithProject: 5,
  technicalEnvironment: 5,
  diploma: 6,
  certification: 6,
  oneLanguage: 7,
  twoLanguages: 7,
};

/**
 * Stars that count the same thing at rising thresholds share a family (spec §9): 3, 6, 9 and 12
 * technical skills; 5 and 10 soft skills; one and two languages. Every other star is its own.
 */
const STAR_FAMILY: Partial<Record<StarId, string>> = {
  technicalSkills3: 'technicalSkills',
  technicalSkills6: 'technicalSkills',
  technicalSkills9: 'technicalSkills',
  technicalSkills12: 'technicalSkills',
  softSkills5: 'softSkills',
  softSkills10: 'softSkills',
  oneLanguage: 'languages',
  twoLanguages: 'languages',
};

/** spec §9 star thresholds, evaluated on a resume. */
function reached(resume: ResumeBody): Record<StarId, boolean> {
  const skillCount = resume.technicalSkills.reduce((sum, domain) => sum + domain.skills.length, 0);
  const domainsWithSkill = resume.technicalSkills.filter((domain) => domain.skills.length > 0).length;
  const projects = resume.experiences.flatMap((experience) => experience.projectExperiences);
  return {
    technicalSkills3: skillCount >= 3,
    technicalSkills6: skillCount >= 6,
    technicalSkills9: skillCount >= 9,
    technicalSkills12: skillCount >= 12,
    softSkills5: resume.softSkills.length >= 5,
    softSkills10: resume.softSkills.length >= 10,
    twoDomains: domainsWithSkill >= 2,
    oneJob: resume.jobs.length >= 1,
    experienceWithProject: projects.length >= 1,
    technicalEnvironment: projects.some((project) => project.technicalEnvironment.length > 0),
    diploma: resume.diplomas.some((diploma) => diploma.graduate === 'diploma'),
    certification: resume.diplomas.some((diploma) => diploma.graduate === 'certification'),
    oneLanguage: resume.languages.length >= 1,
    twoLanguages: resume.languages.length >= 2,
  };
}

/** The 14 stars of a resume, in `STAR_IDS` order, each acquired (1) or not (0). */
export function computeStars(resume: ResumeBody): Star[] {
  const done = reached(resume);
  return STAR_IDS.map((id) => ({ id, mission: STAR_MISSION[id], starsAcquired: done[id] ? 1 : 0 }));
}

/** spec §3: the star count is the sum of `starsAcquired` (0 when there are none). */
export function countStars(stars: readonly Star[]): number {
  return stars.reduce((sum, star) => sum + star.starsAcquired, 0);
}

/** DESIGN.md: grade 1 (0–3 stars), 2 (4–7), 3 (8–11), 4 (12–14). */
export function gradeFor(starCount: number): Grade {
  if (starCount >= 12) return 4;
  if (starCount >= 8) return 3;
  if (starCount >= 4) return 2;
  return 1;
}

/**
 * Improvement areas (spec §1): the next missing stars, in mission order, at most `limit`.
 * Of a family of thresholds only the lowest missing one is named (9 skills before 12, one
 * language before two). `stars` in `STAR_IDS` order, as `computeStars` gives them.
 */
export function nextMissingStars(stars: readonly Star[], limit = 3): Star[] {
  const missing = stars.filter((star) => star.starsAcquired === 0);
  const seenFamilies = new Set<string>();
  const firstOfFamily = missing.filter((star) => {
    const family = STAR_FAMILY[star.id] ?? star.id;
    if (seenFamilies.has(family)) return false;
    seenFamilies.add(family);
    return true;
  });
  return firstOfFamily.sort((a, b) => a.mission - b.mission).slice(0, limit);
}
