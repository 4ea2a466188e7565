/**
 * Prepared statements for the queries every API call runs (issue #10 §11): the caller's user row
 * and their skills file. Built once per database (drizzle's `.prepare`, a named server-side
 * statement on PostgreSQL), they skip drizzle's query building and PostgreSQL's parsing and
 * planning on each call — the largest costs of `GET /api/users/me` after the network itself.
 * Only for a database, never a transaction (a transaction lives for one action).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { resumes, users } from './schema.ts';

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
