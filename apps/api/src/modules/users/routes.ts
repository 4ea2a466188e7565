/**
 * Routes about users (spec §7): users/me, the back office's list, HR referees and look-at-user.
 * Each handler validates (zod request schema), authorises (service policy), calls one service
 * function; the response schema is the allow-list of what leaves the server.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUuid } from '@highlight/domain/ids';
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
import {
  ZAddCandidateRequest,
  ZBulkResult,
  ZCandidateTransferRequest,
  ZReminderResult,
  ZRestoreUserRequest,
  ZRestoreUserResponse,
  ZSendReminderRequest,
  ZStatusChangeRequest,
  ZSwitchResignerRequest,
  ZUserState,
} from '@highlight/domain/back-office';
import { addCandidate } from './candidates.ts';
import { changeStatus, deleteUser, restoreUser, switchResigner, transferCandidates } from './actions.ts';
import { resendAccountEmail, sendReminders } from './reminders.ts';
import { getUser, listHumanResources, updateMe, userWithResume } from './service.ts';
import { searchUsers } from '../search/service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const params = z.object({ id: ZUuid });

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
      config: { reads: 'replica' },
      schema: {
        tags: ['users'],
        summary:
          "A referee's candidates or all collaborators: searched, filtered, sorted, with facet counts (spec §7 GET users/?q=&idHR=)",
        querystring: ZUserListQuery,
        response: { 200: ZUserListResponse, ...errors },
      },
    },
    (request) => searchUsers(ctx, caller(request).user, request.query),
  );

  routes.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary:
          'Add a candidate: an applicant waiting validation, referee the caller, optionally with their skills file (`resume`, as a save), with an account-creation email unless `sendAccountEmail` is false (DESIGN.md, spec §5, issue #28 §5)',
        body: ZAddCandidateRequest,
        // 409: CANDIDATE_EXISTS with the holder's `userId` (issue #28 §5), or CANDIDATE_DELETED for a
        // soft-deleted person, never named (issue #26 §24).
        response: { 201: ZUser, 409: ZErrorResponse, 501: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCandidate(ctx, caller(request).user, request.body)),
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
        params: z.object({ id: ZUuid }),
        response: { 200: ZUserWithResume, ...errors },
      },
    },
    (request) => getUser(ctx, caller(request).user, request.params.id),
  );

  routes.patch(
    '/users/status',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the status of up to 50 collaborators; answers per user (DESIGN.md, spec §9)',
        body: ZStatusChangeRequest,
        response: { 200: ZBulkResult, ...errors },
      },
    },
    (request) => changeStatus(ctx, caller(request).user, request.body),
  );

  routes.patch(
    '/users/:id/switch-resigner',
    {
      schema: {
        tags: ['users'],
        summary: 'Switch a collaborator between employee and ex-employee (spec §7); the trigram names them',
        params,
        body: ZSwitchResignerRequest,
        response: { 200: ZUserState, ...errors },
      },
    },
    (request) => switchResigner(ctx, caller(request).user, request.params.id, request.body),
  );

  routes.delete(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Soft-delete a user: hidden from lists, search and sign-in, data kept (DESIGN.md)',
        params,
        response: { 204: z.null(), 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(ctx, caller(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/users/restore',
    {
      schema: {
        tags: ['users'],
        summary:
          'Restore the soft-deleted person holding an email: back in lists, search and sign-in (issue #26 §24, superadmin only)',
        body: ZRestoreUserRequest,
        response: { 200: ZRestoreUserResponse, ...errors },
      },
    },
    (request) => restoreUser(ctx, caller(request).user, request.body),
  );

  routes.post(
    '/users/send-reminder',
    {
      config: { bulk: true },
      schema: {
        tags: ['users'],
        summary: 'Ask up to 50 collaborators to update their file, with an optional comment (spec §7)',
        body: ZSendReminderRequest,
        response: { 200: ZReminderResult, ...errors },
      },
    },
    (request) => sendReminders(ctx, caller(request).user, request.body),
  );

  routes.post(
    '/users/:id/account-email',
    {
      schema: {
        tags: ['users'],
        summary: 'Send the account-creation email again, with a new 12-hour link (DESIGN.md)',
        params,
        response: { 204: z.null(), 501: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await resendAccountEmail(ctx, caller(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.patch(
    '/users/:id/candidate-transfer',
    {
      schema: {
        tags: ['users'],
        summary: 'Make HR referee {id} the referee of up to 50 candidates; answers per user (spec §7)',
        params,
        body: ZCandidateTransferRequest,
        response: { 200: ZBulkResult, ...errors },
      },
    },
    (request) => transferCandidates(ctx, caller(request).user, request.params.id, request.body),
  );
}
