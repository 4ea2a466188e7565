/**
 * The Inventory (issue #29): the firm's supply, the demand of its clients, the gaps between them.
 * Back office only (spec §6, `assertCanReadInventory`); every figure is read from the tables the
 * app keeps (./repository.ts) under the domain's rules (`@highlight/domain/inventory`).
 */
import { SELECTION_LIMIT } from '@highlight/domain/constants';
import {
  askedYearsOf,
  CAMPAIGN_PEOPLE_MAX,
  campaignOutcomeOf,
  DEMAND_SKILLS_MAX,
  FRESHNESS_SKILLS_MAX,
  nextAskAt,
  GAPS_MAX,
  gapsOf,
  heldByMonth,
  isActivePerson,
  monthsBack,
  windowStart,
  SUPPLY_SKILLS_MAX,
  supplyOf,
  topSupplySkills,
  type CampaignRequest,
  type Supply,
  type SupplyKey,
  type SupplyQuery,
  type CampaignResult,
  type Demand,
  type DemandQuery,
  type Freshness,
  type GapQuery,
  type Gaps,
  type Trend,
  type TrendQuery,
} from '@highlight/domain/inventory';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../users/repository.ts';
import { assertCanReadInventory } from './policy.ts';
import { sendReminders } from '../users/reminders.ts';
import {
  askedPerMonth,
  askedSkills,
  campaignTargets,
  countedLastUses,
  countedSupplyRows,
  filteredSupplyRows,
  supplyKeysOf,
  supplyPeopleOf,
  supplyScopesOf,
  sumPeopleSlots,
  freshnessByReferee,
  holdersByJoinMonth,
  activeHoldersWithMonths,
  refereesById,
  requestsPerMonth,
} from './repository.ts';

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
    requestsPerMonth(ctx.reader(), since),
    askedSkills(ctx.reader(), since, DEMAND_SKILLS_MAX),
  ]);
  const wanted = asked.map((entry) => {
    const askedYears = askedYearsOf(entry.minimums);
    return { ...entry, askedYears, minMonths: Math.ceil((askedYears ?? 0) * 12) };
  });
  const [holders, withYears] = await Promise.all([
    activeHolders(ctx, now),
    activeHoldersWithMonths(
      ctx.reader(),
      wanted.filter((entry) => entry.minMonths > 0),
    ),
  ]);
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
      holders: holders.get(entry.skill) ?? 0,
      holdersWithYears:
        entry.minMonths > 0 ? (withYears.get(entry.skill) ?? 0) : (holders.get(entry.skill) ?? 0),
    })),
  };
}

/**
 * issue #29 §2, §3: per skill, the active people holding it (live collaborators in process,
 * ex-employees apart: `isActivePerson`), from the supply's counts of everyone.
 */
async function activeHolders(ctx: AppContext, now: Date): Promise<Map<string, number>> {
  return sumPeopleSlots(await countedSupplyRows(ctx.reader(), ['*'], now), (cohort) =>
    isActivePerson(cohort),
  );
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
  const asked = await askedSkills(ctx.reader(), windowStart(now, query.months), ASKED_SKILLS_MAX);
  const gaps = gapsOf(
    asked.map((entry) => ({ skill: entry.skill, asked: entry.requests })),
    await activeHolders(ctx, now),
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
    askedPerMonth(ctx.reader(), query.skill, windowStart(now, query.months)),
    holdersByJoinMonth(ctx.reader(), query.skill),
  ]);
  const held = heldByMonth(months, joined);
  return {
    skill: query.skill,
    months: months.map((month, index) => ({ month, asked: asked.get(month) ?? 0, held: held[index]! })),
  };
}

/**
 * issue #29 §4 "Freshness": the current files (live collaborators, ex-employees apart) per HR
 * referee with how many are outdated (spec §9: 6 months), most outdated first, and the
 * `FRESHNESS_SKILLS_MAX` skills with the most outdated holders.
 */
export async function readFreshness(
  ctx: AppContext,
  actor: UserRow,
  now: Date = new Date(),
): Promise<Freshness> {
  assertCanReadInventory(actor);
  const [byReferee, counted] = await Promise.all([
    freshnessByReferee(ctx.reader(), now),
    countedSupplyRows(ctx.reader(), ['*'], now),
  ]);
  // Current files: live collaborators, ex-employees apart (the counts keep only live collaborators).
  const holders = sumPeopleSlots(counted, (cohort) => !cohort.resigner);
  const outdated = sumPeopleSlots(counted, (cohort) => !cohort.resigner && cohort.outdated);
  const bySkill = [...holders]
    .filter(([, count]) => count > 0)
    .map(([skill, count]) => ({ skill, holders: count, outdated: outdated.get(skill) ?? 0 }))
    .sort((a, b) => b.outdated - a.outdated || a.skill.localeCompare(b.skill))
    .slice(0, FRESHNESS_SKILLS_MAX);
  const names = await refereesById(
    ctx.reader(),
    byReferee.flatMap((entry) => (entry.refereeId === null ? [] : [entry.refereeId])),
  );
  return {
    byReferee: byReferee
      .map((entry) => ({
        referee: entry.refereeId === null ? null : (names.get(entry.refereeId) ?? null),
        files: entry.files,
        outdated: entry.outdated,
      }))
      .sort(
        (a, b) =>
          b.outdated - a.outdated ||
          (a.referee?.lastname ?? '').localeCompare(b.referee?.lastname ?? '', 'fr') ||
          (a.referee?.id ?? '').localeCompare(b.referee?.id ?? ''),
      ),
    bySkill,
  };
}

