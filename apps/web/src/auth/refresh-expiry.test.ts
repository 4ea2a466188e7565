/**
 * spec §4 session popup input: the refresh token's remaining lifetime.
 */
import { describe, expect, it } from 'vitest';
import { clearRefreshExpiry, recordRefreshExpiry, refreshSecondsLeft } from './refresh-expiry.ts';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('refresh token expiry', () => {
  it('counts down from the refresh_expires_in of the last token response', () => {
    recordRefreshExpiry({ refresh_expires_in: 1800 }, 1_000);
    expect(refreshSecondsLeft('opaque', 1_000)).toBe(1800);
    expect(refreshSecondsLeft('opaque', 2_700)).toBe(100);
  });

  it('falls back to the exp of a JWT refresh token, and is unknown for an opaque one', () => {
    clearRefreshExpiry();
    const jwt = `${base64url({ alg: 'none' })}.${base64url({ exp: 5_000 })}.sig`;
    expect(refreshSecondsLeft(jwt, 4_900)).toBe(100);
    expect(refreshSecondsLeft('opaque', 4_900)).toBeNull();
  });

  it('forgets the record when a response has no lifetime (offline token)', () => {
    recordRefreshExpiry({ refresh_expires_in: 60 }, 0);
    recordRefreshExpiry({ refresh_expires_in: 0 }, 0);
    expect(refreshSecondsLeft(undefined, 0)).toBeNull();
  });
});
