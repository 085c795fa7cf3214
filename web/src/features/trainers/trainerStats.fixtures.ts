import type { TrainerRating, TrainerRatingEntry, TrainerStats } from '@umka/contracts';

export function buildStats(overrides: Partial<TrainerStats> = {}): TrainerStats {
  return {
    trainer_id: 1,
    component: 'flashAnzan',
    title: { 'ru-RU': 'Ментальный счёт', 'en-US': 'Flash mental arithmetic', 'uk-UA': 'Ментальний рахунок' },
    type_id: 1,
    rounds: 3,
    best_score: 42,
    wins: 2,
    recent: [
      {
        subject_id: 3,
        score: 42,
        correct: 9,
        total: 10,
        won: true,
        likes_earned: 2,
        duration_ms: 30_000,
        validate_status: 'ok',
        created_at: '2026-11-20T10:00:00.000Z',
      },
      {
        subject_id: 3,
        score: 0,
        correct: 10,
        total: 10,
        won: false,
        likes_earned: 0,
        duration_ms: 900,
        validate_status: 'rejected',
        created_at: '2026-11-19T10:00:00.000Z',
      },
    ],
    trend: [
      { created_at: '2026-11-18T10:00:00.000Z', score: 30 },
      { created_at: '2026-11-20T10:00:00.000Z', score: 42 },
    ],
    ...overrides,
  };
}

export function ratingEntry(rank: number, overrides: Partial<TrainerRatingEntry> = {}): TrainerRatingEntry {
  return { rank, student_id: 1000 + rank, name: `Student ${rank}`, value: 100 - rank, is_own: false, ...overrides };
}

/** A rating page as the server builds it: `count` rated students on the page, then any appended entries. */
export function buildRating(
  page: number,
  total: number,
  appended: TrainerRatingEntry[] = [],
  overrides: Partial<TrainerRating> = {},
): TrainerRating {
  const first = (page - 1) * 50 + 1;
  const count = Math.max(0, Math.min(50, total - first + 1));
  return {
    metric: 'score',
    items: [...Array.from({ length: count }, (_, index) => ratingEntry(first + index)), ...appended],
    total,
    page,
    per_page: 50,
    last_page: Math.max(1, Math.ceil(total / 50)),
    ...overrides,
  };
}
