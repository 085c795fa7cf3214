import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsApi, subjectsApi } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildNews, math, text } from '../news.fixtures.tsx';
import { AdminNewsPage } from './AdminNewsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

const row = (id: number, title: string, isRequired: 0 | 1 = 0) => {
  const { lang: _lang, is_read: _read, ...news } = buildNews(id, { title: text(title), is_required: isRequired });
  return { ...news, updated_at: news.created_at };
};

describe('AdminNewsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the news with their subject, filters by subject and deletes one after confirmation', async () => {
    const server = mockServer();
    server.on(subjectsApi.list, [{ ...math, is_open: true }]);
    let items = [row(2, 'Каникулы', 1), row(1, 'Турнир')];
    server.on(newsApi.list, () => ({ items, total: items.length, page: 1, per_page: 20, last_page: 1 }));
    server.on(newsApi.remove, ({ params }) => {
      items = items.filter((item) => item.id !== Number(params.id));
      return { id: Number(params.id) };
    });
    renderWithProviders(<AdminNewsPage />);

    const first = (await screen.findByText('Каникулы')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Обязательная')).toBeInTheDocument();
    expect(within(first).getByText('Предмет 1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Изменить «Каникулы»' })).toHaveAttribute(
      'href',
      '/admin/news/edit/2',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Предмет' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Предмет 1' }));
    await waitFor(() => expect(server.callsTo(newsApi.list).at(-1)?.query.get('subject_id')).toBe('1'));

    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Турнир»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить новость?' });
    expect(server.callsTo(newsApi.remove)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Турнир')).not.toBeInTheDocument());
    expect(server.callsTo(newsApi.remove).map((call) => call.params.id)).toEqual(['1']);
  });
});
