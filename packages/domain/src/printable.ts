/**
 * The characters the documents can print (issue #26 §18; docs/decisions.md "Characters the
 * documents print"): the forms refuse text the PDF would draw as boxes (CJK, Arabic, Hebrew,
 * Indic… scripts, which no font of the documents holds). The table comes from the PDF's fonts
 * (printable-ranges.ts, generated); this module reads it.
 */
import { messageWithValues } from './message.ts';
import { PRINTABLE_RANGES } from './printable-ranges.ts';

/**
 * Characters no font needs to draw (issue #26 §18): zero-width space and joiners (U+200B–U+200D),
 * word joiner (U+2060), variation selectors (U+FE00–U+FE0F) and tags (U+E0000–U+E007F, the
 * subdivision flags) are read with their neighbours. The PDF's font chain (resume-pdf.ts) skips
 * the same list.
 */
export function isInvisible(codePoint: number): boolean {
  return (
    (codePoint >= 0x200b && codePoint <= 0x200d) ||
    codePoint === 0x2060 ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0000 && codePoint <= 0xe007f)
  );
}

/** The table's ranges: `FIRSTS[i]`–`LASTS[i]` inclusive, ascending and disjoint. */
const FIRSTS: number[] = [];
const LASTS: number[] = [];
let end = -1;
for (const pair of PRINTABLE_RANGES.split(',')) {
  const [gap, extra] = pair.split('.') as [string, string];
  const first = end + 1 + parseInt(gap, 36);
  end = first + parseInt(extra, 36);
  FIRSTS.push(first);
  LASTS.push(end);
}

/** True when a font of the documents draws `codePoint` (binary search over the ranges). */
function isDrawn(codePoint: number): boolean {
  let low = 0;
  let high = FIRSTS.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (codePoint < FIRSTS[middle]!) high = middle - 1;
    else if (codePoint > LASTS[middle]!) low = middle + 1;
    else return true;
  }
  return false;
}

/** A surrogate code unit met alone (a UTF-16 cut through an emoji). */
const isSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;

/**
 * issue #26 §18: the distinct characters of `text` that no font of the documents draws, in order
 * of first appearance; empty when the whole text prints. Characters are code points, not grapheme
 * clusters: the PDF draws a cluster when one font draws all its code points, and every cluster of
 * the fonts' scripts (a letter and its accents, an emoji sequence, a flag) has its code points in
 * the table, so a refused code point names exactly what the writer must change. Ignored: the
 * invisible characters ({@link isInvisible}) and lone surrogates (the PDF prints U+FFFD for them;
 * spec §5's 199-character cut of a diploma title can leave one; the API refuses them at its door).
 * Cost: one binary search per character (docs/performance.md "Printable characters").
 */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (isInvisible(codePoint) || isSurrogate(codePoint) || isDrawn(codePoint)) continue;
    found.add(character);
  }
  return [...found];
}

/**
 * issue #26 §18: the message refusing `text` — `validation.unprintableCharacters` with the
 * characters no font of the documents draws, space-separated, as its `characters` value
 * ({@link messageWithValues}) — or undefined when the whole text prints.
 */
export function unprintableMessage(text: string): string | undefined {
  const characters = unprintableCharacters(text);
  if (characters.length === 0) return undefined;
  return messageWithValues('validation.unprintableCharacters', { characters: characters.join(' ') });
}
