/** How many students hold one rating value. */
export interface RatingBucket {
  value: number;
  students: number;
}

export interface RatingStandings {
  /** Entries in the rating. */
  total: number;
  /** Competition rank (1, 2, 2, 4) of whoever holds `value`: one more than the students strictly above it. */
  rankOf(value: number): number;
  /**
   * Where the entry at `offset` (0-based, rating order) stands: the value it holds and how many holders
   * of that value come before it. Null past the last entry.
   */
  locate(offset: number): { value: number; before: number } | null;
}

/** Ranks and positions from a rating's buckets (`buckets` highest value first), without reading its entries. */
export function ratingStandings(buckets: readonly RatingBucket[]): RatingStandings {
  const above: number[] = [];
  let total = 0;
  for (const bucket of buckets) {
    above.push(total);
    total += bucket.students;
  }
  return {
    total,
    rankOf(value) {
      const index = buckets.findIndex((bucket) => bucket.value <= value);
      return 1 + (index === -1 ? total : (above[index] ?? 0));
    },
    locate(offset) {
      const index = buckets.findIndex((bucket, i) => offset < (above[i] ?? 0) + bucket.students);
      const bucket = buckets[index];
      return bucket ? { value: bucket.value, before: offset - (above[index] ?? 0) } : null;
    },
  };
}
