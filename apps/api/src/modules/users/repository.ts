/**
 * SQL about users (STYLE.md: SQL lives in repositories). Soft-deleted users (DESIGN.md) are
 * invisible to every read here.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { makeTrigram } from '@highlight/domain/trigram';
import type { Role } from '@highlight/domain/roles';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { identityRoleRepairs, users } from '../../db/schema.ts';
import type { TokenClaims } from '../../token-claims.ts';
import { upsertSearch } from '../resumes/repository.ts';
import { identitySearchDocument } from '../resumes/search-document.ts';

export type UserRow = typeof users.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A live (not soft-deleted) user by id, or null. */
export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

/** Live users by id, in no particular order. */
export async function findUsersByIds(db: Database, ids: readonly string[]): Promise<UserRow[]> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, valid), isNull(users.deletedAt)));
}

/** Trigrams in use (soft-deleted users keep theirs: documents may carry them). */
export async function takenTrigrams(db: Database): Promise<Set<string>> {
  const rows = await db.select({ trigram: users.trigram }).from(users);
  return new Set(rows.map((row) => row.trigram));
}

/**
 * True when the token was issued before (or in the second of) the last role replacement, or has
 * no `iat` while roles were replaced: its roles are stale and must not overwrite the new ones.
 */
function issuedBeforeRoleChange(claims: TokenClaims, user: UserRow): boolean {
  if (!user.rolesChangedAt) return false;
  if (claims.issuedAt === undefined) return true;
  return claims.issuedAt * 1000 <= user.rolesChangedAt.getTime();
}

/** True while a role replacement of `userId` at the identity provider awaits its repair. */
async function roleRepairPending(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: identityRoleRepairs.userId })
    .from(identityRoleRepairs)
    .where(eq(identityRoleRepairs.userId, userId));
  return row !== undefined;
}

/**
 * The user a verified token speaks for. The embedded provider's `sub` is the user id; an external
 * provider's user is matched by email, or created on first sign-in (just-in-time provisioning).
 * The stored roles mirror the token's realm roles (spec §3 "Role set"), except a token issued before
 * a superadmin last replaced them (issue #9): the API then authorises with the new, stored roles.
 * A token without realm roles (`claims.roles` null) leaves the stored roles alone and gets a row
 * without roles for this call (issue #10 §1). A token saying `email_verified: true` marks the stored
 * email verified (issue #10 §4). Soft-deleted users get null.
 */
export async function resolveTokenUser(db: Database, claims: TokenClaims): Promise<UserRow | null> {
  let user: UserRow | undefined;
  if (UUID.test(claims.sub)) {
    [user] = await prepared(db).userById.execute({ id: claims.sub });
  }
  if (!user && claims.email) {
    [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${claims.email})`);
  }
  if (!user) {
    if (!claims.email) return null;
    const firstname = claims.givenName ?? '';
    const lastname = claims.familyName ?? '';
    const values = {
      // Keycloak's user ids are UUIDs: the app's user takes the same id, so that identity
      // administration (issue #10 §7) names the same person on both sides.
      ...(UUID.test(claims.sub) ? { id: claims.sub.toLowerCase() } : {}),
      email: claims.email,
      firstname,
      lastname,
      trigram: makeTrigram(firstname, lastname, await takenTrigrams(db)),
      roles: claims.roles ?? [],
      userSettings: { displayLanguage: 'fr' as const, chosenUserMode: null },
      // The issuer vouches for the address unless its token says otherwise.
      emailVerified: claims.emailVerified !== false,
    };
    user = await db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values(values).onConflictDoNothing().returning();
      if (created) await upsertSearch(tx, created.id, identitySearchDocument(created));
      return created;
    });
    if (!user) return resolveTokenUser(db, claims);
  }
  if (user.deletedAt) return null;
  if (claims.emailVerified === true && !user.emailVerified) {
    // The issuer confirmed the address (Keycloak's verify-email): remember it.
    [user] = await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id)).returning();
    if (!user) return null;
  }
  if (claims.roles === null) return { ...user, roles: [] };
  const tokenRoles = claims.roles;
  const stored = user.roles;
  const sameRoles = stored.length === tokenRoles.length && tokenRoles.every((role) => stored.includes(role));
  if (!sameRoles && !issuedBeforeRoleChange(claims, user)) {
    if (await roleRepairPending(db, user.id)) {
      // Issue #10 §7: the provider's roles may be half-replaced; until repaired, the call holds
      // only the roles both sides agree on, and the mirror stays.
      return { ...user, roles: stored.filter((role) => (tokenRoles as string[]).includes(role)) };
    }
    [user] = await db.update(users).set({ roles: tokenRoles }).where(eq(users.id, user.id)).returning();
  }
  return user ?? null;
}

/** Partial update of a user's own profile fields; returns the new row. */
export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<
    Pick<UserRow, 'firstname' | 'lastname' | 'phoneNumber' | 'avatar' | 'userSettings' | 'trigram'>
  >,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/** Live users holding a role. */
export async function findUsersWithRole(db: Database, role: Role): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), sql`${role} = any(${users.roles})`))
    .orderBy(asc(users.lastname), asc(users.firstname));
}

/** A transaction of `db` (what `db.transaction` hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The rows of `ids` (live or soft-deleted), locked until the end of `tx` so that concurrent
 * actions on the same users apply one after the other and their audit entries stay true.
 * Lock the users of an action in one call: a second call may wait on another action's locks.
 */
export async function lockUsers(tx: Transaction, ids: readonly string[]): Promise<UserRow[]> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  // In id order, so that two actions on overlapping users take their locks in the same order.
  return tx.select().from(users).where(inArray(users.id, valid)).orderBy(asc(users.id)).for('update');
}

/** Users of `ids`, live or soft-deleted, without locking them (names for an audit entry). */
export async function usersByIds(db: Database, ids: readonly string[]): Promise<UserRow[]> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, valid));
}

/** Sets the fields of the back office's actions on `ids`, bumping `updatedAt`. */
export async function updateUsers(
  tx: Transaction,
  ids: readonly string[],
  changes: Partial<
    Pick<UserRow, 'status' | 'resigner' | 'deletedAt' | 'refereeId' | 'roles' | 'rolesChangedAt'>
  >,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(inArray(users.id, [...ids]));
}

/** Users of `emails` (case-insensitive), live or soft-deleted, in no particular order. */
export async function findUsersByEmails(db: Database, emails: readonly string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  return db
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lowered));
}
