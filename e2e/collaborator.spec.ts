/**
 * Issue #2 journeys 3 and 4, collaborators in a real browser through the real sign-in page:
 * - applicant: onboarding → avatar → Home → mission 1/7 (spec §5 phone rule) → /visualisation →
 *   PDF from Home;
 * - employee: Home shows the filled file; the PDF holds the resume's content, in French, then in
 *   English once the display language is English.
 * The applicant journey changes the applicant account (avatar, names): it runs first, in order.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { signIn } from './support/auth.ts';
import { goTo, pathOf, visit, waitForApp } from './support/app.ts';
import { downloadPdf, normalise } from './support/pdf.ts';

const AVATARS = ['cat', 'bounty_hunter', 'space_carrot', 'bandit'] as const;

/** The French `validation.invalidNumber` message (packages/domain/src/i18n/fr/validation.json). */
const INVALID_PHONE_FR =
  "Le numéro de téléphone n'est pas valide : utilisez le format international (+33 6 12 34 56 78).";

/** Section headings of the PDF (packages/domain/src/i18n/{fr,en}/pdf.json `sections`). */
const PDF_HEADINGS = {
  fr: ['Compétences techniques', 'Expériences professionnelles', 'Diplômes et certifications', 'Langues'],
  en: ['Technical skills', 'Professional experience', 'Education and certifications', 'Languages'],
} as const;

/** Records the `PATCH /api/users/me` requests the page sends from now on. */
function recordProfileSaves(page: Page): { count: () => number } {
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/users/me') saves++;
  });
  return { count: () => saves };
}

