import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// A module of ours, not the package: a namespace import of the package would keep the whole of it
// in the first screen's code, beside the store that `notify` uses.
const NotificationsContainer = lazy(() => import('./NotificationsContainer.tsx'));

/**
 * Where `notify` shows its notifications (spec §2: bottom right): Mantine's container, fetched
 * with the first notification rather than with the first screen (issue #11 §6). The notifications
 * store holds what was shown meanwhile, so nothing is missed; once there, the container stays.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
