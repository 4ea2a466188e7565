/**
 * The search document derived from a resume (DESIGN.md "Search"): names, trigram, email, desired
 * position, jobs, skills, technical environments, project text, functional skills and languages,
 * in both languages' labels, normalised by the same `normalizeSearchText` as queries (spec §7).
 */
import { emptyResume, type ResumeBody } from '@highlight/domain/resume';
import type { LabelOf } from '@highlight/domain/reference';
import { normalizeSearchText } from '@highlight/domain/search';

export interface SearchDocument {
  searchText: string;
  desiredPosition: string;
  skills: string[];
}

/** Builds the `resume_search` row content for a user and their resume. */
export function buildSearchDocument(
  user: { firstname: string; lastname: string; email: string; trigram: string },
  resume: ResumeBody,
  labelOf: LabelOf,
): SearchDocument {
  const both = (kind: Parameters<LabelOf>[0], ref: Parameters<LabelOf>[1]) =>
    `${labelOf(kind, ref, 'fr')} ${labelOf(kind, ref, 'en')}`;
  const projects = resume.experiences.flatMap((experience) => experience.projectExperiences);
  const skillRefs = resume.technicalSkills.flatMap((domain) => domain.skills);
  const parts = [
    user.firstname,
    user.lastname,
    user.trigram,
    user.email,
    resume.desiredPosition,
    ...resume.jobs.map((entry) => both('job', entry.job)),
    ...resume.technicalSkills.map((domain) => both('domain', domain.domain)),
    ...skillRefs.map((skill) => both('skill', skill)),
    ...resume.softSkills,
    ...resume.experiences.map((experience) => `${experience.corporation} ${experience.position}`),
    ...projects.map((project) => project.name),
    ...projects.flatMap((project) => project.technicalEnvironment.map((skill) => both('skill', skill))),
    ...resume.languages.map((language) => language.code),
  ];
  return {
    searchText: ` ${normalizeSearchText(parts.join(' '))} `.replace(/ +/g, ' ').trim(),
    desiredPosition: resume.desiredPosition,
    skills: [
      ...new Set([...skillRefs, ...projects.flatMap((p) => p.technicalEnvironment)].map((ref) => ref.id)),
    ],
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
