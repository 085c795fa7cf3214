import type { ZodType } from 'zod';

export interface PersistedStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A value kept in localStorage and observable by React (useSyncExternalStore) and by
 * plain modules such as the api client. A change made in another tab is picked up too,
 * so logging out in one tab logs out the others.
 */
export function createPersistedStore<T>(key: string, schema: ZodType<T>, fallback: T): PersistedStore<T> {
  const listeners = new Set<() => void>();
  let value = read();

  function read(): T {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  }

  function emit(): void {
    for (const listener of listeners) listener();
  }

  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return;
    value = read();
    emit();
  });

  return {
    get: () => value,
    set(next) {
      value = next;
      localStorage.setItem(key, JSON.stringify(next));
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
