/**
 * Issue #2 journey 5, the back office in a real browser through the real sign-in page: admin, HR
 * and superadmin land on the dashboard listing the collaborators; HR chooses "my candidates" or
 * "all"; a row opens /user, whose PDF downloads; collaborators are kept out (spec §2 guards).
 * Also the 404 page with its back link, and logout with confirmation (spec §2).
 * Nothing here changes the database.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, backOfficeName, type DemoAccount } from './support/accounts.ts';
import { expectLoginPage, signIn, submitLogin } from './support/auth.ts';
import { goTo, visit } from './support/app.ts';
import { downloadPdf } from './support/pdf.ts';

/** The dashboard columns, in order (packages/domain/src/i18n/fr/backOffice.json). */
const COLUMNS = [
  'Nom',
  'Trigramme',
  'Poste recherché',
  'Statut',
  'Référent',
  'Étoiles',
  'Dernière mise à jour',
  'Dossier',
] as const;
const column = (name: (typeof COLUMNS)[number]) => COLUMNS.indexOf(name);
const STATUSES = ['En cours', 'En attente de validation', 'Hors processus'];

/** The cells of column `name` in every row shown (after the selection's checkbox column). */
function cellsOf(page: Page, name: (typeof COLUMNS)[number]): Locator {
  return page.getByTestId('dashboard-row').locator(`td:nth-child(${column(name) + 2})`);
}

/** The number in "N collaborateurs" above the list, once the list has loaded. */
async function totalShown(page: Page): Promise<number> {
  const total = page.getByTestId('dashboard-total');
  await expect(total).toHaveText(/^\d+ collaborateurs?$/);
  return Number((await total.innerText()).split(' ')[0]);
}

