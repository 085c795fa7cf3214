import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { FormulaDialog } from './FormulaDialog.tsx';

describe('FormulaDialog', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('draws the formula with KaTeX as it is typed and inserts its LaTeX', async () => {
    const user = userEvent.setup();
    const onInsert = vi.fn();
    renderWithProviders(<FormulaDialog initial="" onInsert={onInsert} onClose={() => undefined} />);

    expect(screen.getByText('Здесь появится формула')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Формула в LaTeX' }), 'x^2 + 1');

    const drawn = screen.getByRole('img', { name: 'Формула: x^2 + 1' });
    expect(drawn.querySelector('.katex')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Вставить формулу' }));
    expect(onInsert).toHaveBeenCalledWith('x^2 + 1');
  });

  it('says a formula KaTeX cannot read is wrong and does not insert it', async () => {
    const user = userEvent.setup();
    const onInsert = vi.fn();
    renderWithProviders(<FormulaDialog initial="" onInsert={onInsert} onClose={() => undefined} />);

    await user.type(screen.getByRole('textbox', { name: 'Формула в LaTeX' }), '\\frac{{1}');

    expect(screen.getByText('Формулу не удаётся прочитать: проверьте скобки и команды')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Вставить формулу' })).toBeDisabled();
  });
});
