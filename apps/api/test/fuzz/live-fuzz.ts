/**
 * The live fuzzer: every route and method of the OpenAPI document (`/api/docs/json`), as every
 * principal (`PRINCIPALS`: nobody, each role, the role matrix's dual roles, forged tokens), against
 * the real server process (`apps/api/src/main.ts` as a child, `./live-server.ts`), over real
 * sockets (`./raw-http.ts`), while a worker thread samples `GET /api/health` every 50 ms.
 *
 * Phases, in order:
 * 1. `schema` — rounds over route × principal, `perPair` requests each, built from the document's
 *    JSON Schemas (`./requests.ts`: valid ones with real ids, mutated ones, transport-level ones,
 *    some closed by the client at 0–400 ms), sent `concurrency` at a time in a seeded order;
 *    stops after `rounds`, `durationMs` or `maxRequests`, whichever comes first.
 * 2. `zip-burst` — `zipBurst` downloads of up to 50 files at once (ZIP of files, tender grid ZIP),
 *    so that the documents' queue and time limit are reached.
 * 3. `aborts` — requests closed by the client at 0–400 ms (`Expect: 100-continue` requests within
 *    10 ms, CV uploads, tender grids, PDF and DOCX downloads, ZIP downloads last), the server checked
 *    alive (process up, health answering) after each; a crash ends that kind's aborts (the rest
 *    would repeat it).
 *
 * A crash is recorded with the requests in flight; the server is started again for the next
 * request while `maxRestarts` allows, else the run stops there.
 *
 * Verdict (`FuzzReport.failures`, empty when the run passes): no answer with a status ≥ 500 (the
 * documents' time limit's own 503 aside when the run tightened it), no answer body leaking a stack
 * trace, SQL, a token or a password hash, no request left unanswered past `requestTimeoutMs`, no
 * server crash, no line logged at error level, health answering throughout and at the end, and
 * health p99 ≤ `healthP99Ms`. Each failure carries a reproducer: phase, method, target, principal,
 * headers, body, the abort moment. The same seed generates the same requests, with the ids of that
 * run's database (their interleaving under concurrency may differ).
 */
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { quantile, startHealthSampler, type HealthSample } from './health-sampler.ts';
import {
  LiveServer,
  openInteraction,
  prepareServer,
  PRINCIPALS,
  signIn,
  type ErrorLogLine,
  type Fixture,
  type ServerExit,
  type ServerSettings,
} from './live-server.ts';
import { sendRaw, type RawOutcome, type RawRequest } from './raw-http.ts';
import { buildRequest, planArbitrary, uploadFiles, type BuildContext, type UploadFiles } from './requests.ts';
import {
  operationsOf,
  routeKey,
  type Components,
  type OpenApiDocument,
  type Operation,
} from './schema-arbitraries.ts';
import {
  answerProblems,
  healthFigures,
  isTimeLimitAnswer,
  errorCode,
  type HealthFigures,
  type LeakKind,
} from './verdict.ts';

export type Phase = 'schema' | 'zip-burst' | 'aborts';
/**
 * What the aborts phase closes: a request that asked `Expect: 100-continue` (RFC 9110 §10.1.1),
 * a CV upload, a tender grid, a PDF or DOCX download, a ZIP download.
 */
export type AbortKind = 'expect-continue' | 'cv-import' | 'tender-grid' | 'pdf' | 'zip';

export interface FuzzOptions {
  /** Seeds every generated request and every random choice of the run. */
  seed: number;
  /** Schema phase: requests per route × principal in each round. */
  perPair: number;
  /** Schema phase: at most this many rounds… */
  rounds: number;
  /** …or this long (ms, measured from the phase's start)… */
  durationMs?: number;
  /** …or this many requests in all. */
  maxRequests?: number;
  /** Requests in flight at once in the schema phase. */
  concurrency: number;
  /** Share (0–1) of the schema phase's requests closed by the client 0–400 ms after sending. */
  abortShare: number;
  /** Zip-burst phase: downloads of 50 files sent at once (0 skips the phase). */
  zipBurst: number;
  /** Aborts phase: how many of each kind (ZIP last). */
  aborts: Record<AbortKind, number>;
  /** Aborts in flight at once. */
  abortConcurrency: number;
  /** Bound of the health endpoint's p99 latency (ms). */
  healthP99Ms: number;
  /**
   * What the bound applies to: the p99 latency as measured (`absolute`), or the p99 of what the
   * server adds over a control server sampled at the same moments (`excess`: for a machine whose
   * cores other work shares, as a test suite running files in parallel does).
   */
  healthMeasure: 'absolute' | 'excess';
  /** A request unanswered after this long is a failure (ms). */
  requestTimeoutMs: number;
  /** After a crash, the server is started again up to this many times; past it, the run stops. */
  maxRestarts: number;
  server: ServerSettings;
  /** Progress lines (one every ~10 s in the schema phase); default: none. */
  progress?: (line: string) => void;
}

