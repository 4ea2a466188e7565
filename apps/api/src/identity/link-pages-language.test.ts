/**
 * Issue #26 §20 "The activation page turns French for an English candidate after any error, and
 * its success and already-used pages are French": every page reached through a one-time link
 * (`…/login-actions/action-token?key=…` — activation, password reset, email verification) speaks
 * the language of the link's owner (`userSettings.displayLanguage`, spec §9) in every state — the
 * form, each error shown again, the success, an already-used or expired link — unless the reader
 * chose one with the page's FR/EN switch (`?lang`, remembered in the `locale` cookie).
 * Decision recorded in docs/decisions.md ("Language of the one-time link pages").
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@highlight/domain/constants';
import { identityTokens, mailOutbox } from '../db/schema.ts';
import { escapeHtml } from '../html.ts';
import { createIdentityUser, queueActionEmail } from './accounts.ts';
import { t } from './pages.ts';
import { Browser, startIdentityServer, type IdentityServer } from './test-kit.ts';

const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w&better';
const NUL = '\u0000';
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server?.close();
});

type Purpose = 'activation' | 'reset' | 'verification';

/** A user whose display language is `owner`, and the one-time link of `purpose` mailed to them. */
async function linkOf(owner: Locale, purpose: Purpose) {
  const email = `link-${randomUUID()}@example.test`;
  const { id } = await createIdentityUser(server.db, {
    email,
    password: purpose === 'activation' ? undefined : PASSWORD,
    firstname: 'Grace',
    lastname: 'Hopper',
    roles: ['applicant'],
    emailVerified: purpose !== 'verification',
    displayLanguage: owner,
  });
  expect(await queueActionEmail(server.db, { issuer: server.issuer, userId: id, purpose })).toBe('queued');
  const [mail] = await server.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
  const link = /https?:\/\/\S+action-token\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no link in the mail');
  const key = new URL(link).searchParams.get('key') ?? '';
  const expire = () =>
    server.db
      .update(identityTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(identityTokens.userId, id));
  return { link, key, expire };
}

/** What a page must show: its status, and a message of the `identity` catalogue in the expected language. */
interface Expected {
  status: number;
  message: string;
}

/** Asserts the page is entirely in `locale`: the document's language and its localised message. */
async function expectPage(response: Response, locale: Locale, expected: Expected) {
  const page = await response.text();
  expect(response.status).toBe(expected.status);
  expect(page).toContain(`<html lang="${locale}">`);
  expect(page).toContain(escapeHtml(t(locale, expected.message, { hours: 12 })));
}

const post = (browser: Browser, link: string, form: Record<string, string>) =>
  browser.request(link.replace(/\?.*$/, ''), { form });

/** Each state of a password link's flow: what the reader does, and the page expected. */
const PASSWORD_LINK_STATES: {
  state: string;
  run: (
    browser: Browser,
    link: { link: string; key: string; expire: () => Promise<unknown> },
  ) => Promise<Response>;
  expected: (purpose: 'activation' | 'reset') => Expected;
}[] = [
  {
    state: 'the form',
    run: (browser, { link }) => browser.request(link),
    expected: (purpose) => ({ status: 200, message: `newPassword.${purpose}Intro` }),
  },
  {
    state: 'a weak password shown again',
    run: (browser, { link, key }) =>
      post(browser, link, { key, password: 'weak', 'password-confirm': 'weak' }),
    expected: () => ({ status: 400, message: 'password.rule' }),
  },
  {
    state: 'passwords not matching shown again',
    run: (browser, { link, key }) =>
      post(browser, link, { key, password: NEW_PASSWORD, 'password-confirm': 'Other!pass1' }),
    expected: () => ({ status: 400, message: 'password.mismatch' }),
  },
  {
    state: 'characters refused by the input guard (issue #26 §5) shown again',
    run: (browser, { link, key }) =>
      post(browser, link, { key, password: `a${NUL}b`, 'password-confirm': `a${NUL}b` }),
    expected: () => ({ status: 400, message: 'error.invalidCharacters' }),
  },
  {
    state: 'the success page',
    run: (browser, { link, key }) =>
      post(browser, link, { key, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD }),
    expected: (purpose) => ({
      status: 200,
      message: purpose === 'reset' ? 'newPassword.resetDone' : 'newPassword.activationDone',
    }),
  },
  {
    state: 'the link opened again once used',
    run: async (browser, { link, key }) => {
      await post(browser, link, { key, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD });
      return browser.request(link);
    },
    expected: () => ({ status: 400, message: 'newPassword.invalidLink' }),
  },
  {
    state: 'the form sent again once the link is used',
    run: async (browser, { link, key }) => {
      await post(browser, link, { key, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD });
      return post(browser, link, { key, password: 'An0ther!one', 'password-confirm': 'An0ther!one' });
    },
    expected: () => ({ status: 400, message: 'newPassword.invalidLink' }),
  },
  {
    state: 'an expired link opened',
    run: async (browser, { link, expire }) => {
      await expire();
      return browser.request(link);
    },
    expected: () => ({ status: 400, message: 'newPassword.invalidLink' }),
  },
  {
    state: 'the form sent once the link expired',
    run: async (browser, { link, key, expire }) => {
      await browser.request(link);
      await expire();
      return post(browser, link, { key, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD });
    },
    expected: () => ({ status: 400, message: 'newPassword.invalidLink' }),
  },
];

