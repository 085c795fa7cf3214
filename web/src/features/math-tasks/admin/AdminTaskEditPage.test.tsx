import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type MathTask } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { type FakeRequest, fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminTaskEditPage } from './AdminTaskEditPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const stored: MathTask = {
  id: 7,
  text: 'В классе {m} мальчиков и {g} девочек. Сколько всего детей?',
  text_en: null,
  text_uk: null,
  expression: 'm + g',
  variables: ['m', 'g'],
  digit_rank: 1,
  integer_answer: true,
  class_number: 1,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
};

const TEXT = 'У Маши {a} яблок, у Пети {b}. Сколько всего?';

function renderCreate(locale: 'ru-RU' | 'en-US' = 'ru-RU') {
  return renderWithProviders(<AdminTaskEditPage />, {
    route: '/admin/tasks/create',
    path: '/admin/tasks/create',
    locale,
  });
}

const textArea = () => screen.getByRole('textbox', { name: /Текст задачи/ });
const expressionInput = () => screen.getByRole('textbox', { name: /Выражение для ответа/ });
const preview = () => screen.getByRole('region', { name: 'Предпросмотр' });

/** Braces are user-event's key syntax, so texts with placeholders go in as one change; so do expressions, to keep tests fast. */
function typeText(value: string) {
  fireEvent.change(textArea(), { target: { value } });
}

function typeExpression(value: string) {
  fireEvent.change(expressionInput(), { target: { value } });
}

let server: ReturnType<typeof mockServer>;

/** The bodies the page sent with `method` to `path`. */
const sent = (method: string, path: string) =>
  server.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

const echo = (request: FakeRequest) => ok({ ...stored, ...(request.body as object) });

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({
    'GET /api/admin/tasks/7': ok(stored),
    'POST /api/admin/tasks': echo,
    'PATCH /api/admin/tasks/7': echo,
  });
});

