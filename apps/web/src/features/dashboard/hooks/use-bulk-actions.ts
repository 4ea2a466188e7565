import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeName } from '@highlight/domain/user-fields';
import { TOAST_MS, type Locale } from '@highlight/domain/constants';
import type { UserListItem, UserStatus } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { changeStatus, deleteUser, sendReminders, transferCandidates } from '../../../api/user-actions.ts';
import { downloadResumes } from '../../../lib/download.ts';
import { notify } from '../../../lib/notify.ts';
import { storedDocumentLanguage } from '../../../hooks/use-document-language.ts';

/**
 * The outcome of a bulk action as notices (issue #9: a bulk action reports per user what failed):
 * a success for those done, a warning naming the others — and saying why when some hold a staff
 * role, a superadmin's alone (`STAFF_TARGET`, issue #26 §8); `errorKey` (spec §8, 20 s) when the
 * call itself failed.
 */
function useReport(errorKey: string) {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  return {
    done: async (
      doneKey: string,
      done: number,
      failed: readonly UserListItem[],
      codes: readonly string[] = [],
    ) => {
      if (done > 0) notify({ type: 'success', title: t(doneKey, { count: done }) });
      if (failed.length > 0) {
        const names = failed.map(backOfficeName).join(', ');
        notify({
          type: 'warning',
          title: t('dashboard.bulk.someFailed', { count: failed.length }),
          text: codes.includes('STAFF_TARGET') ? `${names}. ${t('actions.failures.STAFF_TARGET')}` : names,
          durationMs: TOAST_MS.long,
        });
      }
      await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
    failed: (error: Error) =>
      notify({ type: 'error', title: t(errorKey), text: error.message, durationMs: TOAST_MS.long }),
  };
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
      const failed = new Set(result.failed.map((failure) => failure.id));
      return {
        done: result.updated.length,
        failed: users.filter((user) => failed.has(user.id)),
        codes: result.failed.map((failure) => failure.code),
      };
    },
    onSuccess: ({ done, failed, codes }) => report.done('dashboard.bulk.statusDone', done, failed, codes),
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
      const failed = new Set(result.failed.map((failure) => failure.id));
      return {
        done: result.updated.length,
        failed: users.filter((user) => failed.has(user.id)),
        codes: result.failed.map((failure) => failure.code),
      };
    },
    onSuccess: ({ done, failed, codes }) => report.done('dashboard.bulk.transferDone', done, failed, codes),
    onError: report.failed,
  });
}

/** spec §7 send-reminder to the selection; spec §8 "reminder failed, many". */
export function useBulkReminder(onSent: () => void) {
  const report = useReport('errors:reminderMany');
  return useMutation({
    mutationFn: async ({ users, comment }: { users: readonly UserListItem[]; comment: string }) => {
      const result = await sendReminders(users, comment);
      const failed = new Set(result.failed.map((failure) => failure.email.toLowerCase()));
      return {
        done: result.sent.length,
        failed: users.filter((user) => failed.has(user.email.toLowerCase())),
        codes: result.failed.map((failure) => failure.code),
      };
    },
    onSuccess: async ({ done, failed, codes }) => {
      onSent();
      await report.done('dashboard.bulk.reminderDone', done, failed, codes);
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
      await report.done('dashboard.bulk.deleteDone', deleted.length, failed);
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
