/**
 * The server the live fuzzer attacks: `apps/api/src/main.ts`, the `npm start` process, run as a
 * child process on 127.0.0.1, so that a crash of the server is seen as a crash (the child exits)
 * and never takes the fuzzer down with it.
 *
 * - `prepareServer` builds its database before it starts — PGlite in a temporary DATA_DIR (the
 *   embedded default), or a throwaway database on a PostgreSQL server — with the reference data,
 *   the demo data (the README's accounts, 44 collaborators with files, saved client requests), the
 *   dual-role accounts of the role matrix (`human_ressources+applicant`, `superadmin+employee`),
 *   and targets: a soft-deleted applicant, a superadmin who is no principal. It returns the ids a
 *   request may name and the environment the server starts with.
 * - `LiveServer` starts, watches and stops the child: its JSON log lines are read as they come
 *   (error-level lines kept, others counted by message), its exits recorded.
 * - `signIn` gets each principal's access token through the embedded provider's real
 *   authorization-code + PKCE flow over HTTP, as the web app does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  createWriteStream,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  type WriteStream,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Role } from '@highlight/domain/roles';
import { makeTrigram } from '@highlight/domain/trigram';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { clientRequests, identityCredentials, referenceItems, resumes, users } from '../../src/db/schema.ts';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed/demo.ts';
import { seedReference } from '../../src/db/seed/reference.ts';
import { hashPassword } from '../../src/identity/password.ts';
import { Browser, openLoginPage, pkcePair } from '../../src/identity/test-kit.ts';
import { upsertSearch } from '../../src/modules/resumes/repository.ts';
import { identitySearchDocument } from '../../src/modules/resumes/search-document.ts';
import { takenTrigrams } from '../../src/modules/users/repository.ts';
import { createThrowawayDatabase } from '../databases.ts';
import { freePort } from '../ports.ts';

/** Who sends a request: a signed-in account with its roles, nobody, or a forged token. */
export interface Principal {
  name: string;
  /** The account's roles; null for `anonymous` and `forged token`. */
  roles: Role[] | null;
  /** The demo or fuzz account signed in as (password `DEMO_PASSWORD`). */
  email?: string;
}

/**
 * The principals: nobody, each role of spec §1, the dual-role combinations of the role matrix
 * (`test/role-matrix.test.ts`), and a caller with forged or malformed tokens.
 */
export const PRINCIPALS: readonly Principal[] = [
  { name: 'anonymous', roles: null },
  { name: 'applicant', roles: ['applicant'], email: 'applicant@highlight.test' },
  { name: 'employee', roles: ['employee'], email: 'employee@highlight.test' },
  { name: 'human_ressources', roles: ['human_ressources'], email: 'hr@highlight.test' },
  { name: 'admin', roles: ['admin'], email: 'admin@highlight.test' },
  { name: 'superadmin', roles: ['superadmin'], email: 'superadmin@highlight.test' },
  { name: 'admin+employee', roles: ['admin', 'employee'], email: 'manager@highlight.test' },
  {
    name: 'human_ressources+applicant',
    roles: ['human_ressources', 'applicant'],
    email: 'fuzz.hr-applicant@highlight.test',
  },
  {
    name: 'superadmin+employee',
    roles: ['superadmin', 'employee'],
    email: 'fuzz.superadmin-employee@highlight.test',
  },
  { name: 'forged token', roles: null },
];

/** How the server under test is configured (environment variables of `apps/api/src/config.ts`). */
export interface ServerSettings {
  /** `pglite` in a temporary DATA_DIR, or `postgres` in a throwaway database on `databaseServer`. */
  engine: 'pglite' | 'postgres';
  /** A PostgreSQL server URL (`postgres://user@host:port/db`), for the `postgres` engine. */
  databaseServer?: string;
  /** DOCUMENT_WORKERS. */
  documentWorkers: number;
  /** DOCUMENT_TIMEOUT_MS; undefined keeps the server's default (20 s). */
  documentTimeoutMs?: number;
  /** DOCUMENT_CACHE_MB (0: every download is rendered). */
  documentCacheMb: number;
  /** A file to which the server's log (stdout and stderr) is appended as it comes; default none. */
  logFile?: string;
  /** Extra Node options for the server process (`--cpu-prof`, `--inspect`), for diagnosis. */
  nodeArgs?: string[];
}

