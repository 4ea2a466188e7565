/**
 * Brute-force detection of the embedded provider's sign-in (issue #10 §2), modelled on Keycloak's
 * (Server Administration Guide, "Brute force detection", temporary lockout): failures are counted
 * per account and per client address; from `failureFactor` failures on, each new failure locks the
 * key for `waitIncrementSeconds × ⌊failures / failureFactor⌋`, at most `maxWaitSeconds`; a counter
 * whose last failure is older than `resetAfterSeconds` starts again; a successful sign-in clears
 * the account's counter (not the address's, which only time clears: one valid account must not
 * launder an address's guesses).
 *
 * The account key is a SHA-256 of the normalised email, counted whether or not the account
 * exists: an unknown email locks exactly as a known one, so the lockout never tells which exist,
 * and no email of a stranger is stored. Counters live in the database (`login_failures`), shared
 * by every instance on the same PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';
import { normaliseEmail } from './accounts.ts';

export interface BruteForcePolicy {
  /** Failures before the first wait (Keycloak `failureFactor`). */
  failureFactor: number;
  /** Seconds of wait per `failureFactor` failures (Keycloak `waitIncrementSeconds`). */
  waitIncrementSeconds: number;
  /** Longest wait, in seconds (Keycloak `maxFailureWaitSeconds`). */
  maxWaitSeconds: number;
  /** Seconds after the last failure at which the counter starts again (Keycloak `maxDeltaTimeSeconds`). */
  resetAfterSeconds: number;
}

/** One account: 5 wrong passwords → 1 min, 10 → 2 min … at most 15 min; forgotten after 12 h. */
export const ACCOUNT_POLICY: BruteForcePolicy = {
  failureFactor: 5,
  waitIncrementSeconds: 60,
  maxWaitSeconds: 15 * 60,
  resetAfterSeconds: 12 * 3600,
};

/**
 * One client address, whatever the accounts tried: 30 failures → 1 min … at most 15 min; forgotten
 * after 1 h. Higher than an account's so that an office behind one address is not locked by a few
 * people mistyping, low enough that spraying one password over many accounts is slowed at once.
 */
export const ADDRESS_POLICY: BruteForcePolicy = {
  failureFactor: 30,
  waitIncrementSeconds: 60,
  maxWaitSeconds: 15 * 60,
  resetAfterSeconds: 3600,
};

/** The wait, in seconds, that `failures` consecutive failures earn under `policy` (0: none). */
export function lockoutSeconds(policy: BruteForcePolicy, failures: number): number {
  const steps = Math.floor(failures / policy.failureFactor);
  return Math.min(policy.maxWaitSeconds, steps * policy.waitIncrementSeconds);
}

/** `account:<sha-256 hex of the normalised email>`. */
export function accountKey(email: string): string {
  return `account:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
}

/** `address:<client address>` (Fastify `request.ip`: the socket's peer unless TRUST_PROXY). */
export function addressKey(address: string): string {
  return `address:${address}`;
}

/** Seconds left of the longest lock among `keys` at `now` (0 when none is locked), rounded up. */
export async function lockedSeconds(db: Database, keys: string[], now: Date = new Date()): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(inArray(loginFailures.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts one failure for `key` at `now` (atomically: concurrent failures all count), and locks the
 * key when the count earns a wait. Returns the count and the wait in seconds.
 */
export async function recordFailure(
  db: Database,
  key: string,
  policy: BruteForcePolicy,
  now: Date = new Date(),
): Promise<{ failures: number; lockedSeconds: number }> {
  const staleBefore = new Date(now.getTime() - policy.resetAfterSeconds * 1000);
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < ${staleBefore.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  const failures = row?.failures ?? 1;
  const wait = lockoutSeconds(policy, failures);
  if (wait > 0) {
    await db
      .update(loginFailures)
      .set({ lockedUntil: new Date(now.getTime() + wait * 1000) })
      .where(eq(loginFailures.key, key));
  }
  return { failures, lockedSeconds: wait };
}

/** Forgets the failures of `key` (a successful sign-in or a password reset of that account). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
