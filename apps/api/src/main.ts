/**
 * `npm start`: one process serving Highlight (DESIGN.md "Runtime shape"). Opens the database
 * (PGlite in ./data by default, PostgreSQL with DATABASE_URL), migrates, loads the reference data
 * and — on the embedded default or when SEED_DEMO=true — the demo accounts, rebuilds search rows
 * of an older index version, starts delivering the outbox (SMTP_URL or MAIL_DIR), then listens.
 */
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
import { loadReferenceItems } from './modules/reference/service.ts';
import { reindexSearch } from './modules/search/reindex.ts';

const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await seedReference(handle.db);
if (config.seedDemo) await seedDemo(handle.db);
await reindexSearch(handle.db, (await loadReferenceItems(handle.db)).labelOf);

const { app } = await buildApp({
  config,
  db: handle.db,
  logger: { level: config.logLevel },
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustProxy: config.trustProxy,
  documents: config.documents,
  devOrigins: config.devOrigins,
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

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await mail?.stop();
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Highlight is at ${config.publicUrl} (database: ${handle.kind}, demo data: ${config.seedDemo})`);
