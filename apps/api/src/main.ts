/**
 * One server process of Highlight (DESIGN.md "Runtime shape"), run by `npm start`'s supervisor
 * (./start.ts, ./supervisor.ts) or on its own (the journeys, `npm run dev`). Opens the database
 * (PGlite in ./data by default, PostgreSQL with DATABASE_URL), migrates, loads the reference data
 * and — on the embedded default or when SEED_DEMO=true — the demo accounts, rebuilds search rows
 * of an older index version, starts delivering the outbox (SMTP_URL or MAIL_DIR) and repairing
 * half-done role replacements at Keycloak (KEYCLOAK_ADMIN_*), then listens.
 */
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import { seedReference } from './db/seed/reference.ts';
import {
  mailErrorSummary,
  pickupDirectoryTransport,
  smtpTransport,
  startMailDispatcher,
} from './mail/index.ts';
import { startSupplyUpkeep } from './modules/inventory/upkeep.ts';
import { startSearchUpkeep } from './modules/search/upkeep.ts';
import { openReadReplicas } from './db/replicas.ts';
import { startRoleRepairs } from './identity-admin/index.ts';
import { loadReferenceItems } from './modules/reference/service.ts';
import { reindexSearch } from './modules/search/reindex.ts';

const config = loadConfig();

const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await seedReference(handle.db);
if (config.seedDemo) await seedDemo(handle.db);
await reindexSearch(handle.db, (await loadReferenceItems(handle.db)).labelOf);

// Issue #10 §10: rate limits shared by every instance through Redis when REDIS_URL is set.
const redis = config.redisUrl
  ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
  : undefined;

// issue #30 §3: reads of the search, the list, the Inventory and the documents on replicas.
const readReplicas =
  config.databaseReadUrls.length > 0 ? openReadReplicas(handle.db, config.databaseReadUrls) : undefined;

const { app, ctx } = await buildApp({
  config,
  db: handle.db,
  ...(readReplicas ? { readReplicas } : {}),
  logger: { level: config.logLevel },
  rateLimitPerMinute: config.rateLimitPerMinute,
  ...(config.searchCacheEntries === undefined ? {} : { searchCacheEntries: config.searchCacheEntries }),
  cvImportsPerMinute: config.cvImportsPerMinute,
  ...(redis ? { redis } : {}),
  trustProxy: config.trustProxy,
  timeouts: config.timeouts,
  documents: config.documents,
  devOrigins: config.devOrigins,
});

// A fault no handler caught ends this process, told at fatal level first (pino writes to standard
// output synchronously); the supervisor (./supervisor.ts) starts another. Carrying on after one
// would serve from an unknown state (Node's docs, "Warning: Using 'uncaughtException' correctly").
const stopOnFatal = (origin: string) => (error: unknown) => {
  app.log.fatal({ err: error, origin }, 'fatal error: the process stops');
  process.exit(1);
};
process.on('uncaughtException', stopOnFatal('uncaughtException'));
process.on('unhandledRejection', stopOnFatal('unhandledRejection'));

// A connection PostgreSQL dropped is replaced on the next query; the API keeps serving.
handle.onConnectionLost((error) =>
  app.log.warn({ reason: error.message }, 'database connection lost: the pool opens a new one'),
);

// ioredis reconnects by itself; meanwhile the rate limit lets requests through. Logged once a minute at most.
let redisWarnedAt = 0;
redis?.on('error', (error: Error) => {
  if (Date.now() - redisWarnedAt < 60_000) return;
  redisWarnedAt = Date.now();
  app.log.warn({ reason: error.message }, 'redis unreachable: rate limits not counted');
});

// The outbox goes to the SMTP server, else to MAIL_DIR as .eml files (README "Configuration"),
// else stays in mail_outbox; ids only in the log.
const transport = config.smtpUrl
  ? smtpTransport(config.smtpUrl, config.mailFrom)
  : config.mailDir
    ? pickupDirectoryTransport(config.mailDir, config.mailFrom)
    : null;
const mail = transport
  ? startMailDispatcher({
      db: handle.db,
      transport,
      // Codes only: an SMTP reply's text may name the address.
      onError: (mailId, error) => app.log.warn({ mailId, reason: mailErrorSummary(error) }, 'mail not sent'),
    })
  : null;

// Half-done role replacements at Keycloak (issue #10 §7) are repaired at start and every minute.
const roleRepairs = startRoleRepairs(ctx.identityAdmin, handle.db, (error) =>
  app.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'role repair failed'),
);

// The Inventory's supply counts (issue #29 §1): files turned outdated marked, deltas folded.
const supplyUpkeep = startSupplyUpkeep(handle.db, (error) =>
  app.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'supply upkeep failed'),
);

// issue #30 §1: the search's data version folded into one row (the cached searches read it).
const searchUpkeep = startSearchUpkeep(handle.db, (error) =>
  app.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'search upkeep failed'),
);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await roleRepairs.stop();
  await supplyUpkeep.stop();
  await searchUpkeep.stop();
  await mail?.stop();
  await app.close();
  redis?.disconnect();
  await readReplicas?.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Highlight is at ${config.publicUrl} (database: ${handle.kind}, demo data: ${config.seedDemo})`);
