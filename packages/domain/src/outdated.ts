/**
 * spec §4, §9: a file is outdated after 6 months without update (the eighth title).
 */
import { OUTDATED_AFTER_MONTHS } from './constants.ts';

/**
 * The last moment a file last updated at `updatedAt` is up to date: `updatedAt` + 6 calendar
 * months in UTC, the day clamped to the month's last (31 Aug + 6 months = 28/29 Feb). The file is
 * outdated at any later moment (issue #30 §1: when a cached search stops holding).
 */
export function outdatedAfter(updatedAt: Date): Date {
  const limit = new Date(updatedAt.getTime());
  const day = limit.getUTCDate();
  limit.setUTCDate(1);
  limit.setUTCMonth(limit.getUTCMonth() + OUTDATED_AFTER_MONTHS);
  const lastDay = new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth() + 1, 0)).getUTCDate();
  limit.setUTCDate(Math.min(day, lastDay));
  return limit;
}

/**
 * True when `updatedAt` lies more than 6 calendar months before `now` (`outdatedAfter`).
 * Month arithmetic is calendar-based in UTC (31 Aug + 6 months = 28/29 Feb, clamped).
 */
export function isOutdated(updatedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() > outdatedAfter(updatedAt).getTime();
}
