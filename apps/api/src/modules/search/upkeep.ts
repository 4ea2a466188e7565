/**
 * issue #30 §1: the search's data version kept short to read. Every transaction writing
 * `resume_search` appends a row to `resume_search_changes` (migration 0017), and each request of
 * the dashboard sums them (`dataWindow`, ./cache.ts): every `intervalMs` (1 minute) the rows are
 * folded into one, the sum — the version — unchanged (`resume_search_changes_compact`). Folds on
 * several instances at once stay correct (each folds the rows it deleted). Started by main.ts
 * beside the supply's upkeep; `stop()` waits for a running round.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { startPeriodic } from '../../periodic.ts';

export const SEARCH_UPKEEP_INTERVAL_MS = 60_000;

/** Folds the version's rows into one; answers how many rows were folded (0: one row or none). */
export async function compactSearchChanges(db: Database): Promise<number> {
  const [row] = await rowsOf<{ folded: number }>(db, sql`select resume_search_changes_compact() as folded`);
  return Number(row?.folded ?? 0);
}

/** Runs `compactSearchChanges` now and every `intervalMs`; errors go to `onError`. */
export function startSearchUpkeep(
  db: Database,
  onError: (error: unknown) => void,
  intervalMs: number = SEARCH_UPKEEP_INTERVAL_MS,
): { stop(): Promise<void> } {
  return startPeriodic(() => compactSearchChanges(db), onError, intervalMs);
}
