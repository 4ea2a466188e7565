/**
 * Saved client requests (issue #27 §4: "HR can save a request (title, text, understood skills,
 * date) and run it again later; saved requests are the firm's record of demand"). The back office
 * (spec §6: admin, human_ressources, superadmin) saves, lists, reads, corrects and deletes them;
 * they are the firm's, so any of its members sees and corrects any of them. Each write is audited
 * in its own transaction (issue #9 "Audit"), about no person. The SQL is in ./repository.ts.
 */
import { z } from 'zod';
import {
  ZClientRequestLanguage,
  type ClientRequest,
  type ClientRequestPage,
  type ClientRequestQuery,
  type ClientRequestSummary,
  type CreateClientRequestBody,
  type UpdateClientRequest,
} from '@highlight/domain/client-requests';
import { ZMatchSkill, type MatchSkill } from '@highlight/domain/matching';
import { isUnsearchable, normalizeSearchText, searchTerms } from '@highlight/domain/search';
import { recordAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../users/repository.ts';
import { assertCanUseClientRequests } from './policy.ts';
import {
  findClientRequest,
  insertClientRequest,
  listClientRequests as listRows,
  lockClientRequest,
  updateClientRequest as updateRow,
  type ClientRequestWithAuthor,
} from './repository.ts';

const ZStoredSkills = z.array(ZMatchSkill);
const ZStoredLanguages = z.array(ZClientRequestLanguage);

/** A row as a list shows it; its jsonb columns checked again (a broken row fails loudly, 500). */
function toSummary({ row, author }: ClientRequestWithAuthor): ClientRequestSummary {
  return {
    id: row.id,
    title: row.title,
    skills: ZStoredSkills.parse(row.skills),
    jobId: row.jobId,
    languages: ZStoredLanguages.parse(row.languages),
    createdBy: author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toClientRequest(found: ClientRequestWithAuthor): ClientRequest {
  return { ...toSummary(found), text: found.row.text };
}

/** The same skills in the same order, each as required and with the same minimum (jsonb reorders keys). */
function sameSkills(a: readonly MatchSkill[], b: readonly MatchSkill[]): boolean {
  const key = (skills: readonly MatchSkill[]) =>
    JSON.stringify(skills.map((skill) => [skill.id, skill.required, skill.minYears ?? null]));
  return key(a) === key(b);
}

/** The request `id` as the API answers it; 404 `NOT_FOUND` when unknown or deleted. */
async function answer(ctx: AppContext, id: string): Promise<ClientRequest> {
  const found = await findClientRequest(ctx.db, id);
  if (!found) throw notFound();
  return toClientRequest(found);
}

/**
 * `POST /api/client-requests`: saves `request` (checked by the route's schema) as `actor`'s, with
 * a `client-request.save` audit entry (its id and title). Resolves to the saved request.
 */
export async function createClientRequest(
  ctx: AppContext,
  actor: UserRow,
  request: CreateClientRequestBody,
): Promise<ClientRequest> {
  assertCanUseClientRequests(actor);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertClientRequest(tx, {
      ...request,
      titleKey: normalizeSearchText(request.title),
      createdBy: actor.id,
    });
    await recordAudit(tx, [
      {
        actorId: actor.id,
        action: 'client-request.save',
        userId: null,
        detail: { clientRequestId: inserted.id, title: inserted.title },
      },
    ]);
    return inserted;
  });
  return answer(ctx, row.id);
}

/**
 * `GET /api/client-requests?q=&page=&pageSize=`: one page of the live requests, newest first,
 * whose title holds every word of `q` (case and accents ignored), with their total. A `q` with
 * nothing searchable (emoji, punctuation) finds none, as the search does (issue #26 §9).
 */
export async function listClientRequests(
  ctx: AppContext,
  actor: UserRow,
  query: ClientRequestQuery,
): Promise<ClientRequestPage> {
  assertCanUseClientRequests(actor);
  const page = { page: query.page, pageSize: query.pageSize };
  if (isUnsearchable(query.q)) return { items: [], total: 0, ...page };
  const { items, total } = await listRows(ctx.db, {
    terms: searchTerms(query.q),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: items.map(toSummary), total, ...page };
}

/** `GET /api/client-requests/{id}`: the request with its text; 404 when unknown or deleted. */
export async function getClientRequest(ctx: AppContext, actor: UserRow, id: string): Promise<ClientRequest> {
  assertCanUseClientRequests(actor);
  return answer(ctx, id);
}

/**
 * `PATCH /api/client-requests/{id}`: a new title and/or new skills (HR corrects what was saved);
 * the text and what it was understood to ask stay. Audited `client-request.update` with the
 * changed fields before and after; the same values change nothing and write no entry. 404 when
 * unknown or deleted.
 */
export async function updateClientRequest(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  change: UpdateClientRequest,
): Promise<ClientRequest> {
  assertCanUseClientRequests(actor);
  await ctx.db.transaction(async (tx) => {
    const row = await lockClientRequest(tx, id);
    if (!row || row.deletedAt) throw notFound();
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (change.title !== undefined && change.title !== row.title) {
      before.title = row.title;
      after.title = change.title;
    }
    if (change.skills !== undefined && !sameSkills(change.skills, row.skills)) {
      before.skills = row.skills;
      after.skills = change.skills;
    }
    if (Object.keys(after).length === 0) return;
    await updateRow(tx, id, {
      ...(after.title !== undefined && { title: change.title, titleKey: normalizeSearchText(change.title!) }),
      ...(after.skills !== undefined && { skills: change.skills }),
    });
    await recordAudit(tx, [
      {
        actorId: actor.id,
        action: 'client-request.update',
        userId: null,
        before,
        after,
        detail: { clientRequestId: id },
      },
    ]);
  });
  return answer(ctx, id);
}

/**
 * `DELETE /api/client-requests/{id}`: the request leaves the list and can no longer be read or run;
 * its row stays (`deleted_at`, DESIGN.md "nothing is hard-deleted by a normal action"; issue #29
 * decides whether deleted demand counts). Audited `client-request.delete`. 404 when unknown or
 * already deleted.
 */
export async function deleteClientRequest(ctx: AppContext, actor: UserRow, id: string): Promise<void> {
  assertCanUseClientRequests(actor);
  await ctx.db.transaction(async (tx) => {
    const row = await lockClientRequest(tx, id);
    if (!row || row.deletedAt) throw notFound();
    const deletedAt = new Date();
    await updateRow(tx, id, { deletedAt });
    await recordAudit(tx, [
      {
        actorId: actor.id,
        action: 'client-request.delete',
        userId: null,
        before: { deletedAt: null },
        after: { deletedAt: deletedAt.toISOString() },
        detail: { clientRequestId: id, title: row.title },
      },
    ]);
  });
}
