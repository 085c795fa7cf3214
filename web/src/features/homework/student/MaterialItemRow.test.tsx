import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeworkItemProgress, HomeworkMaterialItem } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildStudentHomework } from '../studentHomework.fixtures.ts';
import { StudentHomeworkPage } from './StudentHomeworkPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 3, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 3, main_id: 3 } }) }));

const pageItem: HomeworkMaterialItem = {
  id: 36,
  type: 'material',
  material_id: 90,
  material: {
    id: 90,
    subject_id: 3,
    kind: 'page',
    title: 'Плюс девять на соробане',
    description: 'Правило «+10 −1»',
    url: null,
    picture_url: null,
    document: null,
    video: null,
  },
};
const videoItem: HomeworkMaterialItem = {
  id: 38,
  type: 'material',
  material_id: 91,
  material: {
    ...pageItem.material,
    id: 91,
    kind: 'video',
    title: 'Соробан в руках',
    description: null,
    video: {
      size: 2048,
      content_type: 'video/mp4',
      url: '/api/library/materials/91/video?u=3&exp=1800000000&sig=abc',
      expires_at: '2027-01-15T08:00:00.000Z',
    },
  } as HomeworkMaterialItem['material'],
};
const removedItem: HomeworkMaterialItem = { id: 37, type: 'material', material_id: null, material: null };
const materialProgress = (itemId: number, complete: boolean): HomeworkItemProgress => ({
  item_id: itemId,
  type: 'material',
  rounds_done: 0,
  target_rounds: 0,
  answer: null,
  complete,
});

let opened = false;
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  opened = false;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00'));
  server = mockServer({
    'GET /api/students/3/homework': () =>
      ok({
        current: [
          buildStudentHomework({
            title: 'Читаем правило',
            items: [pageItem, removedItem],
            progress: [materialProgress(36, opened), materialProgress(37, true)],
            complete: opened,
          }),
        ],
        past: [],
      }),
    'GET /api/homework/12/materials/36/page': ok({
      material_id: 90,
      title: 'Плюс девять на соробане',
      subject_id: 3,
      doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Прибавь десять' }] }] },
      published_at: '2026-11-20T10:00:00.000Z',
      trainers: [],
    }),
    'POST /api/homework/12/materials/36/open': () => {
      opened = true;
      return ok(materialProgress(36, true));
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const openCalls = () => server.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/open'));

describe('a library material in the student homework', () => {
  it('shows the material to read, opens its page through the homework and marks it read', async () => {
    renderWithProviders(<StudentHomeworkPage />);
    const card = await screen.findByRole('article', { name: 'Читаем правило' });
    expect(within(card).getByText('Плюс девять на соробане')).toBeInTheDocument();
    expect(within(card).getByText('Страница')).toBeInTheDocument();
    expect(within(card).getByText('Прочитать')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Открыть страницу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Плюс девять на соробане' });
    expect(await within(dialog).findByText('Прибавь десять')).toBeInTheDocument();
    await waitFor(() => expect(openCalls()).toHaveLength(1));
    expect(await within(card).findByText('Прочитано')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path.startsWith('/api/library/'))).toBe(false);
  });

  it('does not mark a material read again once it is', async () => {
    opened = true;
    renderWithProviders(<StudentHomeworkPage />);
    const card = await screen.findByRole('article', { name: 'Читаем правило' });
    expect(await within(card).findByText('Прочитано')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Открыть страницу' }));
    await screen.findByRole('dialog', { name: 'Плюс девять на соробане' });
    expect(openCalls()).toHaveLength(0);
  });

  it('plays an uploaded video from the address signed for the student, and marks it watched', async () => {
    server.set('GET /api/students/3/homework', () =>
      ok({
        current: [
          buildStudentHomework({
            title: 'Смотрим видео',
            items: [videoItem],
            progress: [materialProgress(38, opened)],
            complete: opened,
          }),
        ],
        past: [],
      }),
    );
    server.set('POST /api/homework/12/materials/38/open', () => {
      opened = true;
      return ok(materialProgress(38, true));
    });
    renderWithProviders(<StudentHomeworkPage />);
    const card = await screen.findByRole('article', { name: 'Смотрим видео' });
    await userEvent.click(within(card).getByRole('button', { name: 'Смотреть видео' }));
    const dialog = await screen.findByRole('dialog', { name: 'Соробан в руках' });
    expect(within(dialog).getByLabelText('Видео «Соробан в руках»')).toHaveAttribute(
      'src',
      '/api/library/materials/91/video?u=3&exp=1800000000&sig=abc',
    );
    await waitFor(() => expect(openCalls()).toHaveLength(1));
    expect(await within(card).findByText('Прочитано')).toBeInTheDocument();
  });

  it('says a material deleted from the library is gone, with nothing to open', async () => {
    renderWithProviders(<StudentHomeworkPage />);
    const card = await screen.findByRole('article', { name: 'Читаем правило' });
    expect(within(card).getByText('Материал удалён из библиотеки')).toBeInTheDocument();
    expect(within(card).getByText('Его убрали из библиотеки школы — здесь ничего делать не нужно')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: 'Открыть страницу' })).toHaveLength(1);
  });
});
