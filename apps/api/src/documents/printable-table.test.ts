/**
 * issue #26 §18: the domain's table of printable characters (packages/domain/src/printable-ranges.ts)
 * is what the documents' fonts draw. Regenerated here in memory and compared with the file, so that
 * a change of FONT_FILES or of the fallback chains without `npm run generate:printable` fails; and
 * every code point the domain accepts — each range's edges, random ones — finds a font in the PDF's
 * run splitter (`fontSegments`) that draws it, in both weights: no box.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRINTABLE_RANGES } from '@highlight/domain/printable-ranges';
import { isInvisible, unprintableCharacters } from '@highlight/domain/printable';
import { encodeRanges, printableRangesSource, toRanges } from './printable-table.ts';
import { fontSegments, loadFonts } from './resume-pdf.ts';

/** The table's ranges as the domain decodes them. */
const RANGES: [number, number][] = [];
{
  let end = -1;
  for (const pair of PRINTABLE_RANGES.split(',')) {
    const [gap, extra] = pair.split('.').map((part) => parseInt(part, 36)) as [number, number];
    RANGES.push([end + 1 + gap, end + 1 + gap + extra]);
    end = end + 1 + gap + extra;
  }
}
/** Tab and line breaks (in the table for the layout) and invisible characters: no font draws them. */
const LAYOUT = new Set([0x09, 0x0a, 0x0d]);
const undrawn = (codePoint: number) => LAYOUT.has(codePoint) || isInvisible(codePoint);

/** True when the PDF's run splitter puts `codePoint` in a font that draws it, regular and bold. */
function drawnInPdf(codePoint: number): boolean {
  const fonts = loadFonts();
  return [false, true].every((bold) =>
    fontSegments(String.fromCodePoint(codePoint), bold).every((segment) =>
      fonts[segment.font].hasGlyphForCodePoint(codePoint),
    ),
  );
}

describe('the table of printable characters (issue #26 §18)', () => {
  it('is the generated file of the fonts today: regenerate it after a font change', () => {
    const file = readFileSync(
      new URL('../../../../packages/domain/src/printable-ranges.ts', import.meta.url),
      'utf8',
    );
    expect(file).toBe(printableRangesSource());
  });

  it('encodes ranges as gaps and lengths the domain decodes', () => {
    expect(toRanges([1, 2, 3, 7, 9, 10])).toEqual([
      [1, 3],
      [7, 7],
      [9, 10],
    ]);
    expect(
      encodeRanges([
        [0, 0],
        [9, 10],
        [50, 85],
      ]),
    ).toBe('0.0,8.1,13.z');
  });

  it('holds only code points the PDF draws: the edges of every range', () => {
    for (const [first, last] of RANGES) {
      for (const codePoint of [first, last]) {
        if (undrawn(codePoint)) continue;
        expect(drawnInPdf(codePoint), codePoint.toString(16)).toBe(true);
      }
    }
  });

  it('holds only code points the PDF draws: any the domain accepts (property)', () => {
    const accepted = fc
      .integer({ min: 0, max: RANGES.length - 1 })
      .chain((index) => fc.integer({ min: RANGES[index]![0], max: RANGES[index]![1] }))
      .filter((codePoint) => !undrawn(codePoint));
    fc.assert(
      fc.property(accepted, (codePoint) => {
        expect(unprintableCharacters(String.fromCodePoint(codePoint))).toEqual([]);
        expect(drawnInPdf(codePoint)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts Latin, Greek, Cyrillic, emoji and maths, as the PDF prints them', () => {
    const text = 'Hélène Œuvre ẞ Ελληνικά Русский 🚀 👩‍💻 🇫🇷 ∑ ∫ → ≤ ✓ ★ ─';
    expect(unprintableCharacters(text)).toEqual([]);
    for (const bold of [false, true]) {
      for (const segment of fontSegments(text, bold)) {
        const font = loadFonts()[segment.font];
        for (const character of [...segment.text]
          .filter((character) => !isInvisible(character.codePointAt(0)!) && !/\s/u.test(character))
          .join('')) {
          expect(font.hasGlyphForCodePoint(character.codePointAt(0)!), character).toBe(true);
        }
      }
    }
  });
});
