/**
 * Accessibility and layout checks shared by the browser journeys: axe-core's WCAG 2.2 A and AA
 * rules on a part of the page, and the 390 px rule (nothing wider than the viewport).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * `settled`: the caller has just waited for the page to settle (`settle`) and changed nothing
 * since, so a check need not wait again (a screen's dozen checks then wait once, not eight times).
 */
export interface CheckOptions {
  settled?: boolean;
}

/**
 * axe-core violations (WCAG 2.2 A and AA rules) inside `selector`, as "rule: target" lines.
 * `axe.run` in the page itself (`setLegacyMode`) and only the violations kept (`resultTypes`):
 * AxeBuilder's default runs each frame apart and merges their results in a blank page it opens
 * for every scan, for the sake of cross-origin frames, which the app has none of. Measured on a
 * loaded 2-core machine, with the same violations: the Inventory's scan 21–24 s by default, 7–8 s
 * this way; the dashboard's 4–6 s and 2 s.
 */
export async function violations(
  page: Page,
  selector: string,
  { settled }: CheckOptions = {},
): Promise<string[]> {
  if (!settled) await settle(page);
  // `options` first: it replaces the options object, which `withTags` then completes.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG)
    .include(selector)
    .setLegacyMode()
    .analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** True when the page scrolls sideways (something wider than the viewport). */
export async function overflowsSideways(page: Page, { settled }: CheckOptions = {}): Promise<boolean> {
  // Measured once the layout has followed a resize (the wide layout, caught half-way on a loaded
  // machine, is wider than a phone).
  if (!settled) await settle(page);
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
export async function controlsCutOff(page: Page, { settled }: CheckOptions = {}): Promise<string[]> {
  if (!settled) await settle(page);
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
export async function overlappingControls(page: Page, { settled }: CheckOptions = {}): Promise<string[]> {
  if (!settled) await settle(page);
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

/** The largest an icon is drawn, in CSS px (Mantine's biggest, an xl ActionIcon's, is 44 px). */
export const ICON_MAX_PX = 64;

/**
 * Icons drawn far larger than an icon (a control whose styles are missing: Mantine's checkbox tick
 * and a select's chevron have no size but their CSS, so without it they fill their box, 200 px
 * and more), as "what (width × height px)" lines: a visible `svg`, not inside another, wider or
 * taller than `ICON_MAX_PX`. Not counted: a chart (recharts' drawing) and an avatar
 * (`avatar-image-…`, 120 px on purpose), which are drawings, not icons.
 */
export async function oversizedIcons(page: Page): Promise<string[]> {
  return page.evaluate((max) => {
    const found: string[] = [];
    for (const icon of document.querySelectorAll<SVGSVGElement>('svg')) {
      if (icon.parentElement?.closest('svg')) continue;
      if (icon.closest('.recharts-wrapper, [data-testid^="avatar-image-"]')) continue;
      const box = icon.getBoundingClientRect();
      if (box.width <= max && box.height <= max) continue;
      if (!icon.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const holder = icon.closest<HTMLElement>('[data-testid], [class*="mantine-"], label, button');
      const what =
        holder?.dataset.testid ??
        [...(holder?.classList ?? [])].find((name) => /^mantine-[A-Z]/.test(name)) ??
        ((holder?.textContent ?? '').trim().slice(0, 40) || 'svg');
      found.push(`${what} (${Math.round(box.width)} × ${Math.round(box.height)} px)`);
    }
    return found;
  }, ICON_MAX_PX);
}

/**
 * Mantine's controls drawn with the browser's own look, as "mantine-Part (tag)" lines: a visible
 * button, input, select or textarea with a `mantine-…` class whose appearance, top border and
 * background are those of the same element without any author style (measured on a twin in a
 * shadow root, where the page's stylesheets do not reach). Mantine gives each control its own
 * (`appearance: none` for a checkbox, a 1 px border for a field, no outset border for a button):
 * the browser's means the component's styles never arrived.
 */
export async function browserDefaultControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const properties = [
      'appearance',
      'border-top-style',
      'border-top-width',
      'border-top-color',
      'background-color',
    ];
    const host = document.createElement('div');
    host.style.cssText = 'position: absolute; width: 0; height: 0; overflow: hidden;';
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const looks = new Map<string, string>();
    const lookOf = (element: Element) => {
      const style = getComputedStyle(element);
      return properties.map((name) => style.getPropertyValue(name)).join(' | ');
    };
    const defaultLookOf = (element: Element) => {
      const type = element.getAttribute('type') ?? '';
      const key = `${element.tagName} ${type}`;
      let look = looks.get(key);
      if (look === undefined) {
        const twin = document.createElement(element.tagName);
        if (type) twin.setAttribute('type', type);
        shadow.append(twin);
        look = lookOf(twin);
        looks.set(key, look);
      }
      return look;
    };
    const found = new Set<string>();
    try {
      for (const control of document.querySelectorAll<HTMLElement>(
        'button[class*="mantine-"], input[class*="mantine-"], select[class*="mantine-"], textarea[class*="mantine-"]',
      )) {
        if (control.getAttribute('type') === 'hidden') continue;
        const box = control.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (lookOf(control) !== defaultLookOf(control)) continue;
        // The component's part (`mantine-Checkbox-input`), not a helper class (`mantine-focus-auto`).
        const part =
          [...control.classList].find((name) => /^mantine-[A-Z]/.test(name)) ??
          [...control.classList].find((name) => name.startsWith('mantine-'));
        found.add(`${part} (${control.tagName.toLowerCase()})`);
      }
    } finally {
      host.remove();
    }
    return [...found];
  });
}

/**
 * Words squeezed by their box (issue #26 §12), as "text: word" lines: a word broken across lines
 * elsewhere than after a hyphen or a slash although it is narrower than 60 % of the viewport (a
 * text column of 50–70 px breaks "Développeur" letter by letter), or a word that reaches past the
 * content box of the block holding it (a date kept on one line in a column too narrow for it).
 * Each word is measured with a Range over its characters. Not counted: hidden text, text in a
 * form control, a label cut by an ellipsis (`truncatedTexts` reports those), a word wider than
 * 60 % of the viewport (an email or a link may wrap where it must).
 */
export async function squeezedWords(page: Page, { settled }: CheckOptions = {}): Promise<string[]> {
  if (!settled) await settle(page);
  return page.evaluate(() => {
    const BREAKABLE_AFTER = /[-/‐–—]/;
    const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'OPTION', 'SELECT', 'TITLE', 'svg']);
    const found = new Set<string>();
    const blockOf = (element: Element): Element => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (!getComputedStyle(node).display.startsWith('inline')) return node;
      }
      return element;
    };
    const ellipsis = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).textOverflow === 'ellipsis') return true;
        if (!getComputedStyle(node).display.startsWith('inline')) return false;
      }
      return false;
    };
    const rectsOf = (text: Text, start: number, end: number): DOMRect[] => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    };
    /** True when the word's lines change after a character that allows no break. */
    const brokenInside = (text: Text, start: number, end: number): boolean => {
      let top = rectsOf(text, start, start + 1)[0]?.top;
      for (let index = start + 1; index < end; index++) {
        const rect = rectsOf(text, index, index + 1)[0];
        if (!rect || top === undefined) continue;
        if (rect.top > top + 2 && !BREAKABLE_AFTER.test(text.data[index - 1] ?? '')) return true;
        top = rect.top;
      }
      return false;
    };
    const modals = [...document.querySelectorAll<HTMLElement>('[role=dialog][aria-modal=true]')].filter(
      (dialog) => dialog.checkVisibility(),
    );
    const roots = modals.length > 0 ? modals : [document.body];
    const walkers = roots.map((root) => document.createTreeWalker(root, NodeFilter.SHOW_TEXT));
    for (const walker of walkers)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const parent = text.parentElement;
        if (!parent || !/\S/.test(text.data) || skipped.has(parent.tagName)) continue;
        // An inert part (the side panel, closed or off screen on a desk) is neither seen nor reached.
        if (parent.closest('[contenteditable], [inert]')) continue;
        if (
          !parent.checkVisibility({
            opacityProperty: true,
            visibilityProperty: true,
            contentVisibilityAuto: true,
          })
        )
          continue;
        const block = blockOf(parent);
        const box = block.getBoundingClientRect();
        // Visually hidden text (1 px boxes for screen readers) is not read by the eye.
        if (box.width < 4 || box.height < 4) continue;
        const style = getComputedStyle(block);
        const contentLeft = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        const contentRight = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        const cut = ellipsis(parent);
        for (const match of text.data.matchAll(/\S+/g)) {
          const start = match.index;
          const end = start + match[0].length;
          const rects = rectsOf(text, start, end);
          if (rects.length === 0) continue;
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          const label = `${(block.textContent ?? '').trim().slice(0, 40)}: ${match[0].slice(0, 30)}`;
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          if (lines.size > 1 && width < window.innerWidth * 0.6 && brokenInside(text, start, end)) {
            found.add(`broken word in ${label}`);
          } else if (
            !cut &&
            width < window.innerWidth * 0.6 &&
            rects.some((rect) => rect.right > contentRight + 1 || rect.left < contentLeft - 1)
          ) {
            found.add(`word wider than its box in ${label}`);
          }
        }
      }
    return [...found];
  });
}

