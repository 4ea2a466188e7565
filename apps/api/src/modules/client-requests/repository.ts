/**
 * The SQL of saved client requests (issue #27 §4), table `client_requests` (db/schema.ts). Rows
 * with `deleted_at` set are gone for every function here but `lockClientRequest`'s caller, which
 * checks it.
 */
import { and, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { ClientRequestLanguage } from '@highlight/domain/client-requests';
import type { MatchSkill } from '@highlight/domain/matching';
import type { UserRef } from '@highlight/domain/user';
import type { Database } from '../../db/client.ts';
import { clientRequests, users } from '../../db/schema.ts';
import type { Transaction } from '../users/repository.ts';

export type ClientRequestRow = typeof clientRequests.$inferSelect;

/** A live row with its author's name (null once the author was erased). */
export interface ClientRequestWithAuthor {
  row: ClientRequestRow;
  author: UserRef | null;
}

/** What a new row holds; the id, dates and `deleted_at` come from the database. */
export interface NewClientRequest {
  title: string;
  titleKey: string;
  text: string;
  skills: MatchSkill[];
  jobId: string | null;
  languages: ClientRequestLanguage[];
  createdBy: string;
}

const author = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  trigram: users.trigram,
};

/** Inserts a request (in `db`, the transaction of its audit entry); resolves to its row. */
export async function insertClientRequest(db: Transaction | Database, values: NewClientRequest) {
  const [row] = await db.insert(clientRequests).values(values).returning();
  if (!row) throw new Error('client request not inserted');
  return row;
}

/** The live request `id` with its author, or undefined (unknown or deleted). */
export async function findClientRequest(
  db: Database,
  id: string,
): Promise<ClientRequestWithAuthor | undefined> {
  const [found] = await db
    .select({ row: clientRequests, author })
    .from(clientRequests)
    .leftJoin(users, eq(users.id, clientRequests.createdBy))
    .where(and(eq(clientRequests.id, id), isNull(clientRequests.deletedAt)));
  return found && { row: found.row, author: found.author?.id ? found.author : null };
}

/**
 * One page of live requests, newest first (then by id, a stable order), whose `title_key` holds
 * every one of `terms` (normalised words: letters and digits only, so no LIKE wildcard can be
 * among them), with the number of such requests.
 */
export async function listClientRequests(
  db: Database,
  options: { terms: readonly string[]; limit: number; offset: number },
): Promise<{ items: ClientRequestWithAuthor[]; total: number }> {
  const conditions: SQL[] = [
    isNull(clientRequests.deletedAt),
    ...options.terms.map((term) => like(clientRequests.titleKey, `%${term}%`)),
  ];
  const where = and(...conditions);
  const rows = await db
    .select({ row: clientRequests, author })
    .from(clientRequests)
    .leftJoin(users, eq(users.id, clientRequests.createdBy))
    .where(where)
    .orderBy(desc(clientRequests.createdAt), desc(clientRequests.id))
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(clientRequests)
    .where(where);
  return {
    items: rows.map((found) => ({ row: found.row, author: found.author?.id ? found.author : null })),
    total: count?.total ?? 0,
  };
}

/** The request `id`, deleted or not, locked until `tx` ends; undefined when there is none. */
export async function lockClientRequest(tx: Transaction, id: string): Promise<ClientRequestRow | undefined> {
  const [row] = await tx.select().from(clientRequests).where(eq(clientRequests.id, id)).for('update');
  return row;
}

/** Writes `change` to the request `id` and stamps `updated_at`. */
export async function updateClientRequest(
  tx: Transaction,
  id: string,
  change: Partial<Pick<ClientRequestRow, 'title' | 'titleKey' | 'skills' | 'deletedAt'>>,
): Promise<ClientRequestRow> {
  const [row] = await tx
    .update(clientRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(clientRequests.id, id))
    .returning();
  if (!row) throw new Error('client request not updated');
  return row;
}
