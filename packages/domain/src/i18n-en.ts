/**
 * The English catalogues (spec §9). `appCatalogues`: what the web app displays, made of four groups
 * the web app fetches separately (issue #11 §6: `i18n-en-core` first, `i18n-en-missions` and
 * `i18n-en-back-office` and `i18n-en-inventory` with the screens that show them); `serverCatalogues`: the sign-in pages
 * and the documents, which only the server renders.
 */
import enIdentity from './i18n/en/identity.json' with { type: 'json' };
import enPdf from './i18n/en/pdf.json' with { type: 'json' };
import { catalogues as backOffice } from './i18n-en-back-office.ts';
import { catalogues as core } from './i18n-en-core.ts';
import { catalogues as inventory } from './i18n-en-inventory.ts';
import { catalogues as missions } from './i18n-en-missions.ts';
import type { Catalogue } from './locale.ts';

export const appCatalogues = {
  ...core,
  ...missions,
  ...backOffice,
  ...inventory,
} satisfies Record<string, Catalogue>;

export const serverCatalogues = {
  identity: enIdentity,
  pdf: enPdf,
} satisfies Record<string, Catalogue>;
