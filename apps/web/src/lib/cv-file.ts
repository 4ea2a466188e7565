/**
 * What a CV picker accepts (issue #28 §1: a PDF or a DOCX of at most `CV_IMPORT_MAX_BYTES`), checked
 * in the browser before anything is sent; the server reads the bytes and decides for good.
 */
import { CV_IMPORT_MAX_BYTES } from '@highlight/domain/constants';

/** The `accept` of a CV file input: PDF and DOCX, by type and by extension. */
export const CV_ACCEPT =
  'application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx';

const MEGABYTE = 1024 * 1024;

/** `CV_IMPORT_MAX_BYTES` in megabytes, for messages. */
export const CV_MAX_MEGABYTES = CV_IMPORT_MAX_BYTES / MEGABYTE;

const CV_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/**
 * Why `file` cannot be sent as a CV: `type` when it is neither a PDF nor a DOCX (by its extension,
 * or its type when the name has none we know), `empty` for no bytes, `size` past
 * `CV_IMPORT_MAX_BYTES`; null when it may be sent.
 */
export function cvFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): 'type' | 'empty' | 'size' | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const known =
    extension === 'pdf' || extension === 'docx' || (extension === undefined && CV_TYPES.has(file.type));
  if (!known) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > CV_IMPORT_MAX_BYTES) return 'size';
  return null;
}
