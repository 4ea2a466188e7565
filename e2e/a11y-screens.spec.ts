/**
 * Every screen and every dialog, in French and in English, for every role that may see it, checked
 * as shown at 390 px (a phone) and at 1280 px (a desk) (docs/decisions.md, "Contrast fixed once in
 * the theme, checked on every screen"): axe-core's WCAG 2.2 A and AA rules on the whole page, no
 * sideways scrolling, no control cut off at the side, no control on top of another, no Mantine part
 * without its styles (only the components used are loaded: "The first screen's code"), no word
 * squeezed or broken by a box too narrow, no text cut by an ellipsis, no control over a text, no
 * raw message key ("What a person sees: squeezed text, cut badges, raw keys").
 *
 * Every route of the router is opened by its address (`support/routes.ts`): a fresh page load, as
 * a bookmark, a reload or a shared link does. Reached through the menu a screen may borrow styles a
 * screen seen before had loaded; opened by its address it has only its own, so a control drawn
 * without them (an icon 200 px wide, a checkbox or a button with the browser's look) fails here.
 * Each route is loaded once per language: at 1280 px in French and at 390 px in English, then
 * checked at that width and again at the other, so that both widths are also checked as loaded.
 * The dialogs and states a screen opens (`FOLLOW_UPS`) are checked on the screen as loaded.
 *
 * Each test signs one account in once, in one language, walks its routes, and collects every
 * problem before failing, so that one run lists them all. The file runs first (journeys run in file
 * order on one database): the applicant still has no avatar, so onboarding and the avatar choice
 * are reachable; nothing is saved except the display language, which is put back to French
 * whatever happens.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  browserDefaultControls,
  controlsCutOff,
  controlsOverText,
  overflowsSideways,
  overlappingControls,
  oversizedIcons,
  rawMessageKeys,
  settle,
  squeezedWords,
  truncatedTexts,
  unstyledMantineClasses,
  violations,
} from './support/a11y.ts';
import { ACCOUNTS } from './support/accounts.ts';
import { visit, waitForApp } from './support/app.ts';
import { LOGIN_URL, signIn } from './support/auth.ts';
import { ROUTE_CHECKS, routerPaths, type RouteCheck, type Viewer } from './support/routes.ts';

type Language = 'fr' | 'en';
type Size = { width: number; height: number };

const PHONE = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 800 } as const;
/** The width each language's pass loads a route at, then the other. */
const LOAD_ORDER: Record<Language, readonly [Size, Size]> = { fr: [DESK, PHONE], en: [PHONE, DESK] };

/** The accounts the pass signs in as, in this order (the applicant first: see above). */
const VIEWERS: readonly Viewer[] = ['applicant', 'employee', 'admin', 'hr', 'superadmin', 'manager'];

/** The problems found on the screen as shown, at the current width, as "label @width: problem" lines. */
async function problemsAt(page: Page, label: string): Promise<string[]> {
  // One wait for the page to settle; nothing changes it until the last check.
  await settle(page);
  const settled = { settled: true };
  const at = `${label} @${page.viewportSize()?.width ?? '?'}`;
  const problems: string[] = [];
  if (await overflowsSideways(page, settled)) problems.push(`${at}: scrolls sideways`);
  for (const control of await controlsCutOff(page, settled))
    problems.push(`${at}: cut off at the side ${control}`);
  for (const pair of await overlappingControls(page, settled)) problems.push(`${at}: overlap ${pair}`);
  for (const violation of await violations(page, 'body', settled)) problems.push(`${at}: ${violation}`);
  for (const name of await unstyledMantineClasses(page)) problems.push(`${at}: no styles for ${name}`);
  // A control whose styles never arrived: its icon fills the box, or it wears the browser's look.
  for (const icon of await oversizedIcons(page)) problems.push(`${at}: icon drawn at ${icon}`);
  for (const control of await browserDefaultControls(page))
    problems.push(`${at}: the browser's own look on ${control}`);
  // Nothing overflows, yet a text squeezed into a column, a badge cut, a button laid over a title
  // are unreadable all the same.
  for (const word of await squeezedWords(page, settled)) problems.push(`${at}: ${word}`);
  for (const text of await truncatedTexts(page, settled)) problems.push(`${at}: cut text ${text}`);
  for (const pair of await controlsOverText(page, settled)) problems.push(`${at}: control over text ${pair}`);
  // A message shown as its key ("common.counter").
  for (const key of await rawMessageKeys(page)) problems.push(`${at}: raw message key ${key}`);
  return problems;
}

