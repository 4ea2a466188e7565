/**
 * The per-recipient mail limit (issue #26 §7 "20 requests sent 20 reset mails to one person"):
 * at most `MAIL_LIMIT.perRecipient` mails of one kind per recipient per window, counted in the
 * database (so on every instance), concurrent requests included; and the back office's
 * "send the account-creation email again" held to it, answering 429 past it.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { auditLog, mailOutbox } from '../db/schema.ts';
import { MAIL_LIMIT, queueLimitedMail, type MailKind } from './index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const mail = (to: string) => ({ to, subject: 'Subject', text: 'Text', html: '<p>Text</p>' });

describe('queueLimitedMail (issue #26 §7)', () => {
  it(`queues ${MAIL_LIMIT.perRecipient} of ${MAIL_LIMIT.perRecipient * 4} concurrent mails of one kind to one recipient`, async () => {
    const to = `limit-${randomUUID()}@example.test`;
    let composed = 0;
    const results = await Promise.all(
      Array.from({ length: MAIL_LIMIT.perRecipient * 4 }, () =>
        queueLimitedMail(t.db, { to, kind: 'reset' }, () => {
          composed += 1;
          return Promise.resolve(mail(to));
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(MAIL_LIMIT.perRecipient);
    expect(composed).toBe(MAIL_LIMIT.perRecipient);
    expect(await mailsTo(to)).toHaveLength(MAIL_LIMIT.perRecipient);
  });

  it('counts the recipient whatever the case, each kind on its own, and within the window only', async () => {
    const to = `mixed-${randomUUID()}@example.test`;
    const queue = (kind: MailKind, address = to, now?: Date) =>
      queueLimitedMail(t.db, { to: address, kind }, () => Promise.resolve(mail(address)), now ? { now } : {});
    const hourAgo = new Date(Date.now() - (MAIL_LIMIT.windowMinutes + 1) * 60_000);
    for (let index = 0; index < MAIL_LIMIT.perRecipient; index++)
      expect(await queue('activation', to, hourAgo)).toBe(true);
    // Those are outside the window now: three more fit.
    for (let index = 0; index < MAIL_LIMIT.perRecipient; index++)
      expect(await queue('activation', index % 2 ? to.toUpperCase() : to)).toBe(true);
    expect(await queue('activation', ` ${to.toUpperCase()} `)).toBe(false);
    expect(await queue('verification')).toBe(true);
  });

  it('writes nothing the composer made when the mail is held back (same transaction)', async () => {
    const to = `tx-${randomUUID()}@example.test`;
    for (let index = 0; index < MAIL_LIMIT.perRecipient; index++)
      await queueLimitedMail(t.db, { to, kind: 'sign-up-notice' }, () => Promise.resolve(mail(to)));
    await expect(
      queueLimitedMail(t.db, { to, kind: 'sign-up-notice' }, () => Promise.reject(new Error('not called'))),
    ).resolves.toBe(false);
  });
});

describe('POST /api/users/{id}/account-email past the limit (issue #26 §7)', () => {
  it(`sends ${MAIL_LIMIT.perRecipient} an hour, then answers 429 in the caller's language, writing and auditing nothing`, async () => {
    const hr = await t.createUser({ roles: ['human_ressources'], userSettings: { displayLanguage: 'en' } });
    const candidate = await t.createUser({ roles: ['applicant'] });
    const resend = async () =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${candidate.id}/account-email`,
        headers: await t.authHeader(hr),
      });
    for (let index = 0; index < MAIL_LIMIT.perRecipient; index++)
      expect((await resend()).statusCode).toBe(204);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests: try again in a moment.',
    });
    const mails = await mailsTo(candidate.email);
    expect(mails).toHaveLength(MAIL_LIMIT.perRecipient);
    expect(mails.every((row) => row.kind === 'activation')).toBe(true);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, candidate.id))
      .orderBy(desc(auditLog.at));
    expect(audits.filter((row) => row.action === 'account-email.resend')).toHaveLength(
      MAIL_LIMIT.perRecipient,
    );
  });
});

describe('POST /api/users/send-reminder past the limit (issue #26 §7)', () => {
  it(`writes ${MAIL_LIMIT.perRecipient} update requests an hour to one person; past it, MAIL_LIMIT for them, the others still sent`, async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const flooded = await t.createUser({ roles: ['employee'] });
    const other = await t.createUser({ roles: ['employee'] });
    const remind = async (people: { email: string; firstname: string; lastname: string }[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/send-reminder',
        headers: await t.authHeader(hr),
        payload: people.map((person) => ({
          email: person.email,
          firstname: person.firstname,
          lastname: person.lastname,
          baseUrl: 'https://app.test/',
        })),
      });
    for (let index = 0; index < MAIL_LIMIT.perRecipient; index++) {
      const sent = await remind([flooded]);
      expect(sent.json()).toEqual({ sent: [flooded.email], failed: [] });
    }
    const past = await remind([flooded, other]);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({
      sent: [other.email],
      failed: [{ email: flooded.email, code: 'MAIL_LIMIT' }],
    });
    const mails = await mailsTo(flooded.email);
    expect(mails).toHaveLength(MAIL_LIMIT.perRecipient);
    expect(mails.every((row) => row.kind === 'reminder')).toBe(true);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.userId, flooded.id));
    expect(audits.filter((row) => row.action === 'reminder.send')).toHaveLength(MAIL_LIMIT.perRecipient);
  });
});