test.describe.serial('applicant (journey 3)', () => {
  // Names typed in mission 1, with accents: the PDF embeds its fonts, so they must come out intact.
  const newFirstname = 'Maëlle';
  const newLastname = 'Lemaître';
  const validPhone = '+33 6 12 34 56 78';

  test('goes from onboarding to the avatar choice, then Home', async ({ page }) => {
    await signIn(page, ACCOUNTS.applicant);

    // spec §2: / → /home, which needs an avatar → /onboarding.
    await expect(page).toHaveURL(/\/onboarding$/);
    const onboarding = page.getByTestId('onboarding');
    await expect(onboarding.getByRole('heading', { level: 1 })).toHaveText(
      `Bienvenue dans Highlight, ${ACCOUNTS.applicant.firstname} !`,
    );
    await expect(page.getByTestId('onboarding-missions').getByRole('listitem')).toHaveCount(7);
    // Without an avatar the collaborator screens send back to onboarding (spec §2).
    await visit(page, '/takeoff/1');
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.getByTestId('onboarding-choose-avatar').click();
    await expect(page).toHaveURL(/\/avatar$/);
    await expect(page.getByTestId('avatar-final-warning')).toBeVisible();
    // spec §9: the four avatars, each with a button to choose it.
    await expect(page.locator('[data-testid^="avatar-option-"]')).toHaveCount(4);
    for (const avatar of AVATARS) {
      await expect(page.getByTestId(`avatar-choose-${avatar}`)).toBeVisible();
    }

    await page.getByTestId('avatar-choose-space_carrot').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("Choisir « La carotte de l'espace » ?");
    await dialog.getByTestId('avatar-confirm').click();

    // spec §2 Home: my skills file (stars, grade, avatar), improvement areas, edit, view, download.
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Bonjour ${ACCOUNTS.applicant.firstname} !`,
    );
    const file = page.getByTestId('home-skills-file');
    await expect(file.getByRole('img', { name: "La carotte de l'espace, grade 1" })).toBeVisible();
    await expect(page.getByTestId('home-stars')).toHaveText('0/14 étoiles');
    await expect(page.getByTestId('home-grade')).toHaveText('Grade 1');
    const improvements = page.getByTestId('home-improvements');
    await expect(improvements.getByRole('heading')).toHaveText("Axes d'amélioration");
    await expect(improvements.getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('home-edit')).toBeVisible();
    await expect(page.getByTestId('home-view')).toBeVisible();
    await expect(page.getByTestId('home-download-pdf')).toBeVisible();

    // spec §2: with an avatar, onboarding and the avatar choice send to Home; the choice is final.
    await goTo(page, '/avatar');
    await expect(page).toHaveURL(/\/home$/);
    await goTo(page, '/onboarding');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('fills mission 1/7 with the phone rule, sees the resume and downloads the PDF', async ({ page }) => {
    await signIn(page, ACCOUNTS.applicant, { path: '/takeoff' });

    // spec §2: /takeoff redirects to the first mission, shown as 1/7.
    await expect(page).toHaveURL(/\/takeoff\/1$/);
    await expect(page.getByTestId('mission-counter')).toHaveText('1/7');
    await expect(page.getByTestId('mission-title')).toHaveText('Informations personnelles');
    await expect(page.getByTestId('mission-previous')).toBeDisabled();

    const firstname = page.getByTestId('personal-firstname');
    const lastname = page.getByTestId('personal-lastname');
    const phone = page.getByTestId('personal-phone');
    await expect(firstname).toHaveValue(ACCOUNTS.applicant.firstname);
    await expect(page.getByTestId('personal-email')).toHaveValue(ACCOUNTS.applicant.email);
    await firstname.fill(newFirstname);
    await lastname.fill(newLastname);

    // spec §5: "+33 0 12" breaks the phone rule: the localised message, no save, no move.
    const saves = recordProfileSaves(page);
    await phone.fill('+33 0 12');
    await page.getByTestId('mission-next').click();
    await expect(page.getByText(INVALID_PHONE_FR)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/takeoff\/1$/);
    await expect(page.getByTestId('mission-counter')).toHaveText('1/7');
    expect(saves.count()).toBe(0);

    // A valid French number: saved (PATCH users/me answered 200), then Next goes to 2/7.
    await phone.fill(validPhone);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/users/me',
    );
    await page.getByTestId('mission-next').click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(INVALID_PHONE_FR)).toHaveCount(0);
    await expect(page).toHaveURL(/\/takeoff\/2$/);
    await expect(page.getByTestId('mission-counter')).toHaveText('2/7');
    expect(saves.count()).toBe(1);

    // /visualisation shows the resume with the new identity, also after a full reload (stored).
    await page.getByTestId('nav-visualisation').click();
    await expect(page).toHaveURL(/\/visualisation$/);
    const identity = page.getByTestId('resume-identity');
    const fullName = `${newFirstname} ${newLastname.toLocaleUpperCase('fr')}`;
    await expect(identity.getByRole('heading', { level: 2 })).toHaveText(fullName);
    await expect(identity).toContainText(validPhone);
    await page.reload();
    await waitForApp(page);
    await expect(identity.getByRole('heading', { level: 2 })).toHaveText(fullName);
    await expect(identity).toContainText(validPhone);

    // Back Home, the PDF holds the new names and phone number.
    await page.getByTestId('nav-home').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bonjour ${newFirstname} !`);
    const pdf = await downloadPdf(page.getByTestId('home-download-pdf'));
    expect(pdf.filename).toMatch(/^LEMA.TRE_Ma.lle_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.text).toContain(fullName);
    expect(pdf.text).toContain(ACCOUNTS.applicant.email);
    expect(pdf.text).toContain(validPhone);
    expect(pdf.text).not.toContain(ACCOUNTS.applicant.lastname.toLocaleUpperCase('fr'));
  });
});

/** What /visualisation shows of a resume: strings the PDF must hold as well. */
interface ShownResume {
  fullName: string;
  desiredPosition: string;
  profession: string;
  skill: string;
  experiencePosition: string;
  project: string;
  diploma: string;
  language: string;
}

