/**
 * spec §4, §9: a file is outdated after 6 months without update (the eighth title).
 */
import { OUTDATED_AFTER_MONTHS } from './constants.ts';

/**
 * True when `updatedAt` lies more than 6 calendar months before `now`.
 * Month arithmetic is calendar-based in UTC (31 Aug + 6 months = 28/29 Feb, clamped).
 */
export function isOutdated(updatedAt: Date, now: Date = new Date()): boolean {
  const limit = new Date(updatedAt.getTime());
  const day = limit.getUTCDate();
  limit.setUTCDate(1);
  limit.setUTCMonth(limit.getUTCMonth() + OUTDATED_AFTER_MONTHS);
  const lastDay = new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth() + 1, 0)).getUTCDate();
  limit.setUTCDate(Math.min(day, lastDay));
  return now.getTime() > limit.getTime();
}
