import './allStyles.ts';
import { Notifications } from '@mantine/notifications';

/** Spec §2: notices stack in the bottom right corner, at most five at a time. */
export function NoticesContainer() {
  return <Notifications position="bottom-right" limit={5} />;
}
