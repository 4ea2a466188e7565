/**
 * The English catalogue of the Inventory (issue #29 §6), fetched by the web app with the Inventory's
 * screen only (issue #11 §6: it must not weigh on the first screens).
 */
import enInventory from './i18n/en/inventory.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const catalogues = {
  inventory: enInventory,
} satisfies Record<string, Catalogue>;
