import { fireEvent, screen } from '@testing-library/react';
import { fractionsRules, solveFraction } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRound, testTrainer } from '../testing/round.tsx';
import { fractionsUi } from './fractionsUi.ts';

const SEED = 31;
const trainer = testTrainer({
  id: 3,
  component: 'fractions',
  title: { 'ru-RU': 'Дроби', 'en-US': 'Fractions', 'uk-UA': 'Дроби' },
  icon: 'fractions',
});

/** Level 1 sums from this seed start with 1/2 + 1/2, a whole result. */
const WHOLE_SUM_SEED = 9;

async function playOne(settings: object, seed = SEED) {
  await startRound({ ui: fractionsUi, trainer, settings, seed });
  const [task] = fractionsRules.generate(seed, fractionsRules.settings.parse(settings));
  if (!task) throw new Error('a task expected');
  return task;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('fractions', () => {
  it('compares two fractions with the relation buttons', async () => {
    const task = await playOne({ operation: 'compare', level: 1, count: 1 });
    fireEvent.click(screen.getByRole('button', { name: String(solveFraction(task)) }));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
  });

  it('takes a sum typed as numerator and denominator', async () => {
    const task = await playOne({ operation: 'add', level: 2, count: 1 });
    const answer = solveFraction(task);
    if (typeof answer === 'string') throw new Error('a fraction expected');
    expect(screen.queryByTestId('keypad')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Числитель' }), {
      target: { value: String(answer.numerator) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Знаменатель' }), {
      target: { value: String(answer.denominator) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
  });

  it('does not accept a right value left unreduced', async () => {
    const task = await playOne({ operation: 'add', level: 2, count: 1 });
    const answer = solveFraction(task);
    if (typeof answer === 'string') throw new Error('a fraction expected');
    fireEvent.change(screen.getByRole('textbox', { name: 'Числитель' }), {
      target: { value: String(answer.numerator * 2) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Знаменатель' }), {
      target: { value: String(answer.denominator * 2) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Не совсем');
    expect(screen.getByTestId('not-reduced')).toHaveTextContent('дробь можно сократить');
  });

  it('gives no reduce hint for a plainly wrong value', async () => {
    const task = await playOne({ operation: 'add', level: 2, count: 1 });
    const answer = solveFraction(task);
    if (typeof answer === 'string') throw new Error('a fraction expected');
    fireEvent.change(screen.getByRole('textbox', { name: 'Числитель' }), {
      target: { value: String(answer.numerator + 1) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Знаменатель' }), {
      target: { value: String(answer.denominator) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Не совсем');
    expect(screen.queryByTestId('not-reduced')).not.toBeInTheDocument();
  });

  it('moves from numerator to denominator on Enter instead of checking half an answer', async () => {
    await playOne({ operation: 'add', level: 2, count: 1 });
    const numerator = screen.getByRole('textbox', { name: 'Числитель' });
    fireEvent.change(numerator, { target: { value: '3' } });
    fireEvent.keyDown(numerator, { key: 'Enter' });
    expect(screen.getByRole('textbox', { name: 'Знаменатель' })).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a whole result with the denominator left empty and shows it as a number', async () => {
    const task = await playOne({ operation: 'add', level: 1, count: 1 }, WHOLE_SUM_SEED);
    expect(fractionsUi.solution(task)).toBe(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Числитель' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
  });

  it('answers a comparison from the keyboard with <, = or >', async () => {
    const task = await playOne({ operation: 'compare', level: 1, count: 1 });
    fireEvent.keyDown(window, { key: String(solveFraction(task)) });
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
  });
});
