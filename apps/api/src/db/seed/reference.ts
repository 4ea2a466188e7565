/**
 * Reference data seed: writes the catalogue of reference/catalogue.ts into `reference_items`.
 * Re-exports the catalogue for callers that need labels without a database (PDF, tests).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { referenceItems } from '../schema.ts';
import { REFERENCE_SEED_VERSION, referenceRows } from './reference/catalogue.ts';

export {
  loadReferenceCatalogue,
  REFERENCE_SEED_VERSION,
  type ReferenceCatalogue,
  type ReferenceEntry,
} from './reference/catalogue.ts';

/** Rows per INSERT statement: keeps each statement well under PostgreSQL's parameter limit. */
const CHUNK_SIZE = 200;

/**
 * Upserts every reference entry whose stored `seed_version` is lower than
 * `REFERENCE_SEED_VERSION` (or that is missing), in one transaction. Idempotent: a second run
 * with the same data writes nothing. Never deletes a row, since resumes may reference it.
 *
 * @returns `inserted`: the number of rows inserted or rewritten (0 when already up to date).
 */
export async function seedReference(db: Database): Promise<{ inserted: number }> {
  const rows = referenceRows().map((row) => ({ ...row, seedVersion: REFERENCE_SEED_VERSION }));
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
      const written = await tx
        .insert(referenceItems)
        .values(rows.slice(start, start + CHUNK_SIZE))
        .onConflictDoUpdate({
          target: [referenceItems.kind, referenceItems.id],
          set: {
            parentId: sql`excluded.parent_id`,
            labelFr: sql`excluded.label_fr`,
            labelEn: sql`excluded.label_en`,
            seedVersion: sql`excluded.seed_version`,
          },
          setWhere: sql`${referenceItems.seedVersion} < excluded.seed_version`,
        })
        .returning({ id: referenceItems.id });
      inserted += written.length;
    }
    return { inserted };
  });
}
