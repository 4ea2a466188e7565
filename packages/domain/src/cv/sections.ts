/**
 * Section headings of CVs, French and English (issue #28 §1): "Expériences professionnelles",
 * "PARCOURS", "Work history", "Formation", "Compétences techniques :", "E X P E R I E N C E",
 * "2. Langues". The words are data (cv-lexicon.json `sections`).
 */
import lexicon from './cv-lexicon.json' with { type: 'json' };
import { fold } from './fold.ts';

/** What a section of a CV holds. */
export type CvSectionKind = Exclude<keyof typeof lexicon.sections, '$comment'>;

const HEADINGS: readonly (readonly [string, CvSectionKind])[] = Object.entries(lexicon.sections)
  .filter(([kind]) => kind !== '$comment')
  .flatMap(([kind, headings]) =>
    (headings as string[]).map((heading) => [heading, kind as CvSectionKind] as const),
  )
  .sort(([a], [b]) => b.length - a.length);

/** Words a heading may carry after its name ("Expériences professionnelles récentes"). */
const MAX_EXTRA_WORDS = 2;
/** Words of a heading line at most (a sentence is no heading). */
const MAX_WORDS = 6;

/** "E X P E R I E N C E" → "EXPERIENCE": letters spaced one by one, words parted by 2+ spaces. */
function unspaced(text: string): string {
  if (!/^(?:\p{L} ){3,}\p{L}(?: {2,}(?:\p{L} )*\p{L})*$/u.test(text)) return text;
  return text
    .split(/ {2,}/u)
    .map((word) => word.replace(/ /gu, ''))
    .join(' ');
}

/**
 * The section a line opens, with what follows its colon on the same line ("Langues : anglais" →
 * languages, "anglais"), or null when the line is no heading. A heading is a known name alone on
 * its line — numbering, bullets, icons and a final colon aside — or followed by at most two words
 * of its own, or several known names joined by commas, "&", "/", "and" or "et" (the first one's
 * kind); a line ending with a full stop, or holding a digit after a letter, is text.
 */
export function sectionOf(line: string): { kind: CvSectionKind; rest: string } | null {
  const colon = /[:：]/u.exec(line)?.index ?? -1;
  const before = colon >= 0 ? line.slice(0, colon) : line;
  if (/\p{L}.*\d/u.test(before)) return null;
  const head = unspaced(
    before
      .replace(/^[^\p{L}]*(?:\b[IVX]{1,4}[.)]\s+)?/u, '')
      .replace(/[^\p{L})]+$/u, '')
      .trim(),
  );
  const rest = colon >= 0 ? line.slice(colon + 1).trim() : '';
  if (head === '' || (colon < 0 && /[.!?]\s*$/u.test(line))) return null;
  const key = fold(head).replace(/[’']/gu, "'").replace(/\s+/gu, ' ');
  const count = key.split(' ').length;
  if (count > MAX_WORDS) return null;
  for (const [heading, kind] of HEADINGS) {
    if (key === heading) return { kind, rest };
    if (key.startsWith(`${heading} `) && count - heading.split(' ').length <= MAX_EXTRA_WORDS) {
      return { kind, rest };
    }
  }
  // "Skills, Languages, Interests", "Compétences & langues": known headings joined, the first one's kind.
  const parts = key.split(/\s*(?:[,&/+]|\band\b|\bet\b)\s*/u).filter((part) => part !== '');
  if (parts.length < 2) return null;
  const kinds = parts.map((part) => HEADINGS.find(([heading]) => heading === part)?.[1]);
  return kinds.every((kind) => kind !== undefined) ? { kind: kinds[0]!, rest } : null;
}
