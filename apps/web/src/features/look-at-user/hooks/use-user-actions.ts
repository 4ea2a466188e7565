import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TOAST_MS } from '@highlight/domain/constants';
import type { UserStatus, UserWithResume } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import {
  changeStatus,
  deleteUser,
  getUserHistory,
  resendAccountEmail,
  sendReminders,
  switchResigner,
  transferCandidates,
} from '../../../api/user-actions.ts';

/** After an action: the file, the dashboard's lists and the history show the new state (not `me`). */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['users', 'detail', id] }),
      queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['audit', id] }),
    ]);
}

/**
 * Changes a user's status (spec §4, §6). Success: a notice; the user named in the report's
 * failures or a refused call: spec §8 "status change error", 20 s.
 */
export function useChangeStatus(user: UserWithResume) {
  const { t } = useTranslation('backOffice');
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: async (status: UserStatus) => {
      const report = await changeStatus([user.id], status);
      if (report.failed.length > 0) throw new Error(t(`actions.failures.${report.failed[0]!.code}`));
      return status;
    },
    onSuccess: async (status) => {
      notify({ type: 'success', title: t('actions.statusChanged', { status: t(`status.${status}`) }) });
      await refresh(user.id);
    },
    onError: (error) =>
      notify({
        type: 'error',
        title: t('errors:statusChange'),
        text: error.message,
        durationMs: TOAST_MS.long,
      }),
  });
}

/** spec §7 switch-resigner; spec §8 "ex-employee status update failed", 20 s. */
export function useSwitchResigner(user: UserWithResume) {
  const { t } = useTranslation('backOffice');
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: () => switchResigner(user.id, user.trigram),
    onSuccess: async (state) => {
      notify({
        type: 'success',
        title: state.resigner ? t('actions.resignerOn') : t('actions.resignerOff'),
      });
      await refresh(user.id);
    },
    onError: (error) =>
      notify({
        type: 'error',
        title: t('errors:resignerUpdate'),
        text: error.message,
        durationMs: TOAST_MS.long,
      }),
  });
}

/** DESIGN.md soft delete; `onDeleted` leaves the page of a user who is gone. */
export function useDeleteUser(user: UserWithResume, onDeleted: () => void) {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUser(user.id),
    onSuccess: async () => {
      notify({
        type: 'success',
        title: t('actions.deleted', { name: `${user.firstname} ${user.lastname}` }),
      });
      queryClient.removeQueries({ queryKey: ['users', 'detail', user.id] });
      await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
      onDeleted();
    },
    onError: (error) =>
      notify({
        type: 'error',
        title: t('errors:userDelete'),
        text: error.message,
        durationMs: TOAST_MS.long,
      }),
  });
}

/** issue #9: the user's history, for superadmins (`enabled`). */
export function useGetUserHistory(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['audit', userId],
    queryFn: ({ signal }) => getUserHistory(userId, signal),
    enabled,
  });
}

/** spec §7 send-reminder for one person; spec §8 "reminder failed", 20 s. `onSent` closes the dialog. */
export function useSendReminder(user: UserWithResume, onSent: () => void) {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: string) => {
      const report = await sendReminders([user], comment);
      if (report.failed.length > 0) throw new Error(t(`actions.failures.${report.failed[0]!.code}`));
    },
    onSuccess: async () => {
      notify({
        type: 'success',
        title: t('actions.reminderSent', { name: `${user.firstname} ${user.lastname}` }),
      });
      onSent();
      await queryClient.invalidateQueries({ queryKey: ['audit', user.id] });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('errors:reminder'), text: error.message, durationMs: TOAST_MS.long }),
  });
}

/** The account-creation email again; a failure is notified for 20 s (spec §8 creation error). */
export function useResendAccountEmail(user: UserWithResume) {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendAccountEmail(user.id),
    onSuccess: async () => {
      notify({ type: 'success', title: t('actions.accountEmailSent', { email: user.email }) });
      await queryClient.invalidateQueries({ queryKey: ['audit', user.id] });
    },
    onError: (error) =>
      notify({
        type: 'error',
        title: t('errors:accountEmail'),
        // An account already active is told why in the viewer's language; other failures as answered.
        text: errorMessageKey(error) === 'errors:accountActive' ? t('errors:accountActive') : error.message,
        durationMs: TOAST_MS.long,
      }),
  });
}

/** spec §7 candidate transfer of this user; spec §8 "transfer error", 20 s. */
export function useTransferCandidate(user: UserWithResume) {
  const { t } = useTranslation('backOffice');
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: async (referee: { id: string; name: string }) => {
      const report = await transferCandidates(referee.id, [user.id]);
      if (report.failed.length > 0) throw new Error(t(`actions.failures.${report.failed[0]!.code}`));
      return referee;
    },
    onSuccess: async (referee) => {
      notify({ type: 'success', title: t('actions.transferred', { name: referee.name }) });
      await refresh(user.id);
    },
    onError: (error) =>
      notify({ type: 'error', title: t('errors:transfer'), text: error.message, durationMs: TOAST_MS.long }),
  });
}
