/**
 * The French catalogue of the seven missions (spec §1, §9), fetched by the web app with the screens
 * that show a mission or a skills file (issue #11 §6). One file per mission, so each mission's
 * texts live beside each other: `missions:job.…`.
 */
import frMissionsCommon from './i18n/fr/missions/common.json' with { type: 'json' };
import frMissionsJob from './i18n/fr/missions/job.json' with { type: 'json' };
import frMissionsTechnicalSkills from './i18n/fr/missions/technicalSkills.json' with { type: 'json' };
import frMissionsSoftSkills from './i18n/fr/missions/softSkills.json' with { type: 'json' };
import frMissionsExperiences from './i18n/fr/missions/experiences.json' with { type: 'json' };
import frMissionsDiplomas from './i18n/fr/missions/diplomas.json' with { type: 'json' };
import frMissionsLanguages from './i18n/fr/missions/languages.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const catalogues = {
  missions: {
    common: frMissionsCommon,
    job: frMissionsJob,
    technicalSkills: frMissionsTechnicalSkills,
    softSkills: frMissionsSoftSkills,
    experiences: frMissionsExperiences,
    diplomas: frMissionsDiplomas,
    languages: frMissionsLanguages,
  },
} satisfies Record<string, Catalogue>;
