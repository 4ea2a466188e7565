/**
 * spec §9 "Pending login state kept 60 minutes; PKCE verifier 96 characters", through the client
 * settings the app signs in with (oidc-client-ts creating the real sign-in requests).
 */
import { OidcClient } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_LOGIN_STATE_MINUTES, PKCE_VERIFIER_LENGTH } from '@highlight/domain/constants';
import { signinArgs } from './session.ts';
import { userManagerSettings } from './user-manager.ts';

const issuer = 'https://sso.test/realms/highlight';
const metadata = {
  issuer,
  authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
  token_endpoint: `${issuer}/protocol/openid-connect/token`,
};

function client() {
  return new OidcClient({
    ...userManagerSettings({ issuer, clientId: 'front' }, 'https://app.test'),
    metadata,
  });
}

/** The pending sign-in states oidc-client-ts keeps (its default store: localStorage, `oidc.` keys). */
function pendingStates(): { id: string; code_verifier?: string; created: number }[] {
  return Object.keys(window.localStorage)
    .filter((key) => key.startsWith('oidc.'))
    .map(
      (key) =>
        JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
          id: string;
          code_verifier?: string;
          created: number;
        },
    );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('sign-in requests (spec §9)', () => {
  it('use PKCE S256 with a verifier of 96 characters whose hash is the challenge', async () => {
    const request = await client().createSigninRequest({ state: { returnTo: '/' } });
    const url = new URL(request.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe('front');
    const [state] = pendingStates();
    const verifier = state?.code_verifier ?? '';
    expect(verifier).toHaveLength(PKCE_VERIFIER_LENGTH);
    expect(verifier).toMatch(/^[0-9a-f]+$/);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(url.searchParams.get('code_challenge')).toBe(challenge);
  });

  it('keep a pending sign-in for 60 minutes, then drop it when the next sign-in starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-24T09:00:00Z');
    vi.setSystemTime(start);
    const first = await client().createSigninRequest({});
    const firstId = first.state.id;
    vi.setSystemTime(new Date(start.getTime() + (PENDING_LOGIN_STATE_MINUTES * 60 - 5) * 1000));
    await client().createSigninRequest({});
    expect(pendingStates().map((state) => state.id)).toContain(firstId);
    vi.setSystemTime(new Date(start.getTime() + (PENDING_LOGIN_STATE_MINUTES * 60 + 1) * 1000));
    await client().createSigninRequest({});
    expect(pendingStates().map((state) => state.id)).not.toContain(firstId);
    expect(pendingStates()).toHaveLength(2);
  });
});

describe('nonce (spec §8 "Invalid nonce: token cleared")', () => {
  it('is new for every sign-in: 32 random bytes, base64url', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => signinArgs().nonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