/** Ids and values that exist in the prepared database. */
export interface Fixture {
  /** Principal name → the account's id (signed-in principals only). */
  actorIds: Record<string, string>;
  /**
   * People with a skills file that no write of the run names (PDF, DOCX, ZIP and tender grid
   * downloads need them alive and unchanged): three quarters of the collaborators who are no principal.
   */
  downloadIds: string[];
  /** The people writes may name: the other collaborators, staff who are no principal, the soft-deleted one. */
  writeTargetIds: string[];
  /** The soft-deleted applicant. */
  deletedId: string;
  /** Saved client requests (the tender grid's `request`). */
  clientRequestIds: string[];
  /** Catalogue ids by kind (`skill`, `job`, `domain`, `sector`…). */
  catalogue: Record<string, string[]>;
}

export interface PreparedServer {
  fixture: Fixture;
  /** The temporary folder of the run (DATA_DIR, mail, the server's output files). */
  folder: string;
  port: number;
  /** `http://127.0.0.1:<port>`: the public URL; the issuer is `<base>/realms/highlight`. */
  base: string;
  env: Record<string, string>;
  /** What the database is, for the report. */
  database: string;
  /** Removes the temporary folder, drops the throwaway database. */
  dispose(): Promise<void>;
}

/** Inserts a live user with a password, as `test/helpers.ts` `createUser` does, and its search row. */
async function insertAccount(
  db: Database,
  person: { email: string; firstname: string; lastname: string; roles: Role[]; refereeId?: string | null },
  options: { password?: string; deletedAt?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: person.email,
      firstname: person.firstname,
      lastname: person.lastname,
      trigram: makeTrigram(person.firstname, person.lastname, await takenTrigrams(db)),
      roles: person.roles,
      status: 'active',
      avatar: 'cat',
      refereeId: person.refereeId ?? null,
      userSettings: { displayLanguage: 'fr', chosenUserMode: null },
      deletedAt: options.deletedAt ?? null,
      emailVerified: true,
    })
    .returning();
  if (!row) throw new Error(`user ${person.email} not inserted`);
  await upsertSearch(db, row.id, identitySearchDocument(row));
  if (options.password) {
    await db
      .insert(identityCredentials)
      .values({ userId: row.id, passwordHash: await hashPassword(options.password) });
  }
  return row.id;
}

/** Seeds the database of the server under test and reads back what the fuzzer may name. */
async function seed(db: Database): Promise<Fixture> {
  await seedReference(db);
  await seedDemo(db);
  const byEmail = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const hr = await byEmail('hr@highlight.test');
  await insertAccount(
    db,
    {
      email: 'fuzz.hr-applicant@highlight.test',
      firstname: 'Hortense',
      lastname: 'Applicant',
      roles: ['human_ressources', 'applicant'],
      refereeId: hr ?? null,
    },
    { password: DEMO_PASSWORD },
  );
  await insertAccount(
    db,
    {
      email: 'fuzz.superadmin-employee@highlight.test',
      firstname: 'Sébastien',
      lastname: 'Employee',
      roles: ['superadmin', 'employee'],
    },
    { password: DEMO_PASSWORD },
  );
  await insertAccount(db, {
    email: 'fuzz.superadmin-target@highlight.test',
    firstname: 'Solène',
    lastname: 'Cible',
    roles: ['superadmin'],
  });
  const deletedId = await insertAccount(
    db,
    {
      email: 'fuzz.deleted@highlight.test',
      firstname: 'Désiré',
      lastname: 'Effacé',
      roles: ['applicant'],
      refereeId: hr ?? null,
    },
    { deletedAt: new Date() },
  );

  const everyone = await db.select({ id: users.id, email: users.email }).from(users);
  const actorIds: Record<string, string> = {};
  for (const principal of PRINCIPALS) {
    const id = everyone.find((user) => user.email === principal.email)?.id;
    if (principal.email && !id) throw new Error(`no account ${principal.email}`);
    if (id) actorIds[principal.name] = id;
  }
  const actors = new Set(Object.values(actorIds));
  const filed = new Set((await db.select({ id: resumes.userId }).from(resumes)).map((row) => row.id));
  // Sorted by email (the demo's are the same on every start), three quarters kept for downloads.
  const collaborators = everyone
    .filter((user) => filed.has(user.id) && !actors.has(user.id) && user.id !== deletedId)
    .sort((a, b) => a.email.localeCompare(b.email))
    .map((user) => user.id);
  const downloadIds = collaborators.slice(0, Math.ceil((collaborators.length * 3) / 4));
  const kept = new Set([...downloadIds, ...actors]);
  const catalogue: Record<string, string[]> = {};
  for (const item of await db
    .select({ kind: referenceItems.kind, id: referenceItems.id })
    .from(referenceItems)) {
    (catalogue[item.kind] ??= []).push(item.id);
  }
  return {
    actorIds,
    downloadIds,
    writeTargetIds: everyone.map((user) => user.id).filter((id) => !kept.has(id)),
    deletedId,
    clientRequestIds: (await db.select({ id: clientRequests.id }).from(clientRequests)).map((row) => row.id),
    catalogue,
  };
}

