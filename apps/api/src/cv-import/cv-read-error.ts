/**
 * Why a CV could not be read (issue #28 §1, §6: "a failed parse says why in the user's language"):
 * the API error code the readers' refusal becomes, each with its message in the `errors` catalogue
 * (spec §8) in French and English.
 * Thrown by the readers; the document worker sends the code back as data (an `Error` loses its class
 * crossing threads) and `Documents.importCv` turns it into the localised `AppError`.
 */
import type { ErrorCode } from '@highlight/domain/errors';

export type CvReadErrorCode = Extract<
  ErrorCode,
  | 'PAYLOAD_TOO_LARGE'
  | 'CV_UNSUPPORTED'
  | 'CV_TOO_MANY_PAGES'
  | 'CV_TOO_LARGE_UNCOMPRESSED'
  | 'CV_SCRIPTED'
  | 'CV_ENCRYPTED'
  | 'CV_DAMAGED'
  | 'CV_NO_TEXT'
  | 'CV_TOO_COMPLEX'
>;

/** A CV refused by a reader; `message` is for the log and names nothing of the file's content. */
export class CvReadError extends Error {
  readonly code: CvReadErrorCode;

  constructor(code: CvReadErrorCode, message: string = code) {
    super(message);
    this.name = 'CvReadError';
    this.code = code;
  }
}
