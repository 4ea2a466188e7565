/**
 * The back office's search and client-request matching (spec §6, §7; issue #9; DESIGN.md
 * "Search"). Staff only; the SQL is in ./repository.ts.
 */
import { gradeFor } from '@highlight/domain/stars';
import { isOutdated } from '@highlight/domain/outdated';
import { isUnsearchable, normalizeSearchText } from '@highlight/domain/search';
import {
  compareMatches,
  scoreMatch,
  skillWeight,
  type MatchRequest,
  type MatchResponse,
  type MatchSkill,
} from '@highlight/domain/matching';
import {
  ZUserSettings,
  type SearchPerson,
  type User,
  type UserListItem,
  type UserListQuery,
  type UserListResponse,
} from '@highlight/domain/user';
import { emptyResume } from '@highlight/domain/resume';
import { languageName } from '@highlight/domain/languages';
import { readClientRequest } from '@highlight/domain/client-request';
import { MATCH_SKILLS_MAX } from '@highlight/domain/constants';
import { skillEvidence } from '@highlight/domain/match-evidence';
import { skillsBrought } from '@highlight/domain/tailoring';
import { monthOf } from '@highlight/domain/experience';
import { loadVocabulary } from '../../db/seed/reference/catalogue.ts';
import type { AppContext } from '../../context.ts';
import { searchKey } from './cache.ts';
import { assertCanListUsers } from '../users/policy.ts';
import { toApiUser } from '../users/service.ts';
import type { UserRow } from '../users/repository.ts';
import { matchCandidates } from './match-repository.ts';
import {
  listItemsByIds,
  relevanceCriteria,
  queryTerms,
  searchIndex,
  type SearchCriteria,
  usersWithResumes,
} from './repository.ts';

/**
 * spec §7 GET users/?q=&idHR= (with or without the trailing slash): the candidates of the HR
 * referee `idHR`, or everyone (`allCandidates=true`, or no `idHR`), searched, filtered, sorted,
 * one page, with facet counts. Back office only (spec §6).
 */
export async function searchUsers(
  ctx: AppContext,
  actor: UserRow,
  query: UserListQuery,
  now: Date = new Date(),
): Promise<UserListResponse> {
  assertCanListUsers(actor);
  const criteria: SearchCriteria = {
    terms: queryTerms(query.q),
    text: normalizeSearchText(query.q),
    matchesNothing: isUnsearchable(query.q),
    scopeRefereeId: query.allCandidates ? undefined : query.idHR,
    status: query.status,
    role: query.role,
    referee: query.referee,
    resigner: query.resigner,
    outdated: query.outdated,
    skills: query.skills,
    jobs: query.jobs,
    languages: query.languages,
    sort: query.sort,
    order: query.order,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    now,
  };
  // issue #30 §1: the whole page — its rows too — is kept per data version (./cache.ts).
  return ctx.searches.remember(ctx.reader(), searchKey('list', criteria), now, async () => {
    const page = await searchIndex(ctx.reader(), criteria);
    return {
      items: await listItems(ctx, page.ids, now),
      total: page.total,
      totalExact: page.totalExact,
      page: query.page,
      pageSize: query.pageSize,
      facets: page.facets,
      fuzzy: page.fuzzy,
    };
  });
}

/** The dashboard rows of `ids`, in that order (spec §3 search result person, DESIGN.md columns). */
export async function listItems(ctx: AppContext, ids: readonly string[], now: Date): Promise<UserListItem[]> {
  const rows = await listItemsByIds(ctx.reader(), ids);
  return rows.map(({ user, referee, desiredPosition, starCount, resumeUpdatedAt }) => {
    const updatedAt = resumeUpdatedAt ?? user.updatedAt;
    const stars = starCount ?? 0;
    return {
      id: user.id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      trigram: user.trigram,
      roles: toApiUser(user, null).roles,
      desiredPosition: desiredPosition ?? '',
      status: user.status as User['status'],
      resigner: user.resigner,
      referee: referee?.id ? { ...referee, id: referee.id } : null,
      stars,
      grade: gradeFor(stars),
      updatedAt: updatedAt.toISOString(),
      outdated: isOutdated(updatedAt, now),
    };
  });
}

/**
 * issue #9 `POST /api/match`: the catalogue skills the request's text asks for (issue #27 §3:
 * required or a plus, with their minimum years, read through the vocabulary, `readClientRequest`;
 * what was understood is answered too)
 * joined to the skills picked (as given; a picked skill wins over the same one found in the
 * text), then the best `limit` of everyone in scope who has at least one of them, ranked by the
 * domain's formula (`@highlight/domain/matching`): the database picks them (`matchCandidates`),
 * `scoreMatch` scores and explains them, `compareMatches` orders them. Only the people the
 * request's filters keep (issue #27 §4: language and its minimum level, status, outdated as of
 * `now`, employee or applicant) are ranked. Staff only.
 */
