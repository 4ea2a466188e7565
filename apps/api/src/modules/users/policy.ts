/**
 * Who may do what to users and their files (spec §6; DESIGN.md: the API authorises every route from
 * the token's roles, deny by default). One place per resource (STYLE.md).
 */
import { isCollaborator, isStaff } from '@highlight/domain/roles';
import { forbidden } from '../../errors.ts';

interface Actor {
  id: string;
  roles: readonly string[];
}

/** spec §6: the back office (admin, human resources, superadmin) lists and searches users. */
export function assertCanListUsers(actor: Actor): void {
  if (!isStaff(actor.roles)) throw forbidden();
}

/** spec §6: a user reads their own file; the back office reads everyone's. */
export function assertCanReadUser(actor: Actor, targetId: string): void {
  if (actor.id === targetId) return;
  if (!isStaff(actor.roles)) throw forbidden();
}

/** spec §1, §6: collaborators edit their own skills file; nobody edits someone else's. */
export function assertCanEditResume(actor: Actor, targetId: string): void {
  if (actor.id !== targetId || !isCollaborator(actor.roles)) throw forbidden();
}
