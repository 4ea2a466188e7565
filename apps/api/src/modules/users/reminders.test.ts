/**
 * Mail the back office sends (issue #9 "Actions"; spec §3 reminder entry, §7 send-reminder; spec
 * §9 12-hour links): update requests in the owner's language with HR's comment, written only to
 * known collaborators and linking to the app itself; the account-creation email sent again; each
 * audited; an external identity provider answers that its console sends account emails.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_COMMENT_MAX, SELECTION_LIMIT } from '@highlight/domain/constants';
import { ZAuditPage, ZReminderResult } from '@highlight/domain/back-office';
import { createTestApp } from '../../../test/helpers.ts';
import { identityCredentials, identityTokens, mailOutbox } from '../../db/schema.ts';
import { MAIL_LIMIT } from '../../mail/index.ts';
import { externalIdentityAdmin } from '../../identity-admin/index.ts';
import { composeReminder } from './reminders.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

async function lastAudit(userId: string) {
  const superadmin = await t.createUser({ roles: ['superadmin'] });
  const page = ZAuditPage.parse(
    (
      await t.app.inject({ url: `/api/audit?userId=${userId}`, headers: await t.authHeader(superadmin) })
    ).json(),
  );
  return page.items[0];
}

const entry = (person: { email: string; firstname: string; lastname: string }, comment?: string) => ({
  email: person.email,
  firstname: person.firstname,
  lastname: person.lastname,
  baseUrl: 'https://elsewhere.example/',
  ...(comment === undefined ? {} : { comment }),
});

describe('POST /api/users/send-reminder (spec §7)', () => {
  it('writes the update request in the owner’s language, with the comment escaped and a link to the app itself', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'], firstname: 'Sophie', lastname: 'Bernard' });
    const owner = await t.createUser({
      roles: ['employee'],
      firstname: 'John',
      userSettings: { displayLanguage: 'en' },
    });
    // spec §7: a single object is wrapped in a one-entry array.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-reminder',
      headers: await t.authHeader(hr),
      payload: entry(owner, 'Please add your <b>Kubernetes</b> mission'),
    });
    expect(response.statusCode).toBe(200);
    expect(ZReminderResult.parse(response.json())).toEqual({ sent: [owner.email], failed: [] });

    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('Highlight: please update your skills file');
    expect(mail?.text).toContain('Hello John,');
    expect(mail?.text).toContain('Sophie Bernard asks you to update your skills file');
    expect(mail?.text).toContain('Please add your <b>Kubernetes</b> mission');
    expect(mail?.text).toContain('http://app.test/home');
    expect(mail?.html).toContain('Please add your &lt;b&gt;Kubernetes&lt;/b&gt; mission');
    expect(mail?.html).toContain('href="http://app.test/home"');
    // The caller's baseUrl never becomes the link.
    expect(`${mail?.text} ${mail?.html}`).not.toContain('elsewhere.example');

    expect(await lastAudit(owner.id)).toMatchObject({ action: 'reminder.send', actor: { id: hr.id } });
  });

  it('writes once per known collaborator and reports the others, in French for a French owner', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const owner = await t.createUser({ roles: ['applicant'], firstname: 'Léa' });
    const colleague = await t.createUser({ roles: ['human_ressources'] });
    const deleted = await t.createUser({ deletedAt: new Date() });
    const stranger = { email: 'nobody@example.com', firstname: 'No', lastname: 'Body' };

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-reminder',
      headers: await t.authHeader(admin),
      payload: [
        entry(owner),
        entry({ ...owner, email: owner.email.toUpperCase() }),
        entry(colleague),
        entry(deleted),
        entry(stranger),
      ],
    });
    expect(ZReminderResult.parse(response.json())).toEqual({
      sent: [owner.email],
      failed: [
        // issue #26 §8: a person holding a staff role is a superadmin's alone.
        { email: colleague.email, code: 'STAFF_TARGET' },
        { email: deleted.email, code: 'NOT_FOUND' },
        { email: stranger.email, code: 'NOT_FOUND' },
      ],
    });
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Highlight\u202f: mettez à jour votre dossier de compétences');
    expect(mails[0]?.text).not.toContain('Son message');
    for (const other of [colleague.email, deleted.email, stranger.email])
      expect(await mailsTo(other)).toEqual([]);
  });

  // Issue #26 §7 leftover: a bulk update request reports, per person, why they were skipped — the
  // mail limit (the 4th request within the hour) beside the other reasons, the rest still sent.
  it(`reports the 4th request within the hour as MAIL_LIMIT, per person, among the other reasons`, async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const headers = await t.authHeader(hr);
    const flooded = await t.createUser({ roles: ['employee'] });
    const alsoFlooded = await t.createUser({ roles: ['applicant'] });
    const fresh = await t.createUser({ roles: ['employee'] });
    const staff = await t.createUser({ roles: ['admin'] });
    const remind = (people: { email: string; firstname: string; lastname: string }[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/send-reminder',
        headers,
        payload: people.map((person) => entry(person)),
      });
    for (let index = 0; index < MAIL_LIMIT.perRecipient; index++) {
      const earlier = await remind([flooded, alsoFlooded]);
      expect(ZReminderResult.parse(earlier.json())).toEqual({
        sent: [flooded.email, alsoFlooded.email],
        failed: [],
      });
    }
    const fourth = await remind([flooded, fresh, staff, alsoFlooded]);
    expect(fourth.statusCode).toBe(200);
    expect(ZReminderResult.parse(fourth.json())).toEqual({
      sent: [fresh.email],
      failed: [
        { email: flooded.email, code: 'MAIL_LIMIT' },
        { email: staff.email, code: 'STAFF_TARGET' },
        { email: alsoFlooded.email, code: 'MAIL_LIMIT' },
      ],
    });
    for (const person of [flooded, alsoFlooded])
      expect(await mailsTo(person.email)).toHaveLength(MAIL_LIMIT.perRecipient);
    expect(await mailsTo(fresh.email)).toHaveLength(1);
  });

  it(`refuses a comment over ${REMINDER_COMMENT_MAX} characters or more than ${SELECTION_LIMIT} people, writing nothing`, async () => {
    const admin = await t.createUser({ roles: ['admin'], userSettings: { displayLanguage: 'en' } });
    const headers = await t.authHeader(admin);
    const owner = await t.createUser({ roles: ['employee'] });
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-reminder',
      headers,
      payload: entry(owner, 'x'.repeat(REMINDER_COMMENT_MAX + 1)),
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(`cannot be longer than ${REMINDER_COMMENT_MAX} characters`);

    const many = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-reminder',
      headers,
      payload: Array.from({ length: SELECTION_LIMIT + 1 }, () => entry(owner)),
    });
    expect(many.statusCode).toBe(400);
    expect(await mailsTo(owner.email)).toEqual([]);
  });
});

// issue #26 §26: the English mail read "Update my file : http://…", French spacing in English.
describe('composeReminder: each language’s punctuation', () => {
  const values = {
    to: 'a@example.test',
    firstname: 'Ann',
    sender: 'Sophie Bernard',
    comment: 'Hi',
    link: 'http://app.test/home',
  };
  it('writes the English line with no space before the colon', () => {
    const { text } = composeReminder('en', values);
    expect(text).toContain('Update my file: http://app.test/home');
    expect(text).not.toMatch(/[\s\u00a0\u202f][:;!?]/);
  });
  it('writes the French line with a space before the colon', () => {
    expect(composeReminder('fr', values).text).toMatch(
      /Mettre à jour mon dossier[\u00a0\u202f ]: http:\/\/app\.test\/home/,
    );
  });
});

describe('POST /api/users/{id}/account-email (DESIGN.md)', () => {
  it('writes a new activation link to the person, in their language, and audits it', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const candidate = await t.createUser({ roles: ['applicant'], firstname: 'Inès' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${candidate.id}/account-email`,
      headers: await t.authHeader(hr),
    });
    expect(response.statusCode).toBe(204);
    const [mail] = await mailsTo(candidate.email);
    expect(mail?.subject).toBe('Highlight\u202f: activez votre compte');
    expect(mail?.text).toContain('Bonjour Inès,');
    expect(mail?.text).toMatch(/\/login-actions\/action-token\?key=[\w-]{43}/);
    expect(await lastAudit(candidate.id)).toMatchObject({
      action: 'account-email.resend',
      actor: { id: hr.id },
    });

    const gone = await t.createUser({ deletedAt: new Date() });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/users/${gone.id}/account-email`,
      headers: await t.authHeader(hr),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses 409 ACCOUNT_ACTIVE for an account that has its password, and sends nothing', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'], userSettings: { displayLanguage: 'en' } });
    const active = await t.createUser({ roles: ['employee'], status: 'active' });
    await t.db.insert(identityCredentials).values({ userId: active.id, passwordHash: '$argon2id$v=19$test' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${active.id}/account-email`,
      headers: await t.authHeader(hr),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_ACTIVE',
      message:
        'This account is already active: the person signs in with their password, or uses “Forgot password?” on the sign-in page.',
    });
    expect(await mailsTo(active.email)).toEqual([]);
    expect(await t.db.select().from(identityTokens).where(eq(identityTokens.userId, active.id))).toEqual([]);
  });

  it('answers 501 with the reason where an external identity provider sends account emails', async () => {
    const external = await createTestApp({ identityAdmin: externalIdentityAdmin() });
    try {
      const admin = await external.createUser({ roles: ['admin'], userSettings: { displayLanguage: 'en' } });
      const candidate = await external.createUser({ roles: ['applicant'] });
      const response = await external.app.inject({
        method: 'POST',
        url: `/api/users/${candidate.id}/account-email`,
        headers: await external.authHeader(admin),
      });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toMatchObject({
        code: 'ACCOUNT_EMAIL_EXTERNAL',
        message:
          'The account-creation email is sent by the company’s identity provider: resend it from its console.',
      });
    } finally {
      await external.close();
    }
  });
});
