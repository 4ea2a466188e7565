/**
 * The French catalogue of the back office (spec §2, §6, §7, §9), fetched by the web app with the
 * back office's screens (issue #11 §6).
 */
import frBackOffice from './i18n/fr/backOffice.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const catalogues = {
  backOffice: frBackOffice,
} satisfies Record<string, Catalogue>;
