/** The oidc-provider adapter over `oidc_payloads` (find honours expiry; consume; revoke by grant). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';
import { createOidcAdapter, purgeExpiredOidcPayloads } from './adapter.ts';

let handle: DatabaseHandle;
let now = new Date('2030-01-01T00:00:00Z');

beforeAll(async () => {
  handle = await openDatabase({ url: 'memory://', dataDir: '' });
});
afterAll(async () => {
  await handle?.close();
});

describe('oidc adapter', () => {
  it('upserts, finds by id, uid and user code, and honours expiry', async () => {
    const adapter = createOidcAdapter(handle.db, () => now)('Session');
    await adapter.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    await adapter.upsert('s2', { userCode: 'CODE', accountId: 'a2' });
    expect(await adapter.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await adapter.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await adapter.findByUserCode('CODE')).toEqual({ userCode: 'CODE', accountId: 'a2' });
    await adapter.upsert('s1', { uid: 'u1', accountId: 'a3' }, 60);
    expect(await adapter.find('s1')).toMatchObject({ accountId: 'a3' });
    expect(await createOidcAdapter(handle.db, () => now)('Grant').find('s1')).toBeUndefined();

    now = new Date(now.getTime() + 61_000);
    expect(await adapter.find('s1')).toBeUndefined();
    expect(await adapter.find('s2')).toBeDefined();
    await purgeExpiredOidcPayloads(handle.db, now);
    const ids = (await handle.db.select().from(oidcPayloads)).map((row) => row.id);
    expect(ids).not.toContain('s1');
    await adapter.destroy('s2');
    expect(await adapter.find('s2')).toBeUndefined();
  });

  it('marks consumed payloads and revokes everything of a grant', async () => {
    const factory = createOidcAdapter(handle.db, () => now);
    const codes = factory('AuthorizationCode');
    const tokens = factory('RefreshToken');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await tokens.upsert('r1', { grantId: 'g1' }, 60);
    await tokens.upsert('r2', { grantId: 'g2' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toBeDefined();
    expect(await codes.find('c1')).toBeDefined();
  });
});
