/**
 * SQL of a client request's match (issue #9, #27 §4 and §6, #30 §4): the best people for a list
 * of weighted skills, read from `skill_usage` (one row per person and skill, migration 0004, its
 * filter columns copied from the search row, 0012) through its covering `(skill, user_id)` key
 * (0018), in the domain's order (`scoreMatch`, `compareMatches`), tier by tier at scale
 * (`MatchBounds`). The search's SQL is `./repository.ts`.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { levelKeysReaching, type SpokenLevel } from '@highlight/domain/languages';
import { monthOf } from '@highlight/domain/experience';
import { OLD_USE_MONTHS, RECENCY_FLOOR, RECENT_USE_MONTHS } from '@highlight/domain/matching';
import { rowsOf, type Database } from '../../db/client.ts';
import { skillUsage } from '../../db/schema.ts';
import { outdatedExpression, textArray } from './repository.ts';

/** One requested skill as the match query weighs it (domain `scoreMatch`). */
export interface MatchSkillWeight {
  id: string;
  /** `MATCH_WEIGHTS.required` or `.niceToHave`. */
  weight: number;
  /** Years of use at which the skill counts fully (its minimum, else `SENIOR_YEARS`). */
  targetYears: number;
  required: boolean;
}

/**
 * issue #27 §4: whom a match keeps, each filter absent for everyone (`POST /api/match`,
 * `ZMatchRequest` of the domain): the speakers of `language` (at `minLanguageLevel` or above when
 * given, `meetsSpokenLevel`), the `status`es listed (none: all), outdated files or up-to-date ones
 * as of `now` (the dashboard's `outdatedExpression`), employees or applicants.
 */
export interface MatchFilters {
  language?: string | undefined;
  minLanguageLevel?: SpokenLevel | undefined;
  status?: readonly string[] | undefined;
  outdated?: boolean | undefined;
  role?: string | undefined;
  /** The moment `outdated` is judged at; default now. */
  now?: Date | undefined;
}

/**
 * The conditions `filters` put on the `skill_usage` rows a match reads (issue #27 §4): each row
 * carries its person's status, role, file update date and spoken levels (migration 0012, copied
 * from the search row by its trigger), so a filter is a test on the row itself — no lookup per
 * holder, however many hold a common skill. The minimum level is an overlap of the row's
 * `code:rank` keys with the keys reaching it (`levelKeysReaching`, domain: `meetsSpokenLevel`).
 */
function matchFilterConditions(filters: MatchFilters): SQL[] {
  const u = skillUsage;
  const conditions: SQL[] = [];
  if (filters.status && filters.status.length > 0) {
    conditions.push(sql`${u.status} = any(${textArray(filters.status)})`);
  }
  if (filters.role) conditions.push(sql`${u.role} = ${filters.role}`);
  if (filters.outdated !== undefined) {
    const updatedAt = sql`${u.fileUpdatedAt}`;
    conditions.push(sql`${outdatedExpression(filters.now ?? new Date(), updatedAt)} = ${filters.outdated}`);
  }
  if (filters.language) {
    conditions.push(
      filters.minLanguageLevel
        ? sql`${u.languageLevels} && ${textArray(levelKeysReaching(filters.language, filters.minLanguageLevel))}`
        : sql`${u.languages} @> ${textArray([filters.language])}`,
    );
  }
  return conditions;
}

/**
 * issue #30 §4: when `matchCandidates` first reads only the people who may rank first. The
 * order's first key is the number of required skills missing, and a person missing at most `t`
 * of them holds at least one of any `t + 1` required skills: the holders of the `t + 1` rarest
 * are the only candidates for that tier, and if `limit` of them miss at most `t`, nobody else can
 * rank among the first `limit`. A tier is tried while its candidates' rows are estimated at most
 * `tierShare` of the rows one pass over every holder of a requested skill reads (PostgreSQL's
 * statistics of `skill_usage.skill`), for `tiers` tiers from the first expected to hold twice
 * `limit` people (`firstLikelyTier`: the filters keep an unknown share); then that one pass, as
 * always before. Without statistics (a table never analysed; PGlite runs no autovacuum), the one
 * pass at once, unless `tierShare` is infinite (the tests: every tier from the first).
 */
