/**
 * One error handler for the API (STYLE.md): `AppError` codes map to their status; zod request
 * validation failures become 400 `VALIDATION_FAILED` with the offending fields; anything else is a
 * 500 whose details stay in the log. Messages are localised in the caller's language.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '@highlight/domain/errors';
import { pickLocale, translate } from '@highlight/domain/i18n';
import { readMessage } from '@highlight/domain/message';
import type { Locale } from '@highlight/domain/constants';
import { AppError } from '../errors.ts';
import { CLIENT_LEFT, isClientGone } from './client-gone.ts';

const MESSAGE_KEYS: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'errors.validationFailed',
  UNAUTHENTICATED: 'errors.unauthenticated',
  FORBIDDEN: 'errors.forbidden',
  STAFF_TARGET: 'errors.staffTarget',
  EMAIL_NOT_VERIFIED: 'errors.emailNotVerified',
  NOT_FOUND: 'errors.notFound',
  UNKNOWN_USERS: 'errors.unknownUsers',
  RESUME_VERSION_CONFLICT: 'errors.resumeConflict',
  CANNOT_DELETE_SELF: 'errors.cannotDeleteSelf',
  AVATAR_LOCKED: 'errors.avatarLocked',
  CANDIDATE_EXISTS: 'errors.candidateExists',
  CANDIDATE_DELETED: 'errors.candidateDeleted',
  CANNOT_DROP_OWN_SUPERADMIN: 'errors.cannotDropOwnSuperadmin',
  NOT_SOFT_DELETED: 'errors.notSoftDeleted',
  ACCOUNT_ACTIVE: 'errors.accountActive',
  NOT_ACCEPTABLE: 'errors.download',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  CV_UNSUPPORTED: 'errors.cvUnsupported',
  CV_TOO_MANY_PAGES: 'errors.cvTooManyPages',
  CV_TOO_LARGE_UNCOMPRESSED: 'errors.cvTooLargeUncompressed',
  CV_SCRIPTED: 'errors.cvScripted',
  CV_ENCRYPTED: 'errors.cvEncrypted',
  CV_DAMAGED: 'errors.cvDamaged',
  CV_NO_TEXT: 'errors.cvNoText',
  CV_TOO_COMPLEX: 'errors.cvTooComplex',
  RATE_LIMITED: 'errors.rateLimited',
  DOCUMENTS_BUSY: 'errors.documentsBusy',
  INTERNAL: 'errors.internal',
  ACCOUNT_EMAIL_EXTERNAL: 'errors.accountEmailExternal',
  IDENTITY_EXTERNAL: 'errors.identityExternal',
  DOCUMENT_TIMEOUT: 'errors.documentTimeout',
  IDENTITY_UNAVAILABLE: 'errors.identityUnavailable',
};

/** The reader's language: their display language once known, else Accept-Language, else French. */
export function requestLocale(request: FastifyRequest): Locale {
  const stored = request.currentUser?.userSettings.displayLanguage;
  if (stored) return stored;
  const header = request.headers['accept-language'] ?? '';
  return pickLocale(header.slice(0, 2).toLowerCase());
}

/** Headers that describe a body, which a streamed answer sets before its first byte. */
const STREAM_HEADERS = ['content-type', 'content-length', 'content-disposition', 'content-encoding'];

/** Seconds a client waits before retrying when the document queue is full (issue #8 §1). */
export const DOCUMENTS_RETRY_AFTER_SECONDS = 2;

function body(
  locale: Locale,
  code: ErrorCode,
  details?: { path: string; key: string }[],
  values?: Record<string, string | number>,
  userId?: string,
): ErrorResponse {
  return {
    code,
    message: translate(locale, MESSAGE_KEYS[code], values),
    ...(userId === undefined ? {} : { userId }),
    ...(details && details.length > 0
      ? {
          details: details.map(({ path, key: message }) => {
            // issue #26 §18: a message may carry values (`validation.unprintableCharacters` names the
            // characters, message.ts); `key` stays the catalogue key, `message` is filled in.
            const { key, values: messageValues } = readMessage(message);
            return { path, key, message: translate(locale, key, messageValues) };
          }),
        }
      : {}),
  };
}

/**
 * Dotted path of a zod issue, prefixed by where Fastify found it (`body`, `params`, `querystring`):
 * `body.experiences.0.context`. Empty segments (the split's leading one, a missing context) drop out.
 */
function issuePath(prefix: string, path: readonly PropertyKey[]): string {
  return [prefix, ...path.map(String)].filter(Boolean).join('.');
}

export default fp(
  function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      // The client left (plugins/client-gone.ts): nobody to answer, nothing wrong with the server.
      if (isClientGone(error)) {
        request.log.debug({ url: request.routeOptions.url }, CLIENT_LEFT);
        reply.hijack();
        reply.raw.destroy();
        return;
      }
      const locale = requestLocale(request);
      // A streamed answer that failed before its first byte (a ZIP whose first document passed its
      // time limit) has set its media type and file name on the raw response already (Fastify's
      // `sendStream`): the error's JSON goes out without them.
      if (!reply.raw.headersSent) {
        for (const name of STREAM_HEADERS) {
          void reply.removeHeader(name);
          reply.raw.removeHeader(name);
        }
      }
      if (error instanceof AppError) {
        if (error.code === 'DOCUMENTS_BUSY') void reply.header('Retry-After', DOCUMENTS_RETRY_AFTER_SECONDS);
        if (error.code === 'DOCUMENT_TIMEOUT')
          request.log.warn({ code: error.code }, 'document over its time limit');
        return reply
          .status(ERROR_STATUS[error.code])
          .send(body(locale, error.code, error.details, error.values, error.userId));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => ({
          path: issuePath(error.validationContext ?? '', issue.instancePath.split('/')),
          key: issue.message?.startsWith('validation.') ? issue.message : 'validation.invalidValue',
        }));
        return reply.status(400).send(body(locale, 'VALIDATION_FAILED', details));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
        return reply.status(500).send(body(locale, 'INTERNAL'));
      }
      if (error.statusCode === 429) return reply.status(429).send(body(locale, 'RATE_LIMITED'));
      if (error.statusCode === 413) return reply.status(413).send(body(locale, 'PAYLOAD_TOO_LARGE'));
      if (error.statusCode === 415 || error.statusCode === 400) {
        return reply.status(400).send(body(locale, 'VALIDATION_FAILED'));
      }
      if (error.statusCode && error.statusCode < 500) {
        return reply.status(error.statusCode).send({ code: error.code ?? 'ERROR', message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body(locale, 'INTERNAL'));
    });
  },
  { name: 'errors' },
);
