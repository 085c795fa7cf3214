import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useLocale } from '../../lib/i18n.ts';
import { readStored, writeStored } from '../shell/storage.ts';

const SPEAK_KEY = 'flashAnzan.speak';

function voiceFor(locale: string): SpeechSynthesisVoice | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  const language = locale.slice(0, 2).toLowerCase();
  return window.speechSynthesis.getVoices().find((voice) => voice.lang.toLowerCase().startsWith(language)) ?? null;
}

/** A voice speaking the interface language, or null; browsers load their voices late, so it is watched. */
export function useLocaleVoice(): SpeechSynthesisVoice | null {
  const { locale } = useLocale();
  const [voice, setVoice] = useState(() => voiceFor(locale));
  useEffect(() => {
    setVoice(voiceFor(locale));
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const update = () => setVoice(voiceFor(locale));
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, [locale]);
  return voice;
}

export function readSpeakPreference(): boolean {
  return readStored(SPEAK_KEY, z.boolean()) ?? false;
}

export function writeSpeakPreference(speak: boolean): void {
  writeStored(SPEAK_KEY, speak);
}

/** Says one number; a number still being said is cut off, since at high speed the next one matters more. */
export function speak(voice: SpeechSynthesisVoice, value: number): void {
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(String(value));
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = 1.3;
  window.speechSynthesis.speak(utterance);
}
