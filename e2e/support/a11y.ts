/**
 * Accessibility and layout checks shared by the browser journeys: axe-core's WCAG 2.2 A and AA
 * rules on a part of the page, and the 390 px rule (nothing wider than the viewport).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits two frames, then until no animation or transition runs. A dialog fading in has its text at partial opacity
 * and a menu sliding out is half-way across: axe and the layout checks would measure a frame of the
 * transition (seen on a loaded machine), not what the reader sees once it settles.
 */
export async function settle(page: Page): Promise<void> {
  // Two frames first: a resize reaches React's media queries in an effect, then a render.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** axe-core violations (WCAG 2.2 A and AA rules) inside `selector`, as "rule: target" lines. */
export async function violations(page: Page, selector: string): Promise<string[]> {
  await settle(page);
  const result = await new AxeBuilder({ page }).include(selector).withTags(WCAG).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** True when the page scrolls sideways (something wider than the viewport). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  // Measured once the layout has followed a resize (the wide layout, caught half-way on a loaded
  // machine, is wider than a phone).
  await settle(page);
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/**
 * Visible controls that reach past the viewport's left or right edge, by test id, label or text: a
 * control cut off at the side cannot be read or hit whole (issue #11 §3). The page's sideways
 * scrolling (`overflowsSideways`) misses them in a fixed bar, such as the header, which does not
 * widen the page. Not counted: a control inside a box that scrolls sideways (a wide table's own
 * scroll), one in an inert part (the closed side panel), or one hidden by opacity or clipping
 * (the skip link until it has the focus).
 */
export async function controlsCutOff(page: Page): Promise<string[]> {
  await settle(page);
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab]';
    const scrollsSideways = (element: HTMLElement): boolean => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth)
          return true;
      }
      return false;
    };
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        if (box.left >= -1 && box.right <= window.innerWidth + 1) return false;
        if (element.closest('[inert]')) return false;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        return !scrollsSideways(element);
      })
      .map(
        (element) =>
          element.dataset.testid ??
          element.getAttribute('aria-label') ??
          ((element.textContent ?? '').trim().slice(0, 40) || element.tagName.toLowerCase()),
      );
  });
}

/**
 * Pairs of visible controls (links, buttons, fields, ARIA widgets) whose boxes overlap by more than
 * 2 px each way, as "a ⟷ b" lines naming each by test id, label or text: two controls on top of
 * each other cannot both be clicked (issue #11 §3). A control inside another (an icon button in a
 * field, a link in a button) is not counted, nor a control in a field's own section (a clear or
 * step button drawn over the field's right end), nor one hidden by opacity (Mantine's native inputs
 * under their styled twin), nor a control of a bar pinned to the screen against the page scrolling
 * under it. While a modal dialog is open only its controls count: the page behind is out of reach.
 */
export async function overlappingControls(page: Page): Promise<string[]> {
  await settle(page);
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=tab]',
      '[role=combobox]',
      '[role=link]',
    ].join(',');
    const modals = [...document.querySelectorAll<HTMLElement>('[role=dialog][aria-modal=true]')].filter(
      (dialog) => dialog.checkVisibility(),
    );
    const reachable = (element: HTMLElement) =>
      modals.length === 0 || modals.some((dialog) => dialog.contains(element));
    // A bar pinned to the screen (sticky or fixed) has the page scroll under it: its controls
    // cross the page's as the user scrolls, which is not two controls laid on top of each other.
    const pinned = (element: HTMLElement): boolean => {
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'sticky' || position === 'fixed') return true;
      }
      return false;
    };
    const inSectionOf = (control: HTMLElement, field: HTMLElement) =>
      control.closest('.mantine-Input-section')?.parentElement?.contains(field) ?? false;
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (!reachable(element)) return false;
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    });
    const name = (element: HTMLElement) =>
      element.dataset.testid ??
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').trim().slice(0, 40) ??
      element.tagName.toLowerCase();
    const isPinned = new Map(controls.map((control) => [control, pinned(control)]));
    const overlaps: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a) || inSectionOf(a, b) || inSectionOf(b, a)) continue;
        if (isPinned.get(a) !== isPinned.get(b)) continue;
        const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (width > 2 && height > 2) overlaps.push(`${name(a)} ⟷ ${name(b)}`);
      }
    });
    return overlaps;
  });
}

/**
 * Mantine's classes on the page that no loaded stylesheet defines, as "m_… (mantine-Part)" lines.
 * Mantine names a part `m_<hash>` only where its CSS file styles it, so such a class means the
 * component's file is missing from `mantine-first.css` or `mantine-more.css` (issue #11 §6: they
 * hold only the components the app uses) and the component shows unstyled.
 */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)\b/g)) defined.add(match[1]!);
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const missing = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) {
        if (/^m_[0-9a-f]+$/.test(name) && !defined.has(name) && !missing.has(name)) {
          const part = Array.from(element.classList).find((other) => other.startsWith('mantine-'));
          missing.set(name, part ?? element.tagName.toLowerCase());
        }
      }
    }
    return [...missing].map(([name, part]) => `${name} (${part})`);
  });
}