/**
 * Texts cut by an ellipsis or clipped at their box's end (issue #26 §12, §26: a badge reading
 * "CE…" or "EN ATTENTE DE V…"), as "text (…)" lines: a visible element with text of its own whose
 * overflow is hidden or whose text-overflow is an ellipsis, and whose content is wider than its
 * box. Not counted: form controls (their value scrolls) and an inert part (the side panel).
 */
export async function truncatedTexts(page: Page, { settled }: CheckOptions = {}): Promise<string[]> {
  if (!settled) await settle(page);
  return page.evaluate(() => {
    const found = new Set<string>();
    const modals = [...document.querySelectorAll<HTMLElement>('[role=dialog][aria-modal=true]')].filter(
      (dialog) => dialog.checkVisibility(),
    );
    const roots = modals.length > 0 ? modals : [document.body];
    for (const element of roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>('*')])) {
      if (/^(INPUT|TEXTAREA|SELECT|OPTION|SCRIPT|STYLE)$/.test(element.tagName)) continue;
      const style = getComputedStyle(element);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (style.textOverflow !== 'ellipsis' && !clipsX) continue;
      const ownText = [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && /\S/.test(child.textContent ?? ''),
      );
      if (!ownText) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      if (element.clientWidth < 4 || element.closest('[inert]')) continue;
      if (
        !element.checkVisibility({
          opacityProperty: true,
          visibilityProperty: true,
          contentVisibilityAuto: true,
        })
      )
        continue;
      found.add(
        `${(element.textContent ?? '').trim().slice(0, 40)} (${element.scrollWidth} px in ${element.clientWidth} px)`,
      );
    }
    return [...found];
  });
}

