import { useEffect } from 'react';
import { useNavigate } from 'react-router';
// The listener only: the invite banner's code loads with the first invitation.
import { OnlineInviteHost } from '../features/online/OnlineInviteHost.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { RouteGuard } from './guards/RouteGuard.tsx';
import { RealtimeBridge } from './RealtimeBridge.tsx';

/** Root route element: lends the router to non-React code, listens to the socket and for invitations, guards pages. */
export function AppRoot() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);
  return (
    <>
      <RealtimeBridge />
      <OnlineInviteHost />
      <RouteGuard />
    </>
  );
}
