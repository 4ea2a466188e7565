/**
 * What route handlers and services share: the database, the cached reference catalogue and the
 * documents capability.
 */
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Documents } from './documents/index.ts';
import type { IdentityAdmin } from './identity-admin/index.ts';
import { loadReferenceItems, type ReferenceCatalogue } from './modules/reference/service.ts';

export interface AppContext {
  db: Database;
  config: Pick<AppConfig, 'publicUrl' | 'issuer'>;
  /** The reference catalogue, loaded on first use and kept. */
  reference(): Promise<ReferenceCatalogue>;
  /** PDF, DOCX and ZIP of skills files, rendered off the event loop (documents/index.ts). */
  documents: Documents;
  /** Account emails (and, later, roles) at the identity provider (identity-admin/). */
  identityAdmin: IdentityAdmin;
}

export function createContext(
  db: Database,
  config: AppContext['config'],
  makeDocuments: (reference: () => Promise<ReferenceCatalogue>) => Documents,
  identityAdmin: IdentityAdmin,
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
  };
}
