/**
 * The per-recipient mail limit (issue #26 §7 "Enumeration and mail flooding": 20 requests sent 20
 * reset mails to one person). A mail of a limited kind is queued only while its recipient has had
 * fewer than {@link MAIL_LIMIT}`.perRecipient` mails of that kind in the last
 * {@link MAIL_LIMIT}`.windowMinutes` minutes. The count is read from `mail_outbox` itself, under a
 * PostgreSQL transaction-level advisory lock on the (kind, recipient) pair, so the limit holds
 * across API instances and concurrent requests without a table of its own.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { OutgoingMail } from './index.ts';

/**
 * What a mail is, stored in `mail_outbox.kind`: the one-time links of `identity/accounts.ts`
 * (`reset`, `activation`, `verification`), the notice sent to the owner of an address someone
 * tried to sign up with (`sign-up-notice`), the back office's update request (`reminder`), and
 * `other` (the default: mails written before the column, or of no limited kind).
 */
export const MAIL_KINDS = [
  'reset',
  'activation',
  'verification',
  'sign-up-notice',
  'reminder',
  'other',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A per-recipient limit: at most `perRecipient` mails of one kind in `windowMinutes` minutes. */
export interface MailLimit {
  perRecipient: number;
  windowMinutes: number;
}

/**
 * Issue #26 §7: at most 3 mails of one kind per recipient per hour. Three lets a person who lost
 * a first mail (spam folder, typo fixed) ask twice more; a flood of requests sends no more than
 * that. The one-time links stay valid 12 hours (spec §9), so a held-back request loses nothing.
 */
export const MAIL_LIMIT: MailLimit = { perRecipient: 3, windowMinutes: 60 };

/** The recipient as counted: trimmed and lower-case, as `identity/accounts.ts` stores emails. */
const recipientKey = (to: string) => to.trim().toLowerCase();

/**
 * Queues the mail `compose` writes — in the same transaction, so that what it creates (a one-time
 * link) exists only if the mail is queued — unless `to` already had `limit.perRecipient` mails of
 * `kind` in the last `limit.windowMinutes` minutes. Resolves to true when queued, false when held
 * back (then `compose` is not called). `now` is the clock (tests move it). Throws what the
 * database or `compose` throws.
 */
export async function queueLimitedMail(
  db: Database,
  recipient: { to: string; kind: MailKind },
  compose: (tx: Database) => Promise<OutgoingMail>,
  options: { limit?: MailLimit; now?: Date } = {},
): Promise<boolean> {
  const limit = options.limit ?? MAIL_LIMIT;
  const now = options.now ?? new Date();
  const to = recipientKey(recipient.to);
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000);
  return db.transaction(async (tx) => {
    // One writer per (kind, recipient) at a time, on every instance; released at commit.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`mail:${recipient.kind}:${to}`}, 0))`,
    );
    const [row] = await tx
      .select({ sent: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(sql`lower(${mailOutbox.to})`, to),
          eq(mailOutbox.kind, recipient.kind),
          gt(mailOutbox.createdAt, since),
        ),
      );
    if ((row?.sent ?? 0) >= limit.perRecipient) return false;
    const mail = await compose(tx);
    await tx.insert(mailOutbox).values({ ...mail, kind: recipient.kind, createdAt: now });
    return true;
  });
}
