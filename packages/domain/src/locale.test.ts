/** The display language (spec §9) and the values every message may name (STYLE.md "Limits live once"). */
import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import { MESSAGE_VARIABLES, NAMESPACES, pickLocale } from './locale.ts';

describe('pickLocale (spec §9)', () => {
  it('keeps a supported display language', () => {
    expect(pickLocale('fr')).toBe('fr');
    expect(pickLocale('en')).toBe('en');
  });

  it('falls back to French for anything else', () => {
    for (const value of [null, undefined, '', 'de', 'EN', 'en-GB', ' en', 'english']) {
      expect(pickLocale(value)).toBe('fr');
    }
    expect(constants.DEFAULT_LOCALE).toBe('fr');
  });
});

describe('MESSAGE_VARIABLES', () => {
  it('names each limit with the value of its constant', () => {
    expect(MESSAGE_VARIABLES).toEqual({
      maxDiplomas: constants.MAX_DIPLOMAS,
      maxEnvironmentSkills: constants.MAX_ENVIRONMENT_SKILLS,
      maxExperiences: constants.MAX_EXPERIENCES,
      maxFocusSkills: constants.MAX_FOCUS_SKILLS,
      maxLanguages: constants.MAX_LANGUAGES,
      maxProjectSubSectors: constants.MAX_PROJECT_SUB_SECTORS,
      maxProjects: constants.MAX_PROJECTS,
      maxProjectsPerExperience: constants.MAX_PROJECTS_PER_EXPERIENCE,
      maxSkillDomains: constants.MAX_SKILL_DOMAINS,
      maxSkillsPerDomain: constants.MAX_SKILLS_PER_DOMAIN,
      maxSoftSkills: constants.MAX_SOFT_SKILLS,
      maxTechnicalSkills: constants.MAX_TECHNICAL_SKILLS,
      maxRequestKilobytes: constants.REQUEST_BODY_MAX_BYTES / 1024,
      selectionLimit: constants.SELECTION_LIMIT,
      searchTextMax: constants.SEARCH_TEXT_MAX,
      filterValuesMax: constants.FILTER_VALUES_MAX,
      matchTextMax: constants.MATCH_TEXT_MAX,
      matchSkillsMax: constants.MATCH_SKILLS_MAX,
      clientRequestTitleMax: constants.CLIENT_REQUEST_TITLE_MAX,
      reminderCommentMax: constants.REMINDER_COMMENT_MAX,
      jsonBodyDepthMax: constants.JSON_BODY_DEPTH_MAX,
      jsonBodyEntriesMax: constants.JSON_BODY_ENTRIES_MAX,
      diplomaAheadMonthsMax: constants.DIPLOMA_AHEAD_MONTHS_MAX,
      phoneExample: constants.PHONE_EXAMPLE,
      cvMaxPages: constants.CV_IMPORT_MAX_PAGES,
    });
    expect(MESSAGE_VARIABLES.selectionLimit).toBe(50);
    expect(Number.isInteger(MESSAGE_VARIABLES.maxRequestKilobytes)).toBe(true);
  });

  it('lists the nine catalogue namespaces', () => {
    expect(NAMESPACES).toEqual([
      'validation',
      'errors',
      'web',
      'missions',
      'backOffice',
      'inventory',
      'identity',
      'pdf',
      'jsonResume',
    ]);
  });
});
