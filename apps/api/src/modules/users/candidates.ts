/**
 * Add a candidate (spec §1, §5, §6; DESIGN.md `POST /api/users`; issue #9 "Actions"): the back
 * office invites an applicant, who gets an account without a password and an account-creation
 * email (activation link valid 12 hours, usable once, spec §9) in their language.
 */
import type { AddCandidateRequest } from '@highlight/domain/back-office';
import type { User } from '@highlight/domain/user';
import { recordAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { EmailTakenError } from '../../identity/accounts.ts';
import { assertCanManageUsers } from './policy.ts';
import { findUserById, findUsersByEmails, type UserRow } from './repository.ts';
import { toApiUser } from './service.ts';

/**
 * Creates the applicant `candidate` (validated by the route's `ZAddCandidateRequest`), waiting validation
 * (`inactive`, DESIGN.md) with `actor` as HR referee, queues the account-creation email and writes
 * the `candidate.add` audit entry, all in one transaction: a failure leaves no account, no email
 * and no entry. Throws `CANDIDATE_EXISTS` (409) when a live user holds the email (spec §8),
 * `CANDIDATE_DELETED` (409) when a soft-deleted one does (issue #26 §24), `FORBIDDEN` for a collaborator, `IDENTITY_EXTERNAL` with an external identity provider.
 */
export async function addCandidate(
  ctx: AppContext,
  actor: UserRow,
  candidate: AddCandidateRequest,
): Promise<User> {
  assertCanManageUsers(actor);
  const id = await ctx.db
    .transaction(async (tx) => {
      const created = await ctx.identityAdmin.createUser(tx, {
        email: candidate.email,
        firstname: candidate.firstname,
        lastname: candidate.lastname,
        phoneNumber: candidate.phoneNumber,
        roles: ['applicant'],
        status: 'inactive',
        displayLanguage: candidate.displayLanguage,
        refereeId: actor.id,
      });
      await ctx.identityAdmin.sendAccountEmail(tx, created.id);
      await recordAudit(tx, [
        {
          actorId: actor.id,
          action: 'candidate.add',
          userId: created.id,
          after: { status: 'inactive', roles: ['applicant'], refereeId: actor.id },
        },
      ]);
      return created.id;
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof EmailTakenError)) throw error;
      // issue #26 §24: a deleted person is not "already there"; say so, a superadmin restores them.
      const [holder] = await findUsersByEmails(ctx.db, [candidate.email]);
      throw new AppError(holder?.deletedAt ? 'CANDIDATE_DELETED' : 'CANDIDATE_EXISTS');
    });
  const row = await findUserById(ctx.db, id);
  if (!row) throw new Error(`candidate ${id} vanished after its creation`);
  return toApiUser(row, {
    id: actor.id,
    firstname: actor.firstname,
    lastname: actor.lastname,
    trigram: actor.trigram,
  });
}