describe('AdminTaskEditPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('creates a task from the typed fields and goes back to the list with a notice', async () => {
    renderCreate();
    typeText(TEXT);
    fireEvent.change(screen.getByRole('textbox', { name: /Текст на английском/ }), {
      target: { value: 'Masha has {a} apples, Petya has {b}. How many in all?' },
    });
    typeExpression('a + b');
    // The names come from the text and the expression in one click instead of typing them again.
    await userEvent.click(screen.getByRole('button', { name: 'Добавить из текста и выражения: a, b' }));
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    await userEvent.click(screen.getByLabelText(/^Класс/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '4 класс' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent('POST', '/api/admin/tasks')).toEqual([
        {
          text: TEXT,
          text_en: 'Masha has {a} apples, Petya has {b}. How many in all?',
          text_uk: null,
          expression: 'a + b',
          variables: ['a', 'b'],
          digit_rank: 3,
          integer_answer: true,
          class_number: 4,
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/tasks'));
    expect(notifySuccess).toHaveBeenCalledWith('Задача создана');
  });

  it('shows a server field error on its field and keeps everything typed', async () => {
    server.set(
      'POST /api/admin/tasks',
      fail(422, 'VALIDATION_FAILED', [
        { field: 'expression', code: 'EXPRESSION_INVALID', message: errorMessage('EXPRESSION_INVALID') },
      ]),
    );
    renderCreate('en-US');
    fireEvent.change(screen.getByRole('textbox', { name: /Task text/ }), { target: { value: TEXT } });
    fireEvent.change(screen.getByRole('textbox', { name: /Answer expression/ }), { target: { value: 'a + b' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add from the text and expression: a, b' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const expression = screen.getByRole('textbox', { name: /Answer expression/ });
    const problem = errorMessage('EXPRESSION_INVALID')['en-US'];
    await waitFor(() => expect(expression).toHaveAccessibleDescription(expect.stringContaining(problem)));
    expect(expression).toHaveValue('a + b');
    expect(screen.getByRole('textbox', { name: /Task text/ })).toHaveValue(TEXT);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/tasks/create');
    // Editing the field clears its error.
    fireEvent.change(expression, { target: { value: 'a + b + 1' } });
    expect(expression).not.toHaveAccessibleDescription(expect.stringContaining(problem));
  });

  it('checks the task before sending it: undeclared names are refused on the variables field', async () => {
    renderCreate();
    typeText('Было {a}, стало {c}');
    typeExpression('a + c');
    await userEvent.type(screen.getByLabelText(/^Переменные/, { selector: 'input' }), 'a{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(errorMessage('FIELD_INVALID')['ru-RU'])).toBeInTheDocument();
    expect(sent('POST', '/api/admin/tasks')).toEqual([]);
  });

  it('previews the task with sample values and the answer computed from the expression', async () => {
    renderCreate();
    typeText('Ящиков {a}, в каждом по {b} кг. Сколько всего?');
    typeExpression('a × b');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить из текста и выражения: a, b' }));
    const sample = await within(preview()).findByTestId('task-preview');
    const value = (name: string) =>
      Number(
        within(sample)
          .getByText(new RegExp(`^${name} = `))
          .textContent?.split('= ')[1],
      );
    const [a, b] = [value('a'), value('b')];
    // Digit rank 2 by default: every value has two digits.
    for (const v of [a, b]) expect(v).toBeGreaterThanOrEqual(10);
    for (const v of [a, b]) expect(v).toBeLessThanOrEqual(99);
    expect(sample).toHaveTextContent(`Ящиков ${a}, в каждом по ${b} кг. Сколько всего?`);
    expect(sample).toHaveTextContent(`Ответ: ${a * b}`);
  });

  it('explains an expression that does not parse and points at the place', async () => {
    renderCreate();
    typeText('{a} и {b}');
    typeExpression('a ; b');
    const region = preview();
    expect(await within(region).findByText('Выражение не читается')).toBeInTheDocument();
    expect(region).toHaveTextContent('Знак «;» (позиция 3) в выражении использовать нельзя.');
    expect(within(region).queryByTestId('task-preview')).not.toBeInTheDocument();

    typeExpression('(a + b');
    expect(await within(region).findByText(/Выражение обрывается/)).toBeInTheDocument();
  });

  it('flags names the text uses but the variables lack, and declares them on request', async () => {
    renderCreate();
    typeText('Было {a}, добавили {c}');
    typeExpression('a + c');
    await userEvent.type(screen.getByLabelText(/^Переменные/, { selector: 'input' }), 'a{Enter}');
    const region = preview();
    expect(await within(region).findByText('Не все переменные объявлены')).toBeInTheDocument();
    expect(region).toHaveTextContent('которых нет в списке переменных: c');
    await userEvent.click(within(region).getByRole('button', { name: 'Добавить c' }));
    expect(await within(region).findByTestId('task-preview')).toHaveTextContent(/Ответ: \d+/);
  });

  it('refuses a translation naming a variable the task lacks, on that translation', async () => {
    renderCreate();
    typeText(TEXT);
    typeExpression('a + b');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить из текста и выражения: a, b' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Текст на украинском/ }), {
      target: { value: 'У Марії {a} яблук і {c} груш' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('textbox', { name: /Текст на украинском/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', '/api/admin/tasks')).toEqual([]);
  });

  it('says when no sample values give an answer a child can state', async () => {
    renderCreate();
    typeText('{a} − {b}');
    typeExpression('a - a - b');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить из текста и выражения: a, b' }));
    expect(await within(preview()).findByText('Не получается подобрать числа')).toBeInTheDocument();
  });

  it('loads a stored task, saves the changes with PATCH and returns to the list', async () => {
    renderWithProviders(<AdminTaskEditPage />, { route: '/admin/tasks/edit/7', path: '/admin/tasks/edit/:id' });
    expect(await screen.findByDisplayValue('m + g')).toBeInTheDocument();
    expect(textArea()).toHaveValue(stored.text);
    expect(screen.getByRole('radio', { name: '1' })).toBeChecked();
    typeExpression('m + g + 1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent('PATCH', '/api/admin/tasks/7')).toEqual([
        {
          text: stored.text,
          text_en: null,
          text_uk: null,
          expression: 'm + g + 1',
          variables: ['m', 'g'],
          digit_rank: 1,
          integer_answer: true,
          class_number: 1,
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/tasks'));
    expect(notifySuccess).toHaveBeenCalledWith('Изменения сохранены');
  });

  it('tells the admin when the task no longer exists', async () => {
    renderWithProviders(<AdminTaskEditPage />, { route: '/admin/tasks/edit/99', path: '/admin/tasks/edit/:id' });
    expect(await screen.findByText('Такой задачи нет — возможно, её уже удалили')).toBeInTheDocument();
  });
});
