/**
 * The Highlight server as one Fastify app (DESIGN.md "Runtime shape"): the JSON API under `/api`
 * (OpenAPI at `/api/docs`), the embedded OpenID Connect provider under `/realms/highlight`, and
 * the built React app at `/`. Plugins load in the order external → app → routes (STYLE.md).
 */
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { JWTVerifyGetKey } from 'jose';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OIDC_CLIENT_ID, REQUEST_BODY_MAX_BYTES } from '@highlight/domain/constants';
import { DEFAULT_SERVER_TIMEOUTS, type AppConfig, type ServerTimeouts } from './config.ts';
import { createContext, type AppContext } from './context.ts';
import { createSearchCache } from './modules/search/cache.ts';
import type { Database } from './db/client.ts';
import { createDocuments, defaultDocumentsConfig, type DocumentsConfig } from './documents/index.ts';
import { registerIdentityProvider } from './identity/provider.ts';
import {
  embeddedIdentityAdmin,
  externalIdentityAdmin,
  keycloakIdentityAdmin,
  type IdentityAdmin,
} from './identity-admin/index.ts';
import { AccessLogController, loggerOptions, type LoggerSettings } from './logging.ts';
import authPlugin from './plugins/auth.ts';
import jsonBodyPlugin from './plugins/json-body.ts';
import { createSessionCheck } from './identity/session-check.ts';
import inputPlugin from './plugins/input.ts';
import { DEFAULT_ACCESS_TOKEN_AUDIENCE } from './token-claims.ts';
import errorsPlugin from './plugins/errors.ts';
import { CLIENT_LEFT } from './plugins/client-gone.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { rolesRoutes } from './modules/roles/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { clientRequestsRoutes } from './modules/client-requests/routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import {
  resumeImportsRoutes,
  CV_IMPORT_RATES,
  withCvUploadBody,
  type CvImportRates,
} from './modules/resume-imports/routes.ts';
import { resumesRoutes } from './modules/resumes/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { bulkContext } from './plugins/bulk-context.ts';
import { readRouting } from './plugins/read-routing.ts';
import type { ReadReplicas } from './db/replicas.ts';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'publicUrl' | 'issuer' | 'embeddedIdentity' | 'webDist'> &
    Partial<Pick<AppConfig, 'audience' | 'keycloakAdmin' | 'sessionLifetimes'>>;
  db: Database;
  /** Token key source override (tests); default: the issuer's JWKS. */
  keys?: JWTVerifyGetKey;
  /** Log level (and a stream in tests); the lines are shaped by `./logging.ts`. Default: no log. */
  logger?: LoggerSettings;
  /**
   * Extra origins allowed to sign in through the embedded provider (the Vite dev server), config
   * `devOrigins`: empty unless NODE_ENV=development. Registered as redirect URIs and in the CSP.
   */
  devOrigins?: string[];
  /**
   * How long a client may take to send its headers, then its whole request (config
   * `HEADERS_TIMEOUT_MS`, `REQUEST_TIMEOUT_MS`); past it Node closes the connection with 408.
   * Default: `DEFAULT_SERVER_TIMEOUTS`.
   */
  timeouts?: ServerTimeouts;
  /** Fastify `trustProxy` (config `TRUST_PROXY`); default false: the socket's peer is the client. */
  trustProxy?: false | string[];
  /** Requests per minute per client before 429 (default 600). */
  rateLimitPerMinute?: number;
  /**
   * Issue #28 §3: CV imports per account per minute before 429, back office and collaborators
   * (config `CV_IMPORTS_PER_MINUTE`, `CV_IMPORTS_PER_MINUTE_COLLABORATOR`; default
   * `CV_IMPORT_RATES`, 60 and 5; three times as many per address).
   */
  cvImportsPerMinute?: Partial<CvImportRates>;
  /**
   * Issue #10 §10: the Redis client (ioredis) where every API process counts the rate limits
   * together (config `REDIS_URL`); default: this process's memory. The caller closes it.
   */
  redis?: Redis;
  /**
   * issue #30 §1: dashboard searches kept per database (config `SEARCH_CACHE_ENTRIES`, default
   * `SEARCH_CACHE_ENTRIES`); 0 computes every search.
   */
  searchCacheEntries?: number;
  /**
   * issue #30 §3: streaming replicas serving the reads of the routes marked `reads: 'replica'`
   * (config `DATABASE_READ_URL`, `db/replicas.ts`); the caller closes them. Default: none.
   */
  readReplicas?: ReadReplicas;
  /** Document workers, queue, time limit, cache and branding (default `defaultDocumentsConfig()`). */
  documents?: Partial<DocumentsConfig>;
  /** Identity administration override (tests); default: the embedded or the external adapter. */
  identityAdmin?: IdentityAdmin;
  /**
   * Issue #26 §6: refuse an access token once its sign-in has ended (`identity/session-check.ts`).
   * Default: on with the embedded provider (`ttlMs` default 2 s), off with an external issuer.
   * Tests whose tokens are signed by a local key (no grant) turn it off.
   */
  sessionCheck?: boolean | { ttlMs: number };
}

