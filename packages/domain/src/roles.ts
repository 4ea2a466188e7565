/**
 * Roles, role flags and display modes (spec §1, §4, §6).
 *
 * Role names are exactly those of the identity provider's realm roles (`realm_access.roles`),
 * including the spec's spelling `human_ressources`. No zod here: the app's first screen needs these
 * rules, not the schemas (`ZRole`, `ZCollaboratorRole`, `ZUserMode` live in `user.ts`; issue #11 §6).
 */
export const ROLES = ['applicant', 'employee', 'admin', 'superadmin', 'human_ressources'] as const;
export type Role = (typeof ROLES)[number];

/** spec §1: applicants and employees are collaborators. */
export const COLLABORATOR_ROLES = ['applicant', 'employee'] as const satisfies readonly Role[];
/** spec §1: admin, superadmin and human resources are back office (staff). */
export const STAFF_ROLES: readonly Role[] = ['admin', 'superadmin', 'human_ressources'];

export const USER_MODES = ['admin', 'collab'] as const;
export type UserMode = (typeof USER_MODES)[number];

/** spec §6: the role flags derived from a role set. */
export interface RoleFlags {
  isApplicant: boolean;
  isEmployee: boolean;
  isAdmin: boolean;
  isHr: boolean;
  isSuperAdmin: boolean;
}

/** spec §6: flags of a role set; unknown role names are ignored. */
export function roleFlags(roles: readonly string[]): RoleFlags {
  return {
    isApplicant: roles.includes('applicant'),
    isEmployee: roles.includes('employee'),
    isAdmin: roles.includes('admin'),
    isHr: roles.includes('human_ressources'),
    isSuperAdmin: roles.includes('superadmin'),
  };
}

/** True when the role set holds a collaborator role (employee or applicant). */
export function isCollaborator(roles: readonly string[]): boolean {
  return roles.some((role) => (COLLABORATOR_ROLES as readonly string[]).includes(role));
}

/** True when the role set holds a back-office role (admin, superadmin or human_ressources). */
export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/** spec §1, §4: a dual-role user holds both kinds of role and chooses a mode. */
export function isDualRole(roles: readonly string[]): boolean {
  return isCollaborator(roles) && isStaff(roles);
}

/**
 * spec §4 "Mode": the display mode from the role set and the stored choice `chosenUserMode`.
 * - no stored value: staff (superadmin, admin, human resources) get `admin`, others `collab`;
 * - stored value: anyone not staff is forced to `collab`; staff keep the stored value.
 * Recomputed after each token refresh, since roles may have changed.
 */
export function resolveUserMode(roles: readonly string[], stored: UserMode | null | undefined): UserMode {
  if (stored == null) return isStaff(roles) ? 'admin' : 'collab';
  return isStaff(roles) ? stored : 'collab';
}
