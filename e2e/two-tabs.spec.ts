/**
 * Issue #26 §13 "two tabs lose data", in the browser: one person, two tabs of one browser (two
 * pages of one context). Tab B opens mission 4, tab A adds a functional skill and saves, tab B adds
 * another and saves: the API refuses B's stale version (409) or B's cache already moved on, and B
 * merges both (packages/domain resume-merge.ts) — A's and B's skills both survive. Then a true
 * conflict (the desired position changed in both tabs) opens the conflict dialog, which passes axe,
 * and the side chosen is saved. The employee's file is put back as it was at the end.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { violations } from './support/a11y.ts';
import { ACCOUNTS } from './support/accounts.ts';
import { visit, waitForApp } from './support/app.ts';
import { LOGIN_URL, signIn, submitLogin } from './support/auth.ts';

const RESUME_SAVE = /\/api\/users\/[^/]+\/resume$/;

/** A second tab of the same browser on `path`, signed in through the provider's session. */
async function secondTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'commit' });
  // The tokens live in each tab's sessionStorage: the provider's session signs the tab in, or asks.
  const signedIn = page.getByTestId('logout');
  await expect(signedIn.or(page.getByLabel('Mot de passe', { exact: true }))).toBeVisible({
    timeout: 30_000,
  });
  if (LOGIN_URL.test(page.url())) await submitLogin(page, ACCOUNTS.employee);
  await waitForApp(page);
  return page;
}

/** Adds functional skill `skill` on mission 4 (typed, not saved). */
async function addSoftSkill(page: Page, skill: string): Promise<void> {
  await page.getByTestId('soft-skill-input').fill(skill);
  await page.getByTestId('soft-skill-input').press('Enter');
  await expect(page.getByTestId('soft-skill').filter({ hasText: skill })).toBeVisible();
}

/** Clicks Save on the mission and waits until the save that answers 200 (a 409 may come first). */
async function saveMission(page: Page): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      RESUME_SAVE.test(response.url()) &&
      response.request().method() === 'PATCH' &&
      response.status() === 200,
  );
  await page.getByTestId('mission-save').click();
  await saved;
}

test('two tabs of one person: both functional skills survive; a true conflict asks, mine or theirs', async ({
  page: tabA,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const skillA = `Écoute onglet A ${stamp}`;
  const skillB = `Rigueur onglet B ${stamp}`;
  await signIn(tabA, ACCOUNTS.employee, { path: '/takeoff/4' });
  await waitForApp(tabA);
  const tabB = await secondTab(context, '/takeoff/4');

  try {
    // B has the file open; A adds a skill and saves; B adds another and saves.
    await expect(tabB.getByTestId('soft-skill-input')).toBeVisible();
    await tabA.bringToFront();
    await addSoftSkill(tabA, skillA);
    await saveMission(tabA);
    await tabB.bringToFront();
    await addSoftSkill(tabB, skillB);
    await saveMission(tabB);

    // Both survive: on B at once, and in the file as A reloads it.
    await expect(tabB.getByTestId('soft-skill').filter({ hasText: skillA })).toBeVisible();
    await expect(tabB.getByTestId('soft-skill').filter({ hasText: skillB })).toBeVisible();
    await tabA.bringToFront();
    await visit(tabA, '/takeoff/4');
    await expect(tabA.getByTestId('soft-skill').filter({ hasText: skillA })).toBeVisible();
    await expect(tabA.getByTestId('soft-skill').filter({ hasText: skillB })).toBeVisible();
  } finally {
    await tabA.bringToFront();
    await visit(tabA, '/takeoff/4');
    let removed = false;
    for (const skill of [skillA, skillB]) {
      const remove = tabA.getByRole('button', { name: `Retirer « ${skill} »` });
      if ((await remove.count()) > 0) {
        await remove.click();
        removed = true;
      }
    }
    if (removed) await saveMission(tabA);
  }

  // A true conflict: the desired position changed in both tabs.
  await visit(tabA, '/takeoff/2');
  await visit(tabB, '/takeoff/2');
  const positionA = tabA.getByTestId('job-desired-position');
  const before = await positionA.inputValue();
  try {
    await tabB.getByTestId('job-desired-position').fill('Architecte logiciel');
    await tabA.bringToFront();
    await positionA.fill('Architecte cloud');
    await saveMission(tabA);

    await tabB.bringToFront();
    await tabB.getByTestId('mission-save').click();
    const dialog = tabB.getByRole('dialog', { name: 'Modifié des deux côtés' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Architecte logiciel/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Architecte cloud/ })).toBeVisible();
    expect(await violations(tabB, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('radio', { name: /Architecte cloud/ }).check();
    const saved = tabB.waitForResponse(
      (response) => RESUME_SAVE.test(response.url()) && response.request().method() === 'PATCH',
    );
    await dialog.getByTestId('merge-conflict-save').click();
    expect((await saved).status()).toBe(200);
    await expect(tabB.getByTestId('job-desired-position')).toHaveValue('Architecte cloud');
  } finally {
    await tabA.bringToFront();
    await visit(tabA, '/takeoff/2');
    if ((await positionA.inputValue()) !== before) {
      await positionA.fill(before);
      await saveMission(tabA);
    }
  }
});