/** Checks the dashboard is shown and lists collaborators with the columns of spec §2. */
async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  // The first column selects rows (issue #9); its header selects the page.
  await expect(page.getByRole('columnheader')).toHaveText(['', ...COLUMNS]);
  const rows = page.getByTestId('dashboard-row');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  const expectColumn = async (name: (typeof COLUMNS)[number], check: (text: string) => void) => {
    const texts = await cellsOf(page, name).allTextContents();
    expect(texts, `one "${name}" cell per row`).toHaveLength(shown);
    texts.forEach(check);
  };
  await expectColumn('Nom', (text) => expect(text).toMatch(/\S/));
  await expectColumn('Trigramme', (text) => expect(text).toMatch(/^[A-Z][A-Z0-9]{2}$/));
  await expectColumn('Poste recherché', (text) => expect(text).toMatch(/\S/));
  await expectColumn('Statut', (text) => expect(STATUSES).toContain(text));
  // A referee's name, or "—" for nobody.
  await expectColumn('Référent', (text) => expect(text).toMatch(/^(—|[A-ZÀ-Ý' -]+ \S.*)$/));
  await expectColumn('Étoiles', (text) => expect(text).toMatch(/^\d{1,2}\/14$/));
  await expectColumn('Dernière mise à jour', (text) => expect(text).toMatch(/\d{4}/));
  // spec §4: files not updated for 6 months carry the outdated mark (the demo data has some).
  await expect(page.getByTestId('dashboard-outdated').first()).toHaveText('Obsolète');
  const outdated = await page.getByTestId('dashboard-outdated').count();
  expect(outdated).toBeLessThan(shown);
}

const STAFF: { role: string; account: DemoAccount }[] = [
  { role: 'admin', account: ACCOUNTS.admin },
  { role: 'human_ressources', account: ACCOUNTS.hr },
  { role: 'superadmin', account: ACCOUNTS.superadmin },
];

test.describe('back office (journey 5)', () => {
  for (const { role, account } of STAFF) {
    test(`${role} lands on the dashboard listing the collaborators`, async ({ page }) => {
      await signIn(page, account);
      await expectDashboard(page);
      await expect(page.getByTestId('nav-dashboard')).toBeVisible();
      await expect(page.getByTestId('nav-home')).toHaveCount(0);
      // Only superadmins manage roles (spec §6); only HR chooses between their candidates and all.
      await expect(page.getByTestId('nav-change-roles')).toHaveCount(role === 'superadmin' ? 1 : 0);
      await expect(page.getByRole('radiogroup', { name: 'Candidats affichés' })).toHaveCount(
        role === 'human_ressources' ? 1 : 0,
      );
      // A staff-only user going to a collaborator route is sent to the dashboard (spec §2).
      await goTo(page, '/home');
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }

  test('HR sees "my candidates" (where they are the referee) or all of them', async ({ page }) => {
    await signIn(page, ACCOUNTS.hr);
    await expectDashboard(page);
    const hrName = backOfficeName(ACCOUNTS.hr);

    // "My candidates" by default: every row's referee is the HR user.
    await expect(page.getByRole('radio', { name: 'Mes candidats' })).toBeChecked();
    const mine = await totalShown(page);
    const rows = page.getByTestId('dashboard-row');
    expect(await rows.count()).toBe(Math.min(mine, 50));
    const mineReferees = await cellsOf(page, 'Référent').allTextContents();
    expect(mineReferees.length).toBeGreaterThan(0);
    expect(new Set(mineReferees)).toEqual(new Set([hrName]));

    // "All": more collaborators, some followed by another referee or by none.
    await page.getByTestId('dashboard-scope-all').click();
    await expect(page).toHaveURL(/[?&]scope=all/);
    await expect(page.getByRole('radio', { name: 'Tous' })).toBeChecked();
    await expect(page.getByTestId('dashboard-total')).not.toHaveText(`${mine} collaborateurs`);
    const all = await totalShown(page);
    expect(all).toBeGreaterThan(mine);
    await expect
      .poll(async () => (await cellsOf(page, 'Référent').allTextContents()).some((name) => name !== hrName))
      .toBe(true);

    // And back: the same list as before.
    await page.getByTestId('dashboard-scope-mine').click();
    await expect(page.getByTestId('dashboard-total')).toHaveText(`${mine} collaborateurs`);
    await expect
      .poll(async () => new Set(await cellsOf(page, 'Référent').allTextContents()))
      .toEqual(new Set([hrName]));
  });

  test("a row opens the collaborator's file (/user), whose PDF downloads", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expectDashboard(page);
    const person = ACCOUNTS.employee;
    const name = backOfficeName(person);

    await page.getByTestId('dashboard-search').fill(person.lastname);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${person.lastname}`));
    const row = page.getByRole('row', { name: `Ouvrir le dossier de ${name}`, exact: true });
    await expect(row).toBeVisible();
    const userId = await row.getAttribute('data-user-id');
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    await row.click();

    await expect(page).toHaveURL(new RegExp(`/user\\?id=${userId}$`));
    await expect(page.getByTestId('user-name')).toHaveText(name);
    await expect(page.getByTestId('user-info')).toContainText(person.email);
    const identity = page.getByTestId('resume-view').getByTestId('resume-identity');
    const fullName = `${person.firstname} ${person.lastname.toLocaleUpperCase('fr')}`;
    await expect(identity.getByRole('heading', { level: 2 })).toHaveText(fullName);
    const desiredPosition = await identity.getByTestId('resume-desired-position').innerText();

    const pdf = await downloadPdf(page.getByTestId('user-download-pdf'));
    expect(pdf.filename).toMatch(/^MARTIN_Julie_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.text).toContain(person.email);
    expect(pdf.text).toContain(desiredPosition);
    expect.soft(pdf.text, `the PDF holds the name "${fullName}"`).toContain(fullName);

    // The back link returns to the dashboard with its search.
    await page.getByTestId('user-back').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?q=${person.lastname}$`));
    await expect(page.getByTestId('dashboard-search')).toHaveValue(person.lastname);
  });

  test('a collaborator trying the back-office URLs is sent to Home', async ({ page }) => {
    await signIn(page, ACCOUNTS.employee);
    await expect(page).toHaveURL(/\/home$/);
    // Typed in the address bar (a full load)…
    await visit(page, '/dashboard');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('nav-dashboard')).toHaveCount(0);
    // …or reached inside the app: every back-office route is guarded.
    for (const path of ['/dashboard', '/user', '/login-admin', '/change-roles']) {
      await goTo(page, path);
      await expect(page, `${path} sends a collaborator to Home`).toHaveURL(/\/home$/);
      await expect(page.getByTestId('home')).toBeVisible();
    }
  });

  test('a superadmin route sends an admin to Home, hence to the dashboard', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await goTo(page, '/change-roles');
    await expectDashboard(page);
  });
});

test.describe('404 page and logout (spec §2)', () => {
  test('an unknown path shows the 404 page, whose back link leads home', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await visit(page, '/no-such-page');
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(notFound.getByRole('heading', { level: 2 })).toHaveText('Page introuvable');
    await expect(page).toHaveURL(/\/no-such-page$/);
    await page.getByTestId('not-found-back').click();
    // "/" → Home, which sends staff to the dashboard.
    await expectDashboard(page);
  });

  test('a mission beyond 7/7 is a 404 as well', async ({ page }) => {
    await signIn(page, ACCOUNTS.employee, { path: '/takeoff/8' });
    await expect(page).toHaveURL(/\/takeoff\/8$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByTestId('not-found-back').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('logout asks first, then signs out at the provider', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expectDashboard(page);

    // Cancelled: still signed in, on the same screen.
    await page.getByTestId('logout').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Voulez-vous vraiment vous déconnecter ? Les données non enregistrées seront perdues.',
    );
    await dialog.getByTestId('logout-cancel').click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Confirmed: the provider ends the session and the signed-out app asks to sign in.
    await page.getByTestId('logout').click();
    await dialog.getByTestId('logout-confirm').click();
    await expectLoginPage(page);

    // The session is gone: the app asks to sign in again, then returns to the page asked for.
    await page.goto('/dashboard');
    await submitLogin(page, ACCOUNTS.admin, { rememberMe: true });
    await expectDashboard(page);
  });
});
