import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupsApi, type Mailing, mailingApi, subjectsApi, usersApi } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminMailingPage } from './AdminMailingPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

function mailing(overrides: Partial<Mailing> = {}): Mailing {
  return {
    id: 1,
    text: { 'ru-RU': 'Завтра праздник!' },
    template_id: null,
    audience: { kind: 'group', group_id: 5 },
    status: 'running',
    total: 4,
    sent: 0,
    created_by: { id: 1, name: 'Админ Главный' },
    created_at: '2026-11-28T10:00:00Z',
    finished_at: null,
    ...overrides,
  };
}

function serve(list: () => Mailing[]) {
  const server = mockServer();
  server.on(mailingApi.list, () => ({ items: list() }));
  server.on(mailingApi.templates, [{ id: 3, code: 'albumCompleted', text: { 'ru-RU': 'Альбом собран целиком!' } }]);
  server.on(mailingApi.preview, ({ query }) => ({ count: query.get('kind') === 'group' ? 4 : 120 }));
  server.on(mailingApi.create, (request) => ({ ...mailing(), ...(request.body as object) }));
  server.on(subjectsApi.list, []);
  server.on(usersApi.list, { items: [], total: 0, page: 1, per_page: 100, last_page: 1 });
  server.on(groupsApi.list, {
    items: [{ id: 5, title: '3-А Чтение', subject_id: 2, teacher_id: 7, students_count: 4, deleted_at: null }],
    total: 1,
    page: 1,
    per_page: 100,
    last_page: 1,
  });
  return server;
}

describe('AdminMailingPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('sends a text to a class after showing how many students get it and asking to confirm', async () => {
    const server = serve(() => []);
    renderWithProviders(<AdminMailingPage />);
    expect(await screen.findByText('Рассылок пока не было')).toBeInTheDocument();
    expect(await screen.findByText('Письмо получат 120 учеников')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /Текст письма: Русский/ }), {
      target: { value: 'Завтра праздник!' },
    });
    await userEvent.click(screen.getByLabelText('Получатели', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Класс' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Ничего не выбрано')).toBeInTheDocument();
    expect(server.callsTo(mailingApi.create)).toHaveLength(0);

    await userEvent.click(screen.getByLabelText(/^Класс/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '3-А Чтение' }));
    expect(await screen.findByText('Письмо получат 4 ученика')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Письмо получат 4 ученика')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));

    await waitFor(() => expect(server.callsTo(mailingApi.create)).toHaveLength(1));
    expect(server.callsTo(mailingApi.create)[0]?.body).toEqual({
      text: { 'ru-RU': 'Завтра праздник!' },
      audience: { kind: 'group', group_id: 5 },
    });
  });

  it('refreshes a running mailing until it is delivered and shows its progress', async () => {
    let sent = 0;
    serve(() => {
      sent = Math.min(4, sent + 2);
      return [mailing({ sent, status: sent === 4 ? 'done' : 'running' })];
    });
    renderWithProviders(<AdminMailingPage />);
    expect(await screen.findByText('Доставлено 2 из 4')).toBeInTheDocument();
    expect(screen.getByText('Отправляется')).toBeInTheDocument();
    expect(await screen.findByText('Доставлено 4 из 4', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Доставлена')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Доставлено 4 из 4' })).toHaveAttribute('aria-valuenow', '100');
  });
});
