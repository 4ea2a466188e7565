/**
 * oidc-provider storage adapter over the `oidc_payloads` table (DESIGN.md "Identity and access":
 * provider state in PostgreSQL so that several API processes can share it). One row per model
 * instance, keyed by (model, id); `grant_id`, `uid` and `user_code` are copied out of the payload
 * for the look-ups oidc-provider needs. The interface is oidc-provider's `Adapter`
 * (https://github.com/panva/node-oidc-provider/blob/main/example/my_adapter.js).
 */
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';

type Row = typeof oidcPayloads.$inferSelect;

/** The payload oidc-provider expects back: `consumed` set once `consume` ran; undefined when expired. */
function toPayload(row: Row | undefined, now: Date): AdapterPayload | undefined {
  if (!row) return undefined;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return undefined;
  const payload = row.payload as AdapterPayload;
  if (row.consumedAt) return { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
  return payload;
}

/**
 * Builds the adapter factory oidc-provider calls once per model name (`Session`, `AccessToken`,
 * `Grant`, …). `now` is injectable for tests.
 */
export function createOidcAdapter(
  db: Database,
  now: () => Date = () => new Date(),
): (model: string) => Adapter {
  return (model: string): Adapter => {
    const byKey = (id: string) => and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id));
    const findWhere = async (condition: SQL) => {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), condition))
        .limit(1);
      return toPayload(row, now());
    };

    return {
      /** Inserts or replaces the instance; `expiresIn` is in seconds (absent: never expires). */
      async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
        const values = {
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          uid: payload.uid ?? null,
          userCode: payload.userCode ?? null,
          expiresAt: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
        };
        await db
          .insert(oidcPayloads)
          .values({ model, id, ...values })
          .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
      },
      find: (id: string) => findWhere(eq(oidcPayloads.id, id)),
      findByUid: (uid: string) => findWhere(eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode: string) => findWhere(eq(oidcPayloads.userCode, userCode)),
      async consume(id: string) {
        await db.update(oidcPayloads).set({ consumedAt: now() }).where(byKey(id));
      },
      async destroy(id: string) {
        await db.delete(oidcPayloads).where(byKey(id));
      },
      async revokeByGrantId(grantId: string) {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
      },
    };
  };
}

/** Deletes every expired row of `oidc_payloads`; returns nothing. Safe to run from any process. */
export async function purgeExpiredOidcPayloads(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
}

/**
 * Deletes every provider record (sessions, grants, codes, refresh tokens) of one account, e.g.
 * after a password reset, so that every device has to sign in again.
 */
export async function revokeAccountState(db: Database, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
}
