/**
 * The embedded provider's adapter of the identity-admin port: accounts in the app database, the
 * activation link written to the outbox, roles kept in `users.roles` itself.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { identityCredentials, identityTokens } from '../db/schema.ts';
import { createIdentityUser, queueActionEmail } from '../identity/accounts.ts';
import { revokeAccountState } from '../identity/adapter.ts';
import { findAppUsers } from './app-users.ts';
import type { IdentityAdmin } from './port.ts';

/**
 * Removes what the embedded provider holds for `userId`: password, one-time links, sessions and
 * tokens. Also run by the Keycloak adapter's erasure, for accounts made before the switch.
 */
export async function eraseEmbeddedAccount(db: Database, userId: string): Promise<void> {
  await db.delete(identityCredentials).where(eq(identityCredentials.userId, userId));
  await db.delete(identityTokens).where(eq(identityTokens.userId, userId));
  await revokeAccountState(db, userId);
}

/** The embedded provider: accounts in the app database, its activation link written to the outbox. */
export function embeddedIdentityAdmin(issuer: string): IdentityAdmin {
  return {
    createUser: (db, input) => createIdentityUser(db, input),
    async sendAccountEmail(db, userId) {
      const [credential] = await db
        .select({ userId: identityCredentials.userId })
        .from(identityCredentials)
        .where(eq(identityCredentials.userId, userId));
      if (credential) throw new AppError('ACCOUNT_ACTIVE');
      const outcome = await queueActionEmail(db, { issuer, userId, purpose: 'activation' });
      // Issue #26 §7: a resend past the per-recipient limit is refused (429), not sent; the back
      // office is no enumeration oracle, so it may say so (docs/decisions.md).
      if (outcome === 'limited') throw new AppError('RATE_LIMITED');
      return outcome === 'queued';
    },
    findUsers: (db, q) => findAppUsers(db, q),
    beginRoleReplacement: () => Promise.resolve(),
    replaceRoles: () => Promise.resolve(),
    repairRoles: () => Promise.resolve(0),
    async deleteAccount(db, userId) {
      await eraseEmbeddedAccount(db, userId);
      return 'deleted';
    },
  };
}
