/**
 * Who may see the Inventory (issue #29 §7; spec §6: the back office — admin, human_ressources,
 * superadmin). One place for the resource's rule (STYLE.md).
 */
import { isStaff } from '@highlight/domain/roles';
import { forbidden } from '../../errors.ts';

/** issue #29 §7: the back office reads the firm's inventory; collaborators get 403. */
export function assertCanReadInventory(actor: { roles: readonly string[] }): void {
  if (!isStaff(actor.roles)) throw forbidden();
}
