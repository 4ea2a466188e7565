/**
 * spec §9 business constants, each as the spec states it, and the request body bound of
 * docs/decisions.md "Bounds of a skills file" (a body above 1 MiB answers 413).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  DIPLOMA_TEXT_CAP,
  DIPLOMA_TEXT_TRUNCATE_TO,
  EXPERIENCE_CONTEXT_MAX,
  FALLBACK_LOCALE,
  JOB_NAME_MAX,
  LOCALES,
  LOGIN_ADMIN_REDIRECT_MS,
  MAX_EXPERIENCE_MONTHS,
  MAX_EXPERIENCE_YEARS,
  MAX_JOBS,
  OIDC_CLIENT_ID,
  OIDC_REALM,
  OUTDATED_AFTER_MONTHS,
  PENDING_LOGIN_STATE_MINUTES,
  PKCE_VERIFIER_LENGTH,
  PROJECT_DESCRIPTION_MAX,
  REQUEST_BODY_MAX_BYTES,
  RESET_LINK_VALIDITY_HOURS,
  SELECTION_LIMIT,
  SESSION_CHECK_INTERVAL_SECONDS,
  SESSION_POPUP_THRESHOLD_SECONDS,
  TOAST_MS,
  TOKEN_REFRESH_MARGIN_SECONDS,
} from './constants.ts';

describe('spec §9 constants', () => {
  it.each([
    ['selection limit: 50 files', SELECTION_LIMIT, 50],
    ['password reset link valid 12 hours', RESET_LINK_VALIDITY_HOURS, 12],
    ['file outdated after 6 months', OUTDATED_AFTER_MONTHS, 6],
    ['token refresh margin 5 s', TOKEN_REFRESH_MARGIN_SECONDS, 5],
    ['session popup at 180 s or less', SESSION_POPUP_THRESHOLD_SECONDS, 180],
    ['checked every 120 s', SESSION_CHECK_INTERVAL_SECONDS, 120],
    ['pending login state kept 60 minutes', PENDING_LOGIN_STATE_MINUTES, 60],
    ['PKCE verifier 96 characters', PKCE_VERIFIER_LENGTH, 96],
    ['max 600 months of experience', MAX_EXPERIENCE_MONTHS, 600],
    ['max 50 years of experience', MAX_EXPERIENCE_YEARS, 50],
    ['max 3 professions', MAX_JOBS, 3],
    ['job name 70 characters', JOB_NAME_MAX, 70],
    ['title and school cap 200', DIPLOMA_TEXT_CAP, 200],
    ['truncated to 199 characters (spec §5)', DIPLOMA_TEXT_TRUNCATE_TO, 199],
    ['project description counter 200', PROJECT_DESCRIPTION_MAX, 200],
    ['experience description counter 90', EXPERIENCE_CONTEXT_MAX, 90],
  ])('%s', (_rule, value, expected) => {
    expect(value).toBe(expected);
  });

  it('toasts last 3, 5 or 20 s; the phone redirect waits 3 or 5 s', () => {
    expect(TOAST_MS).toEqual({ short: 3000, medium: 5000, long: 20000 });
    expect(LOGIN_ADMIN_REDIRECT_MS).toEqual({ withPhone: 3000, withoutPhone: 5000 });
  });

  it('signs on to the realm "highlight" with the client "front"', () => {
    expect(OIDC_REALM).toBe('highlight');
    expect(OIDC_CLIENT_ID).toBe('front');
  });

  it('speaks French by default and falls back to English', () => {
    expect(LOCALES).toEqual(['fr', 'en']);
    expect(DEFAULT_LOCALE).toBe('fr');
    expect(FALLBACK_LOCALE).toBe('en');
  });
});

describe('REQUEST_BODY_MAX_BYTES (docs/decisions.md)', () => {
  it('is 1 MiB: 1,048,576 bytes', () => {
    expect(REQUEST_BODY_MAX_BYTES).toBe(1_048_576);
  });
});
