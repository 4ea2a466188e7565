/**
 * What the API reads from a verified access token (spec §3 "Role set": realm roles of the token).
 * Its own module so that the auth plugin, which verifies tokens, and the users repository, which
 * matches them to users, both depend on it rather than on each other.
 */
import type { Role } from '@highlight/domain/roles';

/**
 * `aud` the API requires of access tokens (RFC 9068 §4), unless `OIDC_AUDIENCE` says otherwise.
 * The embedded provider issues its access tokens for it; Keycloak does through the audience mapper
 * of `deploy/keycloak/realm-highlight.json`. ID tokens (`aud` = the client id) never carry it.
 */
export const DEFAULT_ACCESS_TOKEN_AUDIENCE = 'highlight-api';

export interface TokenClaims {
  sub: string;
  /**
   * The product's roles among `realm_access.roles`; null when the token has no such claim (a client
   * scope left out, a token from another client): the call then holds no role, and the stored
   * roles stay as they are (issue #10 §1).
   */
  roles: Role[] | null;
  email: string | undefined;
  /** OIDC `email_verified`; undefined when the token does not say. */
  emailVerified: boolean | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  /** The token's `iat` (RFC 7519 §4.1.6), in seconds since the epoch; undefined when absent. */
  issuedAt: number | undefined;
  /**
   * The embedded provider's grant the token was issued under (claim `grant_id`, issue #26 §6): the
   * API refuses the token once that grant is gone (signed out). Undefined in other issuers' tokens.
   */
  grantId: string | undefined;
}

/**
 * Tells whether the sign-in behind an access token is still alive (issue #26 §6); the embedded
 * provider's implementation is `identity/session-check.ts`.
 */
export interface SessionCheck {
  /** True while the grant `grantId` exists and has not expired (answers may be cached briefly). */
  isActive(grantId: string): Promise<boolean>;
}
