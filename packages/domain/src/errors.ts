/**
 * Error codes the API answers with (STYLE.md "named errors"). The web client maps each code to a
 * localised message of the `errors` catalogue (spec §8).
 *
 * Answer body: `{ code, message, details?, userId? }`, `message` localised, `details` listing
 * offending fields for 400, `userId` the person a 409 is about when the caller may read them.
 */
import { z } from 'zod';

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /**
   * issue #26 §8: a back-office action names a person holding a staff role (admin, human
   * resources, superadmin), dual-role or not: acting on them is a superadmin's alone.
   */
  STAFF_TARGET: 403,
  /** issue #10 §4: a self-registered account has not confirmed its email yet. */
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  /** issue #8 §9: ids of a ZIP that name no live user; the message lists them. */
  UNKNOWN_USERS: 404,
  RESUME_VERSION_CONFLICT: 409,
  /** issue #9: nobody soft-deletes their own account (they would lock themselves out). */
  CANNOT_DELETE_SELF: 409,
  AVATAR_LOCKED: 409,
  /**
   * spec §8 "candidate already exists": a live user holds the email; the answer's `userId` names
   * them for a caller allowed to read them (issue #28 §5).
   */
  CANDIDATE_EXISTS: 409,
  /**
   * issue #26 §24: the email belongs to a soft-deleted person, who cannot be added again; a
   * superadmin restores them (`POST /api/users/restore`).
   */
  CANDIDATE_DELETED: 409,
  /** issue #9: a superadmin never removes their own superadmin role (nobody could give it back). */
  CANNOT_DROP_OWN_SUPERADMIN: 409,
  /** issue #10 §8: only a soft-deleted person can be erased for good. */
  NOT_SOFT_DELETED: 409,
  /**
   * DESIGN.md `POST /api/users/{id}/account-email`: the account has its password already; a new
   * account-creation link would let whoever reads the mail set another one. The person signs in,
   * or asks for a reset from the sign-in page ("forgot password", spec §2).
   */
  ACCOUNT_ACTIVE: 409,
  NOT_ACCEPTABLE: 406,
  /** issue #28 §1: an upload over its bound (a CV over `CV_IMPORT_MAX_BYTES`, a request body). */
  PAYLOAD_TOO_LARGE: 413,
  /** issue #28 §1: an imported CV that is neither a PDF nor a DOCX (read from its bytes, not its name). */
  CV_UNSUPPORTED: 415,
  /** issue #28 §1: a CV longer than `CV_IMPORT_MAX_PAGES` pages (or its text, `CV_IMPORT_MAX_CHARACTERS`). */
  CV_TOO_MANY_PAGES: 422,
  /** issue #28 §1: a DOCX whose content inflates past `CV_IMPORT_MAX_UNCOMPRESSED_BYTES` (ZIP bomb). */
  CV_TOO_LARGE_UNCOMPRESSED: 422,
  /** issue #28 §1: a PDF carrying JavaScript (document, page or form actions); it is not read. */
  CV_SCRIPTED: 422,
  /** issue #28 §1: a PDF that needs a password to be opened. */
  CV_ENCRYPTED: 422,
  /** issue #28 §1: a PDF or DOCX its library cannot read (truncated, malformed). */
  CV_DAMAGED: 422,
  /** issue #28 §1: a CV with no text to read (an image scan). */
  CV_NO_TEXT: 422,
  /**
   * A CV whose structure asks for far more work than any real CV (docs/security.md "Uploaded
   * documents"): XML nested deeper than `CV_IMPORT_MAX_XML_DEPTH` or holding more than
   * `CV_IMPORT_MAX_XML_ELEMENTS` elements, PDF streams inflating past
   * `CV_IMPORT_MAX_PDF_INFLATED_BYTES`, pages drawing more than `CV_IMPORT_MAX_PDF_PAGE_OPERATORS`
   * operators (`CV_IMPORT_MAX_PDF_OPERATORS` in all).
   */
  CV_TOO_COMPLEX: 422,
  RATE_LIMITED: 429,
  /** issue #8: the document queue is full; `Retry-After` says when to come back. */
  DOCUMENTS_BUSY: 429,
  INTERNAL: 500,
  /** issue #9: with an external issuer, its own console sends account emails (adapter: issue #10). */
  ACCOUNT_EMAIL_EXTERNAL: 501,
  /** issue #9: with an external issuer and no admin adapter, users and roles live in its console. */
  IDENTITY_EXTERNAL: 501,
  /** issue #8: a document took longer than its time limit. */
  DOCUMENT_TIMEOUT: 503,
  /** issue #10 §7: Keycloak's Admin REST API did not answer or refused; nothing was changed. */
  IDENTITY_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** One offending field: its dotted path, the i18n key of the rule, the message in the reader's language. */
export const ZErrorDetail = z.object({ path: z.string(), key: z.string(), message: z.string() });
export const ZErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(ZErrorDetail).optional(),
  /**
   * The person the error is about, when the caller may read them (users policy) — issue #28 §5:
   * `CANDIDATE_EXISTS` names the live person holding the email, so HR can open that person
   * instead. Never given for a soft-deleted person (`CANDIDATE_DELETED`, issue #26 §24).
   */
  userId: z.uuid().optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
