/**
 * SQL about resumes: the whole skills file is one `jsonb` document with an integer `version` for
 * optimistic concurrency (DESIGN.md "Data"), and its search row is written in the same transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { emptyResume, type ResumeBody } from '@highlight/domain/resume';
import type { Database } from '../../db/client.ts';
import { resumeSearch, resumes } from '../../db/schema.ts';
import type { SearchDocument } from './search-document.ts';

export type ResumeRow = typeof resumes.$inferSelect;

/** The user's resume row, created empty (version 0) on first access. */
export async function getOrCreateResume(
  db: Database,
  userId: string,
  searchDocument: (resume: ResumeBody) => SearchDocument,
): Promise<ResumeRow> {
  const [existing] = await db.select().from(resumes).where(eq(resumes.userId, userId));
  if (existing) return existing;
  const document = emptyResume();
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(resumes).values({ userId, document }).onConflictDoNothing().returning();
    if (created) {
      await upsertSearch(tx, userId, searchDocument(document));
      return created;
    }
    const [raced] = await tx.select().from(resumes).where(eq(resumes.userId, userId));
    if (!raced) throw new Error(`resume of ${userId} could not be created`);
    return raced;
  });
}

/** Writes the derived search row of a user. */
export async function upsertSearch(db: Database, userId: string, search: SearchDocument): Promise<void> {
  await db
    .insert(resumeSearch)
    .values({ userId, ...search })
    .onConflictDoUpdate({ target: resumeSearch.userId, set: { ...search, updatedAt: new Date() } });
}

/**
 * Replaces the resume document when `expectedVersion` is the stored one; bumps the version and
 * rewrites the search row in the same transaction. Returns null (and changes nothing) when the
 * version is stale.
 */
export async function replaceResume(
  db: Database,
  userId: string,
  expectedVersion: number,
  document: ResumeBody,
  starCount: number,
  search: SearchDocument,
): Promise<ResumeRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(resumes)
      .set({ document, starCount, version: sql`${resumes.version} + 1`, updatedAt: new Date() })
      .where(and(eq(resumes.userId, userId), eq(resumes.version, expectedVersion)))
      .returning();
    if (!row) return null;
    await upsertSearch(tx, userId, search);
    return row;
  });
}

/**
 * The stored version of each of `userIds`' resumes, by user id, without reading the documents
 * (users who never opened their file have none): what a document's cache key needs.
 */
export async function findResumeVersions(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: resumes.userId, version: resumes.version })
    .from(resumes)
    .where(inArray(resumes.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.version]));
}

/** A user's resume document and its version; an empty file at version 0 when none is stored. */
export async function readResumeDocument(
  db: Database,
  userId: string,
): Promise<{ document: ResumeBody; version: number }> {
  const [row] = await db
    .select({ document: resumes.document, version: resumes.version })
    .from(resumes)
    .where(eq(resumes.userId, userId));
  return row ?? { document: emptyResume(), version: 0 };
}
