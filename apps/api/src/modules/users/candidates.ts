/**
 * Add a candidate (spec §1, §5, §6; DESIGN.md `POST /api/users`; issue #9 "Actions"): the back
 * office invites an applicant, who gets an account without a password and an account-creation
 * email (activation link valid 12 hours, usable once, spec §9) in their language — or later, when
 * HR chooses (issue #28 §5) — and, when HR adds them from their CV, their skills file.
 */
import type { AddCandidateRequest } from '@highlight/domain/back-office';
import type { ResumeBody } from '@highlight/domain/resume';
import type { User } from '@highlight/domain/user';
import { recordAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { EmailTakenError } from '../../identity/accounts.ts';
import { assertCatalogueRules, storeFirstResume } from '../resumes/service.ts';
import { assertCanManageUsers, canReadUser } from './policy.ts';
import { findUserById, findUsersByEmails, type UserRow } from './repository.ts';
import { toApiUser } from './service.ts';

/**
 * Creates the applicant `candidate` (validated by the route's `ZAddCandidateRequest`), waiting validation
 * (`inactive`, DESIGN.md) with `actor` as HR referee, with `candidate.resume` as their skills file when
 * given (issue #28 §5: the catalogue rules checked first, stars counted, search row built), queues the
 * account-creation email unless `candidate.sendAccountEmail` is false, and writes the `candidate.add`
 * audit entry, all in one transaction: a failure leaves no account, no file, no email and no entry.
 * Throws `VALIDATION_FAILED` (400) naming `body.resume.<path>` for a file breaking a catalogue rule,
 * `CANDIDATE_EXISTS` (409) when a live user holds the email (spec §8; the answer names them as
 * `userId` when `actor` may read them, issue #28 §5), `CANDIDATE_DELETED` (409) when a soft-deleted
 * one does (issue #26 §24, never naming them), `FORBIDDEN` for a collaborator, `IDENTITY_EXTERNAL`
 * with an external identity provider.
 */
export async function addCandidate(
  ctx: AppContext,
  actor: UserRow,
  candidate: AddCandidateRequest,
): Promise<User> {
  assertCanManageUsers(actor);
  const { resume } = candidate;
  if (resume) await assertCatalogueRules(ctx, resume, 'body.resume');
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
      let imported: { after: Record<string, unknown>; detail: Record<string, unknown> } | undefined;
      if (resume) {
        const owner = await findUserById(tx, created.id);
        if (!owner) throw new Error(`candidate ${created.id} not found in its own transaction`);
        imported = importedResumeAudit(resume, await storeFirstResume(ctx, tx, owner, resume));
      }
      // A Keycloak account linked with its password already (the person signed up before) needs
      // no creation link: the candidate is added, and the audit says no email went.
      const accountEmail =
        candidate.sendAccountEmail &&
        (await ctx.identityAdmin.sendAccountEmail(tx, created.id).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'ACCOUNT_ACTIVE') return false;
          throw error;
        }));
      await recordAudit(tx, [
        {
          actorId: actor.id,
          action: 'candidate.add',
          userId: created.id,
          after: { status: 'inactive', roles: ['applicant'], refereeId: actor.id, ...imported?.after },
          detail: { accountEmail, ...imported?.detail },
        },
      ]);
      return created.id;
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof EmailTakenError)) throw error;
      // issue #26 §24: a deleted person is not "already there"; say so, a superadmin restores them.
      const [holder] = await findUsersByEmails(ctx.db, [candidate.email]);
      if (holder?.deletedAt) throw new AppError('CANDIDATE_DELETED');
      // issue #28 §5: the person already there, named for a caller who may read them, so the
      // back office can open them instead of adding them again.
      const userId = holder && canReadUser(actor, holder.id) ? holder.id : undefined;
      throw new AppError('CANDIDATE_EXISTS', 'CANDIDATE_EXISTS', [], {}, userId);
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

/**
 * issue #28 §5: what the audit says of a file imported with a candidate: that it was, its stars
 * and how many entries each mission holds — never its content (the person's data stays in the
 * file, which deletion and erasure reach; the log keeps ids and counts).
 */
function importedResumeAudit(
  resume: ResumeBody,
  stars: number,
): { after: Record<string, unknown>; detail: Record<string, unknown> } {
  return {
    after: { resume: 'imported', stars },
    detail: {
      resume: {
        jobs: resume.jobs.length,
        skills: resume.technicalSkills.reduce((sum, domain) => sum + domain.skills.length, 0),
        softSkills: resume.softSkills.length,
        experiences: resume.experiences.length,
        projects: resume.experiences.reduce(
          (sum, experience) => sum + experience.projectExperiences.length,
          0,
        ),
        diplomas: resume.diplomas.length,
        languages: resume.languages.length,
      },
    },
  };
}
