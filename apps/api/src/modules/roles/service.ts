/**
 * Role management (spec §2 change-roles, §4 "roles of an identity-provider user can be replaced
 * wholesale", §5 "at least one must remain", §6 superadmin; issue #9): list identity-provider
 * users and replace their roles through the identity-admin port, mirrored in `users.roles` and
 * audited in the same transaction.
 */
import type { IdentityProviderUser, ManagementRolesRequest } from '@highlight/domain/back-office';
import type { Role } from '@highlight/domain/roles';
import { isUnsearchable } from '@highlight/domain/search';
import { recordAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import type { IdentityAccount } from '../../identity-admin/index.ts';
import { assertCanManageRoles } from '../users/policy.ts';
import { lockUsers, updateUsers, type UserRow } from '../users/repository.ts';

/** spec §3: the identity-provider user as the API answers it, roles wrapped as `{ name }`. */
function toIdentityProviderUser(account: IdentityAccount): IdentityProviderUser {
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    clientRoles: account.roles.map((name) => ({ name })),
  };
}

/**
 * spec §7 `GET /oidcUsers?q=`: superadmins only; see `IdentityAdmin.findUsers`. A text with
 * nothing searchable (emoji, punctuation) finds no one; a blank one lists everyone (issue #26 §9).
 */
export async function findIdentityUsers(
  ctx: AppContext,
  actor: UserRow,
  q: string,
): Promise<IdentityProviderUser[]> {
  assertCanManageRoles(actor);
  if (isUnsearchable(q)) return [];
  return (await ctx.identityAdmin.findUsers(ctx.db, q)).map(toIdentityProviderUser);
}

/** The same roles, in any order. */
const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * spec §7 `PATCH /oidcUsers/management-roles/{id}`: replaces the roles of live user `userId` with
 * `request.roles` (at least one, checked by the route's schema), at the identity provider and in
 * the mirror, stamping `rolesChangedAt` so that older tokens cannot write the old roles back, with
 * a `roles.change` audit entry (before, after). The same roles change nothing and write no entry.
 * Throws `FORBIDDEN` unless `actor` is a superadmin, `CANNOT_DROP_OWN_SUPERADMIN` (409) when a
 * superadmin would lose their own role, `NOT_FOUND` for an unknown or deleted user.
 */
export async function replaceRoles(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  request: ManagementRolesRequest,
): Promise<IdentityProviderUser> {
  assertCanManageRoles(actor, { targetId: userId, roles: request.roles });
  const roles: Role[] = [...request.roles];
  // Journaled outside the transaction: a replacement cut half-way at the provider gets repaired.
  await ctx.identityAdmin.beginRoleReplacement(ctx.db, userId);
  const row = await ctx.db.transaction(async (tx) => {
    const [target] = await lockUsers(tx, [userId]);
    if (!target || target.deletedAt) throw notFound();
    // Also with the same roles: the provider is brought back to the mirror, and the journal closed.
    await ctx.identityAdmin.replaceRoles(tx, target.id, roles);
    if (sameRoles(target.roles, roles)) return target;
    await updateUsers(tx, [target.id], { roles, rolesChangedAt: new Date() });
    await recordAudit(tx, [
      {
        actorId: actor.id,
        action: 'roles.change',
        userId: target.id,
        before: { roles: target.roles },
        after: { roles },
      },
    ]);
    return { ...target, roles };
  });
  ctx.documents.forgetUser(row.id);
  return toIdentityProviderUser({
    id: row.id,
    firstName: row.firstname,
    lastName: row.lastname,
    email: row.email,
    roles: row.roles as Role[],
  });
}
