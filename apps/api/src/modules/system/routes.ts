/**
 * Public system routes: the liveness and readiness checks (for load balancers and orchestrators,
 * issue #30 §2) and the web client's sign-in configuration.
 *
 * - `GET /api/health`, liveness: the process is up and its event loop answers. It never touches
 *   the database, so it answers in milliseconds while PGlite's one connection is busy with
 *   documents, imports or a campaign; a restart would not help a busy database.
 * - `GET /api/ready`, readiness: the database answers `select 1` within `READY_TIMEOUT_MS`; 503
 *   otherwise, so a load balancer sends requests elsewhere until it does.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OIDC_CLIENT_ID } from '@highlight/domain/constants';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';

/** How long readiness waits for the database's answer before saying 503, ms. */
export const READY_TIMEOUT_MS = 1_000;

/** Readiness's answer: `ok`, or why the app cannot serve (`unreachable`: an error; `slow`: no answer in time). */
const ZReadiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable', 'slow']),
});

/** Resolves with `select 1`'s outcome, or `slow` once `timeoutMs` has passed. */
async function databaseState(ctx: AppContext, timeoutMs: number): Promise<'ok' | 'unreachable' | 'slow'> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), timeoutMs);
  });
  const probe = ctx.db.execute(sql`select 1`).then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  try {
    return await Promise.race([probe, slow]);
  } finally {
    clearTimeout(timer);
  }
}

export function systemRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { readyTimeoutMs?: number } = {},
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;

  routes.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers in time (503 otherwise)',
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (_request, reply) => {
      const database = await databaseState(ctx, readyTimeoutMs);
      if (database === 'ok') return { status: 'ok' as const, database };
      return reply.code(503).send({ status: 'unavailable' as const, database });
    },
  );

  routes.get(
    '/config',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Sign-on settings for the web client (spec §7: public client, PKCE S256)',
        response: { 200: z.object({ issuer: z.url(), clientId: z.string() }) },
      },
    },
    () => ({ issuer: ctx.config.issuer, clientId: OIDC_CLIENT_ID }),
  );
}
