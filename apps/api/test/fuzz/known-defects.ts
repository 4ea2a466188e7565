/**
 * Defects the live fuzzer finds that are not fixed yet, each with what its failures look like. The
 * short run (`live-fuzz.test.ts`) expects every failure to be one of these, and has a test per
 * defect it shows in every run (`everyRun`), marked `it.fails` while the defect is there: when a fix
 * lands, that test fails, and the defect's entry goes (which removes its test). A defect seen now and
 * then has no such test: its entry goes with its fix.
 */
import type { Failure } from './live-fuzz.ts';

export interface KnownDefect {
  id: string;
  /** What goes wrong, and where. */
  title: string;
  /**
   * True when the short run shows it every time (its test is marked `it.fails`); false for a defect
   * seen now and then (a race), tolerated by the short run without a test of its own.
   */
  everyRun: boolean;
  matches(failure: Failure): boolean;
}

export const KNOWN_DEFECTS: readonly KnownDefect[] = [
  {
    id: 'rate-limit-gone-client',
    title:
      'a request whose client is gone before the rate limit runs — one sent with Expect: 100-continue and closed ' +
      "within 10 ms, signed in or not — logs a TypeError at error level: @fastify/rate-limit's default key reads " +
      'request.ip, undefined once the socket is destroyed (needs a keyGenerator in apps/api/src/app.ts that falls ' +
      'back when there is no address)',
    everyRun: true,
    matches: (failure) =>
      failure.kind === 'error-log' &&
      failure.line.errType === 'TypeError' &&
      failure.line.line.includes('@fastify/rate-limit'),
  },
];

/** The known defect a failure belongs to, if any. */
export function knownDefectOf(failure: Failure): KnownDefect | undefined {
  return KNOWN_DEFECTS.find((defect) => defect.matches(failure));
}
