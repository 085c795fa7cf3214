import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { uploadPrivateFile } from '../../files/uploadFile.ts';
import { buildTrainer } from '../../trainers/trainers.fixtures.ts';
import { buildHomework, schoolClass, worksheet } from '../homework.fixtures.ts';
import { HomeworkCreatePage, TaskCreatePage } from './HomeworkCreatePage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../files/uploadFile.ts', () => ({ uploadPrivateFile: vi.fn() }));

const flashAnzan = buildTrainer();
let server: ReturnType<typeof mockServer>;

const created = () => server.calls.filter((call) => call.path === '/api/homework/create').map((call) => call.body);

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  vi.mocked(uploadPrivateFile).mockReset();
  server = mockServer({
    'GET /api/teachers/2/groups/7': ok(schoolClass),
    'GET /api/trainers': ok([flashAnzan]),
    'GET /api/homework-templates': ok([]),
  });
});

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('HomeworkCreatePage', () => {
  it('creates homework with a trainer and a task, showing a refused setting under its field first', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadPrivateFile).mockImplementation(async (_file, onProgress) => {
      onProgress(1);
      return worksheet;
    });
    const answers = [
      fail(422, 'VALIDATION_FAILED', [
        { field: 'items.0.settings.count', code: 'FIELD_INVALID', message: errorMessage('FIELD_INVALID') },
      ]),
      ok({ model: buildHomework() }),
    ];
    server.set('POST /api/homework/create', () => answers.shift() ?? fail(500, 'INTERNAL_ERROR'));
    const { container } = renderWithProviders(<HomeworkCreatePage />, {
      route: '/teacher/classes/7/create-hw',
      path: '/teacher/classes/:id/create-hw',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Новое задание · 3 «А»' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Неделя 12');
    await user.click(await screen.findByRole('button', { name: 'Добавить тренажёр' }));
    const trainerCard = screen.getByRole('region', { name: '1. Ментальный счёт' });
    expect(within(trainerCard).getByRole('textbox', { name: 'Чисел в примере' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Добавить задачу' }));
    await user.type(screen.getByRole('textbox', { name: 'Текст задачи' }), 'Решите задачи на листе');
    await user.upload(fileInput(container), new File(['%PDF'], 'worksheet.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('button', { name: 'Скачать worksheet.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Добавить задание' }));
    const count = within(trainerCard).getByRole('textbox', { name: 'Чисел в примере' });
    await waitFor(() => expect(count).toHaveAttribute('aria-invalid', 'true'));
    expect(within(trainerCard).getByText(errorMessage('FIELD_INVALID')['ru-RU'])).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Произошла ошибка', errorMessage('VALIDATION_FAILED')['ru-RU']);

    await user.click(screen.getByRole('button', { name: 'Добавить задание' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Задание добавлено'));
    expect(created()).toHaveLength(2);
    expect(created().at(-1)).toEqual(
      expect.objectContaining({
        group_id: 7,
        title: 'Неделя 12',
        published: true,
        items: [
          {
            type: 'trainer',
            trainer_id: 1,
            settings: { digits: 1, count: 5, speedMs: 1000, operations: 'add', allowNegative: false, problems: 5 },
            target_rounds: 3,
            min_score: null,
          },
          { type: 'task', text: 'Решите задачи на листе', file_ids: [55] },
        ],
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/classes/7');
  }, 20_000);

  it('refuses a due date before the given date without calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeworkCreatePage />, {
      route: '/teacher/classes/7/create-hw',
      path: '/teacher/classes/:id/create-hw',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Название' }), 'Неделя 12');
    await user.click(await screen.findByRole('button', { name: 'Добавить задачу' }));
    await user.type(screen.getByRole('textbox', { name: 'Текст задачи' }), 'Прочитать рассказ');
    const given = screen.getByLabelText(/Дата выдачи/);
    const due = screen.getByLabelText(/Сдать до/);
    await user.clear(given);
    await user.type(given, '2026-11-20');
    await user.clear(due);
    await user.type(due, '2026-11-19');
    await user.click(screen.getByRole('button', { name: 'Добавить задание' }));

    expect(await screen.findByText(errorMessage('HOMEWORK_DUE_BEFORE_GIVEN')['ru-RU'])).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 20_000);

  it('shows the server refusal of an attachment beside its name', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadPrivateFile).mockRejectedValue(
      new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', errorMessage('UNSUPPORTED_MEDIA_TYPE')),
    );
    const { container } = renderWithProviders(<TaskCreatePage />, {
      route: '/teacher/classes/7/create-task',
      path: '/teacher/classes/:id/create-task',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Отдельное задание · 3 «А»' })).toBeInTheDocument();
    await user.upload(fileInput(container), new File(['MZ'], 'game.exe'));

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessage('UNSUPPORTED_MEDIA_TYPE')['ru-RU']);
    expect(screen.getByText('game.exe')).toBeInTheDocument();
  });
});
