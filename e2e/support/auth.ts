/**
 * Signing in and out through the real pages of the embedded identity provider
 * (`/realms/highlight/interaction/…`, French by default), as a person would.
 */
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts.ts';
import { explainThrottling, waitForApp, watchThrottling } from './app.ts';

/** The provider's sign-in page (an interaction of the embedded OpenID Connect provider). */
export const LOGIN_URL = /\/realms\/highlight\/interaction\/[^/?#]+/;

export interface SignInOptions {
  /** The app path to open first; the app sends the visitor to sign in, then back there. */
  path?: string;
  /** Ticks "Se souvenir de moi". */
  rememberMe?: boolean;
  /** The account's password when it is not a demo account (default `DEMO_PASSWORD`). */
  password?: string;
}

/**
 * Waits for the provider's sign-in page, in French, and checks its fields are there.
 * Used after a redirect to sign in (first visit, after logout).
 */
export async function expectLoginPage(page: Page): Promise<void> {
  await explainThrottling(page, async () => {
    await expect(page).toHaveURL(LOGIN_URL);
    await expect(page.getByRole('heading', { name: 'Connexion à votre compte' })).toBeVisible();
    await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
  });
}

/**
 * Fills the sign-in page already shown with `account` and its password, submits, and waits
 * until the app has finished signing in and shows a screen (see `waitForApp`).
 */
export async function submitLogin(
  page: Page,
  account: DemoAccount,
  options: Pick<SignInOptions, 'rememberMe' | 'password'> = {},
): Promise<void> {
  await expectLoginPage(page);
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  if (options.rememberMe) await page.getByLabel('Se souvenir de moi').check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await waitForApp(page);
}

/**
 * Opens `options.path` (default `/`) while signed out, goes through the provider's sign-in page
 * with `account`, and waits for the app. The caller asserts where the guards landed.
 */
export async function signIn(page: Page, account: DemoAccount, options: SignInOptions = {}): Promise<void> {
  watchThrottling(page);
  // 'commit', not 'load': the signed-out SPA may start its redirect to the provider before the
  // load event, which Playwright reports as an interrupted navigation; the login page is awaited next.
  await page.goto(options.path ?? '/', { waitUntil: 'commit' });
  await submitLogin(page, account, options);
}

/**
 * Logs out from the header: asks, confirms in the app's dialog, and waits until the provider has
 * ended the session and the signed-out app has sent the browser back to the sign-in page.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('logout').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Voulez-vous vraiment vous déconnecter ?');
  await dialog.getByTestId('logout-confirm').click();
  await expectLoginPage(page);
}
