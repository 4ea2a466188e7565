/**
 * Error codes the API answers with (STYLE.md "named errors"). The web client maps each code to a
 * localised message of the `errors` catalogue (spec §8).
 *
 * Answer body: `{ code, message, details? }`, `message` localised, `details` listing offending
 * fields for 400.
 */
import { z } from 'zod';

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RESUME_VERSION_CONFLICT: 409,
  AVATAR_LOCKED: 409,
  NOT_ACCEPTABLE: 406,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** One offending field: its dotted path, the i18n key of the rule, the message in the reader's language. */
export const ZErrorDetail = z.object({ path: z.string(), key: z.string(), message: z.string() });
export const ZErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(ZErrorDetail).optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