/**
 * issue #29 §4, the reminder campaign: every current file of the scope that is outdated as of
 * `now` (at most `CAMPAIGN_PEOPLE_MAX`, ordered by id; `more` beyond) is asked to update through
 * spec §7's update request (`sendReminders`: the mail in the person's language, the per-recipient
 * limit, the staff-target rule, an audit entry `reminder.send` per person), in batches of
 * `SELECTION_LIMIT`, one transaction each — except those asked less than 30 days before
 * (`campaignOutcomeOf`), reported with the date they may be asked again.
 */
export async function runCampaign(
  ctx: AppContext,
  actor: UserRow,
  request: CampaignRequest,
  now: Date = new Date(),
): Promise<CampaignResult> {
  assertCanReadInventory(actor);
  const targets = await campaignTargets(ctx.db, request, now, CAMPAIGN_PEOPLE_MAX + 1);
  const scope = targets.slice(0, CAMPAIGN_PEOPLE_MAX);
  const results = new Map<string, CampaignResult['people'][number]['result']>();
  const due = scope.filter((target) => {
    if (campaignOutcomeOf({ outdated: true, lastAskedAt: target.lastAskedAt }, now) === 'send') return true;
    results.set(target.id, 'askedRecently');
    return false;
  });
  for (let start = 0; start < due.length; start += SELECTION_LIMIT) {
    const batch = due.slice(start, start + SELECTION_LIMIT);
    const outcome = await sendReminders(
      ctx,
      actor,
      batch.map((target) => ({
        email: target.email,
        firstname: target.firstname,
        lastname: target.lastname,
        baseUrl: ctx.config.publicUrl,
        ...(request.comment !== undefined && { comment: request.comment }),
      })),
    );
    const byEmail = new Map(batch.map((target) => [target.email.toLowerCase(), target.id]));
    for (const email of outcome.sent) results.set(byEmail.get(email.toLowerCase())!, 'sent');
    for (const failure of outcome.failed)
      results.set(byEmail.get(failure.email.toLowerCase())!, failure.code);
  }
  return {
    people: scope.map((target) => {
      const result = results.get(target.id)!;
      return {
        person: {
          id: target.id,
          firstname: target.firstname,
          lastname: target.lastname,
          trigram: target.trigram,
        },
        result,
        nextAskAt:
          result === 'askedRecently' && target.lastAskedAt !== null
            ? nextAskAt(target.lastAskedAt).toISOString()
            : null,
      };
    }),
    more: targets.length - scope.length,
  };
}

/**
 * issue #29 §1 "Supply": per catalogue domain and per skill — the skills of `query.domain`, else
 * the `SUPPLY_SKILLS_MAX` most held — the people by group and status, their years of use, the
 * year they last used it and the outdated files, among the people of the query's filters (each
 * the dashboard's of the same name). Where a counted scope answers the filters (everyone, the
 * referees asked, one profession), two reads of its counts (every skill's people and years, then
 * the last uses of the skills answered); otherwise the filtered people's rows counted at once.
 */
export async function readSupply(
  ctx: AppContext,
  actor: UserRow,
  query: SupplyQuery,
  now: Date = new Date(),
): Promise<Supply> {
  assertCanReadInventory(actor);
  const reference = await ctx.reference();
  const domains = new Map(
    reference.items.filter((item) => item.kind === 'skill').map((item) => [item.id, item.parentId]),
  );
  const domainOf = (skill: string) => domains.get(skill) ?? null;
  const inDomain = (skill: string) => query.domain === undefined || domainOf(skill) === query.domain;
  const scopes = supplyScopesOf(query);
  let keys: SupplyKey[];
  /** Skills held among the people filtered, when only those answered become keys. */
  let held: number | undefined;
  if (scopes === null) {
    keys = supplyKeysOf(await filteredSupplyRows(ctx.reader(), query, now), query);
  } else {
    // Every skill's people ranks them; only the skills answered and the domains become keys.
    const counted = await countedSupplyRows(ctx.reader(), scopes, now);
    const people = supplyPeopleOf(counted, query);
    held = [...people.values()].filter((count) => count > 0).length;
    const chosen = new Set(
      query.domain === undefined
        ? topSupplySkills(people, SUPPLY_SKILLS_MAX)
        : [...people.keys()].filter(inDomain),
    );
    keys = supplyKeysOf(
      [
        ...counted.filter((row) => row.kind === 'domain' || chosen.has(row.skill)),
        ...(await countedLastUses(ctx.reader(), scopes, [...chosen])),
      ],
      query,
    );
  }
  const figures = supplyOf(keys, domainOf);
  const inScope = figures.skills.filter((skill) => inDomain(skill.skill));
  const skills = query.domain === undefined ? inScope.slice(0, SUPPLY_SKILLS_MAX) : inScope;
  return {
    domains: figures.domains,
    skills,
    more: query.domain === undefined ? (held ?? inScope.length) - skills.length : 0,
  };
}
