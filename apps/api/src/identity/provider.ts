/**
 * The embedded OpenID Connect provider (DESIGN.md "Runtime shape", "Identity and access"):
 * `oidc-provider` mounted inside the Fastify app through `@fastify/middie`, at Keycloak-compatible
 * paths under the issuer `<publicUrl>/realms/highlight`, so that the SPA and the API work the same
 * against Keycloak in production:
 *
 * - `/.well-known/openid-configuration`, `/protocol/openid-connect/{auth,token,userinfo,logout,
 *   certs,revoke}` (OpenID Connect Core 1.0, RFC 6749, RFC 7009, RP-Initiated Logout 1.0);
 * - one public client `front` (PKCE S256 only, RFC 7636), refresh tokens without `offline_access`,
 *   rotated on every use;
 * - access tokens are RS256 JWTs (RFC 9068) for the resource `urn:highlight:api` (RFC 8707, chosen
 *   by default so that the SPA never sends `resource`), audience `highlight-api`, with Keycloak's
 *   claims: `realm_access.roles`, `email`, `given_name`, `family_name`, `preferred_username`, `azp`;
 * - lifetimes: access token 300 s; refresh token 30 min idle (10 h at most), or 30 days with
 *   "remember me"; token responses carry Keycloak's `refresh_expires_in`;
 * - the provider's own pages (login, sign-up, forgot password, new password) are Fastify routes
 *   of `./routes.ts`; state lives in PostgreSQL (`./adapter.ts`), keys in `app_secrets`.
 */
import type { IncomingMessage } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import Provider, {
  errors,
  interactionPolicy,
  type Account,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { OIDC_CLIENT_ID, PENDING_LOGIN_STATE_MINUTES } from '@highlight/domain/constants';
import type { Database } from '../db/client.ts';
import { DEFAULT_ACCESS_TOKEN_AUDIENCE } from '../token-claims.ts';
import { findActiveUser, type IdentityUser } from './accounts.ts';
import { createOidcAdapter, purgeExpiredOidcPayloads } from './adapter.ts';
import { guardProtocolRequest } from './input-guard.ts';
import { loadProviderSecrets, publicJwks, SIGNING_ALG } from './keys.ts';
import { resolveLocale } from './locale.ts';
import { backToAppLink, logoutPage, messagePage, t, type PageContext } from './pages.ts';
import { registerIdentityPages } from './routes.ts';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './lifetimes.ts';

/** RFC 8707 resource indicator of the Highlight API, the default resource of every token. */
export const API_RESOURCE = 'urn:highlight:api';
/** `aud` of the access tokens; the API checks it when it verifies a bearer token. */
export const ACCESS_TOKEN_AUDIENCE = DEFAULT_ACCESS_TOKEN_AUDIENCE;
/** Scopes the `front` client may request (and is granted without a consent screen). */
export const CLIENT_SCOPE = 'openid profile email';

export {
  ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_SESSION_LIFETIMES,
  REFRESH_IDLE_SECONDS,
  REMEMBER_ME_SECONDS,
  SESSION_MAX_SECONDS,
  type SessionLifetimes,
} from './lifetimes.ts';

/** Keycloak-compatible routes, relative to the issuer. */
export const OIDC_PATHS = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
  backchannel_authentication: '/protocol/openid-connect/ext/ciba/auth',
  device_authorization: '/protocol/openid-connect/auth/device',
  code_verification: '/protocol/openid-connect/device',
  registration: '/clients-registrations/openid-connect',
  challenge: '/protocol/openid-connect/challenge',
  credential: '/protocol/openid-connect/credential',
} as const;

