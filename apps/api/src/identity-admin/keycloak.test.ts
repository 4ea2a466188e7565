/**
 * Issue #10 §7 "Keycloak in production": the API configured as in production against a Keycloak
 * realm — `OIDC_ISSUER` at the realm, its keys fetched from the realm's JWKS, `KEYCLOAK_ADMIN_*`
 * selecting the Keycloak adapter — tested against a local server answering as Keycloak's Admin
 * REST API does (`./keycloak-test-server.ts`) with tokens shaped as Keycloak issues them.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROLES } from '@highlight/domain/roles';
import { RESET_LINK_VALIDITY_HOURS } from '@highlight/domain/constants';
import { buildApp, identityAdminFor } from '../app.ts';
import { keycloakAdminConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { identityCredentials, identityRoleRepairs, users } from '../db/schema.ts';
import { seedReference } from '../db/seed/reference.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { keycloakIdentityAdmin, type IdentityAdmin } from './index.ts';
import {
  readRealmFile,
  startFakeKeycloak,
  type FakeKeycloak,
  type FakeUser,
} from './keycloak-test-server.ts';

let kc: FakeKeycloak;
let db: Database;
let app: FastifyInstance;
let closeDb: () => Promise<void>;
let adapter: IdentityAdmin;
let superadmin: FakeUser;

const APP_URL = 'http://app.test';

beforeAll(async () => {
  kc = await startFakeKeycloak();
  const handle = await openTestDatabase();
  db = handle.db;
  closeDb = () => handle.close();
  await seedReference(db);
  const config = {
    publicUrl: APP_URL,
    issuer: kc.issuer,
    embeddedIdentity: false,
    webDist: '/nonexistent',
    keycloakAdmin: keycloakAdminConfig({
      OIDC_ISSUER: kc.issuer,
      KEYCLOAK_ADMIN_CLIENT_ID: kc.clientId,
      KEYCLOAK_ADMIN_CLIENT_SECRET: kc.clientSecret,
    }),
  };
  adapter = identityAdminFor(config, db);
  // No `keys`: the API fetches the realm's JWKS as in production.
  ({ app } = await buildApp({ config, db, identityAdmin: adapter, rateLimitPerMinute: 100_000 }));
  await app.ready();
  superadmin = kc.addUser({
    email: 'sara.admin@firm.test',
    firstName: 'Sara',
    lastName: 'Admin',
    roles: ['superadmin'],
  });
});

afterAll(async () => {
  await app.close();
  await closeDb();
  await kc.close();
});

afterEach(() => {
  kc.calls.length = 0;
});

/** The bearer header of `user`'s Keycloak access token. */
async function bearer(user: FakeUser) {
  return { authorization: `Bearer ${(await kc.tokensFor(user.id)).accessToken}` };
}

/** Signs `user` in once (the API creates their Highlight user from the token), returns the header. */
async function signIn(user: FakeUser) {
  const headers = await bearer(user);
  const me = await app.inject({ url: '/api/users/me', headers });
  expect(me.statusCode).toBe(200);
  return headers;
}

const productRoles = (user: FakeUser) => ROLES.filter((role) => user.roles.has(role));
const mirrorOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

describe('configuration (issue #10 §7)', () => {
  it('takes the realm and base URL from OIDC_ISSUER, and needs both client settings', () => {
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://sso.firm.test/realms/highlight',
        KEYCLOAK_ADMIN_CLIENT_ID: 'highlight-admin',
        KEYCLOAK_ADMIN_CLIENT_SECRET: 's3cret',
      }).keycloakAdmin,
    ).toEqual({
      baseUrl: 'https://sso.firm.test',
      realm: 'highlight',
      clientId: 'highlight-admin',
      clientSecret: 's3cret',
    });
    expect(
      keycloakAdminConfig({
        OIDC_ISSUER: 'https://sso.firm.test/auth/realms/hr',
        KEYCLOAK_ADMIN_CLIENT_ID: 'a',
        KEYCLOAK_ADMIN_CLIENT_SECRET: 'b',
        KEYCLOAK_ADMIN_URL: 'https://internal.sso:8443/auth/',
      }),
    ).toMatchObject({ baseUrl: 'https://internal.sso:8443/auth', realm: 'hr' });
    expect(loadConfig({ OIDC_ISSUER: 'https://sso.firm.test/realms/highlight' }).keycloakAdmin).toBeNull();
    expect(() =>
      loadConfig({ OIDC_ISSUER: 'https://sso.firm.test/realms/highlight', KEYCLOAK_ADMIN_CLIENT_ID: 'a' }),
    ).toThrow(/go together/);
    expect(() =>
      loadConfig({
        OIDC_ISSUER: 'https://login.example.com',
        KEYCLOAK_ADMIN_CLIENT_ID: 'a',
        KEYCLOAK_ADMIN_CLIENT_SECRET: 'b',
      }),
    ).toThrow(/Keycloak realm URL/);
  });
});

