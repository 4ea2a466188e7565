// @vitest-environment node
/**
 * issue #28 §5: which failures of a CV's reading are tried again by themselves and after how long
 * (the server's Retry-After first, else a doubling wait), and the queue's bound on CVs in flight.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import {
  BUSY_ATTEMPTS,
  createUploadQueue,
  FAILURE_ATTEMPTS,
  failureKind,
  isRetryable,
  retryDelay,
} from './upload-queue.ts';

const api = (status: number, code: string, retryAfterSeconds?: number) =>
  new ApiError(status, code, code, [], { retryAfterSeconds });
const noJitter = () => 0;

describe('failureKind', () => {
  it.each([
    [api(429, 'DOCUMENTS_BUSY'), 'busy'],
    [api(429, 'RATE_LIMITED'), 'busy'],
    [api(503, 'DOCUMENT_TIMEOUT'), 'transient'],
    [api(500, 'INTERNAL'), 'transient'],
    [new TypeError('Failed to fetch'), 'transient'],
    [api(422, 'CV_NO_TEXT'), 'final'],
    [api(415, 'CV_UNSUPPORTED'), 'final'],
    [api(413, 'PAYLOAD_TOO_LARGE'), 'final'],
    [api(403, 'FORBIDDEN'), 'final'],
  ] as const)('%s → %s', (error, kind) => {
    expect(failureKind(error)).toBe(kind);
    expect(isRetryable(error)).toBe(kind !== 'final');
  });
});

describe('retryDelay', () => {
  it('waits as long as the server asks', () => {
    expect(retryDelay(api(429, 'DOCUMENTS_BUSY', 2), 1, noJitter)).toBe(2000);
    expect(retryDelay(api(429, 'RATE_LIMITED', 0), 5, noJitter)).toBe(0);
  });

  it('doubles its wait otherwise, up to 16 s', () => {
    const busy = api(429, 'DOCUMENTS_BUSY');
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(busy, attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 16_000,
    ]);
  });

  it(`gives up after ${BUSY_ATTEMPTS} tries of a busy server and ${FAILURE_ATTEMPTS} of a failure`, () => {
    expect(retryDelay(api(429, 'DOCUMENTS_BUSY', 0), BUSY_ATTEMPTS - 1)).toBe(0);
    expect(retryDelay(api(429, 'DOCUMENTS_BUSY', 0), BUSY_ATTEMPTS)).toBeNull();
    expect(retryDelay(new TypeError('offline'), FAILURE_ATTEMPTS - 1, noJitter)).toBe(2000);
    expect(retryDelay(new TypeError('offline'), FAILURE_ATTEMPTS)).toBeNull();
  });

  it('never tries again a file the server refused', () => {
    expect(retryDelay(api(422, 'CV_DAMAGED'), 1)).toBeNull();
  });
});

describe('createUploadQueue', () => {
  it('sends at most `concurrency` files at once, the next when one is done; a cancelled one is forgotten', async () => {
    const releases = new Map<string, () => void>();
    const read: string[] = [];
    const queue = createUploadQueue(
      (file: File) =>
        new Promise<string>((resolve) => {
          releases.set(file.name, () => {
            resolve(file.name);
          });
        }),
      {
        reading: () => undefined,
        waiting: () => undefined,
        read: (id) => read.push(id),
        failed: () => undefined,
      },
      { concurrency: 2 },
    );
    for (const name of ['a', 'b', 'c', 'd']) queue.add(name, new File([''], name));
    expect([...releases.keys()]).toEqual(['a', 'b']);
    queue.cancel('b');
    expect([...releases.keys()]).toEqual(['a', 'b', 'c']);
    releases.get('a')?.();
    releases.get('b')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...releases.keys()]).toEqual(['a', 'b', 'c', 'd']);
    releases.get('c')?.();
    releases.get('d')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toEqual(['a', 'c', 'd']);
  });
});
