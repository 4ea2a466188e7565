/**
 * Delivery of the outbox (DESIGN.md "Data": `mail_outbox`; the transactional-outbox pattern): a
 * mail is queued in the transaction of the change it reports, then a dispatcher sends the due ones.
 * Each mail has a state (issue #10 §6): `queued` until sent (`sent`, `sent_at` stamped) or given up
 * (`failed`: the server refused it for good with a 5xx reply, or `MAIL_RETRY.maxAttempts` attempts
 * failed). A failed attempt is retried after an exponential backoff (30 s, 1 min, 2 min … at most
 * 1 h). A round first *claims* its mails in a short transaction (`FOR UPDATE SKIP LOCKED`, then a
 * lease in `next_attempt_at`), commits, and only then talks to the mail server: two instances never
 * send the same mail, a slow server never holds a database lock, and a mail claimed by an instance
 * that died is sent by another once its lease ends.
 *
 * Transports: SMTP (`SMTP_URL`, nodemailer's SMTP transport, https://nodemailer.com/smtp/) in
 * production; a pickup directory (`MAIL_DIR`), one RFC 5322 `.eml` file per mail composed by
 * nodemailer's stream transport — what developers and the browser journeys read.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { asBulk } from '../db/fair-share.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** A queued mail as the dispatcher reads it. */
export type QueuedMail = Pick<
  typeof mailOutbox.$inferSelect,
  'id' | 'to' | 'subject' | 'text' | 'html' | 'createdAt'
>;

/**
 * Sends one mail; throws when it could not be handed over (the mail is then retried). An error
 * with a 5xx `responseCode` (RFC 5321 §4.2.1: permanent) is not retried.
 */
export interface MailTransport {
  send(mail: QueuedMail): Promise<void>;
}

/** The message of a queued mail as nodemailer takes it: both parts, its queueing date, a stable id. */
function messageOf(mail: QueuedMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    date: mail.createdAt,
    messageId: `<${mail.id}@highlight>`,
  };
}

/**
 * Writes each mail as `<dir>/<created-at>-<id>.eml` (UTF-8, quoted-printable bodies), from `from`.
 * The file appears whole: it is written under a temporary name, then renamed.
 */
export function pickupDirectoryTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | undefined;
  // Files sort by creation time, then by delivery order: two mails of the same millisecond keep
  // the order the dispatcher sent them in (oldest first), whatever their random ids.
  let sequence = 0;
  return {
    async send(mail) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const info = await composer.sendMail(messageOf(mail, from));
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
      sequence += 1;
      const path = join(dir, `${stamp}-${String(sequence).padStart(8, '0')}-${mail.id}.eml`);
      const partial = `${path}.${randomUUID()}.tmp`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path);
    },
  };
}

/**
 * Sends through the SMTP server at `url` (`smtp://user:password@host:587`, STARTTLS when offered;
 * `smtps://…:465` for implicit TLS), from `from`. Short timeouts: a server that does not answer
 * fails the attempt, which is retried later, instead of holding a round for minutes.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(messageOf(mail, from));
    },
  };
}

/** Retry policy of the outbox (issue #10 §6). Times in milliseconds. */
export interface MailRetryPolicy {
  /** Attempts before a mail is `failed`. */
  maxAttempts: number;
  /** Wait after the first failed attempt; doubled after each further one. */
  baseDelayMs: number;
  /** Longest wait between attempts. */
  maxDelayMs: number;
  /** How long a claimed mail is reserved for the instance sending it. */
  leaseMs: number;
}

export const MAIL_RETRY: MailRetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  leaseMs: 120_000,
};

/** The wait before attempt `attempts + 1`, after `attempts` (≥ 1) failed ones: base × 2^(attempts−1), capped. */
export function retryDelayMs(policy: MailRetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** True when the server refused the mail for good (an SMTP 5xx reply). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What `last_error` keeps of a failure: codes only (an SMTP reply text may name the address). */
export function mailErrorSummary(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [
    typeof code === 'string' ? code : 'ERROR',
    typeof responseCode === 'number' ? String(responseCode) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

export interface MailDispatcher {
  /** Sends what is due now (at most `batch` mails); resolves to the number sent. */
  flush(): Promise<number>;
  /** Stops the rounds and waits for the one under way. */
  stop(): Promise<void>;
}

/**
 * Sends due mails through `transport` every `intervalMs` milliseconds (default 1,000), at most
 * `batch` (default 50) per round, oldest first, retrying failures per `retry` (default
 * `MAIL_RETRY`). `onError` hears about each failed attempt by id only: addresses and bodies are
 * personal data and never reach the log. `now` is the clock (tests move it).
 */
export function startMailDispatcher(options: {
  db: Database;
  transport: MailTransport;
  intervalMs?: number;
  batch?: number;
  retry?: MailRetryPolicy;
  now?: () => Date;
  onError?: (mailId: string, error: unknown) => void;
}): MailDispatcher {
  const { db, transport } = options;
  const batch = options.batch ?? 50;
  const retry = options.retry ?? MAIL_RETRY;
  const clock = options.now ?? (() => new Date());
  let running: Promise<number> = Promise.resolve(0);

  /** Reserves the due mails for this instance; returns them with their attempt count. */
  const claim = (now: Date) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.state, 'queued'),
            // The database stamps microseconds, this clock milliseconds: a mail queued in the
            // same millisecond as the round is due in it.
            lte(
              sql`date_trunc('milliseconds', coalesce(${mailOutbox.nextAttemptAt}, ${mailOutbox.createdAt}))`,
              now.toISOString(),
            ),
          ),
        )
        .orderBy(asc(mailOutbox.createdAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + retry.leaseMs),
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          createdAt: mailOutbox.createdAt,
          attempts: mailOutbox.attempts,
        });
      // RETURNING follows no order: oldest first as the SELECT ranked them (to the microsecond,
      // where two mails of the same millisecond would tie in JavaScript).
      const rank = new Map(due.map((row, index) => [row.id, index]));
      return claimed.toSorted((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
    });

  const round = async () => {
    const claimed = await claim(clock());
    let sent = 0;
    for (const { attempts, ...mail } of claimed) {
      try {
        await transport.send(mail);
        await db
          .update(mailOutbox)
          .set({ state: 'sent', sentAt: clock(), nextAttemptAt: null, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        options.onError?.(mail.id, error);
        const givenUp = isPermanent(error) || attempts >= retry.maxAttempts;
        await db
          .update(mailOutbox)
          .set({
            state: givenUp ? 'failed' : 'queued',
            nextAttemptAt: givenUp ? null : new Date(clock().getTime() + retryDelayMs(retry, attempts)),
            lastError: mailErrorSummary(error),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  };

  // One round at a time: a flush asked during a round runs after it. A round is bulk work: its
  // database calls wait for the interactive ones on PGlite (issue #30 §2).
  const flush = () => {
    running = running.catch(() => 0).then(() => asBulk(round));
    return running;
  };
  const timer = setInterval(() => {
    flush().catch((error: unknown) => options.onError?.('', error));
  }, options.intervalMs ?? 1000);
  timer.unref();

  return {
    flush,
    async stop() {
      clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}
