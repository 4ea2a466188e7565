/**
 * The French catalogues every screen of the web app needs (spec §9): the interface (`web`), the
 * error and validation messages, the JSON Resume import's. Issue #11 §6: the web app fetches the
 * catalogues of a language by group — this one first, `i18n-fr-missions` and
 * `i18n-fr-back-office` with the screens that show them.
 */
import frErrors from './i18n/fr/errors.json' with { type: 'json' };
import frJsonResume from './i18n/fr/jsonResume.json' with { type: 'json' };
import frValidation from './i18n/fr/validation.json' with { type: 'json' };
import frWeb from './i18n/fr/web.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const catalogues = {
  validation: frValidation,
  errors: frErrors,
  web: frWeb,
  jsonResume: frJsonResume,
} satisfies Record<string, Catalogue>;
