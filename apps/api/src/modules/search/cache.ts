/**
 * issue #30 §1: each search computed once per data version and filter set. A dashboard search
 * (`searchIndex`: page, total, facets) is a function of the rows of `resume_search` and of the
 * moment asked (spec §4, §9: a file is outdated 6 months after its last update), and so is the
 * list page built from it (its rows read `users`, `resumes` and `resume_search`; every write to
 * a person's user or file rewrites their `resume_search` row, migration 0002 and `upsertSearch`).
 * So an answer is kept, keyed by the criteria (all but `now`), for as long as both hold:
 * - the data version read first on the same database (`resume_search_changes`, migration 0017:
 *   the statement triggers of `resume_search` append a row once per writing transaction; the
 *   version is their sum) is the one it was computed at: any insert, save, status change,
 *   transfer or delete makes a new version, and a person who just saved reads a version at least
 *   as new as their write;
 * - no file has turned outdated since it was computed: an entry computed at `now` holds until the
 *   first moment a dashboard file turns outdated after `now` (`resume_search_outdated_after_idx`),
 *   and only for a later `now`.
 * The version and that moment come from one statement per request (a sum over a few rows and one
 * index probe). The answer is the one a fresh computation would give at a state no older than the
 * version read, so results stay exact where they are exact (totals past `EXACT_LIMIT` stay
 * estimates). Concurrent requests for the same entry share one computation (no stampede after a
 * write); a failed computation is not kept. Entries are per database handle (a replica has its
 * own versions), at most `entries` of them, least recently used out first (lru-cache).
 */
import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import { outdatedAfterSql } from '../../db/outdated.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { searchIndex, type SearchCriteria, type SearchPage } from './repository.ts';

/** Default number of searches kept per database (config `SEARCH_CACHE_ENTRIES`). */
export const SEARCH_CACHE_ENTRIES = 500;

/** How a cached answer was found, for tests and the benchmark. */
export interface SearchCacheStats {
  hits: number;
  misses: number;
}

export interface SearchCache {
  /**
   * What `compute` answers for `key` at `now`, from the cache when it still holds (module
   * header). `key` names everything the answer depends on but the data and `now` (`searchKey`);
   * the answer is shared by the requests that find it, never to be changed.
   */
  remember<T>(db: Database, key: string, now: Date, compute: () => Promise<T>): Promise<T>;
  /** `searchIndex(db, criteria)` through `remember`. */
  search(db: Database, criteria: SearchCriteria): Promise<SearchPage>;
  readonly stats: SearchCacheStats;
}

/** One kept answer, and the moments (epoch ms) between which it holds. */
interface Entry {
  answer: Promise<unknown>;
  from: number;
  until: number;
}

/** The data version and the next moment (epoch ms, Infinity: none) a file turns outdated. */
export interface DataWindow {
  version: string;
  until: number;
}

/**
 * The data version of `resume_search` and the first moment at or after `now` at which a
 * dashboard file (live collaborator, as `baseConditions`) turns outdated: its last update + 6
 * calendar months in UTC (`outdatedAfterSql`, the key of `resume_search_outdated_after_idx`). By
 * that moment, not by last update: a month's end clamps (30 August 09:00 and 29 August 23:00 both
 * turn outdated on 28 February, 09:00 first). One index probe.
 */
export async function dataWindow(db: Database, now: Date): Promise<DataWindow> {
  const flips = outdatedAfterSql(sql`coalesce(resume_updated_at, user_updated_at)`);
  const [row] = await rowsOf<{ version: string; until: string | null }>(
    db,
    sql`select (select coalesce(sum(changes), 0)::text from resume_search_changes) as version,
      (select to_char(${flips}, 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
        from resume_search
        where collaborator and live and ${flips} >= (${now.toISOString()}::timestamptz at time zone 'UTC')
        order by ${flips} limit 1) as until`,
  );
  return {
    version: row?.version ?? '0',
    until: row?.until ? Date.parse(row.until) : Number.POSITIVE_INFINITY,
  };
}

/** `kind` and the criteria as a cache key: every field but `now`, in a fixed order. */
export function searchKey(
  kind: string,
  criteria: SearchCriteria,
  extra: Record<string, unknown> = {},
): string {
  const { now: _now, ...rest } = { ...criteria, ...extra };
  const fields = Object.keys(rest)
    .sort()
    .map((name) => [name, rest[name as keyof typeof rest]]);
  return `${kind}\u0000${JSON.stringify(fields)}`;
}

/**
 * A search cache keeping up to `entries` answers per database; 0 computes every search (the
 * benchmark's baseline, and `SEARCH_CACHE_ENTRIES=0`).
 */
export function createSearchCache(entries: number = SEARCH_CACHE_ENTRIES): SearchCache {
  const stats: SearchCacheStats = { hits: 0, misses: 0 };
  const perDatabase = new WeakMap<Database, LRUCache<string, Entry>>();
  const cacheOf = (db: Database) => {
    let cache = perDatabase.get(db);
    if (!cache) {
      cache = new LRUCache<string, Entry>({ max: entries });
      perDatabase.set(db, cache);
    }
    return cache;
  };
  async function remember<T>(db: Database, key: string, now: Date, compute: () => Promise<T>): Promise<T> {
    if (entries <= 0) return compute();
    const at = now.getTime();
    const window = await dataWindow(db, now);
    const cache = cacheOf(db);
    const versionKey = `${window.version}\u0000${key}`;
    const kept = cache.get(versionKey);
    if (kept && kept.from <= at && at < kept.until) {
      stats.hits += 1;
      return kept.answer as Promise<T>;
    }
    stats.misses += 1;
    const answer = compute();
    const entry: Entry = { answer, from: at, until: window.until };
    cache.set(versionKey, entry);
    answer.catch(() => {
      if (cache.get(versionKey) === entry) cache.delete(versionKey);
    });
    return answer;
  }
  return {
    stats,
    remember,
    search: (db, criteria) =>
      remember(db, searchKey('page', criteria), criteria.now, () => searchIndex(db, criteria)),
  };
}
