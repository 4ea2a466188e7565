/**
 * Role management routes (spec §7 `GET /oidcUsers?q=`, `PATCH /oidcUsers/management-roles/{id}`),
 * for superadmins only (spec §6). Each handler validates, authorises and calls one service function.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUuid } from '@highlight/domain/ids';
import {
  ZIdentityProviderUser,
  ZIdentityUsersQuery,
  ZIdentityUsersResponse,
  ZManagementRolesRequest,
} from '@highlight/domain/back-office';
import { ZErrorResponse } from '@highlight/domain/errors';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import { findIdentityUsers, replaceRoles } from './service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  501: ZErrorResponse,
};

export function rolesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/oidcUsers',
    {
      schema: {
        tags: ['roles'],
        summary: 'Identity-provider users whose names or email contain q (spec §7 GET /oidcUsers)',
        querystring: ZIdentityUsersQuery,
        response: { 200: ZIdentityUsersResponse, ...errors },
      },
    },
    (request) => findIdentityUsers(ctx, caller(request).user, request.query.q),
  );

  routes.patch(
    '/oidcUsers/management-roles/:id',
    {
      schema: {
        tags: ['roles'],
        summary:
          "Replace a user's roles, at least one (spec §4, §5, §7 PATCH /oidcUsers/management-roles/{id})",
        params: z.object({ id: ZUuid }),
        body: ZManagementRolesRequest,
        response: { 200: ZIdentityProviderUser, 409: ZErrorResponse, ...errors },
      },
    },
    (request) => replaceRoles(ctx, caller(request).user, request.params.id, request.body),
  );
}
