import type { SubjectTrainerRef } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { buildStudentHomework, trainerProgress } from '../../../homework/studentHomework.fixtures.ts';
import { buildStats } from '../../../trainers/trainerStats.fixtures.ts';
import { homeworkDue, suggestTrainer, weekActivity } from './whatNext.ts';

const ref = (id: number): SubjectTrainerRef => ({
  id,
  component: 'equations',
  title: { 'ru-RU': `Т${id}`, 'en-US': `T${id}`, 'uk-UA': `Т${id}` },
});
const playedOn = (trainerId: number, ...dates: string[]) =>
  buildStats({ trainer_id: trainerId, recent: [], trend: dates.map((created_at) => ({ created_at, score: 10 })) });

describe('what a student does next', () => {
  it('puts first the soonest homework that is not done yet', () => {
    const done = buildStudentHomework({ id: 1, complete: true });
    const open = buildStudentHomework({ id: 2 });
    expect(homeworkDue([done, open])?.id).toBe(2);
    expect(homeworkDue([done])).toBeNull();
  });

  it('suggests the trainer a homework still needs rounds of, straight into the homework round', () => {
    const homework = buildStudentHomework();
    expect(suggestTrainer(homework, [ref(1)], [])).toEqual({
      trainerId: 4,
      to: '/trainers/homework/12?item=34',
      reason: 'homework',
    });
  });

  it('passes over a homework trainer whose target is reached', () => {
    const homework = buildStudentHomework({ progress: [trainerProgress({ complete: true, rounds_done: 5 })] });
    expect(suggestTrainer(homework, [ref(1)], [])?.reason).toBe('new');
  });

  it('suggests a trainer never played before, then the one played longest ago', () => {
    const stats = [playedOn(1, '2026-11-24T10:00:00Z'), playedOn(2, '2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z')];
    expect(suggestTrainer(null, [ref(1), ref(2), ref(3)], stats)).toEqual({
      trainerId: 3,
      to: '/trainers/3',
      reason: 'new',
    });
    expect(suggestTrainer(null, [ref(1), ref(2)], stats)).toEqual({
      trainerId: 2,
      to: '/trainers/2',
      reason: 'rested',
    });
    expect(suggestTrainer(null, [], stats)).toBeNull();
  });

  it('counts the rounds of each of the last seven days, today last, and zero on days without any', () => {
    const now = new Date(2026, 10, 25, 18, 0);
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();
    const stats = [playedOn(1, at(25, 9), at(25, 10), at(23, 12), at(17, 12)), playedOn(2, at(19, 8))];
    const week = weekActivity(stats, now);
    expect(week.map((day) => day.day)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(week.map((day) => day.rounds)).toEqual([1, 0, 0, 0, 1, 0, 2]);
    expect(week.map((day) => day.today)).toEqual([false, false, false, false, false, false, true]);
  });
});
