/**
 * Issue #11 §4 "never lose typed data", in the browser: a reload in the middle of a mission offers
 * back what was typed; a save the API fails (500 once) keeps the user on the mission with the
 * notice beside — never over — the mission's buttons, and the notice goes once the retry works.
 * The employee's desired position is put back as it was at the end.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { overflowsSideways, violations } from './support/a11y.ts';
import { ACCOUNTS } from './support/accounts.ts';
import { visit, waitForApp } from './support/app.ts';
import { signIn } from './support/auth.ts';

const RESUME_SAVE = /\/api\/users\/[^/]+\/resume$/;

/** True when the boxes of `a` and `b` share more than a pixel each way. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) return false;
  const width = Math.min(boxA.x + boxA.width, boxB.x + boxB.width) - Math.max(boxA.x, boxB.x);
  const height = Math.min(boxA.y + boxA.height, boxB.y + boxB.height) - Math.max(boxA.y, boxB.y);
  return width > 1 && height > 1;
}

/** Saves mission 2 with `position` as the desired position (Save, in place). */
async function savePosition(page: Page, position: string): Promise<void> {
  await page.getByTestId('job-desired-position').fill(position);
  const saved = page.waitForResponse((response) => RESUME_SAVE.test(response.url()));
  await page.getByTestId('mission-save').click();
  expect((await saved).status()).toBe(200);
}

test('a reload in the middle of mission 2 offers the typed entries back; a 500 keeps the user there', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.employee, { path: '/takeoff/2' });
  const position = page.getByTestId('job-desired-position');
  await expect(position).toBeVisible();
  const original = await position.inputValue();

  try {
    // Typed, not saved, then the page reloads (as after an expired session).
    await position.fill('Architecte cloud');
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('highlight:draft:'))),
      )
      .toHaveLength(1);
    await visit(page, '/takeoff/2');
    const offer = page.getByTestId('draft-offer');
    await expect(offer).toContainText("n'a pas été enregistré");
    await expect(position).toHaveValue(original);
    // The offer passes axe and fits a phone.
    expect(await violations(page, '[data-testid=draft-offer]')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsSideways(page)).toBe(false);
    expect(await violations(page, '[data-testid=draft-offer]')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('draft-restore').click();
    await expect(position).toHaveValue('Architecte cloud');
    await expect(offer).toHaveCount(0);

    // The API fails the save once: Next stays on the mission; the notice is not over the buttons.
    let failures = 1;
    await page.route(RESUME_SAVE, async (route) => {
      if (route.request().method() === 'PATCH' && failures-- > 0) {
        await route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Internal error' } });
      } else {
        await route.fallback();
      }
    });
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      if (size.width === 390) {
        await page.getByTestId('mission-next').click();
        await expect(page.getByText("Votre dossier n'a pas pu être enregistré.")).toBeVisible();
        await expect(page).toHaveURL(/\/takeoff\/2$/);
      }
      const notice = page.locator('[data-notification-type=error]');
      await expect(notice).toBeVisible();
      for (const button of ['mission-previous', 'mission-save', 'mission-next']) {
        const control = page.getByTestId(button);
        await expect(control).toBeInViewport();
        expect(await overlap(notice, control), `the notice covers ${button} at ${size.width} px`).toBe(false);
      }
    }

    // The retry (Save, after the failed Next) saves in place and the notice goes.
    const saved = page.waitForResponse((response) => RESUME_SAVE.test(response.url()));
    await page.getByTestId('mission-save').click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('[data-notification-type=error]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/takeoff\/2$/);

    // Saved: nothing is offered after the next reload.
    await visit(page, '/takeoff/2');
    await expect(position).toHaveValue('Architecte cloud');
    await expect(page.getByTestId('draft-offer')).toHaveCount(0);
  } finally {
    await page.unrouteAll();
    await visit(page, '/takeoff/2');
    await waitForApp(page);
    if ((await position.inputValue()) !== original) await savePosition(page, original);
  }
});
