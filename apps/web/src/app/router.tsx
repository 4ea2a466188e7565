/**
 * The routes of spec §2, as a data router whose loaders are the navigation guards.
 *
 * root (fetches the current user, global loader overlay)
 * ├── /                → /home
 * ├── /auth/callback   → / (the AuthProvider has already finished the sign-in there)
 * └── layout (header)
 *     └── pages (errors render inside the layout)
 *         ├── /home, /takeoff (→ /takeoff/1), /takeoff/1…7, /visualisation   collabAvatar
 *         ├── /onboarding, /avatar                                         collabNoAvatar
 *         ├── /dashboard, /user, /login-admin, /inventory                  admin
 *         ├── /change-roles                                                superadmin
 *         └── *                                                            404
 * Pages load lazily, with the catalogues they show beyond the first screen's (the missions', the back
 * office's) and, but for the first screens (Home, the dashboard), the rest of Mantine's styles
 * (docs/decisions.md, "The first screen's code"); a failed chunk load raises Vite's preload error
 * (spec §8), handled in main.tsx.
 */
import { PATHS, type RouteAccess } from '@highlight/domain/navigation';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  data,
  redirect,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { referenceQueryOptions } from '../api/reference.ts';
import { prefetchDashboardList } from '../features/dashboard/api/dashboard-list.ts';
import { DashboardPage } from '../features/dashboard/components/DashboardPage.tsx';
import { loadCatalogues, type CatalogueGroup } from '../i18n/i18n.ts';
import { GlobalLoader } from '../components/loader/GlobalLoader.tsx';
import { MISSION_COUNT } from '../lib/missions.ts';
import { ensureMe, guardLoader } from './guards.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteErrorPage } from './layout/RouteErrorPage.tsx';

/**
 * A screen's `lazy` for React Router: its module (`load`, then `pick` its component) with the
 * catalogue groups it shows beyond the first screen's and the rest of Mantine's styles
 * (`mantine-more.css`, which the entry leaves out). The styles come with the screen, not with
 * whichever screen happened to load them before: a screen opened by its address (a bookmark, a
 * reload, a shared link) is drawn as one reached through the menu. Vite's preload helper resolves
 * once the stylesheet has loaded, so the screen never renders before its styles.
 */
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  ...groups: CatalogueGroup[]
): () => Promise<{ Component: ComponentType }> {
  // The styles are asked for first: their link then precedes the screen's own stylesheet, whose
  // rules override some of Mantine's (`soft-skills.css`, `job-experience-row.css`).
  return () =>
    Promise.all([import('./mantine-more.css'), load(), loadCatalogues(...groups)]).then(([, module]) => ({
      Component: pick(module),
    }));
}

/**
 * `screen` for a screen a user lands on first once signed in (Home, the dashboard), without
 * `mantine-more.css`: it shows only the components of `mantine-first.css` (in the entry),
 * and what it shows beyond them (a dialog, the dashboard's lists) loads `mantine-more.css` itself.
 * `e2e/a11y-screens.spec.ts` opens every route by its address and fails on a part drawn without
 * its styles.
 */
function firstScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  ...groups: CatalogueGroup[]
): () => Promise<{ Component: ComponentType }> {
  return () =>
    Promise.all([load(), loadCatalogues(...groups)]).then(([module]) => ({ Component: pick(module) }));
}

/** The screens of spec §2, keyed by their path's first segment, each loaded on first visit. */
const SCREENS = {
  // issue #28 §4: "Start from my CV" on Home and in the onboarding, composed here (features do
  // not import each other).
  home: firstScreen(
    () =>
      Promise.all([
        import('../features/home/components/HomePage.tsx'),
        import('../features/cv-import/components/CvImportCard.tsx'),
      ]),
    ([{ HomePage }, { CvImportCard }]) =>
      function HomeScreen() {
        return <HomePage cvImport={<CvImportCard next="mission" />} />;
      },
  ),
  takeoff: screen(
    () => import('../features/takeoff/components/TakeoffPage.tsx'),
    (m) => m.TakeoffPage,
    'missions',
  ),
  visualisation: screen(
    () => import('../features/visualisation/components/VisualisationPage.tsx'),
    (m) => m.VisualisationPage,
  ),
  onboarding: screen(
    () =>
      Promise.all([
        import('../features/onboarding/components/OnboardingPage.tsx'),
        import('../features/cv-import/components/CvImportCard.tsx'),
      ]),
    ([{ OnboardingPage }, { CvImportCard }]) =>
      function OnboardingScreen() {
        return <OnboardingPage cvImport={<CvImportCard next="avatar" />} />;
      },
  ),
  avatar: screen(
    () => import('../features/avatar-choice/components/AvatarChoicePage.tsx'),
    (m) => m.AvatarChoicePage,
  ),
  // The dashboard's frame is in this bundle: its title paints with the guard's answer and the back
  // office's messages, and the frame then loads the lists' code beside the list (DashboardPage.tsx).
  dashboard: firstScreen(
    () => Promise.resolve({ DashboardPage }),
    (m) => m.DashboardPage,
    'backOffice',
  ),
  user: screen(
    () => import('../features/look-at-user/components/LookAtUserPage.tsx'),
    (m) => m.LookAtUserPage,
    'backOffice',
  ),
  'login-admin': screen(
    () => import('../features/login-admin/components/LoginAdminPage.tsx'),
    (m) => m.LoginAdminPage,
    'backOffice',
  ),
  // issue #29 §6: the Inventory's code, its charts and its messages load when it is first opened.
  inventory: screen(
    () => import('../features/inventory/components/InventoryPage.tsx'),
    (m) => m.InventoryPage,
    'backOffice',
    'inventory',
  ),
  'change-roles': screen(
    () => import('../features/change-roles/components/ChangeRolesPage.tsx'),
    (m) => m.ChangeRolesPage,
    'backOffice',
  ),
};