describe('Keycloak tokens (issue #10 §1, §7)', () => {
  it('serves a Keycloak access token, keys from the realm JWKS, the user taking the Keycloak id and roles', async () => {
    const person = kc.addUser({
      email: 'Jean.Dupont@firm.test',
      firstName: 'Jean',
      lastName: 'Dupont',
      roles: ['employee'],
    });
    const me = await app.inject({ url: '/api/users/me', headers: await bearer(person) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: person.id, email: 'jean.dupont@firm.test', firstname: 'Jean' });
    expect((await mirrorOf(person.id))?.roles).toEqual(['employee']);
  });

  it('refuses the ID token and the refresh token Keycloak issues alongside (401)', async () => {
    const person = kc.addUser({
      email: `p.${randomUUID()}@firm.test`,
      firstName: 'Paul',
      lastName: 'Tok',
      roles: ['employee'],
    });
    const { idToken, refreshToken, accessToken } = await kc.tokensFor(person.id);
    for (const token of [idToken, refreshToken]) {
      const response = await app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const ok = await app.inject({
      url: '/api/users/me',
      headers: { authorization: `bearer ${accessToken}` },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('user search through Keycloak (spec §7 GET /oidcUsers)', () => {
  it('lists the realm users Highlight knows, with their Keycloak roles, accents and case ignored', async () => {
    const admin = await signIn(superadmin);
    const helene = kc.addUser({
      email: 'helene.perrin@firm.test',
      firstName: 'Hélène',
      lastName: 'Perrin',
      roles: ['employee'],
    });
    await signIn(helene);
    // Roles given in Keycloak's console since: the listing shows Keycloak's, the truth.
    helene.roles.add('human_ressources');
    kc.addUser({
      email: 'helene.never@firm.test',
      firstName: 'Hélène',
      lastName: 'Jamais',
      roles: ['employee'],
    });
    for (const q of ['hélène perrin', 'HELENE', 'perrin firm']) {
      const response = await app.inject({ url: `/api/oidcUsers?q=${encodeURIComponent(q)}`, headers: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: helene.id,
          firstName: 'Hélène',
          lastName: 'Perrin',
          email: 'helene.perrin@firm.test',
          clientRoles: [{ name: 'employee' }, { name: 'human_ressources' }],
        },
      ]);
    }
    // Keycloak was asked with an infix search of one term.
    const searches = kc.calls.filter(
      (call) => call.method === 'GET' && /\/users\/?$/.test(call.path) && call.query.has('search'),
    );
    expect(searches.map((call) => call.query.get('search'))).toEqual(['*hélène*', '*helene*', '*perrin*']);
  });
});

describe('role replacement through Keycloak (spec §4, DESIGN.md: DELETE then POST)', () => {
  it('removes the old roles, then adds the new ones, and mirrors them', async () => {
    const admin = await signIn(superadmin);
    const person = kc.addUser({
      email: `r.${randomUUID()}@firm.test`,
      firstName: 'Rémi',
      lastName: 'Role',
      roles: ['employee'],
    });
    await signIn(person);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/oidcUsers/management-roles/${person.id}`,
      headers: admin,
      payload: { roles: ['human_ressources', 'admin'] },
    });
    expect(response.statusCode).toBe(200);
    expect(productRoles(person)).toEqual(['admin', 'human_ressources']);
    expect(person.roles.has('default-roles-highlight')).toBe(true);
    const mappings = kc.calls.filter(
      (call) => call.path.endsWith('/role-mappings/realm') && call.method !== 'GET',
    );
    expect(mappings.map((call) => call.method)).toEqual(['DELETE', 'POST']);
    expect((await mirrorOf(person.id))?.roles).toEqual(['human_ressources', 'admin']);
    expect(
      await db.select().from(identityRoleRepairs).where(eq(identityRoleRepairs.userId, person.id)),
    ).toEqual([]);
  });

  it('puts the removed roles back when the addition fails, and says nothing was changed (503)', async () => {
    const admin = await signIn(superadmin);
    const person = kc.addUser({
      email: `f.${randomUUID()}@firm.test`,
      firstName: 'Fanny',
      lastName: 'Fail',
      roles: ['employee'],
    });
    await signIn(person);
    kc.failNext('POST', new RegExp(`/users/${person.id}/role-mappings/realm$`), 500);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/oidcUsers/management-roles/${person.id}`,
      headers: { ...admin, 'accept-language': 'en' },
      payload: { roles: ['admin'] },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ code: string; message: string }>().code).toBe('IDENTITY_UNAVAILABLE');
    expect(response.json<{ message: string }>().message).toMatch(/Rien n’a été modifié/);
    expect(productRoles(person)).toEqual(['employee']);
    expect((await mirrorOf(person.id))?.roles).toEqual(['employee']);
  });

  it('detects a replacement cut half-way (compensation failed too) and repairs it to the mirror', async () => {
    const admin = await signIn(superadmin);
    const person = kc.addUser({
      email: `h.${randomUUID()}@firm.test`,
      firstName: 'Hugo',
      lastName: 'Half',
      roles: ['employee', 'human_ressources'],
    });
    await signIn(person);
    kc.failNext('POST', new RegExp(`/users/${person.id}/role-mappings/realm$`), 503, 2);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/oidcUsers/management-roles/${person.id}`,
      headers: admin,
      payload: { roles: ['admin'] },
    });
    expect(response.statusCode).toBe(503);
    // Half-done: the old roles removed, the new one not added — fewer roles, never more.
    expect(productRoles(person)).toEqual([]);
    expect((await mirrorOf(person.id))?.roles).toEqual(['employee', 'human_ressources']);
    const journal = await db
      .select()
      .from(identityRoleRepairs)
      .where(eq(identityRoleRepairs.userId, person.id));
    expect(journal).toHaveLength(1);

    // A token issued meanwhile carries the half-done roles: it changes no stored role, and the call
    // holds only the roles both sides agree on.
    person.roles.add('employee');
    const meanwhile = await app.inject({ url: '/api/users/me', headers: await bearer(person) });
    expect(meanwhile.statusCode).toBe(200);
    expect((await mirrorOf(person.id))?.roles).toEqual(['employee', 'human_ressources']);

    // Not yet due within the 30 s grace; then repaired to the mirror.
    expect(await adapter.repairRoles(db)).toBe(0);
    expect(await adapter.repairRoles(db, new Date(Date.now() + 31_000))).toBeGreaterThanOrEqual(1);
    expect(productRoles(person)).toEqual(['employee', 'human_ressources']);
    expect(
      await db.select().from(identityRoleRepairs).where(eq(identityRoleRepairs.userId, person.id)),
    ).toEqual([]);
  });

  it('repairs a replacement whose transaction never committed (a crash after Keycloak changed)', async () => {
    const person = kc.addUser({
      email: `c.${randomUUID()}@firm.test`,
      firstName: 'Carl',
      lastName: 'Crash',
      roles: ['employee'],
    });
    await signIn(person);
    await adapter.beginRoleReplacement(db, person.id);
    await expect(
      db.transaction(async (tx) => {
        await adapter.replaceRoles(tx, person.id, ['superadmin']);
        throw new Error('process killed before commit');
      }),
    ).rejects.toThrow('process killed');
    expect(productRoles(person)).toEqual(['superadmin']);
    expect(await adapter.repairRoles(db, new Date(Date.now() + 31_000))).toBeGreaterThanOrEqual(1);
    expect(productRoles(person)).toEqual(['employee']);
    expect(
      await db.select().from(identityRoleRepairs).where(eq(identityRoleRepairs.userId, person.id)),
    ).toEqual([]);
  });
});

describe('accounts through Keycloak (add candidate, account email, erasure)', () => {
  it('creates the candidate in the realm, maps applicant, sends execute-actions-email valid 12 hours', async () => {
    const admin = await signIn(superadmin);
    const email = `Lea.${randomUUID().slice(0, 8)}@Example.test`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: {
        email,
        firstname: 'Léa',
        lastname: 'Martin',
        phoneNumber: '+33 6 12 34 56 78',
        displayLanguage: 'en',
      },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: string }>().id;
    const account = kc.users.get(id);
    expect(account).toMatchObject({
      username: email.toLowerCase(),
      email: email.toLowerCase(),
      firstName: 'Léa',
      emailVerified: false,
    });
    expect(account?.attributes).toEqual({ locale: ['en'] });
    expect(account && productRoles(account)).toEqual(['applicant']);
    expect(kc.emails.at(-1)).toEqual({
      userId: id,
      actions: ['UPDATE_PASSWORD', 'VERIFY_EMAIL'],
      lifespan: String(RESET_LINK_VALIDITY_HOURS * 3600),
      clientId: 'front',
      redirectUri: APP_URL,
    });
    expect((await mirrorOf(id))?.refereeId).toBe(superadmin.id);

    const again = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { email, firstname: 'Léa', lastname: 'Martin', phoneNumber: '+33 6 12 34 56 78' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CANDIDATE_EXISTS' });

    const sent = kc.emails.length;
    const resend = await app.inject({
      method: 'POST',
      url: `/api/users/${id}/account-email`,
      headers: admin,
    });
    expect(resend.statusCode).toBe(204);
    expect(kc.emails).toHaveLength(sent + 1);

    // Once the person has set their password, no creation link goes to the account.
    kc.users.get(id)!.password = true;
    const refused = await app.inject({
      method: 'POST',
      url: `/api/users/${id}/account-email`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_ACTIVE' });
    expect(kc.emails).toHaveLength(sent + 1);
  });

  it('links an account that has its password already, and sends it no creation link', async () => {
    const admin = await signIn(superadmin);
    const email = `known.${randomUUID().slice(0, 8)}@example.test`;
    kc.addUser({ email, firstName: 'Karim', lastName: 'Known', password: true });
    const sent = kc.emails.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { email, firstname: 'Karim', lastname: 'Known', phoneNumber: '+33 6 12 34 56 78' },
    });
    expect(response.statusCode).toBe(201);
    expect(kc.emails).toHaveLength(sent);
  });

  it('adds no one when Keycloak cannot send the email, and a retry links the account left in the realm', async () => {
    const admin = await signIn(superadmin);
    const email = `retry.${randomUUID().slice(0, 8)}@example.test`;
    kc.failNext('PUT', /\/execute-actions-email$/, 500);
    const failed = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { email, firstname: 'Rita', lastname: 'Retry', phoneNumber: '+33 6 12 34 56 78' },
    });
    expect(failed.statusCode).toBe(503);
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const retried = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { email, firstname: 'Rita', lastname: 'Retry', phoneNumber: '+33 6 12 34 56 78' },
    });
    expect(retried.statusCode).toBe(201);
    expect([...kc.users.values()].filter((user) => user.email === email)).toHaveLength(1);
    expect(retried.json<{ id: string }>().id).toBe(
      [...kc.users.values()].find((user) => user.email === email)?.id,
    );
  });

  it('erases the Keycloak account with the person (issue #10 §8)', async () => {
    const admin = await signIn(superadmin);
    const person = kc.addUser({
      email: `e.${randomUUID()}@firm.test`,
      firstName: 'Eve',
      lastName: 'Erase',
      roles: ['applicant'],
    });
    await signIn(person);
    const row = await mirrorOf(person.id);
    // A password the embedded provider kept from before the switch to Keycloak.
    await db.insert(identityCredentials).values({ userId: person.id, passwordHash: 'argon2id-hash' });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/users/${person.id}`, headers: admin })).statusCode,
    ).toBe(204);
    const erased = await app.inject({
      method: 'POST',
      url: `/api/users/${person.id}/erase`,
      headers: admin,
      payload: { trigram: row?.trigram },
    });
    expect(erased.statusCode).toBe(200);
    expect(kc.users.has(person.id)).toBe(false);
    expect(
      await db.select().from(identityCredentials).where(eq(identityCredentials.userId, person.id)),
    ).toEqual([]);
  });
});

