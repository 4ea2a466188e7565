/**
 * The Inventory's routes (issue #29), back office only (spec §6): `GET /api/inventory/supply`
 * (§1), `GET /api/inventory/demand`
 * (§2), `GET /api/inventory/gaps` and `GET /api/inventory/trend` (§3), `GET
 * /api/inventory/freshness` and the reminder campaign `POST /api/inventory/reminders` (§4). The
 * response schemas are the allow-lists of what they answer.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCampaignRequest,
  ZCampaignResult,
  ZDemand,
  ZDemandQuery,
  ZFreshness,
  ZGapQuery,
  ZGaps,
  ZSupply,
  ZSupplyQuery,
  ZTrend,
  ZTrendQuery,
} from '@highlight/domain/inventory';
import { ZErrorResponse } from '@highlight/domain/errors';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import { readDemand, readFreshness, readGaps, readSupply, readTrend, runCampaign } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Registers the Inventory's routes on `app` (under `/api`). */
export function inventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/inventory/supply',
    {
      schema: {
        tags: ['inventory'],
        summary:
          "The firm's supply per domain and skill: people by group and status, years of use, last use, outdated files (issue #29 §1)",
        querystring: ZSupplyQuery,
        response: { 200: ZSupply, ...errors },
      },
    },
    (request) => readSupply(ctx, caller(request).user, request.query),
  );

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

  routes.get(
    '/inventory/freshness',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Outdated files per HR referee and per skill (issue #29 §4)',
        response: { 200: ZFreshness, ...errors },
      },
    },
    (request) => readFreshness(ctx, caller(request).user),
  );

  routes.post(
    '/inventory/reminders',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'Asks every outdated file of a scope to be updated, at most once per person per 30 days, reported per person (issue #29 §4)',
        body: ZCampaignRequest,
        response: { 200: ZCampaignResult, ...errors },
      },
    },
    (request) => runCampaign(ctx, caller(request).user, request.body),
  );
}