export async function matchPeople(
  ctx: AppContext,
  actor: UserRow,
  request: MatchRequest,
  now: Date = new Date(),
): Promise<MatchResponse> {
  assertCanListUsers(actor);
  const picked = request.skills ?? [];
  const pickedIds = new Set(picked.map((skill) => skill.id));
  const understood =
    (request.text ?? '').trim() === '' ? undefined : readClientRequest(loadVocabulary(), request.text!);
  // Within MATCH_SKILLS_MAX with the skills picked: the text's required skills first, each group
  // in the text's order, so what the panel sends back is always a valid request (issue #27 §4).
  const unpicked = (understood?.skills ?? []).filter((skill) => !pickedIds.has(skill.id));
  const fromText = [
    ...unpicked.filter((skill) => skill.required),
    ...unpicked.filter((skill) => !skill.required),
  ]
    .slice(0, Math.max(0, MATCH_SKILLS_MAX - picked.length))
    .map(({ id, required, minYears }): MatchSkill =>
      minYears === undefined ? { id, required } : { id, required, minYears },
    );
  const skills = [...picked, ...fromText];
  if (skills.length === 0) return { skills, ...(understood && { understood }), results: [] };

  const candidates = await matchCandidates(ctx.reader(), {
    skills: skills.map((skill) => ({ id: skill.id, required: skill.required, ...skillWeight(skill) })),
    language: request.language,
    minLanguageLevel: request.minLanguageLevel,
    status: request.status,
    outdated: request.outdated,
    role: request.role,
    now,
    limit: request.limit,
  });
  // issue #27 §6: what each person returned brings, read from their file (`skillsBrought`, one
  // query for at most `limit` files). The ranking above read `skill_usage`, which knows a skill
  // by its id in mission 3 or in a project's technical environment; `skillsBrought` also reads
  // the vocabulary in a project's description, an experience's position or context, and a custom
  // skill's label ("K8s"). A skill only it finds counts as held here (its months from the file),
  // so matched, missing, score and evidence agree for the people returned; whom the database
  // picked, and so who is returned at all, still follows `skill_usage` alone.
  const requested = skills.map((skill) => skill.id);
  const vocabulary = loadVocabulary();
  const files = new Map(
    (
      await usersWithResumes(
        ctx.reader(),
        candidates.map((candidate) => candidate.userId),
      )
    ).map((row) => [row.user.id, row.resume ?? emptyResume()]),
  );
  const ranked = candidates
    .map((candidate) => {
      const evidence = new Map<string, number>();
      // issue #27 §6: each skill's last use, as the database weighed its recency.
      const lastUsed = new Map<string, number>();
      skills.forEach((skill, index) => {
        const months = candidate.months[index];
        if (months !== undefined && months !== null && months >= 0) evidence.set(skill.id, months);
        const last = candidate.lastUsed[index];
        if (last !== undefined && last !== null) lastUsed.set(skill.id, last);
      });
      const file = files.get(candidate.userId);
      const brought = file ? skillsBrought(file, requested, { vocabulary, now }) : [];
      for (const skill of brought) {
        if (evidence.has(skill.id)) continue;
        evidence.set(skill.id, skill.months);
        // Its last use as skillsBrought dates it: now when ongoing, else the December of its last
        // year (a year's precision, never older than the truth).
        if (skill.ongoing) lastUsed.set(skill.id, monthOf(now));
        else if (skill.lastYear !== null) lastUsed.set(skill.id, skill.lastYear * 12 + 11);
      }
      const score = scoreMatch(skills, evidence, { lastUsed, now });
      const places = new Map(brought.map((skill) => [skill.id, skillEvidence(skill)]));
      return {
        userId: candidate.userId,
        stars: candidate.stars,
        ...score,
        evidence: Object.fromEntries(
          score.matched.flatMap((id) => {
            const found = places.get(id);
            return found ? [[id, found] as const] : [];
          }),
        ),
      };
    })
    .sort(compareMatches);
  const people = new Map(
    (
      await listItems(
        ctx,
        ranked.map((entry) => entry.userId),
        now,
      )
    ).map((item) => [item.id, item]),
  );
  return {
    skills,
    ...(understood && { understood }),
    results: ranked.flatMap(({ userId, score, matched, missing, years, evidence }) => {
      const user = people.get(userId);
      return user ? [{ userId, score, matched, missing, years, evidence, user }] : [];
    }),
  };
}

/**
 * spec §7 `GET /search/query?q={text}*`: the best `limit` live collaborators for the text (the
 * dashboard's search and ranking), each as a spec §3 search result person, labels in the
 * viewer's display language.
 */
export async function searchPeople(
  ctx: AppContext,
  actor: UserRow,
  query: { q: string; limit: number },
  now: Date = new Date(),
): Promise<SearchPerson[]> {
  assertCanListUsers(actor);
  const page = await ctx.searches.search(
    ctx.reader(),
    relevanceCriteria(query.q, { limit: query.limit, now }),
  );
  const { labelOf } = await ctx.reference();
  const locale = ZUserSettings.parse(actor.userSettings).displayLanguage;
  const rows = await usersWithResumes(ctx.reader(), page.ids);
  return rows.map(({ user, resume, starCount }) => {
    const document = resume ?? emptyResume();
    const projects = document.experiences.flatMap((experience) => experience.projectExperiences);
    const skillLabel = (ref: Parameters<typeof labelOf>[1]) => labelOf('skill', ref, locale);
    const apiUser = toApiUser(user, null);
    return {
      id: user.id,
      uuid: user.id,
      trigram: user.trigram,
      firstname: user.firstname,
      lastname: user.lastname,
      createdAt: apiUser.createdAt,
      updatedAt: apiUser.updatedAt,
      roles: apiUser.roles,
      email: user.email,
      desiredPosition: document.desiredPosition,
      softSkills: document.softSkills,
      experienceMonths: document.jobs[0]?.experienceMonths ?? null,
      domaine: document.jobs.map((entry) => labelOf('job', entry.job, locale)).join(', '),
      technicalEnvironments: [
        ...new Set(projects.flatMap((project) => project.technicalEnvironment.map(skillLabel))),
      ],
      projectExp: projects.map((project) => project.name),
      hardSkills: document.technicalSkills.flatMap((domain) => domain.skills.map(skillLabel)),
      languages: document.languages.map((language) => languageName(language.code, locale)),
      stars: starCount ?? 0,
      resigner: user.resigner,
      status: apiUser.status,
    };
  });
}
