import { useCallback, useRef, useState } from 'react';
import { z } from 'zod';
import { MUTE_KEY, readStored, writeStored } from './storage.ts';

export type SoundKind = 'tick' | 'go' | 'right' | 'wrong' | 'end';

/** Short tones made on the spot with WebAudio: no sound files to download, nothing to license. */
const TONES: Record<SoundKind, { frequency: number; ms: number; type: OscillatorType }> = {
  tick: { frequency: 660, ms: 90, type: 'sine' },
  go: { frequency: 990, ms: 180, type: 'sine' },
  right: { frequency: 880, ms: 140, type: 'triangle' },
  wrong: { frequency: 220, ms: 260, type: 'square' },
  end: { frequency: 740, ms: 400, type: 'triangle' },
};

function audioContextClass(): typeof AudioContext | null {
  return typeof window !== 'undefined' && 'AudioContext' in window ? window.AudioContext : null;
}

export interface Sound {
  muted: boolean;
  toggleMuted: () => void;
  play: (kind: SoundKind) => void;
  /** Call from the player's tap or key press: browsers let audio start only inside one. */
  unlock: () => void;
}

/** Game sounds with a mute switch remembered on this device. */
export function useSound(): Sound {
  const [muted, setMuted] = useState(() => readStored(MUTE_KEY, z.boolean()) ?? false);
  const contextRef = useRef<AudioContext | null>(null);

  // Mobile Safari keeps a context made or left suspended outside a user gesture silent for good.
  const unlock = useCallback(() => {
    const Context = audioContextClass();
    if (!Context) return;
    try {
      contextRef.current ??= new Context();
      if (contextRef.current.state === 'suspended') void contextRef.current.resume().catch(() => {});
    } catch {
      // No audio on this device; the game is played in silence.
    }
  }, []);

  const toggleMuted = useCallback(() => {
    setMuted((was) => {
      writeStored(MUTE_KEY, !was);
      return !was;
    });
  }, []);

  const play = useCallback(
    (kind: SoundKind) => {
      if (muted) return;
      const Context = audioContextClass();
      if (!Context) return;
      try {
        contextRef.current ??= new Context();
        const context = contextRef.current;
        const tone = TONES[kind];
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = tone.type;
        oscillator.frequency.value = tone.frequency;
        // A quick fade-out avoids the click of a tone cut off mid-wave.
        gain.gain.setValueAtTime(0.15, context.currentTime);
        gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + tone.ms / 1000);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start();
        oscillator.stop(context.currentTime + tone.ms / 1000);
      } catch {
        // A browser that refuses audio just plays silently.
      }
    },
    [muted],
  );

  return { muted, toggleMuted, play, unlock };
}
