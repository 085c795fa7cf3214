/** A clock the beats are scheduled on and taps are read from, in ms. */
export interface BeatClock {
  now(): number;
  /** Schedules a click at a time of this clock (ahead of now). */
  click(atMs: number, accent: boolean): void;
  close(): void;
}

/**
 * The audio hardware's own clock when there is one (Web Audio schedules each click to the sample, whatever the page's
 * timers do), the page's clock and silence otherwise. Muted, the clock still runs: the beat is then only seen.
 */
export function createBeatClock(muted: boolean): BeatClock {
  const Context = typeof window !== 'undefined' && 'AudioContext' in window ? window.AudioContext : null;
  let context: AudioContext | null = null;
  try {
    context = Context ? new Context() : null;
  } catch {
    context = null;
  }
  if (!context) {
    return { now: () => performance.now(), click: () => undefined, close: () => undefined };
  }
  const audio = context;
  void audio.resume().catch(() => undefined);
  return {
    now: () => audio.currentTime * 1000,
    click(atMs, accent) {
      if (muted) return;
      const at = atMs / 1000;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = accent ? 1320 : 880;
      gain.gain.setValueAtTime(0.25, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.05);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.06);
    },
    close: () => void audio.close().catch(() => undefined),
  };
}
