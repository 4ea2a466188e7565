/**
 * Experience ordering and date ranges (spec §3, §4; DESIGN.md).
 */
import type { Experience } from './resume.ts';
import { formatMonthYear } from './intl.ts';

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
    return formatMonthYear({ year, month }, locale, 'short');
  };
  const end = experience.endDate === null ? presentLabel : format(experience.endDate);
  return `${format(experience.startDate)} – ${end}`;
}

/** Month index (`year * 12 + month - 1`) of a `YYYY-MM` month. */
export function monthIndex(yearMonth: string): number {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return year * 12 + month - 1;
}

/**
 * Months covered by a set of experiences, overlaps counted once (two simultaneous missions make
 * one month of experience, not two). An ongoing experience (no end date, spec §3) runs to the
 * month of `now`; start and end months both count, as in `monthsBetween`. 0 for none.
 */
export function coveredMonths(
  experiences: readonly Pick<Experience, 'startDate' | 'endDate'>[],
  now: Date = new Date(),
): number {
  const current = monthOf(now);
  const intervals = experiences
    .map((experience) => {
      const start = monthIndex(experience.startDate);
      const end = experience.endDate === null ? Math.max(start, current) : monthIndex(experience.endDate);
      return [start, end] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of intervals) {
    const from = Math.max(start, coveredUntil + 1);
    if (end >= from) total += end - from + 1;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return total;
}

/**
 * Length of a career in months, for a document's header ("12 ans d'expérience", issue #8): the
 * months covered by the experiences of mission 5 (`coveredMonths`), or, when those are fewer, the
 * longest experience time declared for a profession in mission 2 (spec §5, at most 600 months),
 * since a file may declare years of experience before listing every employer.
 */
export function careerMonths(
  resume: {
    experiences: readonly Pick<Experience, 'startDate' | 'endDate'>[];
    jobs: readonly { experienceMonths: number }[];
  },
  now: Date = new Date(),
): number {
  const declared = Math.max(0, ...resume.jobs.map((job) => job.experienceMonths));
  return Math.max(coveredMonths(resume.experiences, now), declared);
}

/** Month index (`year * 12 + month - 1`) of `date`'s UTC month. */
export function monthOf(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/**
 * Where a technical skill was used (issue #8 tailored documents, issue #9 matching): the
 * experiences having a project whose technical environment holds `skillId`, in spec §4 order, the
 * months they cover (overlaps once, ongoing ones up to `now`), and the month index (`monthIndex`)
 * of the last use (issue #27 §6: the latest end, an ongoing one's being `now`'s month as in
 * `coveredMonths`; null when unused).
 */
export function skillUsage<
  E extends Pick<Experience, 'startDate' | 'endDate'> & {
    projectExperiences: readonly { technicalEnvironment: readonly { id: string }[] }[];
  },
>(
  experiences: readonly E[],
  skillId: string,
  now: Date = new Date(),
): { experiences: E[]; months: number; lastMonth: number | null } {
  const used = sortExperiences(experiences).filter((experience) =>
    experience.projectExperiences.some((project) =>
      project.technicalEnvironment.some((skill) => skill.id === skillId),
    ),
  );
  const current = monthOf(now);
  const ends = used.map((experience) => {
    const start = monthIndex(experience.startDate);
    return experience.endDate === null ? Math.max(start, current) : monthIndex(experience.endDate);
  });
  return {
    experiences: used,
    months: coveredMonths(used, now),
    lastMonth: ends.length === 0 ? null : Math.max(...ends),
  };
}
