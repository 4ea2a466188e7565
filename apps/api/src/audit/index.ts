/**
 * The audit log (issue #9 "Audit"): who did what to whom, when, and the values before and after.
 * The one entry point of the capability. Writers pass the transaction of their change, so an
 * action and its entry are stored together or not at all; readers page through it newest first.
 */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditPage, AuditQuery } from '@highlight/domain/back-office';
import type { Database } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';

/** One action on one user (or on none, `userId` null), as stored. */
export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  userId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Context that is neither before nor after (a comment, the size of a bulk action). */
  detail?: Record<string, unknown>;
}

/** The database or the transaction of the change being audited. */
type Writer = Pick<Database, 'insert'>;

/**
 * Writes `records` in `db`, which should be the transaction of the change they describe.
 * Nothing is written for an empty list. Throws what the database throws.
 */
export async function recordAudit(db: Writer, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(auditLog).values(
    records.map((record) => ({
      actorId: record.actorId,
      action: record.action,
      userId: record.userId,
      before: record.before ?? null,
      after: record.after ?? null,
      detail: record.detail ?? {},
    })),
  );
}

const actor = alias(users, 'audit_actor');

/**
 * issue #9 `GET /api/audit`: the entries about `userId`, by `actorId`, between `from` and `to`
 * (inclusive, ISO 8601), newest first, one page at a time, each with its actor's name.
 */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.userId) conditions.push(eq(auditLog.userId, query.userId));
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.from) conditions.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) conditions.push(lte(auditLog.at, new Date(query.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: actor.id, firstname: actor.firstname, lastname: actor.lastname, trigram: actor.trigram },
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  return {
    items: rows.map(({ entry, actor: who }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: who?.id ? who : null,
      action: entry.action as AuditAction,
      userId: entry.userId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      detail: entry.detail,
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
