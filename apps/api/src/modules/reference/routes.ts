/**
 * GET /api/reference: the bilingual reference catalogue (skills, domains, jobs, sectors,
 * sub-sectors) the forms and the resume view label entries with.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@highlight/domain/errors';
import { ZReferenceResponse } from '@highlight/domain/reference';
import type { AppContext } from '../../context.ts';

export function referenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/reference',
    {
      schema: {
        tags: ['reference'],
        summary: 'Reference catalogue in French and English',
        response: { 200: ZReferenceResponse, 401: ZErrorResponse },
      },
    },
    async (_request, reply) => {
      const { version, items } = await ctx.reference();
      void reply.header('Cache-Control', 'private, max-age=300');
      return { version, items };
    },
  );
}
