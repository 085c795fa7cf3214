import type { LibraryDocNode } from '@umka/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';

/** A pause in typing this long saves the draft: often enough to lose little, rarely enough to stay quiet. */
export const AUTOSAVE_DELAY_MS = 1500;

export type AutosaveState =
  | { status: 'saved'; savedAt: string }
  | { status: 'pending' }
  | { status: 'saving' }
  | { status: 'failed' }
  /** Another tab or admin saved first: saving again would overwrite their work, so the editor stops. */
  | { status: 'outdated' };

export interface SavedDraft {
  version: number;
  saved_at: string;
}

export interface Autosave {
  state: AutosaveState;
  version: number;
  /** The editor's document changed: saved after a pause. */
  changed(doc: LibraryDocNode): void;
  /** Saves now what is waiting (a retry, or before publishing); answers the version then stored. */
  flush(): Promise<number | null>;
}

/**
 * Saves a draft as the admin types, one request at a time, each naming the version it started from. A failure waits
 * for a retry (the document stays in the editor); a refusal as outdated stops saving for good on this page.
 */
export function useAutosave(options: {
  initialVersion: number;
  initialSavedAt: string;
  save: (doc: LibraryDocNode, version: number) => Promise<SavedDraft>;
  delayMs?: number;
}): Autosave {
  const { save, delayMs = AUTOSAVE_DELAY_MS } = options;
  const [state, setState] = useState<AutosaveState>({ status: 'saved', savedAt: options.initialSavedAt });
  const version = useRef(options.initialVersion);
  const waiting = useRef<LibraryDocNode | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<number | null> | null>(null);
  const stopped = useRef(false);

  const flush = useCallback(async (): Promise<number | null> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current) await running.current;
    const doc = waiting.current;
    if (stopped.current) return null;
    if (!doc) return version.current;
    waiting.current = null;
    setState({ status: 'saving' });
    const attempt = (async () => {
      try {
        const saved = await save(doc, version.current);
        version.current = saved.version;
        // A change typed while this save ran is saved next, from the version this one made.
        if (waiting.current) setState({ status: 'pending' });
        else setState({ status: 'saved', savedAt: saved.saved_at });
        return saved.version;
      } catch (error) {
        if (isApiError(error) && error.code === 'LIBRARY_DRAFT_OUTDATED') {
          stopped.current = true;
          setState({ status: 'outdated' });
        } else {
          waiting.current ??= doc;
          setState({ status: 'failed' });
        }
        return null;
      }
    })();
    running.current = attempt;
    try {
      return await attempt;
    } finally {
      running.current = null;
    }
  }, [save]);

  const changed = useCallback(
    (doc: LibraryDocNode) => {
      if (stopped.current) return;
      waiting.current = doc;
      setState((current) => (current.status === 'saving' ? current : { status: 'pending' }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  // Leaving the page with a change not yet saved still sends it: the admin saw no warning that it would be lost.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      const doc = waiting.current;
      if (doc && !stopped.current && !running.current) void save(doc, version.current).catch(() => undefined);
    },
    [save],
  );

  return { state, version: version.current, changed, flush };
}
