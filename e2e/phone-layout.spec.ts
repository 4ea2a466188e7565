/**
 * Issue #26 §19, on a phone (390 px), in French and in English, as the demo employee (a filled
 * file): the missions' action bar (Previous / Save / Next, Finish on mission 7) is one row, each
 * control keeps its accessible name and a touch target of at least 44 × 44 px (WCAG 2.5.5; 2.5.8
 * asks 24 px); mission 4's chips (functional skills) show their whole text, long ones included.
 * The page header ("Mes missions", the grade and stars, the "3/7" counter) is one row too (issue
 * #26 leftovers: it took two rows in French).
 *
 * Nothing is saved but the display language, which is put back to French whatever happens. The
 * long functional skill typed on mission 4 is removed before leaving (nothing left to save).
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { settle } from './support/a11y.ts';
import { ACCOUNTS } from './support/accounts.ts';
import { visit } from './support/app.ts';
import { signIn } from './support/auth.ts';

type Language = 'fr' | 'en';

const PHONE = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 800 } as const;
/** WCAG 2.5.5 (AAA) target size; 2.5.8 (AA) asks 24 px. */
const TARGET = 44;
/** Controls on one row share their top within this many pixels. */
const SAME_ROW = 4;

/**
 * A functional skill as long as allowed (80 characters, SOFT_SKILL_MAX) with long words, the worst
 * case of a chip: it needs more than the 390 px of a phone.
 */
const LONG_SKILL = 'Accompagnement au changement organisationnel et animation de communautés métiers';

