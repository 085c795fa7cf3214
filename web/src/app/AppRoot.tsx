import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { RouteGuard } from './guards/RouteGuard.tsx';
import { RealtimeBridge } from './RealtimeBridge.tsx';

/** Root route element: lends the router to non-React code, listens to the socket, guards every page. */
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
      <RouteGuard />
    </>
  );
}
