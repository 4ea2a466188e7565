/**
 * The provider's account pages over HTTP: forgot password (no account enumeration), one-time
 * reset links (12 h, once — spec §9), sign-up with the spec §5 rules, in French and English.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCredentials, identityTokens, mailOutbox, users } from '../db/schema.ts';
import { createIdentityUser, queueActionEmail } from './accounts.ts';
import {
  Browser,
  openLoginPage,
  pkcePair,
  startIdentityServer,
  submitLogin,
  type IdentityServer,
} from './test-kit.ts';

const PASSWORD = 'Str0ng!pass';
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server?.close();
});

const forgotUrl = () => `${server.issuer}/login-actions/reset-credentials`;

async function newUser(displayLanguage: 'fr' | 'en' = 'fr') {
  const email = `user-${randomUUID()}@example.test`;
  const { id } = await createIdentityUser(server.db, {
    email,
    password: PASSWORD,
    firstname: 'Grace',
    lastname: 'Hopper',
    roles: ['employee'],
    emailVerified: true,
    displayLanguage,
  });
  return { id, email };
}

async function mailsTo(email: string) {
  return server.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
}

/** The reset link of the last mail sent to `email`. */
async function lastLink(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const link = /https?:\/\/\S+action-token\?key=[\w%-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no link in the mail');
  return link;
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  const browser = new Browser(server.base);
  const login = await openLoginPage(server, browser, pkcePair().challenge);
  const result = await submitLogin(server, browser, login.url, { username: email, password });
  return Boolean(result.code);
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { email } = await newUser('en');
    const unknown = `nobody-${randomUUID()}@example.test`;
    const browser = new Browser(server.base);
    const known = await browser.request(forgotUrl(), { form: { username: email } });
    const other = await browser.request(forgotUrl(), { form: { username: unknown } });
    await server.settled();
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    expect(await known.text()).toBe(await other.text());
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Highlight: choose a new password');
    expect(mail?.text).toContain('valid for 12 hours');
    expect(mail?.html).toContain('href="http');
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it('shows the page in French by default and English with ?lang=en', async () => {
    const browser = new Browser(server.base);
    expect(await (await browser.request(forgotUrl())).text()).toContain('Mot de passe oublié');
    expect(await (await browser.request(`${forgotUrl()}?lang=en`)).text()).toContain('Forgot password');
  });
});

