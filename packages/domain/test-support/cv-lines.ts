/**
 * Test support for the CV understanding's readers (issue #28 §1): `CvLine`s and `CvSection`s made
 * by hand, a body line by default, any field overridden. Not used by the product's code.
 */
import type { CvBlockKind, CvLine, CvSection } from '../src/cv/layout.ts';

/** A body line of a one-column PDF page: 10 pt, not bold, in lower case unless the text says otherwise. */
export function cvLine(text: string, overrides: Partial<CvLine> = {}): CvLine {
  return {
    text,
    page: 0,
    column: 0,
    x: 50,
    y: 100,
    size: 10,
    relativeSize: 1,
    bold: false,
    capitals: /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text),
    part: 'body',
    style: null,
    headingLevel: null,
    listItem: false,
    gapBefore: 0,
    ...overrides,
  };
}

/** A section of `kind` holding `lines` (strings become body lines). */
export function cvSection(
  kind: CvBlockKind,
  lines: readonly (string | CvLine)[],
  heading: string | null = null,
): CvSection {
  return { kind, heading, lines: lines.map((line) => (typeof line === 'string' ? cvLine(line) : line)) };
}
