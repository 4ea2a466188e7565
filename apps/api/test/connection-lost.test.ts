/**
 * A PostgreSQL connection dropped under the API (server restart, failover) must not stop the
 * process: node-postgres raises an idle client's error on its pool, which crashes Node without a
 * listener. Found by `npm run bench:web`, whose server died when its database was dropped.
 * Runs on the PostgreSQL server of TEST_DATABASE_URL (CI sets it); PGlite has no such connection.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createThrowawayDatabase } from './databases.ts';

const server = process.env.TEST_DATABASE_URL;

/** The server process id of the connection that runs the query. */
async function backendPid(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<number | undefined> {
  const result: unknown = await handle.db.execute(sql`select pg_backend_pid() as pid`);
  return (result as { rows: { pid: number }[] }).rows[0]?.pid;
}

describe.skipIf(!server)('a dropped PostgreSQL connection', () => {
  it('is reported to the listener, and the next query opens a new one', async () => {
    const database = await createThrowawayDatabase(server ?? '', 'highlight_lost');
    const handle = await openDatabase({ url: database.url, dataDir: '' });
    try {
      const lost: Error[] = [];
      handle.onConnectionLost((error) => lost.push(error));
      const pid = await backendPid(handle);
      expect(pid).toBeTypeOf('number');

      // Another session ends the pool's idle connection, as a server restart would.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(1);

      expect(await backendPid(handle)).not.toBe(pid);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
