/**
 * Accessibility and layout checks shared by the browser journeys: axe-core's WCAG 2.2 A and AA
 * rules on a part of the page, and the 390 px rule (nothing wider than the viewport).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core violations (WCAG 2.2 A and AA rules) inside `selector`, as "rule: target" lines. */
export async function violations(page: Page, selector: string): Promise<string[]> {
  // A dialog fading in has its text at partial opacity: axe would measure the contrast of a frame
  // of the transition (seen on a loaded machine), not of what the reader sees once it settles.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const result = await new AxeBuilder({ page }).include(selector).withTags(WCAG).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** True when the page scrolls sideways (something wider than the viewport). */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