/**
 * Controls laid over another element's text (issue #26 §12: edit and delete buttons over an
 * experience's title), as "control ⟷ text" lines: a visible button, link or ARIA control whose box
 * crosses, by more than 2 px each way, the lines of a text that is neither inside it nor around
 * it. The text is measured by its own lines (a Range), not by its element's box. As for
 * `overlappingControls`, only a modal dialog's content counts while one is open, a bar pinned to the
 * screen is not compared with the page scrolling under it, a field's own sections (clear
 * button, chevron) are part of the field, and an inert part (the side panel) is out of reach.
 */
export async function controlsOverText(page: Page, { settled }: CheckOptions = {}): Promise<string[]> {
  if (!settled) await settle(page);
  return page.evaluate(() => {
    const selector =
      'a[href], button, [role=button], [role=checkbox], [role=switch], [role=tab], [role=link]';
    const modals = [...document.querySelectorAll<HTMLElement>('[role=dialog][aria-modal=true]')].filter(
      (dialog) => dialog.checkVisibility(),
    );
    const reachable = (element: Element) =>
      !element.closest('[inert]') &&
      (modals.length === 0 || modals.some((dialog) => dialog.contains(element)));
    const pinned = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'sticky' || position === 'fixed') return true;
      }
      return false;
    };
    const visible = (element: Element) =>
      element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      });
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((control) => {
      const box = control.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && reachable(control) && visible(control);
    });
    const field = (element: Element) => element.closest('.mantine-Input-wrapper, .mantine-InputWrapper-root');
    /** The part of the viewport where `element`'s content can show: its clipping ancestors' boxes. */
    const visibleArea = (element: Element) => {
      let [left, top, right, bottom] = [-Infinity, -Infinity, Infinity, Infinity];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clips =
          style.overflowX !== 'visible' ||
          style.overflowY !== 'visible' ||
          style.clipPath !== 'none' ||
          (style.clip !== 'auto' &&
            style.clip !== '' &&
            (style.position === 'absolute' || style.position === 'fixed'));
        if (!clips || node === document.documentElement || node === document.body) continue;
        const box = node.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, box.left),
          Math.max(top, box.top),
          Math.min(right, box.right),
          Math.min(bottom, box.bottom),
        ];
      }
      return { left, top, right, bottom };
    };
    const texts: { element: Element; rects: DOMRect[]; pinned: boolean; field: Element | null }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !parent ||
        !/\S/.test(node.textContent ?? '') ||
        /^(SCRIPT|STYLE|TEXTAREA|OPTION)$/.test(parent.tagName)
      )
        continue;
      if (!reachable(parent) || !visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clip = visibleArea(parent);
      const rects = [...range.getClientRects()]
        .map((rect) =>
          DOMRect.fromRect({
            x: Math.max(rect.left, clip.left),
            y: Math.max(rect.top, clip.top),
            width: Math.min(rect.right, clip.right) - Math.max(rect.left, clip.left),
            height: Math.min(rect.bottom, clip.bottom) - Math.max(rect.top, clip.top),
          }),
        )
        .filter((rect) => rect.width > 2 && rect.height > 2);
      if (rects.length > 0)
        texts.push({ element: parent, rects, pinned: pinned(parent), field: field(parent) });
    }
    const name = (element: HTMLElement) =>
      element.dataset.testid ??
      element.getAttribute('aria-label') ??
      ((element.textContent ?? '').trim().slice(0, 40) || element.tagName.toLowerCase());
    const found = new Set<string>();
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const controlPinned = pinned(control);
      const controlField = field(control);
      for (const text of texts) {
        if (control.contains(text.element) || text.element.contains(control)) continue;
        if (controlField && controlField === text.field) continue;
        if (text.pinned !== controlPinned) continue;
        const crosses = text.rects.some((rect) => {
          const width = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
          const height = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
          return width > 2 && height > 2;
        });
        if (crosses) found.add(`${name(control)} ⟷ ${(text.element.textContent ?? '').trim().slice(0, 40)}`);
      }
    }
    return [...found];
  });
}

