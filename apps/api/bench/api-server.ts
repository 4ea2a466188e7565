/**
 * The server side of `npm run bench:api` (`./api.ts`), run in its own process so that the load
 * generator never shares its event loop: seeds BENCH_FILES synthetic files (`./search-seed.ts`) on
 * BENCH_ENGINE (`pglite` in memory; `postgres` in a throwaway database on BENCH_DATABASE_URL;
 * `replica`, the same with the marked routes reading from its streaming replica, BENCH_READ_SERVER),
 * builds the app as `npm start` does (request logging at info level, to a discarding stream), with
 * a local signing key standing in for the issuer's JWKS (the verification path is the real one),
 * listens on a free port, and sends the parent `{ port, token }`: an HR access token shaped as the
 * embedded provider issues it. On the parent's `stop`, closes and drops the database.
 */
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { buildApp } from '../src/app.ts';
import { oidcPayloads, users } from '../src/db/schema.ts';
import { DEFAULT_ACCESS_TOKEN_AUDIENCE } from '../src/token-claims.ts';
import { openTestDatabase, openTestReplica } from '../test/helpers.ts';
import { seed } from './search-seed.ts';

const engine = process.env.BENCH_ENGINE ?? 'pglite';
const files = Number(process.env.BENCH_FILES ?? 5000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const issuer = 'http://bench.test/realms/highlight';

// PGlite in memory, or a throwaway database on the PostgreSQL server (dropped on `stop`).
const handle = await openTestDatabase(engine === 'pglite' ? '' : serverUrl);
const { hr } = await seed(handle.db, files);
await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, hr.id));
// issue #30 §3: `replica`: PostgreSQL, the marked routes reading from the streaming replica at
// BENCH_READ_SERVER (`.ci/replica.sh`), once it has replayed the seed.
const readReplicas =
  engine === 'replica'
    ? await openTestReplica(
        handle.db,
        'url' in handle ? handle.url : undefined,
        process.env.BENCH_READ_SERVER ?? 'postgres://postgres@127.0.0.1:5433/test',
      )
    : undefined;

const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' };
// Issue #26 §6: every request's token names a live grant the API looks up (cached 2 s), as the
// embedded provider's tokens do; BENCH_SESSION_CHECK=0 measures without the look-up.
const sessionCheck = process.env.BENCH_SESSION_CHECK !== '0';
const grantId = `bench-grant-${Date.now()}`;
await handle.db.insert(oidcPayloads).values({ model: 'Grant', id: grantId, payload: { accountId: hr.id } });
const { app } = await buildApp({
  config: { publicUrl: 'http://bench.test', issuer, embeddedIdentity: false, webDist: '/nonexistent' },
  sessionCheck,
  db: handle.db,
  keys: createLocalJWKSet({ keys: [jwk] }),
  logger: { level: 'info', stream: { write: () => undefined } },
  rateLimitPerMinute: 100_000_000,
  ...(readReplicas ? { readReplicas } : {}),
  // issue #30 §1: BENCH_SEARCH_CACHE=0 computes every search (the figures before the cache).
  ...(process.env.BENCH_SEARCH_CACHE === '0' ? { searchCacheEntries: 0 } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const token = await new SignJWT({
  email: hr.email,
  azp: 'front',
  realm_access: { roles: ['human_ressources'] },
  grant_id: grantId,
})
  .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
  .setIssuer(issuer)
  .setSubject(hr.id)
  .setAudience(DEFAULT_ACCESS_TOKEN_AUDIENCE)
  .setIssuedAt()
  .setExpirationTime('2h')
  .sign(privateKey);

// issue #30 §1: BENCH_WRITES_PER_SECOND files saved meanwhile (each one's last update set anew,
// as a save does: a new data version, so every kept search is computed again).
const writesPerSecond = Number(process.env.BENCH_WRITES_PER_SECOND ?? 0);
const collaborators =
  writesPerSecond > 0
    ? (
        await handle.db.select({ id: users.id }).from(users).where(eq(users.status, 'active')).limit(1000)
      ).map((row) => row.id)
    : [];
let written = 0;
const writer =
  writesPerSecond > 0
    ? setInterval(() => {
        const id = collaborators[written++ % collaborators.length];
        if (id) void handle.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, id));
      }, 1000 / writesPerSecond)
    : null;

process.on('message', (message) => {
  if (message !== 'stop') return;
  void (async () => {
    if (writer) clearInterval(writer);
    await readReplicas?.close();
    await app.close();
    await handle.close();
    process.exit(0);
  })();
});
process.send?.({ port, token, engine: handle.kind });
