/**
 * Issue #11 §5 "the sign-in page's language becomes the user's display language (`ui_locales`) and
 * both follow the user's setting afterwards", in a real browser through the real pages:
 * sign-in page switched to English → the app in English → the app switched back to French → the
 * provider's sign-out and sign-in pages in French, without touching their switch.
 * The journey changes the superadmin's display language; whatever happens it ends in French (a
 * sign-in through the page switched to French sets it back).
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

test.afterEach(async ({ browser }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  // The journey failed half-way: put the account back in French for the journeys after it.
  const page = await browser.newPage();
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(LOGIN_URL);
  await signInThroughSwitch(page, 'fr');
  await page.close();
});

test('the sign-in page names the display language, then follows the setting', async ({ page }) => {
  watchThrottling(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expectLoginPage(page);

  // Chosen on the sign-in page: the app opens in English, and says so to assistive technologies.
  await signInThroughSwitch(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('logout')).toHaveText('Sign out');

  // Changed in the app: the provider's pages follow it (`ui_locales`), the page's cookie is gone.
  await page.getByTestId('language-switch').getByText('FR').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('logout')).toHaveText('Se déconnecter');
  await signOut(page);

  // Signing in again, untouched switch: French page, French app.
  await submitLogin(page, account);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('logout')).toHaveText('Se déconnecter');
});
