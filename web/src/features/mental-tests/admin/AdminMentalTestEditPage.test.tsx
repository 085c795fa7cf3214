import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type MentalTest } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminMentalTestEditPage } from './AdminMentalTestEditPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const stored: MentalTest = {
  id: 3,
  title: { 'ru-RU': 'Разминка', 'en-US': 'Warm-up', 'uk-UA': 'Розминка' },
  subjects: [3],
  time_limit_sec: 90,
  tasks: [
    { expression: '23 + 19', answer: 42 },
    { expression: '7 × 8', answer: 56 },
  ],
  is_published: true,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
};

function renderCreate(locale: 'ru-RU' | 'en-US' = 'ru-RU') {
  return renderWithProviders(<AdminMentalTestEditPage />, {
    route: '/admin/mental-tests/create',
    path: '/admin/mental-tests/create',
    locale,
  });
}

const row = (number: number) => screen.getByRole('textbox', { name: `Пример ${number}` });
function answer(number: number): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-task-row="${number}"] [data-answer]`);
  if (!element) throw new Error(`no answer of row ${number}`);
  return element;
}
const rowValues = () =>
  screen.getAllByRole('textbox', { name: /^Пример \d+$/ }).map((input) => (input as HTMLInputElement).value);
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function fillTitles() {
  setValue(screen.getByRole('textbox', { name: /Название \(русский\)/ }), 'Разминка');
  setValue(screen.getByRole('textbox', { name: /Название \(английский\)/ }), 'Warm-up');
  setValue(screen.getByRole('textbox', { name: /Название \(украинский\)/ }), 'Розминка');
}

let server: ReturnType<typeof mockServer>;

/** The bodies the page sent with `method` to `path`. */
const sent = (method: string, path: string) =>
  server.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({
    'GET /api/admin/mental-tests/3': ok(stored),
    'POST /api/admin/mental-tests': ok(stored),
    'PATCH /api/admin/mental-tests/3': ok(stored),
  });
});

describe('AdminMentalTestEditPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('creates a test typed row by row with Enter, showing each answer as it is typed', async () => {
    renderCreate();
    fillTitles();
    await userEvent.type(row(1), '23 + 19{Enter}');
    expect(row(2)).toHaveFocus();
    setValue(row(2), '7 x 8');
    expect(answer(1)).toHaveTextContent('= 42');
    expect(answer(2)).toHaveTextContent('= 56');
    setValue(screen.getByRole('textbox', { name: /Время на тест/ }), '120');
    expect(screen.getByText('Это 02:00 (мм:сс); от 10 до 3600 секунд')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Опубликован/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent('POST', '/api/admin/mental-tests')).toEqual([
        {
          title: { 'ru-RU': 'Разминка', 'en-US': 'Warm-up', 'uk-UA': 'Розминка' },
          subjects: [1, 3],
          time_limit_sec: 120,
          tasks: [{ expression: '23 + 19' }, { expression: '7 x 8' }],
          is_published: true,
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/mental-tests'));
    expect(notifySuccess).toHaveBeenCalledWith('Тест создан');
  });

  it('marks rows without a whole answer or with letters, and does not send them', async () => {
    renderCreate();
    fillTitles();
    setValue(row(1), '3 - 5');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пример' }));
    setValue(row(2), 'a + 1');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пример' }));
    setValue(row(3), '6 ÷ 3');
    expect(row(1)).toHaveAccessibleDescription(errorMessage('ANSWER_NOT_WHOLE')['ru-RU']);
    expect(row(2)).toHaveAccessibleDescription(errorMessage('EXPRESSION_INVALID')['ru-RU']);
    expect(row(3)).not.toHaveAccessibleDescription();
    expect(answer(1)).toHaveTextContent('—');
    expect(answer(3)).toHaveTextContent('= 2');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(sent('POST', '/api/admin/mental-tests')).toEqual([]);
    setValue(row(1), '5 - 3');
    expect(row(1)).not.toHaveAccessibleDescription();
    expect(answer(1)).toHaveTextContent('= 2');
  });

  it('fills the test from a quick template instead of typing every row', async () => {
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Заполнить по шаблону' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Вычитание' }));
    setValue(screen.getByRole('textbox', { name: 'Сколько примеров' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Создать 5 примеров' }));
    const values = rowValues();
    expect(values).toHaveLength(5);
    values.forEach((expression, index) => {
      const match = /^(\d{2}) - (\d{2})$/.exec(expression);
      if (!match) throw new Error(`not a two-digit subtraction: ${expression}`);
      const difference = Number(match[1]) - Number(match[2]);
      expect(difference).toBeGreaterThanOrEqual(0);
      expect(answer(index + 1)).toHaveTextContent(`= ${difference}`);
    });
    expect(screen.getByText('5 из 100')).toBeInTheDocument();
  });

  it('makes a row per pasted line, reorders and removes rows', async () => {
    renderCreate();
    fireEvent.paste(row(1), { clipboardData: { getData: () => '1 + 1\n2 + 2\r\n\n3 + 3' } });
    expect(rowValues()).toEqual(['1 + 1', '2 + 2', '3 + 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Опустить пример 1' }));
    expect(rowValues()).toEqual(['2 + 2', '1 + 1', '3 + 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Поднять пример 3' }));
    expect(rowValues()).toEqual(['2 + 2', '3 + 3', '1 + 1']);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить пример 1' }));
    expect(rowValues()).toEqual(['3 + 3', '1 + 1']);
    expect(answer(1)).toHaveTextContent('= 6');
    // Backspace in an empty row takes it away again and returns to the row above.
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пример' }));
    expect(row(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(rowValues()).toEqual(['3 + 3', '1 + 1']);
    expect(row(2)).toHaveFocus();
  });

  it('shows server field errors on their title and row and keeps everything typed', async () => {
    server.set(
      'POST /api/admin/mental-tests',
      fail(422, 'VALIDATION_FAILED', [
        { field: 'title.en-US', code: 'FIELD_TOO_LONG', message: errorMessage('FIELD_TOO_LONG') },
        { field: 'tasks.1.expression', code: 'ANSWER_NOT_WHOLE', message: errorMessage('ANSWER_NOT_WHOLE') },
      ]),
    );
    renderCreate();
    fillTitles();
    fireEvent.paste(row(1), { clipboardData: { getData: () => '2 + 2\n9 ÷ 3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const english = screen.getByRole('textbox', { name: /Название \(английский\)/ });
    await waitFor(() => expect(english).toHaveAccessibleDescription(errorMessage('FIELD_TOO_LONG')['ru-RU']));
    expect(row(2)).toHaveAccessibleDescription(errorMessage('ANSWER_NOT_WHOLE')['ru-RU']);
    expect(row(1)).not.toHaveAccessibleDescription();
    expect(english).toHaveValue('Warm-up');
    expect(rowValues()).toEqual(['2 + 2', '9 ÷ 3']);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/mental-tests/create');
  });

  it('loads a stored test and saves the changes with PATCH, dropping blank rows', async () => {
    renderWithProviders(<AdminMentalTestEditPage />, {
      route: '/admin/mental-tests/edit/3',
      path: '/admin/mental-tests/edit/:id',
    });
    expect(await screen.findByDisplayValue('Warm-up')).toBeInTheDocument();
    expect(rowValues()).toEqual(['23 + 19', '7 × 8']);
    expect(screen.getByRole('checkbox', { name: 'Математика' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ментальная арифметика' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Математика' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пример' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent('PATCH', '/api/admin/mental-tests/3')).toEqual([
        {
          title: stored.title,
          subjects: [3, 1],
          time_limit_sec: 90,
          tasks: [{ expression: '23 + 19' }, { expression: '7 × 8' }],
          is_published: true,
        },
      ]),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Изменения сохранены');
  });
});
