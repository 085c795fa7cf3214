import type { ZodType } from 'zod';

/** Things the shell remembers on this device: settings per trainer and the mute switch. */
const PREFIX = 'umka.trainers.';

export function readStored<T>(key: string, schema: ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the convenience of remembering; the game goes on.
  }
}

export const settingsKey = (trainerId: number) => `settings.${trainerId}`;
export const MUTE_KEY = 'muted';
