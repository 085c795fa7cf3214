import { Button } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ListPageFrame, type ListPageQuery } from './ListPageFrame.tsx';

const loaded = (names: string[], lastPage = 1): ListPageQuery<string> => ({
  isPending: false,
  isError: false,
  error: null,
  data: { items: names, total: names.length * lastPage, last_page: lastPage },
  refetch: vi.fn(),
});

function renderFrame(list: ListPageQuery<string>, onPageChange = vi.fn()) {
  renderWithProviders(
    <ListPageFrame
      icon={IconUsers}
      title="Ученики"
      actions={<Button>Добавить ученика</Button>}
      toolbar={<input aria-label="Поиск" />}
      list={list}
      page={1}
      onPageChange={onPageChange}
      totalLabel={(total) => `Всего: ${total}`}
      empty={<p>Учеников нет</p>}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ListPageFrame>,
  );
}

describe('ListPageFrame', () => {
  it('shows the title, its actions, the filters, the rows and the total', () => {
    renderFrame(loaded(['Аня', 'Боря']));
    expect(screen.getByRole('heading', { level: 1, name: 'Ученики' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить ученика' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Аня', 'Боря']);
    expect(screen.getByText('Всего: 2')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('turns the pages when the list has more than one', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderFrame(loaded(['Аня'], 3), onPageChange);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the empty state when the page has no rows', () => {
    renderFrame(loaded([]));
    expect(screen.getByText('Учеников нет')).toBeInTheDocument();
    expect(screen.queryByText(/Всего/)).toBeNull();
  });

  it('offers to load again after a failure, keeping the filters', async () => {
    const user = userEvent.setup();
    const failed: ListPageQuery<string> = {
      ...loaded([]),
      isError: true,
      error: ApiError.of(500, 'INTERNAL_ERROR'),
      data: undefined,
    };
    renderFrame(failed);
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });
});
