import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type TrainerWord, trainerWordsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminWordsPage } from './AdminWordsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const word = (id: number, text: string, locale: TrainerWord['locale'] = 'ru-RU'): TrainerWord => ({
  id,
  locale,
  word: text,
  updated_at: '2026-12-01T10:00:00Z',
});
const pageOf = (items: TrainerWord[]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });

let server: ReturnType<typeof mockServer>;
const listQueries = () => server.callsTo(trainerWordsApi.list).map((call) => Object.fromEntries(call.query));

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(trainerWordsApi.list, (request) =>
    pageOf(
      request.query.get('locale') === 'en-US'
        ? [word(7, 'CAT', 'en-US')]
        : [word(1, 'ДОМ'), word(2, 'КОТ')].filter((w) => w.word.includes(request.query.get('search') ?? '')),
    ),
  );
});

describe('AdminWordsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists a language’s words, switches language and searches by letters', async () => {
    renderWithProviders(<AdminWordsPage />);
    expect(await screen.findByText('ДОМ')).toBeInTheDocument();
    expect(screen.getByText('2 слова')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Английский'));
    expect(await screen.findByText('CAT')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Русский'));
    await userEvent.type(await screen.findByLabelText('Поиск по буквам'), 'КО');
    await waitFor(() => expect(screen.queryByText('ДОМ')).not.toBeInTheDocument());
    expect(listQueries().at(-1)).toEqual({ locale: 'ru-RU', page: '1', per_page: '50', search: 'КО' });
  });

  it('adds a word, and says under the field why a word with foreign letters is refused', async () => {
    server.on(trainerWordsApi.create, (request) =>
      (request.body as { word: string }).word === 'dog'
        ? refuse(422, 'VALIDATION_FAILED', [
            { field: 'word', code: 'WORD_LETTERS', message: errorMessage('WORD_LETTERS') },
          ])
        : word(3, 'ЛИСА'),
    );
    renderWithProviders(<AdminWordsPage />);
    const field = await screen.findByLabelText('Новое слово');

    await userEvent.type(field, 'dog');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText(/Слово пишется буквами алфавита этого языка/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'лиса');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Слово «ЛИСА» добавлено'));
    expect(field).toHaveValue('');
    expect(server.callsTo(trainerWordsApi.create).at(-1)?.body).toEqual({ locale: 'ru-RU', word: 'лиса' });
  });

  it('renames a word in place and deletes one after the admin confirms', async () => {
    server.on(trainerWordsApi.update, word(2, 'КОШКА'));
    server.on(trainerWordsApi.remove, { id: 1 });
    renderWithProviders(<AdminWordsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Исправить «КОТ»' }));
    const input = screen.getByLabelText('Новое написание слова «КОТ»');
    await userEvent.clear(input);
    await userEvent.type(input, 'КОШКА{Enter}');
    await waitFor(() => expect(server.callsTo(trainerWordsApi.update)).toHaveLength(1));
    expect(server.callsTo(trainerWordsApi.update)[0]?.body).toEqual({ word: 'КОШКА' });
    await waitFor(() => expect(screen.queryByLabelText('Новое написание слова «КОТ»')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Удалить «ДОМ»' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Удалить слово из списка?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(server.callsTo(trainerWordsApi.remove)).toHaveLength(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Слово «ДОМ» удалено'));
  });
});
