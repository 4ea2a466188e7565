/** spec §2 "Navigation guards" with the spec §4 modes, table-driven. */
import { describe, expect, it } from 'vitest';
import { guardRedirect, type RouteAccess } from './navigation.ts';
import { isCollaborator, isDualRole, isStaff, ROLES, USER_MODES, type UserMode } from './roles.ts';

type Case = [string, RouteAccess, string[], UserMode, boolean, string | null];

const cases: Case[] = [
  // A collaborator-only user going to an admin or superadmin route is sent to Home.
  ['employee → dashboard', 'admin', ['employee'], 'collab', true, '/home'],
  ['applicant → change-roles', 'superadmin', ['applicant'], 'collab', true, '/home'],
  // A dual-role user in collab mode is also sent to Home.
  ['dual in collab → dashboard', 'admin', ['admin', 'employee'], 'collab', true, '/home'],
  ['dual in collab → /user', 'admin', ['human_ressources', 'applicant'], 'collab', false, '/home'],
  // Staff-only, or dual in admin mode, going to a collaborator, takeoff or resume route → dashboard.
  ['admin → home', 'collabAvatar', ['admin'], 'admin', false, '/dashboard'],
  ['hr → onboarding', 'collabNoAvatar', ['human_ressources'], 'admin', false, '/dashboard'],
  ['superadmin → takeoff', 'collabAvatar', ['superadmin'], 'admin', false, '/dashboard'],
  ['dual in admin → visualisation', 'collabAvatar', ['admin', 'employee'], 'admin', true, '/dashboard'],
  // A superadmin route for a non-superadmin goes to Home.
  ['admin → change-roles', 'superadmin', ['admin'], 'admin', false, '/home'],
  ['hr → change-roles', 'superadmin', ['human_ressources'], 'admin', false, '/home'],
  ['superadmin → change-roles', 'superadmin', ['superadmin'], 'admin', false, null],
  // Avatar rules for employees and applicants.
  ['applicant without avatar → home', 'collabAvatar', ['applicant'], 'collab', false, '/onboarding'],
  ['employee without avatar → takeoff', 'collabAvatar', ['employee'], 'collab', false, '/onboarding'],
  ['employee with avatar → home', 'collabAvatar', ['employee'], 'collab', true, null],
  ['employee with avatar → onboarding', 'collabNoAvatar', ['employee'], 'collab', true, '/home'],
  ['applicant without avatar → avatar', 'collabNoAvatar', ['applicant'], 'collab', false, null],
  [
    'dual in collab without avatar → home',
    'collabAvatar',
    ['admin', 'employee'],
    'collab',
    false,
    '/onboarding',
  ],
  // Back office in admin mode reaches its routes.
  ['admin → dashboard', 'admin', ['admin'], 'admin', false, null],
  ['hr → /user', 'admin', ['human_ressources'], 'admin', false, null],
  ['dual in admin → dashboard', 'admin', ['admin', 'employee'], 'admin', true, null],
  // The 404 page is open to everyone.
  ['anyone → 404', 'open', ['applicant'], 'collab', false, null],
];

describe('guardRedirect (spec §2)', () => {
  it.each(cases)('%s', (_name, access, roles, mode, hasAvatar, expected) => {
    expect(guardRedirect({ access, roles, mode, hasAvatar })).toBe(expected);
  });

  it('settles every redirect chain on a screen the user may see', () => {
    const access: Record<string, RouteAccess> = {
      '/home': 'collabAvatar',
      '/onboarding': 'collabNoAvatar',
      '/dashboard': 'admin',
    };
    for (const [, start, roles, mode, hasAvatar] of cases) {
      let target = guardRedirect({ access: start, roles, mode, hasAvatar });
      const seen = new Set<string>();
      while (target !== null) {
        expect(seen.has(target)).toBe(false);
        seen.add(target);
        target = guardRedirect({ access: access[target] ?? 'open', roles, mode, hasAvatar });
      }
    }
  });
});

/** Every subset of the realm roles (spec §1), the empty set included: 32 role sets. */
const ROLE_SETS: string[][] = Array.from({ length: 2 ** ROLES.length }, (_, mask) =>
  ROLES.filter((_role, index) => (mask >> index) & 1),
);
const ACCESSES: RouteAccess[] = ['collabAvatar', 'collabNoAvatar', 'admin', 'superadmin', 'open'];

describe('guardRedirect over every role combination (spec §2 access column, spec §4 modes)', () => {
  const everyCase = ROLE_SETS.flatMap((roles) =>
    USER_MODES.flatMap((mode) =>
      [true, false].flatMap((hasAvatar) => ACCESSES.map((access) => ({ access, roles, mode, hasAvatar }))),
    ),
  );

  it('lets the back office routes through only for staff acting as staff', () => {
    for (const input of everyCase.filter((entry) => entry.access === 'admin')) {
      const staffOnly = isStaff(input.roles) && !isCollaborator(input.roles);
      const dualInAdminMode = isDualRole(input.roles) && input.mode === 'admin';
      expect(guardRedirect(input), JSON.stringify(input)).toBe(staffOnly || dualInAdminMode ? null : '/home');
    }
  });

  it('lets change-roles through only for a superadmin acting as staff', () => {
    for (const input of everyCase.filter((entry) => entry.access === 'superadmin')) {
      const allowed =
        input.roles.includes('superadmin') && (!isCollaborator(input.roles) || input.mode === 'admin');
      expect(guardRedirect(input), JSON.stringify(input)).toBe(allowed ? null : '/home');
    }
  });

  it('sends anyone acting as staff, or holding no collaborator role, from the collaborator routes to the dashboard', () => {
    for (const input of everyCase.filter((entry) => entry.access.startsWith('collab'))) {
      const actsAsStaff = isStaff(input.roles) && (!isCollaborator(input.roles) || input.mode === 'admin');
      if (actsAsStaff || !isCollaborator(input.roles)) {
        expect(guardRedirect(input), JSON.stringify(input)).toBe('/dashboard');
      } else if (input.access === 'collabAvatar') {
        expect(guardRedirect(input), JSON.stringify(input)).toBe(input.hasAvatar ? null : '/onboarding');
      } else {
        expect(guardRedirect(input), JSON.stringify(input)).toBe(input.hasAvatar ? '/home' : null);
      }
    }
  });

  it('never keeps anyone from the open routes (the 404 page)', () => {
    for (const input of everyCase.filter((entry) => entry.access === 'open')) {
      expect(guardRedirect(input)).toBeNull();
    }
  });
});
