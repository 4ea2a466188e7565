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

export const KNOWN_DEFECTS: readonly KnownDefect[] = [];

/** The known defect a failure belongs to, if any. */
export function knownDefectOf(failure: Failure): KnownDefect | undefined {
  return KNOWN_DEFECTS.find((defect) => defect.matches(failure));
}
