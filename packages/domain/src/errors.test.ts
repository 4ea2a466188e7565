/** The API's error codes and their HTTP statuses (spec §8, STYLE.md "named errors"). */
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, ZErrorResponse } from './errors.ts';

describe('ERROR_STATUS', () => {
  it('answers each code with its status', () => {
    expect(ERROR_STATUS).toEqual({
      VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      STAFF_TARGET: 403,
      EMAIL_NOT_VERIFIED: 403,
      NOT_FOUND: 404,
      UNKNOWN_USERS: 404,
      RESUME_VERSION_CONFLICT: 409,
      CANNOT_DELETE_SELF: 409,
      AVATAR_LOCKED: 409,
      CANDIDATE_EXISTS: 409,
      CANDIDATE_DELETED: 409,
      CANNOT_DROP_OWN_SUPERADMIN: 409,
      NOT_SOFT_DELETED: 409,
      ACCOUNT_ACTIVE: 409,
      NOT_ACCEPTABLE: 406,
      PAYLOAD_TOO_LARGE: 413,
      CV_UNSUPPORTED: 415,
      CV_TOO_MANY_PAGES: 422,
      CV_TOO_LARGE_UNCOMPRESSED: 422,
      CV_SCRIPTED: 422,
      CV_ENCRYPTED: 422,
      CV_DAMAGED: 422,
      CV_NO_TEXT: 422,
      CV_TOO_COMPLEX: 422,
      RATE_LIMITED: 429,
      DOCUMENTS_BUSY: 429,
      INTERNAL: 500,
      ACCOUNT_EMAIL_EXTERNAL: 501,
      IDENTITY_EXTERNAL: 501,
      DOCUMENT_TIMEOUT: 503,
      IDENTITY_UNAVAILABLE: 503,
    });
  });
});

describe('ZErrorResponse (spec §8)', () => {
  it('accepts a code and a message, with or without the offending fields', () => {
    expect(ZErrorResponse.parse({ code: 'NOT_FOUND', message: 'Introuvable' })).toEqual({
      code: 'NOT_FOUND',
      message: 'Introuvable',
    });
    const details = [{ path: 'phone', key: 'validation.phone', message: 'Numéro invalide' }];
    expect(ZErrorResponse.parse({ code: 'VALIDATION_FAILED', message: 'x', details }).details).toEqual(
      details,
    );
  });

  it('refuses an answer without a code or a message, or with an incomplete detail', () => {
    expect(ZErrorResponse.safeParse({ message: 'x' }).success).toBe(false);
    expect(ZErrorResponse.safeParse({ code: 'INTERNAL' }).success).toBe(false);
    expect(ZErrorResponse.safeParse({ code: 1, message: 'x' }).success).toBe(false);
    for (const detail of [
      { key: 'k', message: 'm' },
      { path: 'p', message: 'm' },
      { path: 'p', key: 'k' },
    ]) {
      expect(ZErrorResponse.safeParse({ code: 'X', message: 'x', details: [detail] }).success).toBe(false);
    }
  });
});
