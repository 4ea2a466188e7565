/**
 * Reference data (DESIGN.md: skills, domains, jobs, sectors, sub-sectors in FR and EN) read once
 * from `reference_items` and kept in memory: it changes only with a seed version, at start-up.
 */
import { makeLabelOf, type LabelOf, type ReferenceItem, ZReferenceKind } from '@highlight/domain/reference';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vocabularyEntries } from '../../db/seed/reference/catalogue.ts';
import { referenceItems } from '../../db/schema.ts';

export interface ReferenceCatalogue {
  version: number;
  items: ReferenceItem[];
  labelOf: LabelOf;
}

/** Loads the catalogue; call again after reseeding to see new entries. */
export async function loadReferenceItems(db: Database): Promise<ReferenceCatalogue> {
  const rows = await db.select().from(referenceItems).orderBy(referenceItems.kind, referenceItems.id);
  const [versionRow] = await db
    .select({ version: sql<number>`coalesce(max(${referenceItems.seedVersion}), 0)::int` })
    .from(referenceItems);
  // issue #27 §1: the aliases live in the reference data file, beside the labels seeded here.
  const aliases = new Map(
    vocabularyEntries()
      .filter((entry) => (entry.aliases ?? []).length > 0)
      .map((entry) => [`${entry.kind}:${entry.id}`, entry.aliases ?? []]),
  );
  const items = rows.flatMap((row): ReferenceItem[] => {
    const kind = ZReferenceKind.safeParse(row.kind);
    if (!kind.success) return [];
    const item: ReferenceItem = {
      kind: kind.data,
      id: row.id,
      parentId: row.parentId,
      labelFr: row.labelFr,
      labelEn: row.labelEn,
    };
    const forms = aliases.get(`${kind.data}:${row.id}`);
    return [forms ? { ...item, aliases: [...forms] } : item];
  });
  return { version: versionRow?.version ?? 0, items, labelOf: makeLabelOf(items) };
}
