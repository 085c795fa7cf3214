/** A test's time limit as a clock reads it: 90 → "1:30". */
export function formatTimeLimit(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
