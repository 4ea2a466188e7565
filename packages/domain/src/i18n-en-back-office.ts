/**
 * The English catalogue of the back office (spec §2, §6, §7, §9), fetched by the web app with the
 * back office's screens (issue #11 §6).
 */
import enBackOffice from './i18n/en/backOffice.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const catalogues = {
  backOffice: enBackOffice,
} satisfies Record<string, Catalogue>;
