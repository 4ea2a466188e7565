/**
 * Answering a client request (issue #9 "Answer a client request"): an explainable score of how well a person matches the requested skills.
 *
 * The score, from 0 to 100, is a weighted mean over the requested skills:
 * - weight: 2 for a required skill ("must"), 1 for a nice-to-have one;
 * - coverage of one skill: 0 when the person does not have it; otherwise
 *   `0.5 + 0.5 × min(1, years / target) × recency`, where `years` is the time the skill was used
 *   in the experiences whose projects list it (`skillUsage`, overlaps once), `target` is the
 *   skill's minimum years when the request gives one, else `SENIOR_YEARS`, and `recency` is
 *   `recencyFactor` of the months since its last use (issue #27 §6);
 * - score = round(100 × Σ weight × coverage / Σ weight).
 * People are ranked by the number of required skills they miss (fewest first), then by score,
 * then by stars. Every result lists the skills matched and missing and the years of each match.
 *
 * Recent use weighs more (issue #27 §6). A client asks for someone who can work with a skill
 * now: ten years of Java ended in 2012 are worth less than three years up to this year, since
 * versions, tools and habits moved on and the person would need time to catch up. So the years'
 * half of a skill's coverage is multiplied by a factor of the months since its last use (the
 * latest end of an experience using it; an ongoing one is used now): 1 up to `RECENT_USE_MONTHS`
 * (two years: a mission between two others, a year of parental leave or management loses
 * nothing), then falling linearly to `RECENCY_FLOOR` at `OLD_USE_MONTHS` (ten years) and staying
 * there. The floor is not 0: old experience still says something (a senior who learnt the trade
 * with it), and holding the skill keeps its 0.5 whatever its age — recency ranks the holders, it
 * never turns a holder into someone who lacks the skill. A skill with no known last use (declared
 * only, used in no project: its years are 0 anyway) is not weighed by recency.
 */
import { z } from 'zod';
import { MATCH_LIMIT_MAX, MATCH_SKILLS_MAX, MATCH_TEXT_MAX, SHORT_TEXT_MAX } from './constants.ts';
import { isKnownLanguage, SPOKEN_LEVELS } from './languages.ts';
import { monthOf } from './experience.ts';
import { ZSkillEvidence } from './match-evidence.ts';
import { USER_STATUSES, ZCollaboratorRole, ZUserListItem, ZUserStatus } from './user.ts';

/** Years of use at which a skill without a requested minimum counts fully (a senior's). */
export const SENIOR_YEARS = 5;
/** Weights of a required and of a nice-to-have skill in the score. */
export const MATCH_WEIGHTS = { required: 2, niceToHave: 1 } as const;
/** issue #27 §6: up to this many months since its last use, a skill's years count fully. */
export const RECENT_USE_MONTHS = 24;
/** issue #27 §6: from this many months since its last use, a skill's years count at the floor. */
export const OLD_USE_MONTHS = 120;
/** issue #27 §6: the share of its years a skill last used `OLD_USE_MONTHS` ago or more keeps. */
export const RECENCY_FLOOR = 0.25;

/**
 * issue #27 §6: how much a skill's years count, from `monthsAgo`, the whole months since its last
 * use (0: used this month; negative, a use dated after now, counts as now): 1 up to
 * `RECENT_USE_MONTHS`, then linearly down to `RECENCY_FLOOR` at `OLD_USE_MONTHS`, the floor
 * after. Never increasing with `monthsAgo`; within [RECENCY_FLOOR, 1]. Rule and reasons in this
 * module's header. The match query (`matchCandidates`, search repository) computes the same
 * expression in double precision, operation by operation.
 */
export function recencyFactor(monthsAgo: number): number {
  const fading =
    ((1 - RECENCY_FLOOR) * (monthsAgo - RECENT_USE_MONTHS)) / (OLD_USE_MONTHS - RECENT_USE_MONTHS);
  return Math.min(1, Math.max(RECENCY_FLOOR, 1 - fading));
}

export const ZMatchSkill = z.object({
  id: z.string().trim().min(1).max(SHORT_TEXT_MAX),
  required: z.boolean().default(true),
  minYears: z.number().min(0).max(50).optional(),
});
export type MatchSkill = z.infer<typeof ZMatchSkill>;

/**
 * `POST /api/match` (issue #9): a request's text and/or picked skills, a limit, and the filters of
 * the people ranked (issue #27 §4), each absent for everyone:
 * - `language`: a known ISO 639-1 code (spec §5), only people who speak it; with
 *   `minLanguageLevel` (spec §3 level), only those who speak it at that level or above
 *   (`meetsSpokenLevel`, languages.ts; a level without a language is refused);
 * - `status`: spec §4 statuses kept (empty: every status);
 * - `outdated`: true only outdated files, false only up-to-date ones (spec §4, §9: 6 months,
 *   `isOutdated`);
 * - `role`: only employees or only applicants.
 */
export const ZMatchRequest = z
  .object({
    text: z.string().max(MATCH_TEXT_MAX, { message: 'validation.matchTextTooLong' }).optional(),
    skills: z
      .array(ZMatchSkill)
      .max(MATCH_SKILLS_MAX, { message: 'validation.tooManyMatchSkills' })
      .optional(),
    language: z.string().refine(isKnownLanguage, { message: 'validation.unknownLanguage' }).optional(),
    minLanguageLevel: z.enum(SPOKEN_LEVELS).optional(),
    status: z.array(ZUserStatus).max(USER_STATUSES.length).optional(),
    outdated: z.boolean().optional(),
    role: ZCollaboratorRole.optional(),
    limit: z.number().int().min(1).max(MATCH_LIMIT_MAX).default(50),
  })
  .refine((body) => (body.text ?? '').trim() !== '' || (body.skills ?? []).length > 0, {
    message: 'validation.matchEmpty',
  })
  .refine((body) => body.minLanguageLevel === undefined || body.language !== undefined, {
    message: 'validation.matchLevelWithoutLanguage',
    path: ['minLanguageLevel'],
  });
