import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MentalTest } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminMentalTestsPage } from './AdminMentalTestsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const warmUp: MentalTest = {
  id: 3,
  title: { 'ru-RU': 'Разминка', 'en-US': 'Warm-up', 'uk-UA': 'Розминка' },
  subjects: [1, 3],
  time_limit_sec: 90,
  tasks: [
    { expression: '23 + 19', answer: 42 },
    { expression: '7 × 8', answer: 56 },
    { expression: '56 ÷ 7', answer: 8 },
  ],
  is_published: true,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
};
const draft: MentalTest = {
  ...warmUp,
  id: 4,
  title: { 'ru-RU': 'Контрольная', 'en-US': 'Final check', 'uk-UA': 'Контрольна' },
  subjects: [3],
  time_limit_sec: 600,
  tasks: [{ expression: '2 + 2', answer: 4 }],
  is_published: false,
};

function page(items: MentalTest[], extra: { page?: number; last_page?: number; total?: number } = {}) {
  return {
    items,
    total: extra.total ?? items.length,
    page: extra.page ?? 1,
    per_page: 20,
    last_page: extra.last_page ?? 1,
  };
}

let server: ReturnType<typeof mockServer>;

const LIST = 'GET /api/admin/mental-tests';
const listQueries = () =>
  server.calls.filter((call) => `${call.method} ${call.path}` === LIST).map((call) => Object.fromEntries(call.query));
const deletions = () => server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path);

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({ [LIST]: ok(page([warmUp, draft])), 'DELETE /api/admin/mental-tests/4': ok({ id: 4 }) });
});

describe('AdminMentalTestsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists tests with the title in the interface language, subjects, size, time and status', async () => {
    renderWithProviders(<AdminMentalTestsPage />, { locale: 'en-US' });
    const row = (await screen.findByText('Warm-up')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Math')).toBeInTheDocument();
    expect(within(row).getByText('Mental arithmetic')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(row).getByText('01:30')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    const draftRow = screen.getByText('Final check').closest('tr');
    if (!draftRow) throw new Error('no row');
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(within(draftRow).getByText('10:00')).toBeInTheDocument();
    expect(within(draftRow).queryByText('Math')).not.toBeInTheDocument();
    expect(within(draftRow).getByRole('link', { name: 'Edit test "Final check"' })).toHaveAttribute(
      'href',
      '/admin/mental-tests/edit/4',
    );
    expect(listQueries()[0]).toEqual({ page: '1', per_page: '20' });
  });

  it('pages through the tests', async () => {
    server.set(LIST, (request) =>
      ok(page([warmUp], { page: Number(request.query.get('page')), last_page: 2, total: 21 })),
    );
    renderWithProviders(<AdminMentalTestsPage />);
    await screen.findByText('Разминка');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '2', per_page: '20' }));
  });

  it('offers to create the first test when there is none', async () => {
    server.set(LIST, ok(page([])));
    renderWithProviders(<AdminMentalTestsPage />);
    expect(await screen.findByText('Тестов пока нет')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Новый тест' }).at(-1)).toHaveAttribute(
      'href',
      '/admin/mental-tests/create',
    );
  });

  it('deletes a test only after the admin confirms', async () => {
    renderWithProviders(<AdminMentalTestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить тест «Контрольная»' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Удалить тест?');
    expect(dialog).toHaveTextContent('Тест «Контрольная» исчезнет у учеников.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletions()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить тест «Контрольная»' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deletions()).toEqual(['/api/admin/mental-tests/4']));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Тест удалён'));
  });
});
