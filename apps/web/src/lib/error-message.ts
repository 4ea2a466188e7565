/**
 * spec §8: the web client shows the localised message of the `errors` catalogue for each error
 * code the API answers with (domain `errors.ts`), never the server's English text.
 */
import { ApiError } from './api.ts';

const ERROR_KEYS: Record<string, string> = {
  VALIDATION_FAILED: 'errors:validationFailed',
  UNAUTHENTICATED: 'errors:unauthenticated',
  FORBIDDEN: 'errors:forbidden',
  /** issue #26 §8: a person holding a staff role is a superadmin's alone. */
  STAFF_TARGET: 'errors:staffTarget',
  /** issue #26 §24: the email belongs to a deleted person; a superadmin restores them. */
  CANDIDATE_DELETED: 'errors:candidateDeleted',
  NOT_FOUND: 'errors:notFound',
  /** DESIGN.md account-creation email: the account has its password; no new link is sent. */
  ACCOUNT_ACTIVE: 'errors:accountActive',
  RESUME_VERSION_CONFLICT: 'errors:resumeConflict',
  AVATAR_LOCKED: 'errors:avatarLocked',
  RATE_LIMITED: 'errors:rateLimited',
  INTERNAL: 'errors:internal',
  /** issue #8: the document queue is full (429), or a document or CV took too long (503). */
  DOCUMENTS_BUSY: 'errors:documentsBusy',
  DOCUMENT_TIMEOUT: 'errors:documentTimeout',
  /** issue #28 §1, §6: a body past its bound (the CV import screen says the CV's own, 10 MB). */
  PAYLOAD_TOO_LARGE: 'errors:payloadTooLarge',
  /** issue #28 §6 "a failed parse says why in the user's language": POST /api/resume-imports. */
  CV_UNSUPPORTED: 'errors:cvUnsupported',
  CV_TOO_MANY_PAGES: 'errors:cvTooManyPages',
  CV_TOO_LARGE_UNCOMPRESSED: 'errors:cvTooLargeUncompressed',
  CV_SCRIPTED: 'errors:cvScripted',
  CV_ENCRYPTED: 'errors:cvEncrypted',
  CV_DAMAGED: 'errors:cvDamaged',
  CV_NO_TEXT: 'errors:cvNoText',
  CV_TOO_COMPLEX: 'errors:cvTooComplex',
};

/**
 * The catalogue key (`errors:…`) describing `error`: the key of its API code when known,
 * otherwise `errors:anErrorOccurred` (network failures, unexpected answers).
 */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) return ERROR_KEYS[error.code] ?? 'errors:anErrorOccurred';
  return 'errors:anErrorOccurred';
}
