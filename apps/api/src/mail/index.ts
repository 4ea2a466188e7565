/**
 * Mail (DESIGN.md "Runtime shape"; issue #10 §6): every message is written to the `mail_outbox`
 * table, then sent through SMTP (`SMTP_URL`, nodemailer) or written to a pickup directory
 * (`MAIL_DIR`), with retries; without either it stays in the table and the log. The one entry
 * point of the capability: callers compose a message and queue it, in the transaction of the
 * change it reports when there is one.
 */
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailKind } from './limits.ts';

/** A message, ready to send: plain text, and HTML whose every interpolated value is escaped. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues `mail` in `db` (a database or a transaction), as `kind` (default `other`), without the
 * per-recipient limit: for a mail to one person that no one else can trigger over and over, else
 * see `queueLimitedMail`. Throws what the database throws.
 */
export async function queueMail(
  db: Pick<Database, 'insert'>,
  mail: OutgoingMail & { kind?: MailKind },
): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

export { MAIL_KINDS, MAIL_LIMIT, queueLimitedMail, type MailKind, type MailLimit } from './limits.ts';

export {
  MAIL_RETRY,
  mailErrorSummary,
  pickupDirectoryTransport,
  retryDelayMs,
  smtpTransport,
  startMailDispatcher,
  type MailRetryPolicy,
  type MailDispatcher,
  type MailTransport,
  type QueuedMail,
} from './dispatcher.ts';
