/**
 * The Inventory's routes (issue #29), back office only (spec §6): `GET /api/inventory/demand`
 * (§2). The response schemas are the allow-lists of what they answer.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDemand, ZDemandQuery } from '@highlight/domain/inventory';
import { ZErrorResponse } from '@highlight/domain/errors';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import { readDemand } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Registers the Inventory's routes on `app` (under `/api`). */
export function inventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/inventory/demand',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'What clients ask: saved requests per month, the skills asked most and who holds them (issue #29 §2)',
        querystring: ZDemandQuery,
        response: { 200: ZDemand, ...errors },
      },
    },
    (request) => readDemand(ctx, caller(request).user, request.query),
  );
}