const notFoundScreen = screen(
  () => import('../features/not-found/components/NotFoundPage.tsx'),
  (m) => m.NotFoundPage,
);

/**
 * Starts loading the code of the screen at `pathname` (issue #11 §6): called at start-up for a
 * stored session, so the screen's code arrives with the current user instead of after the router
 * has started. Unknown paths load nothing; a failure is left to the route, which loads again.
 */
export function preloadScreen(pathname: string): void {
  const segment = pathname.split('/')[1] ?? '';
  if (Object.hasOwn(SCREENS, segment)) SCREENS[segment as keyof typeof SCREENS]().catch(() => undefined);
}

/** The route table for `queryClient` (shared with the pages, so guards and pages read one cache). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const guard = (access: RouteAccess) => guardLoader(queryClient, access);
  // Screens that show a resume also need the reference labels: fetched with the guard, in parallel.
  const withReference = (access: RouteAccess) => {
    const check = guard(access);
    return async () => {
      const [redirection] = await Promise.all([check(), queryClient.prefetchQuery(referenceQueryOptions)]);
      return redirection;
    };
  };

  return withRevalidateOnNewPath([
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: GlobalLoader,
      ErrorBoundary: RouteErrorPage,
      loader: async () => {
        await ensureMe(queryClient);
        return null;
      },
      children: [
        { index: true, loader: () => redirect(PATHS.home), Component: GlobalLoader },
        { path: 'auth/callback', loader: () => redirect(PATHS.root), Component: GlobalLoader },
        {
          Component: AppLayout,
          children: [
            {
              ErrorBoundary: RouteErrorPage,
              children: [
                {
                  path: 'home',
                  loader: guard('collabAvatar'),
                  lazy: SCREENS.home,
                },
                {
                  path: 'takeoff',
                  loader: guard('collabAvatar'),
                  children: [
                    { index: true, loader: () => redirect(`${PATHS.takeoff}/1`), Component: GlobalLoader },
                    {
                      path: ':step',
                      loader: async ({ params }) => {
                        const step = Number(params.step);
                        if (!Number.isInteger(step) || step < 1 || step > MISSION_COUNT) {
                          // Rendered by the pages' error boundary as the 404 page.
                          // eslint-disable-next-line @typescript-eslint/only-throw-error
                          throw data('NOT_FOUND', { status: 404 });
                        }
                        await queryClient.prefetchQuery(referenceQueryOptions);
                        return null;
                      },
                      lazy: SCREENS.takeoff,
                    },
                  ],
                },
                {
                  path: 'visualisation',
                  loader: withReference('collabAvatar'),
                  lazy: SCREENS.visualisation,
                },
                {
                  path: 'onboarding',
                  loader: guard('collabNoAvatar'),
                  lazy: SCREENS.onboarding,
                },
                {
                  path: 'avatar',
                  loader: guard('collabNoAvatar'),
                  lazy: SCREENS.avatar,
                },
                {
                  path: 'dashboard',
                  // The list's request leaves once the guard lets the user in, beside the page's code.
                  loader: async ({ request }) => {
                    const redirection = await guard('admin')();
                    if (!redirection) prefetchDashboardList(queryClient, new URL(request.url).searchParams);
                    return redirection;
                  },
                  lazy: SCREENS.dashboard,
                },
                {
                  path: 'user',
                  loader: withReference('admin'),
                  lazy: SCREENS.user,
                },
                {
                  path: 'login-admin',
                  loader: guard('admin'),
                  lazy: SCREENS['login-admin'],
                },
                {
                  path: 'inventory',
                  loader: withReference('admin'),
                  lazy: SCREENS.inventory,
                },
                {
                  path: 'change-roles',
                  loader: guard('superadmin'),
                  lazy: SCREENS['change-roles'],
                },
                {
                  path: '*',
                  lazy: notFoundScreen,
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

/**
 * Whether a route's loader runs again for a navigation: only when the path changes. The loaders
 * are the guards (spec §2), which depend on the user and the screen, never on the query string; a
 * change of the query alone (the dashboard's search as typed and its filters, issue #11 §7; the
 * user view's `?id=`) stays on the same screen, so it neither reruns the guards nor shows the
 * global loader — the router commits it at once, and the screen shows its own progress.
 */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** `routes` with `revalidateOnNewPath` on every route that has a loader, at every depth. */
function withRevalidateOnNewPath(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withRevalidateOnNewPath(route.children) : undefined;
    const revalidation = route.loader ? { shouldRevalidate: revalidateOnNewPath } : {};
    return { ...route, ...revalidation, ...(children ? { children } : {}) } as RouteObject;
  });
}

/** The browser router of the app. Create it only once the user is signed in: loaders start at once. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
