import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { NewsEditor } from './NewsEditor.tsx';

describe('NewsEditor', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the text with a toolbar named in the interface language and the field error', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <NewsEditor
        id="news-text"
        label="Текст (Русский)"
        value="<p>Привет, <strong>мир</strong></p>"
        onChange={onChange}
        error="Слишком длинно"
      />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Текст (Русский)' });
    await waitFor(() => expect(editor).toHaveTextContent('Привет, мир'));
    expect(editor).toHaveAccessibleDescription('Слишком длинно');
    expect(screen.getByRole('button', { name: 'Жирный' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ссылка' })).toBeInTheDocument();
  });
});
