/**
 * The French catalogues (spec §9). `appCatalogues`: what the web app displays, made of four groups
 * the web app fetches separately (issue #11 §6: `i18n-fr-core` first, `i18n-fr-missions` and
 * `i18n-fr-back-office` and `i18n-fr-inventory` with the screens that show them); `serverCatalogues`: the sign-in pages
 * and the documents, which only the server renders.
 */
import frIdentity from './i18n/fr/identity.json' with { type: 'json' };
import frPdf from './i18n/fr/pdf.json' with { type: 'json' };
import { catalogues as backOffice } from './i18n-fr-back-office.ts';
import { catalogues as core } from './i18n-fr-core.ts';
import { catalogues as inventory } from './i18n-fr-inventory.ts';
import { catalogues as missions } from './i18n-fr-missions.ts';
import type { Catalogue } from './locale.ts';

export const appCatalogues = {
  ...core,
  ...missions,
  ...backOffice,
  ...inventory,
} satisfies Record<string, Catalogue>;

export const serverCatalogues = {
  identity: frIdentity,
  pdf: frPdf,
} satisfies Record<string, Catalogue>;
