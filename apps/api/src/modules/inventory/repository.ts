/**
 * The SQL of the Inventory (issue #29): read from the tables the app and its triggers keep —
 * `client_requests` (the demand, issue #27 §4) and `skill_usage` with `resume_search` (who holds
 * what, DESIGN.md "Search") — never from the files themselves.
 */
import { sql } from 'drizzle-orm';
import { OUTDATED_AFTER_MONTHS } from '@highlight/domain/constants';
import type { SupplyKey } from '@highlight/domain/inventory';
import { rowsOf, sqlArray, type Database } from '../../db/client.ts';
import { outdatedSql } from '../../db/outdated.ts';

/**
 * issue #29 §2, §3 "active people" (`isActivePerson`), on `skill_usage u` joined to
 * `resume_search s`: live collaborators in process, ex-employees apart.
 */
const ACTIVE_HOLDER = sql.raw(`u.collaborator and u.live and u.status = 'active' and not s.resigner`);

/** Saved requests per calendar month (UTC, `YYYY-MM`) from `since` on; months without any absent. */
export async function requestsPerMonth(db: Database, since: Date): Promise<Map<string, number>> {
  const rows = await rowsOf<{ month: string; requests: number }>(
    db,
    sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as requests
    from client_requests
    where deleted_at is null and created_at >= ${since.toISOString()}::timestamptz
    group by 1`,
  );
  return new Map(rows.map((row) => [row.month, Number(row.requests)]));
}

/** A skill as the window's saved requests ask it. */
export interface AskedSkill {
  skill: string;
  /** Requests asking it, required or nice to have. */
  requests: number;
  required: number;
  nice: number;
  /** Every minimum of years a request gives it (for `askedYearsOf`). */
  minimums: number[];
}

/**
 * The `limit` skills asked by the most live requests saved from `since` on (then by id): per
 * skill, the requests requiring it, those listing it as nice to have, and the minimums of years
 * given. A request naming a skill twice counts once per kind.
 */
export async function askedSkills(db: Database, since: Date, limit: number): Promise<AskedSkill[]> {
  const rows = await rowsOf<{
    skill: string;
    requests: number;
    required: number;
    nice: number;
    minimums: number[] | null;
  }>(
    db,
    sql`
    with asked as (
      select r.id as request_id,
             s.value->>'id' as skill,
             coalesce((s.value->>'required')::boolean, true) as required,
             (s.value->>'minYears')::float8 as min_years
      from client_requests r
      cross join lateral jsonb_array_elements(r.skills) as s(value)
      where r.deleted_at is null and r.created_at >= ${since.toISOString()}::timestamptz
    )
    select skill,
           count(distinct request_id)::int as requests,
           (count(distinct request_id) filter (where required))::int as required,
           (count(distinct request_id) filter (where not required))::int as nice,
           array_agg(min_years) filter (where min_years is not null) as minimums
    from asked
    group by skill
    order by requests desc, skill
    limit ${limit}`,
  );
  return rows.map((row) => ({
    skill: row.skill,
    requests: Number(row.requests),
    required: Number(row.required),
    nice: Number(row.nice),
    minimums: (row.minimums ?? []).map(Number),
  }));
}

/**
 * issue #29 §2: per skill of `wanted`, the active people (live collaborators in process,
 * ex-employees apart: `isActivePerson`) holding it with at least `minMonths` months of use — read
 * through the partial index of the active people's months, only the entries at or past the
 * minimum. Skills without a minimum are not asked here: all their active holders qualify.
 */
export async function activeHoldersWithMonths(
  db: Database,
  wanted: readonly { skill: string; minMonths: number }[],
): Promise<Map<string, number>> {
  if (wanted.length === 0) return new Map();
  const rows = await rowsOf<{ skill: string; holders: number }>(
    db,
    sql`
    select w.skill, count(*)::int as holders
    from unnest(${sqlArray(
      wanted.map((entry) => entry.skill),
      'text',
    )}, ${sqlArray(
      wanted.map((entry) => entry.minMonths),
      'int',
    )}) as w(skill, min_months)
    join skill_usage u on u.skill = w.skill and u.months >= w.min_months
      and u.collaborator and u.live and u.status = 'active' and not u.resigner
    group by w.skill`,
  );
  return new Map(rows.map((row) => [row.skill, Number(row.holders)]));
}

/**
 * Per calendar month (UTC) from `since` on, the live saved requests asking for `skill` (required
 * or nice to have), read through the skills' containment (`@>`); months without any absent.
 */
export async function askedPerMonth(db: Database, skill: string, since: Date): Promise<Map<string, number>> {
  const rows = await rowsOf<{ month: string; asked: number }>(
    db,
    sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as asked
    from client_requests
    where deleted_at is null and created_at >= ${since.toISOString()}::timestamptz
      and skills @> ${JSON.stringify([{ id: skill }])}::jsonb
    group by 1`,
  );
  return new Map(rows.map((row) => [row.month, Number(row.asked)]));
}

