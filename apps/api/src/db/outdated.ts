/**
 * spec §4, §9 "a file is outdated after 6 months without update", in SQL, as the domain's
 * `isOutdated`: 6 calendar months after the file's last update, in UTC, is before `now`. Shared by
 * the dashboard's search and the Inventory, so that their counts agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { OUTDATED_AFTER_MONTHS } from '@highlight/domain/constants';

/**
 * The last moment a file last updated at `updatedAt` (a timestamptz expression) is up to date, in
 * UTC as a timestamp without time zone: its last update + 6 calendar months (the domain's
 * `outdatedAfter`). Written out with the months as a literal, so that an index on it
 * (`resume_search_outdated_after_idx`, issue #30 §1) is the same expression as a query's.
 */
export function outdatedAfterSql(updatedAt: SQL): SQL {
  return sql`((${updatedAt} at time zone 'UTC') + interval '${sql.raw(String(OUTDATED_AFTER_MONTHS))} months')`;
}

/** True when `updatedAt` (a timestamptz expression) is more than 6 calendar months before `now`. */
export function outdatedSql(updatedAt: SQL, now: Date): SQL {
  return sql`(${outdatedAfterSql(updatedAt)} < (${now.toISOString()}::timestamptz at time zone 'UTC'))`;
}
