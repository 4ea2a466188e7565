/**
 * Authentication of API calls (spec §7: bearer Authorization header; DESIGN.md "Identity and
 * access": access tokens are JWTs verified with `jose` against the issuer's JWKS; roles come from
 * `realm_access.roles`). Deny by default: every route needs a valid token unless its route config
 * says `public: true`. Authorisation (who may do what) lives in each module's policy.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Role } from '@highlight/domain/roles';
import { ZRole } from '@highlight/domain/user';
import { AppError } from '../errors.ts';
import type { Database } from '../db/client.ts';
import { resolveTokenUser, type UserRow } from '../modules/users/repository.ts';
import type { SessionCheck, TokenClaims } from '../token-claims.ts';

/** What a verified access token says about its bearer. */
export type { TokenClaims } from '../token-claims.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on authenticated routes: the token's claims. */
    auth: TokenClaims | null;
    /** Set on authenticated routes: the caller's user row (never soft-deleted). */
    currentUser: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Route reachable without a token (health, client configuration). */
    public?: boolean;
  }
}

export interface AuthOptions {
  db: Database;
  issuer: string;
  /** `aud` required of access tokens (config `OIDC_AUDIENCE`, default `highlight-api`). */
  audience: string;
  /** Key source; defaults to the issuer's JWKS at `/protocol/openid-connect/certs` (Keycloak path). */
  keys?: JWTVerifyGetKey;
  /**
   * Issue #26 §6: with the embedded provider, every token must name its grant (`grant_id`) and the
   * grant must still be alive, so that a signed-out session's tokens stop working within seconds
   * rather than at their expiry. Absent: tokens are trusted until they expire (an external issuer).
   */
  sessions?: SessionCheck;
}

/**
 * The roles of `realm_access.roles` that the product knows, others ignored; null when the token has
 * no `realm_access.roles` array at all (issue #10 §1: such a token never changes stored roles).
 */
function realmRoles(payload: Record<string, unknown>): Role[] | null {
  const realmAccess = payload.realm_access as { roles?: unknown } | undefined;
  if (!Array.isArray(realmAccess?.roles)) return null;
  return realmAccess.roles.flatMap((role) => {
    const parsed = ZRole.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Asymmetric algorithms only: a token signed with a shared secret (HS256, `none`) is refused. */
const ACCESS_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'EdDSA',
];

/**
 * True for an access token: `typ: at+jwt` in the header (RFC 9068 §2.1, the embedded provider),
 * or Keycloak's `typ: "Bearer"` claim. Keycloak's ID tokens say `"ID"`, its refresh tokens
 * `"Refresh"`; the embedded provider's ID tokens carry no `at+jwt` header.
 */
function isAccessToken(headerTyp: string | undefined, payload: Record<string, unknown>): boolean {
  const typ = headerTyp?.toLowerCase();
  return typ === 'at+jwt' || typ === 'application/at+jwt' || payload.typ === 'Bearer';
}

/**
 * issue #30 §1: access tokens already verified, by their exact text, with their claims, until
 * their expiry: a person's calls within a token's lifetime (5 minutes with the embedded provider)
 * verify its signature once. Only a token that passed every check below is kept, and only until
 * its `exp`; a signed-out session is still refused at once (the session check runs on every call).
 * Bounded (least recently used out first, lru-cache).
 */
type VerifiedTokens = LRUCache<string, { claims: TokenClaims; expiresAt: number }>;
/** How many verified tokens are kept per process. */
export const VERIFIED_TOKENS_MAX = 5000;

/**
 * Reads and verifies the bearer token (issue #10 §1): signed by the issuer's keys with an
 * asymmetric algorithm, `iss` the issuer, `aud` including `audience`, `exp` present and not past
 * (5 s of clock tolerance), `sub` present, and an access token by its type. Throws
 * `UNAUTHENTICATED` otherwise; the reason goes to the debug log, never the token.
 */
async function verifyRequest(
  request: FastifyRequest,
  options: { issuer: string; audience: string; keys: JWTVerifyGetKey; verified: VerifiedTokens },
): Promise<TokenClaims> {
  const header = request.headers.authorization ?? '';
  // RFC 7235 §2.1: the scheme name is case-insensitive (`bearer`, `BEARER`).
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED');
  const token = match[1];
  const known = options.verified.get(token);
  if (known && Date.now() < known.expiresAt) return known.claims;
  try {
    const { payload, protectedHeader } = await jwtVerify(token, options.keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ACCESS_TOKEN_ALGORITHMS,
      requiredClaims: ['exp', 'sub'],
      clockTolerance: 5,
    });
    if (!isAccessToken(protectedHeader.typ, payload)) throw new Error('not an access token');
    if (typeof payload.sub !== 'string') throw new Error('sub is not a string');
    const claim = (name: string) => (typeof payload[name] === 'string' ? payload[name] : undefined);
    const claims: TokenClaims = {
      sub: payload.sub,
      roles: realmRoles(payload),
      email: claim('email'),
      emailVerified: typeof payload.email_verified === 'boolean' ? payload.email_verified : undefined,
      givenName: claim('given_name'),
      familyName: claim('family_name'),
      issuedAt: typeof payload.iat === 'number' ? payload.iat : undefined,
      grantId: claim('grant_id'),
    };
    // `exp` is required above; the same 5 s of tolerance as jwtVerify's.
    options.verified.set(token, { claims, expiresAt: ((payload.exp ?? 0) + 5) * 1000 });
    return claims;
  } catch (error) {
    request.log.debug(
      { reason: error instanceof Error ? error.message : 'invalid' },
      'access token rejected',
    );
    throw new AppError('UNAUTHENTICATED');
  }
}

export default fp(
  function authPlugin(app: FastifyInstance, options: AuthOptions) {
    const keys =
      options.keys ?? createRemoteJWKSet(new URL(`${options.issuer}/protocol/openid-connect/certs`));
    const verified: VerifiedTokens = new LRUCache({ max: VERIFIED_TOKENS_MAX });
    app.decorateRequest('auth', null);
    app.decorateRequest('currentUser', null);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.public) return;
      const claims = await verifyRequest(request, {
        issuer: options.issuer,
        audience: options.audience,
        keys,
        verified,
      });
      if (options.sessions && !(claims.grantId && (await options.sessions.isActive(claims.grantId)))) {
        request.log.debug({ reason: 'sign-in ended' }, 'access token rejected');
        throw new AppError('UNAUTHENTICATED');
      }
      const user = await resolveTokenUser(options.db, claims);
      if (!user) throw new AppError('UNAUTHENTICATED');
      request.auth = claims;
      request.currentUser = user;
      // Issue #10 §4: an account whose email is not confirmed is served nothing (told in its language).
      if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
    });
  },
  { name: 'auth' },
);

/** The caller, on a route that is not public. Throws when called on a public route. */
export function caller(request: FastifyRequest): { claims: TokenClaims; user: UserRow } {
  if (!request.auth || !request.currentUser) throw new AppError('UNAUTHENTICATED');
  return { claims: request.auth, user: request.currentUser };
}
