/**
 * What the server's log may say (issue #10 §1: nothing secret is ever logged). Fastify logs with
 * pino; these options go to every logger the app builds:
 *
 * - requests are logged as method, path, the *names* of their query parameters, and the peer
 *   address: never a query value (the logout's `id_token_hint`, a search for a person's name), a
 *   header (`Authorization`, cookies) or a body;
 * - errors are logged as type, code, message and stack, with a failed query's SQL text but never
 *   its parameters (drizzle's "Failed query: … params: …" carries the whole resume), nor the
 *   database's `detail` (PostgreSQL puts key values there);
 * - pino's `redact` removes, as a last line, the fields that must never appear whatever code logs
 *   them (tokens, passwords, hints, resume bodies).
 *
 * Source: pino's `serializers` and `redact` options (https://getpino.io/#/docs/redaction).
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { AppError } from './errors.ts';
import { CLIENT_LEFT, isClientGone } from './plugins/client-gone.ts';

/** What callers pass: a level, and in tests a stream to read the lines back. */
export interface LoggerSettings {
  level: string;
  stream?: { write(line: string): void };
}

/** Placeholder written instead of a secret value. */
export const REDACTED = '[redacted]';

/** Fields removed from every log line, at any of these depths (pino paths, `*` one level). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'id_token_hint',
  'code_verifier',
  'client_secret',
  'resume',
  'body',
  'params',
  'parameters',
];
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // A plugin's own line may hold a copy of the request's headers (@fastify/multipart traces the
  // options it gives busboy, `busboyOptions.headers` among them).
  '*.headers.authorization',
  '*.headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/**
 * `/realms/highlight/protocol/openid-connect/logout?id_token_hint=ey…&post_logout_redirect_uri=…`
 * → `/realms/highlight/protocol/openid-connect/logout?id_token_hint=…&post_logout_redirect_uri=…`:
 * the path and the parameters' names, no value.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return `${safeName(name)}=…`;
    });
  return `${url.slice(0, queryStart)}?${names.join('&')}`;
}

/** A parameter name as sent, or `…` when it does not look like one (a value pasted as a name). */
function safeName(name: string): string {
  return /^[A-Za-z0-9_.[\]-]{1,40}$/.test(name) ? name : '…';
}

/** drizzle's DrizzleQueryError message: `Failed query: <sql>\nparams: <values>`; values dropped. */
function redactErrorMessage(message: string): string {
  const params = message.indexOf('\nparams:');
  return params === -1 ? message : `${message.slice(0, params)}\nparams: ${REDACTED}`;
}

interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  code?: string;
  /** Empty when the error has none. */
  stack: string;
  cause?: SerializedError;
}

/**
 * An error as the log keeps it: type, message (query parameters removed), code and stack, and its
 * cause the same way (two levels at most). Other own properties (`query`, `params`, `detail`,
 * `where`, a validation's input) are left out.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const code = (error as { code?: unknown }).code;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: redactErrorMessage(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    stack: redactErrorMessage(error.stack ?? ''),
  };
  if (error.cause !== undefined && depth < 2) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/** The Fastify logger options: level, serializers and redaction above, optional test stream. */
export function loggerOptions(settings: LoggerSettings): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
      }),
      err: (error: unknown) => serializeError(error),
    },
  };
}

/**
 * One access line per request (issue #10 §11), through Fastify's own `LogController`: Fastify
 * writes "incoming request" and "request completed", each through the redaction above; here the
 * second alone carries the request (method, redacted URL, address), the status and the time.
 * Errors are logged as Fastify does.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {
    // Said once, at completion.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /**
   * A streamed answer (a ZIP) that ended early after its first byte. Its client leaving is not a
   * fault: debug level, no stack (plugins/client-gone.ts). A failure of ours (a document past its
   * time limit halfway through a ZIP) is a warning; an `AppError` is named by its code alone.
   */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const premature = (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';
    if (isClientGone(error) || (premature && request.raw.socket?.destroyed === true)) {
      reply.log.debug({ res: reply }, CLIENT_LEFT);
    } else if (error instanceof AppError) {
      reply.log.warn({ res: reply, code: error.code }, 'download cut short');
    } else {
      reply.log.warn({ res: reply, err: error }, 'download cut short');
    }
  }
}
