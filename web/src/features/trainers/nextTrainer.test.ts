import type { SubjectTrainerRef } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { nextTrainer } from './nextTrainer.ts';

const ref = (id: number, component: string): SubjectTrainerRef => ({
  id,
  component,
  title: { 'ru-RU': `Тренажёр ${id}`, 'en-US': `Trainer ${id}`, 'uk-UA': `Тренажер ${id}` },
});
const ru = (text: SubjectTrainerRef['title']) => text['ru-RU'];

describe('the trainer offered next', () => {
  const trainers = [ref(1, 'equations'), ref(2, 'mentalTest'), ref(3, 'fractions'), ref(4, 'noSuchGame')];

  it('is the next one of the subject that can be played on its own, skipping tests and unknown games', () => {
    expect(nextTrainer(trainers, 1, ru)).toEqual({ to: '/trainers/3', title: 'Тренажёр 3' });
  });

  it('starts again from the first after the last', () => {
    expect(nextTrainer(trainers, 3, ru)).toEqual({ to: '/trainers/1', title: 'Тренажёр 1' });
  });

  it('offers nothing when the subject has no other trainer', () => {
    expect(nextTrainer([ref(1, 'equations')], 1, ru)).toBeNull();
    expect(nextTrainer([], 1, ru)).toBeNull();
  });
});
