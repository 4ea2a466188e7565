/**
 * Identity administration (DESIGN.md "Identity and access": one port, two adapters — the embedded
 * provider's accounts in the app database, or Keycloak's Admin REST API). This slice carries the
 * account-creation email; role replacement and `/oidcUsers` join it with change-roles, and the
 * Keycloak adapter comes with issue #10, so an external issuer answers `ACCOUNT_EMAIL_EXTERNAL`.
 */
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { queueActionEmail } from '../identity/accounts.ts';

export interface IdentityAdmin {
  /**
   * Queues the account-creation email of `userId` (an activation link valid 12 hours, usable once,
   * spec §9) in `db`, a database or the transaction of the action. Returns false when the user is
   * unknown or deleted. Throws `ACCOUNT_EMAIL_EXTERNAL` where the identity provider sends it.
   */
  sendAccountEmail(db: Database, userId: string): Promise<boolean>;
}

/** The embedded provider: its activation link, under `issuer`, written to the outbox. */
export function embeddedIdentityAdmin(issuer: string): IdentityAdmin {
  return {
    sendAccountEmail: (db, userId) => queueActionEmail(db, { issuer, userId, purpose: 'activation' }),
  };
}

/** An external provider without an adapter yet: its console sends account emails. */
export function externalIdentityAdmin(): IdentityAdmin {
  return {
    sendAccountEmail: () => Promise.reject(new AppError('ACCOUNT_EMAIL_EXTERNAL')),
  };
}
