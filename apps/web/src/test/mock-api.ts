/**
 * A fake API behind `fetch` for route-level tests: handlers keyed `METHOD /path` (paths relative
 * to /api), every call recorded. Unknown calls answer 404 `NOT_FOUND`.
 */
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters (`?format=pdf&lang=en`). */
  query: URLSearchParams;
  body: unknown;
}

type Handler = (body: unknown) => unknown;

/** A JSON answer with `status`. */
export function jsonResponse(status: number, payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces `fetch` with `handlers`; returns the list of calls made. */
export function mockApi(handlers: Record<string, Handler>): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      // The query is readable but not enumerable: tests comparing whole calls with toEqual see
      // method, path and body only.
      const call = { method, path, body } as ApiCall;
      Object.defineProperty(call, 'query', { value: url.searchParams, enumerable: false });
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      if (!handler) return Promise.resolve(jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }));
      const result = handler(body);
      return Promise.resolve(result instanceof Response ? result : jsonResponse(200, result));
    }),
  );
  return { calls };
}
