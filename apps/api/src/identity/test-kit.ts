/**
 * Test kit for the embedded provider's tests (not a test file itself): a Fastify app with only
 * the identity plugin, listening on 127.0.0.1 on a free port with an in-memory PGlite, and a tiny
 * cookie-keeping browser built on `fetch` that drives the authorization-code + PKCE flow.
 */
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../db/client.ts';
import { loggerOptions, type LoggerSettings } from '../logging.ts';
import { settleAfterResponse } from './after-response.ts';
import { registerIdentityProvider } from './provider.ts';
import { freePort } from '../../test/ports.ts';

export interface IdentityServer {
  app: FastifyInstance;
  db: Database;
  /** `http://127.0.0.1:<port>` — also the SPA's public URL. */
  base: string;
  issuer: string;
  /** Waits for the work the pages do after their answer (issue #26 §7: account, mails). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the provider on a fresh in-memory database; `options.logger` gives the app the server's
 * logger options with a level and a stream, to read the log back (default: no log).
 */
export async function startIdentityServer(
  options: { logger?: LoggerSettings } = {},
): Promise<IdentityServer> {
  const handle = await openDatabase({ url: 'memory://', dataDir: '' });
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const issuer = `${base}/realms/highlight`;
    const app = Fastify({ logger: options.logger ? loggerOptions(options.logger) : false });
    await registerIdentityProvider(app, {
      db: handle.db,
      issuer,
      publicUrl: base,
      devOrigins: ['http://localhost:5173'],
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      if (attempt < 3) continue;
      throw error;
    }
    return {
      app,
      db: handle.db,
      base,
      issuer,
      settled: () => settleAfterResponse(app),
      async close() {
        await app.close();
        await handle.close();
      },
    };
  }
}

interface StoredCookie {
  value: string;
  path: string;
}

/** `fetch` with a cookie jar (path-aware, no domain logic: one host) and manual redirects. */
export class Browser {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly base: string) {}

  private store(response: Response, requestPath: string) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      let path = requestPath.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'expires' && new Date(attributeValue).getTime() < Date.now())
          expired = true;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      }
      const key = `${name}\u0000${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  private cookieHeader(path: string): string {
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([key, cookie]) => `${key.split('\u0000')[0]}=${cookie.value}`)
      .join('; ');
  }

  /** One request, no redirect following; relative URLs are resolved against the server. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const target = new URL(url, this.base);
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.cookieHeader(target.pathname);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.store(response, target.pathname);
    return response;
  }

  /**
   * Follows redirects on the server until a page answers or the browser is sent to `stopAt`
   * (the SPA callback); returns the last response and its URL.
   */
  async follow(response: Response, stopAt: string): Promise<{ response: Response; url: string }> {
    let current = response;
    let url = current.url;
    for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops++) {
      const location = current.headers.get('location');
      if (!location) break;
      url = new URL(location, url || this.base).toString();
      if (url.startsWith(stopAt)) return { response: current, url };
      current = await this.request(url);
    }
    return { response: current, url };
  }
}

/** An RFC 7636 verifier (96 characters, spec §9) and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(72).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorization URL the SPA would build (`front`, code + PKCE S256). */
export function authorizeUrl(
  server: Pick<IdentityServer, 'base' | 'issuer'>,
  challenge: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({
    client_id: 'front',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${server.base}/auth/callback`,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${server.issuer}/protocol/openid-connect/auth?${params.toString()}`;
}

/** Starts an authorization request and returns the interaction page's URL and HTML. */
export async function openLoginPage(
  server: Pick<IdentityServer, 'base' | 'issuer'>,
  browser: Browser,
  challenge: string,
  extra: Record<string, string> = {},
): Promise<{ url: string; html: string; status: number }> {
  const start = await browser.request(authorizeUrl(server, challenge, extra));
  const { response, url } = await browser.follow(start, `${server.base}/auth/callback`);
  return { url, html: await response.text(), status: response.status };
}

/**
 * Signs in on the interaction page at `loginUrl`. Returns the authorization code when the browser
 * reached the SPA callback, else the page it stayed on.
 */
export async function submitLogin(
  server: IdentityServer,
  browser: Browser,
  loginUrl: string,
  credentials: { username: string; password: string; rememberMe?: boolean },
): Promise<{ code?: string; callback?: URL; html?: string; status: number }> {
  const form: Record<string, string> = { username: credentials.username, password: credentials.password };
  if (credentials.rememberMe) form.rememberMe = 'on';
  const posted = await browser.request(`${loginUrl}/login`, { form });
  const { response, url } = await browser.follow(posted, `${server.base}/auth/callback`);
  if (url.startsWith(`${server.base}/auth/callback`)) {
    const callback = new URL(url);
    return { code: callback.searchParams.get('code') ?? undefined, callback, status: response.status };
  }
  return { html: await response.text(), status: response.status };
}

/** POSTs to the token endpoint as the public client would; returns status and JSON body. */
export async function tokenRequest(server: IdentityServer, form: Record<string, string>) {
  const response = await fetch(`${server.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'front', ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
