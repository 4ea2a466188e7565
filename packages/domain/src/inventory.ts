/**
 * The firm's skills at a glance (issue #29): the rules the Inventory screen's figures follow —
 * who is counted in the supply and how, the ranges of years of use, the months a demand or a
 * trend covers, what a gap is, and when the freshness campaign may ask a person again. The API
 * computes the figures from the search tables (`apps/api/src/modules/inventory`); the screen draws
 * them (`apps/web/src/features/inventory`). Pure; no input is changed.
 */
import { z } from 'zod';
import { REMINDER_FAILURES, ZReminderEntry } from './back-office.ts';
import { FILTER_VALUES_MAX, SHORT_TEXT_MAX } from './constants.ts';
import { ZUuid } from './ids.ts';
import { USER_STATUSES, type UserStatus } from './user-fields.ts';
import { queryList, ZCollaboratorRole, ZUserRef, ZUserStatus } from './user.ts';
import { COLLABORATOR_ROLES } from './roles.ts';
// ---------------------------------------------------------------------------------------------
// §1 Supply: who is counted, and their years of use

/**
 * Where a person counts in the supply (issue #29 §1 "employees, applicants, ex-employees apart"):
 * an ex-employee (spec §4 resigner flag) apart whatever their roles, then employees, then
 * applicants; a person with neither role (the back office) is no supply.
 */
export const SUPPLY_GROUPS = ['employee', 'applicant', 'exEmployee'] as const;
export type SupplyGroup = (typeof SUPPLY_GROUPS)[number];

/** The group a person counts in, or null for someone who is no collaborator (spec §6 roles). */
export function supplyGroupOf(person: { roles: readonly string[]; resigner: boolean }): SupplyGroup | null {
  const employee = person.roles.includes('employee');
  if (!employee && !person.roles.includes('applicant')) return null;
  if (person.resigner) return 'exEmployee';
  return employee ? 'employee' : 'applicant';
}

/**
 * The people the demand and the gaps compare with (issue #29 §2, §3 "active people"): current
 * collaborators in process (spec §4 status `active`), ex-employees apart.
 */
export function isActivePerson(person: { status: string; resigner: boolean }): boolean {
  return person.status === 'active' && !person.resigner;
}

/** issue #29 §1: years of use in four ranges, from under 2 years to 10 years and more. */
export const YEARS_RANGES = ['under2', 'from2to5', 'from5to10', 'from10'] as const;
export type YearsRange = (typeof YEARS_RANGES)[number];

/** The first month of use each range starts at (under 2 years starts at 0). */
export const YEARS_RANGE_START_MONTHS: Readonly<Record<YearsRange, number>> = {
  under2: 0,
  from2to5: 24,
  from5to10: 60,
  from10: 120,
};

/**
 * The range of `months` of use (a skill's months in a file, as `skillsBrought` counts them):
 * [0, 2) years, [2, 5), [5, 10), 10 and more — 2 years exactly is "2 to 5". Negative or
 * fractional months are read as their whole part, at least 0.
 */
export function yearsRangeOf(months: number): YearsRange {
  const whole = Math.max(0, Math.floor(months));
  if (whole >= YEARS_RANGE_START_MONTHS.from10) return 'from10';
  if (whole >= YEARS_RANGE_START_MONTHS.from5to10) return 'from5to10';
  return whole >= YEARS_RANGE_START_MONTHS.from2to5 ? 'from2to5' : 'under2';
}

// ---------------------------------------------------------------------------------------------
// §2, §3 Months: the windows of the demand, the gaps and the trends

/** issue #29 §2: the windows the demand is shown over, in months. */
export const DEMAND_WINDOWS = [3, 6, 12, 24] as const;
/** issue #29 §3: the windows a gap is asked over, in months. */
export const GAP_WINDOWS = [3, 6, 12] as const;

/** A calendar month `YYYY-MM`, in UTC. */
export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The `count` calendar months that end with `now`'s (UTC), oldest first: the months a window of
 * `count` months covers (`monthsBack(now 2026-11-28, 3)` → 2026-09, 2026-10, 2026-11). `count`
 * below 1 gives none.
 */
export function monthsBack(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = Math.floor(count) - 1; back >= 0; back -= 1) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

/** The first instant of the window of `count` months that ends with `now`'s month (UTC). */
export function windowStart(now: Date, count: number): Date {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (Math.max(1, Math.floor(count)) - 1), 1),
  );
}

// ---------------------------------------------------------------------------------------------
// §3 Gaps

