/**
 * The uploaded CV of `POST /api/resume-imports` (issue #28 §1, §3, §6): a multipart/form-data body
 * (RFC 7578) read by @fastify/multipart (busboy) within bounds — one part `file` of at most
 * `CV_IMPORT_MAX_BYTES`, and besides it at most `UPLOAD_FIELDS_MAX` small text fields, which are
 * ignored. The bytes stay in memory for the time of the request: never written to disk, never
 * logged, and neither are the file's name nor its declared type (a file name often holds the
 * person's name; the format is told by the bytes, ../../cv-import).
 */
import type { FastifyRequest } from 'fastify';
import { CV_IMPORT_MAX_BYTES } from '@highlight/domain/constants';
import { AppError } from '../../errors.ts';

/** Text fields accepted beside the file (a client may send its own, e.g. a batch row's number). */
export const UPLOAD_FIELDS_MAX = 5;
/** Bytes of one such field's value (longer ones are cut) and of any part's name. */
export const UPLOAD_FIELD_BYTES_MAX = 1024;
/**
 * What a multipart body holds besides the file's bytes: boundaries, part headers and the small
 * fields. A request whose `Content-Length` passes `CV_IMPORT_MAX_BYTES` plus this is refused
 * before a byte of it is read.
 */
export const UPLOAD_OVERHEAD_BYTES = 64 * 1024;

/** 413 naming the CV's bound, 10,240 KB (`errors.payloadTooLarge`). */
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'CV over its size', [], {
    maxRequestKilobytes: CV_IMPORT_MAX_BYTES / 1024,
  });

/** 400 on the `file` part: absent (`validation.required`) or not alone (`validation.invalidValue`). */
const badFile = (key: 'validation.required' | 'validation.invalidValue') =>
  new AppError('VALIDATION_FAILED', 'no single CV file in the body', [{ path: 'body.file', key }]);

/** @fastify/multipart's error for a file past `limits.fileSize`. */
const isFileTooLarge = (error: unknown) =>
  error instanceof Error && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The bytes of the request's one `file` part. Throws `AppError`: 413 `PAYLOAD_TOO_LARGE` when the
 * declared length or the file passes its bound (the parsing stops there); 400
 * `VALIDATION_FAILED` when the body is not multipart, holds no file part named `file`, a second
 * file, a file under another name, more fields than `UPLOAD_FIELDS_MAX`, or is malformed.
 */
export async function readCvUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badFile('validation.required');
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > CV_IMPORT_MAX_BYTES + UPLOAD_OVERHEAD_BYTES) throw tooLarge();
  let bytes: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: CV_IMPORT_MAX_BYTES,
        files: 1,
        fields: UPLOAD_FIELDS_MAX,
        fieldSize: UPLOAD_FIELD_BYTES_MAX,
        fieldNameSize: UPLOAD_FIELD_BYTES_MAX,
        parts: UPLOAD_FIELDS_MAX + 1,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw badFile('validation.invalidValue');
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isFileTooLarge(error)) throw tooLarge();
    // A second file (files limit), too many parts or fields, a malformed or truncated body. The
    // parser's errors carry the part (its file name): they end here, never logged nor rethrown.
    throw badFile('validation.invalidValue');
  }
  if (bytes === null) throw badFile('validation.required');
  return bytes;
}
