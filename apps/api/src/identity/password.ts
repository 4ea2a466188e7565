/**
 * Password hashing for the embedded identity provider: argon2id (DESIGN.md "Identity"), through
 * the prebuilt N-API package `@node-rs/argon2` (no node-gyp build). OWASP parameters:
 * 19 MiB memory, 2 iterations, 1 lane.
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id PHC string for `plain` (random salt each call). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** True when `plain` matches the PHC string `passwordHash`; false on any malformed hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

/**
 * spec §5 password rule: at least 8 characters with 1 lowercase, 1 uppercase, 1 digit and 1 special
 * character from `#?!@$%^&*-`. The message key is `identity.password.rule`.
 */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,}$/;

/** True when `plain` satisfies the spec §5 password rule ({@link PASSWORD_RULE}). */
export function isStrongPassword(plain: string): boolean {
  return PASSWORD_RULE.test(plain);
}