describe('Keycloak unavailable or refusing', () => {
  it('answers 503 in the reader language and changes nothing', async () => {
    const admin = await signIn(superadmin);
    kc.failNext('GET', /\/users\/?$/, 502);
    const response = await app.inject({ url: '/api/oidcUsers?q=sara', headers: admin });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ code: string; message: string }>().code).toBe('IDENTITY_UNAVAILABLE');
    expect(response.json<{ message: string }>().message).toMatch(/Rien n’a été modifié/);
  });

  it('fetches the service account token once and again only near its expiry; wrong secret → 503', async () => {
    const before = kc.tokensIssued();
    const admin = await signIn(superadmin);
    for (let call = 0; call < 3; call += 1) {
      expect((await app.inject({ url: '/api/oidcUsers?q=sara', headers: admin })).statusCode).toBe(200);
    }
    expect(kc.tokensIssued() - before).toBeLessThanOrEqual(1);
    const wrong = keycloakIdentityAdmin(
      {
        baseUrl: kc.baseUrl,
        realm: kc.realm,
        clientId: kc.clientId,
        clientSecret: 'wrong',
        appClientId: 'front',
        appUrl: APP_URL,
      },
      db,
    );
    await expect(wrong.findUsers(db, 'sara')).rejects.toMatchObject({ code: 'IDENTITY_UNAVAILABLE' });
  });
});

