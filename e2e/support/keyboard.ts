/**
 * Moving through the app with the keyboard alone (issue #11 §2), checking on the way that every
 * control reached shows where the focus is.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What is wrong with the focused element, or null when the focus is visible: on the page (not
 * hidden, not off-screen in a closed panel) and drawn (an outline or a shadow; for Mantine's
 * visually hidden radio and checkbox inputs, on their label or the control drawn beside them).
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const name = `${element.tagName.toLowerCase()}[data-testid=${element.dataset.testid ?? ''}] "${(
      element.getAttribute('aria-label') ??
      element.textContent ??
      ''
    )
      .trim()
      .slice(0, 40)}"`;
    const drawn = (target: Element | null) => {
      if (!target) return false;
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      return outline || style.boxShadow !== 'none';
    };
    const rect = element.getBoundingClientRect();
    const offScreen = rect.right <= 0 || rect.left >= window.innerWidth;
    const hiddenInput =
      element instanceof HTMLInputElement && ['radio', 'checkbox'].includes(element.type) && rect.width <= 1;
    if (hiddenInput || (element instanceof HTMLInputElement && getComputedStyle(element).opacity === '0')) {
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
      return drawn(element) || drawn(label) || drawn(element.nextElementSibling)
        ? null
        : `${name}: no focus ring on the control or its label`;
    }
    if (offScreen || !element.checkVisibility({ visibilityProperty: true }))
      return `${name}: focused while hidden or off-screen`;
    return drawn(element) ? null : `${name}: no visible focus ring`;
  });
}

/** Whether `target` holds the focus (itself or one of its descendants). */
function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, failing when a control passed
 * on the way hides its focus, or after `max` presses.
 */
export async function tabTo(target: Locator, options: { back?: boolean; max?: number } = {}): Promise<void> {
  const page = target.page();
  const passed: string[] = [];
  for (let press = 0; press < (options.max ?? 80); press++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    expect(await focusProblem(page), `after ${press + 1} Tab presses`).toBeNull();
    if (await holdsFocus(target)) return;
    passed.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.dataset.testid ?? element?.tagName ?? '?';
      }),
    );
  }
  throw new Error(`Tab never reached the target; passed: ${passed.join(', ')}`);
}

/** Tabs to `target` and presses `key` on it (Enter by default: links and buttons). */
export async function activate(target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(target);
  await target.page().keyboard.press(key);
}
