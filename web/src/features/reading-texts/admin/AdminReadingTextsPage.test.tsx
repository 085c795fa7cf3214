import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReadingText, readingTextsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminReadingTextsPage } from './AdminReadingTextsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const QUESTION = { question: 'Кто пришёл?', options: ['Кот', 'Пёс', 'Ёж', 'Лис'], answer: 0 };

function readingText(overrides: Partial<ReadingText>): ReadingText {
  return {
    id: 1,
    locale: 'ru-RU',
    level: 1,
    title: 'Кот на крыше',
    text: 'Кот сидел на крыше и смотрел на птиц. Птицы летали над садом, а кот ждал, когда одна из них сядет поближе к трубе.',
    questions: [QUESTION],
    words: 42,
    updated_at: '2026-12-01T10:00:00Z',
    ...overrides,
  };
}

const cat = readingText({ id: 1 });
const forest = readingText({ id: 2, title: 'Лес зимой', level: 2, words: 120, questions: [QUESTION, QUESTION] });
const owl = readingText({ id: 9, locale: 'en-US', title: 'The owl', level: 3 });

const pageOf = (items: ReadingText[]) => ({ items, total: items.length, page: 1, per_page: 20, last_page: 1 });

let server: ReturnType<typeof mockServer>;
const listQueries = () => server.callsTo(readingTextsApi.list).map((call) => Object.fromEntries(call.query));

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(readingTextsApi.list, ({ query }) => {
    const level = query.get('level');
    const texts = query.get('locale') === 'en-US' ? [owl] : [cat, forest];
    return pageOf(texts.filter((text) => level === null || String(text.level) === level));
  });
});

describe('AdminReadingTextsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the Russian texts with level, word and question counts, each linked to its editor', async () => {
    renderWithProviders(<AdminReadingTextsPage />);
    const row = (await screen.findByText(forest.title)).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Уровень 2 · 3–4 класс')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '120' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Изменить «Лес зимой»' })).toHaveAttribute(
      'href',
      '/admin/reading-texts/edit/2',
    );
    expect(screen.getByText('2 текста')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый текст' })).toHaveAttribute('href', '/admin/reading-texts/create');
    expect(listQueries()[0]).toEqual({ locale: 'ru-RU', page: '1', per_page: '20' });
  });

  it('switches the language and filters by level', async () => {
    renderWithProviders(<AdminReadingTextsPage />);
    await screen.findByText(cat.title);

    await userEvent.click(screen.getByRole('radio', { name: 'Английский' }));
    expect(await screen.findByText(owl.title)).toBeInTheDocument();
    expect(screen.queryByText(cat.title)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Русский' }));
    await userEvent.click(screen.getByLabelText('Уровень', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Уровень 2 · 3–4 класс' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({ locale: 'ru-RU', page: '1', per_page: '20', level: '2' }),
    );
    await waitFor(() => expect(screen.queryByText(cat.title)).not.toBeInTheDocument());
    expect(screen.getByText(forest.title)).toBeInTheDocument();
  });

  it('says when a level has no texts and offers to create one', async () => {
    renderWithProviders(<AdminReadingTextsPage />);
    await screen.findByText(cat.title);
    await userEvent.click(screen.getByLabelText('Уровень', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Уровень 4 · 8 класс и старше' }));
    expect(await screen.findByText('Для этого уровня текстов пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Новый текст' })).toHaveLength(2);
  });

  it('deletes a text only after the admin confirms', async () => {
    server.on(readingTextsApi.remove, { id: 1 });
    renderWithProviders(<AdminReadingTextsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить «Кот на крыше»' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Удалить текст?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(readingTextsApi.remove)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Кот на крыше»' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(server.callsTo(readingTextsApi.remove).map((call) => call.params.id)).toEqual(['1']));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Текст удалён'));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
  });
});
