/**
 * Saved client requests (issue #27 §4), back office only (spec §6): `POST /api/client-requests`
 * saves one, `GET` lists them newest first (paginated, searched by title), `GET /{id}` reads one
 * with its text, `PATCH /{id}` corrects its title or skills, `DELETE /{id}` deletes it (soft).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZClientRequest,
  ZClientRequestPage,
  ZClientRequestQuery,
  ZCreateClientRequest,
  ZUpdateClientRequest,
} from '@highlight/domain/client-requests';
import { ZErrorResponse } from '@highlight/domain/errors';
import { ZUuid } from '@highlight/domain/ids';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import {
  createClientRequest,
  deleteClientRequest,
  getClientRequest,
  listClientRequests,
  updateClientRequest,
} from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const params = z.object({ id: ZUuid });

export function clientRequestsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/client-requests',
    {
      schema: {
        tags: ['client-requests'],
        summary:
          'Save a client request: title, text, skills as corrected, profession and languages (issue #27 §4)',
        body: ZCreateClientRequest,
        response: { 201: ZClientRequest, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await createClientRequest(ctx, caller(request).user, request.body);
      return reply.status(201).send(saved);
    },
  );

  routes.get(
    '/client-requests',
    {
      schema: {
        tags: ['client-requests'],
        summary: 'Saved client requests, newest first, searched by title, one page (issue #27 §4)',
        querystring: ZClientRequestQuery,
        response: { 200: ZClientRequestPage, ...errors },
      },
    },
    (request) => listClientRequests(ctx, caller(request).user, request.query),
  );

  routes.get(
    '/client-requests/:id',
    {
      schema: {
        tags: ['client-requests'],
        summary: 'One saved client request with its text, to run it again (issue #27 §4)',
        params,
        response: { 200: ZClientRequest, 404: ZErrorResponse, ...errors },
      },
    },
    (request) => getClientRequest(ctx, caller(request).user, request.params.id),
  );

  routes.patch(
    '/client-requests/:id',
    {
      schema: {
        tags: ['client-requests'],
        summary: "Correct a saved client request's title or skills (issue #27 §4)",
        params,
        body: ZUpdateClientRequest,
        response: { 200: ZClientRequest, 404: ZErrorResponse, ...errors },
      },
    },
    (request) => updateClientRequest(ctx, caller(request).user, request.params.id, request.body),
  );

  routes.delete(
    '/client-requests/:id',
    {
      schema: {
        tags: ['client-requests'],
        summary: 'Delete a saved client request: gone from the list, its row kept (issue #27 §4)',
        params,
        response: { 204: z.null(), 404: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await deleteClientRequest(ctx, caller(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
