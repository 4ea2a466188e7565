/**
 * Throwaway PostgreSQL databases for the API tests (`helpers.ts`), the load benchmark
 * (`bench/api-server.ts`) and the two-instance journeys (`e2e/support/cluster.ts`): created on a
 * server, named `<prefix>_<random>`, dropped once their connections have closed.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Drops a database once its connections have closed. `pool.end()` resolves while its clients are
 * still saying goodbye; `WITH (FORCE)` at that moment sends them a FATAL 57P01 that no listener
 * catches (an unhandled error that failed a CI run). So: plain DROP, retried while the server
 * reports the database in use (55006), and FORCE only after 5 s.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await dropper.end();
  }
}

/**
 * Creates an empty database on the PostgreSQL server at `serverUrl` (a `postgres://` URL);
 * resolves to its URL and a `drop()` to call once every connection to it is closed.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}
