/**
 * Text hygiene at the embedded provider's door (issue #26 §5 "A NUL byte gives 500 on the sign-in
 * endpoints"). Every parameter of the query and of the form body — names and values — must be
 * acceptable text by the API's own rule (`isAcceptableText` of `@highlight/domain/text`: no NUL,
 * no lone surrogate), else the request is answered 400 before any code reads it: PostgreSQL
 * refuses a NUL in text, and an error there used to become a 500 with a stack trace in the log.
 *
 * One rule, {@link findUnacceptablePart}, applied where each framework has the parameters in hand:
 *
 * - the OpenID Connect endpoints (`/.well-known/*`, `/protocol/*`, handled by oidc-provider) —
 *   {@link guardProtocolRequest}, run by the middleware that hands them to oidc-provider: it reads
 *   the query and the body (URL-encoded or JSON, at most oidc-provider's 56 KiB), answers
 *   `invalid_request` in the OAuth error shape (RFC 6749 §5.2; an HTML page for a browser), and
 *   otherwise hands oidc-provider the request with its body to read again ({@link replayRequest});
 * - the account pages (Fastify routes of `./routes.ts`) — a `preValidation` hook calling
 *   {@link findUnacceptablePart} on `params`, `query` and `body`, which shows the form again with
 *   a localised message.
 *
 * Either way one log line says where (`query`, `body`, `params`), never the value, and no stack.
 */
import { IncomingMessage, type ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { isAcceptableText } from '@highlight/domain/text';

/** Where a request carries parameters. */
export type ParameterPart = 'params' | 'query' | 'body';

/** The event name of the log line written for every refused request. */
export const UNACCEPTABLE_INPUT_EVENT = 'identity.unacceptable_input';

/** oidc-provider's own body limit (`lib/shared/selective_body.js`), in bytes. */
export const PROTOCOL_BODY_LIMIT_BYTES = 56 * 1024;

/** At most this many strings are looked at in one part; more is refused as well (a form has a dozen). */
const MAX_STRINGS = 10_000;

/**
 * True when every string of `value` — a string, or arrays and objects of them as query-string and
 * form parsers produce, keys included — is acceptable text. Iterative, so that no nesting depth
 * can exhaust the stack; gives up (false) past {@link MAX_STRINGS} strings. Other values (numbers,
 * booleans, null, undefined) are acceptable.
 */
export function isAcceptableInput(value: unknown): boolean {
  const pending: unknown[] = [value];
  let seen = 0;
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      seen += 1;
      if (seen > MAX_STRINGS || !isAcceptableText(item)) return false;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, nested] of Object.entries(item)) pending.push(key, nested);
    }
  }
  return true;
}

/** The first of `parts` (in the order given) holding an unacceptable string, or undefined. */
export function findUnacceptablePart(
  parts: Partial<Record<ParameterPart, unknown>>,
): ParameterPart | undefined {
  return (Object.keys(parts) as ParameterPart[]).find((part) => !isAcceptableInput(parts[part]));
}

/** The query of a raw request URL, decoded as Koa (hence oidc-provider) decodes it. */
export function rawQuery(url: string | undefined): Record<string, unknown> {
  const start = (url ?? '').indexOf('?');
  return start === -1 ? {} : { ...parseQueryString((url ?? '').slice(start + 1)) };
}

/** The body of `req`, read whole, or undefined when larger than {@link PROTOCOL_BODY_LIMIT_BYTES}. */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > PROTOCOL_BODY_LIMIT_BYTES) return undefined;
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    received += buffer.length;
    if (received > PROTOCOL_BODY_LIMIT_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, received);
}

/**
 * A copy of `req` whose body, already read, can be read again: a fresh `IncomingMessage` on the
 * same socket with the same method, URL and headers, its stream holding `body`. oidc-provider
 * reads its body from the stream it is given (`selective_body.js`), so it parses the body exactly
 * as it would have, and nothing else of the request changes.
 */
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(req.socket);
  replay.method = req.method;
  replay.url = req.url;
  replay.headers = req.headers;
  replay.rawHeaders = req.rawHeaders;
  replay.httpVersion = req.httpVersion;
  replay.httpVersionMajor = req.httpVersionMajor;
  replay.httpVersionMinor = req.httpVersionMinor;
  // middie's (and Express's) mount information, which oidc-provider reads to build its URLs.
  for (const name of ['originalUrl', 'baseUrl', 'log'] as const)
    if (name in req) Object.assign(replay, { [name]: (req as unknown as Record<string, unknown>)[name] });
  replay.push(body);
  replay.push(null);
  // The whole message is here: destroying the copy once read must not close the socket.
  replay.complete = true;
  return replay;
}

/** The body types oidc-provider reads (`selective_body.js`); any other it refuses itself. */
function bodyType(contentType: string): 'form' | 'json' | undefined {
  if (contentType.startsWith('application/x-www-form-urlencoded')) return 'form';
  if (contentType.startsWith('application/json')) return 'json';
  return undefined;
}

/** A body's parameters; undefined for malformed JSON, which oidc-provider answers itself. */
function parseBody(type: 'form' | 'json', body: Buffer): unknown {
  if (type === 'form') return { ...parseQueryString(body.toString('utf8')) };
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export interface ProtocolGuardOptions {
  /** Origins of the SPA: a refusal they receive carries their CORS header, as oidc-provider's do. */
  allowedOrigins: ReadonlySet<string>;
  /** The localised error page for a browser (RFC 6749 §4.1.2.1: tell the user, do not redirect). */
  errorPage(req: IncomingMessage, query: Record<string, unknown>, detail: string): string;
  /** Where the refusal is logged (the request's logger). */
  log(req: IncomingMessage, details: { event: string; where: ParameterPart }): void;
}

const DESCRIPTION = 'a parameter holds characters that are not acceptable (NUL or unpaired surrogate)';

/**
 * Checks the query and the body of a request for an OpenID Connect endpoint. Resolves to the
 * request to hand on to oidc-provider (`req` itself, or its {@link replayRequest} once its body
 * was read), or to undefined after answering it 400 `invalid_request`: JSON `{ error,
 * error_description }` with `no-store`, or, when the client asks for HTML, `options.errorPage`.
 * A body over the limit is answered 400 too.
 */
export async function guardProtocolRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: ProtocolGuardOptions,
): Promise<IncomingMessage | undefined> {
  const query = rawQuery(req.url);
  let where: ParameterPart | undefined = isAcceptableInput(query) ? undefined : 'query';
  let description = DESCRIPTION;
  let forward = req;
  const type = bodyType((req.headers['content-type'] ?? '').toLowerCase());
  if (!where && type && req.method === 'POST') {
    const body = await readBody(req);
    if (body === undefined) {
      where = 'body';
      description = 'the request body is too large';
    } else {
      forward = replayRequest(req, body);
      if (!isAcceptableInput(parseBody(type, body))) where = 'body';
    }
  }
  if (!where) return forward;
  options.log(req, { event: UNACCEPTABLE_INPUT_EVENT, where });
  const origin = req.headers.origin;
  if (origin && options.allowedOrigins.has(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  res.statusCode = 400;
  res.setHeader('Cache-Control', 'no-store');
  if ((req.headers.accept ?? '').includes('text/html')) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(options.errorPage(req, query, `invalid_request: ${description}`));
  } else {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: 'invalid_request', error_description: description }));
  }
  return undefined;
}
