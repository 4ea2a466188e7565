/**
 * The English catalogues every screen of the web app needs (spec §9): the interface (`web`), the
 * error and validation messages, the JSON Resume import's. Issue #11 §6: the web app fetches the
 * catalogues of a language by group — this one first, `i18n-en-missions` and
 * `i18n-en-back-office` with the screens that show them.
 */
import enErrors from './i18n/en/errors.json' with { type: 'json' };
import enJsonResume from './i18n/en/jsonResume.json' with { type: 'json' };
import enValidation from './i18n/en/validation.json' with { type: 'json' };
import enWeb from './i18n/en/web.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const catalogues = {
  validation: enValidation,
  errors: enErrors,
  web: enWeb,
  jsonResume: enJsonResume,
} satisfies Record<string, Catalogue>;
