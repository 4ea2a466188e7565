/**
 * issue #28 §5: the CVs of a batch sent a few at a time — never fifty at once to a server whose
 * document workers are few (DESIGN.md "a worker-thread pool with a bounded queue"). A refusal
 * that says "later" (the pool is full, the account's imports per minute are spent) waits as the
 * server asks and tries again, so it never fails the batch; a timeout, a 5xx or a network
 * failure is tried again a couple of times with a growing wait, then left to a person's retry.
 */
import { ApiError } from '../../../lib/api.ts';

/** CVs read at the same time: enough to keep a few workers busy, few enough to leave the others free. */
export const UPLOAD_CONCURRENCY = 3;
/** Automatic tries of a CV the server was too busy for, before a person is asked. */
export const BUSY_ATTEMPTS = 12;
/** Automatic tries of a CV that timed out or met a network or server failure. */
export const FAILURE_ATTEMPTS = 3;
/** The first wait before a retry; it doubles at each, up to {@link MAX_WAIT_MS}. */
const FIRST_WAIT_MS = 1000;
const MAX_WAIT_MS = 16_000;

/** What a failure means for the next try: wait for the server (`busy`), try again (`transient`), or stop (`final`). */
export function failureKind(error: unknown): 'busy' | 'transient' | 'final' {
  if (error instanceof ApiError) {
    if (error.code === 'DOCUMENTS_BUSY' || error.code === 'RATE_LIMITED') return 'busy';
    if (error.code === 'DOCUMENT_TIMEOUT' || error.status >= 500) return 'transient';
    return 'final';
  }
  // A network failure (fetch's TypeError) or an answer that could not be read.
  return 'transient';
}

/** Whether a person may send the CV again: the file is not at fault. */
export function isRetryable(error: unknown): boolean {
  return failureKind(error) !== 'final';
}

/**
 * Milliseconds to wait before automatic try number `attempt + 1` after `error`, or null when it is
 * a person's to decide: the server's `Retry-After` when it gave one, else a doubling wait with a
 * little jitter (so that the waiting CVs do not all come back at the same instant).
 */
export function retryDelay(
  error: unknown,
  attempt: number,
  random: () => number = Math.random,
): number | null {
  const kind = failureKind(error);
  if (kind === 'final') return null;
  if (attempt >= (kind === 'busy' ? BUSY_ATTEMPTS : FAILURE_ATTEMPTS)) return null;
  const asked = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  if (asked !== undefined) return Math.min(asked * 1000, MAX_WAIT_MS * 4);
  return Math.min(FIRST_WAIT_MS * 2 ** (attempt - 1), MAX_WAIT_MS) + Math.round(random() * 250);
}

export interface UploadQueueEvents<R> {
  /** The CV is being sent (a first time or again). */
  reading: (id: string) => void;
  /** The CV waits `delayMs` before its next automatic try, after `error`. */
  waiting: (id: string, delayMs: number, error: unknown) => void;
  read: (id: string, result: R) => void;
  /** No more automatic tries: `error` says why. */
  failed: (id: string, error: unknown) => void;
}

export interface UploadQueue {
  /** Puts `file` at the end of the queue under `id` (a retry too). */
  add: (id: string, file: File) => void;
  /** Forgets `id`: removed from the queue, its request aborted, its events no longer sent. */
  cancel: (id: string) => void;
  /** Stops everything (the screen closes). */
  stop: () => void;
}

/**
 * A queue sending at most `concurrency` files at once through `upload`, reporting each file's
 * course through `events`. `sleep` waits (tests pass a fast one).
 */
export function createUploadQueue<R>(
  upload: (file: File, signal: AbortSignal) => Promise<R>,
  events: UploadQueueEvents<R>,
  {
    concurrency = UPLOAD_CONCURRENCY,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  }: { concurrency?: number; sleep?: (ms: number) => Promise<void> } = {},
): UploadQueue {
  const pending: { id: string; file: File }[] = [];
  const running = new Map<string, AbortController>();
  let stopped = false;

  const live = (id: string, controller: AbortController) =>
    !stopped && running.get(id) === controller && !controller.signal.aborted;

  async function send(id: string, file: File, controller: AbortController): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      events.reading(id);
      try {
        const result = await upload(file, controller.signal);
        if (live(id, controller)) events.read(id, result);
        return;
      } catch (error) {
        if (!live(id, controller)) return;
        const delay = retryDelay(error, attempt);
        if (delay === null) {
          events.failed(id, error);
          return;
        }
        events.waiting(id, delay, error);
        await sleep(delay);
        if (!live(id, controller)) return;
      }
    }
  }

  function pump(): void {
    while (!stopped && running.size < concurrency && pending.length > 0) {
      const next = pending.shift();
      if (!next) return;
      const controller = new AbortController();
      running.set(next.id, controller);
      void send(next.id, next.file, controller).finally(() => {
        if (running.get(next.id) === controller) running.delete(next.id);
        pump();
      });
    }
  }

  return {
    add(id, file) {
      if (stopped || running.has(id) || pending.some((entry) => entry.id === id)) return;
      pending.push({ id, file });
      pump();
    },
    cancel(id) {
      const index = pending.findIndex((entry) => entry.id === id);
      if (index >= 0) pending.splice(index, 1);
      running.get(id)?.abort();
      running.delete(id);
      pump();
    },
    stop() {
      stopped = true;
      pending.length = 0;
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}
