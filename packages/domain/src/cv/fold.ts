/**
 * Text folded for matching, with every offset kept (issue #28 §1): lower case, accents dropped,
 * typographic apostrophes made straight, and the result exactly as long as the input, so that a
 * match's offsets in the folded text are its offsets in the original.
 */

const FOLDED = new Map<string, string>();

/** One UTF-16 unit folded; a unit whose folded form is not one unit (a surrogate half, "İ") stays. */
function foldUnit(unit: string): string {
  let folded = FOLDED.get(unit);
  if (folded === undefined) {
    const plain =
      unit === '’' || unit === 'ʼ' ? "'" : unit.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded = plain.length === 1 ? plain : unit;
    FOLDED.set(unit, folded);
  }
  return folded;
}

/** `text` in lower case without accents, one unit for one unit ("Été 2020" → "ete 2020"). */
export function fold(text: string): string {
  // Stryker disable next-line ConditionalExpression: a fast path only; the loop below folds ASCII the same
  if (/^[\x20-\x7e]*$/u.test(text)) return text.toLowerCase();
  let folded = '';
  for (let index = 0; index < text.length; index += 1) folded += foldUnit(text[index]!);
  return folded;
}