export interface IdentityProviderOptions {
  db: Database;
  /** Exactly the `iss` of every token, e.g. `https://highlight.example/realms/highlight`. */
  issuer: string;
  /** Public base URL of the SPA (`<publicUrl>/auth/callback` is a redirect URI). */
  publicUrl: string;
  /** Extra SPA origins allowed to sign in, e.g. the Vite dev server `http://localhost:5173`. */
  devOrigins?: string[] | undefined;
  /**
   * True when TRUST_PROXY names the reverse proxies: only then does the provider read
   * `X-Forwarded-Proto` and `X-Forwarded-Host` (Koa `proxy`); default false.
   */
  behindProxy?: boolean | undefined;
  /** Token and session lifetimes; default `DEFAULT_SESSION_LIFETIMES` (short ones in the session journeys). */
  lifetimes?: SessionLifetimes | undefined;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Claims of a user, Keycloak style; the provider filters them by scope (see `claims` below). */
function accountClaims(user: IdentityUser) {
  return {
    sub: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    given_name: user.firstname,
    family_name: user.lastname,
    name: `${user.firstname} ${user.lastname}`,
    preferred_username: user.email,
    locale: user.userSettings.displayLanguage,
    realm_access: { roles: [...user.roles] },
  };
}

/** Which claims each scope releases (ID token and userinfo); roles come with `openid`. */
const SCOPE_CLAIMS = {
  openid: ['sub', 'realm_access'],
  profile: ['given_name', 'family_name', 'name', 'preferred_username', 'locale'],
  email: ['email', 'email_verified'],
} as const;

/**
 * Mounts the embedded OpenID Connect provider and its pages in `app` under the issuer's path
 * (`/realms/highlight`). Generates the signing and cookie keys on first start (kept in
 * `app_secrets`), stores provider state in `oidc_payloads`, and purges expired state hourly.
 * Registers `@fastify/middie` when `app` does not have it yet. Throws when the database cannot be
 * read or the configuration is invalid (e.g. a malformed `publicUrl`).
 */
export async function registerIdentityProvider(
  app: FastifyInstance,
  options: IdentityProviderOptions,
): Promise<void> {
  const { db } = options;
  const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  const issuer = trimSlash(options.issuer);
  const prefix = trimSlash(new URL(issuer).pathname);
  const appBases = [...new Set([options.publicUrl, ...(options.devOrigins ?? [])].map(trimSlash))];
  const allowedOrigins = new Set(appBases.map((base) => new URL(base).origin));
  const appHome = `${trimSlash(options.publicUrl)}/`;
  const secrets = await loadProviderSecrets(db);
  const localJwks = createLocalJWKSet(publicJwks(secrets.jwks));

  /** Per-request facts computed asynchronously and read by the synchronous TTL callbacks. */
  const rememberByRequest = new WeakMap<object, boolean>();
  const userByRequest = new WeakMap<object, IdentityUser>();

  const client: ClientMetadata = {
    client_id: OIDC_CLIENT_ID,
    client_name: 'Highlight',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: appBases.map((base) => `${base}/auth/callback`),
    post_logout_redirect_uris: appBases.map((base) => `${base}/`),
    scope: CLIENT_SCOPE,
  };

  const pageContext = (ctx: KoaContextWithOIDC): PageContext => ({
    locale: resolveLocale({
      lang: ctx.query.lang,
      cookieHeader: ctx.get('cookie'),
      uiLocales: ctx.oidc?.params?.ui_locales,
    }),
    prefix,
    url: `${prefix}${ctx.url}`,
  });

  const policy = interactionPolicy.base();
  // A session whose account vanished (soft-deleted user) must sign in again rather than fail.
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'account_gone',
        'the signed-in account no longer exists',
        (ctx) => Boolean(ctx.oidc.session?.accountId) && !ctx.oidc.account,
      ),
    );

  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    clients: [client],
    jwks: secrets.jwks,
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax', path: prefix || '/' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    routes: OIDC_PATHS,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: SCOPE_CLAIMS,
    // Keycloak puts the profile claims in the ID token too; the SPA reads them there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(pageContext(ctx), { form, auto: Boolean(ctx.oidc.params?.id_token_hint) });
        },
        postLogoutSuccessSource(ctx) {
          const page = pageContext(ctx);
          ctx.type = 'html';
          ctx.body = messagePage(page, {
            title: t(page.locale, 'logout.doneTitle'),
            message: t(page.locale, 'logout.done'),
            kind: 'success',
            links: [backToAppLink(appHome, page.locale)],
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        // oidc-provider passes `oneOf` (always an array) when a token could serve several resources.
        defaultResource: (_ctx, _client, oneOf) => oneOf?.[0] ?? API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: CLIENT_SCOPE,
            audience: ACCESS_TOKEN_AUDIENCE,
            accessTokenTTL: lifetimes.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}`,
    },
    async findAccount(ctx, sub, token): Promise<Account | undefined> {
      const user = await findActiveUser(db, sub);
      if (!user) return undefined;
      userByRequest.set(ctx, user);
      const sessionUid = (token as { sessionUid?: string } | undefined)?.sessionUid;
      if (ctx.oidc?.route === 'token' && sessionUid) {
        // "remember me" is the session's persistence; read here because TTL callbacks are sync.
        const session = await provider.Session.findByUid(sessionUid);
        rememberByRequest.set(ctx, session ? !session.transient : false);
      }
      return { accountId: user.id, claims: () => accountClaims(user) };
    },
    async extraTokenClaims(ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const user = userByRequest.get(ctx) ?? (await findActiveUser(db, accountId));
      if (!user) return undefined;
      const { sub: _sub, locale: _locale, ...claims } = accountClaims(user);
      // Issue #26 §6: the grant names the sign-in; the API refuses the token once it is revoked.
      const grantId = 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : undefined;
      return { ...claims, azp: token.clientId ?? OIDC_CLIENT_ID, ...(grantId ? { grant_id: grantId } : {}) };
    },
    // First-party client: grant its scopes without a consent screen (oidc-provider's recipe).
    async loadExistingGrant(ctx) {
      const { client: requester, session, account } = ctx.oidc;
      if (!requester || !session || !account) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(requester.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== account.accountId) grant = undefined;
      if (requester.clientId !== OIDC_CLIENT_ID) return grant;
      if (!grant)
        grant = new ctx.oidc.provider.Grant({ clientId: requester.clientId, accountId: account.accountId });
      const missing = [
        grant.getOIDCScopeFiltered(new Set(CLIENT_SCOPE.split(' '))),
        grant.getResourceScopeFiltered(API_RESOURCE, new Set(CLIENT_SCOPE.split(' '))),
      ];
      if (!grantId || missing.some((scope) => scope !== CLIENT_SCOPE)) {
        grant.addOIDCScope(CLIENT_SCOPE);
        grant.addResourceScope(API_RESOURCE, CLIENT_SCOPE);
        await grant.save();
      }
      return grant;
    },
    // Refresh tokens for the SPA without `offline_access` (Keycloak's behaviour).
    issueRefreshToken: (_ctx, requester) =>
      requester.clientId === OIDC_CLIENT_ID && requester.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: lifetimes.accessToken,
      AuthorizationCode: 60,
      IdToken: lifetimes.accessToken,
      Interaction: PENDING_LOGIN_STATE_MINUTES * 60,
      Grant: Math.max(lifetimes.rememberMe, lifetimes.sessionMax),
      Session: (_ctx, session) => (session.transient ? lifetimes.sessionMax : lifetimes.rememberMe),
      RefreshToken: (ctx, token) => {
        const remember = rememberByRequest.get(ctx) ?? false;
        const idle = remember ? lifetimes.rememberMe : lifetimes.refreshIdle;
        const max = remember ? lifetimes.rememberMe : lifetimes.sessionMax;
        const age = Math.floor(Date.now() / 1000) - (token.iiat ?? Math.floor(Date.now() / 1000));
        return Math.max(1, Math.min(idle, max - age));
      },
    },
    renderError(ctx, out) {
      const page = pageContext(ctx);
      ctx.type = 'html';
      ctx.body = messagePage(page, {
        title: t(page.locale, 'error.title'),
        message: t(page.locale, 'error.generic'),
        kind: 'error',
        detail: [out.error, out.error_description].filter(Boolean).join(': '),
        links: [backToAppLink(appHome, page.locale)],
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // A client could otherwise claim HTTPS (secure cookies) or another host with X-Forwarded-*.
  provider.proxy = options.behindProxy ?? false;

  // Keycloak-compatible extras around oidc-provider's own handling.
  provider.use(async (ctx, next) => {
    if (ctx.path === OIDC_PATHS.userinfo && (ctx.method === 'GET' || ctx.method === 'POST')) {
      if (await answerUserinfoWithJwt(ctx)) return;
    }
    await next();
    // Keycloak answers the token endpoint with `refresh_expires_in` (seconds); the SPA's session
    // popup (spec §4) reads it.
    const oidc = (ctx as KoaContextWithOIDC).oidc as KoaContextWithOIDC['oidc'] | undefined;
    const body = ctx.body as Record<string, unknown> | undefined;
    const refreshToken = oidc?.entities.RefreshToken;
    if (oidc?.route === 'token' && ctx.status === 200 && body?.refresh_token && refreshToken) {
      body.refresh_expires_in = refreshToken.remainingTTL;
    }
  });

  /**
   * oidc-provider's userinfo endpoint refuses JWT access tokens issued for a resource server
   * (they are not stored). Keycloak accepts its access tokens there, so a bearer JWT signed by
   * this issuer for the API audience is verified with jose and answered here, claims filtered by
   * the token's scope. Returns false to let oidc-provider handle anything else.
   */
  async function answerUserinfoWithJwt(ctx: Parameters<Parameters<Provider['use']>[0]>[0]): Promise<boolean> {
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(ctx.get('authorization'));
    if (!match?.[1]) return false;
    const origin = ctx.get('origin');
    if (origin && allowedOrigins.has(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.vary('Origin');
    }
    ctx.set('Cache-Control', 'no-store');
    try {
      const { payload } = await jwtVerify(match[1], localJwks, {
        issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        typ: 'at+jwt',
        algorithms: [SIGNING_ALG],
      });
      const user = typeof payload.sub === 'string' ? await findActiveUser(db, payload.sub) : undefined;
      if (!user) throw new Error('account not found');
      const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
      if (!scopes.has('openid')) throw new Error('openid scope missing');
      const claims: Record<string, unknown> = accountClaims(user);
      const released = new Set<string>(
        Object.entries(SCOPE_CLAIMS).flatMap(([scope, names]) => (scopes.has(scope) ? [...names] : [])),
      );
      ctx.body = Object.fromEntries(Object.entries(claims).filter(([name]) => released.has(name)));
    } catch {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token", error_description="invalid token provided"');
      ctx.body = { error: 'invalid_token', error_description: 'invalid token provided' };
    }
    return true;
  }

  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc-provider server error'));

  if (!app.hasPlugin('@fastify/middie')) await app.register(middie);
  const callback = provider.callback();
  /** Issue #26 §5: a NUL in a parameter gets 400 `invalid_request` here, never a 500 further in. */
  const guardOptions = {
    allowedOrigins,
    errorPage(req: IncomingMessage, query: Record<string, unknown>, detail: string) {
      const page: PageContext = {
        locale: resolveLocale({
          lang: query.lang,
          cookieHeader: req.headers.cookie,
          uiLocales: query.ui_locales,
        }),
        prefix,
        url: `${prefix}${OIDC_PATHS.authorization}`,
      };
      return messagePage(page, {
        title: t(page.locale, 'error.title'),
        message: t(page.locale, 'error.generic'),
        kind: 'error',
        detail,
        links: [backToAppLink(appHome, page.locale)],
      });
    },
    log(req: IncomingMessage, details: Record<string, unknown>) {
      ((req as { log?: FastifyBaseLogger }).log ?? app.log).warn(
        details,
        'parameter refused: unacceptable text',
      );
    },
  };
  // Only the protocol paths go to oidc-provider; the pages under the same prefix are Fastify routes.
  app.use(prefix || '/', (req, res, next) => {
    const path = req.url ?? '';
    if (path.startsWith('/.well-known/') || path.startsWith('/protocol/')) {
      guardProtocolRequest(req, res, guardOptions).then(
        (accepted) => {
          if (accepted) void callback(accepted, res);
        },
        // A client that went away while its body was read: nothing left to answer.
        () => res.destroy(),
      );
      return;
    }
    next();
  });

  await registerIdentityPages(app, { db, provider, issuer, prefix, appHome });

  await purgeExpiredOidcPayloads(db);
  const purge = setInterval(() => {
    purgeExpiredOidcPayloads(db).catch((error: unknown) => app.log.warn({ err: error }, 'oidc purge failed'));
  }, 3600 * 1000);
  purge.unref();
  app.addHook('onClose', () => clearInterval(purge));
}
