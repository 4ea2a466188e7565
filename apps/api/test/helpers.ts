/**
 * Test harness for in-process API tests (STYLE.md "Tests that prove behaviour"): a real database
 * per test file (PGlite in memory, or a fresh database on the PostgreSQL server named by
 * TEST_DATABASE_URL), the app built with a local signing key standing in for the issuer, and
 * factories that take overrides. No shared seed, no order dependence.
 */
import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { Locale } from '@highlight/domain/constants';
import type { Role } from '@highlight/domain/roles';
import type { UserSettings, UserStatus, Avatar } from '@highlight/domain/user';
import { makeTrigram } from '@highlight/domain/trigram';
import type { ResumeBody } from '@highlight/domain/resume';
import { buildApp } from '../src/app.ts';
import type { CvImportRates } from '../src/modules/resume-imports/rate-limit.ts';
import type { ServerTimeouts } from '../src/config.ts';
import { createThrowawayDatabase } from './databases.ts';
import { validResume } from './fixtures.ts';
import type { LoggerSettings } from '../src/logging.ts';
import type { DocumentsConfig } from '../src/documents/index.ts';
import { embeddedIdentityAdmin, type IdentityAdmin } from '../src/identity-admin/index.ts';
import { openDatabase, rowsOf, type Database, type PgliteOrder } from '../src/db/client.ts';
import { openReadReplicas, type ReadReplicas } from '../src/db/replicas.ts';
import { users } from '../src/db/schema.ts';
import { seedReference } from '../src/db/seed/reference.ts';
import { takenTrigrams } from '../src/modules/users/repository.ts';
import { upsertSearch } from '../src/modules/resumes/repository.ts';
import { identitySearchDocument } from '../src/modules/resumes/search-document.ts';
import { DEFAULT_ACCESS_TOKEN_AUDIENCE } from '../src/token-claims.ts';

export const TEST_ISSUER = 'http://issuer.test/realms/highlight';

