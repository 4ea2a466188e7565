/**
 * The French catalogue of the Inventory (issue #29 §6), fetched by the web app with the Inventory's
 * screen only (issue #11 §6: it must not weigh on the first screens).
 */
import frInventory from './i18n/fr/inventory.json' with { type: 'json' };
import type { Catalogue } from './locale.ts';

export const catalogues = {
  inventory: frInventory,
} satisfies Record<string, Catalogue>;
