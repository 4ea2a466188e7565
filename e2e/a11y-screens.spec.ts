/**
 * Issue #11 §1 and §3: every screen and every dialog, in French and in English, in collaborator
 * mode and in admin mode, checked as shown at 390 px (a phone) and at 1280 px (a desk): axe-core's
 * WCAG 2.2 A and AA rules on the whole page, no sideways scrolling, no control cut off at the
 * side, no control on top of another, and no Mantine part without its styles (issue #11 §6: only
 * the components used are loaded). Issue #26 §12 and §21 add: no word squeezed or broken by a box
 * too narrow, no text cut by an ellipsis (badges), no control over a text, no raw message key.
 *
 * Each test walks one account's screens in one language and collects every problem before failing,
 * so that one run lists them all. The file runs first (journeys run in file order on one database):
 * the applicant still has no avatar, so onboarding and the avatar choice are reachable; nothing is
 * saved except the display language, which is put back to French whatever happens.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  controlsCutOff,
  controlsOverText,
  overflowsSideways,
  overlappingControls,
  rawMessageKeys,
  settle,
  squeezedWords,
  truncatedTexts,
  unstyledMantineClasses,
  violations,
} from './support/a11y.ts';
import { ACCOUNTS, type DemoAccount } from './support/accounts.ts';
import { visit, waitForApp } from './support/app.ts';
import { LOGIN_URL, signIn } from './support/auth.ts';

type Language = 'fr' | 'en';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The problems found on the screen as shown, at both widths, as "label @width: problem" lines. */
async function screenProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settle(page);
    const at = `${label} @${size.width}`;
    if (await overflowsSideways(page)) problems.push(`${at}: scrolls sideways`);
    for (const control of await controlsCutOff(page)) problems.push(`${at}: cut off at the side ${control}`);
    for (const pair of await overlappingControls(page)) problems.push(`${at}: overlap ${pair}`);
    for (const violation of await violations(page, 'body')) problems.push(`${at}: ${violation}`);
    for (const name of await unstyledMantineClasses(page)) problems.push(`${at}: no styles for ${name}`);
    // issue #26 §12: nothing overflows, yet a text squeezed into a column, a badge cut, a button
    // laid over a title are unreadable all the same.
    for (const word of await squeezedWords(page)) problems.push(`${at}: ${word}`);
    for (const text of await truncatedTexts(page)) problems.push(`${at}: cut text ${text}`);
    for (const pair of await controlsOverText(page)) problems.push(`${at}: control over text ${pair}`);
    // issue #26 §21: a message shown as its key ("common.counter").
    for (const key of await rawMessageKeys(page)) problems.push(`${at}: raw message key ${key}`);
  }
  await page.setViewportSize(WIDTHS[1]);
  return problems;
}

/**
 * Issue #11 §3: the seven steps of the mission stepper share one row inside the viewport, at both
 * widths (numbers alone on a phone, short titles on a desk).
 */
async function stepperProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settle(page);
    const boxes = await page
      .locator('[data-testid^=mission-step-]')
      .evaluateAll((steps) => steps.map((step) => step.getBoundingClientRect().toJSON() as DOMRect));
    const rows = new Set(boxes.map((box) => Math.round(box.top)));
    const outside = boxes.filter((box) => box.left < 0 || box.right > size.width);
    if (boxes.length !== 7) problems.push(`stepper @${size.width}: ${boxes.length} steps shown`);
    if (rows.size !== 1) problems.push(`stepper @${size.width}: ${rows.size} rows`);
    if (outside.length > 0) problems.push(`stepper @${size.width}: ${outside.length} steps cut off`);
  }
  await page.setViewportSize(WIDTHS[1]);
  return problems;
}

/** Switches the signed-in account's display language (spec §9, saved in its settings). */
async function chooseLanguage(page: Page, language: Language): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith('/api/users/me'),
  );
  await page.getByTestId(`language-switch-${language}`).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Signs `account` in, shows the app in `language`, runs `walk` (which returns its problems) and
 * puts the account back in French, then fails with every problem found.
 */
async function sweep(
  page: Page,
  account: DemoAccount,
  language: Language,
  walk: (check: (label: string) => Promise<void>, report: (found: string[]) => void) => Promise<void>,
): Promise<void> {
  await signIn(page, account);
  await chooseLanguage(page, language);
  const problems: string[] = [];
  try {
    await walk(
      async (label) => {
        problems.push(...(await screenProblems(page, `${label} (${language})`)));
      },
      (found) => problems.push(...found),
    );
  } finally {
    if (language !== 'fr') {
      await page.setViewportSize(WIDTHS[1]);
      await page.keyboard.press('Escape');
      await visit(page, new URL(page.url()).pathname);
      await chooseLanguage(page, 'fr');
    }
  }
  expect(problems).toEqual([]);
}

