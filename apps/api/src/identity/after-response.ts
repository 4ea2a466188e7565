/**
 * Work done after the answer has left (issue #26 §7 "Enumeration … the same answer and timing
 * either way"): the sign-up and forgot-password pages answer as soon as the form is valid, then
 * look the address up, create the account or write the mail. Whether the address is known then
 * changes neither the answer nor its time. The work of each app is tracked, so that closing the
 * app waits for it (no mail lost at shutdown) and tests can wait for its effects.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';

const pendingByApp = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/** The set of `app`'s pending work, created on first use with an `onClose` hook that waits for it. */
function pendingOf(app: FastifyInstance): Set<Promise<void>> {
  let pending = pendingByApp.get(app);
  if (!pending) {
    const created = new Set<Promise<void>>();
    pending = created;
    pendingByApp.set(app, created);
    app.addHook('onClose', async () => {
      await settleAfterResponse(app);
    });
  }
  return pending;
}

/**
 * Prepares the tracking of `app`'s work; call while registering (Fastify takes hooks only then).
 */
export function trackAfterResponse(app: FastifyInstance): void {
  pendingOf(app);
}

/**
 * Runs `work` once `reply` has been sent (its `finish`), or once the client has gone (`close`);
 * call it before sending. A failure is logged on `log` (type and message, no personal data: the
 * logger's serializers) and goes no further. Returns at once.
 */
export function afterResponse(
  app: FastifyInstance,
  reply: FastifyReply,
  log: FastifyBaseLogger,
  work: () => Promise<void>,
): void {
  const pending = pendingOf(app);
  // Tracked from now on, so that whoever has the answer in hand can already wait for the work.
  const running: Promise<void> = new Promise<void>((resolve) => {
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  })
    .then(work)
    .catch((error: unknown) => {
      log.error({ err: error }, 'account work after the response failed');
    })
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every piece of `app`'s work started so far, and any it started in turn, is done. */
export async function settleAfterResponse(app: FastifyInstance): Promise<void> {
  const pending = pendingByApp.get(app);
  while (pending && pending.size > 0) await Promise.all([...pending]);
}