/** issue #29 §3: the smallest and largest "fewer than N active people" a gap may be asked with. */
export const GAP_BELOW = { min: 1, max: 1000, default: 3 } as const;

/** A skill asked in the window and how many active people hold it. */
export interface SkillGap {
  skill: string;
  /** Saved requests of the window that ask for it (required or nice to have). */
  asked: number;
  /** Active people who hold it. */
  held: number;
}

/**
 * The gaps (issue #29 §3): the skills asked in the window (`asked` > 0) that fewer than `below`
 * active people hold (`held` of the map, 0 when absent), most asked first, then the fewest held,
 * then by id — a stable order for the screen and its exports.
 */
export function gapsOf(
  asked: readonly { skill: string; asked: number }[],
  held: ReadonlyMap<string, number>,
  below: number,
): SkillGap[] {
  return asked
    .filter((entry) => entry.asked > 0)
    .map((entry) => ({ skill: entry.skill, asked: entry.asked, held: held.get(entry.skill) ?? 0 }))
    .filter((gap) => gap.held < below)
    .sort((a, b) => b.asked - a.asked || a.held - b.held || a.skill.localeCompare(b.skill, 'en'));
}

// ---------------------------------------------------------------------------------------------
// §4 Freshness campaign

/** issue #29 §4: a person is asked to update their file at most once in this many days. */
export const CAMPAIGN_INTERVAL_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the campaign does for one person. */
export const CAMPAIGN_OUTCOMES = ['send', 'askedRecently', 'upToDate'] as const;
export type CampaignOutcome = (typeof CAMPAIGN_OUTCOMES)[number];

/**
 * Whether the campaign asks this person (issue #29 §4): only an outdated file (spec §4, §9:
 * `isOutdated`), and not when they were asked less than `CAMPAIGN_INTERVAL_DAYS` days before
 * `now` (by the campaign or by hand: spec §7 update request); 30 days to the millisecond is long
 * enough.
 */
export function campaignOutcomeOf(
  person: { outdated: boolean; lastAskedAt: Date | null },
  now: Date,
): CampaignOutcome {
  if (!person.outdated) return 'upToDate';
  if (
    person.lastAskedAt !== null &&
    now.getTime() - person.lastAskedAt.getTime() < CAMPAIGN_INTERVAL_DAYS * DAY_MS
  ) {
    return 'askedRecently';
  }
  return 'send';
}

/** The first instant a person asked at `lastAskedAt` may be asked again. */
export function nextAskAt(lastAskedAt: Date): Date {
  return new Date(lastAskedAt.getTime() + CAMPAIGN_INTERVAL_DAYS * DAY_MS);
}

// ---------------------------------------------------------------------------------------------
// §2 Demand: the contract of `GET /api/inventory/demand`

/** issue #29 §2: the skills asked most, at most this many answered. */
export const DEMAND_SKILLS_MAX = 30;

const ZCount = z.number().int().min(0);

/** `GET /api/inventory/demand?months=`: the window, one of `DEMAND_WINDOWS` (12 by default). */
export const ZDemandQuery = z.object({
  months: z.coerce
    .number()
    .int()
    .refine((value) => (DEMAND_WINDOWS as readonly number[]).includes(value), {
      message: 'validation.inventoryWindow',
    })
    .default(12),
});
export type DemandQuery = z.infer<typeof ZDemandQuery>;

/** One skill of the demand: how often it was asked, and who holds it among active people. */
export const ZDemandSkill = z.object({
  skill: z.string().min(1).max(SHORT_TEXT_MAX),
  /** Saved requests of the window that require it. */
  required: ZCount,
  /** Saved requests of the window that list it as nice to have. */
  nice: ZCount,
  /** The years the requests ask for it: the lower median of their minimums, null when none asks. */
  askedYears: z.number().min(0).max(50).nullable(),
  /** Active people (`isActivePerson`) who hold it. */
  holders: ZCount,
  /** Of them, those with at least `askedYears` years of use (all holders when null). */
  holdersWithYears: ZCount,
});
export type DemandSkill = z.infer<typeof ZDemandSkill>;

/**
 * issue #29 §2, the demand over a window of months, from the client requests HR saved (issue
 * #27 §4; deleted ones left out): the requests per month (every month of `monthsBack`, 0 when
 * none), the window's total, and the `DEMAND_SKILLS_MAX` skills asked by the most requests
 * (then by id), each with its holders.
 */
export const ZDemand = z.object({
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), requests: ZCount })).max(24),
  requests: ZCount,
  skills: z.array(ZDemandSkill).max(DEMAND_SKILLS_MAX),
});
export type Demand = z.infer<typeof ZDemand>;

