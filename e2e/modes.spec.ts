/**
 * Issue #2 journey 6, display modes (spec §4) in a real browser through the real sign-in page:
 * the dual-role manager (admin + employee) starts in admin mode when no choice is stored, switches
 * to collaborator mode and back after a warning that unsaved data is lost, the guards follow the
 * mode (spec §2), and the choice (`chosenUserMode`) is remembered across sign-out and sign-in.
 * The tests build on each other's stored choice, hence run in order.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, backOfficeName } from './support/accounts.ts';
import { signIn, signOut, submitLogin } from './support/auth.ts';
import { goTo, visit } from './support/app.ts';

const manager = ACCOUNTS.manager;
const TO_COLLAB = 'Passer en mode collaborateur';
const TO_ADMIN = 'Passer en mode administrateur';

/** Admin mode: the dashboard, the back-office navigation, the switch offering collab mode. */
async function expectAdminMode(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  await expect(page.getByTestId('nav-dashboard')).toBeVisible();
  await expect(page.getByTestId('nav-home')).toHaveCount(0);
  await expect(page.getByTestId('mode-switch')).toHaveText(TO_COLLAB);
}

/** Collab mode: Home, the collaborator navigation, the switch offering admin mode. */
async function expectCollabMode(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bonjour ${manager.firstname} !`);
  await expect(page.getByTestId('nav-home')).toBeVisible();
  await expect(page.getByTestId('nav-dashboard')).toHaveCount(0);
  await expect(page.getByTestId('mode-switch')).toHaveText(TO_ADMIN);
}

/**
 * Clicks the header's mode switch and confirms the warning; waits for the choice `target` to be
 * stored as `userSettings.chosenUserMode` (PATCH users/me answered 200).
 */
async function switchMode(page: Page, target: 'admin' | 'collab'): Promise<void> {
  await page.getByTestId('mode-switch').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Changer de mode');
  await expect(dialog).toContainText('Les données non enregistrées seront perdues.');
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/users/me',
  );
  await dialog.getByTestId('mode-switch-confirm').click();
  const response = await stored;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ userSettings: { chosenUserMode: target } });
  await expect(dialog).toHaveCount(0);
}

test.describe.serial('dual-role manager (journey 6)', () => {
  test('without a stored choice lands in admin mode; collaborator routes lead to the dashboard', async ({
    page,
  }) => {
    await signIn(page, manager);
    await expectAdminMode(page);
    // spec §2: a dual-role user in admin mode going to a collaborator route goes to the dashboard.
    // Typed in the address bar (a full load)…
    await visit(page, '/home');
    await expect(page).toHaveURL(/\/dashboard$/);
    // …or reached inside the app.
    for (const path of ['/home', '/takeoff', '/takeoff/1', '/visualisation', '/avatar']) {
      await goTo(page, path);
      await expect(page, `${path} leads to the dashboard in admin mode`).toHaveURL(/\/dashboard$/);
    }
    await expectAdminMode(page);
  });

  test('switches to collab mode after the warning; the guards follow; the choice stays', async ({ page }) => {
    await signIn(page, manager);
    await expectAdminMode(page);

    // Cancelling the warning changes nothing.
    await page.getByTestId('mode-switch').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Les données non enregistrées seront perdues.');
    await dialog.getByTestId('mode-switch-cancel').click();
    await expect(dialog).toHaveCount(0);
    await expectAdminMode(page);

    await switchMode(page, 'collab');
    await expectCollabMode(page);

    // spec §2: in collab mode the back-office routes send to Home; the collaborator ones open.
    await visit(page, '/dashboard');
    await expect(page).toHaveURL(/\/home$/);
    for (const path of ['/dashboard', '/user', '/login-admin', '/change-roles']) {
      await goTo(page, path);
      await expect(page, `${path} leads to Home in collab mode`).toHaveURL(/\/home$/);
    }
    await goTo(page, '/takeoff');
    await expect(page).toHaveURL(/\/takeoff\/1$/);
    await expect(page.getByTestId('mission-counter')).toHaveText('1/7');
    await goTo(page, '/visualisation');
    await expect(page.getByTestId('resume-view')).toBeVisible();

    // spec §4: the stored choice is kept across sessions.
    await signOut(page);
    await submitLogin(page, manager);
    await expectCollabMode(page);
  });

  test('switches back to admin mode, losing unsaved data; the choice stays', async ({ page }) => {
    await signIn(page, manager);
    await expectCollabMode(page);

    // An unsaved change in mission 1, then the switch: it is lost, as the warning says.
    await page.getByTestId('nav-takeoff').click();
    await expect(page).toHaveURL(/\/takeoff\/1$/);
    await page.getByTestId('personal-firstname').fill('Brouillon');
    await switchMode(page, 'admin');
    await expectAdminMode(page);
    await page.getByTestId('dashboard-search').fill(manager.lastname);
    await expect(
      page.getByRole('row', { name: `Ouvrir le dossier de ${backOfficeName(manager)}`, exact: true }),
    ).toBeVisible();

    for (const path of ['/home', '/takeoff/1']) {
      await goTo(page, path);
      await expect(page, `${path} leads to the dashboard in admin mode`).toHaveURL(/\/dashboard(\?.*)?$/);
    }

    await signOut(page);
    await submitLogin(page, manager);
    await expectAdminMode(page);
  });
});
