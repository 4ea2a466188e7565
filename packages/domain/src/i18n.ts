/**
 * FR/EN message catalogues (spec §9: default locale French, fallback English), one JSON file per
 * namespace and language under `i18n/<locale>/<namespace>.json`. The shape is i18next's resources.
 */
import enBackOffice from './i18n/en/backOffice.json' with { type: 'json' };
import enErrors from './i18n/en/errors.json' with { type: 'json' };
import enIdentity from './i18n/en/identity.json' with { type: 'json' };
import enJsonResume from './i18n/en/jsonResume.json' with { type: 'json' };
import enPdf from './i18n/en/pdf.json' with { type: 'json' };
import enValidation from './i18n/en/validation.json' with { type: 'json' };
import enWeb from './i18n/en/web.json' with { type: 'json' };
import frBackOffice from './i18n/fr/backOffice.json' with { type: 'json' };
import frErrors from './i18n/fr/errors.json' with { type: 'json' };
import frIdentity from './i18n/fr/identity.json' with { type: 'json' };
import frJsonResume from './i18n/fr/jsonResume.json' with { type: 'json' };
import frPdf from './i18n/fr/pdf.json' with { type: 'json' };
import frValidation from './i18n/fr/validation.json' with { type: 'json' };
import frWeb from './i18n/fr/web.json' with { type: 'json' };
import enMissionsCommon from './i18n/en/missions/common.json' with { type: 'json' };
import enMissionsJob from './i18n/en/missions/job.json' with { type: 'json' };
import enMissionsTechnicalSkills from './i18n/en/missions/technicalSkills.json' with { type: 'json' };
import enMissionsSoftSkills from './i18n/en/missions/softSkills.json' with { type: 'json' };
import enMissionsExperiences from './i18n/en/missions/experiences.json' with { type: 'json' };
import enMissionsDiplomas from './i18n/en/missions/diplomas.json' with { type: 'json' };
import enMissionsLanguages from './i18n/en/missions/languages.json' with { type: 'json' };
import frMissionsCommon from './i18n/fr/missions/common.json' with { type: 'json' };
import frMissionsJob from './i18n/fr/missions/job.json' with { type: 'json' };
import frMissionsTechnicalSkills from './i18n/fr/missions/technicalSkills.json' with { type: 'json' };
import frMissionsSoftSkills from './i18n/fr/missions/softSkills.json' with { type: 'json' };
import frMissionsExperiences from './i18n/fr/missions/experiences.json' with { type: 'json' };
import frMissionsDiplomas from './i18n/fr/missions/diplomas.json' with { type: 'json' };
import frMissionsLanguages from './i18n/fr/missions/languages.json' with { type: 'json' };
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  MAX_DIPLOMAS,
  MAX_ENVIRONMENT_SKILLS,
  MAX_EXPERIENCES,
  MAX_FOCUS_SKILLS,
  MAX_LANGUAGES,
  MAX_PROJECT_SUB_SECTORS,
  MAX_PROJECTS,
  MAX_PROJECTS_PER_EXPERIENCE,
  MAX_SKILL_DOMAINS,
  MAX_SKILLS_PER_DOMAIN,
  MAX_SOFT_SKILLS,
  MAX_TECHNICAL_SKILLS,
  REQUEST_BODY_MAX_BYTES,
  SELECTION_LIMIT,
  SEARCH_TEXT_MAX,
  FILTER_VALUES_MAX,
  MATCH_TEXT_MAX,
  MATCH_SKILLS_MAX,
  type Locale,
  REMINDER_COMMENT_MAX,
} from './constants.ts';
import { formatNumber } from './intl.ts';

/**
 * Values every message may name (`{{maxExperiences}}`), taken from the constants so that a limit
 * is written once (STYLE.md "Limits live once"). `translate` and the web app's i18next
 * (`interpolation.defaultVariables`) both use them.
 */
export const MESSAGE_VARIABLES: Readonly<Record<string, number>> = {
  maxDiplomas: MAX_DIPLOMAS,
  maxEnvironmentSkills: MAX_ENVIRONMENT_SKILLS,
  maxExperiences: MAX_EXPERIENCES,
  maxFocusSkills: MAX_FOCUS_SKILLS,
  maxLanguages: MAX_LANGUAGES,
  maxProjectSubSectors: MAX_PROJECT_SUB_SECTORS,
  maxProjects: MAX_PROJECTS,
  maxProjectsPerExperience: MAX_PROJECTS_PER_EXPERIENCE,
  maxSkillDomains: MAX_SKILL_DOMAINS,
  maxSkillsPerDomain: MAX_SKILLS_PER_DOMAIN,
  maxSoftSkills: MAX_SOFT_SKILLS,
  maxTechnicalSkills: MAX_TECHNICAL_SKILLS,
  maxRequestKilobytes: REQUEST_BODY_MAX_BYTES / 1024,
  selectionLimit: SELECTION_LIMIT,
  searchTextMax: SEARCH_TEXT_MAX,
  filterValuesMax: FILTER_VALUES_MAX,
  matchTextMax: MATCH_TEXT_MAX,
  matchSkillsMax: MATCH_SKILLS_MAX,
  reminderCommentMax: REMINDER_COMMENT_MAX,
};

export const NAMESPACES = [
  'validation',
  'errors',
  'web',
  'missions',
  'backOffice',
  'identity',
  'pdf',
  'jsonResume',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
type Catalogue = Record<string, unknown>;

export const resources: Record<Locale, Record<Namespace, Catalogue>> = {
  fr: {
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
    identity: frIdentity,
    pdf: frPdf,
    jsonResume: frJsonResume,
  },
  en: {
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
    identity: enIdentity,
    pdf: enPdf,
    jsonResume: enJsonResume,
  },
};

/** The locale to display: the user's `displayLanguage` when supported, else French (spec §9). */
export function pickLocale(displayLanguage: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(displayLanguage ?? '')
    ? (displayLanguage as Locale)
    : DEFAULT_LOCALE;
}

/**
 * A minimal server-side translator over the catalogues: `translate('fr', 'validation.required')`.
 * Falls back to English, then to the key itself. `{{name}}` placeholders take `values`, then
 * `MESSAGE_VARIABLES`; an unknown placeholder stays as written. `{{count, number}}` (i18next's
 * number format) writes a number as the language does (`formatNumber`: 12 345 / 12,345).
 */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, ...path] = key.split('.');
  const lookup = (lang: Locale): string | undefined => {
    let node: unknown = resources[lang][namespace as Namespace];
    for (const part of path) node = (node as Catalogue | undefined)?.[part];
    return typeof node === 'string' ? node : undefined;
  };
  const template = lookup(locale) ?? lookup(FALLBACK_LOCALE) ?? key;
  return template.replace(/\{\{(\w+)(?:,\s*(number))?\}\}/g, (match, name: string, format?: string) => {
    const value = values[name] ?? MESSAGE_VARIABLES[name];
    if (value === undefined) return match;
    return format === 'number' && typeof value === 'number' ? formatNumber(value, locale) : String(value);
  });
}
