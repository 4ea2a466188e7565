/**
 * Samples a health endpoint of the server under test every `intervalMs` from a worker thread of
 * its own, so that the fuzzer's work (building ten-thousand-level bodies, parsing answers) never
 * delays a sample or inflates its latency. One keep-alive connection, one request at a time: a
 * sample starts `intervalMs` after the previous one started, or as soon as it ends when slower.
 *
 * Each sample also asks, at the same moment, a control server: a separate Node process that answers
 * every request at once. Its latency is what the machine alone costs (other processes on the same
 * cores); the health latency minus the control's, sample by sample, is what the server under test
 * adds — the figure that stays meaningful on a machine shared with other work.
 *
 * `stop()` resolves with every sample: its start (`performance.now()` of the parent's clock), the
 * health latency in ms or the error (refused, reset, over `timeoutMs`, a status other than 200),
 * and the control's latency.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';

export interface HealthSample {
  /** When the sample started, `performance.now()` of the parent's clock (ms). */
  at: number;
  /** Latency in ms, when answered 200. */
  ms?: number;
  /** Why it failed, otherwise. */
  error?: string;
  /** The control server's latency at the same moment (ms), when it answered. */
  controlMs?: number;
}

export interface HealthSampler {
  stop(): Promise<HealthSample[]>;
}

// Plain JavaScript: a worker evaluated from text runs without the TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, controlPort, path, intervalMs, timeoutMs, origin } = workerData;
const agents = [new http.Agent({ keepAlive: true, maxSockets: 1 }), new http.Agent({ keepAlive: true, maxSockets: 1 })];
const samples = [];
let running = true;
const now = () => performance.timeOrigin + performance.now() - origin;
function get(target, pathname, agent) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port: target, path: pathname, agent, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => {
        const ms = performance.now() - started;
        resolve(response.statusCode === 200 ? { ms } : { error: 'status ' + response.statusCode });
      });
      response.on('error', (error) => resolve({ error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error('no answer within ' + timeoutMs + ' ms')));
    request.on('error', (error) => resolve({ error: error.code || error.message }));
  });
}
(async () => {
  while (running) {
    const started = performance.now();
    const at = now();
    const [health, control] = await Promise.all([get(port, path, agents[0]), get(controlPort, '/', agents[1])]);
    samples.push({ at, ...health, ...(control.ms === undefined ? {} : { controlMs: control.ms }) });
    const wait = intervalMs - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  for (const agent of agents) agent.destroy();
  parentPort.postMessage(samples);
})();
parentPort.on('message', () => { running = false; });
`;

const CONTROL_SOURCE = `
const server = require('node:http').createServer((request, response) => response.end('ok'));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('disconnect', () => process.exit(0));
`;

/** Starts sampling `http://127.0.0.1:<port><path>` and the control server. */
export async function startHealthSampler(options: {
  port: number;
  path: string;
  intervalMs: number;
  timeoutMs: number;
}): Promise<HealthSampler> {
  const control = spawn(process.execPath, ['-e', CONTROL_SOURCE], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const controlPort = await new Promise<number>((resolve, reject) => {
    createInterface({ input: control.stdout! }).once('line', (line) => resolve(Number(line)));
    control.once('error', reject);
    control.once('exit', (code) => reject(new Error(`the control server exited (${code})`)));
  });
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { ...options, controlPort, origin: performance.timeOrigin },
  });
  const result = new Promise<HealthSample[]>((resolve, reject) => {
    worker.once('message', (samples: HealthSample[]) => resolve(samples));
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      try {
        return await result;
      } finally {
        await worker.terminate();
        control.kill();
      }
    },
  };
}

/** The `q`-quantile (0–1) of `values` by the nearest-rank method; NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
