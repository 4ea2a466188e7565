/**
 * What route handlers and services share: the database and the cached reference catalogue.
 */
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { loadReferenceItems, type ReferenceCatalogue } from './modules/reference/service.ts';

export interface AppContext {
  db: Database;
  config: Pick<AppConfig, 'publicUrl' | 'issuer'>;
  /** The reference catalogue, loaded on first use and kept. */
  reference(): Promise<ReferenceCatalogue>;
}

export function createContext(db: Database, config: AppContext['config']): AppContext {
  let cached: Promise<ReferenceCatalogue> | null = null;
  return {
    db,
    config,
    reference() {
      cached ??= loadReferenceItems(db).catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
  };
}
