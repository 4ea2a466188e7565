/**
 * Notifications (spec §2, §8, §9): bottom right, closed by a click anywhere on them, shown for
 * 3 s by default (5 s or 20 s for the cases the error catalogue names).
 * Shown by `NotificationsHost`, mounted once by the app shell (tests mount Mantine's `<Notifications />`).
 */
import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@highlight/domain/constants';

export type NotificationType = 'error' | 'success' | 'info' | 'warning';

const COLORS: Record<NotificationType, string> = {
  error: 'red',
  success: 'teal',
  info: 'blue',
  warning: 'orange',
};

/**
 * Shows a notification; `durationMs` defaults to 3000 (spec §9). Returns its id. With `id`, a
 * notification of that id still shown is replaced rather than stacked, and `dismiss(id)` hides it
 * (an error notice gone once the retry succeeds, issue #11 §4).
 */
export function notify(options: {
  type: NotificationType;
  title: string;
  text?: string;
  durationMs?: number;
  id?: string;
}): string {
  const id = options.id ?? `notification-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  if (options.id) notifications.hide(id);
  notifications.show({
    id,
    color: COLORS[options.type],
    title: options.title,
    message: options.text ?? '',
    autoClose: options.durationMs ?? TOAST_MS.short,
    withCloseButton: true,
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
    'data-notification-type': options.type,
  });
  return id;
}

/** Hides the notification `id` if it is shown. */
export function dismiss(id: string): void {
  notifications.hide(id);
}

/** The id of the "could not be saved" notice of a mission (spec §8), dismissed by the next save. */
export const MISSION_SAVE_FAILED = 'mission-save-failed';
