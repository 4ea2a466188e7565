/**
 * Known languages (spec §5 "Language: must be known"): the ISO 639-1 list with French and English
 * names, from `@cospired/i18n-iso-languages` (its `langs/fr.json` and `langs/en.json`).
 */
import isoLanguages from '@cospired/i18n-iso-languages';
import en from '@cospired/i18n-iso-languages/langs/en.json' with { type: 'json' };
import fr from '@cospired/i18n-iso-languages/langs/fr.json' with { type: 'json' };
import type { Locale } from './constants.ts';

// The browser build registers no locale by itself; registering twice is harmless in Node.
isoLanguages.registerLocale(fr);
isoLanguages.registerLocale(en);

/** Every ISO 639-1 code (two lowercase letters) the library knows. */
export const LANGUAGE_CODES: readonly string[] = Object.keys(isoLanguages.getAlpha2Codes()).sort();
const KNOWN = new Set(LANGUAGE_CODES);

/** spec §5: is `code` a known ISO 639-1 language? */
export function isKnownLanguage(code: string): boolean {
  return KNOWN.has(code);
}

/**
 * The name of language `code` in `locale` ("Anglais", "English"), first letter upper case; the code
 * itself when unknown, so stored data always shows.
 */
export function languageName(code: string, locale: Locale): string {
  const name = isoLanguages.getName(code, locale) ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** Every known language as `{ code, name }` in `locale`, sorted by name in that locale. */
export function languageOptions(locale: Locale): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return LANGUAGE_CODES.map((code) => ({ code, name: languageName(code, locale) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/**
 * Every known spoken language as a vocabulary entry (issue #27 §3: "anglais courant" → English):
 * its French and English names ("Anglais", "English"; a bracketed precision gives both forms,
 * `labelForms`). Kind `language`, id the ISO 639-1 code.
 */
export function spokenLanguageEntries(): { kind: 'language'; id: string; labels: string[] }[] {
  return LANGUAGE_CODES.map((code) => ({
    kind: 'language' as const,
    id: code,
    labels: [...new Set([languageName(code, 'fr'), languageName(code, 'en')])],
  }));
}

/**
 * spec §3 spoken-language levels, lowest first. A minimum level (issue #27 §4, `POST /api/match`
 * `minLanguageLevel`) is met by that level and every level after it.
 */
export const SPOKEN_LEVELS = [
  'notions',
  'limited_professional',
  'full_professional',
  'bilingual_native',
] as const;
export type SpokenLevel = (typeof SPOKEN_LEVELS)[number];

/** The tests whose score a file may give instead of a level (spec §3 "TOEIC or TOEFL score"). */
export type LanguageTest = 'toeic' | 'toefl';

/**
 * The spoken level a test score stands for, highest first: the smallest score of each level.
 * ETS maps TOEIC Listening & Reading (10–990) to the CEFR with B1 from 550 and C1 from 945, and
 * TOEFL iBT (0–120) with B1 from 42 and C1 from 95 ("Mapping the TOEIC tests on the CEFR",
 * "TOEFL iBT and the CEFR"); CEFR levels read as `languageLevelFromFluency` reads them: A1–A2
 * notions, B1–B2 limited professional capacity, C1–C2 full professional capacity. A score never
 * stands for bilingual or native; below every step it stands for notions.
 */
export const TEST_SCORE_LEVELS: Readonly<
  Record<LanguageTest, readonly { min: number; level: SpokenLevel }[]>
> = {
  toeic: [
    { min: 945, level: 'full_professional' },
    { min: 550, level: 'limited_professional' },
  ],
  toefl: [
    { min: 95, level: 'full_professional' },
    { min: 42, level: 'limited_professional' },
  ],
};

/**
 * The spoken level of one of a file's languages (spec §3): its level, or for a TOEIC or TOEFL
 * score the level the score stands for (`TEST_SCORE_LEVELS`; no score: notions).
 */
export function spokenLevelOf(language: {
  level: SpokenLevel | LanguageTest;
  score?: number | null | undefined;
}): SpokenLevel {
  if (language.level !== 'toeic' && language.level !== 'toefl') return language.level;
  const score = language.score ?? null;
  if (score === null) return 'notions';
  return TEST_SCORE_LEVELS[language.level].find((step) => score >= step.min)?.level ?? 'notions';
}

/** issue #27 §4: does `language` reach `minimum` (that level or above, `SPOKEN_LEVELS` order)? */
export function meetsSpokenLevel(
  language: { level: SpokenLevel | LanguageTest; score?: number | null | undefined },
  minimum: SpokenLevel,
): boolean {
  return SPOKEN_LEVELS.indexOf(spokenLevelOf(language)) >= SPOKEN_LEVELS.indexOf(minimum);
}

/**
 * The key of one spoken language at one level, `code:rank` ("en:2"), rank the level's place in
 * `SPOKEN_LEVELS` (0 notions … 3 bilingual or native). A file's keys are stored with its search
 * row (`resume_search.language_levels`, copied to `skill_usage`) so that a minimum level is an
 * array overlap in the database (issue #27 §4, `levelKeysReaching`).
 */
function levelKey(code: string, level: SpokenLevel): string {
  return `${code}:${SPOKEN_LEVELS.indexOf(level)}`;
}

/**
 * A file's spoken languages as `code:rank` keys (`levelKey`), each language at the level it
 * stands for (`spokenLevelOf`: a TOEIC or TOEFL score read as a level), each key once, in the
 * file's order. issue #27 §4.
 */
export function spokenLevelKeys(
  languages: readonly {
    code: string;
    level: SpokenLevel | LanguageTest;
    score?: number | null | undefined;
  }[],
): string[] {
  return [...new Set(languages.map((language) => levelKey(language.code, spokenLevelOf(language))))];
}

/**
 * The keys (`spokenLevelKeys`) of language `code` that reach `minimum`: that level's and every
 * level above it, lowest first. A file meets the minimum (`meetsSpokenLevel` on one of its
 * languages `code`) exactly when its keys share one with these. issue #27 §4.
 */
export function levelKeysReaching(code: string, minimum: SpokenLevel): string[] {
  return SPOKEN_LEVELS.slice(SPOKEN_LEVELS.indexOf(minimum)).map((level) => levelKey(code, level));
}
