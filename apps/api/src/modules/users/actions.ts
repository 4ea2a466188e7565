/**
 * The back office's actions on users (spec §6, §7; DESIGN.md "Decisions"; issue #9 "Actions"):
 * bulk status change, candidate transfer, the employee / ex-employee switch and soft delete. Each runs in one
 * transaction that locks the users it changes and writes its audit entries, so a change and its
 * record are stored together or not at all.
 */
import { backOfficeName } from '@highlight/domain/user';
import { isCollaborator } from '@highlight/domain/roles';
import type {
  BulkResult,
  CandidateTransferRequest,
  StatusChangeRequest,
  SwitchResignerRequest,
  UserState,
} from '@highlight/domain/back-office';
import type { UserStatus } from '@highlight/domain/user';
import { recordAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { assertCanDeleteUser, assertCanManageUsers } from './policy.ts';
import { lockUsers, updateUsers, usersByIds, type UserRow } from './repository.ts';

const stateOf = (row: UserRow): UserState => ({
  id: row.id,
  status: row.status as UserStatus,
  resigner: row.resigner,
  deleted: row.deletedAt !== null,
});

/**
 * DESIGN.md `PATCH /api/users/status`: puts every live collaborator of `ids` in `status`. Unknown
 * or deleted ids fail with `NOT_FOUND`, back-office users with `NOT_A_COLLABORATOR`; the others
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
      if (!row || row.deletedAt) failed.push({ id, code: 'NOT_FOUND' });
      else if (!isCollaborator(row.roles)) failed.push({ id, code: 'NOT_A_COLLABORATOR' });
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
 * 404 for an unknown or deleted user, 403 for a back-office user.
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
 * spec §7 `PATCH users/{id}/candidate-transfer`: makes the live HR person `refereeId` the referee of
 * every live collaborator of `request.users` (DESIGN.md: transfer changes the referee). 404 when
 * the receiver is unknown or deleted, 400 when they are not HR; per user, unknown or deleted ids
 * fail with `NOT_FOUND` and back-office users with `NOT_A_COLLABORATOR`. Each move is audited with
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
      if (!row || row.deletedAt) failed.push({ id, code: 'NOT_FOUND' });
      else if (!isCollaborator(row.roles)) failed.push({ id, code: 'NOT_A_COLLABORATOR' });
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
