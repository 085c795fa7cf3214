import type { SchemaLoader } from './schemas-later.ts';

export interface PersistedStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
  /**
   * Takes up the value this device stored, once it has been checked against its schema (the app awaits this before
   * it renders). Until then, and when nothing valid was stored, the store holds the fallback.
   */
  restore(): Promise<void>;
  /**
   * What this device stored, parsed but not checked: only for a guess that costs nothing when wrong (which chunks to
   * start loading while the check's schema is on its way), never for a decision.
   */
  peek(): unknown;
}

/**
 * A value kept in localStorage and observable by React (useSyncExternalStore) and by
 * plain modules such as the api client. A change made in another tab is picked up too,
 * so logging out in one tab logs out the others.
 */
export function createPersistedStore<T>(key: string, schema: SchemaLoader<T>, fallback: T): PersistedStore<T> {
  const listeners = new Set<() => void>();
  const stored = JSON.stringify(fallback);
  let value = fallback;

  // A device that stored nothing but the fallback (every device on /login) never loads the schema.
  async function read(): Promise<T> {
    const raw = localStorage.getItem(key);
    if (raw === null || raw === stored) return fallback;
    try {
      const parsed = (await schema()).safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  }

  function emit(): void {
    for (const listener of listeners) listener();
  }

  async function restore(): Promise<void> {
    const raw = localStorage.getItem(key);
    const next = await read();
    // A value set while the schema loaded (a login in this tab) is newer than the one read before it.
    if (localStorage.getItem(key) !== raw) return;
    value = next;
    emit();
  }

  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return;
    void restore();
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
    restore,
    peek() {
      try {
        return JSON.parse(localStorage.getItem(key) ?? 'null');
      } catch {
        return null;
      }
    },
  };
}
