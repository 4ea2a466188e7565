/**
 * issue #28 §3: `POST /api/resume-imports` — a CV (PDF or DOCX, multipart part `file`) becomes the
 * preview of a skills file (`ZCvImportPreview`), read and understood in the CV import pool
 * (documents/index.ts), stored nowhere. The response schema is the allow-list of what it answers.
 *
 * Each import holds an import thread for up to a few hundred milliseconds, so besides the API's
 * limit per client address the route has its own, by the caller's kind (./rate-limit.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCvImportPreview } from '@highlight/domain/cv/preview';
import { ZErrorResponse } from '@highlight/domain/errors';
import type { AppContext } from '../../context.ts';
import { caller } from '../../plugins/auth.ts';
import { clientGone } from '../../plugins/client-gone.ts';
import { assertCanImportResume } from './policy.ts';
import { cvImportLimits, CV_IMPORT_RATES, type CvImportRates } from './rate-limit.ts';
import { importResume } from './service.ts';
import { readCvUpload } from './upload.ts';

export { CV_IMPORT_RATES, type CvImportRates } from './rate-limit.ts';

export interface ResumeImportsOptions {
  /**
   * Imports per account per minute before 429 `RATE_LIMITED`, back office and collaborators
   * (config `CV_IMPORTS_PER_MINUTE`, `CV_IMPORTS_PER_MINUTE_COLLABORATOR`).
   */
  perMinute: CvImportRates;
}

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

/**
 * issue #28 §3: `POST /api/resume-imports`, a CV (multipart part `file`, PDF or DOCX, at most
 * `CV_IMPORT_MAX_BYTES`) read in the import pool into a `ZCvImportPreview`, stored nowhere; for
 * every collaborator and back-office role (spec §6), rate-limited per account and address by the
 * caller's kind. A client gone before its answer (even while its upload was read) has its import
 * abandoned, or never started.
 */
export function resumeImportsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: ResumeImportsOptions = { perMinute: CV_IMPORT_RATES },
): void {
  // The multipart parser serves this route alone (an encapsulated scope): no other route takes
  // uploads. Files are never written to disk: the one part is read into memory, within its bound.
  void app.register(async (scope) => {
    await scope.register(multipart);
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const limits = cvImportLimits(scope, options.perMinute);

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
        preHandler: limits,
      },
      async (request, reply) => {
        const { user } = caller(request);
        assertCanImportResume(user);
        // Watched from before the upload is read: a client leaving during it is seen too.
        const gone = clientGone(request, reply);
        const bytes = await readCvUpload(request);
        return importResume(ctx, user, bytes, gone);
      },
    );
  });
}
