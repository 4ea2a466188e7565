/**
 * The English catalogues (spec §9), one module per language so that the web app loads only the
 * language it shows (issue #11 §6). `appCatalogues`: what the web app displays;
 * `serverCatalogues`: the sign-in pages and the documents, which only the server renders.
 */
import enBackOffice from './i18n/en/backOffice.json' with { type: 'json' };
import enErrors from './i18n/en/errors.json' with { type: 'json' };
import enIdentity from './i18n/en/identity.json' with { type: 'json' };
import enJsonResume from './i18n/en/jsonResume.json' with { type: 'json' };
import enPdf from './i18n/en/pdf.json' with { type: 'json' };
import enValidation from './i18n/en/validation.json' with { type: 'json' };
import enWeb from './i18n/en/web.json' with { type: 'json' };
import enMissionsCommon from './i18n/en/missions/common.json' with { type: 'json' };
import enMissionsJob from './i18n/en/missions/job.json' with { type: 'json' };
import enMissionsTechnicalSkills from './i18n/en/missions/technicalSkills.json' with { type: 'json' };
import enMissionsSoftSkills from './i18n/en/missions/softSkills.json' with { type: 'json' };
import enMissionsExperiences from './i18n/en/missions/experiences.json' with { type: 'json' };
import enMissionsDiplomas from './i18n/en/missions/diplomas.json' with { type: 'json' };
import enMissionsLanguages from './i18n/en/missions/languages.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const appCatalogues = {
  validation: enValidation,
  errors: enErrors,
  web: enWeb,
  // One file per mission, so each mission's texts live beside each other: `missions:job.…`.
  missions: {
    common: enMissionsCommon,
    job: enMissionsJob,
    technicalSkills: enMissionsTechnicalSkills,
    softSkills: enMissionsSoftSkills,
    experiences: enMissionsExperiences,
    diplomas: enMissionsDiplomas,
    languages: enMissionsLanguages,
  },
  backOffice: enBackOffice,
  jsonResume: enJsonResume,
} satisfies Record<string, Catalogue>;

export const serverCatalogues = {
  identity: enIdentity,
  pdf: enPdf,
} satisfies Record<string, Catalogue>;
