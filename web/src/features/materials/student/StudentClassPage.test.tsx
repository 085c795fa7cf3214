// @vitest-environment-options {"settings": {"disableIframePageLoading": true}}
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentClass } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { StudentClassPage } from './StudentClassPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 11, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 3, main_id: 3 } }) }));

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
      kind: 'link',
      url: 'https://cloud.example.org/lesson2.mp4',
      video: null,
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
  kind: 'link',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  video: null,
  created_at: '2026-11-18T12:00:00Z',
};

let classes: StudentClass[];
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  classes = [schoolClass];
  server = mockServer({ 'GET /api/students/11/classes': () => ok(classes) });
});

/** The calls the page made to this path. */
function callsOf(path: string) {
  return server.calls.filter((call) => call.path === path);
}

describe('StudentClassPage', () => {
  it("reads the student's classes of the chosen subject", async () => {
    renderWithProviders(<StudentClassPage />, { locale: 'en-US' });
    await screen.findByRole('article', { name: '3 A' });
    expect(callsOf('/api/students/11/classes').map((call) => call.query.toString())).toEqual(['subject_id=3']);
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

  describe('an uploaded video', () => {
    const uploaded: StudentClass['recordings'][number] = {
      id: 92,
      group_id: 7,
      title: 'Lesson 3',
      recorded_on: '2026-11-20',
      kind: 'video',
      url: null,
      video: { size: 1_500_000, content_type: 'video/mp4' },
      created_at: '2026-11-20T12:00:00Z',
    };
    const signed = (n: number) => ({
      url: `/api/recordings/92/video?exp=${n}&sig=${'s'.repeat(43)}`,
      expires_at: '2026-11-20T14:00:00.000Z',
    });
    let addresses: number;

    beforeEach(() => {
      classes = [{ ...schoolClass, recordings: [uploaded] }];
      addresses = 0;
      server.set('GET /api/recordings/92/video-url', () => {
        addresses += 1;
        return ok(signed(addresses));
      });
    });
    afterEach(() => vi.restoreAllMocks());

    const player = () => screen.findByLabelText('Video: Lesson 3');

    it('plays in a video element from its signed address', async () => {
      renderWithProviders(<StudentClassPage />, { locale: 'en-US' });
      const video = await player();
      expect(video.tagName).toBe('VIDEO');
      expect(video).toHaveAttribute('src', signed(1).url);
      expect(video).toHaveAttribute('controls');
      expect(callsOf('/api/recordings/92/video-url')).toHaveLength(1);
    });

    it('takes a new address once the old one has expired, and goes on from the same moment', async () => {
      renderWithProviders(<StudentClassPage />, { locale: 'en-US' });
      const video = (await player()) as HTMLVideoElement;
      video.currentTime = 125;
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + 3 * 60 * 60 * 1000);
      fireEvent.error(video);
      await waitFor(() => expect(video).toHaveAttribute('src', signed(2).url));
      // What a browser does on a new address: it starts over, until the player seeks back.
      video.currentTime = 0;
      fireEvent.loadedMetadata(video);
      expect(video.currentTime).toBe(125);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says the video cannot be played when a fresh address fails too', async () => {
      renderWithProviders(<StudentClassPage />, { locale: 'en-US' });
      fireEvent.error(await player());
      expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be played');
      expect(addresses).toBe(1);
    });
  });

  it('says so when the student is in no class of the subject', async () => {
    classes = [];
    renderWithProviders(<StudentClassPage />, { locale: 'ru-RU' });
    expect(await screen.findByText('Ты пока не состоишь в классе по этому предмету')).toBeInTheDocument();
  });
});
