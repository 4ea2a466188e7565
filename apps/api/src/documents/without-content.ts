/**
 * issue #28 §6 "the log names no person": an error thrown while a CV is imported reaches the log
 * (a 500) as its kind and where it was thrown, never its message, which may quote the CV (a
 * value a parser choked on, a name, an address).
 */

/**
 * A plain `Error` saying that the import failed and which kind of error `error` was, with the
 * stack frames of `error` (function names, files and lines: code, not content) and none of its
 * message or properties.
 */
export function withoutContent(error: unknown): Error {
  const kind = error instanceof Error ? error.name : typeof error;
  const safe = new Error(`CV import failed (${kind}); its message is not logged: it may quote the CV`);
  const frames =
    error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)) : [];
  safe.stack = [`Error: ${safe.message}`, ...frames].join('\n');
  return safe;
}
