/**
 * The seven missions of the guided form (spec §1) and the stars they earn (spec §9, DESIGN.md),
 * with their catalogue keys. Shared by onboarding, home and the takeoff stepper.
 */
import type { StarId } from '@highlight/domain/stars';

/** spec §2, §4: the stepper runs from 1/7 to 7/7. */
export const MISSION_COUNT = 7;

/**
 * spec §1 mission order, 1-based: the title, the stepper's short title (issue #11 §3: the seven
 * fit one row) and the one-line description keys of each mission.
 */
export const MISSIONS = [
  {
    step: 1,
    title: 'web:missions.personalInfo.title',
    shortTitle: 'web:missions.personalInfo.shortTitle',
    description: 'web:missions.personalInfo.description',
  },
  {
    step: 2,
    title: 'web:missions.job.title',
    shortTitle: 'web:missions.job.shortTitle',
    description: 'web:missions.job.description',
  },
  {
    step: 3,
    title: 'web:missions.technicalSkills.title',
    shortTitle: 'web:missions.technicalSkills.shortTitle',
    description: 'web:missions.technicalSkills.description',
  },
  {
    step: 4,
    title: 'web:missions.softSkills.title',
    shortTitle: 'web:missions.softSkills.shortTitle',
    description: 'web:missions.softSkills.description',
  },
  {
    step: 5,
    title: 'web:missions.experiences.title',
    shortTitle: 'web:missions.experiences.shortTitle',
    description: 'web:missions.experiences.description',
  },
  {
    step: 6,
    title: 'web:missions.diplomas.title',
    shortTitle: 'web:missions.diplomas.shortTitle',
    description: 'web:missions.diplomas.description',
  },
  {
    step: 7,
    title: 'web:missions.languages.title',
    shortTitle: 'web:missions.languages.shortTitle',
    description: 'web:missions.languages.description',
  },
] as const;

/** What to do to earn each star (improvement areas, spec §1). */
export const STAR_LABELS: Record<StarId, string> = {
  technicalSkills3: 'web:stars.technicalSkills3',
  technicalSkills6: 'web:stars.technicalSkills6',
  technicalSkills9: 'web:stars.technicalSkills9',
  technicalSkills12: 'web:stars.technicalSkills12',
  softSkills5: 'web:stars.softSkills5',
  softSkills10: 'web:stars.softSkills10',
  twoDomains: 'web:stars.twoDomains',
  oneJob: 'web:stars.oneJob',
  experienceWithProject: 'web:stars.experienceWithProject',
  technicalEnvironment: 'web:stars.technicalEnvironment',
  diploma: 'web:stars.diploma',
  certification: 'web:stars.certification',
  oneLanguage: 'web:stars.oneLanguage',
  twoLanguages: 'web:stars.twoLanguages',
};

/** The path of mission `step` (1–7). */
export function missionPath(step: number): string {
  return `/takeoff/${step}`;
}
