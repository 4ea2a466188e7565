/**
 * spec §3 language levels as the missions show them: the labels already translated for the
 * resume document (`web:resume.levels.*`), and which levels are a TOEIC or TOEFL score.
 */
import { LANGUAGE_LEVELS, type ResumeLanguage, type SCORE_RANGES } from '@highlight/domain/resume';

export type LanguageLevel = ResumeLanguage['level'];
export type ScoredLevel = keyof typeof SCORE_RANGES;

/** The catalogue key of each level's label (shared with the resume document). */
export const LEVEL_LABELS: Record<LanguageLevel, string> = {
  notions: 'web:resume.levels.notions',
  limited_professional: 'web:resume.levels.limited_professional',
  full_professional: 'web:resume.levels.full_professional',
  bilingual_native: 'web:resume.levels.bilingual_native',
  toeic: 'web:resume.levels.toeic',
  toefl: 'web:resume.levels.toefl',
};

/** Is `level` a test score (TOEIC, TOEFL), whose score is then required within `SCORE_RANGES`? */
export function isScored(level: LanguageLevel | null | undefined): level is ScoredLevel {
  return level === 'toeic' || level === 'toefl';
}

/** Whether `value` is one of the spec §3 levels (a Select answers plain strings). */
export function isLanguageLevel(value: string | null): value is LanguageLevel {
  return (LANGUAGE_LEVELS as readonly string[]).includes(value ?? '');
}
