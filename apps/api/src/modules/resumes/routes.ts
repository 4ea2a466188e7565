/**
 * Routes about the skills file (spec §7): GET users/{id}/resume by Accept (PDF, or JSON), and
 * PATCH users/{id}/resume with the version check.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@highlight/domain/errors';
import { ZResumePatchRequest } from '@highlight/domain/resume';
import { ZResume } from '@highlight/domain/user';
import { AppError } from '../../errors.ts';
import { caller } from '../../plugins/auth.ts';
import type { AppContext } from '../../context.ts';
import { patchResume, readResume, resumePdf } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const PDF = 'application/pdf';
const JSON_TYPE = 'application/json';

/** `attachment` header with an RFC 6266 / RFC 5987 file name. */
function contentDisposition(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function resumesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/users/:id/resume',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The skills file: PDF with Accept application/pdf, else JSON (spec §7)',
        params: z.object({ id: z.uuid() }),
        // 200 is the JSON resume; the PDF branch sends bytes, which bypass the serializer.
        response: { 200: ZResume.or(z.instanceof(Buffer)), 406: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = caller(request);
      const accept = request.headers.accept ?? JSON_TYPE;
      if (accept.includes(PDF)) {
        const { bytes, filename } = await resumePdf(ctx, user, request.params.id);
        return reply
          .type(PDF)
          .header('Content-Disposition', contentDisposition(filename))
          .header('Cache-Control', 'no-store')
          .send(bytes);
      }
      if (accept.includes(JSON_TYPE) || accept.includes('*/*'))
        return readResume(ctx, user, request.params.id);
      throw new AppError('NOT_ACCEPTABLE');
    },
  );

  routes.patch(
    '/users/:id/resume',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Save the skills file; a stale version gets 409 and nothing is written (spec §7)',
        params: z.object({ id: z.uuid() }),
        body: ZResumePatchRequest,
        response: { 200: ZResume, 409: ZErrorResponse, ...errors },
      },
    },
    (request) => patchResume(ctx, caller(request).user, request.params.id, request.body),
  );
}
