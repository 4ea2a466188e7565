/**
 * Run-time configuration from environment variables (README "Configuration"). Every variable has
 * an embedded default so that `npm start` works on a fresh machine.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultDocumentsConfig, defaultImportWorkers, type DocumentsConfig } from './documents/index.ts';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './identity/lifetimes.ts';
import { CV_IMPORT_RATES, type CvImportRates } from './modules/resume-imports/rate-limit.ts';
import { DEFAULT_ACCESS_TOKEN_AUDIENCE } from './token-claims.ts';

/** `HEADERS_TIMEOUT_MS` and `REQUEST_TIMEOUT_MS`, in milliseconds; headers never longer than the request. */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
}

/** The defaults of `HEADERS_TIMEOUT_MS` and `REQUEST_TIMEOUT_MS` (README "Configuration"). */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 60_000 };

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public base URL of the app as browsers reach it; the embedded issuer lives under it. */
  PUBLIC_URL: z.url().optional(),
  /** `postgres://…` for PostgreSQL; unset for embedded PGlite in DATA_DIR; `memory://` for tests. */
  DATABASE_URL: z.string().optional(),
  /**
   * issue #30 §3: PostgreSQL streaming replicas (`postgres://…`, comma-separated) serving the
   * search, the list, the Inventory and the documents' reads; needs DATABASE_URL on PostgreSQL.
   */
  DATABASE_READ_URL: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\/\S+$/)).max(16)),
  DATA_DIR: z.string().default('./data'),
  /** External OIDC issuer (e.g. Keycloak realm URL); unset runs the embedded provider. */
  OIDC_ISSUER: z.url().optional(),
  /** `aud` the API requires of access tokens (RFC 9068); the embedded provider issues this one. */
  OIDC_AUDIENCE: z.string().trim().min(1).max(200).default(DEFAULT_ACCESS_TOKEN_AUDIENCE),
  /**
   * Issue #10 §7: the confidential client of the `OIDC_ISSUER` Keycloak realm whose service
   * account administers its users (README "Keycloak"); both set → the Keycloak adapter.
   */
  KEYCLOAK_ADMIN_CLIENT_ID: z.string().trim().min(1).max(255).optional(),
  KEYCLOAK_ADMIN_CLIENT_SECRET: z.string().min(1).max(1000).optional(),
  /** Keycloak's base URL when it differs from the issuer's (default: the issuer up to `/realms/`). */
  KEYCLOAK_ADMIN_URL: z.url().optional(),
  /**
   * Issue #10 §9: the embedded provider's lifetimes in seconds (Keycloak's Access Token Lifespan,
   * SSO Session Idle, SSO Session Max, Remember Me); the session journeys run with short ones.
   */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(86_400).default(DEFAULT_SESSION_LIFETIMES.accessToken),
  SESSION_IDLE_TTL: z.coerce
    .number()
    .int()
    .min(10)
    .max(31_536_000)
    .default(DEFAULT_SESSION_LIFETIMES.refreshIdle),
  SESSION_MAX_TTL: z.coerce
    .number()
    .int()
    .min(10)
    .max(31_536_000)
    .default(DEFAULT_SESSION_LIFETIMES.sessionMax),
  REMEMBER_ME_TTL: z.coerce
    .number()
    .int()
    .min(10)
    .max(31_536_000)
    .default(DEFAULT_SESSION_LIFETIMES.rememberMe),
  /** `true` loads the demo data even on PostgreSQL; default: only on the embedded database. */
  SEED_DEMO: z.enum(['true', 'false', 'auto']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app served at `/`. */
  WEB_DIST: z.string().optional(),
  /**
   * The reverse proxies whose `X-Forwarded-For` names the client (Fastify `trustProxy`): unset, the
   * client is the socket's peer and the header is ignored; else a comma-separated list of
   * addresses or CIDR ranges (`10.0.0.1,192.168.0.0/16`).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*$/)
    .optional(),
  /**
   * Issue #10 §10: a Redis server (`redis://host:6379`, `rediss://…` for TLS) where every API
   * process counts the rate limits together; unset, each process counts in its own memory.
   */
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/\S+$/)
    .optional(),
  /**
   * Milliseconds a client has to send a request's headers, then its whole request, before the
   * connection is closed with 408 (Node's `server.headersTimeout` and `server.requestTimeout`):
   * a client trickling its bytes holds no connection longer. The request time covers a 10 MB CV
   * upload at about 1.5 Mbit/s; headers come in one packet.
   */
  HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(120_000)
    .default(DEFAULT_SERVER_TIMEOUTS.headersMs),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(600_000)
    .default(DEFAULT_SERVER_TIMEOUTS.requestMs),
  /**
   * Server processes `npm start`'s supervisor runs on this machine (apps/api/src/supervisor.ts);
   * more than one shares the port and needs PostgreSQL (the embedded database is one process's).
   */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Requests per minute per client address to the API and sign-in endpoints before 429. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Issue #28 §3: CV imports (`POST /api/resume-imports`) per back-office account per minute before
   * 429, three times as many per client address: HR imports a batch of up to 50 CVs (spec §9).
   */
  CV_IMPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(CV_IMPORT_RATES.staff),
  /**
   * CV imports per collaborator account (applicant, employee: their own CV) per minute before 429,
   * three times as many per client address; an applicant signs up alone, so this stays low.
   */
  CV_IMPORTS_PER_MINUTE_COLLABORATOR: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(CV_IMPORT_RATES.collaborator),
  /** Threads of the CV import pool, apart from the document workers; default a third of those, at least 1. */
  CV_IMPORT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** CV imports waiting for an import thread before 429. */
  CV_IMPORT_QUEUE: z.coerce.number().int().min(0).max(10_000).default(20),
  /** Time limit of one CV import, queue wait included, in milliseconds. */
  CV_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Document worker threads (issue #8 §1); default cores − 1, at least 1. */
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Document jobs waiting for a thread before 429. */
  DOCUMENT_QUEUE: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Time limit of one document job, in milliseconds. */
  DOCUMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Memory for finished documents, in MiB; 0 turns the cache off. */
  DOCUMENT_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // issue #30 §1: dashboard searches kept per data version and filter set (0: none).
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).optional(),
  /** The firm's name, logo (PNG or JPEG file) and accent colour on its documents. */
  FIRM_NAME: z.string().trim().min(1).max(80).default('Highlight'),
  FIRM_LOGO: z.string().optional(),
  /**
   * Pickup directory where queued mails are delivered as `.eml` files; default `DATA_DIR/mail` on
   * the embedded database, none (mail stays in the outbox table) on PostgreSQL.
   */
  MAIL_DIR: z.string().optional(),
  /**
   * SMTP server the mails are sent through (`smtp://user:password@host:587`, `smtps://…:465`);
   * when set, it wins over MAIL_DIR.
   */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^\s/]+(:\d+)?\/?$/)
    .optional(),
  /** Sender of the mails; default `Highlight <no-reply@…>` at the public URL's host name. */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  FIRM_ACCENT_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#1d3f6e'),
});

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** issue #30 §3: the read replicas' URLs (empty: every read on the primary). */
  databaseReadUrls: string[];
  dataDir: string;
  /** Issuer URL the API trusts, and where the SPA signs in. */
  issuer: string;
  /** `aud` required of access tokens. */
  audience: string;
  /** True when the embedded `oidc-provider` serves the issuer. */
  embeddedIdentity: boolean;
  /** The embedded provider's token and session lifetimes (seconds). */
  sessionLifetimes: SessionLifetimes;
  /** Issue #10 §7: how to reach Keycloak's Admin REST API, or null (no adapter: its console). */
  keycloakAdmin: KeycloakAdminConfig | null;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDist: string;
  rateLimitPerMinute: number;
  /** issue #30 §1: dashboard searches kept per database; undefined: the cache's default (500). */
  searchCacheEntries: number | undefined;
  /** CV imports per account per minute, back office and collaborators (three times as many per address). */
  cvImportsPerMinute: CvImportRates;
  /** The Redis server shared by the API processes' rate limits, or null (in memory). */
  redisUrl: string | null;
  /** Fastify `trustProxy`: false (the socket's peer) or the proxies' addresses and ranges. */
  trustProxy: false | string[];
  /** How long a client may take to send its headers, then its whole request (milliseconds). */
  timeouts: ServerTimeouts;
  /** Server processes under `npm start`'s supervisor (1 on the embedded database). */
  processes: number;
  documents: DocumentsConfig;
  /** The SMTP server mails are sent through, or null. */
  smtpUrl: string | null;
  /** Where the outbox is delivered (`.eml` files) when there is no SMTP server, or null to keep mail in the outbox table. */
  mailDir: string | null;
  mailFrom: string;
  /**
   * Origins of the Vite dev server, allowed to sign in through the embedded provider: only when
   * NODE_ENV=development (`npm run dev`); production and `npm start` register the public URL alone.
   */
  devOrigins: string[];
}

