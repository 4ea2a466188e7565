/**
 * The SQL of the Inventory (issue #29): read from the tables the app and its triggers keep —
 * `client_requests` (the demand, issue #27 §4) and `skill_usage` with `resume_search` (who holds
 * what, DESIGN.md "Search") — never from the files themselves.
 */
import { sql, type SQL } from 'drizzle-orm';
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
 * Per skill of `wanted`, the active people who hold it (issue #29 §2: live collaborators in
 * process, ex-employees apart) and those with at least its minimum of months of use. One
 * statement: the wanted skills joined to `skill_usage` through its primary key.
 */
export async function holdersOf(
  db: Database,
  wanted: readonly { skill: string; minMonths: number }[],
): Promise<Map<string, { holders: number; withYears: number }>> {
  if (wanted.length === 0) return new Map();
  const rows = await rowsOf<{ skill: string; holders: number; with_years: number }>(
    db,
    sql`
    select w.skill,
           count(*)::int as holders,
           (count(*) filter (where u.months >= w.min_months))::int as with_years
    from unnest(${sqlArray(
      wanted.map((entry) => entry.skill),
      'text',
    )}, ${sqlArray(
      wanted.map((entry) => entry.minMonths),
      'int',
    )}) as w(skill, min_months)
    join skill_usage u on u.skill = w.skill
    join resume_search s on s.user_id = u.user_id
    where ${ACTIVE_HOLDER}
    group by w.skill`,
  );
  return new Map(
    rows.map((row) => [row.skill, { holders: Number(row.holders), withYears: Number(row.with_years) }]),
  );
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
 * The active people (as `holdersOf`) holding `skill`, counted by the calendar month (UTC) their
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

/** Per HR referee (null: none), the current files and the outdated ones as of `now`. */
export async function freshnessByReferee(
  db: Database,
  now: Date,
): Promise<{ refereeId: string | null; files: number; outdated: number }[]> {
  const rows = await rowsOf<{ referee_id: string | null; files: number; outdated: number }>(
    db,
    sql`
    select s.referee_id, count(*)::int as files,
           (count(*) filter (where ${outdatedSql(FILE_UPDATED_AT, now)}))::int as outdated
    from resume_search s
    where ${CURRENT_FILE}
    group by s.referee_id`,
  );
  return rows.map((row) => ({
    refereeId: row.referee_id,
    files: Number(row.files),
    outdated: Number(row.outdated),
  }));
}

/** The `limit` skills with the most outdated holders among current files as of `now` (then by id). */
export async function freshnessBySkill(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ skill: string; holders: number; outdated: number }[]> {
  const rows = await rowsOf<{ skill: string; holders: number; outdated: number }>(
    db,
    sql`
    select u.skill, count(*)::int as holders,
           (count(*) filter (where ${outdatedSql(FILE_UPDATED_AT, now)}))::int as outdated
    from skill_usage u
    join resume_search s on s.user_id = u.user_id
    where ${CURRENT_FILE}
    group by u.skill
    order by outdated desc, u.skill
    limit ${limit}`,
  );
  return rows.map((row) => ({
    skill: row.skill,
    holders: Number(row.holders),
    outdated: Number(row.outdated),
  }));
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
// §1 Supply: the counted keys (migration 0014), never the files

/** The supply's filters of `ZSupplyQuery`, as the dashboard's of the same name (spec §7). */
export interface SupplyFilters {
  status: readonly string[];
  role: readonly string[];
  referee: readonly string[];
  jobs: readonly string[];
}

const KEY_COLUMNS = sql.raw('skill, dimension, bucket, role, resigner, status, outdated');

/** The status and role filters, on a relation of keys `k`. */
function keyFilters(filters: SupplyFilters): SQL {
  return sql`${filters.status.length > 0 ? sql`k.status = any(${sqlArray(filters.status, 'text')})` : sql`true`}
    and ${filters.role.length > 0 ? sql`k.role = any(${sqlArray(filters.role, 'text')})` : sql`true`}`;
}

function keysOf(rows: (Omit<SupplyKey, 'holders'> & { holders: number | string })[]): SupplyKey[] {
  return rows.map((row) => ({ ...row, bucket: Number(row.bucket), holders: Number(row.holders) }));
}

/**
 * issue #29 §1: the counted keys of `dimensions` (of the `skills` given, or all), among the people
 * of the status and role filters, summed per key. Counted files turn outdated as time passes,
 * not as rows are written: the rows whose moment (`stale_at`) has passed by `now` since they
 * were written or swept (`sweepOutdated`) are moved here from fresh to outdated — few, read
 * through a partial index — so the outdated figures equal the dashboard's at `now`.
 */
export async function countedSupplyKeys(
  db: Database,
  filters: SupplyFilters,
  now: Date,
  dimensions: readonly SupplyKey['dimension'][],
  skills?: readonly string[],
): Promise<SupplyKey[]> {
  const at = now.toISOString();
  const scope = sql`dimension = any(${sqlArray(dimensions, 'text')})${
    skills ? sql` and skill = any(${sqlArray(skills, 'text')})` : sql``
  }`;
  const rows = await rowsOf<Omit<SupplyKey, 'holders'> & { holders: number }>(
    db,
    sql`
    select ${KEY_COLUMNS}, sum(k.holders)::int as holders
    from (
      select ${KEY_COLUMNS}, holders::bigint as holders from inventory_supply where ${scope}
      union all
      select ${KEY_COLUMNS}, holders from inventory_supply_keys(
        array(select jsonb_populate_record(u, '{"outdated": true}') from skill_usage u
              where not u.outdated and u.stale_at < ${at}::timestamptz),
        array(select u from skill_usage u where not u.outdated and u.stale_at < ${at}::timestamptz))
      where ${scope}
    ) k
    where ${keyFilters(filters)}
    group by ${KEY_COLUMNS}
    having sum(k.holders) <> 0`,
  );
  return keysOf(rows);
}

/**
 * issue #29 §1 with a referee or profession filter: the keys of every dimension counted at `now`
 * from the `skill_usage` rows of the people filtered (through its referee index, or the search
 * rows' jobs), by the same function as the triggers' counts, then the status and role filters.
 */
export async function filteredSupplyKeys(
  db: Database,
  filters: SupplyFilters,
  now: Date,
): Promise<SupplyKey[]> {
  const refereeIds = filters.referee.filter((value) => value !== 'none');
  const referee =
    filters.referee.length === 0
      ? sql`true`
      : sql`(${refereeIds.length > 0 ? sql`u.referee_id = any(${sqlArray(refereeIds, 'uuid')})` : sql`false`} or ${
          filters.referee.includes('none') ? sql`u.referee_id is null` : sql`false`
        })`;
  const jobs =
    filters.jobs.length === 0
      ? sql`true`
      : sql`u.user_id in (select user_id from resume_search where jobs @> ${sqlArray(filters.jobs, 'text')})`;
  const rows = await rowsOf<Omit<SupplyKey, 'holders'> & { holders: number }>(
    db,
    sql`
    select ${KEY_COLUMNS}, k.holders::int as holders
    from inventory_supply_keys(
      array(select jsonb_populate_record(u, jsonb_build_object('outdated', u.stale_at < ${now.toISOString()}::timestamptz))
            from skill_usage u where ${referee} and ${jobs}),
      '{}') k
    where ${keyFilters(filters)}`,
  );
  return keysOf(rows);
}

/**
 * Marks outdated the `skill_usage` rows whose file turned outdated by `now` (the counts follow,
 * through the triggers), so that `countedSupplyKeys`' correction stays small. Returns the rows
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
 * Folds the supply's delta rows into one row per key (keys summing to 0 dropped), in one
 * statement: rows appended meanwhile by other transactions are not seen and stay, so no count
 * is lost; the caller runs one compaction at a time. Returns the rows folded.
 */
export async function compactSupply(db: Database): Promise<number> {
  const rows = await rowsOf<{ folded: number }>(
    db,
    sql`
    with doubled as (
      select ${KEY_COLUMNS} from inventory_supply group by ${KEY_COLUMNS} having count(*) > 1
    ), gone as (
      delete from inventory_supply as s using doubled as d
      where (s.skill, s.dimension, s.bucket, s.role, s.resigner, s.status, s.outdated)
          = (d.skill, d.dimension, d.bucket, d.role, d.resigner, d.status, d.outdated)
      returning s.*
    ), folded as (
      insert into inventory_supply (${KEY_COLUMNS}, holders)
        select ${KEY_COLUMNS}, sum(holders) from gone group by ${KEY_COLUMNS} having sum(holders) <> 0
      returning 1
    )
    select (select count(*) from gone)::int as folded`,
  );
  return Number(rows[0]?.folded ?? 0);
}