describe('deploy/keycloak/realm-highlight.json (issue #10 §7)', () => {
  const realm = readRealmFile();

  it('is the realm highlight with the five roles, and Keycloak stock defaults only', () => {
    expect(realm.realm).toBe('highlight');
    const names = realm.roles.realm.map((role) => role.name);
    for (const role of ROLES) expect(names).toContain(role);
    // A product role in the default composite could never be replaced away.
    expect(
      realm.defaultRole.composites.realm.filter((name) => (ROLES as readonly string[]).includes(name)),
    ).toEqual([]);
  });

  it('has the public client front with PKCE S256 and the API audience in its access tokens only', () => {
    const front = realm.clients.find((client) => client.clientId === 'front');
    expect(front).toMatchObject({ publicClient: true, attributes: { 'pkce.code.challenge.method': 'S256' } });
    const audience = front?.protocolMappers?.find(
      (mapper) => mapper.protocolMapper === 'oidc-audience-mapper',
    );
    expect(audience?.config).toMatchObject({
      'included.custom.audience': 'highlight-api',
      'access.token.claim': 'true',
      'id.token.claim': 'false',
    });
  });

  it('gives the administration client a service account with the realm-management roles it needs', () => {
    const client = realm.clients.find((entry) => entry.serviceAccountsEnabled);
    expect(client).toMatchObject({ publicClient: false });
    const account = realm.users?.find((user) => user.serviceAccountClientId === client?.clientId);
    expect(account?.clientRoles?.['realm-management']).toEqual(
      expect.arrayContaining(['manage-users', 'view-users', 'query-users', 'view-realm']),
    );
  });
});

