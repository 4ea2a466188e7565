/**
 * Rebuilds the search rows written by an older `buildSearchDocument` (index_version below
 * `SEARCH_INDEX_VERSION`), at start-up after the migrations, in batches, then refreshes the
 * planner's statistics of the search tables (`resume_search`, and `skill_usage` which its
 * trigger fills) (PGlite runs no autovacuum: without ANALYZE it plans 100k rows as 3,
 * DESIGN.md "Search").
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { emptyResume } from '@highlight/domain/resume';
import type { LabelOf } from '@highlight/domain/reference';
import type { Database } from '../../db/client.ts';
import { resumeSearch, resumes, users } from '../../db/schema.ts';
import { upsertSearchRows } from '../resumes/repository.ts';
import { buildSearchDocument, SEARCH_INDEX_VERSION } from '../resumes/search-document.ts';

const BATCH = 500;

/** Rebuilds stale search rows; returns how many. Safe to run on every start (0 when current). */
export async function reindexSearch(db: Database, labelOf: LabelOf, now: Date = new Date()): Promise<number> {
  let rebuilt = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ user: users, document: resumes.document })
      .from(resumeSearch)
      .innerJoin(users, eq(users.id, resumeSearch.userId))
      .leftJoin(resumes, eq(resumes.userId, resumeSearch.userId))
      .where(and(lt(resumeSearch.indexVersion, SEARCH_INDEX_VERSION), gt(resumeSearch.userId, after)))
      .orderBy(asc(resumeSearch.userId))
      .limit(BATCH);
    if (batch.length === 0) break;
    await upsertSearchRows(
      db,
      batch.map(({ user, document }) => ({
        userId: user.id,
        search: buildSearchDocument(user, document ?? emptyResume(), labelOf, now),
      })),
    );
    rebuilt += batch.length;
    after = batch[batch.length - 1]!.user.id;
  }
  // `skill_usage` (migration 0004) is never analyzed until someone does: reltuples is then -1.
  const result: unknown = await db.execute(
    sql`select reltuples::float8 as tuples from pg_class where oid = 'skill_usage'::regclass`,
  );
  const [usage] = (result as { rows: { tuples: number }[] }).rows;
  if (rebuilt > 0 || (usage?.tuples ?? 0) < 0) await db.execute(sql`analyze resume_search, skill_usage`);
  return rebuilt;
}