/** The problems at each of `sizes` in turn, leaving the page at the last one. */
async function problemsAtSizes(page: Page, label: string, sizes: readonly Size[]): Promise<string[]> {
  const problems: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    problems.push(...(await problemsAt(page, label)));
  }
  return problems;
}

/**
 * The seven steps of the mission stepper share one row inside the viewport, at both widths (numbers
 * alone on a phone, short titles on a desk: docs/decisions.md, "Phones: a one-row stepper").
 */
async function stepperProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const size of [PHONE, DESK]) {
    await page.setViewportSize(size);
    await settle(page);
    const boxes = await page
      .locator('[data-testid^=mission-step-]')
      .evaluateAll((steps) => steps.map((step) => step.getBoundingClientRect().toJSON() as DOMRect));
    const rows = new Set(boxes.map((box) => Math.round(box.top)));
    const outside = boxes.filter((box) => box.left < 0 || box.right > size.width);
    if (boxes.length !== 7) problems.push(`stepper @${size.width}: ${boxes.length} steps shown`);
    if (rows.size !== 1) problems.push(`stepper @${size.width}: ${rows.size} rows`);
    if (outside.length > 0) problems.push(`stepper @${size.width}: ${outside.length} steps cut off`);
  }
  return problems;
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

/** What a follow-up is given: the page, a check of what it shows (both widths), a report of problems. */
interface FollowUpContext {
  page: Page;
  check: (label: string) => Promise<void>;
  report: (found: string[]) => void;
}