/**
 * The first segments a raw message key can start with (issue #26 §21): the catalogues' namespaces
 * and each namespace's top-level keys, in both languages (`common.counter` is shown when
 * `missions:common.counter` is missing).
 */
function keyPrefixes(): string[] {
  const root = fileURLToPath(new URL('../../packages/domain/src/i18n/', import.meta.url));
  const prefixes = new Set([
    'common',
    'web',
    'missions',
    'backOffice',
    'validation',
    'errors',
    'identity',
    'pdf',
    'jsonResume',
  ]);
  for (const locale of ['fr', 'en']) {
    for (const entry of readdirSync(join(root, locale), { withFileTypes: true })) {
      const path = join(root, locale, entry.name);
      const files = entry.isDirectory()
        ? readdirSync(path).map((name) => join(path, name))
        : entry.name.endsWith('.json')
          ? [path]
          : [];
      for (const file of files) {
        prefixes.add(basename(file, '.json'));
        for (const key of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) prefixes.add(key);
      }
    }
  }
  return [...prefixes];
}

/**
 * Raw message keys on the screen (issue #26 §21: "common.counter" under the reminder comment), as
 * "where: key" lines: in text, in the page's title, and in the names, descriptions and placeholders
 * given by attributes (`aria-label`, `title`, `alt`, `placeholder`…), of visible elements or not (a
 * screen reader reads them all). A key is a dotted name starting with a namespace or a catalogue's
 * top-level key (`common.counter`, `backOffice:actions.delete`, `dashboard.bulk.deleteConfirm`);
 * an email, a host name or a file name is not one.
 */
export async function rawMessageKeys(page: Page): Promise<string[]> {
  const prefixes = keyPrefixes();
  return page.evaluate((prefixes) => {
    const shape = new RegExp(
      `(?<![\\w@./:-])(?:${prefixes.join('|')})(?::[a-zA-Z]\\w*)?(?:\\.[a-zA-Z]\\w*)+(?![\\w@/-]|\\.\\w)`,
      'g',
    );
    const found = new Set<string>();
    // A file name ("resume.json") has a key's shape: its extension tells it apart.
    const fileName = /\.(json|pdf|docx|zip|png|jpe?g|svg|csv|txt|xml|html?)$/i;
    const scan = (where: string, value: string | null | undefined) => {
      for (const match of (value ?? '').matchAll(shape))
        if (!fileName.test(match[0])) found.add(`${where}: ${match[0]}`);
    };
    scan('title', document.title);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && /^(SCRIPT|STYLE|NOSCRIPT)$/.test(parent.tagName)) continue;
      scan('text', node.textContent);
    }
    const attributes = [
      'aria-label',
      'aria-description',
      'aria-placeholder',
      'aria-valuetext',
      'aria-roledescription',
      'title',
      'alt',
      'placeholder',
      'label',
    ];
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of attributes) scan(attribute, element.getAttribute(attribute));
    }
    return [...found];
  }, prefixes);
}
