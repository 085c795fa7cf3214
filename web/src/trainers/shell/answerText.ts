import type { AnyTrainerUi } from './types.ts';

/** Whether the round being played can have a negative answer; before its settings are known, it may. */
export function answersMayBeNegative(ui: AnyTrainerUi, settings: unknown): boolean {
  return settings === null || (ui.negatives?.(settings) ?? true);
}

/** Typed answer text: digits, one leading minus, one decimal point; kept short enough for any answer here. */
const MAX_LENGTH = 9;

export type AnswerKey = string;

/** Applies one key to the typed text; keys that would make it malformed, or a minus no answer needs, are ignored. */
export function applyKey(text: string, key: AnswerKey, decimals: boolean, negatives = true): string {
  if (key === 'Backspace') return text.slice(0, -1);
  if (key === '-') {
    if (!negatives) return text;
    return text.startsWith('-') ? text.slice(1) : `-${text}`;
  }
  if (key === '.' || key === ',') {
    if (!decimals || text.includes('.')) return text;
    const digits = text.replace('-', '');
    return digits === '' ? `${text}0.` : `${text}.`;
  }
  if (/^[0-9]$/.test(key) && text.replace('-', '').length < MAX_LENGTH) return text + key;
  return text;
}

/** The number the text stands for, or null while it is not one yet ("", "-", "3."). */
export function parseAnswer(text: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}
