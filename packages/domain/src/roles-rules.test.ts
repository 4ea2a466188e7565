/**
 * spec §1, §4, §6 over every role combination: each flag says exactly whether its role is held,
 * and the mode follows the §4 rule for any role set and stored choice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCollaborator,
  isDualRole,
  isStaff,
  resolveUserMode,
  roleFlags,
  ROLES,
  USER_MODES,
} from './roles.ts';

/** Every role set, with unknown names mixed in (they are ignored, spec §6). */
const roleSets = fc
  .tuple(fc.subarray([...ROLES]), fc.subarray(['hr', 'root', 'Admin', '']))
  .chain(([known, unknown]) =>
    fc.shuffledSubarray([...known, ...unknown], { minLength: known.length + unknown.length }),
  );

describe('roleFlags (spec §6)', () => {
  it.each([
    ['applicant', 'isApplicant'],
    ['employee', 'isEmployee'],
    ['admin', 'isAdmin'],
    ['human_ressources', 'isHr'],
    ['superadmin', 'isSuperAdmin'],
  ] as const)('%s alone sets %s and no other flag', (role, flag) => {
    const flags = roleFlags([role]);
    expect(Object.entries(flags).filter(([, value]) => value)).toEqual([[flag, true]]);
  });

  it('sets each flag exactly when its role is in the set (property)', () => {
    fc.assert(
      fc.property(roleSets, (roles) => {
        expect(roleFlags(roles)).toEqual({
          isApplicant: roles.includes('applicant'),
          isEmployee: roles.includes('employee'),
          isAdmin: roles.includes('admin'),
          isHr: roles.includes('human_ressources'),
          isSuperAdmin: roles.includes('superadmin'),
        });
      }),
    );
  });
});

describe('collaborator, staff and dual role (spec §1)', () => {
  it('follows the role kinds for every role set (property)', () => {
    fc.assert(
      fc.property(roleSets, (roles) => {
        const collaborator = roles.includes('applicant') || roles.includes('employee');
        const staff = ['admin', 'superadmin', 'human_ressources'].some((role) => roles.includes(role));
        expect(isCollaborator(roles)).toBe(collaborator);
        expect(isStaff(roles)).toBe(staff);
        expect(isDualRole(roles)).toBe(collaborator && staff);
      }),
    );
  });
});

describe('resolveUserMode (spec §4 "Mode")', () => {
  it('gives staff admin without a choice and their choice otherwise, and everyone else collab (property)', () => {
    fc.assert(
      fc.property(roleSets, fc.constantFrom(null, undefined, ...USER_MODES), (roles, stored) => {
        const staff = isStaff(roles);
        const expected = !staff ? 'collab' : (stored ?? 'admin');
        expect(resolveUserMode(roles, stored)).toBe(expected);
      }),
    );
  });
});
