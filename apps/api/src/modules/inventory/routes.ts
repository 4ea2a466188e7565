/**
 * The Inventory's routes (issue #29), back office only (spec §6): `GET /api/inventory/demand`
 * (§2), `GET /api/inventory/gaps` and `GET /api/inventory/trend` (§3). The response schemas are
 * the allow-lists of what they answer.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDemand, ZDemandQuery, ZGapQuery, ZGaps, ZTrend, ZTrendQuery } from '@highlight/domain/inventory';
import { ZErrorResponse } from '@highlight/domain/errors';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import { readDemand, readGaps, readTrend } from './service.ts';

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

  routes.get(
    '/inventory/gaps',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'Skills asked in the last 3, 6 or 12 months that fewer than N active people hold (issue #29 §3)',
        querystring: ZGapQuery,
        response: { 200: ZGaps, ...errors },
      },
    },
    (request) => readGaps(ctx, caller(request).user, request.query),
  );

  routes.get(
    '/inventory/trend',
    {
      schema: {
        tags: ['inventory'],
        summary: 'One skill month by month: requests asking for it, active people holding it (issue #29 §3)',
        querystring: ZTrendQuery,
        response: { 200: ZTrend, ...errors },
      },
    },
    (request) => readTrend(ctx, caller(request).user, request.query),
  );
}
