/**
 * Issue #26 §5 "A NUL byte gives 500 on the sign-in endpoints": every parameter of the query and
 * of the form body of the embedded provider — its OpenID Connect endpoints and its account pages —
 * goes through one guard (`./input-guard.ts`, the rule of `isAcceptableText`). A NUL, in a value
 * or a name, gets 400: `invalid_request` in the OAuth error shape on the protocol endpoints, the
 * form shown again with a localised message on the pages. Nothing reaches the database, and the
 * log holds one line naming where (never the value) and no stack trace.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createActionToken, createIdentityUser } from './accounts.ts';
import {
  authorizeUrl,
  Browser,
  openLoginPage,
  pkcePair,
  startIdentityServer,
  type IdentityServer,
} from './test-kit.ts';

const NUL = '\u0000';
const PASSWORD = 'Str0ng!pass';
const lines: string[] = [];
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer({
    logger: { level: 'trace', stream: { write: (line) => lines.push(line) } },
  });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  lines.length = 0;
});

/** The log read back: no error line, no stack trace, and the guard's line without the value. */
function expectCleanLog(where: string) {
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
  expect(lines.join('')).not.toMatch(/"stack"|\\u0000|at [\w.<>]+ \(/);
  expect(
    entries.some((entry) => entry.event === 'identity.unacceptable_input' && entry.where === where),
  ).toBe(true);
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('the OpenID Connect endpoints (issue #26 §5)', () => {
  const code = () => ({
    client_id: 'front',
    grant_type: 'authorization_code',
    code: 'abc',
    code_verifier: 'v'.repeat(64),
    redirect_uri: `${server.base}/auth/callback`,
  });
  const cases: { name: string; where: 'query' | 'body'; request: () => [string, RequestInit] }[] = [
    ...['state', 'nonce', 'client_id', 'redirect_uri', 'scope'].map((parameter) => ({
      name: `GET auth, ${parameter}`,
      where: 'query' as const,
      request: (): [string, RequestInit] => [
        authorizeUrl(server, pkcePair().challenge, { [parameter]: `a${NUL}b` }),
        {},
      ],
    })),
    {
      name: 'GET auth, a parameter name',
      where: 'query',
      request: () => [`${authorizeUrl(server, pkcePair().challenge)}&x%00y=1`, {}],
    },
    {
      name: 'POST auth, state',
      where: 'body',
      request: () => {
        const url = new URL(authorizeUrl(server, pkcePair().challenge, { state: `a${NUL}b` }));
        return [`${url.origin}${url.pathname}`, form(Object.fromEntries(url.searchParams))];
      },
    },
    {
      name: 'POST token, code',
      where: 'body',
      request: () => [
        `${server.issuer}/protocol/openid-connect/token`,
        form({ ...code(), code: `a${NUL}b` }),
      ],
    },
    {
      name: 'POST token, code_verifier',
      where: 'body',
      request: () => [
        `${server.issuer}/protocol/openid-connect/token`,
        form({ ...code(), code_verifier: `${'v'.repeat(63)}${NUL}` }),
      ],
    },
    {
      name: 'POST token, refresh_token',
      where: 'body',
      request: () => [
        `${server.issuer}/protocol/openid-connect/token`,
        form({ client_id: 'front', grant_type: 'refresh_token', refresh_token: `a${NUL}b` }),
      ],
    },
    {
      name: 'POST token, a raw NUL byte in the body',
      where: 'body',
      request: () => [
        `${server.issuer}/protocol/openid-connect/token`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `client_id=front&grant_type=refresh_token&refresh_token=a${NUL}b`,
        },
      ],
    },
    {
      name: 'POST revoke, token',
      where: 'body',
      request: () => [
        `${server.issuer}/protocol/openid-connect/revoke`,
        form({ client_id: 'front', token: `a${NUL}b` }),
      ],
    },
    {
      name: 'POST revoke, token_type_hint',
      where: 'body',
      request: () => [
        `${server.issuer}/protocol/openid-connect/revoke`,
        form({ client_id: 'front', token: 'abc', token_type_hint: `refresh_token${NUL}` }),
      ],
    },
    {
      name: 'GET logout, id_token_hint',
      where: 'query',
      request: () => [`${server.issuer}/protocol/openid-connect/logout?id_token_hint=a%00b`, {}],
    },
  ];

  it.each(cases)('$name: 400 invalid_request, no stack trace in the log', async ({ request, where }) => {
    const [url, init] = request();
    const response = await fetch(url, { redirect: 'manual', ...init });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.error).toBe('invalid_request');
    expect(typeof body.error_description).toBe('string');
    expectCleanLog(where);
  });

  it('answers a browser with the localised error page, still 400 invalid_request', async () => {
    const url = authorizeUrl(server, pkcePair().challenge, { state: `a${NUL}b`, ui_locales: 'en' });
    const response = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Something went wrong');
    expect(html).toContain('invalid_request');
    expect(html).not.toContain(NUL);
    expectCleanLog('query');
  });

  it('lets acceptable parameters through to the provider as before', async () => {
    const response = await fetch(`${server.issuer}/protocol/openid-connect/token`, {
      redirect: 'manual',
      ...form({ client_id: 'front', grant_type: 'refresh_token', refresh_token: 'not-a-token' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('the account pages (issue #26 §5)', () => {
  const MESSAGE = {
    fr: 'Ce formulaire contient des caractères qui ne peuvent pas être acceptés',
    en: 'This form contains characters that cannot be accepted',
  };

  async function interaction(lang: 'fr' | 'en') {
    const browser = new Browser(server.base);
    const login = await openLoginPage(server, browser, pkcePair().challenge, { ui_locales: lang });
    return { browser, url: login.url };
  }

  const registration = {
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.test',
    password: PASSWORD,
    'password-confirm': PASSWORD,
  };
  const cases: {
    name: string;
    /** The form shown again (one of its control ids), or null for a page that only says it. */
    control: string | null;
    request: (
      lang: 'fr' | 'en',
    ) => Promise<{ browser: Browser; url: string; fields?: Record<string, string> }>;
  }[] = [
    ...['username', 'password', 'rememberMe'].map((field) => ({
      name: `sign-in form, ${field}`,
      control: 'kc-login',
      request: async (lang: 'fr' | 'en') => {
        const { browser, url } = await interaction(lang);
        const fields = { username: 'ada@example.test', password: PASSWORD, rememberMe: 'on' };
        return { browser, url: `${url}/login`, fields: { ...fields, [field]: `a${NUL}b` } };
      },
    })),
    ...Object.keys(registration).map((field) => ({
      name: `sign-up form, ${field}`,
      control: 'kc-register',
      request: async (lang: 'fr' | 'en') => {
        const { browser, url } = await interaction(lang);
        return {
          browser,
          url: `${url}/registration`,
          fields: { ...registration, email: `x-${randomUUID()}@example.test`, [field]: `a${NUL}b` },
        };
      },
    })),
    {
      name: 'forgot-password form, username',
      control: 'kc-reset-credentials',
      request: (lang) =>
        Promise.resolve({
          browser: new Browser(server.base),
          url: `${server.issuer}/login-actions/reset-credentials?lang=${lang}`,
          fields: { username: `ada${NUL}@example.test` },
        }),
    },
    {
      name: 'forgot-password form, a parameter name',
      control: 'kc-reset-credentials',
      request: (lang) =>
        Promise.resolve({
          browser: new Browser(server.base),
          url: `${server.issuer}/login-actions/reset-credentials?lang=${lang}`,
          fields: { username: 'ada@example.test', [`x${NUL}`]: '1' },
        }),
    },
    ...(['reset', 'activation'] as const).flatMap((purpose) =>
      ['key', 'password', 'password-confirm'].map((field) => ({
        name: `${purpose} form, ${field}`,
        control: field === 'key' ? null : 'kc-submit',
        request: async (lang: 'fr' | 'en') => {
          const { id } = await createIdentityUser(server.db, {
            email: `${purpose}-${randomUUID()}@example.test`,
            firstname: 'Ada',
            lastname: 'Lovelace',
            roles: ['employee'],
          });
          const key = await createActionToken(server.db, { userId: id, purpose });
          const fields = { key, password: PASSWORD, 'password-confirm': PASSWORD };
          return {
            browser: new Browser(server.base),
            url: `${server.issuer}/login-actions/action-token?lang=${lang}`,
            fields: { ...fields, [field]: `a${NUL}b` },
          };
        },
      })),
    ),
    {
      name: 'activation link, key',
      control: null,
      request: (lang) =>
        Promise.resolve({
          browser: new Browser(server.base),
          url: `${server.issuer}/login-actions/action-token?lang=${lang}&key=a%00b`,
        }),
    },
    {
      name: 'forgot-password page, uid',
      control: 'kc-reset-credentials',
      request: (lang) =>
        Promise.resolve({
          browser: new Browser(server.base),
          url: `${server.issuer}/login-actions/reset-credentials?lang=${lang}&uid=a%00b`,
        }),
    },
    {
      name: 'sign-in page, a query parameter',
      control: 'kc-login',
      request: async (lang: 'fr' | 'en') => {
        const { browser, url } = await interaction(lang);
        return { browser, url: `${url}?x=a%00b` };
      },
    },
  ];

  for (const lang of ['fr', 'en'] as const) {
    it.each(cases)(`$name (${lang}): 400, the form again with a localised message`, async (testCase) => {
      const { browser, url, fields } = await testCase.request(lang);
      const response = await browser.request(url, fields ? { form: fields } : {});
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(MESSAGE[lang]);
      if (testCase.control) expect(html).toContain(`id="${testCase.control}"`);
      else expect(html).not.toContain('<form');
      expect(html).not.toContain(NUL);
      expectCleanLog(fields ? 'body' : 'query');
    });
  }

  it('creates no account from a sign-up refused for its characters', async () => {
    const { browser, url } = await interaction('fr');
    const email = `nul-${randomUUID()}@example.test`;
    await browser.request(`${url}/registration`, {
      form: { ...registration, email, lastName: `Tur${NUL}ing` },
    });
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('still signs in with acceptable input after a refused attempt on the same page', async () => {
    const email = `ok-${randomUUID()}@example.test`;
    await createIdentityUser(server.db, {
      email,
      password: PASSWORD,
      firstname: 'Ada',
      lastname: 'Lovelace',
      roles: ['employee'],
      status: 'active',
      emailVerified: true,
    });
    const { browser, url } = await interaction('fr');
    expect(
      (await browser.request(`${url}/login`, { form: { username: `a${NUL}`, password: 'x' } })).status,
    ).toBe(400);
    const posted = await browser.request(`${url}/login`, { form: { username: email, password: PASSWORD } });
    expect(posted.status).toBe(303);
  });
});
