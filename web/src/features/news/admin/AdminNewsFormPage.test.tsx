import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, newsApi, subjectsApi } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildNews, buildNewsItem, math, text } from '../news.fixtures.tsx';
import { AdminNewsCreatePage, AdminNewsEditPage } from './AdminNewsFormPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

// The rich-text editor is TipTap's contenteditable, which happy-dom cannot type into; NewsEditor.test.tsx covers it.
vi.mock('./NewsEditor.tsx', () => ({
  NewsEditor: ({
    label,
    value,
    onChange,
    error,
  }: {
    label: string;
    value: string;
    onChange: (html: string) => void;
    error?: string;
  }) => (
    <label>
      {label}
      <textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error ? <span role="alert">{error}</span> : null}
    </label>
  ),
}));

function serveAdmin() {
  const server = mockServer();
  server.on(subjectsApi.list, [{ ...math, is_open: true }]);
  return server;
}

describe('admin news form', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('sends each language title and text, ru-RU required, the subject and the required flag', async () => {
    const server = serveAdmin();
    server.on(newsApi.create, ({ body }) => buildNewsItem(buildNews(1, { title: (body as { title: never }).title })));
    renderWithProviders(<AdminNewsCreatePage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByRole('textbox', { name: /Заголовок \(Русский\)/ })).toHaveAccessibleDescription(
      errorMessage('FIELD_REQUIRED')['ru-RU'],
    );
    expect(server.callsTo(newsApi.create)).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'Предмет' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Предмет 1' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Заголовок \(Русский\)/ }), { target: { value: 'Каникулы' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Текст \(Русский\)/ }), { target: { value: '<p>Ура!</p>' } });
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Заголовок \(English\)/ }), { target: { value: 'Holidays' } });
    await userEvent.click(screen.getByRole('switch', { name: 'Обязательная к прочтению' }));
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));

    await waitFor(() => expect(server.callsTo(newsApi.create)).toHaveLength(1));
    expect(server.callsTo(newsApi.create)[0]?.body).toEqual({
      subject_id: math.id,
      title: { 'ru-RU': 'Каникулы', 'en-US': 'Holidays', 'uk-UA': '' },
      text: { 'ru-RU': '<p>Ура!</p>', 'en-US': '', 'uk-UA': '' },
      picture: null,
      is_required: 1,
    });
  });

  it('shows the server refusal of a text too long under that language text, marking its tab', async () => {
    const server = serveAdmin();
    const item = buildNewsItem(buildNews(4, { title: text('Старый заголовок') }));
    server.on(newsApi.get, { ...item, is_read: null });
    server.on(newsApi.update, () =>
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'text.uk-UA', code: 'NEWS_TEXT_TOO_LONG', message: errorMessage('NEWS_TEXT_TOO_LONG') },
      ]),
    );
    renderWithProviders(<AdminNewsEditPage />, { route: '/admin/news/edit/4', path: '/admin/news/edit/:id' });

    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.callsTo(newsApi.update)).toHaveLength(1));
    expect(server.callsTo(newsApi.update)[0]?.params.id).toBe('4');
    expect(await screen.findByRole('tab', { name: /Українська \(ошибка\)/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Українська/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessage('NEWS_TEXT_TOO_LONG')['ru-RU']);
  });
});