/**
 * The active people (as `isActivePerson`) holding `skill`, counted by the calendar month (UTC) their
 * account was made: `YYYY-MM` → people.
 */
export async function holdersByJoinMonth(db: Database, skill: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ month: string; people: number }>(
    db,
    sql`
    select to_char(p.created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as people
    from skill_usage u
    join resume_search s on s.user_id = u.user_id
    join users p on p.id = u.user_id
    where u.skill = ${skill} and ${ACTIVE_HOLDER}
    group by 1`,
  );
  return new Map(rows.map((row) => [row.month, Number(row.people)]));
}

/** The file's last update on `resume_search s`: the resume's, or the account's when never opened. */
const FILE_UPDATED_AT = sql.raw('coalesce(s.resume_updated_at, s.user_updated_at)');
/** Live collaborators on `resume_search s`, ex-employees apart: the files the freshness counts. */
const CURRENT_FILE = sql.raw('s.collaborator and s.live and not s.resigner');

/** The calendar month (UTC) of `at`, `YYYY-MM`: how migration 0015 names a month of files. */
const monthKeyOf = (at: Date): string => at.toISOString().slice(0, 7);

/**
 * Per HR referee (null: none), the current files and the outdated ones as of `now` (issue #29 §4),
 * from the files counted per referee by the month they turn outdated (migration 0015), never from
 * the files: a month before `now`'s is outdated whole; of `now`'s month, only the files whose
 * moment has passed, counted from the index of the current files by last update alone (those
 * last updated in the month 6 months before `now`'s). Referees left without a file are absent.
 */
export async function freshnessByReferee(
  db: Database,
  now: Date,
): Promise<{ refereeId: string | null; files: number; outdated: number }[]> {
  const current = monthKeyOf(now);
  // The files of `now`'s month: last updated in the month 6 months before it.
  const updatedFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - OUTDATED_AFTER_MONTHS, 1));
  const updatedTo = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - OUTDATED_AFTER_MONTHS + 1, 1),
  );
  const [counted, crossed] = await Promise.all([
    rowsOf<{ skill: string; counts: SupplyRow['counts'] }>(
      db,
      sql`select skill, counts from inventory_supply where scope = 'files' and kind = 'referee'`,
    ),
    rowsOf<{ referee: string; outdated: number }>(
      db,
      sql`
      select coalesce(s.referee_id::text, 'none') as referee, count(*)::int as outdated
      from resume_search s
      where ${CURRENT_FILE} and ${FILE_UPDATED_AT} >= ${updatedFrom.toISOString()}::timestamptz
        and ${FILE_UPDATED_AT} < ${updatedTo.toISOString()}::timestamptz and ${outdatedSql(FILE_UPDATED_AT, now)}
      group by 1`,
    ),
  ]);
  const byReferee = new Map<string, { files: number; outdated: number }>();
  for (const row of counted) {
    const entry = byReferee.get(row.skill) ?? { files: 0, outdated: 0 };
    for (const [month, files] of Object.entries(slotsOf(row.counts))) {
      entry.files += files;
      if (month < current) entry.outdated += files;
    }
    byReferee.set(row.skill, entry);
  }
  for (const row of crossed) {
    const entry = byReferee.get(row.referee);
    if (entry) entry.outdated += Number(row.outdated);
  }
  return [...byReferee]
    .filter(([, entry]) => entry.files > 0)
    .map(([referee, entry]) => ({ refereeId: referee === 'none' ? null : referee, ...entry }));
}