/**
 * Builds the database and the environment of the server under test. The server is the embedded
 * identity provider's (tokens for real accounts), with the rate limits lifted (every request
 * comes from 127.0.0.1), access tokens and sessions long enough for a long run, mail written to
 * a pickup folder, and the document settings of `settings`.
 */
export async function prepareServer(settings: ServerSettings): Promise<PreparedServer> {
  const folder = mkdtempSync(join(tmpdir(), 'highlight-fuzz-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (settings.engine === 'postgres') {
    if (!settings.databaseServer) throw new Error('the postgres engine needs a database server URL');
    const database = await createThrowawayDatabase(settings.databaseServer, 'highlight_fuzz');
    databaseUrl = database.url;
    drop = () => database.drop();
  }
  const handle = await openDatabase({ url: databaseUrl, dataDir: join(folder, 'pglite') });
  let fixture: Fixture;
  try {
    fixture = await seed(handle.db);
  } finally {
    await handle.close();
  }
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: folder,
    MAIL_DIR: join(folder, 'mail'),
    WEB_DIST: join(folder, 'no-web-build'),
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
    CV_IMPORTS_PER_MINUTE: '10000',
    ACCESS_TOKEN_TTL: '86400',
    SESSION_IDLE_TTL: '31536000',
    SESSION_MAX_TTL: '31536000',
    DOCUMENT_WORKERS: String(settings.documentWorkers),
    DOCUMENT_CACHE_MB: String(settings.documentCacheMb),
    ...(settings.documentTimeoutMs ? { DOCUMENT_TIMEOUT_MS: String(settings.documentTimeoutMs) } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  return {
    fixture,
    folder,
    port,
    base,
    env,
    database: databaseUrl ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})` : 'PGlite',
    async dispose() {
      rmSync(folder, { recursive: true, force: true });
      await drop?.();
    },
  };
}

/** A log line of the server at error level or above, as the report shows it. */
export interface ErrorLogLine {
  /** `performance.now()` of the fuzzer when the line was read. */
  at: number;
  /** The line's own time (pino `time`, ms since the epoch). */
  time?: number;
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  /** The URL as the server logs it (query values redacted). */
  url?: string;
  errType?: string;
  errCode?: string;
  /** The error's message, first line. */
  errMessage?: string;
  /** The line as logged, cut at 2,000 characters. */
  line: string;
}

/** The child's end, when the fuzzer did not ask for it. */
export interface ServerExit {
  at: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines the server wrote to stderr (an uncaught exception's stack, unless it logged it). */
  stderr: string[];
  /** The lines it logged at fatal level before it ended (main.ts logs an uncaught fault so). */
  fatal: ErrorLogLine[];
  /** The last log lines before the end. */
  lastLogLines: string[];
}

const API_FOLDER = fileURLToPath(new URL('../..', import.meta.url));
/** Variables of the fuzzer's environment the server must not inherit (they would change its setup). */
const INHERITED_OUT =
  /^(DATABASE_URL|DATABASE_READ_URL|OIDC_|KEYCLOAK_|REDIS_URL|SMTP_URL|MAIL_|TRUST_PROXY|PUBLIC_URL|PORT|HOST|DBG|SEARCH_CACHE_ENTRIES|FIRM_|DOCUMENT_|NODE_OPTIONS$)/;

/** Reads the lines a process appends to a file, from where the last read stopped. */
class Tail {
  private readonly fd: number;
  private position = 0;
  private partial = '';
  private readonly decoder = new StringDecoder('utf8');
  private readonly buffer = Buffer.alloc(256 * 1024);

  constructor(
    path: string,
    private readonly onLine: (line: string) => void,
  ) {
    this.fd = openSync(path, 'r');
  }

  /** Reads what was appended since the last call and hands over each complete line. */
  read(): void {
    for (;;) {
      const count = readSync(this.fd, this.buffer, 0, this.buffer.length, this.position);
      if (count <= 0) return;
      this.position += count;
      const lines = (this.partial + this.decoder.write(this.buffer.subarray(0, count))).split('\n');
      this.partial = lines.pop() ?? '';
      for (const line of lines) this.onLine(line);
    }
  }

  /** Reads to the end, hands over the last line even without its newline, and closes the file. */
  close(): void {
    this.read();
    const rest = this.partial + this.decoder.end();
    if (rest) this.onLine(rest);
    this.partial = '';
    closeSync(this.fd);
  }
}

/**
 * The server process: `node --no-wasm-code-gc --import tsx src/main.ts` in apps/api (what
 * `npm start -w @highlight/api` runs), one process whose exit is the server's.
 */
export class LiveServer {
  private child: ChildProcess | null = null;
  private stopping = false;
  /** Unexpected exits, in order. */
  readonly exits: ServerExit[] = [];
  /** Error-level log lines (pino level ≥ 50). */
  readonly errorLines: ErrorLogLine[] = [];
  /** Called with each error-level line as it is read. */
  onErrorLine: ((line: ErrorLogLine) => void) | undefined;
  /** Log lines by level and message (`40 document over its time limit` → count). */
  readonly logCounts = new Map<string, number>();
  /** Lines on stderr that are not an exit's (warnings). */
  readonly stderrLines: string[] = [];
  private recentLog: string[] = [];
  /** Error lines without the request's method and URL, by request id, until the access line comes. */
  private readonly unnamed = new Map<string, ErrorLogLine>();
  private recentStderr: string[] = [];
  /** This process's fatal-level lines. */
  private fatalLines: ErrorLogLine[] = [];
  starts = 0;
  private closed: Promise<void> = Promise.resolve();

  private readonly logFile: WriteStream | null;

  constructor(
    readonly prepared: PreparedServer,
    logFile?: string,
    private readonly nodeArgs: readonly string[] = [],
  ) {
    this.logFile = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Alive and answering: `start()` has seen its health endpoint answer. */
  get ready(): boolean {
    return this.alive && this.started;
  }

  private started = false;

  /** Starts the server and resolves once `GET /api/health` answers 200; throws if it exits first. */
  async start(timeoutMs = 240_000): Promise<void> {
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env)) {
      if (value !== undefined && !INHERITED_OUT.test(name)) env[name] = value;
    }
    this.stopping = false;
    this.started = false;
    this.starts += 1;
    // Request ids start again at req-1 in a new process.
    this.unnamed.clear();
    this.fatalLines = [];
    this.recentStderr = [];
    // The server writes to files, read here every 100 ms: a pipe the fuzzer reads late would fill
    // and block the server's synchronous log writes, and its latency would be the harness's.
    const outPath = join(this.prepared.folder, `server-${this.starts}.out`);
    const errPath = join(this.prepared.folder, `server-${this.starts}.err`);
    const out = openSync(outPath, 'w+');
    const err = openSync(errPath, 'w+');
    const child = spawn(
      process.execPath,
      ['--no-wasm-code-gc', ...this.nodeArgs, '--import', 'tsx', 'src/main.ts'],
      {
        cwd: API_FOLDER,
        env: { ...env, ...this.prepared.env },
        stdio: ['ignore', out, err],
      },
    );
    this.child = child;
    const outTail = new Tail(outPath, (line) => {
      this.logFile?.write(`${line}\n`);
      this.readLogLine(line);
    });
    const errTail = new Tail(errPath, (line) => {
      this.logFile?.write(`stderr: ${line}\n`);
      this.recentStderr.push(line);
      if (this.recentStderr.length > 80) this.recentStderr.shift();
      if (this.stderrLines.length < 200) this.stderrLines.push(line);
    });
    const timer = setInterval(() => {
      outTail.read();
      errTail.read();
    }, 100);
    const exited = new Promise<void>((resolve) => {
      child.once('exit', (code: number | null, signal: NodeJS.Signals | null) => {
        clearInterval(timer);
        for (const tail of [outTail, errTail]) tail.close();
        closeSync(out);
        closeSync(err);
        if (!this.stopping) {
          this.exits.push({
            at: performance.now(),
            code,
            signal,
            stderr: [...this.recentStderr],
            fatal: [...this.fatalLines],
            lastLogLines: [...this.recentLog],
          });
        }
        resolve();
      });
    });
    this.closed = exited;
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (!this.alive) {
        await exited;
        throw new Error(
          `the server exited while starting (code ${child.exitCode}, signal ${child.signalCode}):\n${this.recentStderr.join('\n')}`,
        );
      }
      try {
        const response = await fetch(`${this.prepared.base}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (response.status === 200) {
          this.started = true;
          return;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
  }

  private readLogLine(line: string) {
    this.recentLog.push(line.slice(0, 2000));
    if (this.recentLog.length > 30) this.recentLog.shift();
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(line) as Record<string, unknown>;
    } catch {
      this.logCounts.set(
        `not JSON: ${line.slice(0, 80)}`,
        (this.logCounts.get(`not JSON: ${line.slice(0, 80)}`) ?? 0) + 1,
      );
      return;
    }
    const level = typeof record.level === 'number' ? record.level : 0;
    const msg = typeof record.msg === 'string' ? record.msg : '';
    const key = `${level} ${msg.slice(0, 80)}`;
    this.logCounts.set(key, (this.logCounts.get(key) ?? 0) + 1);
    const req = record.req as { method?: string; url?: string } | undefined;
    // An error handler's line names the request by its id only; the access line that follows says
    // which request it was.
    const waiting = typeof record.reqId === 'string' ? this.unnamed.get(record.reqId) : undefined;
    if (waiting && req?.url) {
      waiting.method ??= req.method;
      waiting.url ??= req.url;
      this.unnamed.delete(record.reqId as string);
    }
    if (level < 50) return;
    const err = record.err as { type?: string; code?: string; message?: string } | undefined;
    const logged: ErrorLogLine = {
      at: performance.now(),
      ...(typeof record.time === 'number' ? { time: record.time } : {}),
      level,
      msg,
      ...(typeof record.reqId === 'string' ? { reqId: record.reqId } : {}),
      ...(req?.method ? { method: req.method } : {}),
      ...(req?.url ? { url: req.url } : {}),
      ...(err?.type ? { errType: err.type } : {}),
      ...(err?.code ? { errCode: String(err.code) } : {}),
      ...(err?.message ? { errMessage: err.message.split('\n')[0]!.slice(0, 300) } : {}),
      line: line.slice(0, 2000),
    };
    this.errorLines.push(logged);
    if (level >= 60) this.fatalLines.push(logged);
    if (!logged.url && logged.reqId) this.unnamed.set(logged.reqId, logged);
    this.onErrorLine?.(logged);
  }

  /**
   * Asks the server to stop (SIGTERM, its graceful shutdown) and waits up to `timeoutMs`, then
   * kills it. Resolves with how it ended.
   */
  async stop(
    timeoutMs = 20_000,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null; killed: boolean }> {
    const child = this.child;
    if (!child || !this.alive)
      return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null, killed: false };
    this.stopping = true;
    const ended = this.closed;
    child.kill('SIGTERM');
    const inTime = await Promise.race([
      ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs)),
    ]);
    if (!inTime) {
      child.kill('SIGKILL');
      await ended;
    }
    return { code: child.exitCode, signal: child.signalCode, killed: !inTime };
  }

  /** Resolves once the process has ended and its output is read (at once when it never started). */
  ended(): Promise<void> {
    return this.closed;
  }
}