describe('realm-highlight.json field names (issue #10 §7 "imports as is")', () => {
  /** The property names of an interface in @keycloak/keycloak-admin-client's representation types. */
  function fieldsOf(definition: string): Set<string> {
    const file = new URL(
      `../../../../node_modules/@keycloak/keycloak-admin-client/lib/defs/${definition}.d.ts`,
      import.meta.url,
    );
    return new Set(
      [...readFileSync(file, 'utf8').matchAll(/^\s+"?([A-Za-z.]+)"?\??:/gm)].map((match) => match[1] ?? ''),
    );
  }
  const unknownKeys = (value: object, fields: Set<string>) =>
    Object.keys(value).filter((key) => !fields.has(key));
  const realm = readRealmFile();

  it('uses only fields of Keycloak’s RealmRepresentation, ClientRepresentation, RoleRepresentation and UserRepresentation', () => {
    expect(unknownKeys(realm, fieldsOf('realmRepresentation'))).toEqual([]);
    expect(unknownKeys(realm.roles, fieldsOf('rolesRepresentation'))).toEqual([]);
    const roleFields = fieldsOf('roleRepresentation');
    for (const role of [...realm.roles.realm, realm.defaultRole])
      expect(unknownKeys(role, roleFields)).toEqual([]);
    const clientFields = fieldsOf('clientRepresentation');
    const mapperFields = fieldsOf('protocolMapperRepresentation');
    for (const client of realm.clients) {
      expect(unknownKeys(client, clientFields)).toEqual([]);
      for (const mapper of client.protocolMappers ?? [])
        expect(unknownKeys(mapper, mapperFields)).toEqual([]);
    }
    const userFields = fieldsOf('userRepresentation');
    for (const user of realm.users ?? []) expect(unknownKeys(user, userFields)).toEqual([]);
  });

  it('notices a misspelt field', () => {
    expect(unknownKeys({ realm: 'x', sslRequierd: 'external' }, fieldsOf('realmRepresentation'))).toEqual([
      'sslRequierd',
    ]);
  });
});
