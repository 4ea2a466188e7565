/**
 * Whether an access token's sign-in is still alive (issue #26 §6: "access tokens keep working up to
 * 300 s after logout"). The embedded provider's access tokens are self-contained JWTs, valid until
 * they expire; each names the grant it was issued under (claim `grant_id`, `provider.ts`). Signing
 * out (end_session), revoking the refresh token and a password reset all delete that grant from
 * `oidc_payloads` (oidc-provider's `revoke` helper, `revokeAccountState`), which every API process
 * shares: so the API asks that table, per request, whether the grant still exists.
 *
 * The answer is cached in the process for `ttlMs` (default `SESSION_CHECK_TTL_MS`, 2 s), one entry
 * per grant, so that a busy session costs one indexed look-up per grant every two seconds rather
 * than one per request (`docs/performance.md`, `npm run bench:api` with `BENCH_SESSION_CHECK`): a
 * signed-out session's tokens are refused by every instance within `ttlMs` plus one query.
 * Concurrent requests of one grant share a single look-up. At most `maxEntries` grants are kept
 * (the oldest dropped first).
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';
import type { SessionCheck } from '../token-claims.ts';

/** How long an answer about a grant is trusted, in milliseconds (issue #26 §6: "within seconds"). */
export const SESSION_CHECK_TTL_MS = 2_000;
/** Grants remembered at once per process. */
export const SESSION_CHECK_MAX_ENTRIES = 50_000;

interface Entry {
  answer: Promise<boolean>;
  /** `Date.now()` after which the answer is asked again. */
  until: number;
}

/** A `SessionCheck` over the provider's table in `db`; `now` is injectable for tests. */
export function createSessionCheck(
  db: Database,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionCheck {
  const ttlMs = options.ttlMs ?? SESSION_CHECK_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CHECK_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  async function lookUp(grantId: string): Promise<boolean> {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, 'Grant'),
          eq(oidcPayloads.id, grantId),
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date(now()))),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  return {
    isActive(grantId: string) {
      const cached = entries.get(grantId);
      if (cached && cached.until > now()) return cached.answer;
      const answer = lookUp(grantId);
      entries.delete(grantId);
      entries.set(grantId, { answer, until: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed look-up is not remembered: the next request asks again.
      answer.catch(() => entries.delete(grantId));
      return answer;
    },
  };
}
