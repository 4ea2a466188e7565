import { useQueryClient } from '@tanstack/react-query';
import { TOAST_MS } from '@highlight/domain/constants';
import { PATHS } from '@highlight/domain/navigation';
import type { Avatar } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { useUpdateMe } from '../../../hooks/use-update-me.ts';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';

/**
 * spec §4 "The avatar cannot be changed once the adventure has started": PATCH users/me with the
 * avatar, then Home. If it was already chosen (409 `AVATAR_LOCKED`, e.g. in another tab), the user
 * is told so and sent Home with the stored choice.
 */
export function useChooseAvatar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updateMe = useUpdateMe();

  const choose = (avatar: Avatar) =>
    updateMe.mutate(
      { avatar },
      {
        onSuccess: () => void navigate(PATHS.home),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'AVATAR_LOCKED') {
            notify({ type: 'warning', title: t('errors:avatarLocked'), durationMs: TOAST_MS.medium });
            void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }).then(() => navigate(PATHS.home));
            return;
          }
          notify({ type: 'error', title: t('errors:profileUpdate'), durationMs: TOAST_MS.long });
        },
      },
    );

  return { choose, isPending: updateMe.isPending, chosen: updateMe.variables?.avatar };
}
