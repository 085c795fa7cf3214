import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { NumericKeypad } from './NumericKeypad.tsx';

const keypad = (negatives: boolean) =>
  renderWithProviders(
    <NumericKeypad onKey={vi.fn()} onSubmit={vi.fn()} decimals={false} negatives={negatives} disabled={false} />,
  );

describe('NumericKeypad', () => {
  it('offers a minus key only where an answer can be negative', () => {
    keypad(true);
    expect(screen.getByRole('button', { name: '−' })).toBeInTheDocument();
  });

  it('leaves the minus out for a round whose answers are never below zero', () => {
    keypad(false);
    expect(screen.queryByRole('button', { name: '−' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').filter((button) => /^[0-9]$/.test(button.textContent ?? ''))).toHaveLength(10);
  });
});
