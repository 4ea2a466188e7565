/**
 * Authentication of API calls (spec §7: bearer Authorization header; DESIGN.md "Identity and
 * access": access tokens are JWTs verified with `jose` against the issuer's JWKS; roles come from
 * `realm_access.roles`). Deny by default: every route needs a valid token unless its route config
 * says `public: true`. Authorisation (who may do what) lives in each module's policy.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ZRole, type Role } from '@highlight/domain/roles';
import { AppError } from '../errors.ts';
import type { Database } from '../db/client.ts';
import { resolveTokenUser, type UserRow } from '../modules/users/repository.ts';
import type { TokenClaims } from '../token-claims.ts';

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
  /** Key source; defaults to the issuer's JWKS at `/protocol/openid-connect/certs` (Keycloak path). */
  keys?: JWTVerifyGetKey;
}

/** The roles of `realm_access.roles` that the product knows; others are ignored. */
function realmRoles(payload: Record<string, unknown>): Role[] {
  const realmAccess = payload.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realmAccess?.roles) ? realmAccess.roles : [];
  return roles.flatMap((role) => {
    const parsed = ZRole.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Reads and verifies the bearer token; throws `UNAUTHENTICATED` when absent or invalid. */
async function verifyRequest(
  request: FastifyRequest,
  issuer: string,
  keys: JWTVerifyGetKey,
): Promise<TokenClaims> {
  const header = request.headers.authorization ?? '';
  // RFC 7235 §2.1: the scheme name is case-insensitive (`bearer`, `BEARER`).
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED');
  try {
    const { payload } = await jwtVerify(match[1], keys, { issuer, clockTolerance: 5 });
    if (typeof payload.sub !== 'string') throw new AppError('UNAUTHENTICATED');
    const claim = (name: string) => (typeof payload[name] === 'string' ? payload[name] : undefined);
    return {
      sub: payload.sub,
      roles: realmRoles(payload),
      email: claim('email'),
      givenName: claim('given_name'),
      familyName: claim('family_name'),
      issuedAt: typeof payload.iat === 'number' ? payload.iat : undefined,
    };
  } catch (error) {
    request.log.debug({ err: error }, 'access token rejected');
    throw new AppError('UNAUTHENTICATED');
  }
}

export default fp(
  function authPlugin(app: FastifyInstance, options: AuthOptions) {
    const keys =
      options.keys ?? createRemoteJWKSet(new URL(`${options.issuer}/protocol/openid-connect/certs`));
    app.decorateRequest('auth', null);
    app.decorateRequest('currentUser', null);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.public) return;
      const claims = await verifyRequest(request, options.issuer, keys);
      const user = await resolveTokenUser(options.db, claims);
      if (!user) throw new AppError('UNAUTHENTICATED');
      request.auth = claims;
      request.currentUser = user;
    });
  },
  { name: 'auth' },
);

/** The caller, on a route that is not public. Throws when called on a public route. */
export function caller(request: FastifyRequest): { claims: TokenClaims; user: UserRow } {
  if (!request.auth || !request.currentUser) throw new AppError('UNAUTHENTICATED');
  return { claims: request.auth, user: request.currentUser };
}