/** Opens a dialog with `open`, checks it, closes it with Escape. */
async function checkDialog({ page, check }: FollowUpContext, label: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await check(label);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/**
 * The dialogs and states a screen opens, checked once the route is (at 1280 px; each check then
 * looks at both widths): one record per account and address of `ROUTE_CHECKS`.
 */
const FOLLOW_UPS: readonly {
  viewer: Viewer;
  address: string;
  run: (context: FollowUpContext) => Promise<void>;
}[] = [
  {
    viewer: 'applicant',
    address: '/avatar',
    // Dismissed: the avatar is chosen once for good (spec §9).
    run: (context) =>
      checkDialog(context, 'avatar confirmation', () =>
        context.page.getByTestId('avatar-choose-cat').click(),
      ),
  },
  {
    viewer: 'employee',
    address: '/home',
    run: (context) =>
      checkDialog(context, 'logout confirmation', () => context.page.getByTestId('logout').click()),
  },
  {
    viewer: 'employee',
    address: '/takeoff/1',
    run: async ({ page, report }) => report(await stepperProblems(page)),
  },
  {
    viewer: 'employee',
    address: '/takeoff/5',
    run: (context) =>
      checkDialog(context, 'experience dialog', () => context.page.getByTestId('experience-add').click()),
  },
  {
    viewer: 'employee',
    address: '/takeoff/6',
    run: (context) =>
      checkDialog(context, 'diploma dialog', () => context.page.getByTestId('diplomas-add').click()),
  },
  {
    viewer: 'admin',
    address: '/dashboard',
    run: async (context) => {
      const { page, check } = context;
      await page.getByTestId('dashboard-filters-open').click();
      await expect(page.getByTestId('dashboard-facet-status')).toBeVisible();
      await check('dashboard filters');
      await page.keyboard.press('Escape');
      await checkDialog(context, 'add candidate', () => page.getByTestId('dashboard-add-candidate').click());
      await page.getByTestId('dashboard-row').first().getByTestId('dashboard-select-row').click();
      await expect(page.getByTestId('dashboard-selection')).toBeVisible();
      await check('dashboard with a selection');
      await checkDialog(context, 'update request', () => page.getByTestId('selection-reminder').click());
      await page.getByTestId('dashboard-tab-request').click();
      await expect(page.getByTestId('client-request')).toBeVisible();
      await check('client request');
    },
  },
  {
    viewer: 'superadmin',
    address: '/change-roles',
    run: async (context) => {
      const { page } = context;
      await page.getByTestId('change-roles-search').fill(ACCOUNTS.employee.email);
      await expect(page.getByTestId(`change-roles-user-${ACCOUNTS.employee.email}`)).toBeVisible();
      await checkDialog(context, 'roles dialog', () =>
        page.getByTestId(`change-roles-edit-${ACCOUNTS.employee.email}`).click(),
      );
    },
  },
  {
    viewer: 'manager',
    address: '/dashboard',
    // Dismissed: the journeys of modes.spec.ts start from no stored mode.
    run: (context) =>
      checkDialog(context, 'mode switch', () => context.page.getByTestId('mode-switch').click()),
  },
];

/** The id of the employee's file (`{employee}` in an address), asked of the API with the page's token. */
async function employeeId(page: Page): Promise<string> {
  const { email, firstname, lastname } = ACCOUNTS.employee;
  const id = await page.evaluate(
    async ({ email, query }) => {
      // oidc-client-ts keeps the SPA's tokens in sessionStorage (`oidc.user:` keys).
      const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'));
      const token = (
        JSON.parse(window.sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }
      ).access_token;
      const response = await fetch(`/api/users?q=${encodeURIComponent(query)}&allCandidates=true`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const list = (await response.json()) as { items?: { id: string; email: string }[] };
      return list.items?.find((item) => item.email === email)?.id;
    },
    { email, query: `${firstname} ${lastname}` },
  );
  if (!id) throw new Error(`the file of ${email} was not found through the API`);
  return id;
}

/**
 * The pattern of a URL at `address`: its path, and its query when it has one (a screen may add
 * its own to a bare path, as the dashboard's filters do).
 */
function landedOn(address: string): RegExp {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[^?#]*//[^/]+${escaped}${address.includes('?') ? '' : '(?:[?#].*)?'}$`);
}

/**
 * Signs `viewer` in, shows the app in `language`, opens each of its routes by its address and
 * checks it at both widths, runs its follow-ups, puts the account back in French, then fails with
 * every problem found.
 */
async function walkRoutes(page: Page, viewer: Viewer, language: Language): Promise<void> {
  const [loadSize, otherSize] = LOAD_ORDER[language];
  const routes = ROUTE_CHECKS.filter((entry) => entry.roles.includes(viewer));
  const followUps = FOLLOW_UPS.filter((followUp) => followUp.viewer === viewer);
  const ran = new Set<string>();
  await signIn(page, ACCOUNTS[viewer]);
  await chooseLanguage(page, language);
  const problems: string[] = [];
  const context: FollowUpContext = {
    page,
    check: async (label) => {
      problems.push(...(await problemsAtSizes(page, `${label} (${language})`, [PHONE, DESK])));
    },
    report: (found) => problems.push(...found),
  };
  let id: string | undefined;
  try {
    for (const entry of routes) {
      for (const template of entry.open) {
        const address = template.includes('{employee}')
          ? template.replace('{employee}', (id ??= await employeeId(page)))
          : template;
        await page.setViewportSize(loadSize);
        await withMe(page, entry.me, async () => {
          await page.goto(address);
          await waitForApp(page);
          if ('redirectsTo' in entry.ready) {
            await expect(page).toHaveURL(landedOn(entry.ready.redirectsTo));
            return;
          }
          // The route let the account in, in its language, and its screen is drawn.
          await expect(page, `${address} as ${viewer} stays there`).toHaveURL(landedOn(address));
          await expect(
            page.getByTestId(entry.ready.as?.[viewer] ?? entry.ready.testId).first(),
          ).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          const label = `${template} as ${viewer} (${language})`;
          problems.push(...(await problemsAtSizes(page, label, [loadSize, otherSize])));
          for (const followUp of followUps.filter((candidate) => candidate.address === template)) {
            await page.setViewportSize(DESK);
            await followUp.run(context);
            ran.add(followUp.address);
          }
        });
      }
    }
  } finally {
    if (language !== 'fr') {
      await page.setViewportSize(DESK);
      await page.keyboard.press('Escape');
      await visit(page, new URL(page.url()).pathname);
      await chooseLanguage(page, 'fr');
    }
  }
  // A follow-up whose address the table does not open for this account would never run.
  expect(followUps.map((followUp) => followUp.address).filter((address) => !ran.has(address))).toEqual([]);
  expect(problems).toEqual([]);
}

/** Runs `work` with `me`'s fields in the app's `GET /api/users/me` answers (without `me`, as they are). */
async function withMe(page: Page, me: RouteCheck['me'], work: () => Promise<void>): Promise<void> {
  if (!me) return work();
  const showMe = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), ...me } });
  };
  await page.route('**/api/users/me', showMe);
  try {
    await work();
  } finally {
    await page.unroute('**/api/users/me', showMe);
  }
}

