/**
 * The display language in a real browser through the real pages. Issue #26 §19 "the sign-in
 * page's language silently becomes the next person's display language on a shared computer (only
 * an explicit choice changes it)": the sign-in page switched to English serves that page only —
 * the app opens in the person's stored language; the app's language menu changes it, and the
 * provider's pages follow it (`ui_locales`, issue #11 §5) without touching their switch.
 * The journey changes the superadmin's display language; whatever happens it ends in French (the
 * app's menu sets it back).
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts.ts';
import { expectLoginPage, LOGIN_URL, signOut, submitLogin } from './support/auth.ts';
import { waitForApp, watchThrottling } from './support/app.ts';

const account = ACCOUNTS.superadmin;

/** Signs in on the provider's page after switching it to `lang`, with the labels of that language. */
async function signInThroughSwitch(page: Page, lang: 'fr' | 'en'): Promise<void> {
  await page.locator(`a[hreflang="${lang}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const labels =
    lang === 'en'
      ? { email: 'Email address', password: 'Password', submit: 'Sign in' }
      : { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' };
  await page.getByLabel(labels.email).fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.submit }).click();
  await waitForApp(page);
}

/** Picks `lang` in the app's language menu and waits for the interface to show it. */
async function chooseInApp(page: Page, lang: 'fr' | 'en'): Promise<void> {
  await page.getByTestId(`language-switch-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test.afterEach(async ({ browser }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  // The journey failed half-way: put the account back in French for the journeys after it.
  const page = await browser.newPage();
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(LOGIN_URL);
  // A new browser context: no language remembered, so the sign-in page is French.
  await submitLogin(page, account);
  if ((await page.locator('html').getAttribute('lang')) !== 'fr') await chooseInApp(page, 'fr');
  await page.close();
});

test("the sign-in page's switch serves the page only; the app's menu changes the display language", async ({
  page,
}) => {
  watchThrottling(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expectLoginPage(page);

  // Switched on the sign-in page (perhaps by the previous person): the app opens in the account's
  // stored language, French.
  await signInThroughSwitch(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('logout')).toHaveText('Se déconnecter');

  // Chosen in the app's menu: stored, so it stays after a reload.
  await chooseInApp(page, 'en');
  await expect(page.getByTestId('logout')).toHaveText('Sign out');
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseInApp(page, 'fr');
  await expect(page.getByTestId('logout')).toHaveText('Se déconnecter');

  // The provider's pages follow the setting (`ui_locales`); the page's switch cookie is gone.
  await signOut(page);
  await submitLogin(page, account);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('logout')).toHaveText('Se déconnecter');
});
