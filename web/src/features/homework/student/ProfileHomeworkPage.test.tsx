import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildAnswer, buildStudentHomework, taskProgress, trainerProgress } from '../studentHomework.fixtures.ts';
import { ProfileHomeworkPage } from './ProfileHomeworkPage.tsx';

const reader = { id: 3, main_id: 3, title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' } };
vi.mock('../../../lib/auth.tsx', () => ({
  useAuth: () => ({ user: { id: 3, role_id: 3 }, me: { student: { subjects: [reader] } } }),
}));

const accepted = buildAnswer({ status: 'accepted', created_at: '2026-11-13T10:00:00.000Z' });
const late = buildAnswer({ status: 'accepted', created_at: '2026-11-20T10:00:00.000Z' });

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  server.set(
    'GET /api/students/3/homework',
    ok({
      current: [buildStudentHomework({ id: 12, due_on: '2026-11-25' })],
      past: [
        buildStudentHomework({
          id: 11,
          due_on: '2026-11-14',
          complete: true,
          progress: [trainerProgress({ rounds_done: 5, complete: true }), taskProgress(accepted)],
        }),
        buildStudentHomework({
          id: 10,
          due_on: '2026-11-14',
          complete: true,
          progress: [trainerProgress({ rounds_done: 5, complete: true }), taskProgress(late)],
        }),
      ],
    }),
  );
});

describe('ProfileHomeworkPage', () => {
  it('sums up homework done on time, trainer targets reached and accepted answers per subject', async () => {
    renderWithProviders(<ProfileHomeworkPage />);
    const card = await screen.findByRole('article', { name: 'Чтение' });
    const asked = server.calls.filter((call) => call.path === '/api/students/3/homework');
    expect(asked.map((call) => call.query.toString())).toEqual(['']);
    const figure = (label: string) => within(card).getByText(label).previousElementSibling;
    expect(figure('заданий выполнено в срок')).toHaveTextContent('1 из 3');
    expect(figure('целей в тренажёрах достигнуто')).toHaveTextContent('2 из 3');
    expect(figure('ответов принято учителем')).toHaveTextContent('2 из 3');
  });

  it('says so when there is no homework yet', async () => {
    server.set('GET /api/students/3/homework', ok({ current: [], past: [] }));
    renderWithProviders(<ProfileHomeworkPage />);
    expect(await screen.findByText('Домашних заданий пока нет')).toBeInTheDocument();
  });
});
