/**
 * Role management (spec §2 change-roles, §3 identity-provider user, §4 roles replaced wholesale,
 * §5 "at least one must remain", §6 superadmin only, §7 `GET /oidcUsers`,
 * `PATCH /oidcUsers/management-roles/{id}`; issue #9): search by name or email, replace, audit;
 * the new roles hold even against a token issued before the change.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_USERS_LIMIT } from '@highlight/domain/constants';
import { ZAuditPage, ZIdentityProviderUser, ZIdentityUsersResponse } from '@highlight/domain/back-office';
import { createTestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema.ts';
import { externalIdentityAdmin } from '../../identity-admin/index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let superadmin: Awaited<ReturnType<typeof t.createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await t.createUser({ roles: ['superadmin'], firstname: 'Ada', lastname: 'Root' });
});
afterAll(async () => {
  await t.close();
});

async function find(q: string, actor: { id: string; roles: string[] } = superadmin) {
  return t.app.inject({
    url: `/api/oidcUsers?q=${encodeURIComponent(q)}`,
    headers: await t.authHeader(actor),
  });
}

async function replace(id: string, roles: unknown, actor: { id: string; roles: string[] } = superadmin) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/oidcUsers/management-roles/${id}`,
    headers: await t.authHeader(actor),
    payload: { roles } as Record<string, unknown>,
  });
}

const storedRoles = async (id: string) =>
  (await t.db.select({ roles: users.roles }).from(users).where(eq(users.id, id)))[0]?.roles;

describe('GET /api/oidcUsers (spec §7)', () => {
  it('finds users by any part of their names or email, accent- and case-insensitive, in the spec §3 shape', async () => {
    const tag = randomUUID().slice(0, 6);
    const helene = await t.createUser({
      roles: ['employee', 'admin'],
      firstname: 'Hélène',
      lastname: 'Çelik',
      email: `helene.${tag}@highlight.test`,
    });
    await t.createUser({ roles: ['employee'], firstname: 'Hector', lastname: 'Celis' });

    for (const q of ['helene celik', 'HÉLÈNE', 'elik', `helene.${tag}`]) {
      const response = await find(q);
      expect(response.statusCode).toBe(200);
      const found = ZIdentityUsersResponse.parse(response.json());
      expect(found.map((user) => user.id)).toEqual([helene.id]);
    }
    const [user] = ZIdentityUsersResponse.parse((await find('helene celik')).json());
    expect(user).toEqual({
      id: helene.id,
      firstName: 'Hélène',
      lastName: 'Çelik',
      email: helene.email,
      clientRoles: [{ name: 'employee' }, { name: 'admin' }],
    });
  });

  it('keeps only live users with a first name (spec §3), at most the limit, by last name', async () => {
    const lastname = `Zz${randomUUID().slice(0, 6).replace(/\d/g, 'q')}`;
    await t.createUser({ roles: ['employee'], firstname: 'Gone', lastname, deletedAt: new Date() });
    const nameless = await t.createUser({ roles: ['employee'], lastname });
    await t.db.update(users).set({ firstname: '' }).where(eq(users.id, nameless.id));
    expect(ZIdentityUsersResponse.parse((await find(lastname)).json())).toEqual([]);

    for (let i = 0; i < IDENTITY_USERS_LIMIT + 2; i++) {
      await t.createUser({ roles: ['applicant'], firstname: `Léo${'a'.repeat(i + 1)}`, lastname });
    }
    const found = ZIdentityUsersResponse.parse((await find(lastname)).json());
    expect(found).toHaveLength(IDENTITY_USERS_LIMIT);
    const names = found.map((user) => user.firstName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('refuses a search text over the bound with a localised 400', async () => {
    const response = await find('x'.repeat(201));
    expect(response.statusCode).toBe(400);
  });

  it('finds no one for a text with nothing searchable, and people by a Cyrillic name (issue #26 §9)', async () => {
    await t.createUser({ firstname: 'Дмитрий', lastname: 'Жуков' });
    for (const q of ['😀', '++', '!!!', '#']) {
      const response = await find(q);
      expect(response.statusCode).toBe(200);
      expect(response.json<unknown[]>(), q).toEqual([]);
    }
    const cyrillic = await find('жуков');
    expect(cyrillic.json<{ lastName: string }[]>().map((user) => user.lastName)).toEqual(['Жуков']);
  });
});

describe('PATCH /api/oidcUsers/management-roles/{id} (spec §7)', () => {
  it('replaces the roles wholesale, answers the user, and audits before and after', async () => {
    const employee = await t.createUser({ roles: ['employee'] });
    const response = await replace(employee.id, ['employee', 'admin']);
    expect(response.statusCode).toBe(200);
    expect(ZIdentityProviderUser.parse(response.json()).clientRoles).toEqual([
      { name: 'employee' },
      { name: 'admin' },
    ]);
    expect(await storedRoles(employee.id)).toEqual(['employee', 'admin']);

    const audit = ZAuditPage.parse(
      (
        await t.app.inject({
          url: `/api/audit?userId=${employee.id}`,
          headers: await t.authHeader(superadmin),
        })
      ).json(),
    );
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      action: 'roles.change',
      actor: { id: superadmin.id },
      before: { roles: ['employee'] },
      after: { roles: ['employee', 'admin'] },
    });

    // The same roles again change nothing and write no entry.
    expect((await replace(employee.id, ['admin', 'employee'])).statusCode).toBe(200);
    const again = ZAuditPage.parse(
      (
        await t.app.inject({
          url: `/api/audit?userId=${employee.id}`,
          headers: await t.authHeader(superadmin),
        })
      ).json(),
    );
    expect(again.total).toBe(1);
  });

  it('lets the new roles in at once and never lets an older token write the old ones back', async () => {
    const employee = await t.createUser({ roles: ['employee'] });
    const before = Math.floor(Date.now() / 1000) - 60;
    const oldToken = await t.tokenFor(employee, { issuedAt: before });
    const dashboard = (token: string) =>
      t.app.inject({ url: '/api/users?allCandidates=true', headers: { authorization: `Bearer ${token}` } });
    expect((await dashboard(oldToken)).statusCode).toBe(403);

    expect((await replace(employee.id, ['employee', 'admin'])).statusCode).toBe(200);
    // The old token still says "employee"; the API authorises with the stored, new roles.
    expect((await dashboard(oldToken)).statusCode).toBe(200);
    expect(await storedRoles(employee.id)).toEqual(['employee', 'admin']);

    // A token issued after the change is the identity provider's word again: its roles are mirrored.
    const later = await t.tokenFor(
      { ...employee, roles: ['employee'] },
      { issuedAt: Math.floor(Date.now() / 1000) + 2 },
    );
    expect((await dashboard(later)).statusCode).toBe(403);
    expect(await storedRoles(employee.id)).toEqual(['employee']);
  });

  it.each([
    ['no role (spec §5: at least one must remain)', [], 'Au moins un rôle doit rester.'],
    ['an unknown role', ['root'], undefined],
    ['a role twice', ['admin', 'admin'], 'Chaque rôle ne peut être choisi qu’une fois.'],
  ])('refuses %s with a localised 400 and changes nothing', async (_, roles, message) => {
    const employee = await t.createUser({ roles: ['employee'] });
    const response = await replace(employee.id, roles);
    expect(response.statusCode).toBe(400);
    if (message) {
      const details = response.json<{ details: { message: string }[] }>().details;
      expect(details.map((detail) => detail.message)).toContain(message);
    }
    expect(await storedRoles(employee.id)).toEqual(['employee']);
  });

  it('keeps a superadmin from dropping their own superadmin role, but not from adding one', async () => {
    const self = await t.createUser({ roles: ['superadmin'], userSettings: { displayLanguage: 'en' } });
    const dropped = await replace(self.id, ['admin'], self);
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json()).toMatchObject({
      code: 'CANNOT_DROP_OWN_SUPERADMIN',
      message: 'You cannot remove your own super administrator role.',
    });
    expect(await storedRoles(self.id)).toEqual(['superadmin']);
    expect((await replace(self.id, ['superadmin', 'employee'], self)).statusCode).toBe(200);
    expect(await storedRoles(self.id)).toEqual(['superadmin', 'employee']);
  });

  it('answers 404 for an unknown or deleted user, 403 to an admin', async () => {
    const gone = await t.createUser({ roles: ['employee'], deletedAt: new Date() });
    expect((await replace(gone.id, ['admin'])).statusCode).toBe(404);
    expect((await replace(randomUUID(), ['admin'])).statusCode).toBe(404);
    const admin = await t.createUser({ roles: ['admin'] });
    const employee = await t.createUser({ roles: ['employee'] });
    expect((await replace(employee.id, ['admin'], admin)).statusCode).toBe(403);
    expect(await storedRoles(employee.id)).toEqual(['employee']);
  });

  it('answers 501 with an external identity provider, whose console manages roles', async () => {
    const external = await createTestApp({ identityAdmin: externalIdentityAdmin() });
    try {
      const root = await external.createUser({ roles: ['superadmin'] });
      const employee = await external.createUser({ roles: ['employee'] });
      const headers = await external.authHeader(root);
      const search = await external.app.inject({ url: '/api/oidcUsers?q=a', headers });
      expect(search.statusCode).toBe(501);
      const change = await external.app.inject({
        method: 'PATCH',
        url: `/api/oidcUsers/management-roles/${employee.id}`,
        headers,
        payload: { roles: ['admin'] },
      });
      expect(change.statusCode).toBe(501);
      expect(change.json()).toMatchObject({ code: 'IDENTITY_EXTERNAL' });
      const [row] = await external.db
        .select({ roles: users.roles })
        .from(users)
        .where(eq(users.id, employee.id));
      expect(row?.roles).toEqual(['employee']);
    } finally {
      await external.close();
    }
  });
});
