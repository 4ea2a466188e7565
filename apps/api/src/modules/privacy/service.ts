/**
 * Personal data on request (issue #10 §8, GDPR articles 15 and 17): a superadmin exports everything
 * Highlight holds about one person as one JSON document, and erases a soft-deleted person for good.
 * Erasure removes the person's row, file, search rows, skill usage, mails, sign-in counters,
 * identity account (credentials, links, sessions) and cached documents; the audit trail keeps its
 * entries about them with ids, action and time only; people they referred lose their referee.
 */
import { asc, eq, or, sql } from 'drizzle-orm';
import { pickLocale, translate } from '@highlight/domain/i18n';
import { recordAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import {
  auditLog,
  identityCredentials,
  identityTokens,
  loginFailures,
  mailOutbox,
  resumes,
  resumeSearch,
  skillUsage,
  users,
} from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { accountKey } from '../../identity/brute-force.ts';
import { forgetSearchWords } from '../search/repository.ts';
import type { UserRow } from '../users/repository.ts';

/** spec §6, issue #10 §8: personal-data requests are for superadmins. */
function assertCanHandlePersonalData(actor: UserRow): void {
  if (!actor.roles.includes('superadmin')) throw forbidden();
}

/** The user row, deleted or not; 404 when there is none. */
async function anyUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A URL with a scheme (`https://…`, `mailto:` excluded) or starting `www.`, up to the next blank,
 * quote or angle bracket: what a mail's one-time link (reset, activation, verification) looks like.
 */
const LINK = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+/gi;

/**
 * issue #26 §2: a mail's text with every link replaced by `placeholder`. The outbox keeps the
 * links the person was sent (a reset or activation link stays usable until it expires or is
 * spent), so an export that copied them would hand over the account; none leaves in an export.
 */
export function withoutLinks(text: string, placeholder: string): string {
  return text.replace(LINK, placeholder);
}

/**
 * Everything held about `userId` (deleted or not): profile, skills file, audit entries about them
 * or by them, mails sent to them (their links replaced by a placeholder in the caller's display
 * language, issue #26 §2), and their identity account (whether a password is set, the one-time
 * links' purpose and dates — never a hash, a token or a link). The export itself is audited.
 */
export async function exportPersonalData(ctx: AppContext, actor: UserRow, userId: string) {
  assertCanHandlePersonalData(actor);
  const user = await anyUser(ctx, userId);
  const [resume] = await ctx.db.select().from(resumes).where(eq(resumes.userId, userId));
  const audit = await ctx.db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.userId, userId), eq(auditLog.actorId, userId)))
    .orderBy(asc(auditLog.at));
  const mails = await ctx.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${user.email})`)
    .orderBy(asc(mailOutbox.createdAt));
  const [credentials] = await ctx.db
    .select({ updatedAt: identityCredentials.updatedAt })
    .from(identityCredentials)
    .where(eq(identityCredentials.userId, userId));
  const links = await ctx.db
    .select()
    .from(identityTokens)
    .where(eq(identityTokens.userId, userId))
    .orderBy(asc(identityTokens.createdAt));
  await recordAudit(ctx.db, [{ actorId: actor.id, action: 'personal-data.export', userId }]);
  const linkPlaceholder = translate(pickLocale(actor.userSettings.displayLanguage), 'pdf.redaction.link');
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstname: user.firstname,
      lastname: user.lastname,
      phoneNumber: user.phoneNumber,
      trigram: user.trigram,
      roles: user.roles,
      status: user.status,
      resigner: user.resigner,
      avatar: user.avatar,
      userSettings: user.userSettings as Record<string, unknown>,
      refereeId: user.refereeId,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      deletedAt: iso(user.deletedAt),
    },
    resume: resume
      ? {
          document: resume.document as unknown as Record<string, unknown>,
          version: resume.version,
          starCount: resume.starCount,
          createdAt: resume.createdAt.toISOString(),
          updatedAt: resume.updatedAt.toISOString(),
        }
      : null,
    audit: audit.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      action: entry.action,
      actorId: entry.actorId,
      userId: entry.userId,
      before: entry.before,
      after: entry.after,
      detail: entry.detail,
    })),
    mails: mails.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: withoutLinks(mail.subject, linkPlaceholder),
      text: withoutLinks(mail.text, linkPlaceholder),
      state: mail.state,
      createdAt: mail.createdAt.toISOString(),
      sentAt: iso(mail.sentAt),
    })),
    identity: {
      passwordSetAt: credentials ? credentials.updatedAt.toISOString() : null,
      links: links.map((link) => ({
        purpose: link.purpose,
        createdAt: link.createdAt.toISOString(),
        expiresAt: link.expiresAt.toISOString(),
        usedAt: iso(link.usedAt),
      })),
    },
  };
}

/**
 * Erases a soft-deleted person for good, once the caller has typed their trigram (`confirmation`).
 * 409 `NOT_SOFT_DELETED` while they are live, 400 when the trigram does not match, 404 when gone.
 * Resolves to what happened at the identity provider.
 */
export async function erasePerson(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  confirmation: string,
): Promise<{ erased: true; identityAccount: 'deleted' | 'not-managed' }> {
  assertCanHandlePersonalData(actor);
  const identityAccount = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    if (!user.deletedAt) throw new AppError('NOT_SOFT_DELETED');
    if (user.trigram.toUpperCase() !== confirmation.trim().toUpperCase()) {
      throw new AppError('VALIDATION_FAILED', 'trigram mismatch', [
        { path: 'body.trigram', key: 'validation.trigramMismatch' },
      ]);
    }
    // The identity account (credentials, links, sessions of the embedded provider) goes first.
    const account = await ctx.identityAdmin.deleteAccount(tx, userId);
    await tx.delete(skillUsage).where(eq(skillUsage.userId, userId));
    await forgetSearchWords(tx, userId);
    await tx.delete(resumeSearch).where(eq(resumeSearch.userId, userId));
    await tx.delete(resumes).where(eq(resumes.userId, userId));
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${user.email})`);
    await tx.delete(loginFailures).where(eq(loginFailures.key, accountKey(user.email)));
    await tx.update(users).set({ refereeId: null }).where(eq(users.refereeId, userId));
    // The trail keeps who did what to whom and when, as ids; the values about the person go.
    await tx
      .update(auditLog)
      .set({ before: null, after: null, detail: {} })
      .where(eq(auditLog.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, [{ actorId: actor.id, action: 'user.erase', userId }]);
    return account;
  });
  ctx.documents.forgetUser(userId);
  return { erased: true, identityAccount };
}
