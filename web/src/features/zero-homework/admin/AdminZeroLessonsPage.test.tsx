import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subjectsApi, trainersApi, zeroHomeworkAdminApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { buildSubject, mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildTrainer, equationsTrainer } from '../../trainers/trainers.fixtures.ts';
import { buildZeroAdminLesson, texts } from '../zeroHomework.fixtures.ts';
import { AdminZeroLessonsPage } from './AdminZeroLessonsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const welcome = buildZeroAdminLesson();
const classLesson = buildZeroAdminLesson({
  id: 8,
  position: 2,
  title: texts('Класс и игры', 'Your class and games'),
  video_url: 'https://vimeo.com/76979871',
  trainer: 'equations',
  likes: 7,
  questions: [
    { id: 81, text: texts('Кто задаёт домашку?'), options: [texts('Робот'), texts('Учитель')], correct: 1 },
    { id: 82, text: texts('Сколько лайков?'), options: [texts('10'), texts('1000'), texts('0')], correct: 0 },
  ],
});

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(subjectsApi.list, [
    buildSubject(1, { title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' } }),
  ]);
  server.on(trainersApi.list, [buildTrainer(), equationsTrainer]);
  server.on(zeroHomeworkAdminApi.list, ({ query }) => ({
    lessons: query.get('subject_id') === '1' ? [welcome, classLesson] : [],
  }));
});

async function openLesson(user: ReturnType<typeof userEvent.setup>, title: string, number: number) {
  await user.click(await screen.findByRole('button', { name: `Изменить урок «${title}»` }));
  return screen.findByRole('dialog', { name: `Урок ${number}` });
}

describe('AdminZeroLessonsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the subject’s lessons in order with their questions, likes and video', async () => {
    renderWithProviders(<AdminZeroLessonsPage />);

    const rows = await screen.findAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Добро пожаловать в Умку!', '1', '5', 'Нет'],
      ['2', 'Класс и игры', '2', '7', 'Есть'],
    ]);
  });

  it('saves an edited lesson with its new title, link, trainer and right option', async () => {
    const user = userEvent.setup();
    server.on(zeroHomeworkAdminApi.update, ({ body }) => ({
      ...welcome,
      ...(body as object),
      questions: welcome.questions,
    }));
    renderWithProviders(<AdminZeroLessonsPage />);

    const dialog = await openLesson(user, 'Добро пожаловать в Умку!', 1);
    const english = within(dialog).getByRole('textbox', { name: 'Название по-английски' });
    await user.clear(english);
    await user.type(english, 'Hello, Umka');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ссылка на видео' }), 'https://vimeo.com/1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Тренажёр' }));
    await user.click(await screen.findByRole('option', { name: 'Уравнения' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Вопрос 1: вариант 2 правильный' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(server.callsTo(zeroHomeworkAdminApi.update)).toHaveLength(1));
    const sent = server.callsTo(zeroHomeworkAdminApi.update)[0];
    expect(sent?.params).toEqual({ id: String(welcome.id) });
    expect(sent?.body).toEqual({
      title: { ...welcome.title, 'en-US': 'Hello, Umka' },
      text: welcome.text,
      video_url: 'https://vimeo.com/1',
      trainer: 'equations',
      likes: 5,
      questions: [{ text: welcome.questions[0]?.text, options: welcome.questions[0]?.options, correct: 1 }],
    });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Урок «Добро пожаловать в Умку!» сохранён'));
  });

  it('shows the server’s refusal of an option under its field', async () => {
    const user = userEvent.setup();
    server.on(
      zeroHomeworkAdminApi.update,
      refuse(422, 'VALIDATION_FAILED', [
        {
          field: 'questions.0.options.1.en-US',
          code: 'FIELD_TOO_LONG',
          message: { 'ru-RU': 'x', 'en-US': 'x', 'uk-UA': 'x' },
        },
      ]),
    );
    renderWithProviders(<AdminZeroLessonsPage />);

    const dialog = await openLesson(user, 'Добро пожаловать в Умку!', 1);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    const option = within(dialog).getByRole('textbox', { name: 'Вопрос 1, вариант 2 по-английски' });
    await waitFor(() => expect(option).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText(/длинн/i, { selector: '.mantine-InputWrapper-error' })).toHaveLength(1);
  });

  it('adds a question with an option and sends it with the lesson', async () => {
    const user = userEvent.setup();
    server.on(zeroHomeworkAdminApi.update, ({ body }) => ({ ...classLesson, ...(body as object), questions: [] }));
    renderWithProviders(<AdminZeroLessonsPage />);

    const dialog = await openLesson(user, 'Класс и игры', 2);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить вопрос' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить вариант к вопросу 3' }));
    const fill = async (name: string, text: string) => user.type(within(dialog).getByRole('textbox', { name }), text);
    await fill('Вопрос 3 по-русски', 'Где магазин?');
    await fill('Вопрос 3 по-английски', 'Where is the shop?');
    await fill('Вопрос 3 по-украински', 'Де крамниця?');
    for (const [option, words] of [
      [1, ['Тут', 'Here', 'Тут']],
      [2, ['Там', 'There', 'Там']],
      [3, ['Нигде', 'Nowhere', 'Ніде']],
    ] as const) {
      await fill(`Вопрос 3, вариант ${option} по-русски`, words[0]);
      await fill(`Вопрос 3, вариант ${option} по-английски`, words[1]);
      await fill(`Вопрос 3, вариант ${option} по-украински`, words[2]);
    }
    await user.click(within(dialog).getByRole('radio', { name: 'Вопрос 3: вариант 3 правильный' }));
    await user.click(within(dialog).getByRole('button', { name: 'Вопрос 3: удалить вариант 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(server.callsTo(zeroHomeworkAdminApi.update)).toHaveLength(1));
    const body = server.callsTo(zeroHomeworkAdminApi.update)[0]?.body as { questions: unknown[] };
    expect(body.questions).toHaveLength(3);
    expect(body.questions[2]).toEqual({
      text: { 'ru-RU': 'Где магазин?', 'en-US': 'Where is the shop?', 'uk-UA': 'Де крамниця?' },
      options: [
        { 'ru-RU': 'Там', 'en-US': 'There', 'uk-UA': 'Там' },
        { 'ru-RU': 'Нигде', 'en-US': 'Nowhere', 'uk-UA': 'Ніде' },
      ],
      correct: 1,
    });
  });
});
