/**
 * The Inventory's routes (issue #29), back office only (spec §6): `GET /api/inventory/supply`
 * (§1), `GET /api/inventory/demand`
 * (§2), `GET /api/inventory/gaps` and `GET /api/inventory/trend` (§3), `GET
 * /api/inventory/freshness` and the reminder campaign `POST /api/inventory/reminders` (§4), the
 * tender grid `POST /api/inventory/tender-grid`, `…/xlsx` and `…/zip` (§5). The response schemas
 * are the allow-lists of what they answer; the files are bytes and streams.
 */
import { Readable } from 'node:stream';
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
import { ZIP_MEDIA_TYPE } from '@highlight/domain/documents';
import {
  XLSX_MEDIA_TYPE,
  ZTenderGrid,
  ZTenderGridDownload,
  ZTenderGridRequest,
  ZTenderGridZip,
} from '@highlight/domain/tender-grid';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import { clientGone } from '../../plugins/client-gone.ts';
import { contentDisposition } from '../resumes/routes.ts';
import { readDemand, readFreshness, readGaps, readSupply, readTrend, runCampaign } from './service.ts';
import { tenderGrid, tenderGridXlsx, tenderGridZip } from './tender-grid.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
/** The tender grid's routes: an unknown request or person (404), the document pool busy or slow. */
const gridErrors = { ...errors, 404: ZErrorResponse, 429: ZErrorResponse, 503: ZErrorResponse };

/** Registers the Inventory's routes on `app` (under `/api`). */
export function inventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/inventory/supply',
    {
      config: { reads: 'replica' },
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
      config: { reads: 'replica' },
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
      config: { reads: 'replica' },
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
      config: { reads: 'replica' },
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
      config: { reads: 'replica' },
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
      config: { bulk: true },
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

  routes.post(
    '/inventory/tender-grid',
    {
      config: { reads: 'replica' },
      schema: {
        tags: ['inventory'],
        summary:
          "A saved request's requirements × up to 50 people: held, years, last used, where (issue #29 §5)",
        body: ZTenderGridRequest,
        response: { 200: ZTenderGrid, ...gridErrors },
      },
    },
    (request) => tenderGrid(ctx, caller(request).user, request.body),
  );

  routes.post(
    '/inventory/tender-grid/xlsx',
    {
      config: { bulk: true, reads: 'replica' },
      schema: {
        tags: ['inventory'],
        summary: 'The tender grid as an XLSX workbook, named or anonymised, FR or EN (issue #29 §5)',
        body: ZTenderGridDownload,
        response: { 200: z.instanceof(Buffer), ...gridErrors },
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await tenderGridXlsx(
        ctx,
        caller(request).user,
        request.body,
        clientGone(request, reply),
      );
      return reply
        .type(XLSX_MEDIA_TYPE)
        .header('Content-Disposition', contentDisposition(filename))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  routes.post(
    '/inventory/tender-grid/zip',
    {
      config: { bulk: true, reads: 'replica' },
      schema: {
        tags: ['inventory'],
        summary:
          "One ZIP: the tender grid's XLSX and each person's file tailored to the request, PDF or DOCX (issue #29 §5)",
        body: ZTenderGridZip,
        response: { 200: z.instanceof(Readable), ...gridErrors },
      },
    },
    async (request, reply) => {
      const { stream, filename } = await tenderGridZip(
        ctx,
        caller(request).user,
        request.body,
        clientGone(request, reply),
      );
      return reply
        .type(ZIP_MEDIA_TYPE)
        .header('Content-Disposition', contentDisposition(filename))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
}
