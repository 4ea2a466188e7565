/**
 * Sessions in the web app (issue #10 §9; spec §4, §8, §9) against a server with short lifetimes
 * (`support/short-session.ts`: access token 10 s, session 210 s, "remember me" 1 h), in Chromium.
 * The page's clock is Playwright's (`page.clock`): the app's 120 s checks run when the test moves
 * time forward. A token endpoint answer is changed only where the test says so (a refused refresh,
 * a failed exchange, a foreign nonce); everything else is the real provider.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { violations } from './support/a11y.ts';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts.ts';
import { expectLoginPage, signIn } from './support/auth.ts';
import { SHORT_SESSION_LIFETIMES, SHORT_SESSION_URL } from './support/short-session.ts';

test.use({ baseURL: SHORT_SESSION_URL });

const TOKEN_ENDPOINT = `${SHORT_SESSION_URL}/realms/highlight/protocol/openid-connect/token`;

/** The grant of a token request (`authorization_code` or `refresh_token`). */
const grantOf = (route: Route) => new URLSearchParams(route.request().postData() ?? '').get('grant_type');

/** True while the SPA holds tokens (oidc-client-ts keeps them in sessionStorage, `oidc.user:` keys). */
const holdsTokens = (page: Page) =>
  page.evaluate(() => Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:')));

/** Fills and submits the provider's sign-in page, without waiting for the app (it may fail). */
async function submitCredentials(page: Page): Promise<void> {
  await expectLoginPage(page);
  await page.getByLabel('Adresse e-mail').fill(ACCOUNTS.employee.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('without "remember me" the session popup shows at the 120 s check and reloads; with it, it does not', async ({
  browser,
}) => {
  const newPage = async () =>
    (await browser.newContext({ baseURL: SHORT_SESSION_URL, locale: 'fr-FR' })).newPage();
  const page = await newPage();
  await page.clock.install();
  await signIn(page, ACCOUNTS.employee);
  // 210 s left at sign-in: over the 180 s threshold, so no popup at the first check (30 s of margin
  // for a sign-in on a busy machine); 90 s left at the 120 s check, so the popup then.
  await expect(page.getByTestId('session-reload')).toHaveCount(0);
  await page.clock.fastForward(119_000);
  await expect(page.getByTestId('session-reload')).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(page.getByRole('dialog')).toContainText('Votre session expire');
  // Blocking: no close button, Escape does nothing.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('session-reload')).toBeVisible();
  expect(await violations(page, '[role=dialog]')).toEqual([]);
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('session-reload').click();
  await reloaded;
  await page.context().close();

  const remembered = await newPage();
  await remembered.clock.install();
  await signIn(remembered, ACCOUNTS.employee, { rememberMe: true });
  const left = await remembered.evaluate(
    () => Number(window.sessionStorage.getItem('highlight.refreshExpiresAt')) - Date.now() / 1000,
  );
  expect(left).toBeGreaterThan(SHORT_SESSION_LIFETIMES.rememberMe - 60);
  await remembered.clock.fastForward(240_000);
  await expect(remembered.getByTestId('logout')).toBeVisible();
  await expect(remembered.getByTestId('session-reload')).toHaveCount(0);
  await expect(remembered.getByRole('dialog')).toHaveCount(0);
  await remembered.context().close();
});

test('a refresh answered 400 clears the tokens and goes to sign in (spec §8)', async ({ page }) => {
  await page.clock.install();
  await signIn(page, ACCOUNTS.employee);
  let refused = 0;
  await page.route(TOKEN_ENDPOINT, async (route) => {
    if (grantOf(route) !== 'refresh_token') return route.continue();
    refused += 1;
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'invalid_grant', error_description: 'refresh token expired' }),
    });
  });
  // The access token (10 s) is past its life: the next call refreshes first, and is refused. The
  // provider's own session ends with it (its cookies go): the sign-in page must show.
  await page.clock.fastForward((SHORT_SESSION_LIFETIMES.accessToken + 1) * 1000);
  await page.context().clearCookies();
  await page.reload();
  await expectLoginPage(page);
  expect(refused).toBeGreaterThan(0);
  expect(await holdsTokens(page)).toBe(false);
});

test('a failed token exchange shows the authentication error, and signing in again works (spec §8)', async ({
  page,
}) => {
  let failed = false;
  await page.route(TOKEN_ENDPOINT, async (route) => {
    if (grantOf(route) !== 'authorization_code' || failed) return route.continue();
    failed = true;
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
    });
  });
  await page.goto('/');
  await submitCredentials(page);
  const error = page.getByTestId('auth-error');
  await expect(error).toContainText("Erreur d'authentification.");
  await expect(error).toContainText('Vos jetons ont été effacés');
  expect(await violations(page, '[data-testid=auth-error]')).toEqual([]);
  expect(await holdsTokens(page)).toBe(false);
  await error.getByRole('button', { name: 'Se reconnecter' }).click();
  // The provider's session is still there: the second exchange goes through.
  await expect(page.getByTestId('logout')).toBeVisible();
  expect(await holdsTokens(page)).toBe(true);
});

test('an ID token for another nonce is refused and no token is kept (spec §8)', async ({ page }) => {
  const sent = page.waitForRequest((request) => request.url().includes('/protocol/openid-connect/auth'));
  await page.route(TOKEN_ENDPOINT, async (route) => {
    if (grantOf(route) !== 'authorization_code') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { id_token: string };
    const [header, payload, signature] = body.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, nonce: 'someone-else' })).toString('base64url');
    return route.fulfill({ response, json: { ...body, id_token: `${header}.${forged}.${signature}` } });
  });
  await page.goto('/');
  // The app sends a nonce of its own with every sign-in.
  expect(new URL((await sent).url()).searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await submitCredentials(page);
  await expect(page.getByTestId('auth-error')).toContainText("Erreur d'authentification.");
  expect(await holdsTokens(page)).toBe(false);
});

test('the pending sign-in uses PKCE S256 with a 96-character verifier (spec §9)', async ({ page }) => {
  const authorize = page.waitForRequest((request) => request.url().includes('/protocol/openid-connect/auth'));
  await page.goto('/');
  const url = new URL((await authorize).url());
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  await expectLoginPage(page);
  // The provider's pages share the app's origin: the pending state is readable here.
  const verifiers = await page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('oidc.'))
      .map(
        (key) =>
          (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { code_verifier?: string }).code_verifier,
      ),
  );
  expect(verifiers).toHaveLength(1);
  expect(verifiers[0]).toMatch(/^[0-9a-f]{96}$/);
});
