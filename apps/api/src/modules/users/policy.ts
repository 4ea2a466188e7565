/**
 * Who may do what to users and their files (spec §6; DESIGN.md: the API authorises every route from
 * the token's roles, deny by default). One place per resource (STYLE.md).
 */
import { isCollaborator, isStaff } from '@highlight/domain/roles';
import { AppError, forbidden } from '../../errors.ts';

interface Actor {
  id: string;
  roles: readonly string[];
}

/** spec §6: the back office (admin, human resources, superadmin) lists and searches users. */
export function assertCanListUsers(actor: Actor): void {
  if (!isStaff(actor.roles)) throw forbidden();
}

/** spec §6: a user reads their own file; the back office reads everyone's. */
export function canReadUser(actor: Actor, targetId: string): boolean {
  return actor.id === targetId || isStaff(actor.roles);
}

/** {@link canReadUser}, else `FORBIDDEN`. */
export function assertCanReadUser(actor: Actor, targetId: string): void {
  if (!canReadUser(actor, targetId)) throw forbidden();
}

/**
 * spec §1, §6: collaborators edit their own skills file. issue #28 §5: the back office may also
 * replace an applicant's file (a candidate HR brought in, whose CV HR imported again); never an
 * employee's (they update their own on an update request, spec §7), nor a back-office member's.
 */
export function assertCanEditResume(actor: Actor, target: { id: string; roles: readonly string[] }): void {
  if (actor.id === target.id) {
    if (!isCollaborator(actor.roles)) throw forbidden();
    return;
  }
  const applicant =
    target.roles.includes('applicant') && !target.roles.includes('employee') && !isStaff(target.roles);
  if (!isStaff(actor.roles) || !applicant) throw forbidden();
}

/**
 * issue #8 §6, §8: the owner downloads their own file; the back office downloads anyone's. The
 * anonymised variant exists for the back office only (a collaborator gets 403, even for their own).
 */
export function assertCanDownloadResume(actor: Actor, targetId: string, anonymised: boolean): void {
  assertCanReadUser(actor, targetId);
  if (anonymised && !isStaff(actor.roles)) throw forbidden();
}

/** spec §7 GET users/resumes, issue #8 §9: the ZIP of several files is for the back office only. */
export function assertCanDownloadMany(actor: Actor): void {
  if (!isStaff(actor.roles)) throw forbidden();
}

/**
 * spec §6, DESIGN.md "Decisions": the back office changes statuses, switches the ex-employee flag
 * and soft-deletes users.
 */
export function assertCanManageUsers(actor: Actor): void {
  if (!isStaff(actor.roles)) throw forbidden();
}

/** The person a back-office action names. */
interface Target {
  id: string;
  roles: readonly string[];
}

/**
 * issue #26 §8, THE rule of every back-office action on a person (status change, switch-resigner,
 * candidate transfer, update request, account-creation email, soft delete): the back office acts
 * on collaborators; a person holding any staff role (admin, human_ressources, superadmin), even
 * alongside a collaborator role, is a superadmin's alone (spec §6 keeps staff matters — roles — to
 * superadmins; an admin or HR could otherwise mail a superadmin an activation link or mark a
 * colleague as a former employee). Answers `STAFF_TARGET` when `actor` may not act on `target`,
 * null when they may. Bulk actions report it per person; single ones throw it (see below).
 */
export function staffTargetRefusal(actor: Actor, target: Pick<Target, 'roles'>): 'STAFF_TARGET' | null {
  return isStaff(target.roles) && !actor.roles.includes('superadmin') ? 'STAFF_TARGET' : null;
}

/**
 * issue #26 §8: `actor` is back office (else `FORBIDDEN`) and may act on `target` (else 403
 * `STAFF_TARGET`, see `staffTargetRefusal`). For the single-person actions.
 */
export function assertCanActOn(actor: Actor, target: Pick<Target, 'roles'>): void {
  assertCanManageUsers(actor);
  const refusal = staffTargetRefusal(actor, target);
  if (refusal) throw new AppError(refusal);
}

/**
 * spec §6 "deletes users": any back-office user deletes a collaborator; only a superadmin deletes
 * a person holding a staff role (`STAFF_TARGET`, issue #26 §8); nobody deletes themselves
 * (`CANNOT_DELETE_SELF`).
 */
export function assertCanDeleteUser(actor: Actor, target: Target): void {
  assertCanManageUsers(actor);
  if (actor.id === target.id) throw new AppError('CANNOT_DELETE_SELF');
  assertCanActOn(actor, target);
}

/**
 * issue #26 §24: only a superadmin restores a soft-deleted person (the deletion of anyone may have
 * been a superadmin's, and restoring gives back a sign-in).
 */
export function assertCanRestoreUser(actor: Actor): void {
  if (!actor.roles.includes('superadmin')) throw forbidden();
}

/** issue #9 `GET /api/audit`: the whole audit log is for superadmins. */
export function assertCanReadAudit(actor: Actor): void {
  if (!actor.roles.includes('superadmin')) throw forbidden();
}

/**
 * spec §2 change-roles, §6: only a superadmin lists identity-provider users and replaces roles.
 * A superadmin never drops their own superadmin role (`CANNOT_DROP_OWN_SUPERADMIN`): nobody might
 * be left to give it back.
 */
export function assertCanManageRoles(
  actor: Actor,
  change?: { targetId: string; roles: readonly string[] },
): void {
  if (!actor.roles.includes('superadmin')) throw forbidden();
  if (change && change.targetId === actor.id && !change.roles.includes('superadmin')) {
    throw new AppError('CANNOT_DROP_OWN_SUPERADMIN');
  }
}
