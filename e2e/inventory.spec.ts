/**
 * Issue #29 "Tests": the browser journey of a manager in the Inventory, in Chromium through the
 * real sign-in page, on a wide screen and on a 390 px phone. Three client requests ask for
 * Kubernetes (saved beforehand through the API, as the client-request panel saves them). The
 * manager opens the Inventory (its code loads then), sees the supply with a table and a summary
 * beside each chart; in the gaps, with a threshold just above the people who hold it, Kubernetes
 * is asked more than held; they click through to those people on the dashboard (the list's total
 * is the count clicked); back in the Inventory, they send the outdated Kubernetes holders a
 * reminder (a report per person) and download the tender grid of one of the requests (the XLSX,
 * read back with exceljs). axe-core finds nothing on each tab; nothing scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Demand } from '@highlight/domain/inventory';
import { ACCOUNTS } from './support/accounts.ts';
import { overflowsSideways, violations } from './support/a11y.ts';
import { signIn } from './support/auth.ts';

const PHONE = { width: 390, height: 844 } as const;

/** An API call from the signed-in page, with the SPA's own access token (oidc-client-ts keeps it in sessionStorage). */
async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate<T, { path: string; body: unknown }>(
    async ({ path, body }) => {
      const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'));
      const token = (
        JSON.parse(window.sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }
      ).access_token;
      const response = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { path, body },
  );
}

async function expectAccessible(page: Page) {
  expect(await violations(page, 'main')).toEqual([]);
  expect(await overflowsSideways(page)).toBe(false);
}

for (const layout of ['wide', 'phone'] as const) {
  test(`a manager sees Kubernetes asked more than held, opens the people, asks for updates and downloads a tender grid (${layout})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    if (layout === 'phone') await page.setViewportSize(PHONE);
    await signIn(page, ACCOUNTS.hr);
    await expect(page).toHaveURL(/\/dashboard/);
    const title = `Plateforme Kubernetes ${layout}`;
    for (const [index, years] of [5, 3, 4].entries()) {
      await api(page, '/client-requests', {
        title: index === 0 ? title : `${title} ${index}`,
        skills: [
          { id: 'kubernetes', required: true, minYears: years },
          { id: 'docker', required: true },
          { id: 'terraform', required: false },
        ],
      });
    }
    const kubernetes = (await api<Demand>(page, '/inventory/demand?months=3')).skills.find(
      (skill) => skill.skill === 'kubernetes',
    )!;
    expect(kubernetes.required).toBeGreaterThanOrEqual(3);

    // 1. The Inventory, from the back office's navigation (on a phone, from the side panel).
    if (layout === 'phone') {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByTestId('nav-inventory-panel').click();
    } else {
      await page.getByTestId('nav-inventory').click();
    }
    await expect(page).toHaveURL(/\/inventory/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inventaire des compétences' })).toBeVisible();
    const supply = page.getByTestId('supply-skills');
    await expect(supply.getByTestId('supply-skills-summary')).toContainText('La plus détenue est');
    await expect(supply.locator('div[role=img]')).toHaveAttribute('aria-label', /La plus détenue est/);
    await expect(supply.getByTestId('supply-skills-table').getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    // The tabs by keyboard: the arrow key moves to the demand, which shows its requests per month.
    await page.getByTestId('inventory-tab-supply').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/[?&]tab=demand/);
    await expect(page.getByTestId('inventory-tab-demand')).toBeFocused();
    await expect(
      page.getByTestId('demand-skills-table').getByRole('row', { name: /Kubernetes/ }),
    ).toBeVisible();
    await expectAccessible(page);

    // 2. The gaps: with a threshold just above its holders, Kubernetes is asked more than held.
    await page.getByTestId('inventory-tab-gaps').click();
    await expect(page).toHaveURL(/[?&]tab=gaps/);
    await page.getByTestId('gaps').getByText('3 mois', { exact: true }).click();
    const threshold = page.getByLabel('Détenue par moins de (personnes)');
    await threshold.fill(String(kubernetes.holders + 1));
    const gaps = page.getByTestId('gaps');
    const row = gaps.getByTestId('gaps-table').getByRole('row').filter({ hasText: 'Kubernetes' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').first()).toHaveText(String(kubernetes.required + kubernetes.nice));
    await expect(gaps.getByTestId('gaps-summary')).toContainText('sur 3 mois');
    await expectAccessible(page);

    // 3. Through to the people: the dashboard lists exactly those counted.
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\?.*skills=kubernetes/);
    await expect(page).toHaveURL(/status=active/);
    await expect(page.getByTestId('dashboard-total')).toHaveText(
      new RegExp(`^(environ )?${kubernetes.holders} collaborateurs?$`),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory\?tab=gaps/);

    // 4. The outdated Kubernetes holders are asked to update their file; a report per person.
    await page.getByTestId('inventory-tab-freshness').click();
    await expect(page.getByTestId('freshness-referees-summary')).toContainText('obsolète');
    await expectAccessible(page);
    await page.getByTestId('campaign-skills').click();
    await page.getByRole('option', { name: 'Kubernetes', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('campaign-send').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Envoyer les demandes de mise à jour' })
      .click();
    const report = page.getByTestId('campaign-report');
    await expect(report.getByRole('status')).toContainText('dossiers obsolètes dans le périmètre');
    const people = await report.getByRole('row').count();
    expect(people).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);

    // 5. The tender grid of the first request: the best matches proposed, the grid shown and downloaded.
    await page.getByTestId('inventory-tab-tender').click();
    await page.getByTestId('tender-request').click();
    await page.getByRole('option', { name: title, exact: true }).click();
    await expect(page.getByTestId('tender-people').getByRole('checkbox').first()).toBeChecked();
    await page.getByTestId('tender-show').click();
    const grid = page.getByTestId('tender-grid');
    await expect(grid.getByRole('columnheader', { name: /Kubernetes/ })).toBeVisible();
    const shown = (await grid.getByRole('row').count()) - 1;
    expect(shown).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('tender-xlsx').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^grille-appel-d-offres_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Grille')!;
    expect(sheet.getCell(1, 1).value).toBe(`Grille de réponse – ${title}`);
    expect(sheet.getCell(6, 1).value).toBe('Kubernetes');
    expect(sheet.getRow(5).cellCount - 3).toBe(shown);
  });
}