export type MatchRequest = z.infer<typeof ZMatchRequest>;

export const ZMatchResult = z.object({
  userId: z.uuid(),
  score: z.number().int().min(0).max(100),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
  /** Years of use of each matched skill, one decimal. */
  years: z.record(z.string(), z.number().min(0)),
  /**
   * Issue #27 §6: where and when each matched skill was used (`skillsBrought`, bounded by
   * `skillEvidence`), keyed like `years`. `POST /api/match` always answers it; it is optional
   * because `scoreMatch`'s explanation, read from months alone, has no file to show.
   */
  evidence: z.record(z.string(), ZSkillEvidence).optional(),
});
export type MatchResult = z.infer<typeof ZMatchResult>;

/**
 * How a requested skill counts in the score: its weight (2 required, 1 nice-to-have) and the
 * years of use at which it counts fully (its minimum when given and positive, else
 * `SENIOR_YEARS`).
 */
export function skillWeight(skill: Pick<MatchSkill, 'required' | 'minYears'>): {
  weight: number;
  targetYears: number;
} {
  return {
    weight: skill.required ? MATCH_WEIGHTS.required : MATCH_WEIGHTS.niceToHave,
    targetYears: skill.minYears !== undefined && skill.minYears > 0 ? skill.minYears : SENIOR_YEARS,
  };
}

/** A person's score against a request, with its explanation (`scoreMatch`). */
export type MatchScore = Omit<MatchResult, 'userId'> & { missingRequired: number };

/** One person's evidence: months of use of each skill they have (0: listed, used in no project). */
export type SkillMonths = ReadonlyMap<string, number>;

/**
 * When a person last used their skills (issue #27 §6): the month index (`year × 12 + month − 1`,
 * `monthIndex` of experience.ts; `skillUsage`'s `lastMonth`) of each skill's last use, and the
 * moment the score is computed at (its UTC month, `monthOf`). A skill absent from `lastUsed` is
 * not weighed by recency.
 */
export interface SkillRecency {
  lastUsed: ReadonlyMap<string, number>;
  now: Date;
}

/**
 * Scores one person against the requested skills (formula in this module's header). Returns
 * the score, the skills matched and missing (request order), the years of each match, and the
 * number of required skills missing (the first ranking key). Without `recency`, every skill's
 * years count fully (as if used now).
 */
export function scoreMatch(
  requested: readonly MatchSkill[],
  evidence: SkillMonths,
  recency?: SkillRecency,
): MatchScore {
  const nowMonth = recency === undefined ? 0 : monthOf(recency.now);
  let weighted = 0;
  let totalWeight = 0;
  let missingRequired = 0;
  const matched: string[] = [];
  const missing: string[] = [];
  const years: Record<string, number> = {};
  for (const skill of requested) {
    const { weight, targetYears: target } = skillWeight(skill);
    totalWeight += weight;
    const months = evidence.get(skill.id);
    if (months === undefined) {
      missing.push(skill.id);
      if (skill.required) missingRequired += 1;
      continue;
    }
    const used = months / 12;
    const last = recency?.lastUsed.get(skill.id);
    const factor = last === undefined ? 1 : recencyFactor(nowMonth - last);
    weighted += weight * (0.5 + 0.5 * Math.min(1, used / target) * factor);
    matched.push(skill.id);
    years[skill.id] = Math.round(used * 10) / 10;
  }
  const score = totalWeight === 0 ? 0 : Math.round((100 * weighted) / totalWeight);
  return { score, matched, missing, years, missingRequired };
}

/**
 * Orders scored people: fewest required skills missing, then highest score, then most stars,
 * then id (a stable order for equal people).
 */
export function compareMatches(
  a: { missingRequired: number; score: number; stars: number; userId: string },
  b: { missingRequired: number; score: number; stars: number; userId: string },
): number {
  return (
    a.missingRequired - b.missingRequired ||
    b.score - a.score ||
    b.stars - a.stars ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

/** Where an understood item was read in the request's text (issue #27 §3). */
export const ZRequestWords = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  written: z.string(),
});

/** What the server understood of a request's text (issue #27 §3, `readClientRequest`). */
export const ZUnderstoodRequest = z.object({
  skills: z.array(ZMatchSkill.extend({ from: z.array(ZRequestWords) })),
  jobs: z.array(z.object({ id: z.string(), from: z.array(ZRequestWords) })),
  minYears: z.number().min(0).nullable(),
  minYearsFrom: ZRequestWords.nullable(),
  languages: z.array(
    z.object({
      code: z.string(),
      level: z.enum(SPOKEN_LEVELS),
      from: z.array(ZRequestWords),
    }),
  ),
  skipped: z.array(
    z.object({
      start: z.number().int().min(0),
      end: z.number().int().min(0),
      reason: z.enum(['about', 'benefits', 'process', 'legal']),
    }),
  ),
});
export type UnderstoodRequestBody = z.infer<typeof ZUnderstoodRequest>;

/**
 * `POST /api/match` answer: the skills ranked on (picked, then understood from the text), what
 * the text was understood to say (issue #27 §3; absent without a text), the people.
 */
export const ZMatchResponse = z.object({
  skills: z.array(ZMatchSkill),
  understood: ZUnderstoodRequest.optional(),
  results: z.array(ZMatchResult.extend({ user: ZUserListItem })),
});
export type MatchResponse = z.infer<typeof ZMatchResponse>;