/**
 * An access token for the account `email` (password `DEMO_PASSWORD`) from the embedded provider
 * at `base`: authorization request with PKCE S256, the sign-in form, the code exchanged at the
 * token endpoint. Throws with the step that failed.
 */
export async function signIn(base: string, email: string): Promise<string> {
  const issuer = `${base}/realms/highlight`;
  const browser = new Browser(base);
  const { verifier, challenge } = pkcePair();
  const page = await openLoginPage({ base, issuer }, browser, challenge);
  if (page.status !== 200) throw new Error(`sign-in page for ${email}: ${page.status}`);
  const posted = await browser.request(`${page.url}/login`, {
    form: { username: email, password: DEMO_PASSWORD },
  });
  const callback = `${base}/auth/callback`;
  const { url } = await browser.follow(posted, callback);
  const code = url.startsWith(callback) ? new URL(url).searchParams.get('code') : null;
  if (!code) throw new Error(`sign-in of ${email} did not reach the callback (${posted.status} at ${url})`);
  const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'front',
      grant_type: 'authorization_code',
      code,
      redirect_uri: callback,
      code_verifier: verifier,
    }).toString(),
  });
  const tokens = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !tokens.access_token) {
    throw new Error(`token request for ${email}: ${response.status}`);
  }
  return tokens.access_token;
}

/**
 * A live sign-in interaction (the `{uid}` of the provider's pages) and the cookies that go with it,
 * from a started sign-in.
 */
export async function openInteraction(base: string): Promise<{ uid: string; cookie: string }> {
  const issuer = `${base}/realms/highlight`;
  const params = new URLSearchParams({
    client_id: 'front',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${base}/auth/callback`,
    state: 'fuzz-state',
    nonce: 'fuzz-nonce',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  const response = await fetch(`${issuer}/protocol/openid-connect/auth?${params.toString()}`, {
    redirect: 'manual',
  });
  const uid = /\/interaction\/([^/?#]+)/.exec(response.headers.get('location') ?? '')?.[1];
  if (!uid) throw new Error(`no interaction: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { uid, cookie };
}
