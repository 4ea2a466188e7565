/**
 * The Inventory (issue #29): the firm's supply, the demand of its clients, the gaps between them.
 * Back office only (spec §6, `assertCanReadInventory`); every figure is read from the tables the
 * app keeps (./repository.ts) under the domain's rules (`@highlight/domain/inventory`).
 */
import {
  askedYearsOf,
  DEMAND_SKILLS_MAX,
  monthsBack,
  windowStart,
  type Demand,
  type DemandQuery,
} from '@highlight/domain/inventory';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../users/repository.ts';
import { assertCanReadInventory } from './policy.ts';
import { askedSkills, holdersOf, requestsPerMonth } from './repository.ts';

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
