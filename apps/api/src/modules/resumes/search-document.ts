/**
 * The search document derived from a resume (DESIGN.md "Search"): names, trigram, email, desired
 * position, jobs, skills, technical environments, project text, functional skills and languages,
 * in both languages' labels, normalised by the same `normalizeSearchText` as queries (spec §7).
 */
import { emptyResume, type ResumeBody } from '@highlight/domain/resume';
import type { LabelOf } from '@highlight/domain/reference';
import { nameTypoKeys, normalizeSearchText } from '@highlight/domain/search';
import { skillUsage } from '@highlight/domain/experience';
import { spokenLevelKeys } from '@highlight/domain/languages';
import { entryKeys } from '@highlight/domain/vocabulary';
import { loadVocabulary, REFERENCE_SEED_VERSION } from '../../db/seed/reference/catalogue.ts';

/**
 * Version of how `buildSearchDocument` writes a row.
 * 2 (issue #26): letters of every script kept (§9), ranking weights (§23), typo keys (§22).
 * 3 (issue #27 §7): skills also under their vocabulary's keys (k8s, nodejs, dotnet, postgres);
 *   a `+` between two words parts them.
 * 4 (issue #26, search speed): each text holds each word once, so `document` holds one position
 *   per word and weight instead of one per mention (a file naming Java in ten projects stored
 *   ten), and the ranking reads its weights (names_doc and skills_doc dropped, migration 0011):
 *   a row small enough to stay out of TOAST, which every match and every ranking read before.
 * 5 (issue #27 §4, §6): each spoken language's level (`languageLevels`) and each skill's last
 *   month of use (`skillLastUsed`), copied to `skill_usage` for the match's filters and score.
 */
export const SEARCH_DOCUMENT_VERSION = 5;

/**
 * What a stored row's `index_version` must reach; rows below it are rebuilt at start-up. It
 * follows the document's version and the reference data file's `version` (issue #27 §7: a firm
 * that edits its labels or aliases and raises the file's version gets its files reindexed).
 */
export const SEARCH_INDEX_VERSION = SEARCH_DOCUMENT_VERSION * 100_000 + REFERENCE_SEED_VERSION;

/**
 * The app-written part of a `resume_search` row (schema.ts): the normalised text of each ranking
 * weight (issue #26 §23 — A: desired position and jobs; B: skills and their domains, in mission 3
 * and in projects; C: names, trigram, email; D: the rest, in passing), the names and their typo
 * keys (issue #26 §22), and the facet arrays. `skillMonths[i]` is the months of use of
 * `skills[i]` as of this build (experiences still ongoing count up to `now`), `skillLastUsed[i]`
 * the month index of its last use (`skillUsage`'s `lastMonth`: an ongoing one is `now`'s month;
 * null when used in no project); `languageLevels` the spoken languages as `code:rank` keys
 * (`spokenLevelKeys`, issue #27 §4).
 */
export interface SearchDocument {
  positionText: string;
  skillsText: string;
  namesText: string;
  otherText: string;
  names: string;
  nameKeys: string[];
  desiredPosition: string;
  skills: string[];
  skillMonths: number[];
  skillLastUsed: (number | null)[];
  jobs: string[];
  languages: string[];
  languageLevels: string[];
}

/** Builds the `resume_search` row content for a user and their resume (labels in FR and EN). */
export function buildSearchDocument(
  user: { firstname: string; lastname: string; email: string; trigram: string },
  resume: ResumeBody,
  labelOf: LabelOf,
  now: Date = new Date(),
): SearchDocument {
  const both = (kind: Parameters<LabelOf>[0], ref: Parameters<LabelOf>[1]) =>
    `${labelOf(kind, ref, 'fr')} ${labelOf(kind, ref, 'en')}`;
  const projects = resume.experiences.flatMap((experience) => experience.projectExperiences);
  const skillRefs = resume.technicalSkills.flatMap((domain) => domain.skills);
  const environmentRefs = projects.flatMap((project) => project.technicalEnvironment);
  const skills = [...new Set([...skillRefs, ...environmentRefs].map((ref) => ref.id))];
  // Each word once (version 4): matching and the tiers read which words a weight holds, not how often.
  const text = (parts: string[]) => [...new Set(normalizeSearchText(parts.join(' ')).split(' '))].join(' ');
  const positionText = text([resume.desiredPosition, ...resume.jobs.map((entry) => both('job', entry.job))]);
  const vocabulary = loadVocabulary();
  const skillsText = text([
    ...resume.technicalSkills.map((domain) => both('domain', domain.domain)),
    ...skillRefs.map((skill) => both('skill', skill)),
    ...environmentRefs.map((skill) => both('skill', skill)),
    // issue #27 §7: a query by alias ("k8s", "nodejs", "dotnet") finds the skill's people.
    ...skills.flatMap((id) => entryKeys(vocabulary, 'skill', id)),
  ]);
  const namesText = text([user.firstname, user.lastname, user.trigram, user.email]);
  const otherText = text([
    ...resume.softSkills,
    ...resume.experiences.map((experience) => `${experience.corporation} ${experience.position}`),
    ...projects.map((project) => project.name),
    ...resume.languages.map((language) => language.code),
  ]);
  const names = normalizeSearchText(`${user.firstname} ${user.lastname}`);
  const usages = skills.map((id) => skillUsage(resume.experiences, id, now));
  return {
    positionText,
    skillsText,
    namesText,
    otherText,
    names,
    nameKeys: nameTypoKeys(names),
    desiredPosition: resume.desiredPosition,
    skills,
    skillMonths: usages.map((usage) => usage.months),
    skillLastUsed: usages.map((usage) => usage.lastMonth),
    jobs: [...new Set(resume.jobs.map((entry) => entry.job.id))],
    languages: [...new Set(resume.languages.map((language) => language.code))],
    languageLevels: spokenLevelKeys(resume.languages),
  };
}

/**
 * The search row of a user whose file is still empty: names, trigram and email only. Written
 * with every new user, so a search finds everyone by name (accent-insensitively) from day one.
 */
export function identitySearchDocument(user: {
  firstname: string;
  lastname: string;
  email: string;
  trigram: string;
}): SearchDocument {
  return buildSearchDocument(user, emptyResume(), () => '');
}
