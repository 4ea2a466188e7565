/**
 * `npm start`'s entry: the supervisor (./supervisor.ts) running the server (./main.ts) in
 * `API_PROCESSES` processes (default 1; more need PostgreSQL, README "Running in production"),
 * restarting one that crashes. The configuration is read and checked here first, so that a wrong
 * variable stops the start with its name instead of a loop of crashing processes.
 */
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { supervise } from './supervisor.ts';

const config = loadConfig();
const supervisor = supervise({
  exec: fileURLToPath(new URL('./main.ts', import.meta.url)),
  processes: config.processes,
});
const stop = () => void supervisor.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
