import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { LibraryFiltersBar } from './LibraryFiltersBar.tsx';
import { NO_FILTERS } from './libraryFilters.ts';

describe('LibraryFiltersBar', () => {
  it('offers the subject only where the subjects are given', () => {
    const { unmount } = renderWithProviders(<LibraryFiltersBar filters={NO_FILTERS} onFilter={vi.fn()} tags={[]} />);
    const search = screen.getByRole('search', { name: 'Фильтры библиотеки' });
    expect(within(search).queryByRole('combobox', { name: 'Предмет' })).toBeNull();
    expect(within(search).getByRole('combobox', { name: 'Вид' })).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <LibraryFiltersBar
        filters={NO_FILTERS}
        onFilter={vi.fn()}
        tags={[]}
        subjects={[{ value: '1', label: 'Математика' }]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Предмет' })).toBeInTheDocument();
  });

  it('tells which filter changed and to what', async () => {
    const user = userEvent.setup();
    const onFilter = vi.fn();
    renderWithProviders(
      <LibraryFiltersBar filters={{ ...NO_FILTERS, tag: 'дроби' }} onFilter={onFilter} tags={['дроби', 'степени']} />,
    );
    expect(screen.getByRole('combobox', { name: 'Метка' })).toHaveValue('дроби');

    await user.click(screen.getByRole('combobox', { name: 'Вид' }));
    await user.click(await screen.findByRole('option', { name: 'Видео' }));
    expect(onFilter).toHaveBeenCalledWith('kind', 'video');

    await user.type(screen.getByRole('textbox', { name: 'Поиск по названию и описанию' }), 'д');
    expect(onFilter).toHaveBeenLastCalledWith('search', 'д');
  });
});
