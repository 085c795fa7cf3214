import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type ReadingText, readingTextsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { type EndpointRequest, mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminReadingTextEditPage } from './AdminReadingTextEditPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const TEXT =
  'Утром кот Васька вышел во двор. Он увидел воробья на заборе и тихо пошёл к нему. ' +
  'Воробей заметил кота, громко чирикнул и улетел на высокую берёзу.';

const stored: ReadingText = {
  id: 4,
  locale: 'en-US',
  level: 2,
  title: 'The fox',
  text: 'The fox ran across the field, jumped over the fence and hid in the tall grass near the old barn by the river.',
  questions: [{ question: 'Where did the fox hide?', options: ['Grass', 'Barn', 'River', 'Tree'], answer: 0 }],
  words: 24,
  updated_at: '2026-12-01T10:00:00Z',
};

let server: ReturnType<typeof mockServer>;
const echo = ({ body }: EndpointRequest) => ({ ...stored, ...(body as object) });

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(readingTextsApi.get, stored);
  server.on(readingTextsApi.create, echo);
  server.on(readingTextsApi.update, echo);
});

function renderCreate(locale: 'ru-RU' | 'en-US' = 'ru-RU') {
  renderWithProviders(<AdminReadingTextEditPage />, {
    route: '/admin/reading-texts/create',
    path: '/admin/reading-texts/create',
    locale,
  });
}

const textArea = () => screen.getByRole('textbox', { name: 'Текст' });
const question = (number: number) => screen.getByRole('group', { name: `Вопрос ${number}` });

