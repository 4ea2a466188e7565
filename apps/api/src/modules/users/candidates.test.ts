/**
 * Add a candidate (DESIGN.md `POST /api/users`; spec §5 "Candidate add", §6, §8 "candidate already
 * exists", §9 12-hour links; issue #9 "Actions"): an applicant waiting validation whose referee is
 * the person adding them, an account-creation email in their language that activates the account
 * once, an audit entry; bad input and duplicates change nothing.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditPage } from '@highlight/domain/back-office';
import { ZUser, ZUserListResponse } from '@highlight/domain/user';
import { createTestApp } from '../../../test/helpers.ts';
import { mailOutbox, users } from '../../db/schema.ts';
import { authenticate, findActionToken, redeemActionToken } from '../../identity/accounts.ts';
import { externalIdentityAdmin } from '../../identity-admin/index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const candidate = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Léa',
  lastname: "N'Diaye-Martin",
  email: `lea.${randomUUID().slice(0, 8)}@example.test`,
  phoneNumber: '+33 6 12 34 56 78',
  ...overrides,
});

async function add(actor: { id: string; roles: string[] }, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: await t.authHeader(actor),
    payload: payload as Record<string, unknown>,
  });
}

const usersWithEmail = (email: string) =>
  t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));

describe('POST /api/users (add a candidate)', () => {
  it('creates an inactive applicant referred by the HR person, findable at once, with an audit entry', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'], firstname: 'Sophie', lastname: 'Bernard' });
    const body = candidate();
    const response = await add(hr, body);
    expect(response.statusCode).toBe(201);
    const user = ZUser.parse(response.json());
    expect(user).toMatchObject({
      email: body.email,
      firstname: 'Léa',
      lastname: "N'Diaye-Martin",
      phoneNumber: '+33 6 12 34 56 78',
      roles: ['applicant'],
      status: 'inactive',
      resigner: false,
      avatar: null,
      isApplicant: true,
      referee: { id: hr.id, firstname: 'Sophie', lastname: 'Bernard' },
      trigram: 'LND',
    });

    // HR's own candidates list holds the new one (spec §7 GET users/?q=&idHR=), found by name.
    const list = await t.app.inject({
      url: `/api/users/?q=diaye&idHR=${hr.id}`,
      headers: await t.authHeader(hr),
    });
    expect(ZUserListResponse.parse(list.json()).items.map((item) => item.id)).toEqual([user.id]);

    const superadmin = await t.createUser({ roles: ['superadmin'] });
    const audit = ZAuditPage.parse(
      (
        await t.app.inject({ url: `/api/audit?userId=${user.id}`, headers: await t.authHeader(superadmin) })
      ).json(),
    );
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      action: 'candidate.add',
      actor: { id: hr.id },
      after: { status: 'inactive', roles: ['applicant'], refereeId: hr.id },
    });
  });

  it('sends the account-creation email in the candidate’s language; its link activates the account once', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const body = candidate({ firstname: 'John', displayLanguage: 'en' });
    const response = await add(admin, body);
    expect(response.statusCode).toBe(201);
    const [mail, ...others] = await mailsTo(body.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toMatch(/^Highlight/);
    expect(mail?.text).toContain('Hello John,');
    expect(mail?.text).toContain('12 hours');
    const link = /https?:\/\/\S+action-token\?key=[\w%-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    const key = new URL(link).searchParams.get('key') ?? '';
    expect(await findActionToken(t.db, key)).toMatchObject({ purpose: 'activation' });

    // No password until the candidate chooses one through the link.
    expect(await authenticate(t.db, body.email, 'Str0ng!pass')).toBeUndefined();
    expect(await redeemActionToken(t.db, key, 'Str0ng!pass')).toBe(true);
    expect((await authenticate(t.db, body.email, 'Str0ng!pass'))?.id).toBe(ZUser.parse(response.json()).id);
    expect(await redeemActionToken(t.db, key, 'An0ther!pass')).toBe(false);

    const french = candidate();
    await add(admin, french);
    const [frenchMail] = await mailsTo(french.email);
    expect(frenchMail?.text).toContain('Bonjour Léa,');
  });

  it('answers 409 "candidate already exists" for a live person’s email, whatever its case', async () => {
    const french = await t.createUser({ roles: ['human_ressources'] });
    const english = await t.createUser({ roles: ['admin'], userSettings: { displayLanguage: 'en' } });
    const live = await t.createUser({ roles: ['employee'] });
    for (const [email, actor, message] of [
      [live.email.toUpperCase(), french, 'Un candidat existe déjà avec cette adresse e-mail.'],
      [live.email, english, 'A candidate already exists with this email address.'],
    ] as const) {
      const response = await add(actor, candidate({ email }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CANDIDATE_EXISTS', message });
      expect(await usersWithEmail(email)).toHaveLength(1);
      expect(await mailsTo(email.toLowerCase())).toHaveLength(0);
    }
  });

  it('answers 409 CANDIDATE_DELETED, not "already exists", for a soft-deleted person (issue #26 §24)', async () => {
    const french = await t.createUser({ roles: ['human_ressources'] });
    const english = await t.createUser({ roles: ['admin'], userSettings: { displayLanguage: 'en' } });
    const deleted = await t.createUser({ roles: ['applicant'], deletedAt: new Date() });
    for (const [email, actor, message] of [
      [
        deleted.email.toUpperCase(),
        french,
        'Cette personne a été supprimée\u202f: elle ne peut pas être ajoutée de nouveau. Un super administrateur peut la restaurer.',
      ],
      [
        deleted.email,
        english,
        'This person was deleted: they cannot be added again. A super administrator can restore them.',
      ],
    ] as const) {
      const response = await add(actor, candidate({ email }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CANDIDATE_DELETED', message });
      expect(await usersWithEmail(email)).toHaveLength(1);
      expect(await mailsTo(email.toLowerCase())).toHaveLength(0);
    }
  });
  it.each([
    ['an empty first name', { firstname: '  ' }, 'firstname', 'Au moins un champ est vide.'],
    ['a missing last name', { lastname: undefined }, 'lastname', 'Au moins un champ est vide.'],
    ['an empty phone', { phoneNumber: '' }, 'phoneNumber', 'Au moins un champ est vide.'],
    [
      'a name with digits',
      { lastname: 'R2D2' },
      'lastname',
      'Le nom ne doit pas contenir de caractères spéciaux.',
    ],
    ['an invalid email', { email: 'lea@' }, 'email', "L'adresse e-mail n'est pas valide."],
    ['a national phone number', { phoneNumber: '06 12 34 56 78' }, 'phoneNumber', undefined],
    ['a French number too short', { phoneNumber: '+33 6 12 34 56' }, 'phoneNumber', undefined],
  ])(
    'refuses %s with a localised 400 naming the field, and creates nothing',
    async (_, change, path, message) => {
      const hr = await t.createUser({ roles: ['human_ressources'] });
      const body = candidate(change);
      const response = await add(hr, body);
      expect(response.statusCode).toBe(400);
      const details = response.json<{ details: { path: string; message: string }[] }>().details;
      expect(details.map((detail) => detail.path)).toEqual([`body.${path}`]);
      if (message) expect(details[0]?.message).toBe(message);
      if (typeof body.email === 'string') expect(await usersWithEmail(body.email)).toHaveLength(0);
    },
  );

  it('accepts a number of another country (spec §5 phone rule)', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const response = await add(hr, candidate({ phoneNumber: '+44 20 7946 0958' }));
    expect(response.statusCode).toBe(201);
  });

  it('is refused to collaborators (403) and, with an external identity provider, answers 501 and creates nothing', async () => {
    const employee = await t.createUser({ roles: ['employee'] });
    const body = candidate();
    expect((await add(employee, body)).statusCode).toBe(403);
    expect(await usersWithEmail(body.email)).toHaveLength(0);

    const external = await createTestApp({ identityAdmin: externalIdentityAdmin() });
    try {
      const admin = await external.createUser({ roles: ['admin'], userSettings: { displayLanguage: 'en' } });
      const response = await external.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: await external.authHeader(admin),
        payload: body,
      });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toMatchObject({
        code: 'IDENTITY_EXTERNAL',
        message: 'This is done in the company’s identity provider console.',
      });
      const rows = await external.db.select().from(users).where(eq(users.email, body.email));
      expect(rows).toHaveLength(0);
    } finally {
      await external.close();
    }
  });

  it('gives two candidates with the same initials different trigrams', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const first = ZUser.parse((await add(hr, candidate({ firstname: 'Marc', lastname: 'Zola' }))).json());
    const second = ZUser.parse((await add(hr, candidate({ firstname: 'Mona', lastname: 'Zola' }))).json());
    expect(first.trigram).toBe('MZO');
    expect(second.trigram).not.toBe(first.trigram);
    expect(second.trigram).toMatch(/^MZ/);
  });
});

describe('POST /api/users/restore (issue #26 §24: a superadmin restores a deleted person)', () => {
  const restore = async (actor: { id: string; roles: string[] }, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/restore',
      headers: await t.authHeader(actor),
      payload: { email },
    });
  const isDeleted = async (id: string) => {
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    return row?.deletedAt !== null;
  };

  it('brings the person back as they were — lists, sign-in, file — and audits it', async () => {
    const superadmin = await t.createUser({ roles: ['superadmin'] });
    const hr = await t.createUser({ roles: ['human_ressources'], firstname: 'Sophie', lastname: 'Bernard' });
    const person = await t.createUser({
      roles: ['employee'],
      firstname: 'Zoéline',
      lastname: 'Quartermaine',
      status: 'active',
      refereeId: hr.id,
    });
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${person.id}`,
      headers: await t.authHeader(hr),
    });
    expect(deletion.statusCode).toBe(204);
    // Deleted: cannot sign in, hidden from the list.
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: await t.authHeader(person) })).statusCode,
    ).toBe(401);

    const response = await restore(superadmin, person.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(ZUser.parse(response.json())).toMatchObject({
      id: person.id,
      email: person.email,
      roles: ['employee'],
      status: 'active',
      referee: { id: hr.id, firstname: 'Sophie', lastname: 'Bernard' },
    });
    expect(await isDeleted(person.id)).toBe(false);
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: await t.authHeader(person) })).statusCode,
    ).toBe(200);
    const list = await t.app.inject({
      url: `/api/users?q=Quartermaine&allCandidates=true`,
      headers: await t.authHeader(hr),
    });
    expect(ZUserListResponse.parse(list.json()).items.map((item) => item.id)).toContain(person.id);

    const audit = ZAuditPage.parse(
      (
        await t.app.inject({ url: `/api/audit?userId=${person.id}`, headers: await t.authHeader(superadmin) })
      ).json(),
    );
    expect(audit.items[0]).toMatchObject({
      action: 'user.restore',
      actor: { id: superadmin.id },
      after: { deletedAt: null },
    });
    expect(audit.items[0]?.before).toHaveProperty('deletedAt');
    expect(audit.items[0]?.before?.deletedAt).not.toBeNull();
  });

  it.each([['admin'], ['human_ressources'], ['admin', 'employee'], ['employee']] as const)(
    'is refused to %s (403), and the person stays deleted',
    async (...roles) => {
      const actor = await t.createUser({ roles: [...roles] });
      const deleted = await t.createUser({ roles: ['applicant'], deletedAt: new Date() });
      const response = await restore(actor, deleted.email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(await isDeleted(deleted.id)).toBe(true);
    },
  );

  it('answers 404 when nobody deleted holds the email, and a localised 400 for no email', async () => {
    const superadmin = await t.createUser({ roles: ['superadmin'] });
    const live = await t.createUser({ roles: ['employee'] });
    expect((await restore(superadmin, live.email)).statusCode).toBe(404);
    expect((await restore(superadmin, `nobody.${randomUUID()}@example.test`)).statusCode).toBe(404);
    const invalid = await restore(superadmin, 'not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
