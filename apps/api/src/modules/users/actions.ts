/**
 * The back office's actions on users (spec §6, §7; DESIGN.md "Decisions"; issue #9 "Actions"):
 * bulk status change, candidate transfer, the employee / ex-employee switch, soft delete and the
 * superadmin's restore (issue #26 §24). Each runs in one
 * transaction that locks the users it changes and writes its audit entries, so a change and its
 * record are stored together or not at all.
 */
import { backOfficeName } from '@highlight/domain/user';
import { isCollaborator } from '@highlight/domain/roles';
import type {
  BulkResult,
  CandidateTransferRequest,
  RestoreUserRequest,
  StatusChangeRequest,
  SwitchResignerRequest,
  UserState,
} from '@highlight/domain/back-office';
import type { User, UserStatus } from '@highlight/domain/user';
import { recordAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import {
  assertCanActOn,
  assertCanDeleteUser,
  assertCanManageUsers,
  assertCanRestoreUser,
  staffTargetRefusal,
} from './policy.ts';
import {
  findUserById,
  findUsersByEmails,
  lockUsers,
  updateUsers,
  usersByIds,
  type UserRow,
} from './repository.ts';
import { toApiUser } from './service.ts';

/**
 * Why a bulk action leaves `row` unchanged for `actor`, or null when it applies: unknown or
 * deleted, holding a staff role while `actor` is not a superadmin (issue #26 §8), not a collaborator.
 */
function bulkRefusal(actor: UserRow, row: UserRow | undefined): BulkResult['failed'][number]['code'] | null {
  if (!row || row.deletedAt) return 'NOT_FOUND';
  return staffTargetRefusal(actor, row) ?? (isCollaborator(row.roles) ? null : 'NOT_A_COLLABORATOR');
}

const stateOf = (row: UserRow): UserState => ({
  id: row.id,
  status: row.status as UserStatus,
  resigner: row.resigner,
  deleted: row.deletedAt !== null,
});

/**
 * DESIGN.md `PATCH /api/users/status`: puts every live collaborator of `ids` in `status`. Unknown
 * or deleted ids fail with `NOT_FOUND`, people holding a staff role with `STAFF_TARGET` unless the
 * caller is a superadmin (issue #26 §8), back-office users with `NOT_A_COLLABORATOR`; the others
 * change (those already in `status` change nothing and write no audit entry). Answers per user.
 */
export async function changeStatus(
  ctx: AppContext,
  actor: UserRow,
  request: StatusChangeRequest,
): Promise<BulkResult> {
  assertCanManageUsers(actor);
  const result = await ctx.db.transaction(async (tx) => {
    const rows = new Map((await lockUsers(tx, request.ids)).map((row) => [row.id, row]));
    const updated: string[] = [];
    const failed: BulkResult['failed'] = [];
    const changed: UserRow[] = [];
    for (const id of request.ids) {
      const row = rows.get(id);
      const code = bulkRefusal(actor, row);
      if (code || !row) failed.push({ id, code: code ?? 'NOT_FOUND' });
      else {
        updated.push(id);
        if (row.status !== request.status) changed.push(row);
      }
    }
    await updateUsers(
      tx,
      changed.map((row) => row.id),
      { status: request.status },
    );
    await recordAudit(
      tx,
      changed.map((row) => ({
        actorId: actor.id,
        action: 'status.change',
        userId: row.id,
        before: { status: row.status },
        after: { status: request.status },
        detail: { bulk: request.ids.length },
      })),
    );
    return { updated, failed, changed };
  });
  for (const row of result.changed) ctx.documents.forgetUser(row.id);
  return { updated: result.updated, failed: result.failed };
}

/**
 * spec §7 `PATCH users/{id}/switch-resigner`: flips the employee / ex-employee flag of a live
 * collaborator whose trigram is `request.trigram` (else 400 naming the trigram, nothing changed).
 * 404 for an unknown or deleted user, 403 `STAFF_TARGET` for a person holding a staff role unless
 * the caller is a superadmin (issue #26 §8), 403 for a back-office user.
 */
export async function switchResigner(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  request: SwitchResignerRequest,
): Promise<UserState> {
  assertCanManageUsers(actor);
  const row = await ctx.db.transaction(async (tx) => {
    const [target] = await lockUsers(tx, [userId]);
    if (!target || target.deletedAt) throw notFound();
    assertCanActOn(actor, target);
    if (!isCollaborator(target.roles)) throw forbidden();
    if (target.trigram.toUpperCase() !== request.trigram.toUpperCase()) {
      throw new AppError('VALIDATION_FAILED', 'trigram mismatch', [
        { path: 'body.trigram', key: 'validation.trigramMismatch' },
      ]);
    }
    const resigner = !target.resigner;
    await updateUsers(tx, [target.id], { resigner });
    await recordAudit(tx, [
      {
        actorId: actor.id,
        action: 'resigner.switch',
        userId: target.id,
        before: { resigner: target.resigner },
        after: { resigner },
      },
    ]);
    return { ...target, resigner };
  });
  ctx.documents.forgetUser(row.id);
  return stateOf(row);
}

/**
 * DESIGN.md `DELETE /api/users/{id}`, soft: the user disappears from lists, search and sign-in;
 * their data stays. 404 for an unknown or already deleted user; see `assertCanDeleteUser` for who
 * may delete whom.
 */
export async function deleteUser(ctx: AppContext, actor: UserRow, userId: string): Promise<void> {
  assertCanManageUsers(actor);
  await ctx.db.transaction(async (tx) => {
    const [target] = await lockUsers(tx, [userId]);
    if (!target || target.deletedAt) throw notFound();
    assertCanDeleteUser(actor, target);
    const deletedAt = new Date();
    await updateUsers(tx, [target.id], { deletedAt });
    await recordAudit(tx, [
      {
        actorId: actor.id,
        action: 'user.delete',
        userId: target.id,
        before: { deletedAt: null },
        after: { deletedAt: deletedAt.toISOString() },
      },
    ]);
  });
  ctx.documents.forgetUser(userId);
}

/**
 * issue #26 §24 `POST /api/users/restore`: brings back the soft-deleted person who holds `email`
 * (case-insensitive) — in lists, search and sign-in again, with the roles, status, referee and file
 * they had — and writes the `user.restore` audit entry in the same transaction. Superadmins only
 * (`FORBIDDEN`); 404 when no deleted person holds the email (a live one included: nothing to do).
 */
export async function restoreUser(
  ctx: AppContext,
  actor: UserRow,
  request: RestoreUserRequest,
): Promise<User> {
  assertCanRestoreUser(actor);
  const row = await ctx.db.transaction(async (tx) => {
    const [found] = await findUsersByEmails(tx, [request.email]);
    if (!found?.deletedAt) throw notFound();
    const [target] = await lockUsers(tx, [found.id]);
    if (!target?.deletedAt) throw notFound();
    await updateUsers(tx, [target.id], { deletedAt: null });
    await recordAudit(tx, [
      {
        actorId: actor.id,
        action: 'user.restore',
        userId: target.id,
        before: { deletedAt: target.deletedAt.toISOString() },
        after: { deletedAt: null },
      },
    ]);
    return { ...target, deletedAt: null };
  });
  const referee = row.refereeId ? await findUserById(ctx.db, row.refereeId) : null;
  return toApiUser(
    row,
    referee
      ? { id: referee.id, firstname: referee.firstname, lastname: referee.lastname, trigram: referee.trigram }
      : null,
  );
}

/**
 * spec §7 `PATCH users/{id}/candidate-transfer`: makes the live HR person `refereeId` the referee of
 * every live collaborator of `request.users` (DESIGN.md: transfer changes the referee). 404 when
 * the receiver is unknown or deleted, 400 when they are not HR; per user, unknown or deleted ids
 * fail with `NOT_FOUND`, people holding a staff role with `STAFF_TARGET` unless the caller is a
 * superadmin (issue #26 §8), back-office users with `NOT_A_COLLABORATOR`. Each move is audited with
 * the referee before and after (id and name).
 */
export async function transferCandidates(
  ctx: AppContext,
  actor: UserRow,
  refereeId: string,
  request: CandidateTransferRequest,
): Promise<BulkResult> {
  assertCanManageUsers(actor);
  return ctx.db.transaction(async (tx) => {
    const locked = new Map((await lockUsers(tx, [refereeId, ...request.users])).map((row) => [row.id, row]));
    const receiver = locked.get(refereeId);
    if (!receiver || receiver.deletedAt) throw notFound();
    if (!receiver.roles.includes('human_ressources')) {
      throw new AppError('VALIDATION_FAILED', 'not an HR referee', [
        { path: 'params.id', key: 'validation.notAReferee' },
      ]);
    }
    const previous = new Map(
      (
        await usersByIds(
          tx,
          request.users.flatMap((id) => locked.get(id)?.refereeId ?? []),
        )
      ).map((row) => [row.id, row]),
    );
    const updated: string[] = [];
    const failed: BulkResult['failed'] = [];
    const moved: UserRow[] = [];
    for (const id of request.users) {
      const row = locked.get(id);
      const code = bulkRefusal(actor, row);
      if (code || !row) failed.push({ id, code: code ?? 'NOT_FOUND' });
      else {
        updated.push(id);
        if (row.refereeId !== refereeId) moved.push(row);
      }
    }
    await updateUsers(
      tx,
      moved.map((row) => row.id),
      { refereeId },
    );
    await recordAudit(
      tx,
      moved.map((row) => {
        const before = row.refereeId ? previous.get(row.refereeId) : undefined;
        return {
          actorId: actor.id,
          action: 'candidate.transfer',
          userId: row.id,
          before: { refereeId: row.refereeId, referee: before ? backOfficeName(before) : null },
          after: { refereeId, referee: backOfficeName(receiver) },
          detail: { bulk: request.users.length },
        };
      }),
    );
    return { updated, failed };
  });
}
