import { asBulk } from './db/fair-share.ts';

/**
 * A task run now and every `intervalMs` milliseconds in the background, one run at a time (a
 * tick while a run is going is skipped): the role repairs (issue #10 §7), the fold of the search's
 * data version (issue #30 §1) and the Inventory's supply upkeep (issue #29 §1). A failure goes to
 * `onError`; the next tick tries again. The timer keeps no process alive (`unref`); `stop()`
 * clears it and waits for a run in progress. A run is bulk work: its database calls wait for the
 * interactive ones on PGlite (issue #30 §2).
 */
export function startPeriodic(
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs: number,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = asBulk(run)
      .then(() => undefined, onError)
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