/** A person the campaign may ask: their names and email, and when they were last asked. */
export interface CampaignTarget {
  id: string;
  firstname: string;
  lastname: string;
  trigram: string;
  email: string;
  /** The last update request written to them (spec §7, by hand or by a campaign), or null. */
  lastAskedAt: Date | null;
}

/**
 * The current files outdated as of `now` in the campaign's scope — of these referees (`none`:
 * without one) and/or holding one of these skills; every current file when both are empty —
 * ordered by id, at most `limit`, each with its last update request (audit `reminder.send`).
 */
export async function campaignTargets(
  db: Database,
  scope: { referee: readonly string[]; skills: readonly string[] },
  now: Date,
  limit: number,
): Promise<CampaignTarget[]> {
  const refereeIds = scope.referee.filter((value) => value !== 'none');
  const conditions = [CURRENT_FILE, outdatedSql(FILE_UPDATED_AT, now)];
  if (scope.referee.length > 0) {
    const ids = refereeIds.length > 0 ? sql`s.referee_id = any(${sqlArray(refereeIds, 'uuid')})` : sql`false`;
    conditions.push(
      sql`(${ids} or ${scope.referee.includes('none') ? sql`s.referee_id is null` : sql`false`})`,
    );
  }
  if (scope.skills.length > 0) {
    conditions.push(sql`s.skills && ${sqlArray(scope.skills, 'text')}`);
  }
  const rows = await rowsOf<{
    id: string;
    firstname: string;
    lastname: string;
    trigram: string;
    email: string;
    last_asked_at: string | Date | null;
  }>(
    db,
    sql`
    select p.id, p.firstname, p.lastname, p.trigram, p.email,
           (select max(a.created_at) from audit_log a where a.target_id = p.id and a.action = 'reminder.send') as last_asked_at
    from resume_search s
    join users p on p.id = s.user_id
    where ${sql.join(conditions, sql` and `)}
    order by p.id
    limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    trigram: row.trigram,
    email: row.email,
    lastAskedAt: row.last_asked_at === null ? null : new Date(row.last_asked_at),
  }));
}

/** Referees' names, by id. */
export async function refereesById(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { id: string; firstname: string; lastname: string; trigram: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; firstname: string; lastname: string; trigram: string }>(
    db,
    sql`select id, firstname, lastname, trigram from users where id = any(${sqlArray(ids, 'uuid')})`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

// ---------------------------------------------------------------------------------------------
// §1 Supply: the counted slots (migration 0014), never the files

/** The supply's filters of `ZSupplyQuery`, as the dashboard's of the same name (spec §7). */
export interface SupplyFilters {
  status: readonly string[];
  role: readonly string[];
  referee: readonly string[];
  jobs: readonly string[];
}

/** A row of `inventory_supply` (or of `inventory_supply_deltas`): the slots of a skill or domain. */
export type SupplyRow = {
  kind: string;
  skill: string;
  counts?: Record<string, number> | string | null;
  last?: Record<string, number> | string | null;
};

const COHORT_STATUSES = ['active', 'inactive', 'off_process'] as const;

/** A cohort (0–11) as migration 0014 numbers it: (applicant × 2 + resigner) × 3 + status. */
function cohortOf(cohort: number): { role: string; resigner: boolean; status: string } {
  return {
    role: cohort >= 6 ? 'applicant' : 'employee',
    resigner: Math.floor(cohort / 3) % 2 === 1,
    status: COHORT_STATUSES[cohort % 3] ?? 'active',
  };
}

/** A jsonb column as the driver gives it: parsed (pg) or, with some PGlite paths, as text. */
function slotsOf(value: SupplyRow['counts']): Record<string, number> {
  if (value === null || value === undefined) return {};
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : value;
}

/** A slot's name read once: its part (`p`, `y`, or `l` for the `last` column), cohort and value. */
interface Slot {
  part: 'p' | 'y' | 'l';
  role: string;
  resigner: boolean;
  status: string;
  value: number;
}

const slotCache = new Map<string, Slot>();

/** Reads a slot's name (`p.<cohort>.<outdated>`, `y.<cohort>.<range>`, or `<cohort>.<year>` of `last`). */
function slotOf(name: string, lastColumn: boolean): Slot {
  const cacheKey = lastColumn ? `l.${name}` : name;
  let slot = slotCache.get(cacheKey);
  if (!slot) {
    const parts = name.split('.');
    const [part, cohort, value] = lastColumn ? ['l', parts[0], parts[1]] : parts;
    slot = { part: part as Slot['part'], ...cohortOf(Number(cohort)), value: Number(value) };
    slotCache.set(cacheKey, slot);
  }
  return slot;
}

/** Whether a slot's cohort is among the status and role filters'. */
function kept(slot: Slot, filters: SupplyFilters): boolean {
  return (
    (filters.status.length === 0 || filters.status.includes(slot.status)) &&
    (filters.role.length === 0 || filters.role.includes(slot.role))
  );
}

/** A people slot's cohort: what the sums below keep or leave. */
export type SupplyCohort = Pick<Slot, 'role' | 'resigner' | 'status'> & { outdated: boolean };

/**
 * Per skill of the rows (`kind` `skill`), the people of its `p` slots whose cohort `keep` keeps:
 * what the supply ranks skills by, the active holders of the demand and the gaps, the current
 * and outdated files of the freshness — without building keys.
 */
export function sumPeopleSlots(
  rows: readonly SupplyRow[],
  keep: (cohort: SupplyCohort) => boolean,
): Map<string, number> {
  const people = new Map<string, number>();
  for (const row of rows) {
    if (row.kind !== 'skill') continue;
    let sum = people.get(row.skill) ?? 0;
    for (const [name, holders] of Object.entries(slotsOf(row.counts))) {
      const slot = slotOf(name, false);
      if (slot.part === 'p' && keep({ ...slot, outdated: slot.value === 1 })) sum += holders;
    }
    people.set(row.skill, sum);
  }
  return people;
}

/** Per skill, its people among the status and role filters (ex-employees included). */
export function supplyPeopleOf(rows: readonly SupplyRow[], filters: SupplyFilters): Map<string, number> {
  return sumPeopleSlots(rows, (cohort) => kept({ part: 'p', value: 0, ...cohort }, filters));
}

/**
 * The rows' slots as the domain's `SupplyKey`s (`supplyOf`), keeping the cohorts of the status and
 * role filters: `p.<cohort>.<outdated>` people (`domain` rows: the domain's), `y.<cohort>.<range>`
 * years of use, and the `last` column's `<cohort>.<year>` last uses.
 */
export function supplyKeysOf(rows: readonly SupplyRow[], filters: SupplyFilters): SupplyKey[] {
  const keys: SupplyKey[] = [];
  for (const row of rows) {
    for (const [lastColumn, slots] of [
      [false, slotsOf(row.counts)],
      [true, slotsOf(row.last)],
    ] as const) {
      for (const [name, holders] of Object.entries(slots)) {
        const slot = slotOf(name, lastColumn);
        if (!kept(slot, filters)) continue;
        const { role, resigner, status } = slot;
        keys.push({
          skill: row.skill,
          dimension:
            slot.part === 'y'
              ? 'years'
              : slot.part === 'l'
                ? 'last'
                : row.kind === 'domain'
                  ? 'domain'
                  : 'people',
          bucket: slot.part === 'p' ? 0 : slot.value,
          role,
          resigner,
          status,
          outdated: slot.part === 'p' && slot.value === 1,
          holders,
        });
      }
    }
  }
  return keys;
}

/**
 * The counted scopes that answer the filters exactly, or null when none does: everyone (`*`),
 * the referees asked (their candidates are apart: summed), or the one profession asked. Several
 * professions (all of them listed) or a referee with a profession are counted from the people's
 * rows (`filteredSupplyRows`).
 */
export function supplyScopesOf(filters: SupplyFilters): string[] | null {
  if (filters.jobs.length === 0) {
    return filters.referee.length === 0 ? ['*'] : filters.referee.map((referee) => `r:${referee}`);
  }
  return filters.jobs.length === 1 && filters.referee.length === 0 ? [`j:${filters.jobs[0]}`] : null;
}

/**
 * issue #29 §1: the people and years slots (`counts`) of every skill and domain counted in
 * `scopes`. Counted files turn outdated as time passes, not as rows are written: the rows whose
 * moment (`stale_at`) has passed by `now` since they were written or swept (`sweepOutdated`) are
 * moved from fresh to outdated here — few, found through a partial index — so the outdated
 * figures equal the dashboard's at `now`.
 */
export async function countedSupplyRows(
  db: Database,
  scopes: readonly string[],
  now: Date,
): Promise<SupplyRow[]> {
  const at = now.toISOString();
  // The first fresh row by `stale_at`, through the partial index (a row count estimated from the
  // column's statistics, which cannot see that the fresh rows are the future ones, would scan).
  const [first] = await rowsOf<{ crossed: boolean | null }>(
    db,
    sql`select (select stale_at from skill_usage where not outdated order by stale_at limit 1) < ${at}::timestamptz as crossed`,
  );
  const stored = sql`select kind, skill, counts from inventory_supply where scope = any(${sqlArray(scopes, 'text')})`;
  if (first?.crossed !== true) return rowsOf<SupplyRow>(db, stored);
  return db.transaction(async (tx) => {
    // The same misestimate would read the table for the crossed rows: the partial index is the way.
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<SupplyRow>(
      tx,
      sql`${stored}
      union all
      select kind, skill, counts from inventory_supply_deltas(
        array(select jsonb_populate_record(u, '{"outdated": true}') from skill_usage u
              where not u.outdated and u.stale_at < ${at}::timestamptz),
        array(select u from skill_usage u where not u.outdated and u.stale_at < ${at}::timestamptz))
      where scope = any(${sqlArray(scopes, 'text')})`,
    );
  });
}

/** The last-use slots of `skills` counted in `scopes` (the outdated flag plays no part in them). */
export async function countedLastUses(
  db: Database,
  scopes: readonly string[],
  skills: readonly string[],
): Promise<SupplyRow[]> {
  if (skills.length === 0) return [];
  return rowsOf<SupplyRow>(
    db,
    sql`select kind, skill, last from inventory_supply
        where scope = any(${sqlArray(scopes, 'text')}) and kind = 'skill' and skill = any(${sqlArray(skills, 'text')})`,
  );
}

/**
 * issue #29 §1 with filters no counted scope answers: every slot counted at `now` from the
 * `skill_usage` rows of the people filtered — read through the search rows' referee and
 * professions, a small set — by the same function as the triggers' counts.
 */
export async function filteredSupplyRows(
  db: Database,
  filters: SupplyFilters,
  now: Date,
): Promise<SupplyRow[]> {
  const refereeIds = filters.referee.filter((value) => value !== 'none');
  const referee =
    filters.referee.length === 0
      ? sql`true`
      : sql`(${refereeIds.length > 0 ? sql`referee_id = any(${sqlArray(refereeIds, 'uuid')})` : sql`false`} or ${
          filters.referee.includes('none') ? sql`referee_id is null` : sql`false`
        })`;
  const jobs = filters.jobs.length === 0 ? sql`true` : sql`jobs @> ${sqlArray(filters.jobs, 'text')}`;
  return rowsOf<SupplyRow>(
    db,
    sql`
    select kind, skill, counts, last from inventory_supply_deltas(
      array(select jsonb_populate_record(u, jsonb_build_object('outdated', u.stale_at < ${now.toISOString()}::timestamptz))
            from skill_usage u
            where u.user_id in (select user_id from resume_search where collaborator and ${referee} and ${jobs})),
      '{}')
    where scope = '*'`,
  );
}

/**
 * Marks outdated the `skill_usage` rows whose file turned outdated by `now` (the counts follow,
 * through the triggers), so that `countedSupplyRows`' correction stays small. Returns the rows
 * marked.
 */
export async function sweepOutdated(db: Database, now: Date): Promise<number> {
  const rows = await rowsOf<{ marked: number }>(
    db,
    sql`with marked as (
      update skill_usage set outdated = true
      where not outdated and stale_at < ${now.toISOString()}::timestamptz returning 1)
    select count(*)::int as marked from marked`,
  );
  return Number(rows[0]?.marked ?? 0);
}

/**
 * Folds each key's delta rows into one (migration 0014's `inventory_supply_compact`); the caller
 * runs one compaction at a time. Returns the rows folded.
 */
export async function compactSupply(db: Database): Promise<number> {
  const rows = await rowsOf<{ folded: number }>(db, sql`select inventory_supply_compact() as folded`);
  return Number(rows[0]?.folded ?? 0);
}
