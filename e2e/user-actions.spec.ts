/**
 * Issue #9, the back office's actions on one person, in Chromium through the real sign-in page:
 * an admin changes a collaborator's status and situation from /user (the situation after a
 * confirmation) and sends them an update request with a comment, then a superadmin reads all
 * three in the person's history. axe-core checks the new section and its dialogs at 1280 and
 * 390 px. The journey puts the person back as it found them.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { overflowsSideways, violations } from './support/a11y.ts';
import { signIn } from './support/auth.ts';

/**
 * Opens the file of the person with `email` from the dashboard's search. By email, not by name:
 * other journeys rename the demo applicant in mission 1.
 */
async function openFile(page: Page, email: string): Promise<void> {
  await page.getByTestId('dashboard-search').fill(email);
  await expect(page.getByTestId('dashboard-total')).toHaveText('1 collaborateur');
  await page.getByTestId('dashboard-row').click();
  await expect(page.getByTestId('user-info')).toContainText(email);
}

/** Picks `status` in the file's status field and waits for the success notice. */
async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: status }).click();
  await expect(page.getByText(`Statut modifié : ${status}.`, { exact: true })).toBeVisible();
}

test('an admin changes a status and a situation and asks for an update from /user; a superadmin reads them in the history', async ({
  page,
  browser,
}) => {
  const email = ACCOUNTS.applicant.email;
  await signIn(page, ACCOUNTS.admin);
  await openFile(page, email);
  await expect(page.getByTestId('user-manage')).toBeVisible();
  expect(await violations(page, '[data-testid=user-manage]')).toEqual([]);

  const info = page.getByTestId('user-info');
  const statusBefore = await page.getByRole('combobox', { name: 'Statut' }).inputValue();
  const newStatus = statusBefore === 'Hors processus' ? 'En cours' : 'Hors processus';
  await chooseStatus(page, newStatus);
  await expect(info).toContainText(newStatus);

  await page.getByTestId('user-resigner').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/\S sera indiqué comme ancien salarié\./);
  expect(await violations(page, '[role=dialog]')).toEqual([]);
  await page.getByTestId('user-resigner-confirm').click();
  await expect(page.getByText('Indiqué comme ancien salarié.', { exact: true })).toBeVisible();
  await expect(info).toContainText('Ancien salarié');
  await expect(page.getByTestId('user-resigner')).toHaveText('Repasser en salarié');

  // An update request with a comment, its dialog checked by axe-core.
  await page.getByTestId('user-send-update-request').click();
  const request = page.getByRole('dialog');
  await expect(request).toContainText(`recevra un e-mail à ${email}`);
  expect(await violations(page, '[role=dialog]')).toEqual([]);
  await page.getByTestId('user-reminder-comment').fill('Ajoutez vos dernières missions, merci !');
  await page.getByTestId('user-reminder-send').click();
  await expect(page.getByText(/^Demande de mise à jour envoyée à \S.*\.$/)).toBeVisible();
  await expect(request).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowsSideways(page)).toBe(false);
  expect(await violations(page, '[data-testid=user-manage]')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A superadmin, in a browser of their own, reads the three actions in the history.
  const context = await browser.newContext({ locale: 'fr-FR' });
  const superadmin = await context.newPage();
  await signIn(superadmin, ACCOUNTS.superadmin);
  await openFile(superadmin, email);
  const entries = superadmin.getByTestId('user-history-entry');
  // Newest first: this journey's three actions lead (other journeys may have acted before).
  await expect(entries.nth(2)).toBeVisible();
  await expect(entries.nth(0)).toContainText('Nicolas Lefèvre');
  await expect(entries.nth(0)).toContainText(
    'Demande de mise à jour — « Ajoutez vos dernières missions, merci ! »',
  );
  await expect(entries.nth(1)).toContainText('Situation : Salarié → Ancien salarié');
  await expect(entries.nth(2)).toContainText(`Statut : ${statusBefore} → ${newStatus}`);
  expect(await violations(superadmin, '[data-testid=user-history]')).toEqual([]);
  await context.close();

  // As it was.
  await chooseStatus(page, statusBefore);
  await page.getByTestId('user-resigner').click();
  await page.getByTestId('user-resigner-confirm').click();
  await expect(page.getByTestId('user-resigner')).toHaveText('Passer en ancien salarié');
});
