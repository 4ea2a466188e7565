/**
 * A client that leaves before its answer is complete (a second click, a closed tab, a dropped
 * connection): the work done for it stops, nothing is started for it, and its departure is told
 * at debug level, never as an error (docs/decisions.md "Documents: a client that leaves").
 *
 * `clientGone` gives a route the `AbortSignal` to hand to its work (the document pool, the ZIP,
 * the CV reader); the signal's reason is a `ClientGoneError`. Whatever the work throws when it
 * stops — that error itself, or a library's `AbortError` whose `cause` is it (piscina's
 * `AbortError(reason)`, `AbortSignal.any`) — `isClientGone` recognises, so that the error
 * handler and the stream-error log (plugins/errors.ts, logging.ts) answer nobody and log at debug.
 *
 * Sources: Node's `http.IncomingMessage` 'aborted' and `http.ServerResponse` 'close' events
 * (https://nodejs.org/api/http.html), DOM `AbortSignal.reason` (WHATWG DOM §3.1).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the log says, at debug level, when a client leaves before its answer is complete. */
export const CLIENT_LEFT = 'client left the download';

/** The reason of a `clientGone` signal: the client closed its connection before the answer ended. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client left before the answer was complete');
  }

  /** An abort, as `AbortSignal.throwIfAborted` and the stream and pool libraries name one. */
  override get name(): string {
    return 'AbortError';
  }
}

/**
 * True when `error` is a `ClientGoneError`, or an error caused by one (followed through `cause`,
 * at most 8 links deep): the work stopped because its client left.
 */
export function isClientGone(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current instanceof ClientGoneError) return true;
    current = current.cause;
  }
  return false;
}

/**
 * An `AbortSignal` that aborts with a `ClientGoneError` when the client goes away before the
 * answer is complete: the request's body was cut ('aborted'), or the response's connection closed
 * before its last byte was handed to the system ('close' without `writableFinished`).
 */
export function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const leave = () => {
    if (!controller.signal.aborted) controller.abort(new ClientGoneError());
  };
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) leave();
  });
  request.raw.once('aborted', leave);
  // Gone already (the connection closed while the request waited for its turn).
  if (request.raw.socket?.destroyed === true && !reply.raw.writableFinished) leave();
  return controller.signal;
}
