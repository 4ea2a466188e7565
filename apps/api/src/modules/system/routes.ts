/**
 * Public system routes: health (for load balancers) and the web client's sign-in configuration.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OIDC_CLIENT_ID } from '@highlight/domain/constants';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
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
