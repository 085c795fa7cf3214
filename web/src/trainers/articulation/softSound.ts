import { z } from 'zod';
import { MUTE_KEY, readStored } from '../shell/storage.ts';

/** Quiet cues for an exercise: a tap on each beat of a movement, a chime when a step is done. */
export interface SoftSound {
  beat(): void;
  ready(): void;
  close(): void;
}

/**
 * Tones made on the spot with Web Audio, softer than the shell's game sounds: a child doing an exercise listens to
 * their own mouth. The mute switch is read at every cue, so muting mid-exercise silences the next one.
 */
export function createSoftSound(): SoftSound {
  let context: AudioContext | null = null;
  const tone = (frequency: number, ms: number, volume: number) => {
    if (readStored(MUTE_KEY, z.boolean()) === true) return;
    const Context = typeof window !== 'undefined' && 'AudioContext' in window ? window.AudioContext : null;
    if (!Context) return;
    try {
      context ??= new Context();
      const at = context.currentTime;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(volume, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + ms / 1000);
    } catch {
      // A browser that refuses audio leaves the exercise silent; the beat is still seen.
    }
  };
  return {
    beat: () => tone(520, 80, 0.06),
    ready: () => tone(880, 300, 0.1),
    close: () => {
      void context?.close().catch(() => undefined);
      // A later cue (a view shown again) opens a fresh context.
      context = null;
    },
  };
}
