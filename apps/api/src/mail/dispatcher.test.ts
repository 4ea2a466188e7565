/**
 * Delivery of the outbox (DESIGN.md "Data" `mail_outbox`; issue #9 "the mail goes through the
 * outbox"): queued mails reach the pickup directory once each, whole, oldest first; a failed send
 * stays queued for the next round and is reported by id only.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionLinkOf, deliveredMails } from '../../test/mail.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { mailOutbox } from '../db/schema.ts';
import {
  MAIL_RETRY,
  pickupDirectoryTransport,
  queueMail,
  retryDelayMs,
  smtpTransport,
  startMailDispatcher,
  type MailTransport,
} from './index.ts';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let dir: string;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'highlight-mail-'));
  // Each test starts from an outbox with nothing due.
  await handle.db
    .update(mailOutbox)
    .set({ state: 'sent', sentAt: new Date() })
    .where(eq(mailOutbox.state, 'queued'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const FROM = 'Highlight <no-reply@app.test>';

async function queue(to: string, subject = 'Bonjour', text = 'Corps du message') {
  await queueMail(handle.db, { to, subject, text, html: `<p>${text}</p>` });
}

describe('startMailDispatcher with a pickup directory', () => {
  it('delivers two mails queued in the same millisecond oldest first (microseconds), whatever their ids', async () => {
    for (const [first, second] of [
      ['ann@example.test', 'bob@example.test'],
      ['bob@example.test', 'ann@example.test'],
    ] as const) {
      const round = await mkdtemp(join(tmpdir(), 'highlight-mail-'));
      await queue(second);
      await queue(first);
      // Same millisecond, `first` 800 µs older (JavaScript's dates cannot tell them apart), and
      // the larger id, inserted last: neither the ids nor the table's order give it away.
      await handle.db.execute(
        sql`update mail_outbox set
              created_at = case "to" when ${first} then '2026-11-24T10:00:00.123100Z'::timestamptz
                                     else '2026-11-24T10:00:00.123900Z'::timestamptz end
            where state = 'queued'`,
      );
      await handle.db.execute(
        sql`update mail_outbox set id = ('ffffffff' || substr(id::text, 9))::uuid where state = 'queued' and "to" = ${first}`,
      );
      await handle.db.execute(
        sql`update mail_outbox set id = ('00000000' || substr(id::text, 9))::uuid where state = 'queued' and "to" = ${second}`,
      );
      const dispatcher = startMailDispatcher({
        db: handle.db,
        transport: pickupDirectoryTransport(round, FROM),
        intervalMs: 60_000,
      });
      try {
        expect(await dispatcher.flush()).toBe(2);
      } finally {
        await dispatcher.stop();
      }
      expect((await deliveredMails(round)).map((mail) => mail.to)).toEqual([first, second]);
      await rm(round, { recursive: true, force: true });
    }
  });

  it('delivers each queued mail once, as a whole .eml with its accents and link, and stamps it sent', async () => {
    const link = 'http://app.test/realms/highlight/login-actions/action-token?key=abc_DEF-123';
    await queue(
      'lea@example.test',
      'Highlight : créez votre mot de passe',
      `Bonjour Léa,\n\n${link}\n\nÀ bientôt`,
    );
    await queue('john@example.test', 'Highlight: choose your password', 'Hello John');
    const dispatcher = startMailDispatcher({
      db: handle.db,
      transport: pickupDirectoryTransport(dir, FROM),
      intervalMs: 60_000,
    });
    try {
      expect(await dispatcher.flush()).toBe(2);
      expect(await dispatcher.flush()).toBe(0);
    } finally {
      await dispatcher.stop();
    }
    const mails = await deliveredMails(dir);
    expect(mails.map((mail) => mail.to)).toEqual(['lea@example.test', 'john@example.test']);
    expect(mails[0]?.content).toContain('Bonjour Léa,');
    expect(mails[0]?.content).toContain('À bientôt');
    expect(mails[0]?.content).toMatch(/^From: Highlight <no-reply@app\.test>$/m);
    expect(mails[0] && actionLinkOf(mails[0])).toBe(link);
    expect((await readdir(dir)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const unsent = await handle.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(unsent).toEqual([]);
    const states = await handle.db.select({ state: mailOutbox.state }).from(mailOutbox);
    expect(new Set(states.map((row) => row.state))).toEqual(new Set(['sent']));
  });

  it('keeps a mail whose sending failed for the next round and reports it by id only', async () => {
    await queue('first@example.test');
    await queue('second@example.test');
    const failures: { mailId: string; error: unknown }[] = [];
    const pickup = pickupDirectoryTransport(dir, FROM);
    let down = true;
    const flaky: MailTransport = {
      send: (mail) =>
        down && mail.to === 'first@example.test' ? Promise.reject(new Error('disk full')) : pickup.send(mail),
    };
    let now = new Date();
    const dispatcher = startMailDispatcher({
      db: handle.db,
      transport: flaky,
      intervalMs: 60_000,
      now: () => now,
      onError: (mailId, error) => failures.push({ mailId, error }),
    });
    try {
      expect(await dispatcher.flush()).toBe(1);
      const [failed] = await handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'first@example.test'));
      expect(failed).toMatchObject({ sentAt: null, state: 'queued', attempts: 1, lastError: 'ERROR' });
      expect(failures).toEqual([{ mailId: failed?.id, error: new Error('disk full') }]);
      down = false;
      // Not before its backoff: 30 s after the failed attempt.
      expect(await dispatcher.flush()).toBe(0);
      now = new Date(now.getTime() + MAIL_RETRY.baseDelayMs + 1000);
      expect(await dispatcher.flush()).toBe(1);
    } finally {
      await dispatcher.stop();
    }
    expect((await deliveredMails(dir)).map((mail) => mail.to).sort()).toEqual([
      'first@example.test',
      'second@example.test',
    ]);
  });

  it('never sends a mail twice when two dispatchers (two instances) run at once', async () => {
    for (let i = 0; i < 30; i++) await queue(`person${i}@example.test`);
    const start = () =>
      startMailDispatcher({
        db: handle.db,
        transport: pickupDirectoryTransport(dir, FROM),
        intervalMs: 60_000,
        batch: 7,
      });
    const one = start();
    const two = start();
    try {
      let sent = 0;
      for (let round = 0; round < 5; round++) {
        const counts = await Promise.all([one.flush(), two.flush()]);
        sent += counts[0] + counts[1];
      }
      expect(sent).toBe(30);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
    const mails = await deliveredMails(dir);
    expect(mails).toHaveLength(30);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(30);
  });
});

describe('retryDelayMs (issue #10 §6: exponential backoff)', () => {
  it('doubles from 30 s after each failed attempt, up to 1 h', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(MAIL_RETRY, attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(MAIL_RETRY, 8)).toBe(3_600_000);
    expect(retryDelayMs(MAIL_RETRY, 50)).toBe(MAIL_RETRY.maxDelayMs);
  });
});

/** A real SMTP server on a free port (smtp-server), failing the first `failFirst` deliveries with `code`. */
async function startSmtpServer(options: { failFirst?: number; code?: number } = {}) {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let refusals = options.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), {
            responseCode: options.code ?? 451,
          });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('startMailDispatcher with SMTP (issue #10 §6, a real smtp-server)', () => {
  it('sends through the server: envelope, subject, a plain-text part and an HTML part, accents intact', async () => {
    const smtp = await startSmtpServer();
    await queue('lea@example.test', 'Highlight : créez votre mot de passe', 'Bonjour Léa,\n\nÀ bientôt');
    const dispatcher = startMailDispatcher({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      intervalMs: 60_000,
    });
    try {
      expect(await dispatcher.flush()).toBe(1);
    } finally {
      await dispatcher.stop();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@app.test', to: ['lea@example.test'] });
    const parsed = await simpleParser(smtp.received[0]!.raw);
    expect(parsed.subject).toBe('Highlight : créez votre mot de passe');
    expect(parsed.text).toContain('Bonjour Léa,');
    expect(parsed.html).toContain('<p>Bonjour Léa,');
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lea@example.test'));
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('retries with backoff while the server fails the first attempts, then delivers once', async () => {
    const smtp = await startSmtpServer({ failFirst: 2, code: 451 });
    await queue('retry@example.test');
    let now = new Date();
    const failures: string[] = [];
    const dispatcher = startMailDispatcher({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      intervalMs: 60_000,
      now: () => now,
      onError: (mailId) => failures.push(mailId),
    });
    const row = async () =>
      (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'retry@example.test')))[0];
    try {
      expect(await dispatcher.flush()).toBe(0);
      expect(await row()).toMatchObject({ state: 'queued', attempts: 1, lastError: 'EMESSAGE 451' });
      const firstRetry = (await row())!.nextAttemptAt!.getTime() - now.getTime();
      expect(firstRetry).toBe(retryDelayMs(MAIL_RETRY, 1));
      expect(await dispatcher.flush()).toBe(0); // not due yet: nothing tried
      expect((await row())?.attempts).toBe(1);
      now = new Date(now.getTime() + firstRetry);
      expect(await dispatcher.flush()).toBe(0);
      const secondRetry = (await row())!.nextAttemptAt!.getTime() - now.getTime();
      expect(secondRetry).toBe(retryDelayMs(MAIL_RETRY, 2));
      now = new Date(now.getTime() + secondRetry);
      expect(await dispatcher.flush()).toBe(1);
    } finally {
      await dispatcher.stop();
      await smtp.close();
    }
    expect(failures).toHaveLength(2);
    expect(smtp.received).toHaveLength(1);
    expect(await row()).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
  });

  it('gives up at once on a permanent refusal (5xx), and after the last attempt on a server that is down', async () => {
    const smtp = await startSmtpServer({ failFirst: 1, code: 550 });
    await queue('gone@example.test');
    const dispatcher = startMailDispatcher({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      intervalMs: 60_000,
    });
    try {
      expect(await dispatcher.flush()).toBe(0);
    } finally {
      await dispatcher.stop();
      await smtp.close();
    }
    const [gone] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'gone@example.test'));
    expect(gone).toMatchObject({ state: 'failed', attempts: 1, lastError: 'EMESSAGE 550' });

    // Nobody listens on the closed server's port: every attempt fails to connect.
    await queue('down@example.test');
    let now = new Date();
    const down = startMailDispatcher({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      intervalMs: 60_000,
      retry: { ...MAIL_RETRY, maxAttempts: 3 },
      now: () => now,
    });
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await down.flush()).toBe(0);
        now = new Date(now.getTime() + MAIL_RETRY.maxDelayMs);
      }
      expect(await down.flush()).toBe(0);
    } finally {
      await down.stop();
    }
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'down@example.test'));
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lastError: 'ESOCKET' });
  });
});

describe('mail configuration (README "Configuration" SMTP_URL)', () => {
  it('takes smtp:// and smtps:// URLs with or without credentials, and nothing else', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mailer:s3cret@mail.example:587' }).smtpUrl).toBe(
      'smtp://mailer:s3cret@mail.example:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example' }).smtpUrl).toBe('smtps://mail.example');
    expect(loadConfig({}).smtpUrl).toBeNull();
    for (const bad of ['http://mail.example', 'mail.example:25', 'smtp://mail.example/path']) {
      expect(() => loadConfig({ SMTP_URL: bad }), bad).toThrow(/SMTP_URL/);
    }
  });
});