export interface MatchBounds {
  tierShare: number;
  tiers: number;
}
/**
 * A candidate is read by person (three index probes for three skills) where one pass reads rows
 * in bulk: a tier pays when its candidates' rows are a quarter of the pass's at most. Two tiers:
 * each costs a statement.
 */
export const DEFAULT_MATCH_BOUNDS: MatchBounds = { tierShare: 0.25, tiers: 2 };

/**
 * The estimated `skill_usage` rows of each of `skills` (PostgreSQL's `pg_stats`: the most common
 * values' frequencies, the rest shared evenly among the other distinct values, as the planner
 * estimates an equality), times the table's estimated rows; null for all when the table has no
 * statistics yet (never analysed; PGlite runs no autovacuum).
 */
async function skillRowEstimates(
  db: Database,
  skills: readonly string[],
): Promise<{ rows: Map<string, number>; people: number } | null> {
  const [stats] = await rowsOf<{
    people: number;
    rows: number;
    common: string[] | null;
    frequencies: number[] | null;
    distinct: number | null;
  }>(
    db,
    sql`select (select greatest(reltuples, 0)::float8 from pg_class where oid = 'skill_usage'::regclass) as rows,
        (select greatest(reltuples, 0)::float8 from pg_class where oid = 'resume_search'::regclass) as people,
        most_common_vals::text::text[] as common, most_common_freqs::float8[] as frequencies,
        n_distinct::float8 as distinct
      from pg_stats where schemaname = current_schema() and tablename = 'skill_usage' and attname = 'skill'`,
  );
  if (!stats || !(stats.rows > 0) || !(stats.people > 0)) return null;
  const common = stats.common ?? [];
  const frequencies = stats.frequencies ?? [];
  // n_distinct < 0: minus the fraction of rows that are distinct (pg_stats' documentation).
  const distinct = (stats.distinct ?? 0) < 0 ? -(stats.distinct ?? 0) * stats.rows : (stats.distinct ?? 0);
  const rest = Math.max(0, 1 - frequencies.reduce((sum, frequency) => sum + frequency, 0));
  const others = Math.max(1, distinct - common.length);
  const rows = new Map(
    skills.map((skill) => {
      const index = common.indexOf(skill);
      return [skill, stats.rows * (index >= 0 ? (frequencies[index] ?? 0) : rest / others)];
    }),
  );
  return { rows, people: stats.people };
}

/**
 * The first tier (required skills missing, `MatchBounds`) expected to hold `limit` people of
 * `people`, when each required skill is held by a share `shares[i]` of them independently: the
 * number held follows a Poisson binomial law (computed term by term), and the tier `t` holds those
 * holding at least `shares.length - t`. The last tier when none is expected to: the estimate only
 * chooses where to start, the tiers' reading stays exact whatever it says.
 */
export function firstLikelyTier(shares: readonly number[], people: number, limit: number): number {
  // held[k]: the probability of holding exactly k of the skills seen so far.
  let held = [1];
  for (const share of shares) {
    const p = Math.min(1, Math.max(0, share));
    held = Array.from(
      { length: held.length + 1 },
      (_, k) => (held[k] ?? 0) * (1 - p) + (held[k - 1] ?? 0) * p,
    );
  }
  let atLeast = 0;
  for (let tier = 0; tier < shares.length; tier += 1) {
    atLeast += held[shares.length - tier] ?? 0;
    if (atLeast * people >= limit) return tier;
  }
  return Math.max(0, shares.length - 1);
}

