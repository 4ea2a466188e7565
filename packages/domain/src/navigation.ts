/**
 * Navigation guard rules (spec §2 "Navigation guards", with the mode rules of spec §4).
 *
 * Pure decision function: the web router calls it before each route resolves, after fetching the
 * current user. It is a convenience for the user; the API enforces access on its own (spec §6).
 */
import { isCollaborator, isStaff, type UserMode } from './roles.ts';

/** Paths of the screens of spec §2. */
export const PATHS = {
  root: '/',
  home: '/home',
  loginAdmin: '/login-admin',
  takeoff: '/takeoff',
  visualisation: '/visualisation',
  onboarding: '/onboarding',
  avatar: '/avatar',
  dashboard: '/dashboard',
  changeRoles: '/change-roles',
  inventory: '/inventory',
  lookAtUser: '/user',
} as const;

/**
 * Who a route is for (spec §2 "Access" column):
 * - `collabAvatar`: employee or applicant with a chosen avatar (/home, /takeoff/*, /visualisation);
 * - `collabNoAvatar`: employee or applicant without an avatar (/onboarding, /avatar);
 * - `admin`: back office (dashboard, /user, /login-admin, /inventory of issue #29);
 * - `superadmin`: superadmin only (change-roles);
 * - `open`: any signed-in user (404 page).
 */
export type RouteAccess = 'collabAvatar' | 'collabNoAvatar' | 'admin' | 'superadmin' | 'open';

export interface GuardInput {
  access: RouteAccess;
  roles: readonly string[];
  /** The mode resolved by `resolveUserMode` (spec §4). */
  mode: UserMode;
  hasAvatar: boolean;
}

/**
 * spec §2: where to send the user instead, or `null` to let the route resolve.
 * A redirect target is itself guarded on arrival, so chains (admin → change-roles → /home →
 * /dashboard) settle on the right screen.
 */
export function guardRedirect({ access, roles, mode, hasAvatar }: GuardInput): string | null {
  const collaborator = isCollaborator(roles);
  const staff = isStaff(roles);
  // Acting as back office: staff-only users, and dual-role users in admin mode.
  const actsAsStaff = staff && (!collaborator || mode === 'admin');

  switch (access) {
    case 'open':
      return null;
    case 'superadmin':
      if (!roles.includes('superadmin')) return PATHS.home;
      if (!actsAsStaff) return PATHS.home;
      return null;
    case 'admin':
      if (!actsAsStaff) return PATHS.home;
      return null;
    case 'collabAvatar':
    case 'collabNoAvatar': {
      if (actsAsStaff || !collaborator) return PATHS.dashboard;
      if (access === 'collabAvatar' && !hasAvatar) return PATHS.onboarding;
      if (access === 'collabNoAvatar' && hasAvatar) return PATHS.home;
      return null;
    }
  }
}
