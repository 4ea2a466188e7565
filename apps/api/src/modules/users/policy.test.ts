/**
 * Who may do what to users and their files (spec §1 roles, §6 permissions; issue #8 §6, §8, §9;
 * issue #9 deletion, audit and roles; issue #26 §8 staff targets, §24 restore), for every one of
 * the 32 role sets of spec §3 and for the actor's own file as well as someone else's. The routes'
 * side is `test/role-matrix.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@highlight/domain/roles';
import type { ErrorCode } from '@highlight/domain/errors';
import { AppError } from '../../errors.ts';
import {
  assertCanActOn,
  assertCanDeleteUser,
  assertCanDownloadMany,
  assertCanDownloadResume,
  assertCanEditResume,
  assertCanListUsers,
  assertCanManageRoles,
  assertCanManageUsers,
  assertCanReadAudit,
  assertCanReadUser,
  assertCanRestoreUser,
  staffTargetRefusal,
} from './policy.ts';

/** Every subset of the five roles, the empty set included (a token without roles). */
const ROLE_SETS: Role[][] = Array.from({ length: 2 ** ROLES.length }, (_, mask) =>
  ROLES.filter((_, bit) => (mask >> bit) & 1),
);

/** spec §1: the back office is admin, human resources and superadmin. */
const backOffice = (roles: readonly Role[]) =>
  roles.includes('admin') || roles.includes('human_ressources') || roles.includes('superadmin');
/** spec §1: applicants and employees are collaborators. */
const collaborator = (roles: readonly Role[]) => roles.includes('applicant') || roles.includes('employee');
const superadmin = (roles: readonly Role[]) => roles.includes('superadmin');

/** The error code `action` throws, or null when it lets the actor through. */
function refusal(action: () => void): ErrorCode | null {
  try {
    action();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

const label = (roles: readonly Role[]) => (roles.length > 0 ? roles.join('+') : 'no role');
const actorWith = (roles: Role[]) => ({ id: randomUUID(), roles });

describe.each(ROLE_SETS.map((roles) => [label(roles), roles] as const))('an actor with %s', (_, roles) => {
  const actor = actorWith(roles);
  const other = randomUUID();
  const staffOnly = backOffice(roles) ? null : 'FORBIDDEN';

  it('lists, manages and downloads many files only from the back office (spec §6, issue #8 §9)', () => {
    expect(refusal(() => assertCanListUsers(actor))).toBe(staffOnly);
    expect(refusal(() => assertCanManageUsers(actor))).toBe(staffOnly);
    expect(refusal(() => assertCanDownloadMany(actor))).toBe(staffOnly);
  });

  it("reads their own file always, someone else's from the back office only (spec §6)", () => {
    expect(refusal(() => assertCanReadUser(actor, actor.id))).toBeNull();
    expect(refusal(() => assertCanReadUser(actor, other))).toBe(staffOnly);
  });

  it("edits their own file as a collaborator; an applicant's from the back office too, nobody else's (spec §1, §6, issue #28 §5)", () => {
    expect(refusal(() => assertCanEditResume(actor, { id: actor.id, roles }))).toBe(
      collaborator(roles) ? null : 'FORBIDDEN',
    );
    expect(refusal(() => assertCanEditResume(actor, { id: other, roles: ['applicant'] }))).toBe(staffOnly);
    for (const targetRoles of [
      ['employee'],
      ['applicant', 'employee'],
      ['applicant', 'admin'],
      ['human_ressources'],
      [],
    ]) {
      expect(refusal(() => assertCanEditResume(actor, { id: other, roles: targetRoles }))).toBe('FORBIDDEN');
    }
  });

  it('downloads their own file, anyone else from the back office; anonymised only from the back office (issue #8 §6, §8)', () => {
    expect(refusal(() => assertCanDownloadResume(actor, actor.id, false))).toBeNull();
    expect(refusal(() => assertCanDownloadResume(actor, actor.id, true))).toBe(staffOnly);
    expect(refusal(() => assertCanDownloadResume(actor, other, false))).toBe(staffOnly);
    expect(refusal(() => assertCanDownloadResume(actor, other, true))).toBe(staffOnly);
  });

  it('reads the audit log and manages roles only as a superadmin (issue #9)', () => {
    const superOnly = superadmin(roles) ? null : 'FORBIDDEN';
    expect(refusal(() => assertCanReadAudit(actor))).toBe(superOnly);
    expect(refusal(() => assertCanManageRoles(actor))).toBe(superOnly);
    expect(refusal(() => assertCanManageRoles(actor, { targetId: other, roles: [] }))).toBe(superOnly);
  });

  it.each(ROLE_SETS.map((targetRoles) => [label(targetRoles), targetRoles] as const))(
    'deletes a person with %s only when the spec §6 allows it',
    (_, targetRoles) => {
      let expected: ErrorCode | null = null;
      if (!backOffice(roles)) expected = 'FORBIDDEN';
      else if (backOffice(targetRoles) && !superadmin(roles)) expected = 'STAFF_TARGET';
      expect(refusal(() => assertCanDeleteUser(actor, { id: other, roles: targetRoles }))).toBe(expected);
    },
  );

  it.each(ROLE_SETS.map((targetRoles) => [label(targetRoles), targetRoles] as const))(
    'acts on a person with %s only if they hold no staff role, or as a superadmin (issue #26 §8)',
    (_, targetRoles) => {
      // Dual-role targets (admin+employee, human_ressources+applicant…) hold a staff role too.
      const staffTarget = backOffice(targetRoles) && !superadmin(roles);
      expect(staffTargetRefusal(actor, { roles: targetRoles })).toBe(staffTarget ? 'STAFF_TARGET' : null);
      let expected: ErrorCode | null = null;
      if (!backOffice(roles)) expected = 'FORBIDDEN';
      else if (staffTarget) expected = 'STAFF_TARGET';
      expect(refusal(() => assertCanActOn(actor, { roles: targetRoles }))).toBe(expected);
    },
  );

  it('restores a deleted person only as a superadmin (issue #26 §24)', () => {
    expect(refusal(() => assertCanRestoreUser(actor))).toBe(superadmin(roles) ? null : 'FORBIDDEN');
  });

  it('never deletes themselves; outside the back office the refusal is FORBIDDEN', () => {
    expect(refusal(() => assertCanDeleteUser(actor, { id: actor.id, roles }))).toBe(
      backOffice(roles) ? 'CANNOT_DELETE_SELF' : 'FORBIDDEN',
    );
  });
});

describe('a superadmin changing roles (spec §2 change-roles, issue #9)', () => {
  const actor = actorWith(['superadmin', 'employee']);

  it('never drops their own superadmin role', () => {
    expect(refusal(() => assertCanManageRoles(actor, { targetId: actor.id, roles: ['employee'] }))).toBe(
      'CANNOT_DROP_OWN_SUPERADMIN',
    );
    expect(refusal(() => assertCanManageRoles(actor, { targetId: actor.id, roles: [] }))).toBe(
      'CANNOT_DROP_OWN_SUPERADMIN',
    );
  });

  it('changes their own other roles while keeping superadmin, and anyone else at all', () => {
    expect(
      refusal(() => assertCanManageRoles(actor, { targetId: actor.id, roles: ['superadmin'] })),
    ).toBeNull();
    expect(
      refusal(() => assertCanManageRoles(actor, { targetId: actor.id, roles: ['admin', 'superadmin'] })),
    ).toBeNull();
    expect(refusal(() => assertCanManageRoles(actor, { targetId: randomUUID(), roles: [] }))).toBeNull();
  });
});
