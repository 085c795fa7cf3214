import { useSyncExternalStore } from 'react';

/** Number of main-client requests in flight; the global loading bar shows while it is above zero. */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Returns the function that ends this piece of loading; calling it twice has no extra effect. */
export function startLoading(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