const OWNERS = ['fr', 'en'] as const satisfies readonly Locale[];

describe("issue #26 §20: a one-time link's pages speak its owner's language", () => {
  for (const purpose of ['activation', 'reset'] as const)
    for (const owner of OWNERS)
      for (const { state, run, expected } of PASSWORD_LINK_STATES)
        it(`${purpose}, ${owner} owner: ${state}`, async () => {
          const link = await linkOf(owner, purpose);
          await expectPage(await run(new Browser(server.base), link), owner, expected(purpose));
        });

  const VERIFICATION_STATES: {
    state: string;
    run: (
      browser: Browser,
      link: { link: string; key: string; expire: () => Promise<unknown> },
    ) => Promise<Response>;
    expected: Expected;
  }[] = [
    {
      state: 'the address confirmed',
      run: (browser, { link }) => browser.request(link),
      expected: { status: 200, message: 'verify.done' },
    },
    {
      state: 'the link opened again once used',
      run: async (browser, { link }) => {
        await browser.request(link);
        return browser.request(link);
      },
      expected: { status: 400, message: 'newPassword.invalidLink' },
    },
    {
      state: 'an expired link opened',
      run: async (browser, { link, expire }) => {
        await expire();
        return browser.request(link);
      },
      expected: { status: 400, message: 'newPassword.invalidLink' },
    },
    {
      state: 'a password sent through it (refused)',
      run: (browser, { link, key }) =>
        post(browser, link, { key, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD }),
      expected: { status: 400, message: 'newPassword.invalidLink' },
    },
  ];
  for (const owner of OWNERS)
    for (const { state, run, expected } of VERIFICATION_STATES)
      it(`verification, ${owner} owner: ${state}`, async () => {
        const link = await linkOf(owner, 'verification');
        await expectPage(await run(new Browser(server.base), link), owner, expected);
      });
});

