/**
 * Issue #26 §7 "Enumeration and mail flooding": sign-up answered 409 for a taken email and 200
 * for a new one; 20 forgot-password requests sent 20 reset mails to one person. Expected: the same
 * answer either way (the owner of a taken address gets a mail instead), and a per-recipient limit
 * on mails (`MAIL_LIMIT` of `mail/limits.ts`), past which the answer is still the same, no mail is
 * written, and the log says so without personal data. The timing is measured by
 * `npm run bench:enumeration` (apps/api/bench/enumeration.ts), not asserted here.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identityTokens, mailOutbox, users } from '../db/schema.ts';
import { MAIL_LIMIT } from '../mail/index.ts';
import { createIdentityUser } from './accounts.ts';
import { Browser, openLoginPage, pkcePair, startIdentityServer, type IdentityServer } from './test-kit.ts';

const PASSWORD = 'Str0ng!pass';
const lines: string[] = [];
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer({
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  lines.length = 0;
});

async function owner(options: { displayLanguage?: 'fr' | 'en'; deletedAt?: Date } = {}) {
  const email = `owner-${randomUUID()}@example.test`;
  const { id } = await createIdentityUser(server.db, {
    email,
    password: PASSWORD,
    firstname: 'Zoé',
    lastname: 'Quartermaine',
    roles: ['employee'],
    status: 'active',
    emailVerified: true,
    displayLanguage: options.displayLanguage ?? 'fr',
  });
  if (options.deletedAt)
    await server.db.update(users).set({ deletedAt: options.deletedAt }).where(eq(users.id, id));
  return { id, email };
}

const mailsTo = (email: string) =>
  server.db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()));

/** Posts the sign-up form with `email` (all else valid) and returns status and page, email masked. */
async function signUp(email: string, lang: 'fr' | 'en' = 'fr') {
  const browser = new Browser(server.base);
  const login = await openLoginPage(server, browser, pkcePair().challenge, { ui_locales: lang });
  const response = await browser.request(`${login.url}/registration`, {
    form: { firstName: 'Alan', lastName: 'Turing', email, password: PASSWORD, 'password-confirm': PASSWORD },
  });
  const page = (await response.text()).replaceAll(email, '<email>').replace(/interaction\/[\w-]+/g, '<uid>');
  await server.settled();
  return { status: response.status, page };
}

/** Posts the forgot-password form for `email`; returns status and page. */
async function forgot(email: string) {
  const response = await new Browser(server.base).request(
    `${server.issuer}/login-actions/reset-credentials`,
    {
      form: { username: email },
    },
  );
  return { status: response.status, page: await response.text() };
}

