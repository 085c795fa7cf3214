import { Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { FlashAnzanSettings, FlashAnzanTask } from '@umka/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { readSpeakPreference, speak, useLocaleVoice } from './speech.ts';

/** Share of each number's time left blank at its end, so two equal numbers in a row read as two. */
const GAP_SHARE = 0.2;

/** Width of one digit or sign as a share of the font size, with room to spare. */
const CHAR_WIDTH_EM = 0.62;

/** As large as a flash should be, yet small enough that a long number (−12345) fits a phone's width. */
export function flashFontSize(text: string): string {
  return `min(120px, calc((100vw - 2rem) / ${(text.length * CHAR_WIDTH_EM).toFixed(2)}))`;
}

function shown(value: number, position: number): string {
  if (position === 0) return String(value);
  return value < 0 ? `−${-value}` : `+${value}`;
}

/** Flashes the numbers one at a time at the set speed, then asks for their sum. */
export function FlashAnzanView({
  task,
  settings,
  onShown,
  answered,
}: TaskViewProps<FlashAnzanSettings, FlashAnzanTask>) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const voice = useLocaleVoice();
  const speakOn = useRef(readSpeakPreference());
  const [position, setPosition] = useState(0);
  const [visible, setVisible] = useState(true);
  const done = position >= task.numbers.length;

  useEffect(() => {
    if (done) {
      onShown();
      return;
    }
    const value = task.numbers[position];
    if (value !== undefined && voice && speakOn.current) speak(voice, value);
    setVisible(true);
    const hide = window.setTimeout(() => setVisible(false), settings.speedMs * (1 - GAP_SHARE));
    const next = window.setTimeout(() => setPosition((p) => p + 1), settings.speedMs);
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(next);
    };
  }, [done, position, task.numbers, settings.speedMs, onShown, voice]);

  useEffect(() => {
    if (answered && 'speechSynthesis' in window) window.speechSynthesis.cancel();
  }, [answered]);

  if (done) {
    return (
      <Text fz={36} fw={700} c="grape.7">
        {t('trainers.flashAnzan.sumPrompt')}
      </Text>
    );
  }
  const value = task.numbers[position] ?? 0;
  const text = shown(value, position);
  return (
    <Text
      key={position}
      data-testid="flash-number"
      fw={900}
      lh={1}
      c={value < 0 ? 'red.7' : 'blue.7'}
      style={{ visibility: visible ? 'visible' : 'hidden', fontSize: flashFontSize(text), whiteSpace: 'nowrap' }}
      className={reduceMotion ? undefined : 'umka-trainer-pop'}
    >
      {text}
    </Text>
  );
}