/** A capitalised run of random letters: default names whose initials (hence trigrams) vary. */
function randomName(length: number): string {
  const letters = Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

/**
 * issue #30 §3: replicas reading the test database `databaseUrl` (a throwaway database on the
 * primary) from the streaming replica at `server` (default TEST_DATABASE_READ_URL), once the
 * replica has replayed everything written so far (up to the primary's WAL position now).
 */
export async function openTestReplica(
  primary: Database,
  databaseUrl: string | undefined,
  server: string | undefined = process.env.TEST_DATABASE_READ_URL,
): Promise<ReadReplicas> {
  if (!server || !databaseUrl)
    throw new Error('a replica needs TEST_DATABASE_URL and TEST_DATABASE_READ_URL');
  const url = new URL(server);
  url.pathname = new URL(databaseUrl).pathname;
  const [position] = await rowsOf<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`);
  const lsn = position?.lsn ?? '0/0';
  for (let attempt = 0; ; attempt++) {
    const replica = new pg.Client({ connectionString: url.toString() });
    try {
      await replica.connect();
      const replayed = await replica.query<{ ok: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok',
        [lsn],
      );
      if (replayed.rows[0]?.ok) break;
    } catch (error) {
      if (attempt > 100) throw error;
    } finally {
      await replica.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return openReadReplicas(primary, [url.toString()]);
}

/**
 * Opens an isolated database: PGlite in memory, or a new database on the PostgreSQL server at
 * `serverUrl` (default TEST_DATABASE_URL), dropped by `close()`.
 */
export async function openTestDatabase(
  serverUrl: string | undefined = process.env.TEST_DATABASE_URL,
  pgliteOrder?: PgliteOrder,
) {
  if (!serverUrl)
    return openDatabase({ url: 'memory://', dataDir: '', ...(pgliteOrder ? { pgliteOrder } : {}) });
  const database = await createThrowawayDatabase(serverUrl, 'highlight_test');
  const handle = await openDatabase({ url: database.url, dataDir: '' });
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export interface TestUserOverrides {
  email?: string;
  firstname?: string;
  lastname?: string;
  roles?: Role[];
  status?: UserStatus;
  avatar?: Avatar | null;
  refereeId?: string | null;
  phoneNumber?: string;
  userSettings?: Partial<UserSettings>;
  deletedAt?: Date | null;
  /** Default true: a confirmed account (issue #10 §4). */
  emailVerified?: boolean;
}

/** The app, its database, and factories for users and tokens. Call `close()` in `afterAll`. */
export async function createTestApp(
  options: {
    documents?: Partial<DocumentsConfig>;
    identityAdmin?: IdentityAdmin;
    /** Log level and stream, to read the log back (default: no log). */
    logger?: LoggerSettings;
    /** Public keys the issuer also signs with, beside the RS256 key `test` of `tokenFor`. */
    issuerKeys?: JWK[];
    /**
     * Serve the embedded provider's endpoints and pages too (at `TEST_ISSUER`, the app's public URL
     * being `http://issuer.test`); the API still verifies `tokenFor`'s tokens with the test key.
     */
    embeddedIdentity?: boolean;
    /** Headers and request time limits of the listening server (default: the app's defaults). */
    timeouts?: ServerTimeouts;
    /**
     * CV imports per account per minute, back office and collaborators (default: as many as a test
     * makes).
     */
    cvImportsPerMinute?: Partial<CvImportRates>;
    /** On PGlite, how its one connection serves waiting calls (issue #30 §2; default `fair`). */
    pgliteOrder?: PgliteOrder;
    /**
     * issue #30 §3: read from the test database's copy on the streaming replica at
     * TEST_DATABASE_READ_URL (its server; the database's name is the primary's). PostgreSQL only.
     */
    readReplica?: boolean;
  } = {},
) {
  const handle = await openTestDatabase(undefined, options.pgliteOrder);
  const readReplicas = options.readReplica
    ? await openTestReplica(handle.db, 'url' in handle ? handle.url : undefined)
    : undefined;
  await seedReference(handle.db);
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256' };
  const { app, ctx } = await buildApp({
    config: {
      publicUrl: options.embeddedIdentity ? new URL(TEST_ISSUER).origin : 'http://app.test',
      issuer: TEST_ISSUER,
      embeddedIdentity: options.embeddedIdentity ?? false,
      webDist: '/nonexistent',
    },
    db: handle.db,
    ...(readReplicas ? { readReplicas } : {}),
    keys: createLocalJWKSet({ keys: [jwk, ...(options.issuerKeys ?? [])] }),
    rateLimitPerMinute: 100000,
    cvImportsPerMinute: { staff: 100000, collaborator: 100000, ...options.cvImportsPerMinute },
    ...(options.documents ? { documents: options.documents } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    // `tokenFor` signs with a local key and names no grant: nothing for a session check to find.
    sessionCheck: false,
    // The tests' issuer is not served here, but its account emails are written as the embedded one's.
    identityAdmin: options.identityAdmin ?? embeddedIdentityAdmin(TEST_ISSUER),
  });
  await app.ready();
  let counter = 0;

  /** Inserts a live user; defaults: applicant, inactive, no avatar, French. */
  async function createUser(overrides: TestUserOverrides = {}) {
    counter += 1;
    const firstname = overrides.firstname ?? `${randomName(5)}é`;
    const lastname = overrides.lastname ?? randomName(7);
    const [row] = await handle.db
      .insert(users)
      .values({
        email: overrides.email ?? `user${counter}.${randomUUID().slice(0, 8)}@highlight.test`,
        firstname,
        lastname,
        trigram: makeTrigram(firstname, lastname, await takenTrigrams(handle.db)),
        roles: overrides.roles ?? ['applicant'],
        status: overrides.status ?? 'inactive',
        avatar: overrides.avatar ?? null,
        refereeId: overrides.refereeId ?? null,
        phoneNumber: overrides.phoneNumber ?? '',
        userSettings: { displayLanguage: 'fr', chosenUserMode: null, ...overrides.userSettings },
        deletedAt: overrides.deletedAt ?? null,
        emailVerified: overrides.emailVerified ?? true,
      })
      .returning();
    if (!row) throw new Error('user not inserted');
    await upsertSearch(handle.db, row.id, identitySearchDocument(row));
    return row;
  }

  /**
   * A signed access token as the embedded provider issues it (RFC 9068: header `typ: at+jwt`,
   * `aud` highlight-api) with Keycloak's role claim (spec §3 "Role set": realm_access.roles).
   * Options shape the wrong tokens the API must refuse: `typ` null drops the header type,
   * `audience` null drops `aud`, `expiresIn` null drops `exp`, `roles` null drops `realm_access`,
   * `claims` adds or replaces payload claims (Keycloak's `typ: "ID"`).
   */
  async function tokenFor(
    user: { id: string; email?: string; roles: string[] | null },
    options: {
      expiresIn?: string | null;
      /** `iat` in seconds since the epoch (default now). */ issuedAt?: number;
      typ?: string | null;
      audience?: string | string[] | null;
      claims?: Record<string, unknown>;
    } = {},
  ) {
    const payload: Record<string, unknown> = { email: user.email, azp: 'front', ...options.claims };
    if (user.roles) payload.realm_access = { roles: user.roles };
    const typ = options.typ === undefined ? 'at+jwt' : options.typ;
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: 'test', ...(typ ? { typ } : {}) })
      .setIssuer(TEST_ISSUER)
      .setSubject(user.id)
      .setIssuedAt(options.issuedAt);
    const audience = options.audience === undefined ? DEFAULT_ACCESS_TOKEN_AUDIENCE : options.audience;
    if (audience) jwt.setAudience(audience);
    const expiresIn = options.expiresIn === undefined ? '5m' : options.expiresIn;
    if (expiresIn) jwt.setExpirationTime(expiresIn);
    return jwt.sign(privateKey);
  }

  /** `Authorization` header for a user. */
  async function authHeader(user: { id: string; email?: string; roles: string[] | null }) {
    return { authorization: `Bearer ${await tokenFor(user)}` };
  }

  /**
   * A back-office user signed in (spec §6: `role`, default human resources; display language
   * `locale`, default French) and their `Authorization` header: who downloads others' files.
   */
  async function createStaff(
    role: Extract<Role, 'admin' | 'human_ressources' | 'superadmin'> = 'human_ressources',
    locale: Locale = 'fr',
  ) {
    const user = await createUser({ roles: [role], userSettings: { displayLanguage: locale } });
    return { user, headers: await authHeader(user) };
  }

  /**
   * A collaborator (employee with an avatar unless `overrides` say otherwise) whose file is
   * `resume`, saved through `PATCH /api/users/{id}/resume` (so at version 1), with their header.
   */
  async function createCollaboratorWithFile(
    overrides: TestUserOverrides = {},
    resume: ResumeBody = validResume(),
  ) {
    const user = await createUser({ roles: ['employee'], avatar: 'cat', ...overrides });
    const headers = await authHeader(user);
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...resume, version: 0 },
    });
    if (saved.statusCode !== 200) throw new Error(`resume not saved: ${saved.statusCode} ${saved.body}`);
    return { user, headers };
  }

  return {
    app,
    ctx,
    db: handle.db,
    createUser,
    createCollaboratorWithFile,
    createStaff,
    tokenFor,
    authHeader,
    privateKey,
    readReplicas,
    async close() {
      await app.close();
      await readReplicas?.close();
      await handle.close();
    },
  };
}

/** What `createTestApp` answers: the app, its database and the factories. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
