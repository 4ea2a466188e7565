/**
 * Issue #9, the dashboard's selection in Chromium through the real sign-in page: HR searches all
 * candidates for `java et kubernetes`, keeps the active ones with the status facet, selects three,
 * changes their status in bulk, downloads the ZIP of their
 * three PDFs (opened and checked: three distinct valid PDFs, each the file of one of them) and
 * asks them for an update with a comment, which the outbox delivers to each. axe-core checks the selection bar and the request's
 * dialog; the page fits 390 px.
 */
import { expect, test } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS } from './support/accounts.ts';
import { overflowsSideways, violations } from './support/a11y.ts';
import { signIn } from './support/auth.ts';
import { waitForMail } from './support/mail.ts';
import { pdfToText } from './support/pdf.ts';
import { zipEntries } from '../apps/api/test/zip.ts';

test('HR searches java et kubernetes, filters active, selects three, changes their status, downloads their ZIP and asks them for an update', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.hr);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByTestId('dashboard-scope-all').click();
  // The list shows the previous results while it fetches: wait for the search's own answer.
  const searched = page.waitForResponse(
    (response) => response.url().includes('/api/users?') && response.url().includes('q=java+et+kubernetes'),
  );
  await page.getByTestId('dashboard-search').fill('java et kubernetes');
  await searched;
  // The status facet: each value with its count; HR keeps the active ones ("En cours").
  await page.getByTestId('dashboard-filters-open').click();
  const facet = page.getByTestId('dashboard-facet-status');
  await expect(facet.getByRole('checkbox').first()).toBeVisible();
  expect(await violations(page, '[role=dialog]')).toEqual([]);
  const labels = { active: 'En cours', inactive: 'En attente de validation', off_process: 'Hors processus' };
  const kept = 'active';
  const count = Number(await page.getByTestId('facet-count-status-active').innerText());
  expect(count).toBeGreaterThanOrEqual(3);
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/users?') && response.url().includes(`status=${kept}`),
  );
  await facet.getByRole('checkbox', { name: new RegExp(labels[kept]) }).click();
  await filtered;
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('dashboard-total')).toHaveText(new RegExp(`^${count} collaborateurs?$`));
  const rows = page.getByTestId('dashboard-row');
  await expect(rows.nth(2)).toBeVisible();
  for (let index = 0; index < 3; index++) {
    await expect(rows.nth(index).locator('td:nth-child(5)')).toHaveText(labels[kept]);
  }
  const target = 'off_process';

  for (let index = 0; index < 3; index++) await rows.nth(index).getByTestId('dashboard-select-row').click();
  // The last names of the three ticked rows, as the dashboard writes them ("DUPONT Marie").
  const ticked = rows.filter({ has: page.locator('input[type=checkbox]:checked') });
  await expect(ticked).toHaveCount(3);
  const lastnames = (await ticked.locator('td:nth-child(2)').allInnerTexts()).map(
    (name) => name.split(' ')[0]!,
  );
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('selection-count')).toHaveText('3 dossiers sélectionnés (au plus 50)');
  expect(await violations(page, '[data-testid=dashboard-selection]')).toEqual([]);

  await page.getByRole('combobox', { name: 'Changer le statut' }).click();
  await page.getByRole('option', { name: labels[target] }).click();
  await page.getByTestId('selection-status-apply').click();
  await expect(page.getByText('Statut changé pour 3 personnes.', { exact: true })).toBeVisible();
  // They no longer have the status kept: the filtered list drops them, the selection keeps them.
  await expect(page.getByTestId('dashboard-total')).toHaveText(new RegExp(`^${count - 3} collaborateurs?$`));
  await expect(page.getByTestId('selection-count')).toHaveText('3 dossiers sélectionnés (au plus 50)');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('selection-zip-pdf').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dossiers-de-competences_\d{4}-\d{2}-\d{2}\.zip$/);
  const directory = await mkdtemp(join(tmpdir(), 'highlight-zip-'));
  try {
    const zipPath = join(directory, 'selection.zip');
    await download.saveAs(zipPath);
    const entries = await zipEntries(await readFile(zipPath));
    expect(entries).toHaveLength(3);
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(3);
    const texts: string[] = [];
    for (const [index, entry] of entries.entries()) {
      expect(entry.name).toMatch(/\.pdf$/);
      expect(entry.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const file = join(directory, `${index}.pdf`);
      await writeFile(file, entry.bytes);
      texts.push(await pdfToText(file));
    }
    // Each selected person's file is in the ZIP.
    for (const lastname of lastnames) {
      expect(
        texts.some((text) => text.includes(lastname)),
        `${lastname} in ${texts.map((text) => text.slice(0, 120)).join(' | ')}`,
      ).toBe(true);
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }

  await page.getByTestId('selection-reminder').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Demander une mise à jour à 3 personnes');
  expect(await violations(page, '[role=dialog]')).toEqual([]);
  const comment = `Merci d’ajouter vos missions Java récentes (${Date.now()}).`;
  await page.getByTestId('user-reminder-comment').fill(comment);
  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/users/send-reminder',
  );
  await page.getByTestId('user-reminder-send').click();
  const emails = ((await sent).postDataJSON() as { email: string }[]).map((entry) => entry.email);
  await expect(
    page.getByText('Demande de mise à jour envoyée à 3 personnes.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // The outbox delivered one mail to each, in French, with HR's comment and a link to the app.
  expect(new Set(emails).size).toBe(3);
  for (const email of emails) {
    const mail = await waitForMail(email, comment);
    expect(mail.content).toContain('vous demande de mettre à jour votre dossier de compétences');
    expect(mail.content).toMatch(/http:\/\/localhost:\d+\/home/);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowsSideways(page)).toBe(false);
  expect(await violations(page, '[data-testid=dashboard-selection]')).toEqual([]);
});
