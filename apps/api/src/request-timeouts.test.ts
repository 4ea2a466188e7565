/**
 * Every input is bounded in time (README "Configuration": HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS):
 * a client that trickles its headers or its body, one byte every few hundred milliseconds, is cut
 * with 408 once its time is up, instead of holding a connection for as long as it likes.
 */
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_TIMEOUTS, loadConfig } from './config.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';

describe('HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS (config)', () => {
  it('default to 10 s for the headers and 60 s for the whole request', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 60_000 });
    expect(DEFAULT_SERVER_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 60_000 });
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '120000' }).timeouts).toEqual({
      headersMs: 5_000,
      requestMs: 120_000,
    });
  });

  it('refuses a headers time longer than the request time, or out of bounds, naming the variable', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '20000' })).toThrow(
      'HEADERS_TIMEOUT_MS',
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow('REQUEST_TIMEOUT_MS');
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: 'soon' })).toThrow('HEADERS_TIMEOUT_MS');
  });
});

/**
 * Opens a raw connection, writes `head` at once, then one byte of `trickle` every `everyMs` until
 * the server closes the connection. Resolves with what the server answered and how many bytes of
 * `trickle` were written by then.
 */
function trickle(port: number, head: string, trickleBytes: string, everyMs: number) {
  return new Promise<{ answer: string; written: number }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let written = 0;
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, written });
    });
    socket.write(head);
    const timer = setInterval(() => {
      if (written < trickleBytes.length && !socket.destroyed) socket.write(trickleBytes[written++]!);
    }, everyMs);
  });
}

describe('a client that trickles its request', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ timeouts: { headersMs: 1_000, requestMs: 2_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is cut with 408 when its body has not arrived within the request time', async () => {
    const person = await t.createUser({ roles: ['employee'] });
    const { authorization } = await t.authHeader(person);
    const body = JSON.stringify({ firstname: 'Jean'.repeat(20) });
    const head =
      'PATCH /api/users/me HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Authorization: ${authorization}\r\nContent-Length: ${body.length}\r\n\r\n`;
    // One byte every 250 ms: the whole body would take about 25 s.
    const { answer, written } = await trickle(port, head, body, 250);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(written).toBeLessThan(body.length);
  }, 20_000);

  it('is cut with 408 when its headers have not arrived within the headers time', async () => {
    const headers = 'X-Slow: ' + 'a'.repeat(200) + '\r\n\r\n';
    const { answer, written } = await trickle(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      headers,
      100,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(written).toBeLessThan(headers.length);
  }, 20_000);

  it('still serves a client that sends its request at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
