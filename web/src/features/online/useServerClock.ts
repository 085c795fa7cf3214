import { useEffect, useState } from 'react';

/** How often a running countdown or timer redraws: smooth enough for a bar, cheap enough for a phone. */
const STEP_MS = 250;

/** The server's time now, by this device's clock and the offset the room came with; ticks only while `running`. */
export function useServerClock(offsetMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now() + offsetMs), STEP_MS);
    return () => window.clearInterval(id);
  }, [offsetMs, running]);
  return now;
}

/** Whole seconds left until `deadline` (server ms), never below zero: what a child reads on a countdown. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
