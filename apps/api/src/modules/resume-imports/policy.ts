/**
 * Who may import a CV (issue #28 §3; spec §6; DESIGN.md: the API authorises every route from the
 * token's roles, deny by default). One place for the resource (STYLE.md).
 */
import { isCollaborator, isStaff } from '@highlight/domain/roles';
import { forbidden } from '../../errors.ts';

/**
 * issue #28 §3 "collaborators may call it for themselves, staff for anyone": the import stores
 * nothing and names nobody, so everyone holding a collaborator role (applicant, employee) or a
 * back-office role (admin, human_ressources, superadmin) may call it; a caller with none of these
 * roles gets 403 `FORBIDDEN`.
 */
export function assertCanImportResume(actor: { roles: readonly string[] }): void {
  if (!isCollaborator(actor.roles) && !isStaff(actor.roles)) throw forbidden();
}
