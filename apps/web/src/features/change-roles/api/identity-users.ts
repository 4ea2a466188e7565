/**
 * spec §7 identity-provider users: `GET /oidcUsers?q=` and `PATCH /oidcUsers/management-roles/{id}`
 * (superadmins only, spec §6).
 */
import {
  ZIdentityProviderUser,
  ZIdentityUsersResponse,
  type IdentityProviderUser,
} from '@highlight/domain/back-office';
import type { Role } from '@highlight/domain/roles';
import { apiFetch } from '../../../lib/api.ts';

/** Users whose names or email contain every word of `q` (spec §3: only those with a first name). */
export function findIdentityUsers(q: string, signal?: AbortSignal): Promise<IdentityProviderUser[]> {
  return apiFetch(`/oidcUsers?q=${encodeURIComponent(q)}`, { schema: ZIdentityUsersResponse, signal });
}

/** spec §4: replaces the user's roles wholesale; at least one (spec §5). */
export function replaceRoles(id: string, roles: readonly Role[]): Promise<IdentityProviderUser> {
  return apiFetch(`/oidcUsers/management-roles/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { roles },
    schema: ZIdentityProviderUser,
  });
}
