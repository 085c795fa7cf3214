import type { TrainerTrend } from '@umka/contracts';

const DAY_MS = 86_400_000;

/** The Monday (UTC, YYYY-MM-DD) of the week holding `at`. */
export function mondayOf(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the `weeks` weeks ending with this one, oldest first. */
export function weekStarts(today: Date, weeks: number): string[] {
  const thisMonday = Date.parse(`${mondayOf(today)}T00:00:00.000Z`);
  return Array.from({ length: weeks }, (_, index) =>
    new Date(thisMonday - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

interface Round {
  trainer_id: number;
  score: number;
  created_at: string;
  title_ru: string;
  title_en: string;
  title_uk: string;
  position: number;
}

/**
 * Each trainer's rounds summed by week: the count, the average and the best score. Every trainer played in the
 * period gets all its weeks, empty ones included, so a chart shows a pause as a gap rather than hiding it.
 */
function build(rounds: readonly Round[], today: Date, weeks: number): TrainerTrend[] {
  const starts = weekStarts(today, weeks);
  const index = new Map(starts.map((start, position) => [start, position]));
  const byTrainer = new Map<number, { round: Round; sums: { rounds: number; total: number; best: number }[] }>();
  for (const round of rounds) {
    const week = index.get(mondayOf(new Date(round.created_at)));
    if (week === undefined) continue;
    let entry = byTrainer.get(round.trainer_id);
    if (!entry) {
      entry = { round, sums: starts.map(() => ({ rounds: 0, total: 0, best: Number.NEGATIVE_INFINITY })) };
      byTrainer.set(round.trainer_id, entry);
    }
    const sum = entry.sums[week];
    if (!sum) continue;
    sum.rounds += 1;
    sum.total += round.score;
    sum.best = Math.max(sum.best, round.score);
  }
  return [...byTrainer.values()]
    .sort((a, b) => a.round.position - b.round.position || a.round.trainer_id - b.round.trainer_id)
    .map(({ round, sums }) => ({
      trainer_id: round.trainer_id,
      title: { 'ru-RU': round.title_ru, 'en-US': round.title_en, 'uk-UA': round.title_uk },
      weeks: sums.map((sum, position) => ({
        week: starts[position] ?? '',
        rounds: sum.rounds,
        average_score: sum.rounds === 0 ? null : Math.round((sum.total / sum.rounds) * 10) / 10,
        best_score: sum.rounds === 0 ? null : sum.best,
      })),
    }));
}

export const weeklyTrends = {
  /** The first instant the trend reads from: the oldest week's Monday. */
  firstDay: (today: Date, weeks: number) => `${weekStarts(today, weeks)[0]}T00:00:00.000Z`,
  build,
};
