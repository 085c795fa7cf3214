import { useEffect, useState } from 'react';

/**
 * The place of the word on show, stepping one word a minute's share of `wpm` from the start, and whether the text is
 * done. Scheduled from the start time rather than step by step, so a late timer does not slow the pace.
 */
export function usePacedWord(words: number, wpm: number, onDone: () => void): number {
  const [place, setPlace] = useState(0);
  useEffect(() => {
    const stepMs = 60_000 / wpm;
    const startedAt = Date.now();
    let timer = 0;
    const tick = () => {
      const next = Math.floor((Date.now() - startedAt) / stepMs);
      if (next >= words) {
        onDone();
        return;
      }
      setPlace(next);
      timer = window.setTimeout(tick, stepMs * (next + 1) - (Date.now() - startedAt));
    };
    timer = window.setTimeout(tick, stepMs);
    return () => window.clearTimeout(timer);
  }, [words, wpm, onDone]);
  return place;
}
