import { fireEvent, screen } from '@testing-library/react';
import { abacusRules, beadsFor, type Rod } from '@umka/games';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { FEEDBACK_RIGHT_MS } from '../shell/useRound.ts';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { abacusUi } from './abacusUi.ts';
import { Soroban } from './Soroban.tsx';

const SEED = 77;
const trainer = testTrainer({
  id: 2,
  component: 'abacus',
  title: { 'ru-RU': 'Абакус', 'en-US': 'Abacus', 'uk-UA': 'Абакус' },
  icon: 'abacus',
});

function EditableSoroban() {
  const [rods, setRods] = useState<Rod[]>(beadsFor(0, 1));
  return <Soroban rods={rods} onChange={setRods} />;
}

function playOne(settings: object) {
  return startRound({ ui: abacusUi, trainer, settings, seed: SEED });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('abacus', () => {
  it('counts the heaven bead as 5 and each earth bead as 1 when they are moved to the beam', () => {
    renderWithProviders(<EditableSoroban />);
    fireEvent.click(screen.getByRole('button', { name: 'Верхняя косточка, спица 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Нижняя косточка 3, спица 1' }));
    expect(screen.getByTestId('rod-0')).toHaveAttribute('data-value', '8');
    fireEvent.click(screen.getByRole('button', { name: 'Нижняя косточка 2, спица 1' }));
    expect(screen.getByTestId('rod-0')).toHaveAttribute('data-value', '6');
  });

  it('gives every bead a tap slot as wide as its rod, the slots of a rod never overlapping', () => {
    renderWithProviders(<EditableSoroban />);
    fireEvent.click(screen.getByRole('button', { name: 'Нижняя косточка 2, спица 1' }));
    const slots = screen
      .getAllByTestId('bead-slot')
      .map((slot) => ({ y: Number(slot.getAttribute('y')), height: Number(slot.getAttribute('height')) }))
      .sort((a, b) => a.y - b.y);
    expect(slots).toHaveLength(5);
    for (const slot of screen.getAllByTestId('bead-slot')) expect(slot).toHaveAttribute('width', '64');
    slots.slice(1).forEach((slot, i) => {
      const above = slots[i];
      expect(above && above.y + above.height).toBeLessThanOrEqual(slot.y);
    });
    fireEvent.click(screen.getAllByTestId('bead-slot')[4] as Element);
    expect(screen.getByTestId('rod-0')).toHaveAttribute('data-value', '4');
  });

  it('puts the keyboard on the first bead when a number is to be set', async () => {
    vi.useFakeTimers();
    await playOne({ rods: 2, displayMs: 1000, count: 1, mode: 'set' });
    expect(screen.getByRole('button', { name: 'Верхняя косточка, спица 1' })).toHaveFocus();
  });

  it('shows the number on the soroban for the display time, then takes it typed', async () => {
    vi.useFakeTimers();
    const settings = { rods: 2, displayMs: 1500, count: 1, mode: 'read' };
    const [task] = abacusRules.generate(SEED, abacusRules.settings.parse(settings));
    await playOne(settings);
    expect(screen.getByTestId('soroban')).toBeInTheDocument();
    expect(screen.getByTestId('typed-answer')).toHaveTextContent('…');
    await advanceTimers(1500);
    expect(screen.queryByTestId('soroban')).not.toBeInTheDocument();
    for (const key of String(task?.value)) fireEvent.keyDown(window, { key });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
  });

  it('lets the player set the shown number with the beads and posts the rods', async () => {
    vi.useFakeTimers();
    const settings = { rods: 1, displayMs: 1000, count: 1, mode: 'set' };
    const [task] = abacusRules.generate(SEED, abacusRules.settings.parse(settings));
    const value = task?.value ?? 0;
    const server = await playOne(settings);
    expect(screen.getByTestId('abacus-target')).toHaveTextContent(String(value));
    expect(screen.queryByTestId('keypad')).not.toBeInTheDocument();
    if (value >= 5) fireEvent.click(screen.getByRole('button', { name: 'Верхняя косточка, спица 1' }));
    if (value % 5 > 0) fireEvent.click(screen.getByRole('button', { name: `Нижняя косточка ${value % 5}, спица 1` }));
    await advanceTimers(500);
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    await advanceTimers(FEEDBACK_RIGHT_MS);
    expect(sentResults(server).at(-1)?.body).toEqual({
      answers: [{ index: 0, answer: beadsFor(value, 1), ms: 500 }],
      elapsed_ms: 500 + FEEDBACK_RIGHT_MS,
    });
  });
});