/** Keycloak's Admin REST API as `KEYCLOAK_ADMIN_*` and `OIDC_ISSUER` name it. */
export interface KeycloakAdminConfig {
  baseUrl: string;
  realm: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The Keycloak admin settings (issue #10 §7): null unless OIDC_ISSUER and both KEYCLOAK_ADMIN_CLIENT_*
 * are set. The realm and base URL come from the issuer (`https://sso.example.com/realms/highlight`
 * → `https://sso.example.com`, `highlight`); KEYCLOAK_ADMIN_URL overrides the base URL. Throws when
 * only one of the client id and secret is set, or when the issuer is no Keycloak realm URL.
 */
export function keycloakAdminConfig(vars: {
  OIDC_ISSUER?: string | undefined;
  KEYCLOAK_ADMIN_CLIENT_ID?: string | undefined;
  KEYCLOAK_ADMIN_CLIENT_SECRET?: string | undefined;
  KEYCLOAK_ADMIN_URL?: string | undefined;
}): KeycloakAdminConfig | null {
  const { KEYCLOAK_ADMIN_CLIENT_ID: clientId, KEYCLOAK_ADMIN_CLIENT_SECRET: clientSecret } = vars;
  if (clientId === undefined && clientSecret === undefined) return null;
  if (clientId === undefined || clientSecret === undefined) {
    throw new Error(
      'Invalid configuration: KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET go together',
    );
  }
  const realmUrl =
    vars.OIDC_ISSUER === undefined ? null : /^(.*)\/realms\/([^/]+)\/?$/.exec(vars.OIDC_ISSUER);
  if (!realmUrl?.[1] || !realmUrl[2]) {
    throw new Error(
      'Invalid configuration: KEYCLOAK_ADMIN_* needs OIDC_ISSUER to be a Keycloak realm URL (…/realms/<realm>)',
    );
  }
  return {
    baseUrl: (vars.KEYCLOAK_ADMIN_URL ?? realmUrl[1]).replace(/\/$/, ''),
    realm: decodeURIComponent(realmUrl[2]),
    clientId,
    clientSecret,
  };
}

/** The Vite dev server's origin (`apps/web/vite.config.ts`). */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** `TRUST_PROXY` as Fastify takes it: unset → false; else the list of addresses and ranges. */
export function parseTrustProxy(value: string | undefined): false | string[] {
  if (value === undefined || value === '') return false;
  return value.split(',').map((entry) => entry.trim());
}

/** Reads and validates the environment; throws with the offending variable names when invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: ${names}`);
  }
  const vars = parsed.data;
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  const embeddedDatabase = !vars.DATABASE_URL || !/^postgres(ql)?:\/\//.test(vars.DATABASE_URL);
  const documentWorkers = vars.DOCUMENT_WORKERS ?? defaultDocumentsConfig().workers;
  if (embeddedDatabase && vars.DATABASE_READ_URL.length > 0) {
    throw new Error('Invalid configuration: DATABASE_READ_URL (replicas need DATABASE_URL on PostgreSQL)');
  }
  if (embeddedDatabase && vars.API_PROCESSES > 1) {
    throw new Error(
      'Invalid configuration: API_PROCESSES (several processes need DATABASE_URL on PostgreSQL)',
    );
  }
  if (vars.HEADERS_TIMEOUT_MS > vars.REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration: HEADERS_TIMEOUT_MS (longer than REQUEST_TIMEOUT_MS)');
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl,
    databaseUrl: vars.DATABASE_URL,
    databaseReadUrls: vars.DATABASE_READ_URL,
    dataDir: resolve(vars.DATA_DIR, 'pglite'),
    issuer: vars.OIDC_ISSUER ?? `${publicUrl}/realms/highlight`,
    // The embedded provider issues its tokens for the default audience whatever OIDC_AUDIENCE says.
    audience: vars.OIDC_ISSUER === undefined ? DEFAULT_ACCESS_TOKEN_AUDIENCE : vars.OIDC_AUDIENCE,
    embeddedIdentity: vars.OIDC_ISSUER === undefined,
    keycloakAdmin: keycloakAdminConfig(vars),
    sessionLifetimes: {
      accessToken: vars.ACCESS_TOKEN_TTL,
      refreshIdle: vars.SESSION_IDLE_TTL,
      sessionMax: vars.SESSION_MAX_TTL,
      rememberMe: vars.REMEMBER_ME_TTL,
    },
    seedDemo: vars.SEED_DEMO === 'true' || (vars.SEED_DEMO === 'auto' && embeddedDatabase),
    logLevel: vars.LOG_LEVEL,
    webDist: resolve(vars.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    searchCacheEntries: vars.SEARCH_CACHE_ENTRIES,
    cvImportsPerMinute: {
      staff: vars.CV_IMPORTS_PER_MINUTE,
      collaborator: vars.CV_IMPORTS_PER_MINUTE_COLLABORATOR,
    },
    redisUrl: vars.REDIS_URL ?? null,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    timeouts: { headersMs: vars.HEADERS_TIMEOUT_MS, requestMs: vars.REQUEST_TIMEOUT_MS },
    processes: vars.API_PROCESSES,
    smtpUrl: vars.SMTP_URL ?? null,
    mailDir: vars.MAIL_DIR
      ? resolve(vars.MAIL_DIR)
      : embeddedDatabase
        ? resolve(vars.DATA_DIR, 'mail')
        : null,
    mailFrom: vars.MAIL_FROM ?? `Highlight <no-reply@${new URL(publicUrl).hostname}>`,
    devOrigins: env.NODE_ENV === 'development' ? [VITE_DEV_ORIGIN] : [],
    documents: {
      workers: documentWorkers,
      queue: vars.DOCUMENT_QUEUE,
      timeoutMs: vars.DOCUMENT_TIMEOUT_MS,
      cacheBytes: vars.DOCUMENT_CACHE_MB * 1024 * 1024,
      branding: {
        firmName: vars.FIRM_NAME,
        accentColor: vars.FIRM_ACCENT_COLOR.toLowerCase(),
        logoPath: vars.FIRM_LOGO ? resolve(vars.FIRM_LOGO) : null,
      },
      importWorkers: vars.CV_IMPORT_WORKERS ?? defaultImportWorkers(documentWorkers),
      importQueue: vars.CV_IMPORT_QUEUE,
      importTimeoutMs: vars.CV_IMPORT_TIMEOUT_MS,
    },
  };
}
