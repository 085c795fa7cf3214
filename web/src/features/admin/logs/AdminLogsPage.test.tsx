import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuditLogEntry, adminApi, errorMessage, subjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminLogsPage } from './AdminLogsPage.tsx';

function entry(id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id,
    user_id: 1,
    user_name: 'Алла Админова',
    action: 'user.block',
    target_type: 'user',
    target_id: 5,
    target_name: 'Петя Сидоров',
    ip: '10.0.0.7',
    created_at: '2026-03-10T10:00:00Z',
    ...overrides,
  };
}

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  server.on(subjectsApi.list, []);
  server.on(adminApi.logActions, ['news.create', 'user.block', 'user.update']);
  server.on(adminApi.logs, ({ query }) => ({
    items: [
      entry(12, { action: 'news.create', target_type: 'news', target_id: 40, target_name: null }),
      entry(11),
      entry(10, { action: 'lessons.reorder', target_type: 'lesson', target_id: 3, target_name: null, user_id: null }),
    ],
    total: 3,
    page: Number(query.get('page') ?? 1),
    per_page: 20,
    last_page: 1,
  }));
});

const location = () => screen.getByTestId('location').textContent ?? '';

describe('AdminLogsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows each entry with its time linking to the entry, the actor, the sentence, the object and the address', async () => {
    renderWithProviders(<AdminLogsPage />, { route: '/admin/logs', path: '/admin/logs' });

    const rows = await screen.findAllByRole('row');
    const [, news, blocked, unknown] = rows as HTMLElement[];
    expect(within(news as HTMLElement).getByText('Создана новость')).toBeVisible();
    expect(news).toHaveTextContent('Создана новость #40');
    expect(within(news as HTMLElement).getByRole('link', { name: /Запись №12/ })).toHaveAttribute(
      'href',
      '/admin/logs/12',
    );
    expect(within(news as HTMLElement).getByRole('link', { name: 'Алла Админова' })).toHaveAttribute(
      'href',
      `/admin?search=${encodeURIComponent('Алла Админова')}`,
    );
    expect(within(news as HTMLElement).getByRole('link', { name: 'news #40' })).toHaveAttribute(
      'href',
      '/admin/logs?target_type=news&target_id=40',
    );
    expect(blocked).toHaveTextContent('Пользователь Петя Сидоров заблокирован');
    expect(blocked).toHaveTextContent('10.0.0.7');
    // An action without a sentence of its own still reads as one.
    expect(unknown).toHaveTextContent('reorder · lessons #3');
    expect(unknown).toHaveTextContent('Система');
    expect(screen.getByText('Всего записей: 3')).toBeVisible();
  });

  it("links a teacher and a student to their own pages, and anyone else to the user list's search", async () => {
    server.on(adminApi.logs, () => ({
      items: [
        entry(21, {
          user_id: 7,
          user_name: 'Вера Учителева',
          user_role_id: 2,
          target_id: 8,
          target_name: 'Петя Сидоров',
          target_role_id: 3,
        }),
        entry(20, { user_role_id: 1, target_id: 9, target_name: 'Анна Завучева', target_role_id: 1 }),
      ],
      total: 2,
      page: 1,
      per_page: 20,
      last_page: 1,
    }));
    renderWithProviders(<AdminLogsPage />, { route: '/admin/logs', path: '/admin/logs' });

    const [, byTeacher, byAdmin] = (await screen.findAllByRole('row')) as HTMLElement[];
    const link = (row: HTMLElement | undefined, name: string) => within(row as HTMLElement).getByRole('link', { name });
    expect(link(byTeacher, 'Вера Учителева')).toHaveAttribute('href', '/admin/teachers/7');
    expect(link(byTeacher, 'Петя Сидоров')).toHaveAttribute('href', '/admin/students/8');
    expect(link(byAdmin, 'Алла Админова')).toHaveAttribute(
      'href',
      `/admin?search=${encodeURIComponent('Алла Админова')}`,
    );
    expect(link(byAdmin, 'Анна Завучева')).toHaveAttribute(
      'href',
      `/admin?search=${encodeURIComponent('Анна Завучева')}`,
    );
  });

  it('puts the applied filters into the address and asks the server with them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLogsPage />, { route: '/admin/logs', path: '/admin/logs' });
    await screen.findAllByRole('row');

    await user.type(screen.getByRole('textbox', { name: 'Кто' }), 'Алла');
    await user.click(screen.getByRole('combobox', { name: 'Действие' }));
    await user.click(await screen.findByRole('option', { name: 'user: все действия' }));
    await user.type(screen.getByRole('textbox', { name: 'Номер объекта' }), '5');
    await user.type(screen.getByLabelText('С даты'), '2026-03-01');
    await user.type(screen.getByLabelText('По дату'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Показать' }));

    await waitFor(() =>
      expect(location()).toBe(
        '/admin/logs?actor=%D0%90%D0%BB%D0%BB%D0%B0&action=user.&target_id=5&date_from=2026-03-01&date_to=2026-03-31',
      ),
    );
    await waitFor(() => {
      const last = server.callsTo(adminApi.logs).at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toEqual({
        actor: 'Алла',
        action: 'user.',
        target_id: '5',
        date_from: '2026-03-01',
        date_to: '2026-03-31',
        page: '1',
        per_page: '20',
      });
    });
  });

  it('reads the filters from a shared link and refuses a period that ends before it starts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLogsPage />, {
      route: '/admin/logs?target_type=news&target_id=40',
      path: '/admin/logs',
    });
    await screen.findAllByRole('row');
    expect(screen.getByRole('textbox', { name: 'Тип объекта' })).toHaveValue('news');
    expect(Object.fromEntries(server.callsTo(adminApi.logs)[0]?.query ?? [])).toMatchObject({
      target_type: 'news',
      target_id: '40',
    });

    await user.type(screen.getByLabelText('С даты'), '2026-03-31');
    await user.type(screen.getByLabelText('По дату'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByText('Конец периода не может быть раньше его начала')).toBeVisible();
    expect(location()).toBe('/admin/logs?target_type=news&target_id=40');
  });

  it('shows the server’s refusal of a hand-edited filter under its field', async () => {
    const invalid = errorMessage('FIELD_INVALID');
    server.on(
      adminApi.logs,
      refuse(422, 'VALIDATION_FAILED', [{ field: 'date_from', code: 'FIELD_INVALID', message: invalid }]),
    );
    renderWithProviders(<AdminLogsPage />, { route: '/admin/logs?date_from=2026-02-30', path: '/admin/logs' });
    expect(await screen.findByText('Проверьте правильность заполнения полей')).toBeVisible();
    expect(screen.getByLabelText('С даты')).toHaveAccessibleDescription(invalid['ru-RU']);
  });
});
