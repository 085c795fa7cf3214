import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CourseLessonHomework, coursesApi, errorMessage, libraryApi, SUBJECT_COURSES } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, ok, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildHomework } from '../../homework/homework.fixtures.ts';
import { ADMIN_COURSES, buildAdminLesson } from '../../it-courses/itCourses.fixtures.ts';
import { buildTrainer } from '../../trainers/trainers.fixtures.ts';
import { AdminCourseLessonEditPage } from './AdminCourseLessonEditPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

// The rich-text editor is TipTap's contenteditable, which happy-dom cannot type into: a textarea stands in for it.
vi.mock('../../course-authoring/admin/LessonEditor.tsx', () => ({
  LessonEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) => (
    <label>
      {label}
      <textarea value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  ),
}));

const PATH = '/admin/course-lessons/:id';
const NO_HOMEWORK: CourseLessonHomework = { lesson_id: 5, homework: null };
const WITH_HOMEWORK: CourseLessonHomework = {
  lesson_id: 5,
  homework: { description: 'Повтори счёт', items: buildHomework().items.map(({ id: _id, ...item }) => item) },
};
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({ 'GET /api/trainers': ok([buildTrainer()]) });
  server.on(coursesApi.adminCourses, { courses: ADMIN_COURSES });
  server.on(coursesApi.adminLesson, buildAdminLesson());
});

const openLesson = () =>
  renderWithProviders(<AdminCourseLessonEditPage />, { route: '/admin/course-lessons/5', path: PATH });

describe('AdminCourseLessonEditPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('offers only text, video and link lessons, and a new lesson has no homework until it is created', async () => {
    server.on(coursesApi.createLesson, ({ body }) => buildAdminLesson({ id: 7, ...(body as object) }));
    renderWithProviders(<AdminCourseLessonEditPage />, { route: '/admin/course-lessons/new?block=20', path: PATH });

    expect(await screen.findByRole('heading', { name: 'Новый урок' })).toBeInTheDocument();
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Текст' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Видео' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ссылка' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Задание' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Домашнее задание урока' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /Название/ }), { target: { value: 'Колобок' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Текст урока/ }), { target: { value: '<p>Жил-был</p>' } });
    await userEvent.click(screen.getByRole('button', { name: 'Создать урок' }));
    await waitFor(() =>
      expect(server.callsTo(coursesApi.createLesson)[0]?.body).toEqual({
        block_id: 20,
        type: 'text',
        title: 'Колобок',
        text: '<p>Жил-был</p>',
        link: null,
      }),
    );
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Урок создан'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/course-lessons/7'));
  });

  it('says a lesson without homework is done by reading it, and saves the homework the author adds', async () => {
    server.on(coursesApi.lessonHomework, NO_HOMEWORK);
    server.on(coursesApi.saveLessonHomework, {
      lesson_id: 5,
      homework: { description: 'Перескажи сказку', items: [{ type: 'task', text: 'Нарисуй Колобка', files: [] }] },
    });
    openLesson();

    const section = await screen.findByRole('region', { name: 'Домашнее задание урока' });
    expect(
      await within(section).findByText('Домашнего задания нет — урок засчитывается, когда ученик его прочитает.'),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Добавить домашнее задание' }));
    fireEvent.change(within(section).getByRole('textbox', { name: /Описание/ }), {
      target: { value: 'Перескажи сказку' },
    });
    await userEvent.click(await within(section).findByRole('button', { name: 'Добавить задачу' }));
    fireEvent.change(within(section).getByRole('textbox', { name: /Текст задачи/ }), {
      target: { value: 'Нарисуй Колобка' },
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Сохранить домашнее задание' }));

    await waitFor(() =>
      expect(server.callsTo(coursesApi.saveLessonHomework)[0]?.body).toEqual({
        description: 'Перескажи сказку',
        items: [{ type: 'task', text: 'Нарисуй Колобка', file_ids: [] }],
      }),
    );
    expect(server.callsTo(coursesApi.saveLessonHomework)[0]?.params.id).toBe('5');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Домашнее задание сохранено'));
  });

  it('adds a library material of the courses subject to the lesson homework', async () => {
    server.on(coursesApi.lessonHomework, NO_HOMEWORK);
    server.on(coursesApi.saveLessonHomework, NO_HOMEWORK);
    server.on(libraryApi.tags, []);
    server.on(libraryApi.list, [
      {
        id: 70,
        subject_id: SUBJECT_COURSES,
        kind: 'link',
        title: 'Как устроен интернет',
        description: null,
        tags: [],
        url: 'https://example.org/net',
        picture_url: null,
        document: null,
        video: null,
        published_at: null,
        visible: true,
        group_ids: [],
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    ]);
    openLesson();

    const section = await screen.findByRole('region', { name: 'Домашнее задание урока' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Добавить домашнее задание' }));
    await userEvent.click(await within(section).findByRole('button', { name: 'Материал из библиотеки' }));
    const picker = await screen.findByRole('dialog', { name: 'Библиотека школы' });
    await userEvent.click(
      await within(picker).findByRole('button', { name: 'Добавить «Как устроен интернет» в задание' }),
    );
    expect(server.callsTo(libraryApi.list)[0]?.query.get('subject_id')).toBe(String(SUBJECT_COURSES));
    await userEvent.click(within(section).getByRole('button', { name: 'Сохранить домашнее задание' }));

    await waitFor(() =>
      expect(server.callsTo(coursesApi.saveLessonHomework)[0]?.body).toEqual({
        description: null,
        items: [{ type: 'material', material_id: 70 }],
      }),
    );
  });

  it('shows the server’s refusal of a trainer under that item’s trainer field', async () => {
    const refusal = errorMessage('TRAINER_NOT_IN_SUBJECT');
    server.on(coursesApi.lessonHomework, WITH_HOMEWORK);
    server.on(
      coursesApi.saveLessonHomework,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'items.0.trainer_id', code: 'TRAINER_NOT_IN_SUBJECT', message: refusal },
      ]),
    );
    openLesson();

    const section = await screen.findByRole('region', { name: 'Домашнее задание урока' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Сохранить домашнее задание' }));

    const trainerItem = await within(section).findByRole('region', { name: '1. Ментальный счёт' });
    const catalogue = server.calls.find((call) => call.path === '/api/trainers');
    expect(catalogue?.query.get('subject_id')).toBe('11');
    expect(await within(trainerItem).findByText(refusal['ru-RU'])).toBeInTheDocument();
    expect(server.callsTo(coursesApi.saveLessonHomework)[0]?.body).toMatchObject({
      description: 'Повтори счёт',
      items: [
        { type: 'trainer', trainer_id: 1, target_rounds: 3 },
        { type: 'task', text: 'Решите задачи на листе' },
      ],
    });
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('removes the homework only once the author answers yes', async () => {
    server.on(coursesApi.lessonHomework, WITH_HOMEWORK);
    server.on(coursesApi.removeLessonHomework, NO_HOMEWORK);
    openLesson();

    const section = await screen.findByRole('region', { name: 'Домашнее задание урока' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Удалить домашнее задание' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Нет' }));
    expect(server.callsTo(coursesApi.removeLessonHomework)).toHaveLength(0);

    await userEvent.click(within(section).getByRole('button', { name: 'Удалить домашнее задание' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(server.callsTo(coursesApi.removeLessonHomework)).toHaveLength(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Домашнее задание удалено'));
    expect(
      await within(section).findByText('Домашнего задания нет — урок засчитывается, когда ученик его прочитает.'),
    ).toBeInTheDocument();
  });
});
