// @vitest-environment-options {"settings": {"disableIframePageLoading": true}}
import { screen, within } from '@testing-library/react';
import type { StudentClass } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentClassPage } from './StudentClassPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError, isApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError, isApiError };
});
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 11, role_id: 3 } }) }));
vi.mock('../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 3, main_id: 3 } }) }));

const schoolClass: StudentClass = {
  id: 7,
  title: '3 A',
  subject_id: 3,
  teacher_name: 'Anna Petrova',
  message: 'Bring the abacus on Monday',
  schedule: [
    { weekday: 1, starts_at: '16:00', duration_minutes: 45 },
    { weekday: 4, starts_at: '09:30', duration_minutes: 60 },
  ],
  materials: [
    {
      id: 31,
      title: 'Abacus worksheet',
      kind: 'file',
      url: null,
      file: { id: 5, name: 'abacus.pdf', size: 2048, content_type: 'application/pdf', created_at: '2026-11-20' },
      description: 'Print it',
    },
    { id: 32, title: 'Number game', kind: 'link', url: 'https://example.org/game', file: null, description: null },
  ],
  recordings: [
    {
      id: 91,
      group_id: 7,
      title: 'Lesson 2',
      recorded_on: '2026-11-19',
      url: 'https://cloud.example.org/lesson2.mp4',
      created_at: '2026-11-19T12:00:00Z',
    },
  ],
};

/** Only the player test embeds a video: the test DOM refuses (and reports) loading every iframe. */
const youtubeRecording: StudentClass['recordings'][number] = {
  id: 90,
  group_id: 7,
  title: 'Lesson 1',
  recorded_on: '2026-11-18',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  created_at: '2026-11-18T12:00:00Z',
};

let classes: StudentClass[];

beforeEach(() => {
  classes = [schoolClass];
  client.get.mockReset().mockImplementation(() => Promise.resolve(classes));
});

describe('StudentClassPage', () => {
  it("reads the student's classes of the chosen subject", async () => {
    renderWithProviders(<StudentClassPage />, { locale: 'en-US' });
    await screen.findByRole('article', { name: '3 A' });
    expect(client.get).toHaveBeenCalledWith(
      '/students/11/classes',
      expect.objectContaining({ query: { subject_id: 3 } }),
    );
  });

  it('shows the teacher, the notice and the weekly schedule', async () => {
    renderWithProviders(<StudentClassPage />, { locale: 'en-US' });
    const card = await screen.findByRole('article', { name: '3 A' });
    expect(within(card).getByText('Teacher: Anna Petrova')).toBeInTheDocument();
    expect(within(card).getByText('Bring the abacus on Monday')).toBeInTheDocument();
    const schedule = within(card).getByRole('region', { name: 'Schedule' });
    expect(within(schedule).getByText('Monday, 16:00 · 45 min')).toBeInTheDocument();
    expect(within(schedule).getByText('Thursday, 09:30 · 60 min')).toBeInTheDocument();
  });

  it('offers each material as a download or a link', async () => {
    renderWithProviders(<StudentClassPage />, { locale: 'en-US' });
    const materials = within(await screen.findByRole('article', { name: '3 A' })).getByRole('region', {
      name: 'Materials',
    });
    expect(within(materials).getByRole('button', { name: /abacus\.pdf/ })).toBeInTheDocument();
    const link = within(materials).getByRole('link', { name: 'Open the link' });
    expect(link).toHaveAttribute('href', 'https://example.org/game');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('plays a YouTube recording from the no-cookie host and opens any other link', async () => {
    classes = [{ ...schoolClass, recordings: [youtubeRecording, ...schoolClass.recordings] }];
    renderWithProviders(<StudentClassPage />, { locale: 'en-US' });
    await screen.findByRole('article', { name: '3 A' });
    const player = screen.getByTitle('Video: Lesson 1');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByRole('link', { name: 'Watch «Lesson 2»' })).toHaveAttribute(
      'href',
      'https://cloud.example.org/lesson2.mp4',
    );
  });

  it('says so when the student is in no class of the subject', async () => {
    classes = [];
    renderWithProviders(<StudentClassPage />, { locale: 'ru-RU' });
    expect(await screen.findByText('Ты пока не состоишь в классе по этому предмету')).toBeInTheDocument();
  });
});
