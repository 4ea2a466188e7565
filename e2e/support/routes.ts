/**
 * Every route of the app's router (spec §2 "Routes"), as the journeys open it by its address: a
 * fresh page load, as a bookmark, a reload or a shared link does, never through the menu, which
 * may have loaded a screen's code and styles beforehand. One record per route: the addresses
 * opened, the accounts that open it, what shows once the screen is ready. `a11y-screens.spec.ts`
 * opens each in both languages at 1280 and 390 px and checks what is drawn; it fails when a route
 * of `apps/web/src/app/router.tsx` has no record here (`routerPaths`).
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { ACCOUNTS } from './accounts.ts';

/** A demo account (`accounts.ts`) the pass signs in as. */
export type Viewer = keyof typeof ACCOUNTS;

export interface RouteCheck {
  /** The route as the router writes it, from the root: `/takeoff/:step`, `*` for every other path. */
  route: string;
  /**
   * The addresses opened for it: each value of a parameter; `{employee}` stands for the employee's
   * id (`ACCOUNTS.employee`, read from the API by the pass: ids are made by the seed).
   */
  open: readonly string[];
  /**
   * The accounts that open it: the roles that may see it (spec §2 "Access", §6), one account per
   * view that differs — collaborators (the employee has an avatar, the applicant none), the back
   * office as admin and as human_ressources (their own candidates), the superadmin where only
   * they go or see more, the dual-role manager in admin mode (the mode switch).
   */
  roles: readonly Viewer[];
  /**
   * What shows once the screen is ready: a test id (per account where it differs), or, for a
   * route that only redirects, the path it lands on (nothing of its own is drawn).
   */
  ready: { testId: string; as?: Partial<Record<Viewer, string>> } | { redirectsTo: string };
  /**
   * Fields of the current user the screen is shown with, in place of those of the app's
   * `GET /api/users/me` answers while it is checked: a state no demo account is in.
   */
  me?: Record<string, unknown>;
}

/**
 * The routes of spec §2, and the Inventory (docs/decisions.md, "Inventory"). Anonymous visitors
 * see none of them: every address sends them to the identity provider's sign-in page (spec §4),
 * whose pages `a11y-screens.spec.ts` checks on their own (their addresses are made per sign-in).
 */
export const ROUTE_CHECKS: readonly RouteCheck[] = [
  { route: '/', open: ['/'], roles: ['employee'], ready: { redirectsTo: '/home' } },
  // The provider sends the browser back here with the authorization code: every sign-in opens it
  // by its address. Without a code it goes on to `/` like after a sign-in.
  {
    route: '/auth/callback',
    open: ['/auth/callback'],
    roles: ['admin'],
    ready: { redirectsTo: '/dashboard' },
  },
  { route: '/home', open: ['/home'], roles: ['employee'], ready: { testId: 'home' } },
  { route: '/takeoff', open: ['/takeoff'], roles: ['employee'], ready: { redirectsTo: '/takeoff/1' } },
  {
    route: '/takeoff/:step',
    open: ['/takeoff/1', '/takeoff/2', '/takeoff/3', '/takeoff/4', '/takeoff/5', '/takeoff/6', '/takeoff/7'],
    roles: ['employee'],
    ready: { testId: 'mission-title' },
  },
  {
    route: '/visualisation',
    open: ['/visualisation'],
    roles: ['employee'],
    ready: { testId: 'resume-view' },
  },
  { route: '/onboarding', open: ['/onboarding'], roles: ['applicant'], ready: { testId: 'onboarding' } },
  { route: '/avatar', open: ['/avatar'], roles: ['applicant'], ready: { testId: 'avatar-choice' } },
  {
    route: '/dashboard',
    open: ['/dashboard'],
    roles: ['admin', 'hr', 'manager'],
    ready: { testId: 'dashboard-row' },
  },
  {
    route: '/user',
    open: ['/user?id={employee}'],
    roles: ['admin', 'hr', 'superadmin'],
    ready: { testId: 'resume-view', as: { superadmin: 'user-history' } },
  },
  {
    route: '/login-admin',
    open: ['/login-admin'],
    roles: ['admin', 'hr'],
    ready: { testId: 'login-admin-phone' },
    // Every demo account has a phone number, and with one the welcome sends the user on to the
    // dashboard after 3 s (spec §2, §9), in the middle of the checks: the screen is checked as a
    // staff member without one sees it, the phone form, which stays.
    me: { phoneNumber: '' },
  },
  { route: '/inventory', open: ['/inventory'], roles: ['admin', 'hr'], ready: { testId: 'supply-skills' } },
  {
    route: '/change-roles',
    open: ['/change-roles'],
    roles: ['superadmin'],
    ready: { testId: `change-roles-user-superadmin@highlight.test` },
  },
  // The 404 page in either frame: the collaborator's header and the back office's.
  { route: '*', open: ['/no-such-screen'], roles: ['employee', 'admin'], ready: { testId: 'not-found' } },
];

const ROUTER_FILE = new URL('../../apps/web/src/app/router.tsx', import.meta.url);

/**
 * The routes of the app's router, read from its source (`createRoutes` in `router.tsx`) with the
 * TypeScript parser: every object literal with a `path` or `index` property, joined to its parents'
 * paths through their `children`, as full paths (`/`, `/takeoff/:step`, `*`). A path the router
 * builds at run time, not written as a string, would be missed: the router writes them all so.
 */
export function routerPaths(source = readFileSync(ROUTER_FILE, 'utf8')): string[] {
  const file = ts.createSourceFile('router.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = new Set<string>();
  const property = (node: ts.ObjectLiteralExpression, name: string) =>
    node.properties.find(
      (member): member is ts.PropertyAssignment =>
        ts.isPropertyAssignment(member) && ts.isIdentifier(member.name) && member.name.text === name,
    );
  const join = (parent: string, path: string) =>
    path === '*' && parent === '' ? '*' : `${parent}/${path}`.replace(/\/+/g, '/');
  const visitRoute = (node: ts.ObjectLiteralExpression, parent: string) => {
    const path = property(node, 'path')?.initializer;
    const index = property(node, 'index')?.initializer;
    const here = path && ts.isStringLiteral(path) ? join(parent, path.text) : parent;
    if ((path && ts.isStringLiteral(path)) || index?.kind === ts.SyntaxKind.TrueKeyword)
      found.add(here || '/');
    const children = property(node, 'children')?.initializer;
    if (children && ts.isArrayLiteralExpression(children)) {
      for (const child of children.elements) if (ts.isObjectLiteralExpression(child)) visitRoute(child, here);
    }
  };
  // A route is an object literal with a path, an index flag or children; the table is the first
  // array of routes met in `createRoutes`, and routes nested in it are reached through `children`.
  const isRoute = (node: ts.Node): node is ts.ObjectLiteralExpression =>
    ts.isObjectLiteralExpression(node) &&
    ['path', 'index', 'children'].some((name) => property(node, name) !== undefined);
  const findTable = (node: ts.Node): boolean => {
    if (ts.isArrayLiteralExpression(node) && node.elements.some(isRoute)) {
      for (const route of node.elements) if (isRoute(route)) visitRoute(route, '');
      return true;
    }
    return node.forEachChild(findTable) ?? false;
  };
  const visit = (node: ts.Node): boolean | undefined =>
    ts.isFunctionDeclaration(node) && node.name?.text === 'createRoutes'
      ? findTable(node)
      : node.forEachChild(visit);
  visit(file);
  return [...found];
}
