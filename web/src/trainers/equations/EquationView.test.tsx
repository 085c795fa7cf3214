import { screen } from '@testing-library/react';
import type { EquationTask } from '@umka/games';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { EquationView } from './EquationView.tsx';

const task: EquationTask = { level: 'bothSides', display: '11x - 15 = 6x - 115', solution: -20 };

describe('equation view', () => {
  it('keeps each side of the equation unbroken, so a phone wraps it only at the equals sign', () => {
    renderWithProviders(
      <EquationView
        task={task}
        settings={{ level: 'bothSides', count: 1 }}
        onShown={vi.fn()}
        answered={false}
        onAnswer={vi.fn()}
        allTasks={[task]}
        answeredTasks={new Set()}
      />,
    );
    const equation = screen.getByTestId('equation');
    expect(equation).toHaveTextContent('11x − 15 = 6x − 115');
    const sides = Array.from(equation.querySelectorAll('span')).map((side) => [
      side.textContent,
      side.style.whiteSpace,
    ]);
    expect(sides).toEqual([
      ['11x − 15', 'nowrap'],
      ['6x − 115', 'nowrap'],
    ]);
  });
});
