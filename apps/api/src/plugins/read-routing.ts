/**
 * issue #30 §3: the routes marked `config: { reads: 'replica' }` read from a PostgreSQL replica
 * (`db/replicas.ts`), the rest from the primary; a browser that has just written reads its own
 * write. Two hooks:
 * - `onRequest`, on a replica route: the replica that has replayed the browser's last write (the
 *   WAL position in its `READ_AFTER_COOKIE`), else the primary, entered for the hooks and the
 *   handler that follow (AsyncLocalStorage around `done`, as `bulk-context.ts`); the cookie is
 *   cleared once a replica has caught up;
 * - `onSend`, after a request that may have written (any method but GET, HEAD and OPTIONS,
 *   answered below 400, on a route that is not a replica route): the primary's WAL position, in the cookie (5 minutes, HttpOnly,
 *   SameSite=Lax, Secure over HTTPS, path `/api`).
 * Registered only when replicas are configured.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { LSN_PATTERN, READ_AFTER_COOKIE, readingFrom, type ReadReplicas } from '../db/replicas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** issue #30 §3: `replica`: this route's reads may be served by a streaming replica. */
    reads?: 'replica';
  }
}

/** How long the cookie asks for the write's position, in seconds: replicas catch up well within. */
export const READ_AFTER_SECONDS = 300;
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Registers the cookie parser and the two hooks on `app` (module header). */
export async function readRouting(app: FastifyInstance, replicas: ReadReplicas): Promise<void> {
  await app.register(fastifyCookie);
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/api',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.routeOptions.config.reads !== 'replica') {
      done();
      return;
    }
    const cookie = request.cookies[READ_AFTER_COOKIE];
    const after = cookie && LSN_PATTERN.test(cookie) ? cookie : null;
    replicas.choose(after).then(
      ({ db, caughtUp }) => {
        if (caughtUp) reply.clearCookie(READ_AFTER_COOKIE, cookieOptions(request));
        readingFrom(db, done);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error('read routing failed')),
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_ONLY_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    // A replica route only reads what others may see late (the audit of a grid's download is
    // read on the primary): its POSTs (matching, the tender grid) need no position.
    if (!request.url.startsWith('/api/') || request.routeOptions.config.reads === 'replica') return payload;
    try {
      const position = await replicas.primaryPosition();
      reply.setCookie(READ_AFTER_COOKIE, position, { ...cookieOptions(request), maxAge: READ_AFTER_SECONDS });
    } catch (error) {
      // The write is done: its answer goes out; the next reads may not see it for a moment.
      request.log.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'WAL position not read',
      );
    }
    return payload;
  });
}