describe('sign-up with a taken address (issue #26 §7)', () => {
  it('answers exactly as for a new address, and mails the owner instead, in their language', async () => {
    const taken = await owner({ displayLanguage: 'en' });
    const fresh = `new-${randomUUID()}@example.test`;
    const forTaken = await signUp(taken.email.toUpperCase());
    const forNew = await signUp(fresh);
    expect(forTaken).toEqual(forNew);
    expect(forTaken.status).toBe(200);
    expect(forTaken.page).toContain('Nous avons envoyé un e-mail à <email>');

    // One account holds the address; its owner was told, in English, with both ways back in.
    expect(
      await server.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, taken.email)),
    ).toHaveLength(1);
    const [notice, ...others] = await mailsTo(taken.email);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'sign-up-notice',
      subject: 'Highlight: someone tried to create an account with your address',
    });
    expect(notice?.text).toContain('Hello Zoé,');
    expect(notice?.text).toContain('if it was you, sign in');
    expect(notice?.text).toContain(`${server.base}/`);
    expect(notice?.text).toContain(`${server.issuer}/login-actions/reset-credentials`);
    expect(notice?.html).toContain(
      `<a href="${server.issuer}/login-actions/reset-credentials">Choose a new password</a>`,
    );
    // No link that would act on the account: the owner decides.
    expect(notice?.text).not.toContain('action-token');

    // The new address got its account and its confirmation link.
    const [created] = await server.db.select().from(users).where(eq(users.email, fresh));
    expect(created).toMatchObject({ roles: ['applicant'], status: 'inactive', emailVerified: false });
    expect((await mailsTo(fresh)).map((mail) => mail.kind)).toEqual(['verification']);
  });

  it('tells a French owner in French', async () => {
    const taken = await owner({ displayLanguage: 'fr' });
    await signUp(taken.email, 'en');
    const [notice] = await mailsTo(taken.email);
    expect(notice?.subject).toBe("Highlight\u202f: tentative de création d'un compte avec votre adresse");
    expect(notice?.text).toContain('Bonjour Zoé,');
    expect(notice?.text).toContain("Si ce n'était pas vous, ignorez ce message");
  });

  it('answers the same for the address of a deleted account, and mails no one', async () => {
    const gone = await owner({ deletedAt: new Date() });
    expect(await signUp(gone.email)).toEqual(await signUp(`new-${randomUUID()}@example.test`));
    expect(await mailsTo(gone.email)).toEqual([]);
  });

  it(`sends the owner at most ${MAIL_LIMIT.perRecipient} notices an hour, answering the same past it`, async () => {
    const taken = await owner();
    const answers = [];
    for (let attempt = 0; attempt < MAIL_LIMIT.perRecipient + 3; attempt++)
      answers.push(await signUp(taken.email));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await mailsTo(taken.email)).toHaveLength(MAIL_LIMIT.perRecipient);
  });
});

describe('forgot password (issue #26 §7)', () => {
  it(`writes at most ${MAIL_LIMIT.perRecipient} reset mails an hour to one person; every answer is the unknown address's`, async () => {
    const known = await owner();
    const unknown = `nobody-${randomUUID()}@example.test`;
    const reference = await forgot(unknown);
    for (let request = 0; request < 20; request++) expect(await forgot(known.email)).toEqual(reference);
    await server.settled();

    const mails = await mailsTo(known.email);
    expect(mails).toHaveLength(MAIL_LIMIT.perRecipient);
    expect(mails.every((mail) => mail.kind === 'reset')).toBe(true);
    // A held-back request creates no link either.
    const tokens = await server.db.select().from(identityTokens).where(eq(identityTokens.userId, known.id));
    expect(tokens).toHaveLength(MAIL_LIMIT.perRecipient);

    // Each held-back mail is logged, by kind only: no address, no name.
    const limited = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === 'mail.recipient_limit');
    expect(limited).toHaveLength(20 - MAIL_LIMIT.perRecipient);
    expect(limited.every((entry) => entry.kind === 'reset')).toBe(true);
    expect(lines.join('')).not.toMatch(new RegExp(`${known.email.split('@')[0]}|Quartermaine|"stack"`));
  });

  it('writes again once the window has passed', async () => {
    const known = await owner();
    for (let request = 0; request < MAIL_LIMIT.perRecipient + 1; request++) await forgot(known.email);
    await server.settled();
    expect(await mailsTo(known.email)).toHaveLength(MAIL_LIMIT.perRecipient);
    await server.db
      .update(mailOutbox)
      .set({
        createdAt: sql`${mailOutbox.createdAt} - make_interval(mins => ${MAIL_LIMIT.windowMinutes + 1})`,
      })
      .where(and(eq(mailOutbox.to, known.email), eq(mailOutbox.kind, 'reset')));
    await forgot(known.email);
    await server.settled();
    expect(await mailsTo(known.email)).toHaveLength(MAIL_LIMIT.perRecipient + 1);
  });

  it('counts each kind on its own: the reset limit reached, a sign-up notice still goes', async () => {
    const known = await owner();
    for (let request = 0; request < MAIL_LIMIT.perRecipient + 1; request++) await forgot(known.email);
    await signUp(known.email);
    const kinds = (await mailsTo(known.email)).map((mail) => mail.kind).sort();
    expect(kinds).toEqual([...Array<string>(MAIL_LIMIT.perRecipient).fill('reset'), 'sign-up-notice'].sort());
  });
});
