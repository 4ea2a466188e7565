/**
 * SQL about resumes: the whole skills file is one `jsonb` document with an integer `version` for
 * optimistic concurrency (DESIGN.md "Data"), and its search row is written in the same transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { emptyResume, type ResumeBody } from '@highlight/domain/resume';
import type { Database } from '../../db/client.ts';
import { resumeSearch, resumes } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { SEARCH_INDEX_VERSION, type SearchDocument } from './search-document.ts';

export type ResumeRow = typeof resumes.$inferSelect;

/** The user's resume row, created empty (version 0) on first access. */
export async function getOrCreateResume(
  db: Database,
  userId: string,
  searchDocument: (resume: ResumeBody) => SearchDocument,
): Promise<ResumeRow> {
  const [existing] = await prepared(db).resumeByUserId.execute({ userId });
  if (existing) return existing;
  const document = emptyResume();
  return db.transaction(async (tx) => {
    // An empty file earns no star.
    const created = await insertResume(tx, userId, document, 0, searchDocument(document));
    if (created) return created;
    const [raced] = await tx.select().from(resumes).where(eq(resumes.userId, userId));
    if (!raced) throw new Error(`resume of ${userId} could not be created`);
    return raced;
  });
}

/**
 * Stores the first resume of `userId` (version 0) with its star count and writes its search row,
 * in `db`, which should be a transaction (the search row reads the resume just written). Returns
 * null, writing nothing, when the user already has one. Used by `getOrCreateResume` (an empty file)
 * and by the add-candidate of issue #28 §5 (the file imported from a CV, in the transaction that
 * creates the person).
 */
export async function insertResume(
  db: Database,
  userId: string,
  document: ResumeBody,
  starCount: number,
  search: SearchDocument,
): Promise<ResumeRow | null> {
  const [created] = await db
    .insert(resumes)
    .values({ userId, document, starCount })
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  await upsertSearch(db, userId, search);
  return created;
}

/**
 * Writes the derived search row of a user: the app-built columns and the three `tsvector`s
 * (`simple` configuration over text already normalised by spec §7 rules, DESIGN.md "Search").
 * The stars and the file's date are read from `resumes` (written first, in the same transaction);
 * the users' facet copies are a trigger's (migration 0002).
 */
export async function upsertSearch(db: Database, userId: string, search: SearchDocument): Promise<void> {
  await upsertSearchRows(db, [{ userId, search }]);
}

/** `upsertSearch` for many users in one statement (start-up reindex, benchmark seeding). */
export async function upsertSearchRows(
  db: Database,
  rows: readonly { userId: string; search: SearchDocument }[],
): Promise<void> {
  if (rows.length === 0) return;
  const now = new Date();
  const values = rows.map(({ userId, search }) => {
    const { positionText, skillsText, namesText, otherText, ...columns } = search;
    // issue #26 §23: the weights rank a match (repository of search): A desired position and
    // jobs, B skills, C names, trigram and email, D in passing; each word once per weight.
    const position = sql`setweight(to_tsvector('simple', ${positionText}), 'A')`;
    const skills = sql`setweight(to_tsvector('simple', ${skillsText}), 'B')`;
    const names = sql`setweight(to_tsvector('simple', ${namesText}), 'C')`;
    const other = sql`setweight(to_tsvector('simple', ${otherText}), 'D')`;
    return {
      userId,
      ...columns,
      document: sql`${position} || ${skills} || ${names} || ${other}`,
      // The file's stars and date, as the same transaction just wrote them.
      stars: sql`coalesce((select ${resumes.starCount} from ${resumes} where ${resumes.userId} = ${userId}), 0)`,
      resumeUpdatedAt: sql`(select ${resumes.updatedAt} from ${resumes} where ${resumes.userId} = ${userId})`,
      indexVersion: SEARCH_INDEX_VERSION,
      updatedAt: now,
    };
  });
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(resumeSearch)
    .values(values)
    .onConflictDoUpdate({
      target: resumeSearch.userId,
      set: Object.fromEntries(
        (
          [
            ['stars', 'stars'],
            ['resumeUpdatedAt', 'resume_updated_at'],
            ['desiredPosition', 'desired_position'],
            ['skills', 'skills'],
            ['skillMonths', 'skill_months'],
            ['skillLastUsed', 'skill_last_used'],
            ['jobs', 'jobs'],
            ['languages', 'languages'],
            ['languageLevels', 'language_levels'],
            ['names', 'names'],
            ['nameKeys', 'name_keys'],
            ['document', 'document'],
            ['indexVersion', 'index_version'],
            ['updatedAt', 'updated_at'],
          ] as const
        ).map(([key, column]) => [key, excluded(column)]),
      ),
    });
}

/**
 * Replaces the resume document when `expectedVersion` is the stored one; bumps the version and
 * rewrites the search row in the same transaction, with `alsoWrite`'s rows (an audit entry).
 * Returns null (and changes nothing) when the version is stale.
 */
export async function replaceResume(
  db: Database,
  userId: string,
  expectedVersion: number,
  document: ResumeBody,
  starCount: number,
  search: SearchDocument,
  alsoWrite?: (tx: Database) => Promise<void>,
): Promise<ResumeRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(resumes)
      .set({ document, starCount, version: sql`${resumes.version} + 1`, updatedAt: new Date() })
      .where(and(eq(resumes.userId, userId), eq(resumes.version, expectedVersion)))
      .returning();
    if (!row) return null;
    await upsertSearch(tx, userId, search);
    await alsoWrite?.(tx);
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