/** A request as a person reproduces it: the principal named, never their token. */
export interface Reproducer {
  phase: Phase;
  /** `METHOD /openapi/path` (`GET /api/users/{id}/resume`). */
  route: string;
  principal: string;
  method: string;
  /** Request target as sent (latin1: raw bytes shown as such). */
  target: string;
  /** Headers as sent, `Authorization` as `Bearer <access token of PRINCIPAL>`. */
  headers: [string, string][];
  /** Body length in bytes, and its text (latin1) up to `REPRODUCER_BODY_CHARS`. */
  bodyBytes: number;
  body: string;
  /** When the client closed the connection, if it did. */
  abort?: { afterMs: number; after: 'request' | 'half-body' };
  /** `performance.now()` at sending and at the end. */
  startedAt: number;
  endedAt?: number;
  /** `Date.now()` at sending (to set beside the server's log times). */
  startedEpoch: number;
}

export type Failure =
  | { kind: 'status'; reproducer: Reproducer; status: number; code?: string; answer: string }
  | { kind: 'leak'; reproducer: Reproducer; what: LeakKind; excerpt: string }
  | { kind: 'no-answer'; reproducer: Reproducer; ms: number }
  | { kind: 'crash'; exit: ServerExit; candidates: Reproducer[] }
  | { kind: 'error-log'; line: ErrorLogLine; candidate?: Reproducer }
  | { kind: 'health'; detail: string };

export interface FuzzReport {
  options: FuzzOptions;
  database: string;
  /** Time to build and seed the database (ms). */
  prepareMs: number;
  /** Time from starting the process to its first health answer (ms). */
  startupMs: number;
  durationMs: number;
  /** Requests sent in all (health samples aside), by phase. */
  requests: number;
  byPhase: Record<Phase, number>;
  /** Route → principal → outcome (`200`, `400`, `aborted`, `reset`, `timeout`) → count. */
  counts: Map<string, Map<string, Map<string, number>>>;
  /** Every route of the document (`METHOD /path`). */
  routes: string[];
  /** Route → p99 and max latency (ms) of its answered requests. */
  latencyByRoute: Map<string, { p99: number; max: number; count: number }>;
  /** Outcome → count over the run. */
  statuses: Map<string, number>;
  /** 503 `DOCUMENT_TIMEOUT` answers (the time limit's own answer), counted apart. */
  timeLimitAnswers: number;
  health: HealthFigures;
  /**
   * The routes in flight while health answered slowest (its 1 % slowest samples, at least 10):
   * route → in how many of those samples it was in flight.
   */
  slowHealthRoutes: [string, number][];
  /** The health figures of each phase's time (crashes' windows left out). */
  healthByPhase: Partial<Record<Phase, HealthFigures>>;
  crashes: number;
  restarts: number;
  /** Log lines by level and message (`40 document over its time limit`). */
  logCounts: Map<string, number>;
  stderr: string[];
  /** How the server ended when asked to stop (SIGTERM). */
  shutdown: { code: number | null; signal: string | null; killed: boolean } | null;
  failures: Failure[];
}

/** Body characters kept in a reproducer. */
export const REPRODUCER_BODY_CHARS = 4000;

/** 32-bit mix of numbers: the seed of one route × principal × round. */
function mixSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part | 0), 0x01000193);
    hash ^= hash >>> 15;
  }
  return hash | 0;
}

