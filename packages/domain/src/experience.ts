/**
 * Experience ordering and date ranges (spec §3, §4; DESIGN.md).
 */
import type { Experience } from './resume.ts';

/**
 * spec §4: ongoing experiences first, then end date descending, then start date descending
 * (DESIGN.md). Returns a new array; stable for equal keys. Dates are `YYYY-MM` strings, so string
 * order is chronological order.
 */
export function sortExperiences<T extends Pick<Experience, 'startDate' | 'endDate'>>(
  experiences: readonly T[],
): T[] {
  return [...experiences].sort((a, b) => {
    const aOngoing = a.endDate === null;
    const bOngoing = b.endDate === null;
    if (aOngoing !== bOngoing) return aOngoing ? -1 : 1;
    if (a.endDate !== null && b.endDate !== null && a.endDate !== b.endDate)
      return a.endDate < b.endDate ? 1 : -1;
    if (a.startDate !== b.startDate) return a.startDate < b.startDate ? 1 : -1;
    return 0;
  });
}

/** Whole months from `start` to `end` inclusive (`YYYY-MM`), at least 1. */
export function monthsBetween(start: string, end: string): number {
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  return Math.max(1, (ey - sy) * 12 + (em - sm) + 1);
}

/**
 * spec §3 displayed date range, e.g. "janv. 2021 – aujourd'hui" / "Jan 2021 – present".
 * `locale` is a BCP 47 tag; `presentLabel` is the translated word for an ongoing experience.
 */
export function formatDateRange(
  experience: Pick<Experience, 'startDate' | 'endDate'>,
  locale: string,
  presentLabel: string,
): string {
  const format = (yearMonth: string) => {
    const [year, month] = yearMonth.split('-').map(Number) as [number, number];
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    );
  };
  const end = experience.endDate === null ? presentLabel : format(experience.endDate);
  return `${format(experience.startDate)} – ${end}`;
}
