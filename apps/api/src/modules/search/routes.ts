/**
 * Search and matching routes (spec §7 `GET /search/query`; issue #9 `POST /api/match`). The
 * dashboard's list, `GET /api/users/?q=&idHR=`, is in ../users/routes.ts and shares the service.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@highlight/domain/errors';
import { ZMatchRequest, ZMatchResponse } from '@highlight/domain/matching';
import { ZSearchPeopleQuery, ZSearchPerson } from '@highlight/domain/user';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import { matchPeople, searchPeople } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/search/query',
    {
      config: { reads: 'replica' },
      schema: {
        tags: ['search'],
        summary: 'The best people for a text, as spec §3 search result people (spec §7 GET /search/query)',
        querystring: ZSearchPeopleQuery,
        response: { 200: z.array(ZSearchPerson), ...errors },
      },
    },
    (request) => searchPeople(ctx, caller(request).user, request.query),
  );

  routes.post(
    '/match',
    {
      config: { reads: 'replica' },
      schema: {
        tags: ['search'],
        summary: "People ranked for a client's request: skills matched and missing, years, score (issue #9)",
        body: ZMatchRequest,
        response: { 200: ZMatchResponse, ...errors },
      },
    },
    (request) => matchPeople(ctx, caller(request).user, request.body),
  );
}
