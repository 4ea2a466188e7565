/**
 * The embedded provider end to end over HTTP (DESIGN.md "Identity and access"): discovery,
 * authorization code + PKCE S256, JWT access tokens with Keycloak's claims, refresh rotation and
 * `refresh_expires_in`, userinfo, localised login errors, soft-deleted users, key persistence.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, users } from '../db/schema.ts';
import { createIdentityUser } from './accounts.ts';
import { loadProviderSecrets } from './keys.ts';
import {
  ACCESS_TOKEN_AUDIENCE,
  DEFAULT_SESSION_LIFETIMES,
  REFRESH_IDLE_SECONDS,
  REMEMBER_ME_SECONDS,
} from './provider.ts';
import { loadConfig } from '../config.ts';

/**
 * A remaining lifetime in whole seconds: the provider counts from the token's issue, so a clock
 * second passing before the answer leaves one second less.
 */
function expectLifetime(actual: unknown, seconds: number): void {
  expect(actual).toBeGreaterThanOrEqual(seconds - 1);
  expect(actual).toBeLessThanOrEqual(seconds);
}
import {
  authorizeUrl,
  Browser,
  openLoginPage,
  pkcePair,
  startIdentityServer,
  submitLogin,
  tokenRequest,
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

async function newUser(
  overrides: {
    roles?: ('applicant' | 'employee' | 'admin' | 'superadmin' | 'human_ressources')[];
    displayLanguage?: 'fr' | 'en';
  } = {},
) {
  const email = `user-${randomUUID()}@example.test`;
  const { id } = await createIdentityUser(server.db, {
    email,
    password: PASSWORD,
    firstname: 'Ada',
    lastname: 'Lovelace',
    roles: overrides.roles ?? ['employee', 'admin'],
    status: 'active',
    emailVerified: true,
    displayLanguage: overrides.displayLanguage,
  });
  return { id, email };
}

/** Full sign-in; returns the token endpoint answer for the code. */
async function signIn(email: string, options: { rememberMe?: boolean; ui_locales?: string } = {}) {
  const browser = new Browser(server.base);
  const { verifier, challenge } = pkcePair();
  const { ui_locales, ...form } = options;
  const login = await openLoginPage(server, browser, challenge, ui_locales ? { ui_locales } : {});
  const result = await submitLogin(server, browser, login.url, {
    username: email,
    password: PASSWORD,
    ...form,
  });
  expect(result.code, result.html).toBeTruthy();
  const tokens = await tokenRequest(server, {
    grant_type: 'authorization_code',
    code: result.code ?? '',
    redirect_uri: `${server.base}/auth/callback`,
    code_verifier: verifier,
  });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return { browser, tokens: tokens.body, callback: result.callback };
}

describe('discovery', () => {
  it('publishes Keycloak-compatible endpoints under the exact issuer', async () => {
    const response = await fetch(`${server.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    const protocol = `${server.issuer}/protocol/openid-connect`;
    expect(document).toMatchObject({
      issuer: server.issuer,
      authorization_endpoint: `${protocol}/auth`,
      token_endpoint: `${protocol}/token`,
      userinfo_endpoint: `${protocol}/userinfo`,
      end_session_endpoint: `${protocol}/logout`,
      jwks_uri: `${protocol}/certs`,
      revocation_endpoint: `${protocol}/revoke`,
      code_challenge_methods_supported: ['S256'],
    });
  });
});

describe('authorization code + PKCE S256', () => {
  it('signs in and issues a Keycloak-like JWT access token, ID token and refresh token', async () => {
    const { id, email } = await newUser({ roles: ['employee', 'admin'] });
    const { tokens, callback } = await signIn(email);
    expect(callback?.searchParams.get('iss')).toBe(server.issuer);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300, scope: 'openid profile email' });
    expectLifetime(tokens.refresh_expires_in, REFRESH_IDLE_SECONDS);

    const jwks = createRemoteJWKSet(new URL(`${server.issuer}/protocol/openid-connect/certs`));
    const { payload, protectedHeader } = await jwtVerify(String(tokens.access_token), jwks, {
      issuer: server.issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: id,
      azp: 'front',
      email,
      given_name: 'Ada',
      family_name: 'Lovelace',
      preferred_username: email,
      realm_access: { roles: ['employee', 'admin'] },
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);

    const idToken = await jwtVerify(String(tokens.id_token), jwks, {
      issuer: server.issuer,
      audience: 'front',
    });
    expect(idToken.payload).toMatchObject({
      sub: id,
      email,
      given_name: 'Ada',
      family_name: 'Lovelace',
      realm_access: { roles: ['employee', 'admin'] },
    });
  });

  it('answers userinfo for the JWT access token, and refuses a forged one', async () => {
    const { id, email } = await newUser();
    const { tokens } = await signIn(email);
    const userinfo = await fetch(`${server.issuer}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${String(tokens.access_token)}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: id,
      email,
      given_name: 'Ada',
      family_name: 'Lovelace',
      realm_access: { roles: ['employee', 'admin'] },
    });
    const [header, , signature] = String(tokens.access_token).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodeJwt(String(tokens.access_token)), sub: randomUUID() }),
    ).toString('base64url');
    const forged = await fetch(`${server.issuer}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${header}.${forgedPayload}.${signature}` },
    });
    expect(forged.status).toBe(401);
  });

  it('rotates refresh tokens and reports refresh_expires_in; a reused refresh token fails', async () => {
    const { email } = await newUser();
    const { tokens } = await signIn(email);
    const refreshed = await tokenRequest(server, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expectLifetime(refreshed.body.refresh_expires_in, REFRESH_IDLE_SECONDS);
    expect(decodeJwt(String(refreshed.body.access_token))).toMatchObject({
      azp: 'front',
      aud: ACCESS_TOKEN_AUDIENCE,
    });

    const replay = await tokenRequest(server, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
  });

  it('gives 30-day refresh tokens when "remember me" is ticked', async () => {
    const { email } = await newUser();
    const { tokens } = await signIn(email, { rememberMe: true });
    expectLifetime(tokens.refresh_expires_in, REMEMBER_ME_SECONDS);
    const refreshed = await tokenRequest(server, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    expectLifetime(refreshed.body.refresh_expires_in, REMEMBER_ME_SECONDS);
  });

  it('reads roles from the database at each refresh', async () => {
    const { id, email } = await newUser({ roles: ['applicant'] });
    const { tokens } = await signIn(email);
    await server.db
      .update(users)
      .set({ roles: ['employee'] })
      .where(eq(users.id, id));
    const refreshed = await tokenRequest(server, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    expect(decodeJwt(String(refreshed.body.access_token)).realm_access).toEqual({ roles: ['employee'] });
  });

  it('refuses a request without PKCE, or with the plain method', async () => {
    const browser = new Browser(server.base);
    const { challenge } = pkcePair();
    const variants: Record<string, string>[] = [
      { code_challenge: '', code_challenge_method: '' },
      { code_challenge_method: 'plain' },
    ];
    for (const extra of variants) {
      const url = new URL(authorizeUrl(server, challenge, extra));
      for (const [name, value] of [...url.searchParams]) if (value === '') url.searchParams.delete(name);
      const response = await browser.request(url.toString());
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin + location.pathname).toBe(`${server.base}/auth/callback`);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('refuses a wrong code verifier at the token endpoint', async () => {
    const { email } = await newUser();
    const browser = new Browser(server.base);
    const { challenge } = pkcePair();
    const login = await openLoginPage(server, browser, challenge);
    const result = await submitLogin(server, browser, login.url, { username: email, password: PASSWORD });
    const tokens = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code: result.code ?? '',
      redirect_uri: `${server.base}/auth/callback`,
      code_verifier: pkcePair().verifier,
    });
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });
});

describe('login page', () => {
  it('uses Keycloak ids and French by default, English on request', async () => {
    const browser = new Browser(server.base);
    const french = await openLoginPage(server, browser, pkcePair().challenge);
    expect(french.url).toMatch(/\/realms\/highlight\/interaction\/[\w-]+$/);
    expect(french.html).toContain('<html lang="fr">');
    for (const id of ['id="username"', 'id="password"', 'id="rememberMe"', 'id="kc-login"'])
      expect(french.html).toContain(id);
    expect(french.html).toContain('Mot de passe oublié');
    expect(french.html).toContain('Créer un compte');

    const english = await browser.request(`${french.url}?lang=en`);
    const html = await english.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Forgot password?');
    expect(english.headers.getSetCookie().join()).toContain('locale=en');
  });

  const displayLanguageOf = async (id: string) => {
    const [row] = await server.db.select().from(users).where(eq(users.id, id));
    return row?.userSettings.displayLanguage;
  };

  // Issue #26 §19 "the sign-in page's language silently becomes the next person's display language
  // on a shared computer (only an explicit choice changes it)": the page's language — the switch's
  // cookie left by the previous person, the switch used on this page, the app's `ui_locales` (the
  // language last shown on this computer) — serves the page only; a person's display language
  // changes only through the app's language menu (docs/decisions.md "The sign-in page's language").
  const OTHER = { fr: 'en', en: 'fr' } as const;
  const PAGE_LANGUAGE_SOURCES: {
    source: string;
    /** Opens the sign-in page in `lang` in `browser` as the source does; returns the page's URL. */
    open: (browser: Browser, lang: 'fr' | 'en') => Promise<string>;
  }[] = [
    {
      source: "the switch's cookie left by the previous person on this computer",
      open: async (browser, lang) => {
        const previous = await openLoginPage(server, browser, pkcePair().challenge);
        await browser.request(`${previous.url}?lang=${lang}`);
        return (await openLoginPage(server, browser, pkcePair().challenge)).url;
      },
    },
    {
      source: 'the switch used on the page signed in from',
      open: async (browser, lang) => {
        const login = await openLoginPage(server, browser, pkcePair().challenge);
        await browser.request(`${login.url}?lang=${lang}`);
        return login.url;
      },
    },
    {
      source: "the app's ui_locales (the language last shown on this computer)",
      open: async (browser, lang) =>
        (await openLoginPage(server, browser, pkcePair().challenge, { ui_locales: lang })).url,
    },
  ];

  for (const stored of ['fr', 'en'] as const)
    for (const { source, open } of PAGE_LANGUAGE_SOURCES)
      it(`keeps a person's ${stored} display language when signing in on a page in ${OTHER[stored]} by ${source}`, async () => {
        const { id, email } = await newUser({ displayLanguage: stored });
        const browser = new Browser(server.base);
        const url = await open(browser, OTHER[stored]);
        // The page really is in the other language…
        expect(await (await browser.request(url)).text()).toContain(`<html lang="${OTHER[stored]}">`);
        const result = await submitLogin(server, browser, url, { username: email, password: PASSWORD });
        expect(result.code, result.html).toBeDefined();
        // …and the person's setting is untouched.
        expect(await displayLanguageOf(id)).toBe(stored);
      });

  it("follows the app's ui_locales on the next sign-in once the switch served one", async () => {
    const { email } = await newUser();
    const browser = new Browser(server.base);
    const french = await openLoginPage(server, browser, pkcePair().challenge, { ui_locales: 'fr' });
    await browser.request(`${french.url}?lang=en`);
    const result = await submitLogin(server, browser, french.url, { username: email, password: PASSWORD });
    expect(result.code).toBeDefined();
    // The switch served that sign-in: the next one follows the setting the app sends.
    const next = await openLoginPage(server, browser, pkcePair().challenge, {
      ui_locales: 'fr',
      prompt: 'login',
    });
    expect(next.html).toContain('<html lang="fr">');
  });

  it('remembers the switch for one sign-in only, not for a year', async () => {
    const browser = new Browser(server.base);
    const login = await openLoginPage(server, browser, pkcePair().challenge);
    const english = await browser.request(`${login.url}?lang=en`);
    const cookie = english.headers.getSetCookie().join();
    expect(cookie).toContain('locale=en');
    expect(cookie).toContain('Max-Age=3600');
  });

  it('answers an unknown or malformed interaction with a localised "expired" page', async () => {
    const browser = new Browser(server.base);
    for (const uid of ['unknown-uid', '%3Cscript%3E']) {
      const response = await browser.request(`${server.issuer}/interaction/${uid}`);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('Votre page de connexion a expiré.');
      expect(html).not.toContain('<script>');
    }
  });

  it('shows one localised message for a wrong password or an unknown email, and issues no code', async () => {
    const { email } = await newUser();
    const cases = [
      {
        lang: 'fr',
        username: email,
        password: 'Wrong!pass1',
        message: 'Adresse e-mail ou mot de passe incorrect.',
      },
      {
        lang: 'en',
        username: `nobody-${randomUUID()}@example.test`,
        password: PASSWORD,
        message: 'Invalid email address or password.',
      },
    ];
    for (const { lang, username, password, message } of cases) {
      const browser = new Browser(server.base);
      const login = await openLoginPage(server, browser, pkcePair().challenge, { ui_locales: lang });
      const result = await submitLogin(server, browser, login.url, { username, password });
      expect(result.code).toBeUndefined();
      expect(result.status).toBe(401);
      expect(result.html).toContain(message);
      expect(result.html).toContain(`value="${username}"`);
    }
  });

  it('does not let a soft-deleted user sign in, nor refresh', async () => {
    const { id, email } = await newUser();
    const { tokens } = await signIn(email);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));

    const refreshed = await tokenRequest(server, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    expect(refreshed.status).toBe(400);

    const browser = new Browser(server.base);
    const login = await openLoginPage(server, browser, pkcePair().challenge);
    const result = await submitLogin(server, browser, login.url, { username: email, password: PASSWORD });
    expect(result.code).toBeUndefined();
    expect(result.html).toContain('Adresse e-mail ou mot de passe incorrect.');
  });

  it('sends a signed-in user whose account was deleted back to the login page', async () => {
    const { id, email } = await newUser();
    const { browser } = await signIn(email);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    const again = await openLoginPage(server, browser, pkcePair().challenge);
    expect(again.url).toMatch(/\/interaction\//);
    expect(again.html).toContain('id="kc-login"');
  });

  it('signs in silently when the browser already has a session', async () => {
    const { email } = await newUser();
    const { browser } = await signIn(email);
    const start = await browser.request(authorizeUrl(server, pkcePair().challenge));
    const { url } = await browser.follow(start, `${server.base}/auth/callback`);
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
  });
});

describe('logout', () => {
  it('ends the session with id_token_hint and returns to the post-logout URI', async () => {
    const { email } = await newUser();
    const { browser, tokens } = await signIn(email);
    const params = new URLSearchParams({
      id_token_hint: String(tokens.id_token),
      post_logout_redirect_uri: `${server.base}/`,
      client_id: 'front',
    });
    const page = await browser.request(
      `${server.issuer}/protocol/openid-connect/logout?${params.toString()}`,
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('/realms/highlight/resources/auto-submit.js');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browser.request(`${server.issuer}/protocol/openid-connect/logout/confirm`, {
      form: { xsrf, logout: 'yes' },
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.base}/`);
    const refreshed = await tokenRequest(server, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    expect(refreshed.status).toBe(400);
  });
});

describe('keys', () => {
  it('generates the signing and cookie keys once and reuses them', async () => {
    const first = await loadProviderSecrets(server.db);
    const again = await loadProviderSecrets(server.db);
    expect(again).toEqual(first);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.jwks.keys[0]?.kid).toBeTruthy();
    expect(first.jwks.keys[0]?.d).toBeTruthy();
    const rows = await server.db.select().from(appSecrets);
    expect(rows.map((row) => row.name).sort()).toEqual(['oidc.cookieKeys', 'oidc.jwks']);
    const certs = (await (await fetch(`${server.issuer}/protocol/openid-connect/certs`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(certs.keys[0]?.kid).toBe(first.jwks.keys[0]?.kid);
    expect(certs.keys[0]?.d).toBeUndefined();
  });
});

describe('configured lifetimes (issue #10 §9: README ACCESS_TOKEN_TTL, SESSION_IDLE_TTL, …)', () => {
  it("default to Keycloak's, are read from the environment, and refuse nonsense", () => {
    expect(loadConfig({}).sessionLifetimes).toEqual(DEFAULT_SESSION_LIFETIMES);
    expect(
      loadConfig({
        ACCESS_TOKEN_TTL: '10',
        SESSION_IDLE_TTL: '190',
        SESSION_MAX_TTL: '190',
        REMEMBER_ME_TTL: '3600',
      }).sessionLifetimes,
    ).toEqual({ accessToken: 10, refreshIdle: 190, sessionMax: 190, rememberMe: 3600 });
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '0' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ REMEMBER_ME_TTL: 'forever' })).toThrow(/REMEMBER_ME_TTL/);
  });
});
