/**
 * Personal-data routes (issue #10 §8): `GET /api/users/{id}/personal-data` (the export) and
 * `POST /api/users/{id}/erase` (erasure of a soft-deleted person, confirmed by their trigram), for
 * superadmins only. Each handler validates, authorises and calls one service function.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUuid } from '@highlight/domain/ids';
import { ZErrorResponse } from '@highlight/domain/errors';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import { erasePerson, exportPersonalData } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const params = z.object({ id: ZUuid });
const json = z.record(z.string(), z.unknown());
const date = z.iso.datetime();

/** The export document (issue #10 §8): one JSON document, no secret (hash, token) in it. */
export const ZPersonalData = z.object({
  exportedAt: date,
  profile: z.object({
    id: z.uuid(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstname: z.string(),
    lastname: z.string(),
    phoneNumber: z.string(),
    trigram: z.string(),
    roles: z.array(z.string()),
    status: z.string(),
    resigner: z.boolean(),
    avatar: z.string().nullable(),
    userSettings: json,
    refereeId: z.uuid().nullable(),
    createdAt: date,
    updatedAt: date,
    deletedAt: date.nullable(),
  }),
  resume: z
    .object({
      document: json,
      version: z.number().int(),
      starCount: z.number().int(),
      createdAt: date,
      updatedAt: date,
    })
    .nullable(),
  audit: z.array(
    z.object({
      id: z.uuid(),
      at: date,
      action: z.string(),
      actorId: z.uuid().nullable(),
      userId: z.uuid().nullable(),
      before: json.nullable(),
      after: json.nullable(),
      detail: json,
    }),
  ),
  mails: z.array(
    z.object({
      id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      state: z.string(),
      createdAt: date,
      sentAt: date.nullable(),
    }),
  ),
  identity: z.object({
    passwordSetAt: date.nullable(),
    links: z.array(
      z.object({ purpose: z.string(), createdAt: date, expiresAt: date, usedAt: date.nullable() }),
    ),
  }),
});

export const ZEraseRequest = z.object({ trigram: z.string().trim().min(1).max(8) });
export const ZEraseResponse = z.object({
  erased: z.literal(true),
  /** `not-managed`: the external identity provider's console must remove the account. */
  identityAccount: z.enum(['deleted', 'not-managed']),
});

export function privacyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/users/:id/personal-data',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Everything held about one person, as one JSON document (issue #10 §8, GDPR art. 15)',
        params,
        response: { 200: ZPersonalData, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(ctx, caller(request).user, request.params.id);
      return reply.header('Cache-Control', 'no-store').send(data);
    },
  );

  routes.post(
    '/users/:id/erase',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Erase a soft-deleted person for good, confirmed by their trigram (issue #10 §8, GDPR art. 17)',
        params,
        body: ZEraseRequest,
        response: { 200: ZEraseResponse, 409: ZErrorResponse, ...errors },
      },
    },
    (request) => erasePerson(ctx, caller(request).user, request.params.id, request.body.trigram),
  );
}
