/**
 * issue #29 §4 "Freshness": `GET /api/inventory/freshness` counts the outdated files (spec §9: 6
 * months) per HR referee and per skill, equal to the dashboard's outdated filter for the same
 * people; `POST /api/inventory/reminders` asks every outdated file of a scope to be updated
 * (spec §7 update request), at most once per person per 30 days, audited, reported per person.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignResult, Freshness } from '@highlight/domain/inventory';
import { rowsOf } from '../../db/client.ts';
import { outdatedSql } from '../../db/outdated.ts';
import { freshnessByReferee } from './repository.ts';
import { upkeepSupply } from './upkeep.ts';
import { fileUsing } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let hr: Record<string, string>;
let hrId: string;
const people: Record<string, { id: string; email: string }> = {};

/** A file holding `skills` (catalogue ids of the `devops` domain), used for a year. */
const fileOf = (skills: readonly string[]) =>
  fileUsing(
    { id: 'devops', custom: false },
    skills.map((id) => ({ id, custom: false })),
    { startDate: '2024-01', endDate: '2024-12' },
  );

/** A collaborator of `refereeId` holding `skills`, whose file was last saved `daysAgo` days ago. */
async function person(name: string, skills: readonly string[], daysAgo: number, refereeId: string | null) {
  const { user } = await t.createCollaboratorWithFile(
    { lastname: name, refereeId, status: 'active' },
    fileOf(skills),
  );
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await t.db.execute(sql`update resumes set updated_at = ${at}::timestamptz where user_id = ${user.id}`);
  await t.db.execute(sql`update users set updated_at = ${at}::timestamptz where id = ${user.id}`);
  // The search index keeps the resume's date as the app writes it (upsertSearchRows).
  await t.db.execute(
    sql`update resume_search set resume_updated_at = ${at}::timestamptz where user_id = ${user.id}`,
  );
  people[name] = { id: user.id, email: user.email };
}

/** An update request written to `name` `daysAgo` days ago, as the audit keeps it. */
async function askedBefore(name: string, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await t.db.execute(sql`
    insert into audit_log (actor_id, action, target_id, detail, created_at)
    values (${hrId}, 'reminder.send', ${people[name]!.id}, '{}'::jsonb, ${at}::timestamptz)`);
}

async function campaign(body: Record<string, unknown>, headers = hr) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/reminders',
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CampaignResult>();
}

const resultOf = (answer: CampaignResult) =>
  Object.fromEntries(answer.people.map((entry) => [entry.person.lastname, entry.result]));

beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.createStaff('human_ressources');
  hr = staff.headers;
  hrId = staff.user.id;
  const other = await t.createStaff('human_ressources');
  await person('Fresh', ['kubernetes'], 10, hrId);
  await person('Stale', ['kubernetes', 'terraform'], 400, hrId);
  await person('Older', ['terraform'], 250, hrId);
  await person('Recent', ['kubernetes'], 300, hrId);
  await person('Away', ['kubernetes'], 300, other.user.id);
  await person('Orphan', ['ansible'], 300, null);
  await askedBefore('Recent', 10);
  await askedBefore('Older', 31);
});

afterAll(() => t.close());

describe('GET /api/inventory/freshness (issue #29 §4)', () => {
  it('counts the files and the outdated ones per referee, equal to the dashboard’s outdated filter', async () => {
    const response = await t.app.inject({ url: '/api/inventory/freshness', headers: hr });
    expect(response.statusCode).toBe(200);
    const freshness = response.json<Freshness>();
    const mine = freshness.byReferee.find((entry) => entry.referee?.id === hrId);
    expect(mine).toMatchObject({ files: 4, outdated: 3 });
    expect(freshness.byReferee.find((entry) => entry.referee === null)).toMatchObject({
      files: 1,
      outdated: 1,
    });
    // The dashboard, filtered on the same referee and outdated files, finds the same people.
    const dashboard = await t.app.inject({
      url: `/api/users?allCandidates=true&referee=${hrId}&outdated=true`,
      headers: hr,
    });
    expect(dashboard.json<{ total: number }>().total).toBe(mine!.outdated);
  });

  it('counts the holders and the outdated ones per skill, most outdated first', async () => {
    const freshness = (
      await t.app.inject({ url: '/api/inventory/freshness', headers: hr })
    ).json<Freshness>();
    expect(freshness.bySkill).toEqual([
      { skill: 'kubernetes', holders: 4, outdated: 3 },
      { skill: 'terraform', holders: 2, outdated: 2 },
      { skill: 'ansible', holders: 1, outdated: 1 },
    ]);
  });
});

