import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createPersistedStore } from './persisted-store.ts';

const KEY = 'persisted-store-test';
const schema = z.object({ count: z.number() });
type Value = z.infer<typeof schema>;
const FALLBACK: Value = { count: 0 };

describe('persisted store', () => {
  beforeEach(() => localStorage.clear());

  it('takes up a stored value once it has been checked, and holds the fallback until then', async () => {
    localStorage.setItem(KEY, JSON.stringify({ count: 5 }));
    const store = createPersistedStore<Value>(KEY, async () => schema, FALLBACK);
    expect(store.get()).toEqual(FALLBACK);
    await store.restore();
    expect(store.get()).toEqual({ count: 5 });
  });

  it('falls back when the stored value is of another shape or not JSON at all', async () => {
    for (const raw of [JSON.stringify({ count: 'five' }), '{not json']) {
      localStorage.setItem(KEY, raw);
      const store = createPersistedStore<Value>(KEY, async () => schema, FALLBACK);
      await store.restore();
      expect(store.get(), raw).toEqual(FALLBACK);
    }
  });

  it('lets a guess peek at what was stored before it is checked, and at nothing when it is not JSON', () => {
    const store = createPersistedStore<Value>(KEY, async () => schema, FALLBACK);
    expect(store.peek()).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ count: 'five' }));
    expect(store.peek()).toEqual({ count: 'five' });
    expect(store.get()).toEqual(FALLBACK);
    localStorage.setItem(KEY, '{not json');
    expect(store.peek()).toBeNull();
  });

  it('loads no schema on a device that stored nothing but the fallback', async () => {
    const load = vi.fn(async () => schema);
    const store = createPersistedStore<Value>(KEY, load, FALLBACK);
    await store.restore();
    localStorage.setItem(KEY, JSON.stringify(FALLBACK));
    await store.restore();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a value set while the stored one was being checked, since it is the newer', async () => {
    localStorage.setItem(KEY, JSON.stringify({ count: 5 }));
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store = createPersistedStore<Value>(KEY, () => loaded.then(() => schema), FALLBACK);
    const restoring = store.restore();
    store.set({ count: 9 });
    release();
    await restoring;
    expect(store.get()).toEqual({ count: 9 });
  });

  it('follows a value another tab stored', async () => {
    const store = createPersistedStore<Value>(KEY, async () => schema, FALLBACK);
    const seen = vi.fn();
    store.subscribe(seen);
    localStorage.setItem(KEY, JSON.stringify({ count: 7 }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await waitFor(() => expect(store.get()).toEqual({ count: 7 }));
    expect(seen).toHaveBeenCalled();
  });
});
