/**
 * The supply counts' upkeep (issue #29 §1, migration 0014): every `intervalMs` (1 minute), mark
 * the files turned outdated (`sweepOutdated`) and fold the counts' delta rows (`compactSupply`),
 * one instance at a time (a transaction-scoped advisory lock; another instance skips its round).
 * Neither changes a figure — `countedSupplyRows` is exact without them — they keep its reads
 * short. Started by main.ts beside the mail dispatcher; `stop()` waits for a running round.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { compactSupply, sweepOutdated } from './repository.ts';
import { startPeriodic } from '../../periodic.ts';

export const SUPPLY_UPKEEP_INTERVAL_MS = 60_000;
/** The advisory lock's key: "HLSUPPLY" read as a number, the same on every instance. */
const UPKEEP_LOCK = 0x484c53555050;

/** One round: the sweep then the compaction, unless another instance holds the lock. */
export async function upkeepSupply(
  db: Database,
  now: Date = new Date(),
): Promise<{ marked: number; folded: number } | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${UPKEEP_LOCK}) as locked`,
    );
    if (!lock?.locked) return null;
    // The rows to mark are the first fresh ones by `stale_at`: the partial index finds them; the
    // column's statistics cannot tell, and would read the whole table.
    await tx.execute(sql`set local enable_seqscan = off`);
    const marked = await sweepOutdated(tx, now);
    const folded = await compactSupply(tx);
    return { marked, folded };
  });
}

/** Runs `upkeepSupply` now and every `intervalMs`; errors go to `onError`, rounds never overlap. */
export function startSupplyUpkeep(
  db: Database,
  onError: (error: unknown) => void,
  intervalMs: number = SUPPLY_UPKEEP_INTERVAL_MS,
): { stop(): Promise<void> } {
  return startPeriodic(() => upkeepSupply(db), onError, intervalMs);
}