/** A small seeded generator (mulberry32) for orders and draws outside fast-check. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], next: () => number): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The forged `Authorization` headers, each with what it is: a real token with raised claims, unsigned
 * (`alg: none`), signed with a shared secret, without its signature, with its signature altered,
 * empty, oversized, another scheme, a tab for the space.
 */
async function forgedHeaders(tokens: Record<string, string>): Promise<[label: string, value: string][]> {
  const real = tokens.superadmin ?? Object.values(tokens)[0] ?? '';
  const [header = '', payload = '', signature = ''] = real.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const raised = Buffer.from(
    JSON.stringify({
      ...claims,
      sub: '00000000-0000-0000-0000-000000000000',
      realm_access: { roles: ['superadmin'] },
    }),
  ).toString('base64url');
  const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
  const hs256 = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .sign(new TextEncoder().encode('secret'));
  return [
    ['superadmin token with its claims raised, same signature', `Bearer ${header}.${raised}.${signature}`],
    ['superadmin claims, alg none', `Bearer ${none}`],
    ['superadmin claims signed HS256 with "secret"', `Bearer ${hs256}`],
    ['superadmin token without its signature', `Bearer ${header}.${payload}.`],
    ['superadmin token with a character added', `Bearer ${real}x`],
    ['empty bearer', 'Bearer '],
    ['8,000-character bearer', `Bearer ${'A'.repeat(8000)}`],
    ['Basic admin:admin', 'Basic YWRtaW46YWRtaW4='],
    ['superadmin token after "bearer" and a tab', `bearer\t${real}`],
  ];
}

/** The state of one run, shared by its phases. */
class Run {
  readonly counts = new Map<string, Map<string, Map<string, number>>>();
  readonly statuses = new Map<string, number>();
  readonly failures: Failure[] = [];
  readonly byPhase: Record<Phase, number> = { schema: 0, 'zip-burst': 0, aborts: 0 };
  /** Route → latencies (ms) of its answered requests. */
  readonly latencies = new Map<string, number[]>();
  /** When each request was in flight (performance.now ms), by route. */
  readonly spans: { route: string; from: number; to: number }[] = [];
  /** Each phase's time (performance.now ms). */
  readonly phaseWindows: { phase: Phase; from: number; to: number }[] = [];
  /** Windows (performance.now ms) when the server was down for a known reason: crash to restart. */
  readonly excused: { from: number; to: number }[] = [];
  /** The last requests sent (crash candidates). */
  private readonly recent: Reproducer[] = [];
  /** The last requests per path (error-log candidates), by target without its query. */
  private readonly byPath = new Map<string, Reproducer[]>();
  timeLimitAnswers = 0;
  requests = 0;
  restarts = 0;
  crashes = 0;
  stopped = false;

  /**
   * @param secrets what no answer may hold (the access tokens)
   * @param shownAs how reproducers show header values that hold a token (`Bearer <access token of
   *   admin>`, `<forged token: …>`): never the token itself
   */
  constructor(
    readonly options: FuzzOptions,
    readonly server: LiveServer,
    readonly secrets: string[],
    private readonly shownAs: ReadonlyMap<string, string>,
  ) {
    // Each error-level line is a failure, tied to its likeliest request while that is still recent;
    // a fatal line is the process ending, reported with its crash.
    const record = (line: ErrorLogLine) => {
      if (line.level >= 60) return;
      const candidate = this.candidateFor(line);
      this.failures.push({ kind: 'error-log', line, ...(candidate ? { candidate } : {}) });
    };
    server.errorLines.forEach(record);
    server.onErrorLine = record;
  }

  private tally(route: string, principal: string, label: string) {
    let byPrincipal = this.counts.get(route);
    if (!byPrincipal) this.counts.set(route, (byPrincipal = new Map<string, Map<string, number>>()));
    let byLabel = byPrincipal.get(principal);
    if (!byLabel) byPrincipal.set(principal, (byLabel = new Map<string, number>()));
    byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
    this.statuses.set(label, (this.statuses.get(label) ?? 0) + 1);
  }

  private remember(reproducer: Reproducer) {
    this.recent.push(reproducer);
    if (this.recent.length > 300) this.recent.shift();
    const path = reproducer.target.split('?')[0]!;
    const list = this.byPath.get(path) ?? [];
    list.push(reproducer);
    if (list.length > 3) list.shift();
    this.byPath.delete(path);
    this.byPath.set(path, list);
    if (this.byPath.size > 50_000) this.byPath.delete(this.byPath.keys().next().value!);
  }

