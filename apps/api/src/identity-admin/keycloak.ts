/**
 * The Keycloak adapter of the identity-admin port (issue #10 §7; DESIGN.md "Identity and access"),
 * on `@keycloak/keycloak-admin-client`. Highlight reaches the Admin REST API of its realm as the
 * service account of a confidential client (`KEYCLOAK_ADMIN_CLIENT_ID`/`_SECRET`, realm-management
 * roles `manage-users`, `view-users`, `query-users`, `view-realm`; `deploy/keycloak/realm-highlight.json`).
 *
 * - The app keeps its own row per person (`users`): its id is Keycloak's user id for accounts
 *   created here or first seen in a token; an older row is matched by email.
 * - Roles: Keycloak is the truth, `users.roles` its mirror. Keycloak has no PUT for role
 *   mappings, so a replacement is DELETE the old, then POST the new: two calls, not atomic. The
 *   adapter removes before it adds (a cut in the middle leaves fewer roles, never more), puts the
 *   removed roles back when the addition fails, and journals every replacement in
 *   `identity_role_repairs` before its first call; the journal row goes away with the transaction
 *   that commits the mirror. A row left behind (a failed compensation, a transaction rolled back
 *   after Keycloak changed, a process killed in between) is a half-done replacement:
 *   `repairRoles` makes Keycloak match the committed mirror again.
 * - Account emails are Keycloak's `execute-actions-email` (UPDATE_PASSWORD and VERIFY_EMAIL),
 *   their link valid 12 hours (spec §9), sent by Keycloak's own SMTP in the user's `locale`.
 *
 * Errors: Keycloak unreachable, slow past `timeoutMs`, or answering 5xx, 401 or 403 → `AppError`
 * `IDENTITY_UNAVAILABLE` (503), nothing changed on Highlight's side. Sources: Keycloak Admin REST
 * API (https://www.keycloak.org/docs-api/latest/rest-api/), sections Users, Role Mapper, Roles.
 */
