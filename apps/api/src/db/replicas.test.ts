/**
 * issue #30 §3: the reads of the marked routes on a real PostgreSQL streaming replica
 * (`.ci/replica.sh` starts one beside the machine's server; TEST_DATABASE_READ_URL names it), the
 * rest on the primary; a browser that has just written reads its own write while the replica lags
 * (its replay paused), and the replica again once it has caught up. Runs when both
 * TEST_DATABASE_URL and TEST_DATABASE_READ_URL are set (`.ci/run` sets them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { UserListResponse } from '@highlight/domain/user';
import type { JsonResume } from '@highlight/domain/json-resume';
import { validResume } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helpers.ts';
import { openReadReplicas, READ_AFTER_COOKIE } from './replicas.ts';

const replicaServer = process.env.TEST_DATABASE_READ_URL;
const onReplica = Boolean(replicaServer && process.env.TEST_DATABASE_URL);

/** Runs `text` on the replica server itself (its `postgres` database): replay control. */
async function onReplicaServer(text: string): Promise<void> {
  const url = new URL(replicaServer!);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.runIf(onReplica)('reads on a streaming replica (issue #30 §3)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  const marker = 'custom-replica-marker';

  beforeAll(async () => {
    t = await createTestApp({ readReplica: true });
    headers = (await t.createStaff('human_ressources')).headers;
  });
  afterAll(async () => {
    await onReplicaServer('select pg_wal_replay_resume()');
    await t.close();
  });

  const list = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users?allCandidates=true&skills=${marker}`,
      headers: cookie ? { ...headers, cookie } : headers,
    });
  const stats = () => ({ ...t.readReplicas!.stats });

  /** The `name=value` of the read-after cookie a response sets, or undefined. */
  function readAfterCookie(response: { cookies: { name: string; value: string; maxAge?: number }[] }) {
    return response.cookies.find((cookie) => cookie.name === READ_AFTER_COOKIE);
  }

  it('serves the list from the replica, and users/me from the primary', async () => {
    const before = stats();
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    expect(stats().replica).toBe(before.replica + 1);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(200);
    expect(stats()).toEqual({ replica: before.replica + 1, primary: before.primary });
    expect(readAfterCookie(me)).toBeUndefined();
  });

  it('matches on the replica, and a match (a POST that only reads) asks for no position', async () => {
    const before = stats();
    const match = await t.app.inject({
      method: 'POST',
      url: '/api/match',
      headers,
      payload: { text: 'Développeur Java avec Kubernetes' },
    });
    expect(match.statusCode, match.body).toBe(200);
    expect(stats().replica).toBe(before.replica + 1);
    expect(readAfterCookie(match)).toBeUndefined();
  });

  it('reads a write at once from the primary while the replica lags, then from the replica', async () => {
    const person = await t.createCollaboratorWithFile({ status: 'inactive' });
    await onReplicaServer('select pg_wal_replay_pause()');
    // The status change is a write: its answer carries the primary's WAL position.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers,
      payload: { ids: [person.user.id], status: 'active' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const cookie = readAfterCookie(changed);
    expect(cookie?.value).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    expect(cookie?.maxAge).toBe(300);
    const sent = `${READ_AFTER_COOKIE}=${cookie!.value}`;

    const everyone = (extra?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/users?allCandidates=true&status=active`,
        headers: extra ? { ...headers, cookie: extra } : headers,
      });
    // Without the cookie the replica answers, and it has not replayed the change yet.
    const stale = (await everyone()).json<UserListResponse>();
    expect(stale.items.map((item) => item.id)).not.toContain(person.user.id);
    // With it, the primary answers: the write is read.
    const before = stats();
    const fresh = await everyone(sent);
    expect(fresh.json<UserListResponse>().items.map((item) => item.id)).toContain(person.user.id);
    expect(stats().primary).toBe(before.primary + 1);
    expect(readAfterCookie(fresh)).toBeUndefined();

    await onReplicaServer('select pg_wal_replay_resume()');
    // Once the replica has replayed the write, it answers, and the cookie is cleared.
    let caughtUp: Awaited<ReturnType<typeof everyone>> | undefined;
    for (let attempt = 0; attempt < 100 && !caughtUp; attempt++) {
      const mark = stats();
      const response = await everyone(sent);
      if (stats().replica > mark.replica) caughtUp = response;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(caughtUp, 'the replica caught up within 5 s').toBeDefined();
    expect(caughtUp!.json<UserListResponse>().items.map((item) => item.id)).toContain(person.user.id);
    const cleared = readAfterCookie(caughtUp!);
    expect(cleared?.value).toBe('');
  });

  it('gives the owner their file as just saved while the replica lags (a save, then their download)', async () => {
    const { user, headers: owner } = await t.createCollaboratorWithFile();
    // The replica has everything so far (the person and their first save), then stops replaying.
    const everything = await t.readReplicas!.primaryPosition();
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await t.readReplicas!.choose(everything)).replica) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await onReplicaServer('select pg_wal_replay_pause()');
    const position = 'Architecte de la réplique';
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers: owner,
      payload: { ...validResume(), desiredPosition: position, version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cookie = readAfterCookie(saved);
    expect(cookie).toBeDefined();

    const download = (extra?: string) =>
      t.app.inject({
        url: `/api/users/${user.id}/resume?format=json-resume`,
        headers: extra ? { ...owner, cookie: extra } : owner,
      });
    const stale = await download();
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json<JsonResume>().basics?.label).not.toBe(position);
    const fresh = await download(`${READ_AFTER_COOKIE}=${cookie!.value}`);
    expect(fresh.json<JsonResume>().basics?.label).toBe(position);
    await onReplicaServer('select pg_wal_replay_resume()');
  });

  it('ignores a cookie that is not a WAL position', async () => {
    const before = stats();
    const response = await list(`${READ_AFTER_COOKIE}=1;drop`);
    expect(response.statusCode).toBe(200);
    expect(stats().replica).toBe(before.replica + 1);
  });
});

describe.runIf(onReplica)('a replica that cannot answer (issue #30 §3)', () => {
  it('is passed over for the primary', async () => {
    const t = await createTestApp();
    try {
      // Nothing listens on port 1: the check of a read-after position fails, the primary serves.
      const replicas = openReadReplicas(t.db, ['postgres://postgres@127.0.0.1:1/none']);
      const chosen = await replicas.choose('0/1');
      expect(chosen).toMatchObject({ replica: false, caughtUp: false });
      expect(chosen.db).toBe(t.db);
      // Marked down: later reads go to the primary without trying it.
      expect((await replicas.choose(null)).replica).toBe(false);
      expect(replicas.stats).toEqual({ replica: 0, primary: 2 });
      await replicas.close();
    } finally {
      await t.close();
    }
  });
});
