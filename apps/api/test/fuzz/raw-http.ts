/**
 * A bare HTTP/1.1 client over one TCP connection per request (`node:net`), for the live fuzzer:
 * it sends exactly the bytes it is given — a request target with raw or invalid percent-encoding,
 * NUL bytes, a body whose length or type lies — which `fetch` and `http.request` refuse or
 * normalise, and it can close the socket at a chosen moment (an aborted download or upload).
 *
 * Every request carries `Connection: close`, so an answer ends when the server closes; a chunked
 * body is decoded. Outcomes: `answered` (status, headers, body), `aborted` (we closed it), `reset`
 * (the server closed or reset the connection before a complete answer head), `timeout`.
 */
import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** Request target as sent (path and query), each char one byte (latin1): `%XX` or raw bytes. */
  target: string;
  /** Header lines in order; `Host`, `Connection` and `Content-Length` are added unless present. */
  headers: [string, string][];
  body?: Buffer;
  /** Send no Content-Length (a chunked body). */
  noContentLength?: boolean;
  /**
   * Close the connection `afterMs` after the request is written (`after: 'request'`), or after
   * writing only the first half of the body (`after: 'half-body'`: an upload cut short).
   */
  abort?: { afterMs: number; after: 'request' | 'half-body' };
}

export type RawOutcome =
  | {
      kind: 'answered';
      status: number;
      headers: Record<string, string>;
      body: Buffer;
      /** Milliseconds from connecting to the end of the answer. */
      ms: number;
      /** The connection closed before the announced body was complete (a cut stream). */
      truncated: boolean;
    }
  | { kind: 'aborted'; ms: number; status?: number }
  | { kind: 'reset'; ms: number; error: string }
  | { kind: 'timeout'; ms: number };

/** Bytes kept of an answer's body: past this, the rest is read and dropped. */
const BODY_KEPT_BYTES = 4 * 1024 * 1024;

/** The request's bytes: request line, headers, blank line, body. */
export function requestBytes(request: RawRequest, host: string): Buffer {
  const names = new Set(request.headers.map(([name]) => name.toLowerCase()));
  const headers: [string, string][] = [
    ...(names.has('host') ? [] : [['Host', host] as [string, string]]),
    ...request.headers,
    ...(names.has('connection') ? [] : [['Connection', 'close'] as [string, string]]),
    ...(names.has('content-length') || !request.body || request.noContentLength
      ? []
      : [['Content-Length', String(request.body.byteLength)] as [string, string]]),
  ];
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${headers
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), request.body ?? Buffer.alloc(0)]);
}

/** Decodes a chunked body; `complete` is false when the last (zero) chunk never came. */
function unchunk(data: Buffer): { body: Buffer; complete: boolean } {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd === -1) return { body: Buffer.concat(parts), complete: false };
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) return { body: Buffer.concat(parts), complete: false };
    if (size === 0) return { body: Buffer.concat(parts), complete: true };
    const start = lineEnd + 2;
    if (start + size > data.length) {
      parts.push(data.subarray(start));
      return { body: Buffer.concat(parts), complete: false };
    }
    parts.push(data.subarray(start, start + size));
    offset = start + size + 2;
  }
}

/** Reads the status, headers and body out of what the server sent; null when no complete head came. */
export function parseAnswer(
  data: Buffer,
): { status: number; headers: Record<string, string>; body: Buffer; truncated: boolean } | null {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd === -1) return null;
  const [statusLine = '', ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) return null;
  // An interim answer (100 Continue, RFC 9110 §15.2) precedes the final one.
  if (status >= 100 && status < 200 && status !== 101) return parseAnswer(data.subarray(headEnd + 4));
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const raw = data.subarray(headEnd + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const { body, complete } = unchunk(raw);
    return { status, headers, body, truncated: !complete };
  }
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  return {
    status,
    headers,
    body: length === undefined ? raw : raw.subarray(0, length),
    truncated: length !== undefined && raw.length < length,
  };
}

/**
 * Sends `request` to 127.0.0.1:`port` on a new connection and resolves with what happened; never
 * rejects. `timeoutMs` bounds the whole exchange.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs: number): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const chunks: Buffer[] = [];
    let kept = 0;
    let settled = false;
    let aborted = false;
    const socket = connect({ host: '127.0.0.1', port });
    const finish = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout', ms: elapsed() }), timeoutMs);
    const abortLater = (afterMs: number) =>
      setTimeout(() => {
        aborted = true;
        const answer = parseAnswer(Buffer.concat(chunks));
        finish({ kind: 'aborted', ms: elapsed(), ...(answer ? { status: answer.status } : {}) });
      }, afterMs);
    socket.on('connect', () => {
      const bytes = requestBytes(request, `127.0.0.1:${port}`);
      if (request.abort?.after === 'half-body' && request.body && request.body.length > 1) {
        socket.write(bytes.subarray(0, bytes.length - Math.ceil(request.body.length / 2)), () =>
          abortLater(request.abort!.afterMs),
        );
        return;
      }
      socket.write(bytes, () => {
        if (request.abort) abortLater(request.abort.afterMs);
      });
    });
    socket.on('data', (chunk: Buffer) => {
      if (kept < BODY_KEPT_BYTES) {
        chunks.push(chunk);
        kept += chunk.length;
      }
    });
    // An error while writing (the server answered 413 and closed) is followed by `close`: what was
    // read by then is the answer.
    socket.on('error', () => undefined);
    socket.on('close', (hadError) => {
      if (aborted) return;
      const answer = parseAnswer(Buffer.concat(chunks));
      if (!answer) {
        finish({
          kind: 'reset',
          ms: elapsed(),
          error: hadError ? 'connection reset' : 'closed without an answer',
        });
        return;
      }
      finish({ kind: 'answered', ms: elapsed(), ...answer, truncated: answer.truncated });
    });
  });
}