test('every route of the router is opened by its address, and only routes of the router', () => {
  const table = ROUTE_CHECKS.map((entry) => entry.route);
  const router = routerPaths();
  expect(router.length).toBeGreaterThan(10);
  expect(router.filter((route) => !table.includes(route))).toEqual([]);
  expect(table.filter((route) => !router.includes(route))).toEqual([]);
  // Every account of the table is walked, and every route is opened by one at least.
  for (const entry of ROUTE_CHECKS) {
    expect(entry.roles.length, entry.route).toBeGreaterThan(0);
    expect(
      entry.roles.filter((viewer) => !VIEWERS.includes(viewer)),
      entry.route,
    ).toEqual([]);
  }
});

for (const language of ['fr', 'en'] as const) {
  test.describe(`every route by its address in ${language === 'fr' ? 'French' : 'English'}`, () => {
    // Each test walks up to a dozen screens and dialogs, checking each at two widths: up to 1.6 min
    // on a loaded CI machine, past the journeys' usual 90 s.
    test.describe.configure({ timeout: 300_000 });
    test('the sign-in, sign-up and forgotten-password pages', async ({ page }) => {
      const problems: string[] = [];
      const [loadSize, otherSize] = LOAD_ORDER[language];
      await page.setViewportSize(loadSize);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page).toHaveURL(LOGIN_URL);
      if (language === 'en') await page.goto(`${page.url()}?lang=en`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      problems.push(...(await problemsAtSizes(page, `sign-in (${language})`, [loadSize, otherSize])));
      // A failed sign-in shows its error on the page.
      await page.locator('#username').fill('nobody@highlight.test');
      await page.locator('#password').fill('wrong-password');
      await page.locator('#username').press('Enter');
      await expect(page.locator('[role=alert]')).toBeVisible();
      problems.push(...(await problemsAtSizes(page, `sign-in error (${language})`, [otherSize, loadSize])));
      // The sign-up and forgotten-password pages, by their addresses (made for this sign-in).
      const signUp = await page.locator('#kc-registration').getAttribute('href');
      const forgotten = await page.locator('a[href*="reset-credentials"]').getAttribute('href');
      for (const [name, address] of [
        ['sign-up', signUp],
        ['forgotten password', forgotten],
      ] as const) {
        await page.setViewportSize(loadSize);
        await page.goto(address ?? '');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        problems.push(...(await problemsAtSizes(page, `${name} (${language})`, [loadSize, otherSize])));
      }
      expect(problems).toEqual([]);
    });

    for (const viewer of VIEWERS) {
      const paths = ROUTE_CHECKS.filter((entry) => entry.roles.includes(viewer)).map((entry) => entry.route);
      test(`${viewer}: ${paths.join(', ')}`, async ({ page }) => {
        await walkRoutes(page, viewer, language);
      });
    }
  });
}
