/**
 * The Inventory (issue #29): the firm's supply, the demand of its clients, the gaps between them.
 * Back office only (spec §6, `assertCanReadInventory`); every figure is read from the tables the
 * app keeps (./repository.ts) under the domain's rules (`@highlight/domain/inventory`).
 */
import {
  askedYearsOf,
  DEMAND_SKILLS_MAX,
  GAPS_MAX,
  gapsOf,
  heldByMonth,
  monthsBack,
  windowStart,
  type Demand,
  type DemandQuery,
  type GapQuery,
  type Gaps,
  type Trend,
  type TrendQuery,
} from '@highlight/domain/inventory';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../users/repository.ts';
import { assertCanReadInventory } from './policy.ts';
import { askedPerMonth, askedSkills, holdersByJoinMonth, holdersOf, requestsPerMonth } from './repository.ts';

/**
 * issue #29 §2 "Demand": over the `query.months` calendar months ending with `now`'s, the saved
 * requests per month and in all, and the `DEMAND_SKILLS_MAX` skills asked by the most requests
 * with their holders among active people — all of them, and those with the years asked
 * (`askedYearsOf`). Three statements, none reading a file.
 */
export async function readDemand(
  ctx: AppContext,
  actor: UserRow,
  query: DemandQuery,
  now: Date = new Date(),
): Promise<Demand> {
  assertCanReadInventory(actor);
  const since = windowStart(now, query.months);
  const [perMonth, asked] = await Promise.all([
    requestsPerMonth(ctx.db, since),
    askedSkills(ctx.db, since, DEMAND_SKILLS_MAX),
  ]);
  const wanted = asked.map((entry) => ({ ...entry, askedYears: askedYearsOf(entry.minimums) }));
  const held = await holdersOf(
    ctx.db,
    wanted.map((entry) => ({ skill: entry.skill, minMonths: Math.ceil((entry.askedYears ?? 0) * 12) })),
  );
  const months = monthsBack(now, query.months).map((month) => ({
    month,
    requests: perMonth.get(month) ?? 0,
  }));
  return {
    months,
    requests: months.reduce((sum, month) => sum + month.requests, 0),
    skills: wanted.map((entry) => ({
      skill: entry.skill,
      required: entry.required,
      nice: entry.nice,
      askedYears: entry.askedYears,
      holders: held.get(entry.skill)?.holders ?? 0,
      holdersWithYears: held.get(entry.skill)?.withYears ?? 0,
    })),
  };
}

/** Skills read per window for the gaps: every skill the requests ask, within this bound. */
const ASKED_SKILLS_MAX = 2000;

/**
 * issue #29 §3 "Gaps": the skills the saved requests of the window ask (required or nice to have)
 * that fewer than `query.below` active people hold, in `gapsOf`'s order; the first `GAPS_MAX`,
 * and how many more.
 */
export async function readGaps(
  ctx: AppContext,
  actor: UserRow,
  query: GapQuery,
  now: Date = new Date(),
): Promise<Gaps> {
  assertCanReadInventory(actor);
  const asked = await askedSkills(ctx.db, windowStart(now, query.months), ASKED_SKILLS_MAX);
  const held = await holdersOf(
    ctx.db,
    asked.map((entry) => ({ skill: entry.skill, minMonths: 0 })),
  );
  const gaps = gapsOf(
    asked.map((entry) => ({ skill: entry.skill, asked: entry.requests })),
    new Map([...held].map(([skill, counts]) => [skill, counts.holders])),
    query.below,
  );
  return {
    months: query.months,
    below: query.below,
    skills: gaps.slice(0, GAPS_MAX),
    more: Math.max(0, gaps.length - GAPS_MAX),
  };
}

/**
 * issue #29 §3, a skill's trend over `query.months` months: per month, the saved requests asking
 * for it and the active people holding it who had joined by the month's end (`heldByMonth`).
 */
export async function readTrend(
  ctx: AppContext,
  actor: UserRow,
  query: TrendQuery,
  now: Date = new Date(),
): Promise<Trend> {
  assertCanReadInventory(actor);
  const months = monthsBack(now, query.months);
  const [asked, joined] = await Promise.all([
    askedPerMonth(ctx.db, query.skill, windowStart(now, query.months)),
    holdersByJoinMonth(ctx.db, query.skill),
  ]);
  const held = heldByMonth(months, joined);
  return {
    skill: query.skill,
    months: months.map((month, index) => ({ month, asked: asked.get(month) ?? 0, held: held[index]! })),
  };
}
