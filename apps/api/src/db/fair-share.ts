/**
 * issue #30 §2 "the embedded default shares fairly": PGlite has one connection, and its own
 * queue serves callers in arrival order, so a person's click waited behind every query of a
 * 50-file ZIP or a CV import queued before it. This gate sits in front of that connection and
 * serves two queues — interactive first, bulk when no interactive call waits — one call at a time
 * (a transaction is one call: it holds the connection until it ends). Bulk work is never starved:
 * after `BULK_EVERY` interactive turns in a row while bulk work waits, bulk gets one.
 *
 * A call's class comes from its async context: code run inside `asBulk(fn)` (document renders
 * and ZIPs, imports, the reminder campaign, the periodic upkeep) is bulk, everything else is
 * interactive. PostgreSQL has a pool and its own scheduler; the gate is for PGlite only.
 *
 * Source: Node's AsyncLocalStorage (https://nodejs.org/api/async_context.html).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
// The timers module's own, which tests' fake timers (which replace the global) leave alone.
import { setImmediate } from 'node:timers';

export type Priority = 'interactive' | 'bulk';

/** After this many interactive turns in a row while bulk work waits, one bulk turn. */
export const BULK_EVERY = 8;

const priority = new AsyncLocalStorage<Priority>();

/** Runs `work` as bulk work: its database calls wait for every interactive call queued. */
export function asBulk<T>(work: () => T): T {
  return priority.run('bulk', work);
}

/** The class of the calls made from here: `bulk` inside `asBulk`, else `interactive`. */
export function currentPriority(): Priority {
  return priority.getStore() ?? 'interactive';
}

/** One connection shared by two queues. */
export interface FairGate {
  /** Runs `call` when the connection is free and its turn has come (`priority`: the caller's). */
  run<T>(call: () => Promise<T>, priority?: Priority): Promise<T>;
  /** Calls waiting, by class (for tests and metrics). */
  waiting(): Record<Priority, number>;
}

export function createFairGate(bulkEvery: number = BULK_EVERY): FairGate {
  const queues: Record<Priority, (() => void)[]> = { interactive: [], bulk: [] };
  let busy = false;
  let interactiveInARow = 0;

  const next = () => {
    const bulkTurn =
      queues.bulk.length > 0 && (queues.interactive.length === 0 || interactiveInARow >= bulkEvery);
    const start = bulkTurn ? queues.bulk.shift() : queues.interactive.shift();
    if (!start) {
      busy = false;
      return;
    }
    interactiveInARow = bulkTurn ? 0 : interactiveInARow + 1;
    start();
  };

  return {
    run<T>(call: () => Promise<T>, callerPriority: Priority = currentPriority()): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          busy = true;
          // A call that throws before giving its promise rejects like one that rejects. The next
          // call starts from the event loop's check phase, not from a microtask: PGlite runs a
          // query synchronously, and a chain of calls resolving as microtasks would keep I/O —
          // the requests that would queue interactive calls — waiting until the chain ends.
          Promise.resolve()
            .then(call)
            .then(resolve, reject)
            .finally(() => setImmediate(next));
        };
        if (!busy) {
          // Free only when both queues are empty: nothing waits, the count starts again.
          interactiveInARow = 0;
          start();
        } else {
          queues[callerPriority].push(start);
        }
      });
    },
    waiting: () => ({ interactive: queues.interactive.length, bulk: queues.bulk.length }),
  };
}
