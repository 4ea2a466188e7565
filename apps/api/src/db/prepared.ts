/**
 * Prepared statements for the queries every API call runs (issue #10 §11): the caller's user row
 * and their skills file; and the rows of the dashboard's page (issue #30 §1: planning its join of
 * 50 ids took longer than running it). Built once per database (drizzle's `.prepare`, a named server-side
 * statement on PostgreSQL), they skip drizzle's query building and PostgreSQL's parsing and
 * planning on each call — the largest costs of `GET /api/users/me` after the network itself.
 * Only for a database, never a transaction (a transaction lives for one action).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { resumeSearch, resumes, users } from './schema.ts';

const referee = alias(users, 'referee');

function build(db: Database) {
  return {
    userById: db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('highlight_user_by_id'),
    resumeByUserId: db
      .select()
      .from(resumes)
      .where(eq(resumes.userId, sql.placeholder('userId')))
      .prepare('highlight_resume_by_user_id'),
    /** Live users among `ids` (a uuid array), with their referee, desired position and file dates. */
    listItemsByIds: db
      .select({
        user: users,
        referee: {
          id: referee.id,
          firstname: referee.firstname,
          lastname: referee.lastname,
          trigram: referee.trigram,
        },
        desiredPosition: resumeSearch.desiredPosition,
        starCount: resumes.starCount,
        resumeUpdatedAt: resumes.updatedAt,
      })
      .from(users)
      .leftJoin(referee, eq(referee.id, users.refereeId))
      .leftJoin(resumes, eq(resumes.userId, users.id))
      .leftJoin(resumeSearch, eq(resumeSearch.userId, users.id))
      .where(and(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`, isNull(users.deletedAt)))
      .prepare('highlight_list_items_by_ids'),
  };
}

const statements = new WeakMap<Database, ReturnType<typeof build>>();

/** The prepared statements of `db`, built on first use. */
export function prepared(db: Database): ReturnType<typeof build> {
  let built = statements.get(db);
  if (!built) {
    built = build(db);
    statements.set(db, built);
  }
  return built;
}