/**
 * The years a skill is asked with (issue #29 §2): the lower median of the minimums the requests
 * give it (`[1, 3, 5, 8]` → 3), null when no request gives one. Order of `minimums` does not matter.
 */
export function askedYearsOf(minimums: readonly number[]): number | null {
  if (minimums.length === 0) return null;
  const sorted = [...minimums].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length / 2) - 1]!;
}

// ---------------------------------------------------------------------------------------------
// §3 Gaps and trends: the contracts of `GET /api/inventory/gaps` and `GET /api/inventory/trend`

/** issue #29 §3: the gaps answered at most, most asked first. */
export const GAPS_MAX = 100;

/** `GET /api/inventory/gaps?months=&below=`: a window of `GAP_WINDOWS` (6 by default) and N (3). */
export const ZGapQuery = z.object({
  months: z.coerce
    .number()
    .int()
    .refine((value) => (GAP_WINDOWS as readonly number[]).includes(value), {
      message: 'validation.inventoryGapWindow',
    })
    .default(6),
  below: z.coerce
    .number()
    .int({ message: 'validation.inventoryBelow' })
    .min(GAP_BELOW.min, { message: 'validation.inventoryBelow' })
    .max(GAP_BELOW.max, { message: 'validation.inventoryBelow' })
    .default(GAP_BELOW.default),
});
export type GapQuery = z.infer<typeof ZGapQuery>;

/**
 * issue #29 §3: the skills asked by the window's saved requests that fewer than `below` active
 * people hold, in `gapsOf`'s order, at most `GAPS_MAX`; `more` counts those left out.
 */
export const ZGaps = z.object({
  months: z.number().int(),
  below: z.number().int(),
  skills: z
    .array(z.object({ skill: z.string().min(1).max(SHORT_TEXT_MAX), asked: ZCount, held: ZCount }))
    .max(GAPS_MAX),
  more: ZCount,
});
export type Gaps = z.infer<typeof ZGaps>;

/** `GET /api/inventory/trend?skill=&months=`: one skill, over a window of `DEMAND_WINDOWS` (12). */
export const ZTrendQuery = z.object({
  skill: z.string().trim().min(1).max(SHORT_TEXT_MAX),
  months: ZDemandQuery.shape.months,
});
export type TrendQuery = z.infer<typeof ZTrendQuery>;

/**
 * issue #29 §3, a skill month by month: the saved requests of the month that ask for it, and the
 * active people holding it who were in Highlight by the month's end (the files keep no history of
 * when a skill was added, so a person holding it today counts from the month their account was
 * made).
 */
export const ZTrend = z.object({
  skill: z.string(),
  months: z
    .array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), asked: ZCount, held: ZCount }))
    .max(24),
});
export type Trend = z.infer<typeof ZTrend>;

/**
 * The people held month by month (`ZTrend`): for each of `months` (oldest first), how many of the
 * holders counted by the month their account was made (`joinedByMonth`, `YYYY-MM` → count) had
 * joined by that month's end — those who joined before the window included.
 */
export function heldByMonth(months: readonly string[], joinedByMonth: ReadonlyMap<string, number>): number[] {
  return months.map((month) =>
    [...joinedByMonth].reduce((sum, [joined, count]) => (joined <= month ? sum + count : sum), 0),
  );
}

// ---------------------------------------------------------------------------------------------
// §4 Freshness: the contracts of `GET /api/inventory/freshness` and `POST /api/inventory/reminders`

/** issue #29 §4: the skills answered at most in the freshness, most outdated holders first. */
export const FRESHNESS_SKILLS_MAX = 30;
/** issue #29 §4: people one campaign call asks at most; a second call goes on (the 30-day rule skips those done). */
export const CAMPAIGN_PEOPLE_MAX = 1000;

/** issue #29 §4: live collaborators' files (ex-employees apart) per HR referee and per skill, and how many are outdated. */
export const ZFreshness = z.object({
  byReferee: z.array(z.object({ referee: ZUserRef.nullable(), files: ZCount, outdated: ZCount })),
  bySkill: z
    .array(z.object({ skill: z.string().min(1).max(SHORT_TEXT_MAX), holders: ZCount, outdated: ZCount }))
    .max(FRESHNESS_SKILLS_MAX),
});
export type Freshness = z.infer<typeof ZFreshness>;

/**
 * `POST /api/inventory/reminders` (issue #29 §4): the campaign's scope — the people of these HR
 * referees (`none`: without one) and/or holding one of these skills, everyone when both are
 * empty — and HR's comment for the update request (spec §3 reminder entry's rule).
 */
