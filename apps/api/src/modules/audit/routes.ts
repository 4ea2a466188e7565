/**
 * issue #9 `GET /api/audit?userId=&actorId=&from=&to=`: the audit log, newest first, for
 * superadmins. The log itself is written by each action (src/audit/).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditPage, ZAuditQuery } from '@highlight/domain/back-office';
import { ZErrorResponse } from '@highlight/domain/errors';
import { listAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import { assertCanReadAudit } from '../users/policy.ts';

export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'Who did what to whom, when, before and after (superadmin only)',
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    (request) => {
      assertCanReadAudit(caller(request).user);
      return listAudit(ctx.db, request.query);
    },
  );
}
