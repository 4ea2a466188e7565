/**
 * The supervisor `npm start` runs (DESIGN.md "Running in production": one command on one machine
 * runs under a supervisor that restarts a crashed process). It is Node's own `cluster` module
 * (https://nodejs.org/api/cluster.html): the supervisor forks the server processes, which share
 * the listening port; when one exits without being asked to, the supervisor logs it at fatal level
 * and forks another after a pause that doubles on each quick crash (1 s, 2 s… 30 s at most) and
 * starts again from 1 s once a process has stayed up a minute. SIGTERM or SIGINT is passed on to
 * every process, which closes its server and database (main.ts `shutdown`); a process still there
 * after `stopTimeoutMs` is killed. The supervisor itself runs no application code, so an error in
 * a request cannot take it down.
 *
 * Production runs this same entry under the machine's service manager (deploy/systemd/), which
 * restarts the supervisor if the machine's memory killer or an operator stops it, or runs several
 * machines' supervisors behind a proxy over PostgreSQL and Redis (README "Running in production").
 */
import cluster, { type Worker } from 'node:cluster';
import { pino, type Logger } from 'pino';

export interface SupervisorOptions {
  /** The server's entry, run by each process (`cluster.setupPrimary({ exec })`). */
  exec: string;
  /** Node options of the processes (default: the supervisor's own, the TypeScript loader included). */
  execArgv?: string[];
  /** Server processes (config `API_PROCESSES`); more than one needs PostgreSQL. */
  processes: number;
  /** First pause before a restart, doubled on each quick crash (milliseconds, default 1,000). */
  restartDelayMs?: number;
  /** Longest pause before a restart (default 30,000). */
  maxRestartDelayMs?: number;
  /** A process up this long has not crashed quickly: the next pause starts again from the first. */
  healthyAfterMs?: number;
  /** How long a process may take to stop after SIGTERM before it is killed (default 20,000). */
  stopTimeoutMs?: number;
  /** Where the supervisor logs (default: pino to standard output, level `LOG_LEVEL` or info). */
  log?: Logger;
}

/** What `supervise` gives back: how many restarts so far, and how to stop everything. */
export interface Supervisor {
  restarts(): number;
  /** Stops every process (SIGTERM, then SIGKILL past the time limit); resolves once all exited. */
  stop(): Promise<void>;
}

/**
 * Starts `options.processes` server processes and keeps them running (module docstring). Call it
 * in the cluster's primary only. Returns the handle; the caller wires the signals (`./start.ts`).
 */
export function supervise(options: SupervisorOptions): Supervisor {
  const log = options.log ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const firstDelay = options.restartDelayMs ?? 1_000;
  const maxDelay = options.maxRestartDelayMs ?? 30_000;
  const healthyAfter = options.healthyAfterMs ?? 60_000;
  const stopTimeout = options.stopTimeoutMs ?? 20_000;
  cluster.setupPrimary({ exec: options.exec, execArgv: options.execArgv ?? process.execArgv });

  let stopping = false;
  let restarts = 0;
  /** The pause before the next restart of each slot (one slot per process asked for). */
  const delays = new Map<number, number>();
  const startedAt = new Map<Worker, { slot: number; at: number }>();
  const timers = new Set<NodeJS.Timeout>();

  const fork = (slot: number) => {
    const worker = cluster.fork({ HIGHLIGHT_PROCESS_SLOT: String(slot) });
    startedAt.set(worker, { slot, at: Date.now() });
    worker.on('exit', (code, signal) => {
      const started = startedAt.get(worker);
      startedAt.delete(worker);
      if (stopping || !started) return;
      const upMs = Date.now() - started.at;
      const delay = upMs >= healthyAfter ? firstDelay : (delays.get(started.slot) ?? firstDelay);
      delays.set(started.slot, Math.min(maxDelay, delay * 2));
      log.fatal(
        { pid: worker.process.pid, code, signal, upMs, restartInMs: delay },
        'server process exited unexpectedly: restarting it',
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopping) return;
        restarts++;
        fork(started.slot);
      }, delay);
      timers.add(timer);
    });
  };
  for (let slot = 0; slot < options.processes; slot++) fork(slot);
  log.info({ processes: options.processes }, 'supervisor started');

  return {
    restarts: () => restarts,
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const running = [...startedAt.keys()].filter((worker) => !worker.isDead());
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), stopTimeout);
              worker.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
      log.info('supervisor stopped');
    },
  };
}
