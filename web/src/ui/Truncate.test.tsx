import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Truncate } from './Truncate.tsx';

const longText = 'Очень длинное название класса, которое не помещается в одну строку карточки';

describe('Truncate', () => {
  it('renders the text on one line cut with an ellipsis', () => {
    renderWithProviders(<Truncate text={longText} maxWidth={120} />);
    const text = screen.getByText(longText);
    expect(text).toHaveAttribute('data-truncate', 'end');
  });

  it('shows the full text in a tooltip on hover', async () => {
    renderWithProviders(<Truncate text={longText} maxWidth={120} />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByText(longText));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(longText);
  });
});