export const ZCampaignRequest = z.object({
  referee: z
    .array(z.union([ZUuid, z.literal('none')]))
    .max(FILTER_VALUES_MAX)
    .default([]),
  skills: z.array(z.string().trim().min(1).max(SHORT_TEXT_MAX)).max(FILTER_VALUES_MAX).default([]),
  comment: ZReminderEntry.shape.comment,
});
export type CampaignRequest = z.infer<typeof ZCampaignRequest>;

/** What the campaign did for one person: asked, skipped by the 30-day rule, or refused with its reason. */
export const CAMPAIGN_RESULTS = ['sent', 'askedRecently', ...REMINDER_FAILURES] as const;

/**
 * issue #29 §4, per person of the scope whose file is outdated (at most `CAMPAIGN_PEOPLE_MAX`,
 * `more` beyond): what was done, and when a person asked recently may be asked again.
 */
export const ZCampaignResult = z.object({
  people: z
    .array(
      z.object({
        person: ZUserRef,
        result: z.enum(CAMPAIGN_RESULTS),
        nextAskAt: z.iso.datetime().nullable(),
      }),
    )
    .max(CAMPAIGN_PEOPLE_MAX),
  more: ZCount,
});
export type CampaignResult = z.infer<typeof ZCampaignResult>;

// ---------------------------------------------------------------------------------------------
// §1 Supply: the contract of `GET /api/inventory/supply`, and its figures from counted keys

/** issue #29 §1: the skills answered at most, most held first (all of a domain's when one is asked). */
export const SUPPLY_SKILLS_MAX = 60;

/**
 * `GET /api/inventory/supply`: the skills of one catalogue `domain` (all of them), or the
 * `SUPPLY_SKILLS_MAX` most held; among the people of the given statuses, roles (`employee`,
 * `applicant`: ex-employees count with their role), HR referees (`none`: without one) and
 * professions (every job listed) — each filter the dashboard's of the same name (spec §7).
 */
export const ZSupplyQuery = z.object({
  domain: z.string().min(1).max(SHORT_TEXT_MAX).optional(),
  status: queryList(ZUserStatus, USER_STATUSES.length),
  role: queryList(ZCollaboratorRole, COLLABORATOR_ROLES.length),
  referee: queryList(z.union([ZUuid, z.literal('none')]), FILTER_VALUES_MAX),
  jobs: queryList(z.string().min(1).max(SHORT_TEXT_MAX), FILTER_VALUES_MAX),
});
export type SupplyQuery = z.infer<typeof ZSupplyQuery>;

const ZByGroup = z.object({ employee: ZCount, applicant: ZCount, exEmployee: ZCount });
const ZByStatus = z.object({ active: ZCount, inactive: ZCount, off_process: ZCount });

/** People counted by group and status, and those whose file is outdated (spec §9). */
const ZSupplyCounts = z.object({
  people: ZCount,
  groups: ZByGroup,
  statuses: ZByStatus,
  outdated: ZCount,
});

/** A skill's supply: its people, their years of use by range, and the year each last used it. */
export const ZSupplySkill = ZSupplyCounts.extend({
  skill: z.string().min(1).max(SHORT_TEXT_MAX),
  /** The catalogue domain, null for a skill of the person's own words. */
  domain: z.string().min(1).max(SHORT_TEXT_MAX).nullable(),
  years: z.object({ under2: ZCount, from2to5: ZCount, from5to10: ZCount, from10: ZCount }),
  /** Per year of last use, most recent first; `year` null: used in no project. */
  lastUsed: z
    .array(z.object({ year: z.number().int().min(1900).max(2200).nullable(), people: ZCount }))
    .max(300),
});
export type SupplySkill = z.infer<typeof ZSupplySkill>;

/** A catalogue domain's supply: the people holding at least one of its skills. */
export const ZSupplyDomain = ZSupplyCounts.extend({ domain: z.string().min(1).max(SHORT_TEXT_MAX) });
export type SupplyDomain = z.infer<typeof ZSupplyDomain>;

export const ZSupply = z.object({
  domains: z.array(ZSupplyDomain).max(1000),
  skills: z.array(ZSupplySkill).max(1000),
  /** Skills held beyond those answered (0 when a domain is asked). */
  more: ZCount,
});
export type Supply = z.infer<typeof ZSupply>;

