/**
 * The one HTTP client of the web app (spec §7: every call carries a bearer Authorization header).
 *
 * `apiFetch(path, options)` → parsed JSON checked by `schema` when given, or a Blob when `accept`
 * asks for a document. A `FormData` body is sent as multipart, any other body as JSON. Errors throw `ApiError` with the server's `code` (see domain `errors.ts`).
 * The access token comes from the provider set by the auth layer with `setAccessTokenProvider`,
 * which refreshes the token first when it expires within 5 s (spec §4).
 */
import type { ZodType } from 'zod';

type TokenProvider = () => Promise<string | null>;
let accessTokenProvider: TokenProvider = () => Promise.resolve(null);

/** Called once by the auth layer. */
export function setAccessTokenProvider(provider: TokenProvider): void {
  accessTokenProvider = provider;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { path: string; message: string }[] = [],
    extra: { retryAfterSeconds?: number; userId?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.userId = extra.userId;
  }

  /** The answer's `Retry-After`, in seconds, when it gave one (429, 503: wait, then try again). */
  readonly retryAfterSeconds: number | undefined;
  /** The person the error is about, when the API names them (`CANDIDATE_EXISTS`, issue #28 §5). */
  readonly userId: string | undefined;
}

export interface ApiOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Response schema (from packages/domain); the answer is parsed with it. */
  schema?: ZodType<T>;
  /** A document type (`application/pdf`, …): the answer is returned as a Blob. */
  accept?: string;
  signal?: AbortSignal;
}

/** A `Retry-After` header's delay in seconds (RFC 9110: seconds, or an HTTP date); undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

export async function apiFetch<T>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const token = await accessTokenProvider();
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a file upload, issue #28 §4) goes as multipart: the browser writes its Content-Type
  // with the boundary.
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as {
      code?: string;
      message?: string;
      details?: { path: string; message: string }[];
      userId?: unknown;
    };
    throw new ApiError(
      response.status,
      payload.code ?? 'INTERNAL',
      payload.message ?? response.statusText,
      payload.details,
      {
        retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
        ...(typeof payload.userId === 'string' ? { userId: payload.userId } : {}),
      },
    );
  }
  if (options.accept && options.accept !== 'application/json') {
    // Documents keep the server's file name (DESIGN.md `<LASTNAME>_<Firstname>_<yyyy-mm-dd>.pdf`).
    const blob: Blob & { filename?: string } = await response.blob();
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const match = /filename\*=UTF-8''([^;]+)|filename="([^"]+)"/i.exec(disposition);
    const encoded = match?.[1];
    const filename = encoded ? decodeURIComponent(encoded) : match?.[2];
    if (filename) blob.filename = filename;
    return blob as T;
  }
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  return options.schema ? options.schema.parse(json) : (json as T);
}
