// @vitest-environment node
/**
 * spec §8, issue #28 §6: every refusal `POST /api/resume-imports` answers with shows its own
 * localised message, never the generic one — the CV readers' codes, the upload's bound, the
 * document pool's, the rate limit's.
 */
import { ERROR_STATUS, type ErrorCode } from '@highlight/domain/errors';
import { translate } from '@highlight/domain/i18n';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { errorMessageKey } from './error-message.ts';

/** What the CV import answers besides 200 (apps/api/src/modules/resume-imports). */
const CV_IMPORT_CODES: ErrorCode[] = [
  ...(Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => code.startsWith('CV_')),
  'PAYLOAD_TOO_LARGE',
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'DOCUMENTS_BUSY',
  'DOCUMENT_TIMEOUT',
  'INTERNAL',
];

const keyOf = (code: ErrorCode) => errorMessageKey(new ApiError(ERROR_STATUS[code], code, ''));

describe('the CV import’s error messages (issue #28 §6)', () => {
  it.each(CV_IMPORT_CODES)('%s has its own message, in French and in English', (code) => {
    const key = keyOf(code);
    expect(key).not.toBe('errors:anErrorOccurred');
    for (const locale of ['fr', 'en'] as const) {
      const message = translate(locale, key.replace(':', '.'));
      expect(message).not.toBe(key.replace(':', '.'));
      expect(message).not.toMatch(/\{\{/);
    }
  });
});
