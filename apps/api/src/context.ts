/**
 * What route handlers and services share: the database, the cached reference catalogue and the
 * documents capability.
 */
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { currentReader } from './db/replicas.ts';
import type { Documents } from './documents/index.ts';
import type { IdentityAdmin } from './identity-admin/index.ts';
import { loadReferenceItems, type ReferenceCatalogue } from './modules/reference/service.ts';
import { createSearchCache, type SearchCache } from './modules/search/cache.ts';

export interface AppContext {
  db: Database;
  config: Pick<AppConfig, 'publicUrl' | 'issuer'>;
  /** The reference catalogue, loaded on first use and kept. */
  reference(): Promise<ReferenceCatalogue>;
  /** PDF, DOCX and ZIP of skills files, rendered off the event loop (documents/index.ts). */
  documents: Documents;
  /** Account emails (and, later, roles) at the identity provider (identity-admin/). */
  identityAdmin: IdentityAdmin;
  /** issue #30 §1: dashboard searches kept per data version and filter set (modules/search/cache.ts). */
  searches: SearchCache;
  /**
   * issue #30 §3: the database for this request's reads — a streaming replica on the routes marked
   * `reads: 'replica'` when `DATABASE_READ_URL` is set (db/replicas.ts), else `db`. Never for writes.
   */
  reader(): Database;
}

export function createContext(
  db: Database,
  config: AppContext['config'],
  makeDocuments: (reference: () => Promise<ReferenceCatalogue>) => Documents,
  identityAdmin: IdentityAdmin,
  searches: SearchCache = createSearchCache(),
): AppContext {
  let cached: Promise<ReferenceCatalogue> | null = null;
  const reference = () => {
    cached ??= loadReferenceItems(db).catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };
  return {
    db,
    config,
    documents: makeDocuments(reference),
    identityAdmin,
    reference,
    searches,
    reader: () => currentReader(db),
  };
}
