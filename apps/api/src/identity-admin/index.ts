/**
 * Identity administration (DESIGN.md "Identity and access": one port, two adapters — the embedded
 * provider's accounts in the app database, or Keycloak's Admin REST API). The port creates the
 * account of an invited candidate, queues its account-creation email, lists identity-provider
 * users (spec §7 `GET /oidcUsers`) and replaces their roles (spec §7
 * `PATCH /oidcUsers/management-roles/{id}`). An external issuer is administered through the
 * Keycloak adapter (`./keycloak.ts`) when `KEYCLOAK_ADMIN_*` is set, else answers
 * `IDENTITY_EXTERNAL` (`ACCOUNT_EMAIL_EXTERNAL` for the email): its console does the work.
 *
 * Every method takes `db`, a database or the transaction of the calling action, so that the
 * embedded provider's writes commit or roll back with the action and its audit entry.
 */
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { IdentityAdmin } from './port.ts';
import { startPeriodic } from '../periodic.ts';

export type { IdentityAccount, IdentityAdmin } from './port.ts';
export { embeddedIdentityAdmin } from './embedded.ts';
export { keycloakIdentityAdmin, type KeycloakAdminSettings } from './keycloak.ts';

/** An external provider without an adapter yet: its console manages accounts and roles. */
export function externalIdentityAdmin(): IdentityAdmin {
  const external = () => Promise.reject(new AppError('IDENTITY_EXTERNAL'));
  return {
    createUser: external,
    sendAccountEmail: () => Promise.reject(new AppError('ACCOUNT_EMAIL_EXTERNAL')),
    findUsers: external,
    beginRoleReplacement: () => Promise.resolve(),
    replaceRoles: external,
    repairRoles: () => Promise.resolve(0),
    deleteAccount: () => Promise.resolve('not-managed' as const),
  };
}

/** How often half-done role replacements are looked for (issue #10 §7), in milliseconds. */
export const ROLE_REPAIR_INTERVAL_MS = 60_000;

/**
 * Issue #10 §7: runs `identityAdmin.repairRoles` now and every `intervalMs`, one run at a time;
 * a failure goes to `onError` and the next run tries again. `stop()` waits for a run in progress.
 */
export function startRoleRepairs(
  identityAdmin: IdentityAdmin,
  db: Database,
  onError: (error: unknown) => void,
  intervalMs: number = ROLE_REPAIR_INTERVAL_MS,
): { stop(): Promise<void> } {
  return startPeriodic(() => identityAdmin.repairRoles(db), onError, intervalMs);
}