describe("issue #26 §20: the reader's explicit choice (FR/EN switch) wins over the owner's language", () => {
  for (const [owner, chosen] of [
    ['en', 'fr'],
    ['fr', 'en'],
  ] as const)
    it(`${owner} owner, page switched to ${chosen}: form, error, success and used link in ${chosen}`, async () => {
      const { link, key } = await linkOf(owner, 'activation');
      const browser = new Browser(server.base);
      await expectPage(await browser.request(`${link}&lang=${chosen}`), chosen, {
        status: 200,
        message: 'newPassword.activationIntro',
      });
      await expectPage(
        await post(browser, link, { key, password: 'weak', 'password-confirm': 'weak' }),
        chosen,
        { status: 400, message: 'password.rule' },
      );
      await expectPage(
        await post(browser, link, { key, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD }),
        chosen,
        { status: 200, message: 'newPassword.activationDone' },
      );
      await expectPage(await browser.request(link), chosen, {
        status: 400,
        message: 'newPassword.invalidLink',
      });
    });

  it('"Ask for a new link" on a spent link goes on in the language read', async () => {
    const { link, expire } = await linkOf('en', 'reset');
    await expire();
    const browser = new Browser(server.base);
    const page = await (await browser.request(link)).text();
    const href = /href="([^"]*reset-credentials[^"]*)"/.exec(page)?.[1] ?? '';
    expect(href).toContain('lang=en');
    const forgot = await new Browser(server.base).request(new URL(href, server.issuer).toString());
    expect(await forgot.text()).toContain('<html lang="en">');
  });

  it('a key nobody owns: French by default, the language chosen on the page otherwise', async () => {
    const link = `${server.issuer}/login-actions/action-token?key=${'x'.repeat(43)}`;
    const browser = new Browser(server.base);
    await expectPage(await browser.request(link), 'fr', { status: 400, message: 'newPassword.invalidLink' });
    await expectPage(await browser.request(`${link}&lang=en`), 'en', {
      status: 400,
      message: 'newPassword.invalidLink',
    });
    await expectPage(
      await post(browser, link, {
        key: 'x'.repeat(43),
        password: NEW_PASSWORD,
        'password-confirm': NEW_PASSWORD,
      }),
      'en',
      { status: 400, message: 'newPassword.invalidLink' },
    );
  });
});

/** The "Go to the application" link of a page (its `href`, HTML-decoded). */
function backToAppHref(page: string, locale: Locale): string | undefined {
  const label = escapeHtml(t(locale, 'common.backToApp'));
  const anchor = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>\\s*${label}\\s*</a>`).exec(page);
  return anchor?.[1]?.replaceAll('&amp;', '&');
}

describe('issue #26 §20 leftover: "Go to the application" keeps the language read', () => {
  // A fresh browser knows no language: the app sends the link's `lang` to the sign-in page as
  // `ui_locales` (apps/web session.ts), which before this went on in French.
  for (const owner of OWNERS) {
    it(`activation done, ${owner} owner: the link to the app carries lang=${owner}`, async () => {
      const { link, key } = await linkOf(owner, 'activation');
      const browser = new Browser(server.base);
      const done = await post(browser, link, {
        key,
        password: NEW_PASSWORD,
        'password-confirm': NEW_PASSWORD,
      });
      const page = await done.text();
      expect(page).toContain(escapeHtml(t(owner, 'newPassword.activationDone')));
      const href = backToAppHref(page, owner);
      expect(href).toBeDefined();
      const target = new URL(href ?? '', server.base);
      expect(target.origin).toBe(new URL(server.base).origin);
      expect(target.pathname).toBe('/');
      expect(target.searchParams.get('lang')).toBe(owner);
    });

    it(`a used activation link, ${owner} owner: the link to the app carries lang=${owner}`, async () => {
      const { link, key } = await linkOf(owner, 'activation');
      await post(new Browser(server.base), link, {
        key,
        password: NEW_PASSWORD,
        'password-confirm': NEW_PASSWORD,
      });
      const page = await (await new Browser(server.base).request(link)).text();
      expect(new URL(backToAppHref(page, owner) ?? '', server.base).searchParams.get('lang')).toBe(owner);
    });

    it(`email confirmed, ${owner} owner: the link to the app carries lang=${owner}`, async () => {
      const { link } = await linkOf(owner, 'verification');
      const page = await (await new Browser(server.base).request(link)).text();
      expect(page).toContain(escapeHtml(t(owner, 'verify.done')));
      expect(new URL(backToAppHref(page, owner) ?? '', server.base).searchParams.get('lang')).toBe(owner);
    });
  }

  it('the reader switched the page to English: the link to the app says English', async () => {
    const { link, key } = await linkOf('fr', 'activation');
    const browser = new Browser(server.base);
    await browser.request(`${link}&lang=en`);
    const page = await (
      await post(browser, link, { key, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD })
    ).text();
    expect(new URL(backToAppHref(page, 'en') ?? '', server.base).searchParams.get('lang')).toBe('en');
  });
});
