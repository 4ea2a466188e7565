/**
 * Mail the back office sends to a person (issue #9 "Actions"; spec §7): the update request
 * (`POST users/send-reminder`) and the account-creation email sent again
 * (`POST users/{id}/account-email`). Each is written to the outbox and audited in one transaction.
 */
import type { Locale } from '@highlight/domain/constants';
import type { ReminderEntry, ReminderResult } from '@highlight/domain/back-office';
import { pickLocale, translate } from '@highlight/domain/i18n';
import { PATHS } from '@highlight/domain/navigation';
import { isCollaborator } from '@highlight/domain/roles';
import { recordAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { escapeHtml } from '../../html.ts';
import { queueLimitedMail, type OutgoingMail } from '../../mail/index.ts';
import { assertCanActOn, assertCanManageUsers, staffTargetRefusal } from './policy.ts';
import { findUsersByEmails, lockUsers, type UserRow } from './repository.ts';

/**
 * The update request in `locale`: a greeting, who asks, HR's comment when there is one, the link
 * to the person's Home. Every value is escaped in the HTML part.
 */
export function composeReminder(
  locale: Locale,
  values: { to: string; firstname: string; sender: string; comment: string | undefined; link: string },
): OutgoingMail {
  const t = (key: string, extra: Record<string, string> = {}) =>
    translate(locale, `backOffice.mail.reminder.${key}`, extra);
  const greeting = t('greeting', { firstname: values.firstname });
  const intro = t('intro', { sender: values.sender });
  const comment = values.comment ? [t('comment'), values.comment] : [];
  // issue #26 §26: the line with its link is one message, so each language puts its own colon.
  const action = t('actionLine', { link: values.link });
  const text = [greeting, intro, ...comment, action, t('closing')].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...(values.comment
      ? [`<p>${escapeHtml(t('comment'))}</p>`, `<blockquote>${escapeHtml(values.comment)}</blockquote>`]
      : []),
    `<p><a href="${escapeHtml(values.link)}">${escapeHtml(t('action'))}</a></p>`,
    `<p>${escapeHtml(t('closing'))}</p>`,
  ].join('\n');
  return { to: values.to, subject: t('subject'), text, html };
}

/**
 * spec §7 `POST users/send-reminder`: asks each live collaborator named by an entry's email to
 * update their file, in their display language, with the entry's comment. The link is the app's
 * own Home (`PUBLIC_URL`), never the caller's `baseUrl`, and only known people are written to:
 * other emails fail with `NOT_FOUND`, people holding a staff role with `STAFF_TARGET` unless the
 * caller is a superadmin (issue #26 §8), back-office users with `NOT_A_COLLABORATOR`, people who
 * had `MAIL_LIMIT.perRecipient` update requests in the window with `MAIL_LIMIT` (issue #26 §7). An
 * email given twice is written to once.
 */
export async function sendReminders(
  ctx: AppContext,
  actor: UserRow,
  entries: readonly ReminderEntry[],
): Promise<ReminderResult> {
  assertCanManageUsers(actor);
  const link = `${ctx.config.publicUrl}${PATHS.home}`;
  const sender = `${actor.firstname} ${actor.lastname}`.trim();
  return ctx.db.transaction(async (tx) => {
    const byEmail = new Map(
      (
        await findUsersByEmails(
          tx,
          entries.map((entry) => entry.email),
        )
      ).map((row) => [row.email.toLowerCase(), row]),
    );
    const result: ReminderResult = { sent: [], failed: [] };
    const seen = new Set<string>();
    for (const entry of entries) {
      const key = entry.email.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const row = byEmail.get(key);
      if (!row || row.deletedAt) {
        result.failed.push({ email: entry.email, code: 'NOT_FOUND' });
        continue;
      }
      const refusal =
        staffTargetRefusal(actor, row) ?? (isCollaborator(row.roles) ? null : 'NOT_A_COLLABORATOR');
      if (refusal) {
        result.failed.push({ email: entry.email, code: refusal });
        continue;
      }
      const locale = pickLocale(row.userSettings.displayLanguage);
      // Issue #26 §7: at most MAIL_LIMIT.perRecipient update requests per person per window.
      const queued = await queueLimitedMail(tx, { to: row.email, kind: 'reminder' }, () =>
        Promise.resolve(
          composeReminder(locale, {
            to: row.email,
            firstname: row.firstname,
            sender,
            comment: entry.comment,
            link,
          }),
        ),
      );
      if (!queued) {
        result.failed.push({ email: entry.email, code: 'MAIL_LIMIT' });
        continue;
      }
      await recordAudit(tx, [
        {
          actorId: actor.id,
          action: 'reminder.send',
          userId: row.id,
          detail: entry.comment ? { comment: entry.comment } : {},
        },
      ]);
      result.sent.push(row.email);
    }
    return result;
  });
}

/**
 * DESIGN.md `POST /api/users/{id}/account-email`: sends the account-creation email again, with a
 * new activation link (12 hours, once; spec §9). 404 for an unknown or deleted user, 403
 * `STAFF_TARGET` for a person holding a staff role unless the caller is a superadmin (issue #26 §8).
 */
export async function resendAccountEmail(ctx: AppContext, actor: UserRow, userId: string): Promise<void> {
  assertCanManageUsers(actor);
  await ctx.db.transaction(async (tx) => {
    const [target] = await lockUsers(tx, [userId]);
    if (!target || target.deletedAt) throw notFound();
    assertCanActOn(actor, target);
    if (!(await ctx.identityAdmin.sendAccountEmail(tx, target.id))) throw notFound();
    await recordAudit(tx, [{ actorId: actor.id, action: 'account-email.resend', userId: target.id }]);
  });
}
