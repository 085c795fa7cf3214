import type { Trainer } from '@umka/contracts';

export function buildTrainer(overrides: Partial<Trainer> = {}): Trainer {
  return {
    id: 1,
    component: 'flashAnzan',
    subjects: [1, 3],
    title: { 'ru-RU': 'Ментальный счёт', 'en-US': 'Flash mental arithmetic', 'uk-UA': 'Ментальний рахунок' },
    icon: 'flash-anzan',
    type_id: 1,
    default_settings: null,
    likes_rule: { per_correct: 0.2, min_correct: 5, max_per_round: 3, daily_cap: 15 },
    ...overrides,
  };
}

export const equationsTrainer = buildTrainer({
  id: 4,
  component: 'equations',
  subjects: [1],
  title: { 'ru-RU': 'Уравнения', 'en-US': 'Equations', 'uk-UA': 'Рівняння' },
  icon: 'equations',
});