/**
 * The best `limit` live collaborators having at least one of `skills` and kept by the filters
 * (`MatchFilters`), with their stars and, per requested skill in order, their months of use (-1
 * when they do not have it) and the month index of its last use (`lastUsed`; null when not held
 * or used in no project: issue #27 §6, recency weighed as of `now`, default the current month).
 * Reads `skill_usage` through its `(skill, user_id)` key: only the rows of the requested skills,
 * never every file (DESIGN.md "Search"), and at a million files only the rows of the people who
 * may rank first (`MatchBounds`, issue #30 §4); the answer is the same either way.
 *
 * "Best" is the domain's order (`compareMatches` over `scoreMatch`, packages/domain/matching.ts),
 * computed here in SQL so that only `limit` rows leave the database, however many people hold a
 * common skill: fewest required skills missing, then the rounded score, then stars, then id. The
 * expression mirrors `scoreMatch` operation by operation in double precision (same sums in the
 * same order), so both agree; the service still re-scores the rows with `scoreMatch`, the source
 * of truth, and the search tests check the two orders agree on random files.
 */
export async function matchCandidates(
  db: Database,
  request: { skills: readonly MatchSkillWeight[]; limit: number; bounds?: MatchBounds } & MatchFilters,
): Promise<{ userId: string; stars: number; months: number[]; lastUsed: (number | null)[] }[]> {
  const u = skillUsage;
  // Each requested skill's months for the person (null: not held) and the month index of its last
  // use (null: used in no project), one column each.
  const held = request.skills.map((skill, index) => ({
    skill,
    column: sql.raw(`m${index}`),
    last: sql.raw(`l${index}`),
  }));
  const columns = sql.join(
    held.map(
      ({ skill, column, last }) =>
        sql`max(${u.months}) filter (where ${u.skill} = ${skill.id}) as ${column}, max(${u.lastUsed}) filter (where ${u.skill} = ${skill.id}) as ${last}`,
    ),
    sql`, `,
  );
  // recencyFactor(now − last): min(1, max(floor, 1 − ((1 − floor) × (ago − recent)) / (old − recent))); 1 undated.
  const nowMonth = monthOf(request.now ?? new Date());
  const recency = (last: SQL) =>
    sql`(case when ${last} is null then 1::float8 else least(1::float8, greatest(${RECENCY_FLOOR}::float8, 1::float8 - (${1 - RECENCY_FLOOR}::float8 * ((${nowMonth}::int - ${last}) - ${RECENT_USE_MONTHS}::int)::float8) / ${OLD_USE_MONTHS - RECENT_USE_MONTHS}::float8)) end)`;
  // scoreMatch: Σ weight × (0.5 + 0.5 × min(1, (months / 12) / target) × recency) over the skills held.
  const weighted = sql.join(
    held.map(
      ({ skill, column, last }) =>
        sql`(case when ${column} is null then 0::float8 else ${skill.weight}::float8 * (0.5::float8 + 0.5::float8 * least(1::float8, (${column}::float8 / 12::float8) / ${skill.targetYears}::float8) * ${recency(last)}) end)`,
    ),
    sql` + `,
  );
  const totalWeight = request.skills.reduce((sum, skill) => sum + skill.weight, 0);
  const required = held.filter(({ skill }) => skill.required);
  const missingRequired =
    required.length === 0
      ? sql`0`
      : sql.join(
          required.map(({ column }) => sql`(case when ${column} is null then 1 else 0 end)`),
          sql` + `,
        );
  // Whom the match keeps: live collaborators meeting the filters.
  const kept = [sql`${u.collaborator}`, sql`${u.live}`, ...matchFilterConditions(request)];
  const conditions = [sql`${u.skill} = any(${textArray(request.skills.map((skill) => skill.id))})`, ...kept];
  const order = sql`missing_required, score desc, stars desc, user_id`;
  // The first `limit` in order among the people whose rows `source` yields (named `skill_usage`,
  // which the columns above read), keeping those missing at most `missingAtMost` required skills.
  const best = async (source: SQL, missingAtMost: number | null) => {
    const rows = await rowsOf<{
      user_id: string;
      stars: number;
      months: number[];
      last_used: (number | null)[];
    }>(
      db,
      sql`select user_id, stars, array[${sql.join(
        held.map(({ column }) => sql`coalesce(${column}, -1)`),
        sql`, `,
      )}]::int[] as months, array[${sql.join(
        held.map(({ last }) => last),
        sql`, `,
      )}]::int[] as last_used
        from (select *, ${missingRequired} as missing_required,
            floor(100::float8 * (${weighted}) / ${totalWeight}::float8 + 0.5::float8) as score
          from (select ${u.userId} as user_id, max(${u.stars}) as stars, ${columns}
            from ${source} group by ${u.userId}) as held
          ${missingAtMost === null ? sql`` : sql`where ${missingRequired} <= ${missingAtMost}`}
          order by ${order} limit ${request.limit}) as best
        order by ${order}`,
    );
    return rows.map((row) => ({
      userId: row.user_id,
      stars: row.stars,
      months: row.months,
      lastUsed: row.last_used,
    }));
  };

  // issue #30 §4: the tiers (MatchBounds), rarest required skills first.
  const bounds = request.bounds ?? DEFAULT_MATCH_BOUNDS;
  const requiredIds = required.map(({ skill }) => skill.id);
  const everyTier = bounds.tierShare === Number.POSITIVE_INFINITY;
  const tiers = Math.min(bounds.tiers, requiredIds.length);
  const estimates =
    tiers > 0
      ? await skillRowEstimates(
          db,
          request.skills.map((skill) => skill.id),
        )
      : null;
  const estimated = (id: string) => estimates?.rows.get(id) ?? 0;
  const onePass = request.skills.reduce((sum, skill) => sum + estimated(skill.id), 0);
  const rarest = [...requiredIds].sort((a, b) => estimated(a) - estimated(b));
  // From the first tier expected to fill the page twice over; the first when nothing is known.
  const start = estimates
    ? firstLikelyTier(
        requiredIds.map((id) => estimated(id) / estimates.people),
        estimates.people,
        2 * request.limit,
      )
    : 0;
  const tried = estimates || everyTier ? Math.min(start + tiers, requiredIds.length) : 0;
  for (let tier = start; tier < tried; tier += 1) {
    const chosen = rarest.slice(0, tier + 1);
    if (!everyTier && chosen.reduce((sum, id) => sum + estimated(id), 0) > bounds.tierShare * onePass) break;
    // The candidates' rows of the chosen skills, and their rows of the other requested skills
    // found by index probes (`user_id = any(…)`: one descent per person and skill, never a pass
    // over a common skill's holders). Every filter is a copy of the person's own columns on each
    // of their rows (migration 0012): the probed rows meet them as the candidates' rows do.
    const others = request.skills.map((skill) => skill.id).filter((id) => !chosen.includes(id));
    const ofChosen = and(sql`${u.skill} = any(${textArray(chosen)})`, ...kept);
    const chosenRows = sql`select ${u.userId}, ${u.skill}, ${u.months}, ${u.lastUsed}, ${u.stars} from ${u}
      where ${ofChosen}`;
    const source =
      others.length === 0
        ? sql`(${chosenRows}) as ${u}`
        : sql`(${chosenRows} union all
            select ${u.userId}, ${u.skill}, ${u.months}, ${u.lastUsed}, ${u.stars} from ${u}
            where ${u.skill} = any(${textArray(others)}) and ${u.userId} = any(array(
              select ${u.userId} from ${u} where ${ofChosen}))) as ${u}`;
    const first = await best(source, tier);
    if (first.length >= request.limit) return first;
  }
  return best(sql`${u} where ${and(...conditions)}`, null);
}
