/**
 * The English catalogue of the seven missions (spec §1, §9), fetched by the web app with the screens
 * that show a mission or a skills file (issue #11 §6). One file per mission, so each mission's
 * texts live beside each other: `missions:job.…`.
 */
import enMissionsCommon from './i18n/en/missions/common.json' with { type: 'json' };
import enMissionsJob from './i18n/en/missions/job.json' with { type: 'json' };
import enMissionsTechnicalSkills from './i18n/en/missions/technicalSkills.json' with { type: 'json' };
import enMissionsSoftSkills from './i18n/en/missions/softSkills.json' with { type: 'json' };
import enMissionsExperiences from './i18n/en/missions/experiences.json' with { type: 'json' };
import enMissionsDiplomas from './i18n/en/missions/diplomas.json' with { type: 'json' };
import enMissionsLanguages from './i18n/en/missions/languages.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const catalogues = {
  missions: {
    common: enMissionsCommon,
    job: enMissionsJob,
    technicalSkills: enMissionsTechnicalSkills,
    softSkills: enMissionsSoftSkills,
    experiences: enMissionsExperiences,
    diplomas: enMissionsDiplomas,
    languages: enMissionsLanguages,
  },
} satisfies Record<string, Catalogue>;
