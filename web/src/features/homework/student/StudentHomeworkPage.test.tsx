import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildAnswer, buildStudentHomework, taskProgress, trainerProgress } from '../studentHomework.fixtures.ts';
import { StudentHomeworkPage } from './StudentHomeworkPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 3, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 3, main_id: 3 } }) }));
const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify.ts', () => notify);

const current = buildStudentHomework({ due_on: '2026-11-22' });
const reworked = buildAnswer({
  status: 'needs_rework',
  comment: 'Допиши единицы измерения',
  reviewed_at: '2026-11-16T09:00:00Z',
});
const past = buildStudentHomework({
  id: 11,
  title: 'Прошлая неделя',
  given_on: '2026-11-10',
  due_on: '2026-11-14',
  progress: [trainerProgress({ rounds_done: 5, complete: true }), taskProgress(reworked)],
});
let answers: unknown[] = [];
let server: ReturnType<typeof mockServer>;

/** The answers the page sent, each with the path it went to. */
function sentAnswers(): [string, FormData][] {
  return server.calls
    .filter((call) => call.method === 'POST' && /^\/api\/homework\/\d+\/tasks\/\d+\/answers$/.test(call.path))
    .map((call) => [call.path, call.body as FormData]);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00'));
  answers = [];
  server = mockServer({
    'GET /api/students/3/homework': ok({ current: [current], past: [past] }),
    'GET /api/homework/12/tasks/35/answers': () => ok(answers),
    'GET /api/homework/11/tasks/35/answers': () => ok(answers),
    'POST /api/homework/12/tasks/35/answers': ok(buildAnswer()),
    'POST /api/homework/11/tasks/35/answers': ok(buildAnswer()),
  });
  notify.notifySuccess.mockReset();
  notify.notifyError.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openTask(card: string) {
  const article = await screen.findByRole('article', { name: card });
  await userEvent.click(within(article).getByRole('button', { name: 'Ответить на задачу 1' }));
  return screen.findByRole('dialog', { name: 'Задача 1' });
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

describe('StudentHomeworkPage', () => {
  it('lists current and past homework with due dates, trainer progress and task statuses', async () => {
    renderWithProviders(<StudentHomeworkPage />);
    const now = within(await screen.findByRole('region', { name: 'Текущие' })).getByRole('article');
    const asked = server.calls.filter((call) => call.path === '/api/students/3/homework');
    expect(asked.map((call) => call.query.toString())).toEqual(['subject_id=3']);
    expect(within(now).getByText('Скоро срок')).toBeInTheDocument();
    expect(within(now).getByText('Раундов засчитано: 2 из 5')).toBeInTheDocument();
    expect(within(now).getByText('Не отправлено')).toBeInTheDocument();
    expect(within(now).getByRole('link', { name: 'Играть: Уравнения' })).toHaveAttribute(
      'href',
      '/trainers/homework/12?item=34',
    );

    const before = within(screen.getByRole('region', { name: 'Прошедшие' })).getByRole('article');
    expect(within(before).getByText('Просрочено')).toBeInTheDocument();
    expect(within(before).getByText('Цель достигнута')).toBeInTheDocument();
    expect(within(before).getByText('Нужно доработать')).toBeInTheDocument();
    expect(within(before).getByText('Комментарий учителя: Допиши единицы измерения')).toBeInTheDocument();
  });

  it('sends a text with a file as multipart and says the task was sent', async () => {
    renderWithProviders(<StudentHomeworkPage />);
    const dialog = await openTask('Уравнения и задача');
    expect(within(dialog).getByText('Реши задачу про яблоки')).toBeInTheDocument();
    await userEvent.type(await within(dialog).findByLabelText('Твой ответ'), 'Пять яблок');
    const photo = new File(['jpeg'], 'решение.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(dialog), photo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Задание успешно отправлено!'));
    const [path, body] = sentAnswers()[0] ?? [];
    expect(path).toBe('/api/homework/12/tasks/35/answers');
    expect(body).toBeInstanceOf(FormData);
    expect(body?.get('text')).toBe('Пять яблок');
    expect(((body?.getAll('files') ?? []) as File[]).map((file) => file.name)).toEqual(['решение.jpg']);
  });

  it("tells a refusal as 'Failed to submit task' with the server's reason", async () => {
    server.set('POST /api/homework/12/tasks/35/answers', fail(415, 'FILE_TYPE_NOT_ALLOWED'));
    renderWithProviders(<StudentHomeworkPage />);
    const dialog = await openTask('Уравнения и задача');
    await userEvent.upload(fileInput(dialog), new File(['MZ'], 'game.exe'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    const reason = errorMessage('FILE_TYPE_NOT_ALLOWED')['ru-RU'];
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Не удалось отправить задание', reason));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    expect(notify.notifySuccess).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit before uploading it', async () => {
    renderWithProviders(<StudentHomeworkPage />);
    const dialog = await openTask('Уравнения и задача');
    const huge = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(fileInput(dialog), huge);
    expect(within(dialog).getByText('Файл больше 10 МБ')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });

  it("shows the teacher's review in the history and sends a new version after 'needs rework'", async () => {
    answers = [reworked];
    renderWithProviders(<StudentHomeworkPage />);
    const dialog = await openTask('Прошлая неделя');
    const history = await within(dialog).findByRole('region', { name: 'Отправленные ответы' });
    const version = within(history).getByRole('article', { name: 'Версия 1' });
    expect(within(version).getByText('Нужно доработать')).toBeInTheDocument();
    expect(within(version).getByText('Комментарий учителя: Допиши единицы измерения')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Новая версия ответа'), 'Пять яблок, штук');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить новую версию' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Задание успешно отправлено!'));
    const [path, body] = sentAnswers()[0] ?? [];
    expect(path).toBe('/api/homework/11/tasks/35/answers');
    expect(body?.get('text')).toBe('Пять яблок, штук');
  });

  it("downloads a task's file through the API client, with the token", async () => {
    server.set('GET /api/files/90', { status: 200, body: new Blob(['%PDF']) });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:task');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<StudentHomeworkPage />);
    const dialog = await openTask('Уравнения и задача');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать файл яблоки.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(server.calls.filter((call) => call.path.startsWith('/api/files/'))).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/files/90' }),
    ]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('яблоки.pdf');
  });
});
