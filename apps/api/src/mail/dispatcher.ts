/**
 * Delivery of the outbox (DESIGN.md "Data": `mail_outbox`; the transactional-outbox pattern): a
 * mail is queued in the transaction of the change it reports, then a dispatcher sends the unsent
 * ones and stamps `sent_at`. A mail whose sending fails stays unsent and is tried again on the
 * next round; two instances never send the same mail (`FOR UPDATE SKIP LOCKED`).
 *
 * Transport here: a pickup directory (`MAIL_DIR`), one RFC 5322 `.eml` file per mail, composed by
 * nodemailer's stream transport (https://nodemailer.com/transports/stream/) — what developers and
 * the browser journeys read on the embedded default. SMTP joins it with issue #10.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, inArray, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** A queued mail as the dispatcher reads it. */
export type QueuedMail = Pick<
  typeof mailOutbox.$inferSelect,
  'id' | 'to' | 'subject' | 'text' | 'html' | 'createdAt'
>;

/** Sends one mail; throws when it could not be handed over (the mail then stays queued). */
export interface MailTransport {
  send(mail: QueuedMail): Promise<void>;
}

/**
 * Writes each mail as `<dir>/<created-at>-<id>.eml` (UTF-8, quoted-printable bodies), from `from`.
 * The file appears whole: it is written under a temporary name, then renamed.
 */
export function pickupDirectoryTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | undefined;
  return {
    async send(mail) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const info = await composer.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        date: mail.createdAt,
        messageId: `<${mail.id}@highlight>`,
      });
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
      const path = join(dir, `${stamp}-${mail.id}.eml`);
      const partial = `${path}.${randomUUID()}.tmp`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path);
    },
  };
}

export interface MailDispatcher {
  /** Sends what is queued now (at most `batch` mails); resolves to the number sent. */
  flush(): Promise<number>;
  /** Stops the rounds and waits for the one under way. */
  stop(): Promise<void>;
}

/**
 * Sends queued mails through `transport` every `intervalMs` milliseconds (default 1,000), at most
 * `batch` (default 50) per round, oldest first. `onError` hears about each failed mail by id
 * only: addresses and bodies are personal data and never reach the log.
 */
export function startMailDispatcher(options: {
  db: Database;
  transport: MailTransport;
  intervalMs?: number;
  batch?: number;
  onError?: (mailId: string, error: unknown) => void;
}): MailDispatcher {
  const { db, transport } = options;
  const batch = options.batch ?? 50;
  let running: Promise<number> = Promise.resolve(0);

  const round = () =>
    db.transaction(async (tx) => {
      const queued = await tx
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      const sent: string[] = [];
      for (const mail of queued) {
        try {
          await transport.send(mail);
          sent.push(mail.id);
        } catch (error) {
          options.onError?.(mail.id, error);
        }
      }
      if (sent.length > 0) {
        await tx.update(mailOutbox).set({ sentAt: new Date() }).where(inArray(mailOutbox.id, sent));
      }
      return sent.length;
    });

  // One round at a time: a flush asked during a round runs after it.
  const flush = () => {
    running = running.catch(() => 0).then(round);
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