/** Opens a dialog with `open`, checks it, closes it with Escape. */
async function checkDialog(
  page: Page,
  check: (label: string) => Promise<void>,
  label: string,
  open: () => Promise<void>,
) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await check(label);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const language of ['fr', 'en'] as const) {
  test.describe(`every screen in ${language === 'fr' ? 'French' : 'English'}`, () => {
    // Each test walks a dozen screens and dialogs, checking each at two widths: up to 1.6 min on a
    // loaded CI machine, past the journeys' usual 90 s.
    test.describe.configure({ timeout: 300_000 });
    test('the sign-in, sign-up and forgotten-password pages', async ({ page }) => {
      const problems: string[] = [];
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page).toHaveURL(LOGIN_URL);
      if (language === 'en') await page.goto(`${page.url()}?lang=en`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      problems.push(...(await screenProblems(page, `sign-in (${language})`)));
      // A failed sign-in shows its error on the page.
      await page.locator('#username').fill('nobody@highlight.test');
      await page.locator('#password').fill('wrong-password');
      await page.locator('#username').press('Enter');
      await expect(page.locator('[role=alert]')).toBeVisible();
      problems.push(...(await screenProblems(page, `sign-in error (${language})`)));
      const forgotten = await page.locator('a[href*="reset-credentials"]').getAttribute('href');
      await page.locator('#kc-registration').click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      problems.push(...(await screenProblems(page, `sign-up (${language})`)));
      await page.goto(forgotten ?? '');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      problems.push(...(await screenProblems(page, `forgotten password (${language})`)));
      expect(problems).toEqual([]);
    });

    test('an applicant: onboarding and the avatar choice', async ({ page }) => {
      await sweep(page, ACCOUNTS.applicant, language, async (check) => {
        await expect(page).toHaveURL(/\/onboarding$/);
        await check('/onboarding');
        await page.getByTestId('onboarding-choose-avatar').click();
        await expect(page).toHaveURL(/\/avatar$/);
        await waitForApp(page);
        await check('/avatar');
        // The confirmation is dismissed: the avatar is chosen once for good (spec §9).
        await checkDialog(page, check, 'avatar confirmation', () =>
          page.getByTestId('avatar-choose-cat').click(),
        );
      });
    });

    test('a collaborator: home, the seven missions and their dialogs, the file, 404', async ({ page }) => {
      await sweep(page, ACCOUNTS.employee, language, async (check, report) => {
        await expect(page).toHaveURL(/\/home$/);
        await check('/home');
        await checkDialog(page, check, 'logout confirmation', () => page.getByTestId('logout').click());
        for (let step = 1; step <= 7; step++) {
          await visit(page, `/takeoff/${step}`);
          await check(`/takeoff/${step}`);
          if (step === 1) report(await stepperProblems(page));
          if (step === 5) {
            await checkDialog(page, check, 'experience dialog', () =>
              page.getByTestId('experience-add').click(),
            );
          }
          if (step === 6) {
            await checkDialog(page, check, 'diploma dialog', () => page.getByTestId('diplomas-add').click());
          }
        }
        await visit(page, '/visualisation');
        await check('/visualisation');
        await visit(page, '/no-such-screen');
        await check('404');
      });
    });

    test('an admin: dashboard, filters, selection, request, a file, login-admin', async ({ page }) => {
      await sweep(page, ACCOUNTS.admin, language, async (check) => {
        await expect(page).toHaveURL(/\/dashboard/);
        await expect(page.getByTestId('dashboard-row').first()).toBeVisible();
        await check('/dashboard');
        await page.getByTestId('dashboard-filters-open').click();
        await expect(page.getByTestId('dashboard-facet-status')).toBeVisible();
        await check('dashboard filters');
        await page.keyboard.press('Escape');
        await checkDialog(page, check, 'add candidate', () =>
          page.getByTestId('dashboard-add-candidate').click(),
        );
        await page.getByTestId('dashboard-row').first().getByTestId('dashboard-select-row').click();
        await expect(page.getByTestId('dashboard-selection')).toBeVisible();
        await check('dashboard with a selection');
        await checkDialog(page, check, 'update request', () =>
          page.getByTestId('selection-reminder').click(),
        );
        await page.getByTestId('dashboard-tab-request').click();
        await expect(page.getByTestId('client-request')).toBeVisible();
        await check('client request');
        await visit(page, '/dashboard');
        const row = page.getByTestId('dashboard-row').first();
        await row.click();
        await expect(page).toHaveURL(/\/user\?id=/);
        await waitForApp(page);
        await expect(page.getByTestId('resume-view')).toBeVisible();
        await check('/user');
        await visit(page, '/login-admin');
        await check('/login-admin');
      });
    });

    test('a superadmin: roles and a file with its history', async ({ page }) => {
      await sweep(page, ACCOUNTS.superadmin, language, async (check) => {
        await visit(page, '/change-roles');
        await page.getByTestId('change-roles-search').fill(ACCOUNTS.employee.email);
        await expect(page.getByTestId(`change-roles-user-${ACCOUNTS.employee.email}`)).toBeVisible();
        await check('/change-roles');
        await checkDialog(page, check, 'roles dialog', () =>
          page.getByTestId(`change-roles-edit-${ACCOUNTS.employee.email}`).click(),
        );
        await visit(page, '/dashboard');
        await page.getByTestId('dashboard-row').first().click();
        await expect(page.getByTestId('user-history')).toBeVisible();
        await check('/user with history');
      });
    });

    test('a dual-role manager in admin mode: the mode switch', async ({ page }) => {
      await sweep(page, ACCOUNTS.manager, language, async (check) => {
        await expect(page).toHaveURL(/\/dashboard/);
        await check('/dashboard (dual role)');
        // Dismissed: the journeys of modes.spec.ts start from no stored mode.
        await checkDialog(page, check, 'mode switch', () => page.getByTestId('mode-switch').click());
      });
    });
  });
}
