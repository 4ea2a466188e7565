/**
 * Two Highlight processes on one PostgreSQL behind a round-robin proxy (issue #10 §10), for the
 * browser journeys (`npm run test:e2e:cluster`). Run by Playwright as its web server:
 *
 * 1. creates a fresh database on E2E_DATABASE_SERVER (default the machine's PostgreSQL);
 * 2. starts instance A (port E2E_PORT+1), which migrates and seeds the demo data, then instance B
 *    (port E2E_PORT+2) on the same database, both with PUBLIC_URL the proxy's URL, the same
 *    MAIL_DIR and REDIS_URL (rate limits shared);
 * 3. listens on E2E_PORT and sends each request to the other instance than the previous one, so
 *    that sign-in, refresh, API calls and logout all cross from one process to the other.
 *
 * With E2E_DATABASE_READ_SERVER (a streaming replica of that server, `.ci/replica.sh`), both
 * instances read the search, the list, the Inventory and the documents from it (issue #30 §3:
 * DATABASE_READ_URL, the same database's copy there).
 *
 * `GET /__cluster` (answered by the proxy itself) reports how many requests each instance served,
 * in all and on the identity provider's endpoints, and the transactions the replica ran in the
 * journeys' database; the journeys' global teardown checks them.
 * SIGTERM stops both instances and drops the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, createServer, request as httpRequest } from 'node:http';
import pg from 'pg';
import { createThrowawayDatabase } from '../../apps/api/test/databases.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
const serverUrl = process.env.E2E_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/test';
const backends = [port + 1, port + 2];
const database = await createThrowawayDatabase(serverUrl, 'highlight_e2e');
const publicUrl = `http://localhost:${port}`;
const replicaServer = process.env.E2E_DATABASE_READ_SERVER;
/** The journeys' database on the replica server, when there is one. */
const replicaUrl = replicaServer
  ? Object.assign(new URL(replicaServer), { pathname: new URL(database.url).pathname }).toString()
  : undefined;

/** Transactions the replica ran in the journeys' database (`pg_stat_database`), or null. */
async function replicaTransactions(): Promise<number | null> {
  if (!replicaServer) return null;
  const client = new pg.Client({ connectionString: replicaServer });
  await client.connect();
  try {
    const { rows } = await client.query<{ transactions: string }>(
      'select (xact_commit + xact_rollback)::text as transactions from pg_stat_database where datname = $1',
      [new URL(database.url).pathname.slice(1)],
    );
    return Number(rows[0]?.transactions ?? 0);
  } finally {
    await client.end();
  }
}

/** Requests served per instance: all, and those of the identity provider (`/realms/…`). */
const served = backends.map(() => ({ requests: 0, identity: 0, token: 0 }));
const children: ChildProcess[] = [];

/** Starts one instance and resolves once its readiness check answers (issue #30 §2). */
async function startInstance(instancePort: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(instancePort),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: database.url,
      ...(replicaUrl ? { DATABASE_READ_URL: replicaUrl } : {}),
      SEED_DEMO: 'true',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    },
  });
  children.push(child);
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`instance on ${instancePort} exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${instancePort}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`instance on ${instancePort} did not start`);
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await database.drop().catch(() => undefined);
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

// One after the other: the first migrates and seeds, the second finds it done.
for (const backend of backends) await startInstance(backend);

const agent = new Agent({ keepAlive: true });
let next = 0;
createServer((incoming, outgoing) => {
  if (incoming.url === '/__cluster') {
    replicaTransactions().then(
      (replica) =>
        outgoing
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ backends, served, replica })),
      (error: unknown) => outgoing.writeHead(500).end(String(error)),
    );
    return;
  }
  const index = next;
  next = (next + 1) % backends.length;
  const tally = served[index];
  if (tally) {
    tally.requests += 1;
    if (incoming.url?.startsWith('/realms/')) tally.identity += 1;
    if (incoming.url?.includes('/protocol/openid-connect/token')) tally.token += 1;
  }
  const forwarded = httpRequest(
    {
      host: '127.0.0.1',
      port: backends[index],
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
      agent,
    },
    (response) => {
      outgoing.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(outgoing);
    },
  );
  forwarded.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(forwarded);
}).listen(port, () => {
  console.log(
    `cluster: ${publicUrl} → instances on ${backends.join(' and ')}, database ${new URL(database.url).pathname.slice(1)}${replicaServer ? ', reads on the replica' : ''}`,
  );
});