/**
 * One counted key of the supply (the API's `inventory_supply`, read or computed): `holders`
 * people of a `role`, `resigner` or not, of a `status`, whose file was `outdated` or not
 * (`people` and `domain` keys; false for the others), who hold `skill` (`dimension` `people`,
 * bucket 0), hold it with years of use in the range `bucket` (`years`: 0–3, the index in
 * `YEARS_RANGES`), last used it in the year `bucket` (`last`: 0 for no project), or hold a skill
 * of the domain `skill` (`domain`, bucket 0).
 */
export interface SupplyKey {
  skill: string;
  dimension: 'people' | 'years' | 'last' | 'domain';
  bucket: number;
  role: string;
  resigner: boolean;
  status: string;
  outdated: boolean;
  holders: number;
}

function emptyCounts(): z.infer<typeof ZSupplyCounts> {
  return {
    people: 0,
    groups: { employee: 0, applicant: 0, exEmployee: 0 },
    statuses: { active: 0, inactive: 0, off_process: 0 },
    outdated: 0,
  };
}

function count(counts: z.infer<typeof ZSupplyCounts>, key: SupplyKey): void {
  const group = supplyGroupOf({ roles: [key.role], resigner: key.resigner });
  if (group === null) return;
  counts.people += key.holders;
  counts.groups[group] += key.holders;
  if ((USER_STATUSES as readonly string[]).includes(key.status))
    counts.statuses[key.status as UserStatus] += key.holders;
  if (key.outdated) counts.outdated += key.holders;
}

/**
 * issue #29 §1: the supply's figures from its counted keys (several rows of one key are summed).
 * A skill's people, groups, statuses and outdated files come from its `people` keys, its years
 * from its `years` keys by range, its last uses from its `last` keys (year 0 → null); a domain's
 * from its `domain` keys. `domainOf` names a skill's
 * catalogue domain (null: a skill of the person's own words). Skills and domains come most held
 * first, then by id; a skill held by nobody is left out.
 */
export function supplyOf(
  keys: readonly SupplyKey[],
  domainOf: (skill: string) => string | null,
): { domains: SupplyDomain[]; skills: SupplySkill[] } {
  const skills = new Map<string, SupplySkill>();
  const lastUsed = new Map<SupplySkill, Map<number, number>>();
  const domains = new Map<string, SupplyDomain>();
  for (const key of keys) {
    if (key.dimension === 'domain') {
      const domain = domains.get(key.skill) ?? { domain: key.skill, ...emptyCounts() };
      count(domain, key);
      domains.set(key.skill, domain);
      continue;
    }
    const skill = skills.get(key.skill) ?? {
      skill: key.skill,
      domain: domainOf(key.skill),
      ...emptyCounts(),
      years: { under2: 0, from2to5: 0, from5to10: 0, from10: 0 },
      lastUsed: [],
    };
    skills.set(key.skill, skill);
    if (supplyGroupOf({ roles: [key.role], resigner: key.resigner }) === null) continue;
    if (key.dimension === 'people') {
      count(skill, key);
    } else if (key.dimension === 'years') {
      const range = YEARS_RANGES[key.bucket];
      if (range) skill.years[range] += key.holders;
    } else {
      const years = lastUsed.get(skill) ?? new Map<number, number>();
      years.set(key.bucket, (years.get(key.bucket) ?? 0) + key.holders);
      lastUsed.set(skill, years);
    }
  }
  for (const [skill, years] of lastUsed) {
    // Most recent first; year 0 (no project) sorts last by itself.
    skill.lastUsed = [...years]
      .filter(([, people]) => people > 0)
      .sort(([a], [b]) => b - a)
      .map(([year, people]) => ({ year: year === 0 ? null : year, people }));
  }
  return {
    domains: [...domains.values()].filter((item) => item.people > 0).sort(byPeople((item) => item.domain)),
    skills: [...skills.values()].filter((item) => item.people > 0).sort(byPeople((item) => item.skill)),
  };
}

/** The supply's order: most people first, then by id. */
function byPeople<T extends { people: number }>(id: (item: T) => string) {
  return (a: T, b: T) => b.people - a.people || id(a).localeCompare(id(b));
}

/**
 * The `limit` skills `supplyOf` answers first, from each skill's people alone (skill id →
 * people): most held first, then by id, none held by nobody — so that only they need their
 * figures built.
 */
export function topSupplySkills(people: ReadonlyMap<string, number>, limit: number): string[] {
  return [...people]
    .filter(([, count]) => count > 0)
    .map(([skill, count]) => ({ skill, people: count }))
    .sort(byPeople((item) => item.skill))
    .slice(0, limit)
    .map((item) => item.skill);
}
