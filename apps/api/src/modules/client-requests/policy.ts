/**
 * Who may use saved client requests (issue #27 §4; spec §6: answering a client's request is the
 * back office's work). One place for the resource's rule (STYLE.md).
 */
import { isStaff } from '@highlight/domain/roles';
import { forbidden } from '../../errors.ts';

/**
 * spec §6: the back office (admin, human_ressources, superadmin) saves, lists, reads, corrects and
 * deletes saved requests, anyone's (they are the firm's record of demand); collaborators get 403.
 */
export function assertCanUseClientRequests(actor: { roles: readonly string[] }): void {
  if (!isStaff(actor.roles)) throw forbidden();
}