import KeycloakAdminClient, { NetworkError } from '@keycloak/keycloak-admin-client';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { IDENTITY_USERS_LIMIT, RESET_LINK_VALIDITY_HOURS } from '@highlight/domain/constants';
import { ROLES, type Role } from '@highlight/domain/roles';
import { normalizeSearchText, searchTerms } from '@highlight/domain/search';
import type { Database } from '../db/client.ts';
import { identityRoleRepairs, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { createIdentityUser, EmailTakenError, normaliseEmail } from '../identity/accounts.ts';
import { eraseEmbeddedAccount } from './embedded.ts';
import type { IdentityAccount, IdentityAdmin } from './port.ts';
import { usersByIds } from '../modules/users/repository.ts';
import { findAppUsers } from './app-users.ts';

/** What the adapter needs to reach Keycloak (config `KEYCLOAK_ADMIN_*`, README "Keycloak"). */
export interface KeycloakAdminSettings {
  /** Keycloak's base URL, e.g. `https://sso.example.com` (with `/auth` on Keycloak 16 and older). */
  baseUrl: string;
  /** The realm of Highlight's users, e.g. `highlight`. */
  realm: string;
  /** The confidential client whose service account administers the realm. */
  clientId: string;
  clientSecret: string;
  /** The web app's client (`front`) and URL: where the account email's link leads once done. */
  appClientId: string;
  appUrl: string;
  /** Time limit of one Admin REST call, in milliseconds (default 10,000). */
  timeoutMs?: number;
}

/** Keycloak's user representation, as far as Highlight reads it. */
interface KeycloakUser {
  id?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
}

/** A role mapping entry: Keycloak wants both the role's id and its name. */
interface RoleRef {
  id: string;
  name: string;
}

/** How many users one Keycloak search reads before Highlight's own filtering. */
const SEARCH_WINDOW = 100;
/** Renew the service account's token this long before it expires, in milliseconds. */
const TOKEN_MARGIN_MS = 30_000;
/** The required actions of the account-creation email: choose a password, confirm the address. */
const ACCOUNT_ACTIONS = ['UPDATE_PASSWORD', 'VERIFY_EMAIL'];
/** A journal row younger than this may belong to a replacement still in flight (milliseconds). */
const REPAIR_GRACE_MS = 30_000;

const isProductRole = (name: string | undefined): name is Role =>
  name !== undefined && (ROLES as readonly string[]).includes(name);

const statusOf = (error: unknown): number | undefined =>
  error instanceof NetworkError ? error.response.status : undefined;

/** Runs one Admin REST call; a network failure or a refusal becomes `IDENTITY_UNAVAILABLE`. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IDENTITY_UNAVAILABLE', `keycloak: ${statusOf(error) ?? 'unreachable'}`);
  }
}

/**
 * A Keycloak client authenticated as the service account (client credentials grant, RFC 6749
 * §4.4). Keycloak gives no refresh token for this grant, so the token is fetched again shortly
 * before it expires; concurrent calls share one fetch.
 */
function serviceAccountClient(settings: KeycloakAdminSettings): KeycloakAdminClient {
  const timeout = settings.timeoutMs ?? 10_000;
  const client = new KeycloakAdminClient({ baseUrl: settings.baseUrl, realmName: settings.realm, timeout });
  let token: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;
  const fetchToken = async (): Promise<string> => {
    const auth = new KeycloakAdminClient({ baseUrl: settings.baseUrl, realmName: settings.realm, timeout });
    await auth.auth({
      grantType: 'client_credentials',
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
    });
    const value = auth.accessToken;
    if (!value) throw new AppError('IDENTITY_UNAVAILABLE', 'keycloak: no access token');
    const { exp } = decodeJwt(value);
    token = { value, renewAt: (exp ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return value;
  };
  client.registerTokenProvider({
    getAccessToken: () => {
      if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
      pending ??= call(fetchToken).finally(() => {
        pending = null;
      });
      return pending;
    },
  });
  return client;
}

/** The Keycloak adapter; `journal` is the app's database (not a transaction) for the repair rows. */
export function keycloakIdentityAdmin(settings: KeycloakAdminSettings, journal: Database): IdentityAdmin {
  const kc = serviceAccountClient(settings);
  let realmRoles: Map<string, RoleRef> | null = null;

  /** The realm's roles by name (read once; again when a product role is missing). */
  async function roleRefs(names: readonly Role[]): Promise<RoleRef[]> {
    if (!realmRoles || names.some((name) => !realmRoles?.has(name))) {
      const found = await call(() => kc.roles.find({ briefRepresentation: true }));
      realmRoles = new Map(
        found.flatMap((role) =>
          role.id && role.name ? [[role.name, { id: role.id, name: role.name }]] : [],
        ),
      );
    }
    return names.map((name) => {
      const ref = realmRoles?.get(name);
      // The realm lacks one of the five roles: it was not imported from realm-highlight.json.
      if (!ref) throw new AppError('IDENTITY_UNAVAILABLE', `keycloak: realm role ${name} missing`);
      return ref;
    });
  }

  /** Keycloak's id of the app's user: the same id, else the account holding the same email. */
  async function keycloakIdOf(user: { id: string; email: string }): Promise<string | null> {
    const same = await call(() => kc.users.findOne({ id: user.id }));
    if (same?.id && normaliseEmail(same.email ?? '') === normaliseEmail(user.email)) return same.id;
    const byEmail = await call(() =>
      kc.users.find({ email: user.email, exact: true, briefRepresentation: true }),
    );
    return (
      byEmail.find((account) => normaliseEmail(account.email ?? '') === normaliseEmail(user.email))?.id ??
      null
    );
  }

  /** The product roles mapped directly to `keycloakId`, with their ids. */
  async function mappedRoles(keycloakId: string): Promise<RoleRef[]> {
    const mapped = await call(() => kc.users.listRealmRoleMappings({ id: keycloakId }));
    return mapped.flatMap((role) =>
      role.id && isProductRole(role.name) ? [{ id: role.id, name: role.name }] : [],
    );
  }

  /**
   * Makes `keycloakId`'s product roles exactly `target`: DELETE the extra ones, then POST the
   * missing ones (fewer roles, never more, if cut in between). When the POST fails, the removed
   * roles are put back before the error goes up; when that fails too, the journal row of the
   * replacement stays and `repairRoles` finishes the job.
   */
  async function converge(keycloakId: string, target: readonly Role[]): Promise<void> {
    const current = await mappedRoles(keycloakId);
    const extra = current.filter((role) => !target.includes(role.name as Role));
    const missing = target.filter((name) => !current.some((role) => role.name === name));
    const toAdd = missing.length > 0 ? await roleRefs(missing) : [];
    if (extra.length > 0) await call(() => kc.users.delRealmRoleMappings({ id: keycloakId, roles: extra }));
    if (toAdd.length === 0) return;
    try {
      await call(() => kc.users.addRealmRoleMappings({ id: keycloakId, roles: toAdd }));
    } catch (error) {
      if (extra.length > 0) {
        // Compensation; when it fails too, the journal row left behind brings the repair.
        await call(() => kc.users.addRealmRoleMappings({ id: keycloakId, roles: extra })).catch(
          () => undefined,
        );
      }
      throw error;
    }
  }

  /** The app's user `userId`, live or soft-deleted (erasure reaches soft-deleted people). */
  async function accountOf(db: Database, userId: string) {
    const [row] = await usersByIds(db, [userId]);
    return row;
  }

  return {
    async createUser(db, input) {
      const email = normaliseEmail(input.email);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (taken) throw new EmailTakenError(email);
      // An account the realm holds without a Highlight user (made in Keycloak's console, or left
      // by an invitation whose transaction failed) is linked rather than refused.
      const existing = await call(() => kc.users.find({ email, exact: true, briefRepresentation: true }));
      let keycloakId = existing.find((account) => normaliseEmail(account.email ?? '') === email)?.id;
      const created = keycloakId === undefined;
      if (keycloakId === undefined) {
        const representation = {
          username: email,
          email,
          firstName: input.firstname.trim(),
          lastName: input.lastname.trim(),
          enabled: true,
          emailVerified: false,
          attributes: { locale: [input.displayLanguage ?? 'fr'] },
        };
        keycloakId = (await call(() => kc.users.create(representation))).id;
      }
      const id = keycloakId;
      try {
        // A linked account keeps the product roles it had; the invitation adds its own.
        const held = (await mappedRoles(id)).map((role) => role.name as Role);
        const roles = ROLES.filter((role) => held.includes(role) || input.roles.includes(role));
        await converge(id, roles);
        return await createIdentityUser(db, { ...input, roles, id: id.toLowerCase() });
      } catch (error) {
        // Nothing half-made: the account this call created goes away with the failure.
        if (created) await call(() => kc.users.del({ id })).catch(() => undefined);
        throw error;
      }
    },

    async sendAccountEmail(db, userId) {
      const account = await accountOf(db, userId);
      if (!account || account.deletedAt) return false;
      const keycloakId = await keycloakIdOf(account);
      if (!keycloakId) return false;
      // An account with its password needs no creation link (Admin REST API: GET
      // /users/{id}/credentials lists its credentials by `type`).
      const credentials = await call(() => kc.users.getCredentials({ id: keycloakId }));
      if (credentials.some((credential) => credential.type === 'password'))
        throw new AppError('ACCOUNT_ACTIVE');
      await call(() =>
        kc.users.executeActionsEmail({
          id: keycloakId,
          actions: ACCOUNT_ACTIONS,
          lifespan: RESET_LINK_VALIDITY_HOURS * 3600,
          clientId: settings.appClientId,
          redirectUri: settings.appUrl,
        }),
      );
      return true;
    },

    async findUsers(db, q) {
      const terms = searchTerms(q);
      // Keycloak's search is an infix match of one string (`*word*`), case- but not
      // accent-insensitive: it gets the longest word as typed, the other terms are filtered here,
      // and the app's own accent-insensitive search of the same people adds those Keycloak missed.
      const words = q
        .toLowerCase()
        .replace(/[*"\\]/g, ' ')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      const longest = [...words].sort((a, b) => b.length - a.length)[0];
      const [found, local] = await Promise.all([
        call(() =>
          kc.users.find({
            ...(longest === undefined ? {} : { search: `*${longest}*` }),
            max: SEARCH_WINDOW,
            briefRepresentation: true,
          }),
        ),
        findAppUsers(db, q),
      ]);
      const matches = (account: KeycloakUser) => {
        const text = normalizeSearchText(
          `${account.firstName ?? ''} ${account.lastName ?? ''} ${account.email ?? ''}`,
        );
        return terms.every((term) => text.includes(term));
      };
      const accounts = new Map<string, KeycloakUser>();
      for (const account of found) {
        if (account.id && account.enabled !== false && account.firstName && matches(account)) {
          accounts.set(account.email ? normaliseEmail(account.email) : account.id, account);
        }
      }
      // Live app users found by either search, matched to their Keycloak account by email.
      const emails = [...accounts.keys(), ...local.map((user) => normaliseEmail(user.email))];
      if (emails.length === 0) return [];
      const rows = await db
        .select({ id: users.id, email: users.email, firstName: users.firstname, lastName: users.lastname })
        .from(users)
        .where(and(isNull(users.deletedAt), sql`lower(${users.email}) in ${[...new Set(emails)]}`))
        .orderBy(asc(sql`lower(${users.lastname})`), asc(sql`lower(${users.firstname})`), asc(users.id));
      const listed = rows.slice(0, IDENTITY_USERS_LIMIT);
      const results = await Promise.all(
        listed.map(async (row): Promise<IdentityAccount | null> => {
          const account = accounts.get(normaliseEmail(row.email));
          const keycloakId = account?.id ?? (await keycloakIdOf(row));
          if (!keycloakId) return null;
          const effective = await call(() => kc.users.listCompositeRealmRoleMappings({ id: keycloakId }));
          return {
            id: row.id,
            firstName: account?.firstName ?? row.firstName,
            lastName: account?.lastName ?? row.lastName,
            email: row.email,
            roles: ROLES.filter((role) => effective.some((mapped) => mapped.name === role)),
          };
        }),
      );
      return results.filter((result) => result !== null);
    },

    async beginRoleReplacement(_db, userId) {
      if (!(await accountOf(journal, userId))) return;
      await journal
        .insert(identityRoleRepairs)
        .values({ userId })
        .onConflictDoUpdate({ target: identityRoleRepairs.userId, set: { since: sql`now()` } });
    },

    async replaceRoles(db, userId, roles) {
      const account = await accountOf(db, userId);
      if (!account) throw new AppError('NOT_FOUND');
      const keycloakId = await keycloakIdOf(account);
      if (!keycloakId) throw new AppError('NOT_FOUND');
      await converge(keycloakId, roles);
      // Commits with the mirror: Keycloak and `users.roles` agree from then on.
      await db.delete(identityRoleRepairs).where(eq(identityRoleRepairs.userId, userId));
    },

    async repairRoles(db, now = new Date()) {
      const due = await db
        .select({ userId: identityRoleRepairs.userId })
        .from(identityRoleRepairs)
        .where(lt(identityRoleRepairs.since, new Date(now.getTime() - REPAIR_GRACE_MS)));
      let repaired = 0;
      for (const { userId } of due) {
        await db.transaction(async (tx) => {
          // The user's lock waits for a replacement still in flight; its commit removes the row.
          const [user] = await tx
            .select({ id: users.id, email: users.email, roles: users.roles })
            .from(users)
            .where(eq(users.id, userId))
            .for('update');
          const [still] = await tx
            .select({ userId: identityRoleRepairs.userId })
            .from(identityRoleRepairs)
            .where(eq(identityRoleRepairs.userId, userId));
          if (!user || !still) return;
          const keycloakId = await keycloakIdOf(user);
          if (keycloakId) await converge(keycloakId, user.roles as Role[]);
          await tx.delete(identityRoleRepairs).where(eq(identityRoleRepairs.userId, userId));
          repaired += 1;
        });
      }
      return repaired;
    },

    async deleteAccount(db, userId) {
      const account = await accountOf(db, userId);
      if (!account) return 'deleted';
      const keycloakId = await keycloakIdOf(account);
      // Already gone from the realm (removed in its console): nothing left to erase there.
      if (keycloakId) await call(() => kc.users.del({ id: keycloakId }));
      // What an embedded provider held before the switch to Keycloak goes too.
      await eraseEmbeddedAccount(db, userId);
      return 'deleted';
    },
  };
}
