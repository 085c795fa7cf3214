import type { MENTAL_TEST_SUBJECTS } from '@umka/contracts';

type MentalTestSubject = (typeof MENTAL_TEST_SUBJECTS)[number];

/** Locale keys of the subjects a mental test can belong to (spec §1: 1 math, 3 mental arithmetic). */
export const SUBJECT_LABEL_KEY: Record<
  MentalTestSubject,
  'adminMentalTests.subjects.math' | 'adminMentalTests.subjects.mental'
> = {
  1: 'adminMentalTests.subjects.math',
  3: 'adminMentalTests.subjects.mental',
};

export function isMentalTestSubject(id: number): id is MentalTestSubject {
  return id === 1 || id === 3;
}

/** A time limit as a clock shows it: 90 → "01:30", 3600 → "60:00". */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.trunc(total));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
