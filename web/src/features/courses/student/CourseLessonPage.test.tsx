import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CourseLesson, coursesApi, homeworkAnswersApi } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildCourseLesson, buildHomeworkLesson, buildLessonDone, CERTIFICATE } from '../courses.fixtures.ts';
import { CourseLessonPage } from './CourseLessonPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 3, role_id: 3 } }) }));

const at = (blockId: number, lessonId: number, courseId = 1) => ({
  route: `/student/courses/${courseId}/block/${blockId}/homework/${lessonId}`,
  path: '/student/courses/:id/block/:blockId/homework/:lessonId',
});

/** A server whose lesson is done once a complete call succeeded; `failures` calls fail first. */
function serveLesson(lesson: CourseLesson, done = buildLessonDone({ lesson_id: lesson.id }), failures = 0) {
  const server = mockServer();
  let completed = false;
  let failed = 0;
  server.on(coursesApi.lesson, () => ({ ...lesson, done: lesson.done || completed }));
  server.on(coursesApi.complete, () => {
    if (failed < failures) {
      failed += 1;
      return refuse(500, 'INTERNAL_ERROR');
    }
    completed = true;
    return done;
  });
  return server;
}

describe('CourseLessonPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('marks a lesson without homework done once the child has read it', async () => {
    const server = serveLesson(buildCourseLesson());
    renderWithProviders(<CourseLessonPage />, at(10, 101));

    expect(await screen.findByRole('heading', { level: 1, name: 'Что такое растения' })).toBeInTheDocument();
    expect(await screen.findByText('Растения пьют воду корнями.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Дальше: Как растёт дерево' })).toHaveAttribute(
      'href',
      '/student/courses/1/block/10/homework/102',
    );
    expect(screen.getAllByRole('link', { name: 'К блоку' })[0]).toHaveAttribute('href', '/student/courses/1/block/10');

    await userEvent.click(screen.getByRole('button', { name: 'Я прочитал(а) урок' }));
    expect(await screen.findByText('Урок пройден')).toBeInTheDocument();
    expect(server.callsTo(coursesApi.complete).map((call) => call.params.id)).toEqual(['101']);
    expect(screen.queryByRole('button', { name: 'Я прочитал(а) урок' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ура! Курс пройден!')).not.toBeInTheDocument();
  });

  it('plays a video lesson in an embedded player', async () => {
    serveLesson(
      buildCourseLesson({
        id: 102,
        type: 'video',
        title: 'Как растёт дерево',
        text: '',
        link: 'https://youtu.be/abc',
        video_embed_url: 'https://www.youtube-nocookie.com/embed/abc',
      }),
    );
    renderWithProviders(<CourseLessonPage />, at(10, 102));

    expect(await screen.findByTitle('Видео: Как растёт дерево')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc',
    );
    expect(screen.queryByRole('link', { name: 'Смотреть видео' })).not.toBeInTheDocument();
  });

  it('shows what the homework asks and starts it for the class, then shows its items with the child’s progress', async () => {
    const server = serveLesson(buildHomeworkLesson('no'));
    server.on(coursesApi.startHomework, () => {
      server.on(coursesApi.lesson, buildHomeworkLesson('started'));
      return buildHomeworkLesson('started').homework?.started ?? refuse(500, 'INTERNAL_ERROR');
    });
    renderWithProviders(<CourseLessonPage />, at(20, 201));

    const homework = await screen.findByRole('region', { name: 'Домашнее задание' });
    expect(screen.getByRole('link', { name: 'Открыть ссылку' })).toHaveAttribute('href', 'https://example.org/clouds');
    expect(within(homework).getByText('Понаблюдай за облаками')).toBeInTheDocument();
    expect(within(homework).getByText('Уравнения: 5 раундов')).toBeInTheDocument();
    expect(within(homework).getByText('Нарисуй облако и подпиши, какое оно')).toBeInTheDocument();

    await userEvent.click(within(homework).getByRole('button', { name: 'Начать домашнее задание' }));
    const play = await within(homework).findByRole('link', { name: 'Играть: Уравнения' });
    expect(server.callsTo(coursesApi.startHomework).map((call) => call.params.id)).toEqual(['201']);
    const lessonPath = '/student/courses/1/block/20/homework/201';
    expect(play).toHaveAttribute('href', `/trainers/course-homework/12?item=34&from=${encodeURIComponent(lessonPath)}`);
    expect(within(homework).getByText('Раундов засчитано: 2 из 5')).toBeInTheDocument();
    expect(within(homework).getByText('Не отправлено')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Начать домашнее задание' })).not.toBeInTheDocument();
    expect(server.callsTo(coursesApi.complete)).toEqual([]);

    server.on(homeworkAnswersApi.list, []);
    await userEvent.click(within(homework).getByRole('button', { name: 'Ответить на задачу 1' }));
    expect(await screen.findByRole('dialog', { name: 'Задача 1' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Твой ответ' })).toBeInTheDocument();
  });

  it('tells a child in no class that the class’s teacher checks lesson homework', async () => {
    const lesson = buildHomeworkLesson('no');
    const server = serveLesson({ ...lesson, homework: lesson.homework && { ...lesson.homework, class_id: null } });
    renderWithProviders(<CourseLessonPage />, at(20, 201));

    expect(await screen.findByText('Сначала нужен класс')).toBeInTheDocument();
    expect(screen.getByText(/Попроси учителя или родителей, чтобы тебя добавили в класс/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Начать домашнее задание' })).not.toBeInTheDocument();
    expect(server.callsTo(coursesApi.startHomework)).toEqual([]);
  });

  it('marks the lesson done by itself once the homework is complete, and celebrates the certificate it brought', async () => {
    const server = serveLesson(
      buildHomeworkLesson('complete'),
      buildLessonDone({
        lesson_id: 201,
        course: { id: 1, lessons_total: 3, lessons_done: 3 },
        certificate: CERTIFICATE,
      }),
    );
    renderWithProviders(<CourseLessonPage />, at(20, 201));

    const dialog = await screen.findByRole('dialog', { name: 'Сертификат' });
    expect(within(dialog).getByRole('heading', { name: 'Ура! Курс пройден!' })).toBeInTheDocument();
    expect(within(dialog).getByText('Твой новый сертификат: «Английский для малышей»')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Мои сертификаты' })).toHaveAttribute(
      'href',
      '/student/profile/certificates',
    );
    expect(await screen.findByText('Урок пройден')).toBeInTheDocument();
    expect(server.callsTo(coursesApi.complete).map((call) => call.params.id)).toEqual(['201']);

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Закрыть' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo(coursesApi.complete)).toHaveLength(1);
  });

  it('offers a button to mark the lesson done when marking it by itself failed', async () => {
    const server = serveLesson(buildHomeworkLesson('complete'), buildLessonDone({ lesson_id: 201 }), 1);
    renderWithProviders(<CourseLessonPage />, at(20, 201));

    expect(await screen.findByText('Не получилось отметить урок')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отметить урок пройденным' }));
    expect(await screen.findByText('Урок пройден')).toBeInTheDocument();
    expect(server.callsTo(coursesApi.complete)).toHaveLength(2);
  });

  it('says a lesson of another block cannot be found', async () => {
    serveLesson(buildCourseLesson());
    renderWithProviders(<CourseLessonPage />, at(20, 101));

    expect(await screen.findByRole('heading', { name: 'Ничего не нашлось' })).toBeInTheDocument();
    expect(screen.getByText('Такого урока в этом блоке нет. Открой урок из списка курса.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Я прочитал(а) урок' })).not.toBeInTheDocument();
  });
});
