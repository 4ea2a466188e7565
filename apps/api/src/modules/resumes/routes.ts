/**
 * Routes about the skills file (spec §7): GET users/{id}/resume (JSON, PDF, DOCX or JSON Resume),
 * GET users/resumes (ZIP of up to 50 files), and PATCH users/{id}/resume with the version check.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUuid } from '@highlight/domain/ids';
import {
  DOCUMENT_MEDIA_TYPES,
  ZIP_MEDIA_TYPE,
  ZResumeDocumentQuery,
  ZResumesZipQuery,
  type DocumentFormat,
} from '@highlight/domain/documents';
import { ZErrorResponse } from '@highlight/domain/errors';
import { ZResumePatchRequest } from '@highlight/domain/resume';
import { ZResume } from '@highlight/domain/user';
import { AppError } from '../../errors.ts';
import { caller } from '../../plugins/auth.ts';
import { clientGone } from '../../plugins/client-gone.ts';
import type { AppContext } from '../../context.ts';
import { patchResume, readResume, resumeDocument, resumesZip } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const documentErrors = { ...errors, 406: ZErrorResponse, 429: ZErrorResponse, 503: ZErrorResponse };
/** Document bodies are bytes: they bypass the serializer (Fastify sends Buffers and streams as they are). */
const ZBytes = z.instanceof(Buffer);

/**
 * `attachment` header with the file name (RFC 6266): an ASCII fallback in `filename` and the exact
 * name, accents included, in `filename*` (RFC 8187 UTF-8 encoding).
 */
export function contentDisposition(filename: string): string {
  const fallback = filename
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The format asked for by the Accept header (spec §7 "Accept PDF or DOCX"), or `json` for the
 * API's own JSON shape (`application/json`, `*\/*`, no header). Null when nothing we serve is acceptable.
 */
export function formatFromAccept(accept: string | undefined): DocumentFormat | 'json' | null {
  const types = (accept ?? '*/*').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '');
  if (types.includes(DOCUMENT_MEDIA_TYPES.pdf)) return 'pdf';
  if (types.includes(DOCUMENT_MEDIA_TYPES.docx)) return 'docx';
  if (types.some((type) => type === 'application/json' || type === '*/*' || type === 'application/*'))
    return 'json';
  return null;
}

export function resumesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/users/:id/resume',
    {
      config: { reads: 'replica' },
      schema: {
        tags: ['resumes'],
        summary:
          'The skills file: PDF or DOCX by Accept or ?format, JSON Resume with ?format=json-resume, else JSON (spec §7)',
        params: z.object({ id: ZUuid }),
        querystring: ZResumeDocumentQuery,
        // 200 is the JSON resume; PDF, DOCX and JSON Resume are bytes.
        response: { 200: ZResume.or(ZBytes), ...documentErrors },
      },
    },
    async (request, reply) => {
      const { user } = caller(request);
      // issue #26 §27: `lang` picks the document's language for this download (zod: fr or en).
      const { format: asked, anonymised, focus, lang } = request.query;
      const format = asked ?? formatFromAccept(request.headers.accept);
      if (format === null) throw new AppError('NOT_ACCEPTABLE');
      if (format === 'json') return readResume(ctx, user, request.params.id);
      const document = await resumeDocument(
        ctx,
        user,
        request.params.id,
        { format, anonymised, focus, lang },
        clientGone(request, reply),
      );
      return reply
        .type(DOCUMENT_MEDIA_TYPES[format])
        .header('Content-Disposition', contentDisposition(document.filename))
        .header('Cache-Control', 'private, no-store')
        .header('X-Document-Cache', document.cached ? 'hit' : 'miss')
        .send(Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength));
    },
  );

  routes.get(
    '/users/resumes',
    {
      config: { bulk: true, reads: 'replica' },
      schema: {
        tags: ['resumes'],
        summary: 'ZIP of up to 50 skills files as PDF or DOCX, streamed (spec §7 GET users/resumes)',
        querystring: ZResumesZipQuery,
        response: { 200: z.instanceof(Readable), ...documentErrors },
      },
    },
    async (request, reply) => {
      const { user } = caller(request);
      const { stream, filename } = await resumesZip(ctx, user, request.query, clientGone(request, reply));
      return reply
        .type(ZIP_MEDIA_TYPE)
        .header('Content-Disposition', contentDisposition(filename))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  routes.patch(
    '/users/:id/resume',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Save the skills file; a stale version gets 409 and nothing is written (spec §7)',
        params: z.object({ id: ZUuid }),
        body: ZResumePatchRequest,
        response: { 200: ZResume, 409: ZErrorResponse, ...errors },
      },
    },
    (request) => patchResume(ctx, caller(request).user, request.params.id, request.body),
  );
}
