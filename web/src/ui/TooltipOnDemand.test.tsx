import { Text } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { TooltipOnDemand } from './TooltipOnDemand.tsx';

function renderHint() {
  renderWithProviders(
    <TooltipOnDemand label="Вся длинная подсказка">
      <Text tabIndex={0}>Коротко</Text>
    </TooltipOnDemand>,
  );
}

describe('tooltip on demand', () => {
  it('shows nothing until the pointer reaches what it explains, then the hint, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderHint();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByText('Коротко'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Вся длинная подсказка');
    await user.unhover(screen.getByText('Коротко'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the hint to a keyboard user who focuses what it explains', async () => {
    const user = userEvent.setup();
    renderHint();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Вся длинная подсказка');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
