/**
 * Does the answer's time tell whether an address has an account? (issue #26 §7: a forgot-password
 * for a known email took 5.8 ms against 2.4 ms for an unknown one.) Over real HTTP against the
 * embedded provider on an in-memory PGlite, this times, interleaved so that any drift hits both
 * sides alike:
 * - forgot password for a known address (a different account each time, so that each request
 *   really writes a link and a mail, under the per-recipient limit) and for an unknown one;
 * - sign-up with a taken address (its owner gets a notice) and with a new one (an account and a
 *   confirmation mail; the password hashed either way).
 * The client runs in a worker thread: PGlite runs in the server's thread, and a client there would
 * read its answer only once the work done after the answer is over, which a remote client never
 * waits for. That work is waited for between requests, so that it does not slow the next one.
 * Prints the median and p90 of each path in milliseconds and their difference.
 * Run: `npm run bench:enumeration` (BENCH_ROUNDS requests per path, default 150).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createIdentityUser } from '../src/identity/accounts.ts';
import {
  Browser,
  openLoginPage,
  pkcePair,
  startIdentityServer,
  type IdentityServer,
} from '../src/identity/test-kit.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 150);
const WARM_UP = 20;
const PASSWORD = 'Str0ng!pass';

/** What the client asks the server's thread for: a new account's address, or to wait for the work. */
type Ask = { type: 'account' } | { type: 'settle' };

/** The server's thread: the provider, and the answers to the client's asks. */
async function serve(): Promise<void> {
  const server: IdentityServer = await startIdentityServer();
  /** An account's address (no password: the forgot-password path does not read it). */
  const account = async () => {
    const email = `known-${randomUUID()}@example.test`;
    await createIdentityUser(server.db, {
      email,
      firstname: 'Zoé',
      lastname: 'Quartermaine',
      roles: ['employee'],
      status: 'active',
      emailVerified: true,
    });
    return email;
  };
  const client = new Worker(new URL(import.meta.url), {
    workerData: { base: server.base, issuer: server.issuer },
  });
  client.on('message', (message: Ask | { type: 'done'; rows: unknown[] }) => {
    void (async () => {
      if (message.type === 'account') client.postMessage(await account());
      else if (message.type === 'settle') client.postMessage(await server.settled());
      else {
        console.table(message.rows);
        console.log(
          JSON.stringify({ bench: 'enumeration', node: process.version, rounds: ROUNDS, rows: message.rows }),
        );
        await client.terminate();
        await server.close();
      }
    })();
  });
  client.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
    void server.close();
  });
}

/** The client's thread: times the requests. */
async function measure(): Promise<void> {
  const port = parentPort!;
  const server = workerData as { base: string; issuer: string };
  const ask = (message: Ask) =>
    new Promise<unknown>((resolve) => {
      port.once('message', resolve);
      port.postMessage(message);
    });

  /** Milliseconds of one request made by `send`; the work after the answer is then waited for. */
  const timed = async (send: () => Promise<Response>): Promise<number> => {
    const start = performance.now();
    const response = await send();
    await response.arrayBuffer();
    const elapsed = performance.now() - start;
    if (response.status !== 200) throw new Error(`unexpected status ${response.status}`);
    await ask({ type: 'settle' });
    return elapsed;
  };

  const forgot = (email: string) => () =>
    new Browser(server.base).request(`${server.issuer}/login-actions/reset-credentials`, {
      form: { username: email },
    });

  /** A sign-up form ready to post (its interaction opened, untimed). */
  const signUpForm = async (email: string): Promise<() => Promise<Response>> => {
    const browser = new Browser(server.base);
    const login = await openLoginPage(server, browser, pkcePair().challenge);
    return () =>
      browser.request(`${login.url}/registration`, {
        form: {
          firstName: 'Alan',
          lastName: 'Turing',
          email,
          password: PASSWORD,
          'password-confirm': PASSWORD,
        },
      });
  };

  /** Median and p90 of `times` (milliseconds), to two decimals. */
  const summary = (times: number[]) => {
    const sorted = times.toSorted((a, b) => a - b);
    const at = (fraction: number) => Number(sorted[Math.floor((sorted.length - 1) * fraction)]!.toFixed(2));
    return { median: at(0.5), p90: at(0.9) };
  };

  /** Times both paths of a pair, interleaved, after WARM_UP untimed rounds. */
  const pair = async (
    name: string,
    known: () => Promise<() => Promise<Response>>,
    unknown: () => Promise<() => Promise<Response>>,
  ) => {
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const knownTime = await timed(await known());
      const unknownTime = await timed(await unknown());
      if (round < WARM_UP) continue;
      times.known.push(knownTime);
      times.unknown.push(unknownTime);
    }
    const knownSummary = summary(times.known);
    const unknownSummary = summary(times.unknown);
    return {
      path: name,
      knownMedianMs: knownSummary.median,
      unknownMedianMs: unknownSummary.median,
      differenceMs: Number((knownSummary.median - unknownSummary.median).toFixed(2)),
      knownP90Ms: knownSummary.p90,
      unknownP90Ms: unknownSummary.p90,
    };
  };

  const account = async () => (await ask({ type: 'account' })) as string;
  const rows = [
    await pair(
      'forgot password: known / unknown address',
      async () => forgot(await account()),
      () => Promise.resolve(forgot(`nobody-${randomUUID()}@example.test`)),
    ),
    await pair(
      'sign-up: taken / new address',
      async () => signUpForm(await account()),
      () => signUpForm(`new-${randomUUID()}@example.test`),
    ),
  ];
  port.postMessage({ type: 'done', rows });
}

await (isMainThread ? serve() : measure());
