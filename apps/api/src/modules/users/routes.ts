/**
 * Routes about users (spec §7): users/me, the back office's list, HR referees and look-at-user.
 * Each handler validates (zod request schema), authorises (service policy), calls one service
 * function; the response schema is the allow-list of what leaves the server.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@highlight/domain/errors';
import {
  ZUpdateMeRequest,
  ZUser,
  ZUserListQuery,
  ZUserListResponse,
  ZUserRef,
  ZUserWithResume,
} from '@highlight/domain/user';
import { caller } from '../../plugins/auth.ts';
import type { AppContext } from '../../context.ts';
import { getUser, listHumanResources, listUsers, updateMe, userWithResume } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The caller with their skills file (spec §7 GET users/me)',
        response: { 200: ZUserWithResume, ...errors },
      },
    },
    (request) => userWithResume(ctx, caller(request).user),
  );

  routes.patch(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Update own names, phone, avatar (once) or settings (spec §7 PATCH users/me)',
        body: ZUpdateMeRequest,
        response: { 200: ZUser, 409: ZErrorResponse, ...errors },
      },
    },
    (request) => updateMe(ctx, caller(request).user, request.body),
  );

  routes.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: "A referee's candidates or all collaborators, searched (spec §7 GET users/?q=&idHR=)",
        querystring: ZUserListQuery,
        response: { 200: ZUserListResponse, ...errors },
      },
    },
    (request) => listUsers(ctx, caller(request).user, request.query),
  );

  routes.get(
    '/users/human_resources',
    {
      schema: {
        tags: ['users'],
        summary: 'The HR referees (spec §7 GET users/human_resources)',
        response: { 200: z.array(ZUserRef), ...errors },
      },
    },
    (request) => listHumanResources(ctx, caller(request).user),
  );

  routes.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A user with their skills file (look-at-user)',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZUserWithResume, ...errors },
      },
    },
    (request) => getUser(ctx, caller(request).user, request.params.id),
  );
}
