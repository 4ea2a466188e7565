/**
 * Run-time configuration from environment variables (README "Configuration"). Every variable has
 * an embedded default so that `npm start` works on a fresh machine.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public base URL of the app as browsers reach it; the embedded issuer lives under it. */
  PUBLIC_URL: z.url().optional(),
  /** `postgres://…` for PostgreSQL; unset for embedded PGlite in DATA_DIR; `memory://` for tests. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** External OIDC issuer (e.g. Keycloak realm URL); unset runs the embedded provider. */
  OIDC_ISSUER: z.url().optional(),
  /** `true` loads the demo data even on PostgreSQL; default: only on the embedded database. */
  SEED_DEMO: z.enum(['true', 'false', 'auto']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app served at `/`. */
  WEB_DIST: z.string().optional(),
  /** Requests per minute per client address to the API and sign-in endpoints before 429. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
});

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Issuer URL the API trusts, and where the SPA signs in. */
  issuer: string;
  /** True when the embedded `oidc-provider` serves the issuer. */
  embeddedIdentity: boolean;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDist: string;
  rateLimitPerMinute: number;
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
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl,
    databaseUrl: vars.DATABASE_URL,
    dataDir: resolve(vars.DATA_DIR, 'pglite'),
    issuer: vars.OIDC_ISSUER ?? `${publicUrl}/realms/highlight`,
    embeddedIdentity: vars.OIDC_ISSUER === undefined,
    seedDemo: vars.SEED_DEMO === 'true' || (vars.SEED_DEMO === 'auto' && embeddedDatabase),
    logLevel: vars.LOG_LEVEL,
    webDist: resolve(vars.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
  };
}