/** Reads, from the /visualisation page shown, one item of each part of the resume. */
async function readShownResume(page: Page): Promise<ShownResume> {
  const view = page.getByTestId('resume-view');
  await expect(view).toBeVisible();
  const text = async (locator: Locator) => normalise(await locator.first().innerText());
  const experience = view.getByTestId('resume-experience').first();
  const shown: ShownResume = {
    fullName: await text(view.getByTestId('resume-identity').getByRole('heading', { level: 2 })),
    desiredPosition: await text(view.getByTestId('resume-desired-position')),
    // The first profession of mission 2 (its label; the experience time follows on the right).
    profession: await text(view.getByTestId('resume-section-jobs').locator('p')),
    skill: await text(view.getByTestId('resume-section-technical-skills').locator('.mantine-Badge-root')),
    // The position is the experience's first bold line; its first project is the first card's title.
    experiencePosition: await text(experience.locator('p').first()),
    project: await text(experience.locator('.mantine-Paper-root p')),
    diploma: await text(view.getByTestId('resume-section-diplomas').locator('p span')),
    language: await text(view.getByTestId('resume-section-languages').locator('p')),
  };
  for (const [part, value] of Object.entries(shown)) {
    expect(value, `the resume shows a ${part}`).not.toBe('');
  }
  return shown;
}

test.describe('employee (journey 4)', () => {
  test('Home shows the filled file; the PDF holds the resume, in French then in English', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.employee);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Bonjour ${ACCOUNTS.employee.firstname} !`,
    );
    // A well filled file (seed: 12 stars or more, avatar chosen).
    const stars = (await page.getByTestId('home-stars').innerText()).match(/^(\d+)\/14 étoiles$/);
    expect(stars, 'Home shows "x/14 étoiles"').not.toBeNull();
    expect(Number(stars?.[1])).toBeGreaterThanOrEqual(12);
    await expect(page.getByTestId('home-grade')).toHaveText(/^Grade [34]$/);
    await expect(page.getByTestId('home-skills-file').getByRole('img')).toBeVisible();

    // What the resume holds, as the app shows it.
    await page.getByTestId('home-view').click();
    await expect(page).toHaveURL(/\/visualisation$/);
    const shownFr = await readShownResume(page);
    expect(shownFr.fullName).toBe(
      `${ACCOUNTS.employee.firstname} ${ACCOUNTS.employee.lastname.toLocaleUpperCase('fr')}`,
    );

    await page.getByTestId('nav-home').click();
    const french = await downloadPdf(page.getByTestId('home-download-pdf'));
    expect(french.filename).toMatch(/^MARTIN_Julie_\d{4}-\d{2}-\d{2}\.pdf$/);
    // Soft: every missing part is reported, and the English half still runs.
    for (const [part, value] of Object.entries(shownFr)) {
      expect.soft(french.text, `the French PDF holds the ${part} "${value}"`).toContain(value);
    }
    for (const heading of PDF_HEADINGS.fr) expect(french.text).toContain(heading);

    // The FR/EN switch of the header: the interface, then the PDF, in English.
    await page.getByTestId('language-switch-en').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello ${ACCOUNTS.employee.firstname}!`);
    await page.getByTestId('nav-visualisation').click();
    await expect(page).toHaveURL(/\/visualisation$/);
    await expect(page.getByTestId('resume-section-languages').getByRole('heading')).toHaveText('Languages');
    const shownEn = await readShownResume(page);
    const english = await downloadPdf(page.getByTestId('visualisation-download-pdf'));
    for (const heading of PDF_HEADINGS.en) expect(english.text).toContain(heading);
    for (const heading of ['Expériences professionnelles', 'Diplômes et certifications']) {
      expect(english.text).not.toContain(heading);
    }
    for (const part of ['fullName', 'profession', 'experiencePosition', 'project', 'language'] as const) {
      // The language names follow the document's language too (e.g. "Anglais" → "English").
      expect
        .soft(english.text, `the English PDF holds the ${part} "${shownEn[part]}"`)
        .toContain(shownEn[part]);
    }

    // Back to French, as the account was (other journeys may read this account).
    await page.getByTestId('language-switch-fr').click();
    await expect(page.getByTestId('resume-section-languages').getByRole('heading')).toHaveText('Langues');
    expect(pathOf(page)).toBe('/visualisation');
  });
});
