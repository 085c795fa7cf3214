import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MathTask } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminTasksPage } from './AdminTasksPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function buildTask(overrides: Partial<MathTask>): MathTask {
  return {
    id: 1,
    text: 'У Маши {a} яблок, у Пети {b}. Сколько всего?',
    text_en: null,
    text_uk: null,
    expression: 'a + b',
    variables: ['a', 'b'],
    digit_rank: 2,
    integer_answer: true,
    class_number: 2,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

const apples = buildTask({ id: 5 });
const trains = buildTask({
  id: 6,
  text: 'Поезд ехал {t} часов со скоростью {v} км/ч. Какой путь он прошёл?',
  expression: 't × v',
  variables: ['t', 'v'],
  digit_rank: 1,
  class_number: 4,
});

function page(items: MathTask[], extra: { page?: number; last_page?: number; total?: number } = {}) {
  return {
    items,
    total: extra.total ?? items.length,
    page: extra.page ?? 1,
    per_page: 20,
    last_page: extra.last_page ?? 1,
  };
}

let server: ReturnType<typeof mockServer>;

const LIST = 'GET /api/admin/tasks';
const listQueries = () =>
  server.calls.filter((call) => `${call.method} ${call.path}` === LIST).map((call) => Object.fromEntries(call.query));
const deletions = () => server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path);

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({ [LIST]: ok(page([apples, trains])), 'DELETE /api/admin/tasks/5': ok({ id: 5 }) });
});

describe('AdminTasksPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the tasks with expression, class and digit rank, and links each to its editor', async () => {
    renderWithProviders(<AdminTasksPage />);
    const row = (await screen.findByText(trains.text)).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('t × v')).toBeInTheDocument();
    expect(within(row).getByText('4 класс')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Изменить задачу №6' })).toHaveAttribute(
      'href',
      '/admin/tasks/edit/6',
    );
    expect(screen.getByText('Всего: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новая задача' })).toHaveAttribute('href', '/admin/tasks/create');
    expect(listQueries()[0]).toEqual({ page: '1', per_page: '20' });
  });

  it('filters by class and starts again from the first page', async () => {
    server.set(LIST, (request) =>
      ok(
        page(request.query.get('class_number') === '4' ? [trains] : [apples], {
          page: Number(request.query.get('page')),
          last_page: 3,
          total: 41,
        }),
      ),
    );
    renderWithProviders(<AdminTasksPage />);
    await screen.findByText(apples.text);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '2', per_page: '20' }));
    await userEvent.click(screen.getByLabelText('Класс', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '4 класс' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '1', per_page: '20', class_number: '4' }));
    expect(await screen.findByText(trains.text)).toBeInTheDocument();
    expect(screen.queryByText(apples.text)).not.toBeInTheDocument();
  });

  it('says when a class has no tasks and offers to create one', async () => {
    server.set(LIST, (request) => ok(page(request.query.get('class_number') === '11' ? [] : [apples])));
    renderWithProviders(<AdminTasksPage />);
    await screen.findByText(apples.text);
    await userEvent.click(screen.getByLabelText('Класс', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '11 класс' }));
    expect(await screen.findByText('Для этого класса задач пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('deletes a task only after the admin confirms', async () => {
    renderWithProviders(<AdminTasksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить задачу №5' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Удалить задачу?');
    expect(dialog).toHaveTextContent(apples.text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletions()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить задачу №5' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deletions()).toEqual(['/api/admin/tasks/5']));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Задача удалена'));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
  });
});
