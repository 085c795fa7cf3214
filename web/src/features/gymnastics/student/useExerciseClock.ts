import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the visible time (the progress bar, the step) is brought up to date. */
const TICK_MS = 250;

export interface ExerciseClock {
  /** Milliseconds played so far, as last ticked. */
  elapsed: number;
  running: boolean;
  finished: boolean;
  /** The time played at this very moment, for an animation frame (which must not wait for a tick). */
  now(): number;
  start(): void;
  pause(): void;
  restart(): void;
}

/** A stopwatch that runs up to `durationMs` and stops there; pausing keeps the time played. */
export function useExerciseClock(durationMs: number): ExerciseClock {
  const banked = useRef(0);
  const startedAt = useRef<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [running, setRunning] = useState(false);

  const now = useCallback(() => {
    const since = startedAt.current === null ? 0 : performance.now() - startedAt.current;
    return Math.min(durationMs, banked.current + since);
  }, [durationMs]);

  const pause = useCallback(() => {
    banked.current = now();
    startedAt.current = null;
    setElapsed(banked.current);
    setRunning(false);
  }, [now]);

  const start = useCallback(() => {
    if (banked.current >= durationMs) banked.current = 0;
    startedAt.current = performance.now();
    setElapsed(banked.current);
    setRunning(true);
  }, [durationMs]);

  const restart = useCallback(() => {
    banked.current = 0;
    startedAt.current = performance.now();
    setElapsed(0);
    setRunning(true);
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const played = now();
      setElapsed(played);
      if (played >= durationMs) pause();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, now, pause, durationMs]);

  return { elapsed, running, finished: elapsed >= durationMs, now, start, pause, restart };
}
