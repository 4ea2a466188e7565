/**
 * Delivery of the outbox (DESIGN.md "Data" `mail_outbox`; issue #9 "the mail goes through the
 * outbox"): queued mails reach the pickup directory once each, whole, oldest first; a failed send
 * stays queued for the next round and is reported by id only.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionLinkOf, deliveredMails } from '../../test/mail.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { mailOutbox } from '../db/schema.ts';
import { pickupDirectoryTransport, queueMail, startMailDispatcher, type MailTransport } from './index.ts';

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
  await handle.db.update(mailOutbox).set({ sentAt: new Date() }).where(isNull(mailOutbox.sentAt));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const FROM = 'Highlight <no-reply@app.test>';

async function queue(to: string, subject = 'Bonjour', text = 'Corps du message') {
  await queueMail(handle.db, { to, subject, text, html: `<p>${text}</p>` });
}

describe('startMailDispatcher with a pickup directory', () => {
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
    const dispatcher = startMailDispatcher({
      db: handle.db,
      transport: flaky,
      intervalMs: 60_000,
      onError: (mailId, error) => failures.push({ mailId, error }),
    });
    try {
      expect(await dispatcher.flush()).toBe(1);
      const [failed] = await handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'first@example.test'));
      expect(failed?.sentAt).toBeNull();
      expect(failures).toEqual([{ mailId: failed?.id, error: new Error('disk full') }]);
      down = false;
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
