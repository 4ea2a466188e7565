/**
 * The back office's actions on users (issue #9 "Actions", "Audit"; spec §6, §7, §9; DESIGN.md
 * "Decisions"): bulk status change with a per-user report, the ex-employee switch guarded by the
 * trigram, soft delete, and the audit entry each writes in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditPage, ZBulkResult } from '@highlight/domain/back-office';
import { SELECTION_LIMIT } from '@highlight/domain/constants';
import { createTestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let superadmin: Awaited<ReturnType<typeof t.createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await t.createUser({ roles: ['superadmin'] });
});
afterAll(async () => {
  await t.close();
});

async function auditOf(userId: string) {
  const response = await t.app.inject({
    url: `/api/audit?userId=${userId}`,
    headers: await t.authHeader(superadmin),
  });
  expect(response.statusCode).toBe(200);
  return ZAuditPage.parse(response.json());
}

async function statusOf(id: string, headers: Record<string, string>) {
  const response = await t.app.inject({ url: `/api/users/${id}`, headers });
  return response.statusCode === 200 ? response.json<{ status: string }>().status : response.statusCode;
}

describe('PATCH /api/users/status (DESIGN.md, spec §9)', () => {
  it('changes every live collaborator, reports each failure, and audits each change', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const headers = await t.authHeader(hr);
    const [a, b, already] = await Promise.all([
      t.createUser({ roles: ['applicant'], status: 'inactive' }),
      t.createUser({ roles: ['employee'], status: 'off_process' }),
      t.createUser({ roles: ['employee'], status: 'active' }),
    ]);
    const deleted = await t.createUser({ deletedAt: new Date() });
    const admin = await t.createUser({ roles: ['admin'] });
    const unknown = randomUUID();

    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers,
      payload: { ids: [a.id, b.id, already.id, deleted.id, admin.id, unknown], status: 'active' },
    });
    expect(response.statusCode).toBe(200);
    expect(ZBulkResult.parse(response.json())).toEqual({
      updated: [a.id, b.id, already.id],
      failed: [
        { id: deleted.id, code: 'NOT_FOUND' },
        // issue #26 §8: a person holding a staff role is a superadmin's alone.
        { id: admin.id, code: 'STAFF_TARGET' },
        { id: unknown, code: 'NOT_FOUND' },
      ],
    });
    for (const user of [a, b, already]) expect(await statusOf(user.id, headers)).toBe('active');
    expect(await statusOf(admin.id, headers)).toBe('inactive');

    const entry = (await auditOf(b.id)).items;
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({
      action: 'status.change',
      userId: b.id,
      actor: { id: hr.id, trigram: hr.trigram },
      before: { status: 'off_process' },
      after: { status: 'active' },
    });
    // Already active: nothing changed, nothing audited.
    expect((await auditOf(already.id)).total).toBe(0);
  });

  it(`refuses more than ${SELECTION_LIMIT} ids, or an id twice, with a 400 naming the rule, changing nothing`, async () => {
    // The message follows the caller's display language.
    const admin = await t.createUser({ roles: ['admin'], userSettings: { displayLanguage: 'en' } });
    const headers = await t.authHeader(admin);
    const user = await t.createUser({ status: 'inactive' });
    const tooMany = [user.id, ...Array.from({ length: SELECTION_LIMIT }, () => randomUUID())];
    const over = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers,
      payload: { ids: tooMany, status: 'active' },
    });
    expect(over.statusCode).toBe(400);
    expect(JSON.stringify(over.json())).toContain(`at most ${SELECTION_LIMIT} files`);

    const twice = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers,
      payload: { ids: [user.id, user.id], status: 'active' },
    });
    expect(twice.statusCode).toBe(400);
    expect(await statusOf(user.id, headers)).toBe('inactive');
  });

  it('stores neither the change nor its entry when the audit cannot be written (one transaction)', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const headers = await t.authHeader(admin);
    const user = await t.createUser({ status: 'inactive' });
    await t.db.execute(
      sql`ALTER TABLE audit_log ADD CONSTRAINT refuse_status CHECK (action <> 'status.change') NOT VALID`,
    );
    try {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/status',
        headers,
        payload: { ids: [user.id], status: 'active' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE audit_log DROP CONSTRAINT refuse_status`);
    }
    expect(await statusOf(user.id, headers)).toBe('inactive');
    expect((await auditOf(user.id)).total).toBe(0);
  });
});

describe('PATCH /api/users/{id}/switch-resigner (spec §7)', () => {
  it('flips the ex-employee flag when the trigram names the person, and audits each switch', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const headers = await t.authHeader(hr);
    const employee = await t.createUser({ roles: ['employee'] });
    const url = `/api/users/${employee.id}/switch-resigner`;

    const first = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { trigram: employee.trigram.toLowerCase() },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: employee.id, status: 'inactive', resigner: true, deleted: false });
    const back = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { trigram: employee.trigram },
    });
    expect(back.json()).toMatchObject({ resigner: false });

    const audit = await auditOf(employee.id);
    expect(audit.items.map((entry) => [entry.before, entry.after])).toEqual([
      [{ resigner: true }, { resigner: false }],
      [{ resigner: false }, { resigner: true }],
    ]);
  });

  it('refuses another trigram with a localised 400 and changes nothing', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const employee = await t.createUser({ roles: ['employee'] });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${employee.id}/switch-resigner`,
      headers: await t.authHeader(admin),
      payload: { trigram: 'ZZZ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: [{ path: 'body.trigram', message: 'Ce trigramme n’est pas celui de cette personne.' }],
    });
    expect((await auditOf(employee.id)).total).toBe(0);
  });
});

describe('DELETE /api/users/{id} (DESIGN.md soft delete)', () => {
  it('hides the user from the back office and from sign-in, keeps the data, and audits it', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const headers = await t.authHeader(hr);
    const candidate = await t.createUser({ roles: ['applicant'], lastname: 'Supprimable' });
    const candidateHeaders = await t.authHeader(candidate);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/users/${candidate.id}`, headers });
    expect(response.statusCode).toBe(204);

    expect((await t.app.inject({ url: `/api/users/${candidate.id}`, headers })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/users?q=supprimable&allCandidates=true', headers });
    expect(list.json()).toMatchObject({ total: 0 });
    expect((await t.app.inject({ url: '/api/users/me', headers: candidateHeaders })).statusCode).toBe(401);
    // Kept, not erased.
    const [kept] = await t.db
      .select({ lastname: users.lastname })
      .from(users)
      .where(eq(users.id, candidate.id));
    expect(kept?.lastname).toBe('Supprimable');

    const audit = await auditOf(candidate.id);
    expect(audit.items[0]).toMatchObject({
      action: 'user.delete',
      actor: { id: hr.id },
      before: { deletedAt: null },
    });
    expect(Date.parse(String(audit.items[0]?.after?.deletedAt))).not.toBeNaN();

    const again = await t.app.inject({ method: 'DELETE', url: `/api/users/${candidate.id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete oneself with a localised 409, and lets only a superadmin delete back-office users', async () => {
    const admin = await t.createUser({ roles: ['admin'], userSettings: { displayLanguage: 'en' } });
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.id}`,
      headers: await t.authHeader(admin),
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'CANNOT_DELETE_SELF',
      message: 'You cannot delete your own account.',
    });

    const colleague = await t.createUser({ roles: ['human_ressources'] });
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${colleague.id}`,
      headers: await t.authHeader(admin),
    });
    expect(byAdmin.statusCode).toBe(403);
    const bySuperadmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${colleague.id}`,
      headers: await t.authHeader(superadmin),
    });
    expect(bySuperadmin.statusCode).toBe(204);
  });
});

describe('GET /api/audit (issue #9)', () => {
  it('filters by actor and by time, newest first, and refuses a range that ends before it starts', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const headers = await t.authHeader(hr);
    const user = await t.createUser({ status: 'inactive' });
    const before = new Date().toISOString();
    for (const status of ['active', 'off_process'] as const) {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/users/status',
        headers,
        payload: { ids: [user.id], status },
      });
    }
    const superHeaders = await t.authHeader(superadmin);
    const byActor = ZAuditPage.parse(
      (
        await t.app.inject({ url: `/api/audit?actorId=${hr.id}&from=${before}`, headers: superHeaders })
      ).json(),
    );
    expect(byActor.items.map((entry) => entry.after)).toEqual([
      { status: 'off_process' },
      { status: 'active' },
    ]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const none = ZAuditPage.parse(
      (
        await t.app.inject({ url: `/api/audit?actorId=${hr.id}&from=${future}`, headers: superHeaders })
      ).json(),
    );
    expect(none.total).toBe(0);
    const reversed = await t.app.inject({
      url: `/api/audit?from=${future}&to=${before}`,
      headers: superHeaders,
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('PATCH /api/users/{id}/candidate-transfer (spec §7)', () => {
  it('makes the receiving HR person the referee of each candidate, reports the others, and audits each move', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const headers = await t.authHeader(admin);
    const from = await t.createUser({ roles: ['human_ressources'], firstname: 'Paul', lastname: 'Girard' });
    const to = await t.createUser({ roles: ['human_ressources'], firstname: 'Sophie', lastname: 'Bernard' });
    const [mine, orphan, already] = await Promise.all([
      t.createUser({ roles: ['applicant'], refereeId: from.id }),
      t.createUser({ roles: ['employee'] }),
      t.createUser({ roles: ['applicant'], refereeId: to.id }),
    ]);
    const staff = await t.createUser({ roles: ['admin'] });
    const unknown = randomUUID();

    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${to.id}/candidate-transfer`,
      headers,
      payload: { users: [mine.id, orphan.id, already.id, staff.id, unknown] },
    });
    expect(response.statusCode).toBe(200);
    expect(ZBulkResult.parse(response.json())).toEqual({
      updated: [mine.id, orphan.id, already.id],
      failed: [
        // issue #26 §8: a person holding a staff role is a superadmin's alone.
        { id: staff.id, code: 'STAFF_TARGET' },
        { id: unknown, code: 'NOT_FOUND' },
      ],
    });
    for (const user of [mine, orphan, already]) {
      const detail = (await t.app.inject({ url: `/api/users/${user.id}`, headers })).json<{
        referee: { id: string } | null;
      }>();
      expect(detail.referee?.id).toBe(to.id);
    }
    expect((await auditOf(mine.id)).items[0]).toMatchObject({
      action: 'candidate.transfer',
      before: { refereeId: from.id, referee: 'GIRARD Paul' },
      after: { refereeId: to.id, referee: 'BERNARD Sophie' },
    });
    expect((await auditOf(orphan.id)).items[0]).toMatchObject({ before: { refereeId: null, referee: null } });
    expect((await auditOf(already.id)).total).toBe(0);
  });

  it('refuses a receiver who is not HR (400) or not there (404), changing nothing', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const headers = await t.authHeader(admin);
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const candidate = await t.createUser({ roles: ['applicant'], refereeId: hr.id });
    const notHr = await t.createUser({ roles: ['admin'] });
    const toAdmin = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${notHr.id}/candidate-transfer`,
      headers,
      payload: { users: [candidate.id] },
    });
    expect(toAdmin.statusCode).toBe(400);
    expect(toAdmin.json()).toMatchObject({
      details: [{ message: 'Cette personne n’est pas un référent RH.' }],
    });
    const gone = await t.createUser({ roles: ['human_ressources'], deletedAt: new Date() });
    const toGone = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${gone.id}/candidate-transfer`,
      headers,
      payload: { users: [candidate.id] },
    });
    expect(toGone.statusCode).toBe(404);
    const detail = (await t.app.inject({ url: `/api/users/${candidate.id}`, headers })).json<{
      referee: { id: string } | null;
    }>();
    expect(detail.referee?.id).toBe(hr.id);
    expect((await auditOf(candidate.id)).total).toBe(0);
  });
});
