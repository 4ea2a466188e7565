/**
 * Lines of one paragraph of a CV put back together (issue #28 §1): a PDF or a narrow column wraps
 * a sentence over several lines and cuts words with a hyphen ("En-" / "gineer"); the understanding
 * reads the paragraph as one text.
 */
import type { CvLine } from './layout.ts';

/** A hyphen ending a line right after a letter: the word may go on at the next line. */
const CUT_WORD = /\p{L}[-‐]$/u;

/**
 * The lines of one paragraph (`CvLine`s or their texts) as one text: lines joined with a space,
 * "\t" cells as spaces, runs of spaces collapsed, ends trimmed. A word cut by a hyphen at a line's
 * end is joined back without the hyphen when the next line starts with a lower-case letter
 * ("En-" + "gineer" → "Engineer"); before a capital or a digit the hyphen belongs to the word and
 * stays, without a space ("Jean-" + "Pierre" → "Jean-Pierre", "COVID-" + "19" → "COVID-19").
 * Empty lines are skipped; no line gives ''.
 */
export function joinLines(lines: readonly CvLine[] | readonly string[]): string {
  let joined = '';
  for (const line of lines) {
    const text = (typeof line === 'string' ? line : line.text).replace(/\s+/gu, ' ').trim();
    if (text === '') continue;
    if (joined === '') joined = text;
    else if (CUT_WORD.test(joined) && /^\p{Ll}/u.test(text)) joined = `${joined.slice(0, -1)}${text}`;
    else if (CUT_WORD.test(joined) && /^[\p{Lu}\p{N}]/u.test(text)) joined = `${joined}${text}`;
    else joined = `${joined} ${text}`;
  }
  return joined;
}
