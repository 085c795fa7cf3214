/** The soak's pure arithmetic: when each visit starts, percentiles of the calls' times, and memory growth. */

export interface VisitStart {
  student: number;
  /** From the start of the load. */
  atMs: number;
}

/**
 * An open model: every student starts a visit every `periodMs` whatever the server's pace, the students' phases
 * spread evenly over one period, so visits arrive at a steady `students / periodMs` and none in a burst.
 */
export function visitStarts(students: number, periodMs: number, durationMs: number): VisitStart[] {
  const starts: VisitStart[] = [];
  for (let student = 0; student < students; student += 1) {
    for (let atMs = (student * periodMs) / students; atMs < durationMs; atMs += periodMs) {
      starts.push({ student, atMs });
    }
  }
  return starts.sort((a, b) => a.atMs - b.atMs);
}

/** The nearest-rank percentile (`p` in 0–100) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** How much `end` is above `start`, in percent of `start`. */
export function growthPercent(start: number, end: number): number {
  return ((end - start) / start) * 100;
}

/**
 * The mean of the samples taken from `fromS` to `toS` (seconds): a single RSS sample lands anywhere on the heap's
 * saw-tooth between two collections, so a minute of them is the level to compare.
 */
export function meanBetween(samples: readonly { atS: number; mb: number }[], fromS: number, toS: number): number {
  const inside = samples.filter((sample) => sample.atS >= fromS && sample.atS <= toS);
  return inside.reduce((sum, sample) => sum + sample.mb, 0) / inside.length;
}
