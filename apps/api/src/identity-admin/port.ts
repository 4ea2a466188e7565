/**
 * The identity-admin port (DESIGN.md "Identity and access"): what the back office asks of the
 * identity provider, whichever it is. Adapters: `./embedded.ts`, `./keycloak.ts`, and the
 * external provider without an adapter (`./index.ts`).
 */
import type { Role } from '@highlight/domain/roles';
import type { Database } from '../db/client.ts';
import type { NewIdentityUser } from '../identity/accounts.ts';

/** spec §3 identity-provider user, with the roles as plain names (the API wraps them). */
export interface IdentityAccount {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
}

export interface IdentityAdmin {
  /**
   * Creates the account of an invited person, without a password (they choose it through the
   * account-creation email). Returns its id, which is also the app's user id. Throws
   * `EmailTakenError` when the email is taken, even by a soft-deleted user.
   */
  createUser(db: Database, input: Omit<NewIdentityUser, 'password'>): Promise<{ id: string }>;
  /**
   * Queues the account-creation email of `userId` (an activation link valid 12 hours, usable once,
   * spec §9). Returns false when the user is unknown or deleted. Throws `ACCOUNT_EMAIL_EXTERNAL`
   * where the identity provider sends it, and `RATE_LIMITED` past the per-recipient mail limit
   * (issue #26 §7: `MAIL_LIMIT` of `mail/limits.ts`), and `ACCOUNT_ACTIVE` when the account has
   * its password already (the link would let the mail's reader choose another one).
   */
  sendAccountEmail(db: Database, userId: string): Promise<boolean>;
  /**
   * spec §7 `GET /oidcUsers?q=`: live users with a first name (spec §3) whose names or email
   * contain every term of `q` (accent- and case-insensitive), by name, at most
   * `IDENTITY_USERS_LIMIT`. An empty `q` lists the first ones by name.
   */
  findUsers(db: Database, q: string): Promise<IdentityAccount[]>;
  /**
   * Issue #10 §7: called with the app's database (not a transaction) before the transaction of a
   * role replacement of `userId`: journals it, so that a replacement cut half-way at the provider
   * is found and repaired (`repairRoles`) whatever happens next. No-op for the embedded provider.
   */
  beginRoleReplacement(db: Database, userId: string): Promise<void>;
  /**
   * spec §4: replaces the roles of `userId` at the identity provider, wholesale (the same roles
   * change nothing there). The caller updates the app's mirror (`users.roles`) in the same
   * transaction, which also closes the journal of `beginRoleReplacement`; for the embedded
   * provider that mirror is the provider's own store, so there is nothing more to write.
   * Throws `NOT_FOUND` when the provider has no such account, `IDENTITY_UNAVAILABLE` when it fails.
   */
  replaceRoles(db: Database, userId: string, roles: readonly Role[]): Promise<void>;
  /**
   * Issue #10 §7: makes the provider's roles match `users.roles` for every replacement journaled
   * more than 30 s before `now` and never committed (failed half-way, rolled back, or cut by a
   * crash). Resolves to the number repaired; throws `IDENTITY_UNAVAILABLE` when the provider fails.
   */
  repairRoles(db: Database, now?: Date): Promise<number>;
  /**
   * issue #10 §8 erasure: removes the account of `userId` at the identity provider (password,
   * one-time links, sessions and tokens for the embedded one). Resolves to `deleted`, or to
   * `not-managed` where no adapter reaches the provider (its console must remove the account).
   */
  deleteAccount(db: Database, userId: string): Promise<'deleted' | 'not-managed'>;
}