  /**
   * Sends one request, counts its outcome, records the failures it shows, and handles a crash seen
   * after it. Resolves with the outcome (null when the run has stopped).
   */
  async send(
    phase: Phase,
    route: string,
    principal: string,
    request: RawRequest,
  ): Promise<RawOutcome | null> {
    if (!(await this.ensureUp())) return null;
    const reproducer: Reproducer = {
      phase,
      route,
      principal,
      method: request.method,
      target: request.target,
      headers: request.headers.map(([name, value]) => {
        const shown = this.shownAs.get(value) ?? value;
        return [name, shown.length > 300 ? `${shown.slice(0, 300)}… (${shown.length} characters)` : shown];
      }),
      bodyBytes: request.body?.length ?? 0,
      body: request.body ? request.body.subarray(0, REPRODUCER_BODY_CHARS).toString('latin1') : '',
      ...(request.abort ? { abort: request.abort } : {}),
      startedAt: performance.now(),
      startedEpoch: Date.now(),
    };
    this.remember(reproducer);
    this.requests += 1;
    this.byPhase[phase] += 1;
    const outcome = await sendRaw(this.server.prepared.port, request, this.options.requestTimeoutMs);
    reproducer.endedAt = performance.now();
    this.spans.push({ route, from: reproducer.startedAt, to: reproducer.endedAt });
    this.tally(route, principal, outcome.kind === 'answered' ? String(outcome.status) : outcome.kind);
    if (outcome.kind === 'answered') {
      const list = this.latencies.get(route) ?? [];
      list.push(outcome.ms);
      this.latencies.set(route, list);
      const sent = `${request.target}\n${request.body?.toString('latin1') ?? ''}`;
      if (isTimeLimitAnswer(outcome.status, errorCode(outcome.headers, outcome.body)))
        this.timeLimitAnswers += 1;
      for (const problem of answerProblems(outcome, sent, {
        allowTimeLimit: Boolean(this.options.server.documentTimeoutMs),
        secrets: this.secrets,
      })) {
        if (problem.kind === 'status') {
          this.failures.push({
            kind: 'status',
            reproducer,
            status: problem.status,
            ...(problem.code ? { code: problem.code } : {}),
            answer: outcome.body.subarray(0, 500).toString('utf8'),
          });
        } else {
          this.failures.push({ kind: 'leak', reproducer, what: problem.what, excerpt: problem.excerpt });
        }
      }
    } else if (outcome.kind === 'timeout') {
      this.failures.push({ kind: 'no-answer', reproducer, ms: outcome.ms });
    }
    if (!this.server.alive) await this.noteCrash();
    return outcome;
  }

