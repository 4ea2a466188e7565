/**
 * Text hygiene at the API's door (issue #10 §3 "Bad input"): before any route validates its input,
 * every string of the body, query and path parameters — and every object key — is checked and
 * normalised by the domain's `normalizeInput`: a NUL or a lone surrogate anywhere gets 400
 * `VALIDATION_FAILED` naming the field (`validation.invalidCharacters`) and reaches neither the
 * database nor the log; everything else goes on in NFC, so the spec §5 rules see composed accents.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INVALID_TEXT_KEY, isAcceptableText, normalizeInput } from '@highlight/domain/text';
import { AppError } from '../errors.ts';

type Part = 'body' | 'query' | 'params';

/**
 * Replaces `request[part]` by its NFC form, or throws 400 naming the first unacceptable string. A
 * part that is absent (no body: `undefined` or `null`) comes back from `normalizeInput` as it was.
 */
function cleanPart(request: FastifyRequest, part: Part): void {
  const result = normalizeInput(request[part]);
  if (!result.ok) {
    // The path as zod reports it (`body.experiences.0.context`); an unacceptable key shows as `…`.
    const path = [
      part,
      ...result.path.map((segment) => (isAcceptableText(String(segment)) ? String(segment) : '…')),
    ];
    throw new AppError('VALIDATION_FAILED', 'unacceptable text', [
      { path: path.join('.'), key: INVALID_TEXT_KEY },
    ]);
  }
  (request as unknown as Record<Part, unknown>)[part] = result.value;
}

export default fp(
  function inputPlugin(app: FastifyInstance) {
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        cleanPart(request, 'params');
        cleanPart(request, 'query');
        cleanPart(request, 'body');
        done();
      } catch (error) {
        done(error as AppError);
      }
    });
  },
  { name: 'input' },
);