describe('POST /api/inventory/reminders (issue #29 §4)', () => {
  it('asks the outdated files of the scope, skips one asked within 30 days, and says when to ask again', async () => {
    const answer = await campaign({ referee: [hrId], comment: 'Merci de mettre votre dossier à jour.' });
    expect(resultOf(answer)).toEqual({ Stale: 'sent', Older: 'sent', Recent: 'askedRecently' });
    const recent = answer.people.find((entry) => entry.person.lastname === 'Recent')!;
    expect(new Date(recent.nextAskAt!).getTime()).toBeGreaterThan(Date.now() + 19 * 86_400_000);
    expect(answer.more).toBe(0);
    // One update request each, in the outbox, and one audit entry each.
    const mails = await rowsOf<{ to: string }>(
      t.db,
      sql`select "to" from mail_outbox where kind = 'reminder'`,
    );
    expect(mails.map((row) => row.to).sort()).toEqual([people.Stale!.email, people.Older!.email].sort());
    const [audit] = await rowsOf<{ count: number }>(
      t.db,
      sql`
      select count(*)::int as count from audit_log
      where action = 'reminder.send' and target_id in (${people.Stale!.id}, ${people.Older!.id})
        and created_at > now() - interval '1 minute'`,
    );
    expect(audit?.count).toBe(2);
  });

  it('asks nobody twice within 30 days: a second campaign reports everyone as asked recently', async () => {
    const again = await campaign({ referee: [hrId] });
    expect(resultOf(again)).toEqual({
      Stale: 'askedRecently',
      Older: 'askedRecently',
      Recent: 'askedRecently',
    });
  });

  it('scopes by skill and by people without a referee, and never asks an up-to-date file', async () => {
    expect(resultOf(await campaign({ skills: ['ansible'] }))).toEqual({ Orphan: 'sent' });
    expect(resultOf(await campaign({ referee: ['none'] }))).toEqual({ Orphan: 'askedRecently' });
    const kubernetes = resultOf(await campaign({ skills: ['kubernetes'] }));
    expect(kubernetes).not.toHaveProperty('Fresh');
    expect(kubernetes).toMatchObject({ Away: 'sent' });
  });

  it('refuses a bad scope or a comment over its bound with a localised 400, and changes nothing', async () => {
    const outbox = async () =>
      (await rowsOf<{ count: number }>(t.db, sql`select count(*)::int as count from mail_outbox`))[0]?.count;
    const before = await outbox();
    for (const payload of [{ referee: ['someone'] }, { skills: [''] }, { comment: 'x'.repeat(1001) }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/inventory/reminders',
        headers: hr,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await outbox()).toBe(before);
  });
});

describe('the files counted per referee (issue #29 §4, migration 0015)', () => {
  /** The same figures grouped from every search row at `now`: what the counts stand for. */
  async function grouped(now: Date) {
    const rows = await rowsOf<{ referee_id: string | null; files: number; outdated: number }>(
      t.db,
      sql`
      select s.referee_id, count(*)::int as files,
             (count(*) filter (where ${outdatedSql(sql`coalesce(s.resume_updated_at, s.user_updated_at)`, now)}))::int as outdated
      from resume_search s
      where s.collaborator and s.live and not s.resigner
      group by s.referee_id`,
    );
    return rows
      .map((row) => ({ refereeId: row.referee_id, files: Number(row.files), outdated: Number(row.outdated) }))
      .sort((a, b) => (a.refereeId ?? '').localeCompare(b.refereeId ?? ''));
  }
  const counted = async (now: Date) =>
    (await freshnessByReferee(t.db, now)).sort((a, b) =>
      (a.refereeId ?? '').localeCompare(b.refereeId ?? ''),
    );

  /** Sets the last update of `name`'s file (their resume's, as the app writes it). */
  async function updatedAt(name: string, at: string) {
    await t.db.execute(
      sql`update resume_search set resume_updated_at = ${at}::timestamptz where user_id = ${people[name]!.id}`,
    );
  }

  /**
   * The moments to compare at: every 9 days over 16 months, each month's first instant and the
   * instant before it, and each edge file's outdated moment, the millisecond before and after.
   */
  function moments(edges: readonly string[]): Date[] {
    const start = Date.UTC(2026, 3, 1);
    const at: Date[] = [];
    for (let day = 0; day < 480; day += 9) at.push(new Date(start + day * 86_400_000));
    for (let month = 3; month < 20; month += 1) {
      const first = Date.UTC(2026, month, 1);
      at.push(new Date(first), new Date(first - 1));
    }
    for (const edge of edges) {
      const moment = new Date(edge).getTime();
      at.push(new Date(moment - 1), new Date(moment), new Date(moment + 1));
    }
    return at;
  }

  it('equals the files grouped at any moment, across months and at each file’s outdated instant', async () => {
    await person('EdgeEnd', ['kubernetes'], 0, hrId);
    await person('EdgeFirst', [], 0, hrId);
    await person('EdgeLeap', ['terraform'], 0, null);
    // Outdated on 2026-11-30 23:30 (late in a month), 2026-12-01 00:00 (a month's first instant),
    // and 2027-02-28 10:00 (August 31st + 6 months: the month's last day). EdgeFirst holds no skill.
    await updatedAt('EdgeEnd', '2026-05-31T23:30:00Z');
    await updatedAt('EdgeFirst', '2026-06-01T00:00:00Z');
    await updatedAt('EdgeLeap', '2026-08-31T10:00:00Z');
    const edges = ['2026-11-30T23:30:00Z', '2026-12-01T00:00:00Z', '2027-02-28T10:00:00Z'];
    for (const now of moments(edges)) {
      expect(await counted(now), now.toISOString()).toEqual(await grouped(now));
    }
    // At its outdated instant a file is not yet outdated; a millisecond on, it is.
    const before = await counted(new Date('2026-11-30T23:30:00Z'));
    const after = await counted(new Date('2026-11-30T23:30:00.001Z'));
    const mine = (entries: typeof before) => entries.find((entry) => entry.refereeId === hrId)!.outdated;
    expect(mine(after)).toBe(mine(before) + 1);
  });

  it('follows a transfer, a resignation, a status change, a save and an account deleted, then the compaction', async () => {
    const other = await t.createStaff('human_ressources');
    const filesOf = (entries: Awaited<ReturnType<typeof counted>>, referee: string | null) =>
      entries.find((entry) => entry.refereeId === referee)?.files ?? 0;
    const before = await counted(new Date());
    await t.db.execute(sql`update users set referee_id = ${other.user.id} where id = ${people.Stale!.id}`);
    await t.db.execute(sql`update users set resigner = true where id = ${people.Older!.id}`);
    await t.db.execute(sql`update users set status = 'off_process' where id = ${people.Fresh!.id}`);
    await updatedAt('Away', new Date().toISOString());
    await t.db.execute(sql`update users set deleted_at = now() where id = ${people.Orphan!.id}`);
    const now = new Date();
    const after = await counted(now);
    expect(after).toEqual(await grouped(now));
    expect(after.find((entry) => entry.refereeId === other.user.id)).toEqual({
      refereeId: other.user.id,
      files: 1,
      outdated: 1,
    });
    // Stale went to the other referee and Older resigned (an ex-employee): two files fewer; Fresh,
    // off process, still counts. The deleted Orphan leaves the files without a referee.
    expect(filesOf(after, hrId)).toBe(filesOf(before, hrId) - 2);
    expect(filesOf(after, null)).toBe(filesOf(before, null) - 1);
    await upkeepSupply(t.db, now);
    expect(await counted(now)).toEqual(after);
    const [folded] = await rowsOf<{ rows: number; referees: number }>(
      t.db,
      sql`select count(*)::int as rows, count(distinct skill)::int as referees from inventory_supply where scope = 'files'`,
    );
    expect(folded?.rows).toBe(folded?.referees);
  });
});
