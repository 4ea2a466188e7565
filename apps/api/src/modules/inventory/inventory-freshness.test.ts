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
