import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TextEntry, textsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminTextPage } from './AdminTextPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const KEY = 'mail.passwordReset.body';
const ENTRY: TextEntry = {
  key: KEY,
  kind: 'mail',
  shipped: { 'ru-RU': 'Код: {{code}}', 'en-US': 'Code: {{code}}', 'uk-UA': 'Код: {{code}}' },
  overrides: { 'ru-RU': null, 'en-US': null, 'uk-UA': null },
  placeholders: ['code'],
};

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(textsApi.get, ENTRY);
  server.on(textsApi.update, ({ body }) => ({
    ...ENTRY,
    overrides: {
      ...ENTRY.overrides,
      'ru-RU': { value: String((body as { 'ru-RU': string })['ru-RU']), updated_by: 1, updated_at: '2026-12-04' },
    },
  }));
});

const renderPage = () =>
  renderWithProviders(<AdminTextPage />, { route: `/admin/texts/${KEY}`, path: '/admin/texts/:key' });

describe('AdminTextPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('previews the edited text as a mail with a sample code, and saves only the changed locale', async () => {
    const user = userEvent.setup();
    renderPage();

    const field = await screen.findByRole('textbox', { name: 'Текст (ru-RU)' });
    await user.clear(field);
    await user.type(field, 'Ваш новый код: {{{{code}}');

    expect(screen.getByRole('region', { name: 'Предпросмотр (ru-RU)' })).toHaveTextContent('Ваш новый код: 482913');
    expect(screen.getByRole('region', { name: 'Предпросмотр (ru-RU)' })).toHaveTextContent('От: Умка');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Текст сохранён'));
    expect(server.callsTo(textsApi.update)[0]?.body).toEqual({ 'ru-RU': 'Ваш новый код: {{code}}' });
    expect(await screen.findByText('изменён')).toBeVisible();
  });

  it('shows the server’s refusal naming the missing placeholder under the field', async () => {
    server.on(
      textsApi.update,
      refuse(422, 'VALIDATION_FAILED', [
        {
          field: 'ru-RU',
          code: 'TEXT_PLACEHOLDER_MISSING',
          message: { 'ru-RU': 'Нет подстановки: {{code}}', 'en-US': 'No {{code}}', 'uk-UA': 'Немає {{code}}' },
        },
      ]),
    );
    const user = userEvent.setup();
    renderPage();

    const field = await screen.findByRole('textbox', { name: 'Текст (ru-RU)' });
    await user.clear(field);
    await user.type(field, 'Без кода');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Нет подстановки: {{code}}')).toBeVisible();
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
