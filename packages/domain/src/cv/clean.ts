/**
 * Text clean-up of what a format reader gives (issue #28 §1 "Text clean-up"): ligatures
 * ("ﬁ" → "fi"), soft hyphens, decomposed accents ("e" + U+0301 → "é", and the spacing accents old
 * TeX fonts draw before their letter, "´e" → "é"), icon-font letters and private-use characters,
 * zero-width characters, odd spaces. Pure; lengths change, so cleaning comes before any offset is
 * taken.
 */
import lexicon from './cv-lexicon.json' with { type: 'json' };

/** Unicode ligatures of the Alphabetic Presentation Forms block (U+FB00–U+FB06). */
const LIGATURES: Readonly<Record<string, string>> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
  '\u0132': 'IJ',
  '\u0133': 'ij',
};

/** A spacing accent drawn before its letter, and the combining mark it stands for. */
const SPACING_BEFORE: Readonly<Record<string, string>> = {
  '\u00b4': '\u0301',
  '\u02ca': '\u0301',
  '`': '\u0300',
  '\u02cb': '\u0300',
  '\u02c6': '\u0302',
  '\u00a8': '\u0308',
  '\u02dc': '\u0303',
  '\u02c7': '\u030c',
};

/** Letters a precomposed accented letter may be (Latin-1 Supplement, Latin Extended-A). */
const ACCENTED = /^[\u00c0-\u00ff\u0100-\u017f]$/u;

/**
 * `text` cleaned: NFC, ligatures spelt out, spacing accents before a letter composed with it (only
 * when the result is one accented letter: "^2" stays), soft hyphens, zero-width and private-use
 * characters removed, every other space character a plain space, other control characters
 * (tab and line feed aside) removed.
 */
export function cleanText(text: string): string {
  const composed = text
    .replace(/[\ufb00-\ufb06\u0132\u0133]/gu, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(
      /([\u00b4\u02ca\u02cb\u02c6\u00a8\u02dc\u02c7] ?|`)(\p{L})/gu,
      (whole, accent: string, letter: string) => {
        const combined = `${letter}${SPACING_BEFORE[accent.trim()]}`.normalize('NFC');
        return ACCENTED.test(combined) ? combined : whole;
      },
    )
    // A cedilla drawn after its letter ("c¸" → "ç").
    .replace(/([cCsStT]) ?\u00b8/gu, (_, letter: string) => `${letter}\u0327`.normalize('NFC'))
    .normalize('NFC');
  return composed
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff\ufffc\ufffd]/gu, '')
    .replace(/[\ue000-\uf8ff\u{f0000}-\u{10ffff}]/gu, '')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/gu, ' ')
    .replace(/\r\n?|[\u2028\u2029]/gu, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '');
}

const ICON_PARTS: readonly string[] = lexicon.iconFonts.parts;

/**
 * True when `font` (a PDF font's or a DOCX run's font name) draws pictures, not letters: its
 * letters are contact icons or rating dots ("FontAwesome", "Marvosym", "Wingdings"). Names compare
 * lower case, spaces and underscores aside.
 */
export function isIconFont(font: string): boolean {
  const name = font.toLowerCase().replace(/[\s_]/gu, '');
  return ICON_PARTS.some((part) => name.includes(part));
}
