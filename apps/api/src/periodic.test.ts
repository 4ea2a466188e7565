/** `startPeriodic`: the background runner of the role repairs (issue #10 §7) and the supply upkeep (issue #29 §1). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startPeriodic', () => {
  it('runs now and at each interval, never two runs at once, a failure reported and retried', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const errors: unknown[] = [];
    const periodic = startPeriodic(
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('down'));
        return new Promise<void>((resolve) => (finish = resolve));
      },
      (error) => errors.push(error),
      1000,
    );
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1); // the first run is still going: the tick is skipped
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('down')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false); // stop waits for the run in progress
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });
});
