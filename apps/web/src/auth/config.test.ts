/** The identity settings are checked before the app trusts them (issuer URL, client id). */
import { describe, expect, it } from 'vitest';
import { parseAuthConfig } from './config.ts';

describe('parseAuthConfig', () => {
  it('accepts an http(s) issuer and a client id', () => {
    expect(
      parseAuthConfig({ issuer: 'https://sso.example.com/realms/highlight', clientId: 'front' }),
    ).toEqual({
      issuer: 'https://sso.example.com/realms/highlight',
      clientId: 'front',
    });
    expect(
      parseAuthConfig({ issuer: 'http://localhost:3000/realms/highlight', clientId: 'front' }).clientId,
    ).toBe('front');
  });

  it.each([
    [null],
    ['front'],
    [{ clientId: 'front' }],
    [{ issuer: 'not a url', clientId: 'front' }],
    [{ issuer: 'javascript:alert(1)', clientId: 'front' }],
    [{ issuer: 'https://sso.example.com', clientId: '' }],
    [{ issuer: 'https://sso.example.com', clientId: '  ' }],
    [{ issuer: 'https://sso.example.com', clientId: 42 }],
  ])('refuses %j', (value) => {
    expect(() => parseAuthConfig(value)).toThrow(/GET \/api\/config/);
  });
});
