/** spec §4 "Mode" and §6 flags, table-driven. */
import { describe, expect, it } from 'vitest';
import { isDualRole, resolveUserMode, roleFlags, type UserMode } from './roles.ts';

describe('resolveUserMode (spec §4)', () => {
  const cases: [string[], UserMode | null, UserMode][] = [
    // Without a stored value: superadmin, admin or human resources get admin, others collab.
    [['superadmin'], null, 'admin'],
    [['admin'], null, 'admin'],
    [['human_ressources'], null, 'admin'],
    [['admin', 'employee'], null, 'admin'],
    [['employee'], null, 'collab'],
    [['applicant'], null, 'collab'],
    [[], null, 'collab'],
    // With a stored value: anyone not staff is forced to collab; staff keep the stored value.
    [['employee'], 'admin', 'collab'],
    [['applicant'], 'admin', 'collab'],
    [['employee'], 'collab', 'collab'],
    [['admin', 'employee'], 'collab', 'collab'],
    [['admin', 'employee'], 'admin', 'admin'],
    [['human_ressources', 'applicant'], 'collab', 'collab'],
    [['superadmin'], 'admin', 'admin'],
  ];
  it.each(cases)('roles %j with stored %s → %s', (roles, stored, expected) => {
    expect(resolveUserMode(roles, stored)).toBe(expected);
  });
});

describe('roleFlags and isDualRole (spec §6)', () => {
  it('derives every flag from the role names', () => {
    expect(roleFlags(['human_ressources', 'employee'])).toEqual({
      isApplicant: false,
      isEmployee: true,
      isAdmin: false,
      isHr: true,
      isSuperAdmin: false,
    });
    expect(roleFlags(['hr', 'human_resources'])).toMatchObject({ isHr: false });
  });
  it.each([
    [['admin', 'employee'], true],
    [['superadmin', 'applicant'], true],
    [['admin'], false],
    [['employee'], false],
  ])('%j dual role: %s', (roles, expected) => {
    expect(isDualRole(roles)).toBe(expected);
  });
});
