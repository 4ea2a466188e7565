/**
 * API tests for users (spec §6 roles and permissions, §7 calls, §5 phone rule, §4 avatar lock),
 * through `app.inject` against a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { ZUserWithResume } from '@highlight/domain/user';
import { MAX_STARS } from '@highlight/domain/stars';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createTestApp, TEST_ISSUER } from '../../../test/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('authentication (spec §7 bearer header, DESIGN.md deny by default)', () => {
  it('refuses a call without a token with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a token signed by another key', async () => {
    const user = await t.createUser();
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ realm_access: { roles: ['admin'] } })
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setIssuer(TEST_ISSUER)
      .setSubject(user.id)
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user, { expiresIn: '-1m' });
    const response = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('reads the scheme name whatever its case (RFC 7235 §2.1), and nothing but Bearer', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const response = await t.app.inject({
        url: '/api/users/me',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(response.statusCode, scheme).toBe(200);
    }
    const basic = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Basic ${token}` } });
    expect(basic.statusCode).toBe(401);
  });

  describe('only access tokens of the issuer, for the API (issue #10 §1, RFC 9068)', () => {
    async function status(token: string) {
      return (await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode;
    }

    it("accepts the embedded provider's shape (typ at+jwt) and Keycloak's (typ claim Bearer)", async () => {
      const user = await t.createUser();
      expect(await status(await t.tokenFor(user))).toBe(200);
      expect(await status(await t.tokenFor(user, { typ: 'JWT', claims: { typ: 'Bearer' } }))).toBe(200);
      expect(await status(await t.tokenFor(user, { audience: ['account', 'highlight-api'] }))).toBe(200);
    });

    it('refuses an ID token: audience the client, no access-token type', async () => {
      const user = await t.createUser();
      // The embedded provider's ID token: aud `front`, header typ JWT.
      expect(await status(await t.tokenFor(user, { typ: 'JWT', audience: 'front' }))).toBe(401);
      // Keycloak's ID token: typ claim "ID" — refused even when it carries the API's audience.
      expect(await status(await t.tokenFor(user, { typ: 'JWT', claims: { typ: 'ID' } }))).toBe(401);
    });

    it('refuses a refresh token, a token without type, and one without or with another audience', async () => {
      const user = await t.createUser();
      expect(await status(await t.tokenFor(user, { typ: 'JWT', claims: { typ: 'Refresh' } }))).toBe(401);
      expect(await status(await t.tokenFor(user, { typ: null }))).toBe(401);
      expect(await status(await t.tokenFor(user, { audience: null }))).toBe(401);
      expect(await status(await t.tokenFor(user, { audience: 'account' }))).toBe(401);
    });

    it('refuses a token without expiry, and one with a shared-secret algorithm', async () => {
      const user = await t.createUser();
      expect(await status(await t.tokenFor(user, { expiresIn: null }))).toBe(401);
      const hs256 = await new SignJWT({ realm_access: { roles: ['superadmin'] } })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: 'test' })
        .setIssuer(TEST_ISSUER)
        .setAudience('highlight-api')
        .setSubject(user.id)
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!'));
      expect(await status(hs256)).toBe(401);
    });

    it('a token without realm roles holds no role for the call and never changes the stored ones', async () => {
      const admin = await t.createUser({ roles: ['admin', 'employee'] });
      const bare = await t.tokenFor({ id: admin.id, roles: null });
      const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${bare}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ roles: [], isAdmin: false });
      const list = await t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${bare}` } });
      expect(list.statusCode).toBe(403);
      // The stored roles are intact: a token with roles still finds them unchanged.
      const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
      expect(row?.roles.toSorted()).toEqual(['admin', 'employee']);
    });
  });

  describe('email verification (issue #10 §4)', () => {
    it('serves nothing to an account whose email is not confirmed, and says why', async () => {
      const user = await t.createUser({ emailVerified: false, userSettings: { displayLanguage: 'en' } });
      for (const url of ['/api/users/me', `/api/users/${user.id}/resume`]) {
        const response = await t.app.inject({ url, headers: await t.authHeader(user) });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Confirm your email address before using Highlight: open the link we sent you.',
        });
      }
    });

    it("takes the issuer's word when its token says the email is verified, and remembers it", async () => {
      const user = await t.createUser({ emailVerified: false });
      const token = await t.tokenFor(user, { claims: { email_verified: true } });
      const response = await t.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.emailVerified).toBe(true);
    });

    it('creates no usable account for a first sign-in whose token says the email is not verified', async () => {
      const email = `jit.${Date.now()}@example.test`;
      const token = await t.tokenFor(
        { id: 'external-subject-1', email, roles: ['applicant'] },
        { claims: { email_verified: false } },
      );
      const response = await t.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    });
  });

  it('refuses a soft-deleted user (DESIGN.md soft delete)', async () => {
    const user = await t.createUser({ deletedAt: new Date() });
    const response = await t.app.inject({ url: '/api/users/me', headers: await t.authHeader(user) });
    expect(response.statusCode).toBe(401);
  });

  it('serves liveness, readiness and client configuration without a token', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await t.app.inject({ url: '/api/config' })).json()).toEqual({
      issuer: TEST_ISSUER,
      clientId: 'front',
    });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/users/me', '/api/users', '/api/users/{id}/resume']));
  });
});

describe('GET /api/users/me (spec §7)', () => {
  it('returns the user with an empty resume, 14 stars at 0, grade 1, and no secret field', async () => {
    const user = await t.createUser({ firstname: 'Zoé', lastname: 'Lefèvre' });
    const response = await t.app.inject({ url: '/api/users/me', headers: await t.authHeader(user) });
    expect(response.statusCode).toBe(200);
    const me = ZUserWithResume.strict().parse(response.json());
    expect(me).toMatchObject({
      id: user.id,
      firstname: 'Zoé',
      lastname: 'Lefèvre',
      isApplicant: true,
      isAdmin: false,
    });
    expect(me.resume.version).toBe(0);
    expect(me.resume.stars).toHaveLength(MAX_STARS);
    expect(me.resume.starCount).toBe(0);
    expect(me.resume.grade).toBe(1);
    expect(response.body).not.toMatch(/password|deletedAt|deleted_at/i);
  });

  it('takes the roles from the access token (spec §3 "Role set")', async () => {
    const user = await t.createUser({ roles: ['applicant'] });
    const response = await t.app.inject({
      url: '/api/users/me',
      headers: await t.authHeader({ id: user.id, roles: ['admin', 'employee'] }),
    });
    expect(response.json()).toMatchObject({ roles: ['admin', 'employee'], isAdmin: true, isEmployee: true });
  });
});

describe('PATCH /api/users/me (spec §7, §5 phone rule, §4 avatar)', () => {
  it('saves names and a valid phone number', async () => {
    const user = await t.createUser();
    const headers = await t.authHeader(user);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { firstname: 'Jean-Pierre', lastname: "N'Diaye", phoneNumber: '+33 6 12 34 56 78' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: 'Jean-Pierre',
      lastname: "N'Diaye",
      phoneNumber: '+33 6 12 34 56 78',
    });
  });

  it.each([
    ['fr', 'Le numéro de téléphone n'],
    ['en', 'The phone number is not valid'],
  ] as const)(
    'rejects an invalid phone with the %s message and stores nothing',
    async (displayLanguage, text) => {
      const user = await t.createUser({
        phoneNumber: '+33 6 00 00 00 00',
        userSettings: { displayLanguage },
      });
      const headers = await t.authHeader(user);
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers,
        payload: { firstname: 'Changed', phoneNumber: '06 12 34 56 78' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        code: string;
        details: { path: string; key: string; message: string }[];
      }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details).toEqual([
        expect.objectContaining({ path: 'body.phoneNumber', key: 'validation.invalidNumber' }),
      ]);
      expect(body.details[0]?.message).toContain(text);
      const me = (await t.app.inject({ url: '/api/users/me', headers })).json<{
        firstname: string;
        phoneNumber: string;
      }>();
      expect(me).toMatchObject({ firstname: user.firstname, phoneNumber: '+33 6 00 00 00 00' });
    },
  );

  it('sets the avatar once and refuses to change it afterwards (spec §4)', async () => {
    const user = await t.createUser();
    const headers = await t.authHeader(user);
    const first = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { avatar: 'cat' },
    });
    expect(first.json()).toMatchObject({ avatar: 'cat' });
    const second = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { avatar: 'bandit' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'AVATAR_LOCKED' });
  });

  it('stores the display language and the chosen mode, keeping the other setting', async () => {
    const user = await t.createUser({ roles: ['admin', 'employee'] });
    const headers = await t.authHeader(user);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { userSettings: { chosenUserMode: 'collab' } },
    });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { userSettings: { displayLanguage: 'en' } },
    });
    expect(response.json()).toMatchObject({
      userSettings: { displayLanguage: 'en', chosenUserMode: 'collab' },
    });
  });

  it('rejects an empty update', async () => {
    const user = await t.createUser();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: await t.authHeader(user),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/users (spec §6 back office, §7 q / idHR / allCandidates)', () => {
  let hr: Awaited<ReturnType<typeof t.createUser>>;
  let otherHr: Awaited<ReturnType<typeof t.createUser>>;
  const tag = `Zyx${Date.now().toString(36)}`;
  beforeAll(async () => {
    hr = await t.createUser({ roles: ['human_ressources'], lastname: `Referee-${tag}` });
    otherHr = await t.createUser({ roles: ['human_ressources'] });
    await t.createUser({
      firstname: 'Hélène',
      lastname: `Durand-${tag}`,
      refereeId: hr.id,
      roles: ['applicant'],
    });
    await t.createUser({
      firstname: 'Marc',
      lastname: `Petit-${tag}`,
      refereeId: hr.id,
      roles: ['employee'],
      status: 'active',
    });
    await t.createUser({ firstname: 'Inès', lastname: `Roux-${tag}`, refereeId: otherHr.id });
    await t.createUser({
      firstname: 'Gone',
      lastname: `Deleted-${tag}`,
      refereeId: hr.id,
      deletedAt: new Date(),
    });
  });

  it('refuses collaborators with 403', async () => {
    const applicant = await t.createUser();
    const response = await t.app.inject({ url: '/api/users', headers: await t.authHeader(applicant) });
    expect(response.statusCode).toBe(403);
  });

  it("lists a referee's live candidates with idHR, and all with allCandidates=true", async () => {
    const headers = await t.authHeader(hr);
    const mine = (await t.app.inject({ url: `/api/users?idHR=${hr.id}&q=${tag}&sort=name`, headers })).json<{
      items: { lastname: string; referee: { id: string } }[];
      total: number;
    }>();
    expect(mine.items.map((item) => item.lastname)).toEqual([`Durand-${tag}`, `Petit-${tag}`]);
    expect(mine.total).toBe(2);
    expect(mine.items.every((item) => item.referee.id === hr.id)).toBe(true);
    const all = (
      await t.app.inject({ url: `/api/users?idHR=${hr.id}&allCandidates=true&q=${tag}&sort=name`, headers })
    ).json<{
      items: { lastname: string }[];
    }>();
    expect(all.items.map((item) => item.lastname)).toEqual([`Durand-${tag}`, `Petit-${tag}`, `Roux-${tag}`]);
  });

  it('lists collaborators only: staff users never appear as candidates', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const body = (
      await t.app.inject({ url: `/api/users?q=Referee-${tag}`, headers: await t.authHeader(admin) })
    ).json<{
      total: number;
    }>();
    expect(body.total).toBe(0);
  });

  it('searches accent- and case-insensitively with every term required', async () => {
    const admin = await t.createUser({ roles: ['superadmin'] });
    const headers = await t.authHeader(admin);
    const search = async (q: string) =>
      (await t.app.inject({ url: `/api/users?q=${encodeURIComponent(q)}`, headers }))
        .json<{ items: { firstname: string }[] }>()
        .items.map((item) => item.firstname);
    expect(await search(`helene ${tag}`)).toEqual(['Hélène']);
    expect(await search(`HÉL ${tag.toLowerCase()}`)).toEqual(['Hélène']);
    expect(await search(`helene ines ${tag}`)).toEqual([]);
  });

  it('filters by status and paginates', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const headers = await t.authHeader(admin);
    const active = (await t.app.inject({ url: `/api/users?status=active&q=${tag}`, headers })).json<{
      items: { firstname: string }[];
    }>();
    expect(active.items.map((item) => item.firstname)).toEqual(['Marc']);
    const page2 = (
      await t.app.inject({
        url: `/api/users?q=${tag}&pageSize=2&page=2&allCandidates=true&sort=name`,
        headers,
      })
    ).json<{
      items: { firstname: string }[];
      total: number;
    }>();
    expect(page2.total).toBe(3);
    expect(page2.items.map((item) => item.firstname)).toEqual(['Inès']);
  });

  it('rejects a malformed idHR with 400', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const response = await t.app.inject({
      url: '/api/users?idHR=not-a-uuid',
      headers: await t.authHeader(admin),
    });
    expect(response.statusCode).toBe(400);
  });

  it('lists the HR referees for the back office only', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const refs = (
      await t.app.inject({ url: '/api/users/human_resources', headers: await t.authHeader(admin) })
    ).json<{ id: string }[]>();
    expect(refs.map((ref) => ref.id)).toEqual(expect.arrayContaining([hr.id, otherHr.id]));
    const applicant = await t.createUser();
    expect(
      (await t.app.inject({ url: '/api/users/human_resources', headers: await t.authHeader(applicant) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/users/{id} (look-at-user)', () => {
  it('lets the back office and the user themself read, and no other collaborator', async () => {
    const owner = await t.createUser();
    const other = await t.createUser({ roles: ['employee'] });
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const url = `/api/users/${owner.id}`;
    expect((await t.app.inject({ url, headers: await t.authHeader(owner) })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: await t.authHeader(hr) })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: await t.authHeader(other) })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or soft-deleted user', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const gone = await t.createUser({ deletedAt: new Date() });
    const headers = await t.authHeader(admin);
    expect((await t.app.inject({ url: `/api/users/${gone.id}`, headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/users/00000000-0000-4000-8000-000000000000', headers })).statusCode,
    ).toBe(404);
  });
});
