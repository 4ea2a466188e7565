/**
 * issue #28 §3: `POST /api/resume-imports` — a CV (PDF or DOCX, multipart part `file`) becomes the
 * preview of a skills file (`ZCvImportPreview`), read and understood in the document worker pool,
 * stored nowhere. The response schema is the allow-list of what it answers.
 *
 * Each import holds a worker thread for up to a few hundred milliseconds, so besides the API's
 * limit per client address the route has its own: `perMinute` imports per account, and three times
 * that per address (an office behind one address, a person with several accounts).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCvImportPreview } from '@highlight/domain/cv/preview';
import { ZErrorResponse } from '@highlight/domain/errors';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { caller } from '../../plugins/auth.ts';
import { assertCanImportResume } from './policy.ts';
import { importResume } from './service.ts';
import { readCvUpload } from './upload.ts';

export interface ResumeImportsOptions {
  /** Imports per account per minute before 429 `RATE_LIMITED` (config `CV_IMPORTS_PER_MINUTE`). */
  perMinute: number;
}

/** Default of `ResumeImportsOptions.perMinute`: HR's batch of 50 CVs (spec §9 bound) in one go. */
export const CV_IMPORTS_PER_MINUTE = 60;

/**
 * The request body of `POST /api/resume-imports` in the OpenAPI document (OpenAPI 3.1 §4.8.14,
 * "Encoding Object"; a binary part is `contentMediaType`/`format: binary`): the route reads its
 * multipart upload itself (`readCvUpload`), so no body schema is declared to Fastify, and
 * @fastify/swagger would show none. Returns `document` with that body added to the route, when
 * the route is in it.
 */
export function withCvUploadBody<T extends { paths?: Record<string, unknown> }>(document: T): T {
  const route = document.paths?.['/api/resume-imports'] as { post?: Record<string, unknown> } | undefined;
  if (route?.post === undefined) return document;
  route.post.requestBody = {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: {
            file: {
              type: 'string',
              format: 'binary',
              description: 'The CV: one PDF or DOCX file, at most 10 MB and 20 pages (issue #28 §1)',
            },
          },
        },
        encoding: {
          file: {
            contentType:
              'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          },
        },
      },
    },
  };
  return document;
}

/** An AbortSignal that fires when the client goes away before the answer is complete. */
function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client closed the connection'));
  });
  request.raw.once('aborted', () => controller.abort(new Error('client aborted the request')));
  return controller.signal;
}

/**
 * A limit of `max` calls per minute per `key`, counted in the API's rate-limit store (memory, or
 * Redis shared by the processes). @fastify/rate-limit's own route hooks run once per request (the
 * API-wide limit has run by then), so this one checks through `createRateLimit` and answers 429
 * `RATE_LIMITED` with `Retry-After` itself.
 */
function limitBy(
  scope: FastifyInstance,
  max: number,
  key: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const check = scope.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('Retry-After', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED');
  };
}

/**
 * issue #28 §3: `POST /api/resume-imports`, a CV (multipart part `file`, PDF or DOCX, at most
 * `CV_IMPORT_MAX_BYTES`) read in the document pool into a `ZCvImportPreview`, stored nowhere; for
 * every collaborator and back-office role (spec §6), rate-limited per account and address.
 */
export function resumeImportsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: ResumeImportsOptions = { perMinute: CV_IMPORTS_PER_MINUTE },
): void {
  // The multipart parser serves this route alone (an encapsulated scope): no other route takes
  // uploads. Files are never written to disk: the one part is read into memory, within its bound.
  void app.register(async (scope) => {
    await scope.register(multipart);
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const perAddress = limitBy(
      scope,
      3 * options.perMinute,
      (request) => `resume-imports:address:${request.ip}`,
    );
    const perAccount = limitBy(
      scope,
      options.perMinute,
      (request) => `resume-imports:account:${request.currentUser?.id ?? request.ip}`,
    );

    routes.post(
      '/resume-imports',
      {
        config: { bulk: true },
        schema: {
          tags: ['resumes'],
          summary:
            'Preview of a skills file read from a CV (multipart part `file`, PDF or DOCX, ≤ 10 MB); nothing stored (issue #28 §3)',
          consumes: ['multipart/form-data'],
          response: {
            200: ZCvImportPreview,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
            413: ZErrorResponse,
            415: ZErrorResponse,
            422: ZErrorResponse,
            429: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
        // After authentication (onRequest), before a byte of the upload is read.
        preHandler: [perAddress, perAccount],
      },
      async (request, reply) => {
        const { user } = caller(request);
        assertCanImportResume(user);
        const bytes = await readCvUpload(request);
        return importResume(ctx, user, bytes, clientGone(request, reply));
      },
    );
  });
}