/**
 * Browser features no Highlight page uses, denied to the page and anything it embeds (issue #10 §5;
 * W3C Permissions Policy). Clipboard writes stay allowed: the back office copies file URLs.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), ' +
  'gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()';

/** HSTS for a year, subdomains included (RFC 6797), sent only over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths the rate limit applies to: the JSON API and the embedded identity provider. */
export function isRateLimited(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/realms/');
}

/**
 * The identity-admin adapter the configuration names (DESIGN.md "Identity and access"): the
 * embedded provider's, Keycloak's when `KEYCLOAK_ADMIN_*` is set, else none (the external
 * provider's console does the work).
 */
export function identityAdminFor(config: BuildAppOptions['config'], db: Database): IdentityAdmin {
  if (config.embeddedIdentity) return embeddedIdentityAdmin(config.issuer);
  if (!config.keycloakAdmin) return externalIdentityAdmin();
  return keycloakIdentityAdmin(
    { ...config.keycloakAdmin, appClientId: OIDC_CLIENT_ID, appUrl: config.publicUrl },
    db,
  );
}

/** Builds the app without listening; `app.ready()` or `listen()` next. */
export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, db } = options;
  const timeouts = options.timeouts ?? DEFAULT_SERVER_TIMEOUTS;
  const app = Fastify({
    logger: options.logger
      ? loggerOptions(options.logger)
      : process.env.DBG
        ? loggerOptions({ level: 'error' })
        : false,
    // The client address (rate limits, logs) is the socket's peer unless TRUST_PROXY names the
    // proxies allowed to say otherwise: a client cannot pick its own X-Forwarded-For.
    trustProxy: options.trustProxy ?? false,
    // issue #8 §2: every input is bounded; a larger body gets 413 PAYLOAD_TOO_LARGE.
    bodyLimit: REQUEST_BODY_MAX_BYTES,
    // Every input is bounded in time too: a client trickling its headers or body is cut with 408
    // (Node's http server; `connectionsCheckingInterval` is how often it looks, so a timeout
    // fires within a second of its due time instead of Node's default 30 s).
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    // One access line per request rather than Fastify's two: half the logging work.
    logController: new AccessLogController(),
    // spec §7 writes `GET /users/?q=`: every path answers with or without its trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const documentsConfig = { ...defaultDocumentsConfig(), ...options.documents };
  const identityAdmin = options.identityAdmin ?? identityAdminFor(config, db);
  const ctx = createContext(
    db,
    config,
    (reference) => createDocuments(documentsConfig, reference),
    identityAdmin,
    createSearchCache(options.searchCacheEntries),
  );
  app.addHook('onClose', () => ctx.documents.close());
  const sessionCheckOption = options.sessionCheck ?? config.embeddedIdentity;
  const sessionCheck = sessionCheckOption === true ? {} : sessionCheckOption || undefined;
  const signInOrigins = [new URL(config.publicUrl).origin, ...(options.devOrigins ?? [])];

  // Helmet's middleware built once (issue #10 §11: `@fastify/helmet` rebuilt it for every request,
  // parsing the whole configuration each time), then applied to every response.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", new URL(config.issuer).origin],
        formAction: ["'self'", ...signInOrigins],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS is added below, and only to responses that travelled over HTTPS (RFC 6797 §7.2).
    strictTransportSecurity: false,
  });
  // issue #30 §2: the database calls of a bulk route (documents, imports, campaigns) wait for the
  // interactive ones on PGlite's one connection (db/fair-share.ts).
  app.addHook('onRequest', bulkContext);
  // issue #30 §3: routes marked `reads: 'replica'` read from a replica, and writers read their own writes.
  if (options.readReplicas) await readRouting(app, options.readReplicas);
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    done();
  });
  // A request whose client left before anything looked at it (its socket gone, so no address:
  // @fastify/rate-limit's key would read an undefined `request.ip` and throw) is dropped here, before
  // the rate limit: nobody to answer, no work to do for it (plugins/client-gone.ts).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.socket?.destroyed !== true && request.ip !== undefined) return done();
    request.log.debug({ url: request.routeOptions.url }, CLIENT_LEFT);
    reply.hijack();
    reply.raw.destroy();
  });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 600,
    // Shared by every instance when Redis is configured; a Redis outage lets requests through
    // (logged) rather than refusing everyone.
    ...(options.redis ? { redis: options.redis, nameSpace: 'highlight-rate-limit:', skipOnError: true } : {}),
    timeWindow: '1 minute',
    // Only the API and the sign-in endpoints count: one page load fetches dozens of the web app's
    // static files, and an office behind one address would otherwise share a tiny budget.
    allowList: (request) => !isRateLimited(request.url),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Highlight API', version: '0.1.0', description: 'Skills files and their back office' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // A route that reads a multipart upload itself declares no body to Fastify: its body is added here.
    transformObject: (documents) =>
      'openapiObject' in documents ? withCvUploadBody(documents.openapiObject) : documents.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(errorsPlugin);
  // issue #26 §1: every route's JSON body measured before it is parsed (the identity pages' too).
  await app.register(jsonBodyPlugin);

  if (config.embeddedIdentity) {
    await registerIdentityProvider(app, {
      db,
      issuer: config.issuer,
      publicUrl: config.publicUrl,
      devOrigins: options.devOrigins ?? [],
      behindProxy: Array.isArray(options.trustProxy) && options.trustProxy.length > 0,
      lifetimes: config.sessionLifetimes,
    });
  }

  await app.register(
    async (api) => {
      // issue #11 §6: the API's answers compressed by the request's Accept-Encoding (brotli at
      // quality 4, gzip), the lists and the current user's file being a page's largest downloads
      // after its code. Over 1 KiB only; PDF, DOCX and ZIP are compressed already (mime-db), so
      // they pass as they are. Above a few KiB the work runs on libuv's threads, not the event loop
      // (@fastify/compress `syncThreshold`). Compressed request bodies are not accepted: the body
      // limit counts what arrives, and a small compressed body could unfold far past it.
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        globalDecompression: false,
      });
      await api.register(inputPlugin);
      await api.register(authPlugin, {
        db,
        issuer: config.issuer,
        audience: config.audience ?? DEFAULT_ACCESS_TOKEN_AUDIENCE,
        ...(options.keys ? { keys: options.keys } : {}),
        ...(sessionCheck ? { sessions: createSessionCheck(db, sessionCheck) } : {}),
      });
      systemRoutes(api, ctx);
      usersRoutes(api, ctx);
      resumesRoutes(api, ctx);
      resumeImportsRoutes(api, ctx, { perMinute: { ...CV_IMPORT_RATES, ...options.cvImportsPerMinute } });
      referenceRoutes(api, ctx);
      auditRoutes(api, ctx);
      searchRoutes(api, ctx);
      clientRequestsRoutes(api, ctx);
      inventoryRoutes(api, ctx);
      rolesRoutes(api, ctx);
      privacyRoutes(api, ctx);
    },
    { prefix: '/api' },
  );

  const hasWeb = existsSync(join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // issue #11 §6: the build's .br and .gz copies, chosen by Accept-Encoding (Vary set).
      preCompressed: true,
      // Vite names the built files by content hash (/assets/index-abc123.js): browsers keep them.
      setHeaders: (reply, path) => {
        const cache = /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
        void reply.header('Cache-Control', cache);
      },
    });
  }
  // Client-side routes (/home, /takeoff/3…) get the React app; unknown API paths get JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const isApi = isRateLimited(request.url) || request.url === '/api' || request.url === '/realms';
    // issue #11 §6: HEAD answers wherever GET does.
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
  });
  return { app, ctx };
}
