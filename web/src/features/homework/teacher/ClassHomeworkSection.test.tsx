import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildHomework, progress } from '../homework.fixtures.ts';
import { ClassHomeworkSection } from './ClassHomeworkSection.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const task = buildHomework({
  id: 6,
  title: 'Эссе',
  single_task: true,
  given_on: '2026-11-18',
  items: [{ id: 30, type: 'task', text: 'Эссе', files: [] }],
});

let server: ReturnType<typeof mockServer>;

const deletions = () => server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path);

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({
    'GET /api/homework': (request) =>
      request.query.get('group_id') === '7' ? ok([buildHomework(), task]) : fail(404, 'NOT_FOUND'),
    'GET /api/homework/5/progress': ok(progress),
    'GET /api/homework/6/progress': ok({ homework_id: 6, students: [] }),
    'DELETE /api/homework/5': ok({ id: 5 }),
  });
});

const ABACUS = { main_id: 3, title: 'Ментальная арифметика' };

describe('ClassHomeworkSection', () => {
  it('lists the newest homework first with dates, progress and links to its pages', async () => {
    renderWithProviders(<ClassHomeworkSection groupId={7} subject={ABACUS} />);

    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Эссе' })).toHaveAttribute(
      'href',
      '/teacher/classes/7/task_6',
    );
    expect(within(first as HTMLElement).getByText('Отдельное задание')).toBeInTheDocument();
    const week = second as HTMLElement;
    expect(within(week).getByRole('link', { name: 'Неделя 12' })).toHaveAttribute(
      'href',
      '/teacher/classes/7/edit-hw_5',
    );
    expect(within(week).getByText(/2 пункта/)).toBeInTheDocument();
    expect(await within(week).findByText('Выполнили: 0 из 2')).toBeInTheDocument();
    expect(within(week).getByText('1 ответ ждёт проверки')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новое задание' })).toHaveAttribute('href', '/teacher/classes/7/create-hw');
    expect(screen.getByRole('link', { name: 'Отдельное задание' })).toHaveAttribute(
      'href',
      '/teacher/classes/7/create-task',
    );
  });

  it('deletes a homework only after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClassHomeworkSection groupId={7} subject={ABACUS} />);

    await user.click(await screen.findByRole('button', { name: 'Удалить «Неделя 12»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/будет удалено вместе с прогрессом/)).toBeInTheDocument();
    expect(deletions()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(deletions()).toEqual(['/api/homework/5']));
    expect(notifySuccess).toHaveBeenCalledWith('«Неделя 12» удалено');
  });

  it('gives no new homework in a subject without homework pages, says why and keeps what was given', async () => {
    renderWithProviders(<ClassHomeworkSection groupId={7} subject={{ main_id: 1, title: 'Математика' }} />);

    expect(
      await screen.findByText(
        'В предмете «Математика» у учеников нет страницы домашних заданий, поэтому новое задание здесь не выдать. Уже выданные задания остаются в списке.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Неделя 12' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Новое задание' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Отдельное задание' })).not.toBeInTheDocument();
  });

  it('tells the teacher of a class of online courses that its homework comes from course lessons, and lists it', async () => {
    renderWithProviders(<ClassHomeworkSection groupId={7} subject={{ main_id: 11, title: 'Онлайн-курсы' }} />);

    expect(
      await screen.findByText(
        'Задания этого класса приходят из уроков курсов: ученик начинает домашнее задание урока, а вы проверяете ответы здесь, как обычно.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Неделя 12' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Новое задание' })).not.toBeInTheDocument();
  });
});
