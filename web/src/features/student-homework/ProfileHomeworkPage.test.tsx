import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ProfileHomeworkPage } from './ProfileHomeworkPage.tsx';
import { buildAnswer, buildStudentHomework, taskProgress, trainerProgress } from './studentHomework.fixtures.ts';

const client = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError, isApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError, isApiError };
});
const reader = { id: 3, main_id: 3, title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' } };
vi.mock('../../lib/auth.tsx', () => ({
  useAuth: () => ({ user: { id: 3, role_id: 3 }, me: { student: { subjects: [reader] } } }),
}));

const accepted = buildAnswer({ status: 'accepted', created_at: '2026-11-13T10:00:00.000Z' });
const late = buildAnswer({ status: 'accepted', created_at: '2026-11-20T10:00:00.000Z' });

beforeEach(() => {
  client.get.mockReset().mockResolvedValue({
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
  });
});

describe('ProfileHomeworkPage', () => {
  it('sums up homework done on time, trainer targets reached and accepted answers per subject', async () => {
    renderWithProviders(<ProfileHomeworkPage />);
    const card = await screen.findByRole('article', { name: 'Чтение' });
    expect(client.get).toHaveBeenCalledWith(
      '/students/3/homework',
      expect.objectContaining({ query: { subject_id: null } }),
    );
    const figure = (label: string) => within(card).getByText(label).previousElementSibling;
    expect(figure('заданий выполнено в срок')).toHaveTextContent('1 из 3');
    expect(figure('целей в тренажёрах достигнуто')).toHaveTextContent('2 из 3');
    expect(figure('ответов принято учителем')).toHaveTextContent('2 из 3');
  });

  it('says so when there is no homework yet', async () => {
    client.get.mockResolvedValue({ current: [], past: [] });
    renderWithProviders(<ProfileHomeworkPage />);
    expect(await screen.findByText('Домашних заданий пока нет')).toBeInTheDocument();
  });
});