/** Typing is slow in happy-dom, so whole values go in as one change. */
function change(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function fillQuestion(number: number, text: string, options: string[], answer: number) {
  const card = question(number);
  change(within(card).getByRole('textbox', { name: /Текст вопроса/ }), text);
  options.forEach((option, index) => {
    change(within(card).getByRole('textbox', { name: new RegExp(`^Вариант ${index + 1}`) }), option);
  });
  await userEvent.click(within(card).getByRole('radio', { name: `Вариант ${answer + 1} — правильный ответ` }));
}

describe('AdminReadingTextEditPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('creates a text with two questions and goes back to the list with a notice', async () => {
    renderCreate();
    await userEvent.click(screen.getByRole('radio', { name: 'Украинский' }));
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    expect(screen.getByText('Для учеников: 5–7 класс')).toBeInTheDocument();
    change(screen.getByRole('textbox', { name: /Название/ }), 'Кот и воробей');
    change(textArea(), TEXT);
    expect(screen.getByTestId('reading-text-words')).toHaveTextContent('26 слов');
    await fillQuestion(1, 'Кого увидел кот?', ['Воробья', 'Собаку', 'Мышь', 'Ворону'], 0);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
    await fillQuestion(2, 'Куда улетел воробей?', ['На крышу', 'На берёзу', 'На забор', 'В лес'], 1);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(server.callsTo(readingTextsApi.create)).toHaveLength(1));
    expect(server.callsTo(readingTextsApi.create)[0]?.body).toEqual({
      locale: 'uk-UA',
      level: 3,
      title: 'Кот и воробей',
      text: TEXT,
      questions: [
        { question: 'Кого увидел кот?', options: ['Воробья', 'Собаку', 'Мышь', 'Ворону'], answer: 0 },
        { question: 'Куда улетел воробей?', options: ['На крышу', 'На берёзу', 'На забор', 'В лес'], answer: 1 },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/reading-texts'));
    expect(notifySuccess).toHaveBeenCalledWith('Текст добавлен');
  });

  it('keeps between one and five questions', async () => {
    renderCreate();
    const remove = () => screen.getByRole('button', { name: 'Удалить вопрос 1' });
    const add = screen.getByRole('button', { name: 'Добавить вопрос' });
    expect(remove()).toBeDisabled();
    for (let count = 1; count < 5; count += 1) await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Вопрос \d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();

    change(within(question(2)).getByRole('textbox', { name: /Текст вопроса/ }), 'Второй?');
    await userEvent.click(remove());
    expect(screen.getAllByRole('group', { name: /^Вопрос \d$/ })).toHaveLength(4);
    expect(within(question(1)).getByRole('textbox', { name: /Текст вопроса/ })).toHaveValue('Второй?');
    expect(add).toBeEnabled();
  });

  it('refuses a text that is too short before sending it', async () => {
    renderCreate();
    change(screen.getByRole('textbox', { name: /Название/ }), 'Коротко');
    change(textArea(), 'Всего четыре слова здесь.');
    await fillQuestion(1, 'Сколько слов?', ['Четыре', 'Пять', 'Шесть', 'Семь'], 0);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const problem = errorMessage('READING_TEXT_TOO_SHORT')['ru-RU'];
    await waitFor(() => expect(textArea()).toHaveAccessibleDescription(expect.stringContaining(problem)));
    expect(server.callsTo(readingTextsApi.create)).toEqual([]);
  });

  it('shows the server’s field errors under the text and under the choices of the question they name', async () => {
    server.on(
      readingTextsApi.create,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'text', code: 'READING_TEXT_TOO_SHORT', message: errorMessage('READING_TEXT_TOO_SHORT') },
        {
          field: 'questions.0.options',
          code: 'READING_OPTIONS_REPEAT',
          message: errorMessage('READING_OPTIONS_REPEAT'),
        },
      ]),
    );
    renderCreate();
    change(screen.getByRole('textbox', { name: /Название/ }), 'Кот и воробей');
    change(textArea(), TEXT);
    await fillQuestion(1, 'Кого увидел кот?', ['Воробья', 'Собаку', 'Мышь', 'Ворону'], 0);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await within(question(1)).findByText(errorMessage('READING_OPTIONS_REPEAT')['ru-RU'])).toBeInTheDocument();
    expect(textArea()).toHaveAccessibleDescription(
      expect.stringContaining(errorMessage('READING_TEXT_TOO_SHORT')['ru-RU']),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/reading-texts/create');
    // Changing a choice takes the refusal of the choices away.
    change(within(question(1)).getByRole('textbox', { name: /^Вариант 2/ }), 'Кошку');
    expect(within(question(1)).queryByText(errorMessage('READING_OPTIONS_REPEAT')['ru-RU'])).not.toBeInTheDocument();
  });

  it('shows a server error on one choice under that choice', async () => {
    server.on(
      readingTextsApi.create,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'questions.1.options.2', code: 'FIELD_TOO_LONG', message: errorMessage('FIELD_TOO_LONG') },
      ]),
    );
    renderCreate('en-US');
    change(screen.getByRole('textbox', { name: /Title/ }), 'The sparrow');
    change(screen.getByRole('textbox', { name: 'Text' }), stored.text);
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    for (const number of [1, 2]) {
      const card = screen.getByRole('group', { name: `Question ${number}` });
      change(within(card).getByRole('textbox', { name: /Question text/ }), `Question ${number}?`);
      ['A', 'B', 'C', 'D'].forEach((option, index) => {
        change(within(card).getByRole('textbox', { name: new RegExp(`^Choice ${index + 1}`) }), option);
      });
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const third = within(screen.getByRole('group', { name: 'Question 2' })).getByRole('textbox', { name: /^Choice 3/ });
    await waitFor(() =>
      expect(third).toHaveAccessibleDescription(expect.stringContaining(errorMessage('FIELD_TOO_LONG')['en-US'])),
    );
  });

  it('loads a stored text, saves the changes with PUT and returns to the list', async () => {
    renderWithProviders(<AdminReadingTextEditPage />, {
      route: '/admin/reading-texts/edit/4',
      path: '/admin/reading-texts/edit/:id',
    });
    expect(await screen.findByDisplayValue('The fox')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Английский' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Вариант 1 — правильный ответ' })).toBeChecked();
    change(screen.getByRole('textbox', { name: /Название/ }), 'The red fox');
    await userEvent.click(screen.getByRole('radio', { name: 'Вариант 2 — правильный ответ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(server.callsTo(readingTextsApi.update)).toHaveLength(1));
    const [call] = server.callsTo(readingTextsApi.update);
    expect(call?.params.id).toBe('4');
    expect(call?.body).toEqual({
      locale: 'en-US',
      level: 2,
      title: 'The red fox',
      text: stored.text,
      questions: [{ ...stored.questions[0], answer: 1 }],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/reading-texts'));
    expect(notifySuccess).toHaveBeenCalledWith('Изменения сохранены');
  });

  it('tells the admin when the text no longer exists', async () => {
    server.on(readingTextsApi.get, refuse(404, 'NOT_FOUND'));
    renderWithProviders(<AdminReadingTextEditPage />, {
      route: '/admin/reading-texts/edit/99',
      path: '/admin/reading-texts/edit/:id',
    });
    expect(await screen.findByText('Такого текста нет — возможно, его уже удалили')).toBeInTheDocument();
  });
});
