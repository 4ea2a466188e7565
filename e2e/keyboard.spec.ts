/**
 * Issue #11 §2 "the seven missions and the back office's search → select → download flow
 * completable by keyboard alone (journeys that use only the keyboard)" and "visible focus on every
 * control": no click and no `fill` here; every control the Tab key passes must show its focus
 * (`support/keyboard.ts`), including the fields, and nothing hidden may take it.
 * The collaborator journey adds a functional skill and a diploma and removes them again, so the
 * employee's file ends as it began.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { zipEntries } from '../apps/api/test/zip.ts';
import { ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './support/accounts.ts';
import { expectLoginPage } from './support/auth.ts';
import { waitForApp, watchThrottling } from './support/app.ts';
import { activate, focusProblem, tabTo } from './support/keyboard.ts';
import { expectMission } from './support/missions.ts';

/** Signs in on the provider's page with the keyboard: the email field has the focus on arrival. */
async function signInByKeyboard(page: Page, account: DemoAccount): Promise<void> {
  watchThrottling(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expectLoginPage(page);
  await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
  await page.keyboard.type(account.email);
  await tabTo(page.getByLabel('Mot de passe', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await waitForApp(page);
}

/** Moves to the next mission with the stepper's Next button, reached by Tab. */
async function nextMission(page: Page, step: number): Promise<void> {
  await activate(page.getByTestId('mission-next'));
  await expectMission(page, step + 1);
}

test('a collaborator walks the seven missions with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, ACCOUNTS.employee);
  await expect(page).toHaveURL(/\/home$/);

  // The skip link comes first and takes the focus into the screen's content.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-link')).toBeFocused();
  expect(await focusProblem(page)).toBeNull();

  await activate(page.getByTestId('home-edit'));
  await expectMission(page, 1);
  // Navigation moves the focus to the screen's heading (issue #11 §2).
  await expect(page.locator('h1')).toBeFocused();

  // Mission 1: the fields are reached and show their focus; nothing changed, Next moves on.
  await tabTo(page.getByTestId('personal-phone'));
  await nextMission(page, 1);
  await nextMission(page, 2);

  // Mission 3: the catalogue search opens its list with the arrows and closes with Escape.
  await tabTo(page.getByTestId('technical-skills-search-input'));
  await page.keyboard.type('Kube');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await nextMission(page, 3);

  // Mission 4: a functional skill typed and added with Enter, then removed with its button.
  const skill = 'Revue de code au clavier';
  await tabTo(page.getByTestId('soft-skill-input'));
  await page.keyboard.type(skill);
  await page.keyboard.press('Enter');
  const pill = page.getByTestId('soft-skill').filter({ hasText: skill });
  await expect(pill).toHaveCount(1);
  await expect(page.getByTestId('soft-skill-input')).toHaveValue('');
  // The chosen skills are one Tab stop (a toolbar): End goes to the last one, the one just added.
  await tabTo(page.getByTestId('soft-skill-list'));
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: `Retirer « ${skill} »` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pill).toHaveCount(0);
  await nextMission(page, 4);
  await nextMission(page, 5);

  // Mission 6: a diploma entered in its dialog (segments with the arrows, native selects by
  // typing), saved with Next, then deleted after its confirmation, all from the keyboard.
  const title = 'Certificat d’accessibilité numérique';
  await activate(page.getByTestId('diplomas-add'));
  const dialog = page.getByTestId('diplomas-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(dialog.getByTestId('diplomas-type'));
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Certification', exact: true })).toBeChecked();
  await tabTo(dialog.getByTestId('diplomas-title'));
  await page.keyboard.type(title);
  await tabTo(dialog.getByTestId('diplomas-school'));
  await page.keyboard.type('Institut du numérique');
  await tabTo(dialog.getByTestId('diplomas-month'));
  await page.keyboard.type('Mars');
  await expect(dialog.getByTestId('diplomas-month')).toHaveValue('3');
  await tabTo(dialog.getByTestId('diplomas-year'));
  await page.keyboard.type('2024');
  await expect(dialog.getByTestId('diplomas-year')).toHaveValue('2024');
  await activate(dialog.getByTestId('diplomas-dialog-save'));
  await expect(dialog).toHaveCount(0);
  const entry = page.getByTestId('diplomas-item').filter({ hasText: title });
  await expect(entry).toHaveCount(1);
  await activate(entry.getByTestId('diplomas-delete'));
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await activate(confirm.getByTestId('diplomas-delete-confirm'));
  await expect(entry).toHaveCount(0);
  await nextMission(page, 6);

  // Mission 7: Finish, reached by Tab, shows the file.
  await activate(page.getByTestId('mission-finish'));
  await expect(page).toHaveURL(/\/visualisation$/);
  await waitForApp(page);
});

test('the back office searches, selects and downloads with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard$/);

  await tabTo(page.getByTestId('dashboard-search'));
  await page.keyboard.type('java');
  await expect(page).toHaveURL(/q=java/);
  const rows = page.getByTestId('dashboard-row');
  await expect(rows.first()).toBeVisible();

  // Two people ticked with Space on their checkboxes, reached by Tab.
  for (let index = 0; index < 2; index++) {
    await tabTo(rows.nth(index).getByTestId('dashboard-select-row'));
    await page.keyboard.press('Space');
    await expect(rows.nth(index).getByTestId('dashboard-select-row')).toBeChecked();
  }
  await expect(page.getByTestId('selection-count')).toContainText('2 dossiers sélectionnés');

  // The selection bar's PDF ZIP, reached backwards from the rows, started with Enter.
  const downloading = page.waitForEvent('download');
  await tabTo(page.getByTestId('selection-zip-pdf'), { back: true });
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const path = test.info().outputPath('selection.zip');
  await download.saveAs(path);
  const entries = await zipEntries(await readFile(path));
  expect(entries.filter((entry) => entry.name.endsWith('.pdf'))).toHaveLength(2);
});
