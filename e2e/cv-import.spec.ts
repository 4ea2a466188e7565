/**
 * Issue #28 "Tests": a consultant starts from a DOCX CV, in Chromium through the real pages and
 * the real import (`POST /api/resume-imports`, read in the document worker pool). HR adds the
 * consultant as a candidate; from the account-creation email the consultant activates the account
 * and signs in to the onboarding; "Partir de mon CV" reads a DOCX of our own corpus
 * (`corpus/cv/12-giraud-data-analyst.docx`, pandoc: Title, Heading styles, "09/2021 – 06/2023"
 * dates); the review shows each mission's values; the consultant fixes an internship's start month
 * and saves; then chooses an avatar and downloads the PDF from Home, whose text holds the imported
 * experiences with the corrected date. axe-core finds nothing on the review, and at 390 px nothing
 * scrolls sideways.
 */
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { actionLinkOf } from '../apps/api/test/mail.ts';
import { ACCOUNTS } from './support/accounts.ts';
import { overflowsSideways, violations } from './support/a11y.ts';
import { signIn } from './support/auth.ts';
import { waitForMail } from './support/mail.ts';
import { downloadPdf } from './support/pdf.ts';

const CV = fileURLToPath(new URL('../corpus/cv/12-giraud-data-analyst.docx', import.meta.url));

test('a consultant starts from a DOCX CV, reviews it, fixes a date, saves and downloads the PDF', async ({
  page,
  browser,
}) => {
  const consultant = {
    firstname: 'Manon',
    lastname: 'Giraud',
    email: `manon.giraud.${Date.now()}@example.test`,
  };
  const password = 'Activ3!mon-dossier';

  // HR adds the consultant as a candidate (spec §5), who gets the account-creation email.
  await signIn(page, ACCOUNTS.hr);
  await page.getByTestId('dashboard-add-candidate').click();
  await page.getByTestId('add-candidate-firstname').fill(consultant.firstname);
  await page.getByTestId('add-candidate-lastname').fill(consultant.lastname);
  await page.getByTestId('add-candidate-email').fill(consultant.email);
  await page.getByTestId('add-candidate-phone').fill('+33 6 39 98 77 04');
  await page.getByTestId('add-candidate-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const link = actionLinkOf(await waitForMail(consultant.email));
  expect(link).toBeDefined();

  const context = await browser.newContext({ locale: 'fr-FR' });
  const own = await context.newPage();
  await own.goto(link ?? '');
  await own.getByLabel('Nouveau mot de passe').fill(password);
  await own.getByLabel('Confirmation du mot de passe').fill(password);
  await own.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(own.getByText('Votre compte est activé.', { exact: false })).toBeVisible();
  await signIn(own, consultant, { password });
  await expect(own).toHaveURL(/\/onboarding$/);

  // "Partir de mon CV": the file goes to the server, which answers the preview.
  const card = own.getByTestId('cv-import');
  await expect(card).toContainText('Partir de mon CV');
  const chooser = own.waitForEvent('filechooser');
  await own.getByTestId('cv-import-pick').click();
  await (await chooser).setFiles(CV);

  const review = own.getByRole('dialog');
  await expect(review).toContainText('Relisez ce que votre CV remplit');
  // What the CV fills, mission by mission.
  await expect(own.getByTestId('cv-review-mission-5')).toBeVisible();
  await expect(own.getByTestId('cv-review-experience-0-corporation')).toHaveValue(
    'Transports Vendéens Réunis',
  );
  await expect(own.getByTestId('cv-review-experience-1-corporation')).toHaveValue('Marée Haute Distribution');
  await expect(own.getByTestId('cv-review-experience-2-corporation')).toHaveValue(
    'Institut Sondages Atlantique',
  );
  await expect(own.getByTestId('cv-review-experience-2-start-month')).toHaveValue('04');
  await expect(own.getByTestId('cv-review-experience-2-start-year')).toHaveValue('2021');
  await expect(review).toContainText('Master Économétrie et statistiques');
  expect(await violations(own, '[role=dialog]')).toEqual([]);

  // On a phone the review stacks: nothing scrolls sideways.
  await own.setViewportSize({ width: 390, height: 844 });
  expect(await overflowsSideways(own)).toBe(false);
  expect(await violations(own, '[role=dialog]')).toEqual([]);
  await own.setViewportSize({ width: 1280, height: 900 });

  // The internship began in March, not April: the consultant fixes it, then saves.
  await own.getByTestId('cv-review-experience-2-start-month').selectOption('03');
  await review.getByRole('button', { name: 'Enregistrer dans mon dossier' }).click();
  await expect(review).toHaveCount(0);
  await expect(own.getByTestId('cv-import-next')).toBeVisible();

  // The missions need an avatar first (spec §2); then Home downloads the filled file.
  await own.getByTestId('cv-import-next-link').click();
  await expect(own).toHaveURL(/\/avatar$/);
  await own.getByTestId('avatar-choose-cat').click();
  await own.getByRole('dialog').getByTestId('avatar-confirm').click();
  await expect(own).toHaveURL(/\/home$/);
  const pdf = await downloadPdf(own.getByTestId('home-download-pdf'));
  expect(pdf.filename).toMatch(/^GIRAUD_Manon_\d{4}-\d{2}-\d{2}\.pdf$/);
  for (const text of [
    'Transports Vendéens Réunis',
    'Marée Haute Distribution',
    'Institut Sondages Atlantique',
  ]) {
    expect(pdf.text).toContain(text);
  }
  expect(pdf.text).toMatch(/mars 2021/i);
  expect(pdf.text).not.toMatch(/avr(?:il|\.)? 2021/i);
  await context.close();
});
