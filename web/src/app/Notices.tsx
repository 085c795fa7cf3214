import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NoticesContainer = lazy(() =>
  import('./NoticesContainer.tsx').then((module) => ({ default: module.NoticesContainer })),
);

/**
 * Mantine's notice container (transitions, scroll lock, portal) loads with the first notice, so a page that
 * shows none never downloads it. Notices asked for meanwhile wait in the store and appear once it is in.
 */
export function Notices() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticesContainer />
    </Suspense>
  );
}
