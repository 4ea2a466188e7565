/**
 * What the API reads from a verified access token (spec §3 "Role set": realm roles of the token).
 * Its own module so that the auth plugin, which verifies tokens, and the users repository, which
 * matches them to users, both depend on it rather than on each other.
 */
import type { Role } from '@highlight/domain/roles';

export interface TokenClaims {
  sub: string;
  roles: Role[];
  email: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  /** The token's `iat` (RFC 7519 §4.1.6), in seconds since the epoch; undefined when absent. */
  issuedAt: number | undefined;
}
