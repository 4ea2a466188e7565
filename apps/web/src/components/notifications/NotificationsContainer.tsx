import { Notifications } from '@mantine/notifications';

/** Mantine's notifications container at spec §2's place, bottom right; loaded by `NotificationsHost`. */
export default function NotificationsContainer() {
  return <Notifications position="bottom-right" />;
}