  /**
   * The server is down without being asked: records the crash with the requests in flight or just
   * ended, then starts it again if restarts remain, else stops the run. Resolves true when the
   * server is up again.
   */
  /** Serialises crash handling and restarts: one at a time, in order. */
  private lock: Promise<unknown> = Promise.resolve();

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.lock.then(work);
    this.lock = next.catch(() => undefined);
    return next;
  }

  /** True while the server is down after a crash (it may be restarted on the next request). */
  get down(): boolean {
    return !this.server.alive;
  }

  /**
   * Records each exit of the server not yet recorded, with the requests in flight or just ended
   * (the reproducer candidates). Health is excused from two seconds before the exit until a restart.
   */
  noteCrash(): Promise<void> {
    return this.serial(async () => {
      if (this.server.alive) return;
      await this.server.ended();
      for (const exit of this.server.exits.slice(this.crashes)) {
        this.crashes += 1;
        // The requests the client closed within 30 s before (work for a client gone may fail late,
        // after a queued document), then those in flight or ended within the second before; the
        // latest first in each.
        const latestFirst = (a: Reproducer, b: Reproducer) => b.startedAt - a.startedAt;
        const aborted = this.recent
          .filter((sent) => sent.abort && (sent.endedAt ?? exit.at) >= exit.at - 30_000)
          .sort(latestFirst)
          .slice(0, 8);
        const near = this.recent
          .filter((sent) => !sent.abort && (sent.endedAt === undefined || sent.endedAt >= exit.at - 1000))
          .sort(latestFirst)
          .slice(0, 8);
        const candidates = [...aborted, ...near];
        this.failures.push({ kind: 'crash', exit, candidates });
        this.excused.push({ from: exit.at - 2000, to: Number.POSITIVE_INFINITY });
      }
    });
  }

  /**
   * The server up for the next request: after a crash it is started again while restarts remain,
   * else the run stops. Resolves false when the run has stopped.
   */
  async ensureUp(): Promise<boolean> {
    if (this.server.ready) return !this.stopped;
    await this.noteCrash();
    return this.serial(async () => {
      if (this.server.ready) return !this.stopped;
      if (this.stopped || this.restarts >= this.options.maxRestarts) {
        this.stopped = true;
        return false;
      }
      this.restarts += 1;
      await this.server.start();
      const open = this.excused.at(-1);
      if (open && open.to === Number.POSITIVE_INFINITY) open.to = performance.now();
      return true;
    });
  }

  /**
   * The request most likely behind a logged line: the last one to its path sent before it; when the
   * line names no request (an error handler's line for a client gone), the aborted request whose
   * closing moment is nearest the line's time, else the last request sent before it.
   */
  candidateFor(line: ErrorLogLine): Reproducer | undefined {
    const path = line.url?.split('?')[0];
    if (path) {
      return this.byPath
        .get(path)
        ?.filter((sent) => sent.startedAt <= line.at && (!line.method || sent.method === line.method))
        .at(-1);
    }
    const time = line.time ?? Date.now();
    const before = this.recent.filter((sent) => sent.startedEpoch <= time);
    const distance = (sent: Reproducer) => Math.abs(sent.startedEpoch + (sent.abort?.afterMs ?? 0) - time);
    const aborted = before.filter((sent) => sent.abort).sort((a, b) => distance(a) - distance(b));
    return aborted[0] ?? before.at(-1);
  }
}

/** Runs `work` over `items`, `concurrency` at a time, until done or `stop()` says so. */
async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  stop: () => boolean,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      while (next < items.length && !stop()) {
        const item = items[next++]!;
        await work(item);
      }
    }),
  );
}

/** Ids for a download: `count` people with a file, drawn with `next`. */
function pick(ids: readonly string[], count: number, next: () => number): string[] {
  return shuffle([...ids], next).slice(0, Math.min(count, ids.length));
}

const STAFF = ['human_ressources', 'admin', 'superadmin', 'admin+employee', 'superadmin+employee'];
const MEDIA = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** One download or upload of the aborts and zip-burst phases, as route, principal and request. */
function downloadRequest(
  kind: AbortKind | 'tender-grid-xlsx',
  next: () => number,
  fixture: Fixture,
  files: UploadFiles,
  authorization: (principal: string) => string | undefined,
  people: number,
): { route: string; principal: string; request: RawRequest } {
  const principal = STAFF[Math.floor(next() * STAFF.length)]!;
  const headers: [string, string][] = [['Authorization', authorization(principal) ?? '']];
  const format = next() < 0.7 ? 'pdf' : 'docx';
  const lang = next() < 0.5 ? 'fr' : 'en';
  const skills = fixture.catalogue.skill ?? [];
  const focus = pick(skills, 1 + Math.floor(next() * 3), next)
    .map((id) => `&focus=${encodeURIComponent(id)}`)
    .join('');
  switch (kind) {
    case 'expect-continue': {
      // Signed in or not: the rate limit and the sign-in check come first either way.
      const anonymous = next() < 0.5;
      return {
        route: 'GET /api/users/me',
        principal: anonymous ? 'anonymous' : principal,
        request: {
          method: 'GET',
          target: '/api/users/me',
          headers: [...(anonymous ? [] : headers), ['Expect', '100-continue']],
        },
      };
    }
    case 'pdf': {
      const id = pick(fixture.downloadIds, 1, next)[0]!;
      headers.push(['Accept', MEDIA[format]]);
      return {
        route: 'GET /api/users/{id}/resume',
        principal,
        request: {
          method: 'GET',
          target: `/api/users/${id}/resume?lang=${lang}${next() < 0.5 ? focus : ''}`,
          headers,
        },
      };
    }
    case 'zip': {
      const ids = pick(fixture.downloadIds, people, next)
        .map((id) => `ids=${id}`)
        .join('&');
      return {
        route: 'GET /api/users/resumes',
        principal,
        request: {
          method: 'GET',
          target: `/api/users/resumes?${ids}&format=${format}&lang=${lang}${focus}`,
          headers,
        },
      };
    }
    case 'tender-grid':
    case 'tender-grid-xlsx': {
      headers.push(['Content-Type', 'application/json']);
      const body = {
        request: pick(fixture.clientRequestIds, 1, next)[0],
        people: pick(fixture.downloadIds, people, next),
        anonymised: next() < 0.3,
        lang,
        ...(kind === 'tender-grid' ? { format } : {}),
      };
      const route =
        kind === 'tender-grid'
          ? 'POST /api/inventory/tender-grid/zip'
          : 'POST /api/inventory/tender-grid/xlsx';
      return {
        route,
        principal,
        request: { method: 'POST', target: route.slice(5), headers, body: Buffer.from(JSON.stringify(body)) },
      };
    }
    case 'cv-import': {
      const boundary = '----fuzz-abort';
      const file = next() < 0.5 ? files.cv : files.docx;
      const name = file === files.cv ? 'cv.pdf' : 'cv.docx';
      headers.push(['Content-Type', `multipart/form-data; boundary=${boundary}`]);
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        route: 'POST /api/resume-imports',
        principal,
        request: { method: 'POST', target: '/api/resume-imports', headers, body },
      };
    }
  }
}

