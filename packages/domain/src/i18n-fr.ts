/**
 * The French catalogues (spec §9), one module per language so that the web app loads only the
 * language it shows (issue #11 §6). `appCatalogues`: what the web app displays;
 * `serverCatalogues`: the sign-in pages and the documents, which only the server renders.
 */
import frBackOffice from './i18n/fr/backOffice.json' with { type: 'json' };
import frErrors from './i18n/fr/errors.json' with { type: 'json' };
import frIdentity from './i18n/fr/identity.json' with { type: 'json' };
import frJsonResume from './i18n/fr/jsonResume.json' with { type: 'json' };
import frPdf from './i18n/fr/pdf.json' with { type: 'json' };
import frValidation from './i18n/fr/validation.json' with { type: 'json' };
import frWeb from './i18n/fr/web.json' with { type: 'json' };
import frMissionsCommon from './i18n/fr/missions/common.json' with { type: 'json' };
import frMissionsJob from './i18n/fr/missions/job.json' with { type: 'json' };
import frMissionsTechnicalSkills from './i18n/fr/missions/technicalSkills.json' with { type: 'json' };
import frMissionsSoftSkills from './i18n/fr/missions/softSkills.json' with { type: 'json' };
import frMissionsExperiences from './i18n/fr/missions/experiences.json' with { type: 'json' };
import frMissionsDiplomas from './i18n/fr/missions/diplomas.json' with { type: 'json' };
import frMissionsLanguages from './i18n/fr/missions/languages.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const appCatalogues = {
  validation: frValidation,
  errors: frErrors,
  web: frWeb,
  // One file per mission, so each mission's texts live beside each other: `missions:job.…`.
  missions: {
    common: frMissionsCommon,
    job: frMissionsJob,
    technicalSkills: frMissionsTechnicalSkills,
    softSkills: frMissionsSoftSkills,
    experiences: frMissionsExperiences,
    diplomas: frMissionsDiplomas,
    languages: frMissionsLanguages,
  },
  backOffice: frBackOffice,
  jsonResume: frJsonResume,
} satisfies Record<string, Catalogue>;

export const serverCatalogues = {
  identity: frIdentity,
  pdf: frPdf,
} satisfies Record<string, Catalogue>;