describe('reset link', () => {
  it('sets a new password once, then is refused', async () => {
    const { email } = await newUser();
    const browser = new Browser(server.base);
    await browser.request(forgotUrl(), { form: { username: email } });
    await server.settled();
    const link = await lastLink(email);
    const key = new URL(link).searchParams.get('key') ?? '';

    const page = await browser.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Nouveau mot de passe');

    const weak = await browser.request(link, { form: { key, password: 'weak', 'password-confirm': 'weak' } });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Au moins 8 caractères');

    const newPassword = 'N3w&better';
    const done = await browser.request(link, {
      form: { key, password: newPassword, 'password-confirm': newPassword },
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Votre mot de passe a été modifié');
    expect(await canSignIn(email, newPassword)).toBe(true);
    expect(await canSignIn(email, PASSWORD)).toBe(false);

    const again = await browser.request(link, {
      form: { key, password: 'An0ther!one', 'password-confirm': 'An0ther!one' },
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Ce lien n&#39;est pas valide');
    expect((await browser.request(link)).status).toBe(400);
  });

  it('is refused after 12 hours', async () => {
    const { id, email } = await newUser('en');
    await queueActionEmail(server.db, { issuer: server.issuer, userId: id, purpose: 'reset' });
    const link = await lastLink(email);
    await server.db
      .update(identityTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(identityTokens.userId, id));
    const browser = new Browser(server.base);
    const page = await browser.request(`${link}&lang=en`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This link is not valid');
    const key = new URL(link).searchParams.get('key') ?? '';
    const posted = await browser.request(link, {
      form: { key, password: 'N3w&better', 'password-confirm': 'N3w&better' },
    });
    expect(posted.status).toBe(400);
    expect(await canSignIn(email, PASSWORD)).toBe(true);
  });

  it('stores only a hash of the token, valid 12 hours', async () => {
    const { id, email } = await newUser();
    await queueActionEmail(server.db, { issuer: server.issuer, userId: id, purpose: 'activation' });
    const key = new URL(await lastLink(email)).searchParams.get('key') ?? '';
    const [row] = await server.db.select().from(identityTokens).where(eq(identityTokens.userId, id));
    expect(row?.tokenHash).not.toContain(key);
    expect(row?.purpose).toBe('activation');
    const hours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(12, 1);
  });
});

describe('sign-up', () => {
  async function openRegistration(lang?: string) {
    const browser = new Browser(server.base);
    const login = await openLoginPage(
      server,
      browser,
      pkcePair().challenge,
      lang ? { ui_locales: lang } : {},
    );
    const url = `${login.url}/registration`;
    return { browser, url, html: await (await browser.request(url)).text() };
  }

  it('rejects a weak password with the localised rule, in French and English', async () => {
    const cases = [
      { lang: 'fr', message: 'Au moins 8 caractères, dont une minuscule, une majuscule, un chiffre' },
      {
        lang: 'en',
        message: 'At least 8 characters, including a lowercase letter, an uppercase letter, a digit',
      },
    ];
    for (const { lang, message } of cases) {
      const { browser, url, html } = await openRegistration(lang);
      for (const id of ['firstName', 'lastName', 'email', 'password', 'password-confirm'])
        expect(html).toContain(`id="${id}"`);
      const email = `new-${randomUUID()}@example.test`;
      for (const weak of ['short1!', 'alllowercase1!', 'NoDigits!!', 'NoSpecial12']) {
        const response = await browser.request(url, {
          form: { firstName: 'Alan', lastName: 'Turing', email, password: weak, 'password-confirm': weak },
        });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(message);
      }
      const [row] = await server.db.select().from(users).where(eq(users.email, email));
      expect(row).toBeUndefined();
    }
  });

  it('rejects a mismatched confirmation and special characters in names; a taken email answers as a new one', async () => {
    const { email: taken } = await newUser();
    const { browser, url } = await openRegistration();
    const mismatch = await browser.request(url, {
      form: {
        firstName: 'Alan',
        lastName: 'Turing',
        email: `x-${randomUUID()}@example.test`,
        password: PASSWORD,
        'password-confirm': 'Other!pass1',
      },
    });
    expect(await mismatch.text()).toContain('Les deux mots de passe ne sont pas identiques.');
    const names = await browser.request(url, {
      form: {
        firstName: 'Al@n',
        lastName: 'Turing',
        email: `x-${randomUUID()}@example.test`,
        password: PASSWORD,
        'password-confirm': PASSWORD,
      },
    });
    // issue #26 §26: the first name's own message, not the last name's.
    const namesHtml = await names.text();
    expect(namesHtml).toContain('Le prénom ne doit pas contenir de caractères spéciaux.');
    expect(namesHtml).not.toContain('Le nom ne doit pas');
    const duplicate = await browser.request(url, {
      form: {
        firstName: 'Alan',
        lastName: 'Turing',
        email: taken.toUpperCase(),
        password: PASSWORD,
        'password-confirm': PASSWORD,
      },
    });
    // Issue #26 §7: no enumeration — the page of a new address (its owner gets a mail instead).
    expect(duplicate.status).toBe(200);
    expect(await duplicate.text()).toContain('Nous avons envoyé un e-mail à');
  });

  it('creates an inactive applicant with a unique trigram, not signed in before the email is confirmed', async () => {
    const { browser, url } = await openRegistration('en');
    const email = `new-${randomUUID()}@example.test`;
    const posted = await browser.request(url, {
      form: {
        firstName: 'Alan',
        lastName: 'Turing',
        email,
        password: PASSWORD,
        'password-confirm': PASSWORD,
      },
    });
    expect(posted.status).toBe(200);
    const page = await posted.text();
    expect(page).toContain('Confirm your email address');
    expect(page).toContain(`We have sent an email to ${email}`);
    await server.settled();

    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      firstname: 'Alan',
      lastname: 'Turing',
      roles: ['applicant'],
      status: 'inactive',
      userSettings: { displayLanguage: 'en', chosenUserMode: null },
    });
    expect(user?.trigram).toMatch(/^AT[A-Z0-9]$/);
    const [credentials] = await server.db
      .select()
      .from(identityCredentials)
      .where(eq(identityCredentials.userId, user?.id ?? ''));
    expect(credentials?.passwordHash).toMatch(/^\$argon2id\$/);

    const second = await createIdentityUser(server.db, {
      email: `twin-${randomUUID()}@example.test`,
      password: PASSWORD,
      firstname: 'Alan',
      lastname: 'Turing',
      roles: ['applicant'],
      emailVerified: true,
    });
    const [twin] = await server.db.select().from(users).where(eq(users.id, second.id));
    expect(twin?.trigram).not.toBe(user?.trigram);
  });
});

describe('email verification of a self-registered account (issue #10 §4)', () => {
  async function register(lang: 'fr' | 'en') {
    const browser = new Browser(server.base);
    const login = await openLoginPage(server, browser, pkcePair().challenge, { ui_locales: lang });
    const email = `verify-${randomUUID()}@example.test`;
    await browser.request(`${login.url}/registration`, {
      form: {
        firstName: 'Alan',
        lastName: 'Turing',
        email,
        password: PASSWORD,
        'password-confirm': PASSWORD,
      },
    });
    await server.settled();
    return email;
  }

  /** The verification link of the last mail to `email`. */
  async function verificationLink(email: string) {
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/confirm your email address|confirmez votre adresse e-mail/);
    return lastLink(email);
  }

  it("mails a link valid 12 hours in the person's language, with a plain-text part", async () => {
    const email = await register('fr');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Highlight\u202f: confirmez votre adresse e-mail');
    expect(mail?.text).toContain('valable 12 heures');
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    const [token] = await server.db
      .select()
      .from(identityTokens)
      .where(eq(identityTokens.userId, user?.id ?? ''))
      .orderBy(desc(identityTokens.createdAt));
    expect(token?.purpose).toBe('verification');
    const hours = ((token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(12, 1);
  });

  it('refuses the right password until the link is opened, mailing a new link; then signs in', async () => {
    const email = await register('en');
    const browser = new Browser(server.base);
    const login = await openLoginPage(server, browser, pkcePair().challenge, { ui_locales: 'en' });
    const refused = await submitLogin(server, browser, login.url, { username: email, password: PASSWORD });
    expect(refused.code).toBeUndefined();
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Confirm your email address first');
    expect(await mailsTo(email)).toHaveLength(2);

    const link = await verificationLink(email);
    const opened = await new Browser(server.base).request(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Your email address is confirmed.');
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    expect(await canSignIn(email, PASSWORD)).toBe(true);
  });

  it('takes a link once, and not after 12 hours', async () => {
    const email = await register('en');
    const link = await verificationLink(email);
    expect((await new Browser(server.base).request(link)).status).toBe(200);
    const again = await new Browser(server.base).request(`${link}&lang=en`);
    expect(await again.text()).toContain('This link is not valid');

    const other = await register('en');
    const [user] = await server.db.select().from(users).where(eq(users.email, other));
    await server.db
      .update(identityTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(identityTokens.userId, user?.id ?? ''));
    const late = await new Browser(server.base).request(`${await verificationLink(other)}&lang=en`);
    expect(await late.text()).toContain('This link is not valid');
    const [still] = await server.db.select().from(users).where(eq(users.email, other));
    expect(still?.emailVerified).toBe(false);
  });

  it('never sets a password through a verification link', async () => {
    const email = await register('en');
    const key = new URL(await verificationLink(email)).searchParams.get('key') ?? '';
    const posted = await new Browser(server.base).request(
      `${server.issuer}/login-actions/action-token?lang=en`,
      {
        form: { key, password: 'An0ther!pass', 'password-confirm': 'An0ther!pass' },
      },
    );
    expect(await posted.text()).toContain('This link is not valid');
    expect(await canSignIn(email, 'An0ther!pass')).toBe(false);
  });
});
