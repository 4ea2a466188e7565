import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeName } from '@highlight/domain/user-fields';
import type { REMINDER_FAILURES } from '@highlight/domain/back-office';
import { TOAST_MS, type Locale } from '@highlight/domain/constants';
import { formatList } from '@highlight/domain/intl';
import type { UserListItem, UserStatus } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { changeStatus, deleteUser, sendReminders, transferCandidates } from '../../../api/user-actions.ts';
import { downloadResumes } from '../../../lib/download.ts';
import { notify } from '../../../lib/notify.ts';
import { storedDocumentLanguage } from '../../../hooks/use-document-language.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';

/** A person a bulk action left out, and why (the API's code; none when the call for them failed). */
interface BulkFailure {
  user: UserListItem;
  code?: (typeof REMINDER_FAILURES)[number];
}

/**
 * The outcome of a bulk action as notices (issue #9: a bulk action reports per user what failed):
 * a success for those done, a warning naming the others with the reason of each (issue #26 §7, §8:
 * `dashboard.bulk.failures.<code>` — gone, not a collaborator, a staff role that is a superadmin's
 * alone, the update requests' mail limit), the people of one reason listed together, reasons in the
 * order first met; `errorKey` (spec §8, 20 s) when the call itself failed.
 */
function useReport(errorKey: string) {
  const { t } = useTranslation('backOffice');
  const locale = useGetLocale();
  const queryClient = useQueryClient();
  return {
    done: async (doneKey: string, done: number, failures: readonly BulkFailure[]) => {
      if (done > 0) notify({ type: 'success', title: t(doneKey, { count: done }) });
      if (failures.length > 0) {
        const byReason = new Map<BulkFailure['code'], UserListItem[]>();
        for (const { user, code } of failures) byReason.set(code, [...(byReason.get(code) ?? []), user]);
        const text = [...byReason]
          .map(([code, users]) => {
            const names = formatList(users.map(backOfficeName), locale);
            return code ? t(`dashboard.bulk.failures.${code}`, { names, count: users.length }) : names;
          })
          .join(' ');
        notify({
          type: 'warning',
          title: t('dashboard.bulk.someFailed', { count: failures.length }),
          text,
          durationMs: TOAST_MS.long,
        });
      }
      await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
    failed: (error: Error) =>
      notify({ type: 'error', title: t(errorKey), text: error.message, durationMs: TOAST_MS.long }),
  };
}

/** The selected `users` each failure names (by `key`), with its code, in the selection's order. */
function failuresOf<F extends { code: BulkFailure['code'] }>(
  users: readonly UserListItem[],
  failed: readonly F[],
  key: (item: UserListItem | F) => string,
): BulkFailure[] {
  const codes = new Map(failed.map((failure) => [key(failure), failure.code]));
  return users.flatMap((user) => (codes.has(key(user)) ? [{ user, code: codes.get(key(user)) }] : []));
}

/** DESIGN.md bulk status change of the selection; spec §8 status change error. */
export function useBulkStatus() {
  const report = useReport('errors:statusChange');
  return useMutation({
    mutationFn: async ({ users, status }: { users: readonly UserListItem[]; status: UserStatus }) => {
      const result = await changeStatus(
        users.map((user) => user.id),
        status,
      );
      return {
        done: result.updated.length,
        failures: failuresOf(users, result.failed, (item) => item.id),
      };
    },
    onSuccess: ({ done, failures }) => report.done('dashboard.bulk.statusDone', done, failures),
    onError: report.failed,
  });
}

/** spec §7 candidate transfer of the selection; spec §8 transfer error. */
export function useBulkTransfer() {
  const report = useReport('errors:transfer');
  return useMutation({
    mutationFn: async ({ users, refereeId }: { users: readonly UserListItem[]; refereeId: string }) => {
      const result = await transferCandidates(
        refereeId,
        users.map((user) => user.id),
      );
      return {
        done: result.updated.length,
        failures: failuresOf(users, result.failed, (item) => item.id),
      };
    },
    onSuccess: ({ done, failures }) => report.done('dashboard.bulk.transferDone', done, failures),
    onError: report.failed,
  });
}

/** spec §7 send-reminder to the selection; spec §8 "reminder failed, many". */
export function useBulkReminder(onSent: () => void) {
  const report = useReport('errors:reminderMany');
  return useMutation({
    mutationFn: async ({ users, comment }: { users: readonly UserListItem[]; comment: string }) => {
      const result = await sendReminders(users, comment);
      return {
        done: result.sent.length,
        // Issue #26 §7: who is past the mail limit (MAIL_LIMIT) is named with that reason.
        failures: failuresOf(users, result.failed, (item) => item.email.toLowerCase()),
      };
    },
    onSuccess: async ({ done, failures }) => {
      onSent();
      await report.done('dashboard.bulk.reminderDone', done, failures);
    },
    onError: report.failed,
  });
}

/**
 * Soft-deletes each selected person, one call each (DESIGN.md `DELETE /users/{id}`), and reports
 * who could not be deleted; `onDeleted` receives the ids that were.
 */
export function useBulkDelete(onDeleted: (ids: string[]) => void) {
  const report = useReport('errors:userDelete');
  return useMutation({
    mutationFn: async (users: readonly UserListItem[]) => {
      const deleted: string[] = [];
      const failed: UserListItem[] = [];
      for (const user of users) {
        try {
          await deleteUser(user.id);
          deleted.push(user.id);
        } catch {
          failed.push(user);
        }
      }
      return { deleted, failed };
    },
    onSuccess: async ({ deleted, failed }) => {
      onDeleted(deleted);
      await report.done(
        'dashboard.bulk.deleteDone',
        deleted.length,
        failed.map((user) => ({ user })),
      );
    },
    onError: report.failed,
  });
}

/** spec §7 GET users/resumes: the selection's files as one ZIP; spec §8 ZIP download failed, 20 s. */
export function useDownloadZip() {
  const { t } = useTranslation('backOffice');
  return useMutation({
    mutationFn: ({
      users,
      format,
      anonymised,
      focus = [],
      lang = storedDocumentLanguage() ?? undefined,
    }: {
      users: readonly Pick<UserListItem, 'id'>[];
      format: 'pdf' | 'docx';
      anonymised: boolean;
      /** issue #8 tailoring: the skills the documents put first (a client request's). */
      focus?: readonly string[];
      /**
       * issue #26 §27: the documents' language; by default the one chosen for downloads in this
       * session, else (none chosen) the API writes them in the viewer's display language.
       */
      lang?: Locale;
    }) =>
      downloadResumes(
        users.map((user) => user.id),
        format,
        { anonymised, focus: [...focus], ...(lang ? { lang } : {}) },
      ),
    onSuccess: () => notify({ type: 'success', title: t('web:download.finished', { format: 'ZIP' }) }),
    onError: (error) =>
      notify({
        type: 'error',
        title: t('errors:download'),
        text: `${t('errors:zipLoad')} ${error.message}`.trim(),
        durationMs: TOAST_MS.long,
      }),
  });
}
