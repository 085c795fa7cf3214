import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while markup is drawn ahead of the app (login-page/render.tsx) and while its script takes it over, true from
 * then on; a page the app draws itself is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
