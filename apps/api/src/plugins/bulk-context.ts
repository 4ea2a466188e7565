/**
 * issue #30 §2: a route marked `config: { bulk: true }` (document ZIPs and grids, CV imports,
 * reminder campaigns) runs in the bulk class of `db/fair-share.ts`: its database calls wait for
 * the interactive ones on PGlite's one connection. The `onRequest` hook enters the class and
 * Fastify runs the hooks and the handler that follow inside it (the pattern of
 * @fastify/request-context: AsyncLocalStorage entered around `done`).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { asBulk } from '../db/fair-share.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Bulk work: its database calls wait for the interactive ones on PGlite. */
    bulk?: boolean;
  }
}

/** The `onRequest` hook: enters the bulk class for a route marked `bulk`. */
export function bulkContext(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (request.routeOptions.config.bulk === true) asBulk(done);
  else done();
}