/** A JSON catalogue of `packages/domain/src/i18n/<language>/`. */
function catalogue<T>(language: Language, file: string): T {
  const url = new URL(`../packages/domain/src/i18n/${language}/${file}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

/** The labels of the catalogues in `language` (what a screen reader names the controls). */
function webLabels(language: Language) {
  const web = catalogue<{ takeoff: Record<string, string> }>(language, 'web.json');
  const missions = catalogue<Record<string, string>>(language, 'missions/common.json');
  return {
    previous: web.takeoff.previous ?? 'missing',
    next: web.takeoff.next ?? 'missing',
    finish: web.takeoff.finish ?? 'missing',
    save: missions.save ?? 'missing',
  };
}

/** Switches the signed-in account's display language (spec §9, saved in its settings). */
async function chooseLanguage(page: Page, language: Language): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith('/api/users/me'),
  );
  await page.getByTestId(`language-switch-${language}`).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The boxes of the action bar's buttons, as shown. */
async function actionBoxes(page: Page) {
  return page
    .getByTestId('mission-actions')
    .locator('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return { id: button.dataset.testid ?? '?', top: box.top, width: box.width, height: box.height };
      }),
    );
}

/** Checks the action bar of the mission shown: one row, named controls, 44 px targets. */
async function expectOneRowBar(page: Page, language: Language, step: number): Promise<void> {
  await visit(page, `/takeoff/${step}`);
  await page.setViewportSize(PHONE);
  await settle(page);
  const labels = webLabels(language);
  const bar = page.getByTestId('mission-actions');
  await expect(bar.getByTestId('mission-previous')).toHaveAccessibleName(labels.previous);
  await expect(bar.getByTestId('mission-save')).toHaveAccessibleName(labels.save);
  if (step === 7) await expect(bar.getByTestId('mission-finish')).toHaveAccessibleName(labels.finish);
  else await expect(bar.getByTestId('mission-next')).toHaveAccessibleName(labels.next);

  const boxes = await actionBoxes(page);
  expect(boxes).toHaveLength(3);
  const tops = boxes.map((box) => box.top);
  expect
    .soft(
      Math.max(...tops) - Math.min(...tops),
      `${language} /takeoff/${step}: the action bar is one row (${JSON.stringify(boxes)})`,
    )
    .toBeLessThanOrEqual(SAME_ROW);
  for (const box of boxes) {
    expect.soft(box.height, `${language} ${box.id} height`).toBeGreaterThanOrEqual(TARGET);
    expect.soft(box.width, `${language} ${box.id} width`).toBeGreaterThanOrEqual(TARGET);
  }
  await page.screenshot({ path: test.info().outputPath(`actions-${language}-${step}.png`) });
}

/**
 * Checks the missions' page header on a phone: the counter ("3/7") sits beside the title, on the
 * same row, the header is no taller than its tallest part (nothing wrapped to a second row), and
 * the title is one line.
 */
async function expectOneRowHeader(page: Page, language: Language, step: number): Promise<void> {
  await visit(page, `/takeoff/${step}`);
  await page.setViewportSize(PHONE);
  await settle(page);
  const counter = page.getByTestId('mission-counter');
  await expect(counter).toHaveText(`${step}/7`);
  // The header is the counter's row: the title's block and the counter.
  const layout = await counter.evaluate((element) => {
    const header = element.parentElement;
    if (!header) return null;
    const box = (node: Element) => {
      const { top, bottom, height } = node.getBoundingClientRect();
      return { top, bottom, height };
    };
    const title = header.querySelector('h1') ?? header;
    // The title's lines: its text's boxes, one per line (distinct tops).
    const range = document.createRange();
    range.selectNodeContents(title);
    const titleLines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    return {
      titleLines,
      header: box(header),
      parts: [...header.children].map(box),
      title: box(title),
      counter: box(element),
    };
  });
  if (!layout) throw new Error('the counter has no header around it');
  const tallest = Math.max(...layout.parts.map((part) => part.height));
  const described = `${language} /takeoff/${step}: ${JSON.stringify(layout)}`;
  expect
    .soft(layout.header.height, `${described}: the header is one row`)
    .toBeLessThanOrEqual(tallest + SAME_ROW);
  expect.soft(layout.titleLines, `${described}: the title is one line`).toBe(1);
  const middle = (layout.counter.top + layout.counter.bottom) / 2;
  expect
    .soft(
      middle > layout.title.top && middle < layout.title.bottom,
      `${described}: the counter beside the title`,
    )
    .toBe(true);
  await page.screenshot({ path: test.info().outputPath(`header-${language}-${step}.png`) });
}

/** The chips of mission 4 whose text is cut (wider than its box), as "text" lines. */
async function cutChips(page: Page): Promise<string[]> {
  return page.getByTestId('soft-skill').evaluateAll((chips) =>
    chips.flatMap((chip) => {
      const label = chip.querySelector<HTMLElement>('.mantine-Pill-label') ?? chip;
      const cut =
        label.scrollWidth > label.clientWidth + 1 ||
        label.scrollHeight > label.clientHeight + 1 ||
        chip.getBoundingClientRect().right > document.documentElement.clientWidth;
      return cut ? [label.textContent ?? ''] : [];
    }),
  );
}

for (const language of ['fr', 'en'] as const) {
  test(`on a phone in ${language}, the header and the action bar are one row each and mission 4's chips show their text`, async ({
    page,
  }) => {
    await page.setViewportSize(DESK);
    await signIn(page, ACCOUNTS.employee, { path: '/takeoff/1' });
    try {
      await chooseLanguage(page, language);
      // Mission 1 (Previous disabled), a middle mission, the last one (Finish).
      for (const step of [1, 3, 7]) await expectOneRowBar(page, language, step);
      await expectOneRowHeader(page, language, 3);

      await visit(page, '/takeoff/4');
      await page.setViewportSize(PHONE);
      await expect(page.getByTestId('soft-skill').first()).toBeVisible();
      await page.getByTestId('soft-skill-input').fill(LONG_SKILL);
      await page.getByTestId('soft-skill-add').click();
      const long = page.getByTestId('soft-skill').filter({ hasText: LONG_SKILL });
      await expect(long).toBeVisible();
      await settle(page);
      await page.screenshot({
        path: test.info().outputPath(`chips-${language}.png`),
        fullPage: true,
      });
      expect.soft(await cutChips(page), `${language}: chips with their text cut`).toEqual([]);
      // Nothing to save: the long skill goes again.
      await long.getByRole('button').click();
      await expect(long).toHaveCount(0);
    } finally {
      await page.setViewportSize(DESK);
      await chooseLanguage(page, 'fr');
    }
  });
}
