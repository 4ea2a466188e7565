/**
 * Issue #9 "Change roles", in Chromium through the real pages: a superadmin finds the demo
 * employee on /change-roles, gives them the admin role after a confirmation showing before and
 * after (spec §6), with the info then success notices of spec §8; the employee, signing in again,
 * reaches the dashboard. The superadmin then gives the employee back their single role, and the
 * audit history of /user holds both changes. axe-core checks the page and its dialog; at 390 px
 * nothing overflows.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { overflowsSideways, violations } from './support/a11y.ts';
import { signIn } from './support/auth.ts';
import { goTo } from './support/app.ts';

const employee = ACCOUNTS.employee;

/** On /change-roles: searches the employee, opens their roles, ticks `toggle`, confirms. */
async function toggleRole(page: Page, toggle: string, after: string): Promise<void> {
  await page.getByTestId('change-roles-search').fill(employee.email);
  const card = page.getByTestId(`change-roles-user-${employee.email}`);
  await expect(card).toBeVisible();
  await expect(page.locator('[data-testid^=change-roles-user-]')).toHaveCount(1);
  await page.getByTestId(`change-roles-edit-${employee.email}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Rôles de ${employee.firstname} ${employee.lastname}`);
  await dialog.getByRole('checkbox', { name: toggle, exact: true }).click();
  await page.getByTestId('change-roles-continue').click();
  await expect(page.getByTestId('change-roles-summary')).toContainText(`Après : ${after}`);
  expect(await violations(page, '[role=dialog]')).toEqual([]);
  // The notice of a previous change may still be on screen: only a new one counts.
  await page.evaluate(() => {
    for (const notice of document.querySelectorAll('.mantine-Notification-root'))
      notice.setAttribute('data-seen', '');
  });
  await page.getByTestId('change-roles-confirm').click();
  await expect(
    page.locator('.mantine-Notification-root:not([data-seen])', {
      hasText: `Les rôles de ${employee.firstname} ${employee.lastname} ont été modifiés.`,
    }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText(after.split(', ').at(-1) ?? '');
}

test('a superadmin gives the admin role to an employee, who then reaches the dashboard, and takes it back', async ({
  page,
  browser,
}) => {
  await signIn(page, ACCOUNTS.superadmin);
  await page.getByTestId('nav-change-roles').click();
  await expect(page).toHaveURL(/\/change-roles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestion des rôles');
  expect(await violations(page, 'main')).toEqual([]);

  // spec §8: an info notice while the change is sent, then the success notice.
  const info = page.getByText(
    `Les rôles de ${employee.firstname} ${employee.lastname} sont en cours de modification…`,
  );
  await toggleRole(page, 'Administrateur', 'Salarié, Administrateur');
  await expect(info).toBeVisible();

  // The employee signs in again: with the admin role and no stored mode, the back office (spec §4).
  const context = await browser.newContext({ locale: 'fr-FR' });
  const own = await context.newPage();
  await signIn(own, employee);
  await expect(own).toHaveURL(/\/dashboard(\?.*)?$/);
  await expect(own.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  await expect(own.getByTestId('dashboard-row').first()).toBeVisible();
  await context.close();

  // Back to a single role; at 390 px the page still fits.
  await toggleRole(page, 'Administrateur', 'Salarié');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowsSideways(page)).toBe(false);
  expect(await violations(page, 'main')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Both changes in the employee's history (superadmins read the audit log).
  await goTo(page, '/dashboard');
  await page.getByTestId('dashboard-search').fill(employee.email);
  await expect(page.getByTestId('dashboard-total')).toHaveText('1 collaborateur');
  await page.getByTestId('dashboard-row').click();
  const entries = page.getByTestId('user-history-entry');
  await expect(entries.nth(1)).toBeVisible();
  await expect(entries.nth(0)).toContainText('Rôles : Salarié + Administrateur → Salarié');
  await expect(entries.nth(1)).toContainText('Rôles : Salarié → Salarié + Administrateur');
});
