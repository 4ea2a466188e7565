/**
 * Issue #9 "Add candidate", in Chromium through the real pages: HR adds a candidate from the
 * dashboard (spec §5: every field required, names, email and phone rules), finds them among their
 * own candidates waiting validation, and the candidate, from the account-creation email the
 * outbox delivered, chooses a password (the link works once, spec §9) and signs in for the first
 * time. axe-core checks the dialog; at 390 px nothing overflows.
 */
import { expect, test } from '@playwright/test';
import { actionLinkOf } from '../apps/api/test/mail.ts';
import { ACCOUNTS, backOfficeName } from './support/accounts.ts';
import { overflowsSideways, violations } from './support/a11y.ts';
import { LOGIN_URL, signIn } from './support/auth.ts';
import { waitForMail } from './support/mail.ts';

test('HR adds a candidate, who activates the account from the mail and signs in', async ({
  page,
  browser,
}) => {
  const candidate = {
    firstname: 'Camille',
    lastname: 'Rivière',
    email: `camille.riviere.${Date.now()}@example.test`,
  };
  const password = 'Activ3!mon-compte';

  await signIn(page, ACCOUNTS.hr);
  await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
  await page.getByTestId('dashboard-add-candidate').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Ajouter un candidat');

  // spec §5: all fields required, one message; then each rule with its own.
  await page.getByTestId('add-candidate-submit').click();
  await expect(page.getByTestId('add-candidate-empty')).toHaveText('Au moins un champ est vide.');
  expect(await violations(page, '[role=dialog]')).toEqual([]);
  await page.getByTestId('add-candidate-firstname').fill(candidate.firstname);
  await page.getByTestId('add-candidate-lastname').fill(candidate.lastname);
  await page.getByTestId('add-candidate-email').fill(candidate.email);
  await page.getByTestId('add-candidate-phone').fill('06 12 34 56 78');
  await page.getByTestId('add-candidate-submit').click();
  await expect(dialog).toContainText("Le numéro de téléphone n'est pas valide");
  await expect(page.getByTestId('add-candidate-empty')).toHaveCount(0);
  await page.getByTestId('add-candidate-phone').fill('+33 6 12 34 56 78');
  await page.getByTestId('add-candidate-submit').click();
  await expect(page.getByText(`${candidate.firstname} ${candidate.lastname} a été ajouté.`)).toBeVisible();
  await expect(
    page.getByText(`Un e-mail de création de compte a été envoyé à ${candidate.email}.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Among HR's own candidates, waiting validation, HR as referee.
  await page.getByTestId('dashboard-search').fill(candidate.email);
  await expect(page.getByTestId('dashboard-total')).toHaveText('1 collaborateur');
  const row = page.getByTestId('dashboard-row');
  await expect(row).toContainText(backOfficeName(candidate));
  await expect(row).toContainText('En attente de validation');
  await expect(row).toContainText(backOfficeName(ACCOUNTS.hr));

  // The same email again: spec §8 "candidate already exists", on the email field.
  await page.getByTestId('dashboard-add-candidate').click();
  await page.getByTestId('add-candidate-firstname').fill('Autre');
  await page.getByTestId('add-candidate-lastname').fill('Personne');
  await page.getByTestId('add-candidate-email').fill(candidate.email.toUpperCase());
  await page.getByTestId('add-candidate-phone').fill('+44 20 7946 0958');
  await page.getByTestId('add-candidate-submit').click();
  await expect(dialog).toContainText('Un candidat existe déjà avec cette adresse e-mail.');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowsSideways(page)).toBe(false);
  expect(await violations(page, '[role=dialog]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);

  // The candidate's own browser: the account-creation email, in French.
  const mail = await waitForMail(candidate.email);
  expect(mail.content).toContain(`Bonjour ${candidate.firstname}`);
  const link = actionLinkOf(mail);
  expect(link).toBeDefined();
  const context = await browser.newContext({ locale: 'fr-FR' });
  const own = await context.newPage();
  await own.goto(link ?? '');
  await expect(own.getByRole('heading', { name: 'Activer votre compte' })).toBeVisible();
  await own.getByLabel('Nouveau mot de passe').fill(password);
  await own.getByLabel('Confirmation du mot de passe').fill(password);
  await own.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(
    own.getByText('Votre compte est activé. Vous pouvez maintenant vous connecter.'),
  ).toBeVisible();

  // Once only (spec §9).
  await own.goto(link ?? '');
  await expect(own.getByText(/Ce lien n'est pas valide/)).toBeVisible();

  // First sign-in: an applicant without an avatar starts with the onboarding (spec §2).
  await signIn(own, candidate, { password });
  await expect(own).toHaveURL(/\/onboarding$/);
  await context.close();
});

/**
 * Issue #26 §20 leftover: an English candidate activates the account in a browser that never
 * showed the app (French by default, a French browser even), then "Go to the application" opens
 * the sign-in page in English: the provider's link names the language (`/?lang=en`), which the app
 * passes on as `ui_locales`. Before, that sign-in page was French.
 */
test('an English candidate activates in a fresh browser and goes on to an English sign-in page', async ({
  page,
  browser,
}) => {
  const candidate = {
    firstname: 'Ada',
    lastname: 'Byron',
    email: `ada.byron.${Date.now()}@example.test`,
  };
  const password = 'Activ3!my-account';

  await signIn(page, ACCOUNTS.hr);
  await page.getByTestId('dashboard-add-candidate').click();
  await page.getByTestId('add-candidate-firstname').fill(candidate.firstname);
  await page.getByTestId('add-candidate-lastname').fill(candidate.lastname);
  await page.getByTestId('add-candidate-email').fill(candidate.email);
  await page.getByTestId('add-candidate-phone').fill('+44 20 7946 0958');
  await page.getByTestId('add-candidate-language').getByText('Anglais').click();
  await page.getByTestId('add-candidate-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const link = actionLinkOf(await waitForMail(candidate.email));
  expect(link).toBeDefined();
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const own = await context.newPage();
    await own.goto(link ?? '');
    await expect(own.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
    await own.getByLabel('New password').fill(password);
    await own.getByLabel('Confirm password').fill(password);
    await own.getByRole('button', { name: 'Save the password' }).click();
    await expect(own.getByText('Your account is activated. You can now sign in.')).toBeVisible();

    await own.getByRole('link', { name: 'Go to the application' }).click();
    await expect(own).toHaveURL(LOGIN_URL);
    await expect(own.locator('html')).toHaveAttribute('lang', 'en');
    await expect(own.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    // And the sign-in goes on to the app, back at its home (the language parameter has served).
    await own.getByLabel('Email address').fill(candidate.email);
    await own.getByLabel('Password', { exact: true }).fill(password);
    await own.getByRole('button', { name: 'Sign in' }).click();
    await expect(own).toHaveURL(/\/onboarding$/);
    await expect(own.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await context.close();
  }
});