/**
 * Runs the fuzzer: prepares and starts the server, signs the principals in, runs the phases,
 * stops the server, and returns the report (never throws for what it finds; throws when the server
 * cannot be prepared or started, or a principal cannot sign in).
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const runStarted = performance.now();
  const say = options.progress ?? (() => undefined);
  const prepared = await prepareServer(options.server);
  const prepareMs = performance.now() - runStarted;
  const server = new LiveServer(prepared, options.server.logFile, options.server.nodeArgs);
  let shutdown: FuzzReport['shutdown'] = null;
  let run: Run | undefined;
  let samples: HealthSample[] = [];
  let routes: string[] = [];
  let startupMs = 0;
  try {
    const startAt = performance.now();
    await server.start();
    startupMs = performance.now() - startAt;
    say(`server up in ${(startupMs / 1000).toFixed(1)} s on ${prepared.base} (${prepared.database})`);
    const document = (await (await fetch(`${prepared.base}/api/docs/json`)).json()) as OpenApiDocument;
    const operations = operationsOf(document);
    routes = operations.map(routeKey);
    const components = document.components?.schemas ?? {};
    const tokens: Record<string, string> = {};
    for (const principal of PRINCIPALS) {
      if (principal.email) tokens[principal.name] = await signIn(prepared.base, principal.email);
    }
    const forged = await forgedHeaders(tokens);
    const interaction = await openInteraction(prepared.base);
    const files = await uploadFiles();
    const authorization = (principal: string, variant = 0) =>
      principal === 'forged token'
        ? forged[variant % forged.length]![1]
        : tokens[principal]
          ? `Bearer ${tokens[principal]}`
          : undefined;
    const shownAs = new Map<string, string>([
      ...Object.entries(tokens).map(([name, token]): [string, string] => [
        `Bearer ${token}`,
        `Bearer <access token of ${name}>`,
      ]),
      ...forged.map(([label, value]): [string, string] => [value, `<forged token: ${label}>`]),
    ]);
    const context: BuildContext = {
      fixture: prepared.fixture,
      files,
      authorization,
      interactionCookie: interaction.cookie,
    };
    run = new Run(options, server, Object.values(tokens), shownAs);
    const sampler = await startHealthSampler({
      port: prepared.port,
      path: '/api/health',
      intervalMs: 50,
      timeoutMs: 2000,
    });
    try {
      const phases: [Phase, () => Promise<void>][] = [
        ['schema', () => schemaPhase(run!, operations, components, context, interaction.uid, say)],
        ['zip-burst', () => zipBurstPhase(run!, context, say)],
        ['aborts', () => abortsPhase(run!, context, say)],
      ];
      for (const [phase, work] of phases) {
        const from = performance.now();
        await work();
        run.phaseWindows.push({ phase, from, to: performance.now() });
      }
      // The end: the process up, health and readiness answering.
      if (!run.stopped && server.alive) {
        for (const path of ['/api/health', '/api/ready']) {
          const outcome = await sendRaw(prepared.port, { method: 'GET', target: path, headers: [] }, 5000);
          if (outcome.kind !== 'answered' || outcome.status !== 200) {
            run.failures.push({
              kind: 'health',
              detail: `${path} at the end: ${outcome.kind === 'answered' ? `status ${outcome.status}` : outcome.kind}`,
            });
          }
        }
      } else if (!server.alive) {
        await run.noteCrash();
      }
    } finally {
      samples = await sampler.stop();
    }
  } finally {
    if (server.alive) shutdown = await server.stop();
    await prepared.dispose();
  }
  const health = healthFigures(samples, run.excused);
  const slow = samples
    .filter((sample) => sample.ms !== undefined)
    .sort((a, b) => b.ms! - a.ms!)
    .slice(0, Math.max(10, Math.ceil(samples.length / 100)));
  const inFlight = new Map<string, number>();
  for (const sample of slow) {
    const routes = new Set(
      run.spans
        .filter((span) => span.from <= sample.at + sample.ms! && span.to >= sample.at)
        .map((span) => span.route),
    );
    for (const route of routes) inFlight.set(route, (inFlight.get(route) ?? 0) + 1);
  }
  const healthByPhase: FuzzReport['healthByPhase'] = {};
  for (const { phase, from, to } of run.phaseWindows) {
    healthByPhase[phase] = healthFigures(
      samples.filter((sample) => sample.at >= from && sample.at <= to),
      run.excused,
    );
  }
  const measured = options.healthMeasure === 'absolute' ? health.p99 : health.excessP99;
  if (health.answered > 0 && measured > options.healthP99Ms) {
    run.failures.push({
      kind: 'health',
      detail: `GET /api/health p99 ${health.p99.toFixed(1)} ms (over the control server's: ${health.excessP99.toFixed(1)} ms) over ${health.answered} samples; bound ${options.healthP99Ms} ms ${options.healthMeasure}`,
    });
  }
  if (health.failures.length > 0) {
    run.failures.push({
      kind: 'health',
      detail: `GET /api/health failed ${health.failures.length} times outside a crash (first: ${health.failures[0]!.error})`,
    });
  }
  return {
    options,
    database: prepared.database,
    prepareMs,
    startupMs,
    durationMs: performance.now() - runStarted,
    requests: run.requests,
    byPhase: run.byPhase,
    counts: run.counts,
    routes,
    latencyByRoute: new Map(
      [...run.latencies].map(([route, values]) => [
        route,
        { p99: quantile(values, 0.99), max: Math.max(...values), count: values.length },
      ]),
    ),
    statuses: run.statuses,
    timeLimitAnswers: run.timeLimitAnswers,
    health,
    slowHealthRoutes: [...inFlight.entries()].sort(([, a], [, b]) => b - a),
    healthByPhase,
    crashes: run.crashes,
    restarts: run.restarts,
    logCounts: server.logCounts,
    stderr: server.stderrLines,
    shutdown,
    failures: run.failures,
  };
}

async function schemaPhase(
  run: Run,
  operations: Operation[],
  components: Components,
  context: BuildContext,
  interaction: string,
  say: (line: string) => void,
) {
  const { options } = run;
  const started = performance.now();
  const plans = new Map(
    operations.map((operation) => [
      operation,
      planArbitrary(operation, components, context.fixture, interaction, options.abortShare),
    ]),
  );
  const done = () =>
    run.stopped ||
    (options.durationMs !== undefined && performance.now() - started >= options.durationMs) ||
    (options.maxRequests !== undefined && run.requests >= options.maxRequests);
  let lastSaid = performance.now();
  for (let round = 0; round < options.rounds && !done(); round++) {
    const batch: { operation: Operation; principal: string; request: RawRequest }[] = [];
    operations.forEach((operation, operationIndex) => {
      PRINCIPALS.forEach((principal, principalIndex) => {
        const sampled = fc.sample(plans.get(operation)!, {
          seed: mixSeed(options.seed, round, operationIndex, principalIndex),
          numRuns: options.perPair,
        });
        for (const plan of sampled) {
          batch.push({
            operation,
            principal: principal.name,
            request: buildRequest(operation, principal.name, plan, context),
          });
        }
      });
    });
    shuffle(batch, random(mixSeed(options.seed, round, -1)));
    await inParallel(
      batch,
      options.concurrency,
      async ({ operation, principal, request }) => {
        await run.send('schema', routeKey(operation), principal, request);
        if (performance.now() - lastSaid > 10_000) {
          lastSaid = performance.now();
          const seconds = (performance.now() - started) / 1000;
          say(
            `schema round ${round + 1}: ${run.requests} requests in ${seconds.toFixed(0)} s (${(run.requests / seconds).toFixed(0)}/s), ${run.failures.length} failures, ${run.crashes} crashes`,
          );
        }
      },
      done,
    );
  }
  say(
    `schema phase: ${run.byPhase.schema} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function zipBurstPhase(run: Run, context: BuildContext, say: (line: string) => void) {
  const { options } = run;
  if (options.zipBurst <= 0 || run.stopped) return;
  const started = performance.now();
  const next = random(mixSeed(options.seed, 7001));
  const requests = Array.from({ length: options.zipBurst }, (_, index) =>
    downloadRequest(
      index % 3 === 2 ? 'tender-grid' : 'zip',
      next,
      context.fixture,
      context.files,
      context.authorization,
      50,
    ),
  );
  await Promise.all(
    requests.map(({ route, principal, request }) => run.send('zip-burst', route, principal, request)),
  );
  say(
    `zip-burst phase: ${requests.length} downloads of 50 files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function abortsPhase(run: Run, context: BuildContext, say: (line: string) => void) {
  const { options } = run;
  const next = random(mixSeed(options.seed, 9001));
  const order: AbortKind[] = ['expect-continue', 'cv-import', 'tender-grid', 'pdf', 'zip'];
  for (const kind of order) {
    const count = options.aborts[kind];
    if (count <= 0 || run.stopped) continue;
    const started = performance.now();
    const items = Array.from({ length: count }, () => {
      const built = downloadRequest(
        kind,
        next,
        context.fixture,
        context.files,
        context.authorization,
        5 + Math.floor(next() * 46),
      );
      // Half the delays within the first 60 ms, where a route is still before its first byte
      // (reading the database, starting the workers), half over the whole 0–400 ms; a client that
      // asked to continue leaves within 10 ms, while the server is still at its first hooks.
      const within = kind === 'expect-continue' ? 11 : next() < 0.5 ? 61 : 401;
      built.request.abort = {
        afterMs: Math.floor(next() * within),
        after: kind === 'cv-import' && next() < 0.5 ? 'half-body' : 'request',
      };
      return built;
    });
    // A crash ends this kind's aborts (the rest would repeat it); the server is started again, if
    // restarts remain, when the next request needs it.
    let crashed = false;
    let sent = 0;
    await inParallel(
      items,
      options.abortConcurrency,
      async ({ route, principal, request }) => {
        if (!(await run.send('aborts', route, principal, request))) return;
        sent += 1;
        // The server alive after each: the process up and health answering.
        await sleep(30);
        let health = run.down
          ? null
          : await sendRaw(
              run.server.prepared.port,
              { method: 'GET', target: '/api/health', headers: [] },
              5000,
            );
        // A refused or reset health check may be the process going down: its exit comes a moment later.
        if (health && health.kind !== 'answered') await sleep(300);
        if (run.down) health = null;
        if (!health) {
          crashed = true;
          await run.noteCrash();
        } else if (health.kind !== 'answered' || health.status !== 200) {
          run.failures.push({
            kind: 'health',
            detail: `GET /api/health after an aborted ${kind}: ${health.kind === 'answered' ? health.status : health.kind}`,
          });
        }
      },
      () => run.stopped || crashed,
    );
    say(
      `aborts phase: ${sent} aborted ${kind} in ${((performance.now() - started) / 1000).toFixed(1)} s${crashed ? ' (stopped by a crash)' : ''}`,
    );
  }
}
