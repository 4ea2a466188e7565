/**
 * `npm start`'s supervisor (./supervisor.ts; DESIGN.md "Running in production"): a server process
 * that crashes is logged at fatal level and replaced, after a pause that doubles on quick crashes;
 * SIGTERM stops the supervisor and every process it runs. The supervisor runs as its own process
 * here (a cluster's primary), over a stand-in server that crashes on demand.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports.ts';

/** A stand-in server: answers its pid, and throws outside any handler on /crash. */
const SERVER = `
import { createServer } from 'node:http';
const server = createServer((request, response) => {
  if (request.url === '/crash') setImmediate(() => { throw new Error('a fault no handler caught'); });
  response.end(String(process.pid));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
`;

const RUNNER = (supervisor: string, server: string) => `
import { supervise } from ${JSON.stringify(supervisor)};
const supervisor = supervise({
  exec: ${JSON.stringify(server)},
  execArgv: [],
  processes: 1,
  restartDelayMs: 200,
  healthyAfterMs: 60_000,
});
process.once('SIGTERM', () => void supervisor.stop().then(() => process.exit(0)));
`;

let child: ChildProcess;
let port: number;
const lines: { level: number; msg: string; pid?: number; restartInMs?: number }[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'highlight-supervisor-'));
  writeFileSync(join(dir, 'server.mjs'), SERVER);
  const supervisor = fileURLToPath(new URL('./supervisor.ts', import.meta.url));
  writeFileSync(join(dir, 'runner.mjs'), RUNNER(supervisor, join(dir, 'server.mjs')));
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', join(dir, 'runner.mjs')], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as (typeof lines)[number]);
  });
});
afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

/** The pid of the process answering, or null while none does. */
async function answeringPid(): Promise<number | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return Number(await response.text());
  } catch {
    return null;
  }
}

async function nextPid(other: number | null): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const pid = await answeringPid();
    if (pid !== null && pid !== other) return pid;
    await sleep(50);
  }
  throw new Error('no server process answered');
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the supervisor of npm start', () => {
  it('replaces a crashed server process, says so at fatal level, and waits longer after each quick crash', async () => {
    const first = await nextPid(null);
    await fetch(`http://127.0.0.1:${port}/crash`).catch(() => undefined);
    const second = await nextPid(first);
    expect(alive(first)).toBe(false);
    await fetch(`http://127.0.0.1:${port}/crash`).catch(() => undefined);
    const third = await nextPid(second);
    expect(third).not.toBe(first);

    const crashes = lines.filter((line) => line.msg === 'server process exited unexpectedly: restarting it');
    expect(crashes.map((line) => line.level)).toEqual([60, 60]);
    expect(crashes.map((line) => line.pid)).toEqual([first, second]);
    expect(crashes.map((line) => line.restartInMs)).toEqual([200, 400]);
  }, 30_000);

  it('stops every server process with itself on SIGTERM', async () => {
    const pid = await nextPid(null);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(pid)).toBe(false);
    expect(lines.at(-1)?.msg).toBe('supervisor stopped');
  }, 30_000);
});
