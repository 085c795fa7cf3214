import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildTrainer } from '../../trainers/trainers.fixtures.ts';
import { answer, buildHomework, progress, schoolClass } from '../homework.fixtures.ts';
import { HomeworkEditPage } from './HomeworkEditPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const PATH = '/teacher/classes/:id/:homeworkSegment';

let server: ReturnType<typeof mockServer>;

/** What the page sent with `method` to `path`. */
const sent = (method: string, path: string) =>
  server.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({
    'GET /api/teachers/2/groups/7': ok(schoolClass),
    'GET /api/trainers': ok([buildTrainer()]),
    'GET /api/homework/5': ok(buildHomework()),
    'GET /api/homework/5/progress': ok(progress),
    'GET /api/homework/5/tasks/22/answers': ok([answer]),
    'PUT /api/homework/5': (request) => {
      const stored = buildHomework();
      const { title } = request.body as { title: string };
      return ok({ ...stored, title, items: [...stored.items].reverse(), updated_at: '2026-11-20T10:00:00.000Z' });
    },
    'PATCH /api/homework-answers/90': ok({ ...answer, status: 'needs_rework', comment: 'Проверь второй пример' }),
  });
});

describe('HomeworkEditPage', () => {
  it('saves the homework keeping its items by id, so progress stays', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeworkEditPage />, { route: '/teacher/classes/7/edit-hw_5', path: PATH });

    const title = await screen.findByRole('textbox', { name: 'Название' });
    expect(title).toHaveValue('Неделя 12');
    expect(await screen.findByRole('region', { name: '1. Ментальный счёт' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Текст задачи' })).toHaveValue('Решите задачи на листе');
    expect(screen.getByRole('button', { name: 'Скачать worksheet.pdf' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Неделя 13');
    await user.click(screen.getByRole('button', { name: 'Опустить: 1. Ментальный счёт' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Изменения сохранены'));
    expect(await screen.findByRole('textbox', { name: 'Название' })).toHaveValue('Неделя 13');
    expect(sent('PUT', '/api/homework/5')).toEqual([
      expect.objectContaining({
        title: 'Неделя 13',
        given_on: '2026-11-16',
        due_on: '2026-11-23',
        items: [
          { id: 22, type: 'task', text: 'Решите задачи на листе', file_ids: [55] },
          expect.objectContaining({ id: 21, type: 'trainer', trainer_id: 1, target_rounds: 3 }),
        ],
      }),
    ]);
  }, 20_000);

  it('shows the class progress and reviews a task answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeworkEditPage />, { route: '/teacher/classes/7/edit-hw_5', path: PATH });

    const table = await screen.findByRole('table');
    const yana = within(table).getByRole('row', { name: /Яна Смирнова/ });
    expect(within(yana).getByText('2 из 3')).toBeInTheDocument();
    const artem = within(table).getByRole('row', { name: /Артём Ким/ });
    expect(within(artem).getByText('3 из 3')).toBeInTheDocument();
    expect(within(artem).getByText('Нет ответа')).toBeInTheDocument();

    await user.click(within(yana).getByRole('button', { name: 'Ответ: Яна Смирнова, 2. Задача' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ответы: 12, 15, 7')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'На доработку' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Комментарий ученику' }), 'Проверь второй пример');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить проверку' }));

    await waitFor(() =>
      expect(sent('PATCH', '/api/homework-answers/90')).toEqual([
        { status: 'needs_rework', comment: 'Проверь второй пример' },
      ]),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Проверка сохранена');
  }, 20_000);

  it('opens a single task at task_{id}', async () => {
    server.set(
      'GET /api/homework/6',
      ok(buildHomework({ id: 6, single_task: true, items: [{ id: 30, type: 'task', text: 'Эссе', files: [] }] })),
    );
    server.set('GET /api/homework/6/progress', ok({ homework_id: 6, students: [] }));
    renderWithProviders(<HomeworkEditPage />, { route: '/teacher/classes/7/task_6', path: PATH });

    expect(await screen.findByRole('heading', { level: 1, name: 'Отдельное задание · 3 «А»' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Текст задачи' })).toHaveValue('Эссе');
    expect(screen.queryByRole('button', { name: 'Добавить тренажёр' })).not.toBeInTheDocument();
  });

  it.each([
    [
      '/teacher/classes/7/materials-x',
      'Задание не найдено',
      'Такого задания в этом классе нет. Возможно, ссылка устарела.',
    ],
    [
      '/teacher/classes/7/edit-hw_abc',
      'Задание не найдено',
      'Такого задания в этом классе нет. Возможно, ссылка устарела.',
    ],
    ['/teacher/classes/7/task_5', 'Отдельное задание · 3 «А»', 'Задание не найдено'],
  ])('shows not found for %s', async (route, heading, text) => {
    renderWithProviders(<HomeworkEditPage />, { route, path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });
});
