/**
 * Browser journeys of issue #8 (documents) in Chromium: a collaborator downloads their file as
 * PDF, DOCX and JSON Resume from Home and /visualisation, and fills it from a JSON Resume after a
 * preview; HR downloads a file anonymised from look-at-user. axe-core checks what this issue added
 * to the screens (download buttons, the import card and its preview, the anonymised switch), at
 * 1280 and 390 px wide.
 */
import { expect, test } from '@playwright/test';
import { createRequire } from 'node:module';
import { ACCOUNTS, backOfficeName } from './support/accounts.ts';
import { waitForApp } from './support/app.ts';
import { overflowsSideways, violations } from './support/a11y.ts';
import { signIn } from './support/auth.ts';
import { downloadDocument } from './support/pdf.ts';

const require = createRequire(import.meta.url);
const SAMPLE_JSON_RESUME = require.resolve('@jsonresume/schema/sample.resume.json');

test.describe('documents (issue #8)', () => {
  test('a collaborator downloads PDF, DOCX and JSON Resume, then fills their file from a JSON Resume', async ({
    page,
  }) => {
    const person = ACCOUNTS.employee;
    await signIn(page, person);
    await expect(page).toHaveURL(/\/home$/);
    const fullName = `${person.firstname} ${person.lastname.toLocaleUpperCase('fr')}`;

    const pdf = await downloadDocument(page.getByTestId('home-download-pdf'), 'pdf');
    expect(pdf.filename).toMatch(/^MARTIN_Julie_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.text).toContain(fullName);
    await expect(page.getByText('Téléchargement terminé : PDF.')).toBeVisible();

    const docx = await downloadDocument(page.getByTestId('home-download-docx'), 'docx');
    expect(docx.filename).toMatch(/^MARTIN_Julie_\d{4}-\d{2}-\d{2}\.docx$/);
    expect(docx.text).toContain(fullName);
    expect(docx.text).toContain('Expériences professionnelles');

    const json = await downloadDocument(page.getByTestId('home-download-json-resume'), 'json-resume');
    expect(JSON.parse(json.text)).toMatchObject({ basics: { email: person.email } });

    // Home's new parts pass axe and fit a phone's width.
    expect(await violations(page, '[data-testid=home-json-import]')).toEqual([]);
    expect(await violations(page, '[data-testid=home-download-pdf]')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // /visualisation offers PDF and DOCX too.
    await page.getByTestId('nav-visualisation').click();
    await expect(page).toHaveURL(/\/visualisation$/);
    const fromVisualisation = await downloadDocument(page.getByTestId('visualisation-download-docx'), 'docx');
    expect(fromVisualisation.text).toContain(fullName);

    // Import: a preview first, replacing needs a tick, then the file holds the JSON Resume's work.
    await page.getByTestId('nav-home').click();
    await expect(page).toHaveURL(/\/home$/);
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('json-import-pick').click();
    await (await chooser).setFiles(SAMPLE_JSON_RESUME);
    const preview = page.getByRole('dialog');
    await expect(preview).toContainText("Ce que l'import va remplir");
    await expect(preview.getByTestId('json-import-counts')).toContainText('1 expérience(s)');
    await expect(preview.getByTestId('json-import-replaces')).toContainText('Expériences professionnelles');
    expect(await violations(page, '[role=dialog]')).toEqual([]);
    await expect(preview.getByTestId('json-import-apply')).toBeDisabled();
    await preview.getByTestId('json-import-confirm-replace').check();
    await preview.getByTestId('json-import-apply').click();
    await expect(preview).toBeHidden();
    await expect(page.getByText('Votre dossier a été rempli à partir du JSON Resume.')).toBeVisible();

    await page.reload();
    await waitForApp(page);
    await page.getByTestId('nav-visualisation').click();
    await expect(page.getByTestId('resume-view')).toContainText('Pied Piper');
  });

  test('HR downloads a file anonymised from look-at-user: trigram only, no name, email or phone', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.hr);
    // The demo employee, a candidate of hr@.
    const person = ACCOUNTS.employee;
    await page.getByTestId('dashboard-search').fill(person.lastname);
    const row = page.getByRole('row', {
      name: `Ouvrir le dossier de ${backOfficeName(person)}`,
      exact: true,
    });
    await row.click();
    await expect(page.getByTestId('user-name')).toHaveText(backOfficeName(person));

    await page.getByTestId('user-anonymised').check();
    const pdf = await downloadDocument(page.getByTestId('user-download-pdf'), 'pdf');
    expect(pdf.filename).toMatch(/^[A-Z]{3}_\d{4}-\d{2}-\d{2}\.pdf$/);
    const trigram = pdf.filename.slice(0, 3);
    expect(pdf.text).toContain(trigram);
    for (const secret of [
      person.firstname,
      person.lastname,
      person.lastname.toLocaleUpperCase('fr'),
      person.email,
    ]) {
      expect(pdf.text).not.toContain(secret);
    }
    const docx = await downloadDocument(page.getByTestId('user-download-docx'), 'docx');
    expect(docx.filename).toBe(pdf.filename.replace(/\.pdf$/, '.docx'));
    expect(docx.text).not.toContain(person.email);

    expect(await violations(page, '[data-testid=user-actions]')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsSideways(page)).toBe(false);
  });
});
