/**
 * Identity administration (DESIGN.md "Identity and access": one port, two adapters — the embedded
 * provider's accounts in the app database, or Keycloak's Admin REST API). The port creates the
 * account of an invited candidate, queues its account-creation email, lists identity-provider
 * users (spec §7 `GET /oidcUsers`) and replaces their roles (spec §7
 * `PATCH /oidcUsers/management-roles/{id}`). The Keycloak adapter comes with issue #10; until then
 * an external issuer answers `IDENTITY_EXTERNAL` (`ACCOUNT_EMAIL_EXTERNAL` for the email).
 *
 * Every method takes `db`, a database or the transaction of the calling action, so that the
 * embedded provider's writes commit or roll back with the action and its audit entry.
 */
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { IDENTITY_USERS_LIMIT } from '@highlight/domain/constants';
import type { Role } from '@highlight/domain/roles';
import { searchTerms } from '@highlight/domain/search';
import type { Database } from '../db/client.ts';
import { identityCredentials, identityTokens, resumeSearch, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { createIdentityUser, queueActionEmail, type NewIdentityUser } from '../identity/accounts.ts';
import { revokeAccountState } from '../identity/adapter.ts';

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
   * where the identity provider sends it.
   */
  sendAccountEmail(db: Database, userId: string): Promise<boolean>;
  /**
   * spec §7 `GET /oidcUsers?q=`: live users with a first name (spec §3) whose names or email
   * contain every term of `q` (accent- and case-insensitive), by name, at most
   * `IDENTITY_USERS_LIMIT`. An empty `q` lists the first ones by name.
   */
  findUsers(db: Database, q: string): Promise<IdentityAccount[]>;
  /**
   * spec §4: replaces the roles of `userId` at the identity provider, wholesale. The caller
   * updates the app's mirror (`users.roles`) in the same transaction; for the embedded provider
   * that mirror is the provider's own store, so there is nothing more to write.
   */
  replaceRoles(db: Database, userId: string, roles: readonly Role[]): Promise<void>;
  /**
   * issue #10 §8 erasure: removes the account of `userId` at the identity provider (password,
   * one-time links, sessions and tokens for the embedded one). Resolves to `deleted`, or to
   * `not-managed` where no adapter reaches the provider (its console must remove the account).
   */
  deleteAccount(db: Database, userId: string): Promise<'deleted' | 'not-managed'>;
}

/** `%` and `_` are LIKE wildcards; normalised terms hold neither, but a pattern never trusts that. */
const likeContaining = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One term of a name search: in the normalised names (accent-free) or the email. */
function termCondition(term: string): SQL {
  const pattern = likeContaining(term);
  return sql`(${resumeSearch.names} like ${pattern} or lower(${users.email}) like ${pattern})`;
}

/** The embedded provider: accounts in the app database, its activation link written to the outbox. */
export function embeddedIdentityAdmin(issuer: string): IdentityAdmin {
  return {
    createUser: (db, input) => createIdentityUser(db, input),
    sendAccountEmail: (db, userId) => queueActionEmail(db, { issuer, userId, purpose: 'activation' }),
    async findUsers(db, q) {
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstname,
          lastName: users.lastname,
          email: users.email,
          roles: users.roles,
        })
        .from(users)
        .leftJoin(resumeSearch, eq(resumeSearch.userId, users.id))
        .where(and(isNull(users.deletedAt), ne(users.firstname, ''), ...searchTerms(q).map(termCondition)))
        .orderBy(asc(sql`lower(${users.lastname})`), asc(sql`lower(${users.firstname})`), asc(users.id))
        .limit(IDENTITY_USERS_LIMIT);
      return rows.map((row) => ({ ...row, roles: row.roles as Role[] }));
    },
    replaceRoles: () => Promise.resolve(),
    async deleteAccount(db, userId) {
      await db.delete(identityCredentials).where(eq(identityCredentials.userId, userId));
      await db.delete(identityTokens).where(eq(identityTokens.userId, userId));
      await revokeAccountState(db, userId);
      return 'deleted';
    },
  };
}

/** An external provider without an adapter yet: its console manages accounts and roles. */
export function externalIdentityAdmin(): IdentityAdmin {
  const external = () => Promise.reject(new AppError('IDENTITY_EXTERNAL'));
  return {
    createUser: external,
    sendAccountEmail: () => Promise.reject(new AppError('ACCOUNT_EMAIL_EXTERNAL')),
    findUsers: external,
    replaceRoles: external,
    deleteAccount: () => Promise.resolve('not-managed' as const),
  };
}
