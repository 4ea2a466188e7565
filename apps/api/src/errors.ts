/**
 * Typed application errors (STYLE.md "named errors"). Services throw `AppError`; the error plugin
 * maps the code to its HTTP status (domain `ERROR_STATUS`) and a localised message.
 */
import type { ErrorCode } from '@highlight/domain/errors';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details: { path: string; key: string }[] = [],
    /** Values of the localised message's placeholders (`{{ids}}`). */
    readonly values: Record<string, string | number> = {},
    /** The person the error is about, answered as `userId` (only for a caller who may read them). */
    readonly userId?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const forbidden = () => new AppError('FORBIDDEN');
export const notFound = () => new AppError('NOT_FOUND');
