/**
 * Production hardening (issue #10 §5): in production only the public URL's redirect URIs are
 * registered and the CSP names no development origin; HSTS only over HTTPS (RFC 6797 §7.2); a
 * Permissions-Policy on every response; the provider reads X-Forwarded-* only behind a trusted proxy.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, HSTS, PERMISSIONS_POLICY } from './app.ts';
import { loadConfig, VITE_DEV_ORIGIN } from './config.ts';
import { openDatabase } from './db/client.ts';

describe('development origins (config)', () => {
  it('are allowed only with NODE_ENV=development', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devOrigins).toEqual([]);
    expect(loadConfig({}).devOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).devOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development' }).devOrigins).toEqual([VITE_DEV_ORIGIN]);
  });
});

/** The embedded provider's authorization request for the `front` client, PKCE S256. */
function authorizeUrl(redirectUri: string): string {
  const challenge = createHash('sha256').update(randomBytes(48).toString('base64url')).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'front',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/realms/highlight/protocol/openid-connect/auth?${query.toString()}`;
}

async function appFor(env: NodeJS.ProcessEnv) {
  const config = loadConfig({ PUBLIC_URL: 'https://highlight.example', ...env });
  const handle = await openDatabase({ url: 'memory://', dataDir: '' });
  const { app } = await buildApp({
    config: { ...config, webDist: '/nonexistent' },
    db: handle.db,
    devOrigins: config.devOrigins,
    trustProxy: config.trustProxy,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

describe('in production (NODE_ENV=production)', () => {
  let server: Awaited<ReturnType<typeof appFor>>;
  beforeAll(async () => {
    server = await appFor({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs in only back to the public URL, never to the development server', async () => {
    const publicSignIn = await server.app.inject({
      url: authorizeUrl('https://highlight.example/auth/callback'),
    });
    expect(publicSignIn.statusCode).toBe(303);
    expect(publicSignIn.headers.location).toContain('/interaction/');
    const devSignIn = await server.app.inject({ url: authorizeUrl(`${VITE_DEV_ORIGIN}/auth/callback`) });
    expect(devSignIn.statusCode).toBe(400);
    expect(devSignIn.headers.location).toBeUndefined();
  });

  it('names no development origin in the CSP', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' https://highlight.example");
    expect(csp).not.toContain('localhost');
  });

  it('sends HSTS only on a request that came over HTTPS, as its trusted proxy says', async () => {
    const plain = await server.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await server.app.inject({
      url: '/api/health',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
    const forged = await server.app.inject({
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends a Permissions-Policy denying the features no page uses, on API and error answers alike', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/home']) {
      const response = await server.app.inject({ url });
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/geolocation=\(\)/);
  });
});

describe('in development (NODE_ENV=development)', () => {
  it('also lets the Vite dev server sign in, and says so in the CSP', async () => {
    const server = await appFor({ NODE_ENV: 'development' });
    try {
      const devSignIn = await server.app.inject({ url: authorizeUrl(`${VITE_DEV_ORIGIN}/auth/callback`) });
      expect(devSignIn.statusCode).toBe(303);
      const csp = String(
        (await server.app.inject({ url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp).toContain(VITE_DEV_ORIGIN);
    } finally {
      await server.close();
    }
  });
});
