/**
 * What the app needs of the catalogues without the catalogues themselves (issue #11 §6: the web
 * app's first screen loads one language, not both): the namespaces, the variables every message may
 * name, and the choice of the display language (spec §9).
 */
import {
  DEFAULT_LOCALE,
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
  JSON_BODY_DEPTH_MAX,
  JSON_BODY_ENTRIES_MAX,
  SELECTION_LIMIT,
  SEARCH_TEXT_MAX,
  FILTER_VALUES_MAX,
  MATCH_TEXT_MAX,
  MATCH_SKILLS_MAX,
  type Locale,
  REMINDER_COMMENT_MAX,
  DIPLOMA_AHEAD_MONTHS_MAX,
  PHONE_EXAMPLE,
  CLIENT_REQUEST_TITLE_MAX,
  CV_IMPORT_MAX_PAGES,
} from './constants.ts';

/**
 * Values every message may name (`{{maxExperiences}}`), taken from the constants so that a limit
 * is written once (STYLE.md "Limits live once"). `translate` and the web app's i18next
 * (`interpolation.defaultVariables`) both use them.
 */
export const MESSAGE_VARIABLES: Readonly<Record<string, number | string>> = {
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
  jsonBodyDepthMax: JSON_BODY_DEPTH_MAX,
  jsonBodyEntriesMax: JSON_BODY_ENTRIES_MAX,
  selectionLimit: SELECTION_LIMIT,
  searchTextMax: SEARCH_TEXT_MAX,
  filterValuesMax: FILTER_VALUES_MAX,
  matchTextMax: MATCH_TEXT_MAX,
  matchSkillsMax: MATCH_SKILLS_MAX,
  clientRequestTitleMax: CLIENT_REQUEST_TITLE_MAX,
  reminderCommentMax: REMINDER_COMMENT_MAX,
  diplomaAheadMonthsMax: DIPLOMA_AHEAD_MONTHS_MAX,
  phoneExample: PHONE_EXAMPLE,
  cvMaxPages: CV_IMPORT_MAX_PAGES,
};

export const NAMESPACES = [
  'validation',
  'errors',
  'web',
  'missions',
  'backOffice',
  'inventory',
  'identity',
  'pdf',
  'jsonResume',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** A namespace's messages: nested objects whose leaves are strings. */
export type Catalogue = Record<string, unknown>;

/** The display language: `displayLanguage` when supported, else French (spec §9). */
export function pickLocale(displayLanguage: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(displayLanguage ?? '')
    ? (displayLanguage as Locale)
    : DEFAULT_LOCALE;
}
