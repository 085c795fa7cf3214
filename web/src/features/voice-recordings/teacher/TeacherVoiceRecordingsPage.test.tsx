import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type VoiceRecording, type VoiceRecordingsPage, voiceRecordingsApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockServer, renderApp, signIn } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS } from '../../../test/render.tsx';

const teacher = buildUser(ROLE.teacher);
/** The page loads lazily with the app: on a busy machine that takes past the default second. */
const PAGE_LOAD = { timeout: 5000 };

function recording(overrides: Partial<VoiceRecording>): VoiceRecording {
  return {
    id: 1,
    student_id: 31,
    student_name: 'Миша Иванов',
    teacher_id: teacher.id,
    subject_id: 2,
    topic: 'articulation:drummer',
    topic_title: 'Барабанщик',
    content_type: 'audio/webm',
    size: 11000,
    duration_ms: 4400,
    created_at: '2026-12-02T09:20:00.000Z',
    heard_at: null,
    ...overrides,
  };
}

const drummer = recording({ id: 7 });
const horse = recording({
  id: 5,
  student_id: 32,
  student_name: 'Аня Соколова',
  topic: 'articulation:horse',
  topic_title: 'Лошадка',
  heard_at: '2026-12-01T08:00:00.000Z',
});

const pageOf = (items: VoiceRecording[], unheard: number): VoiceRecordingsPage => ({
  items,
  total: items.length,
  page: 1,
  per_page: 10,
  last_page: 1,
  unheard,
});

function openPage(items: VoiceRecording[], unheard: number) {
  signIn(teacher);
  const server = mockServer({ 'GET /api/me': { status: 200, body: { status: true, data: buildMe(teacher) } } });
  server.on(voiceRecordingsApi.received, pageOf(items, unheard));
  server.on(voiceRecordingsApi.unheard, { count: unheard });
  server.on(voiceRecordingsApi.audioUrl, (request) => ({
    url: `/api/voice-recordings/${request.params.id}/audio?u=2&exp=1&sig=x`,
    expires_at: '2026-12-02T10:00:00.000Z',
  }));
  return { server, ...renderApp('/teacher/voice-recordings') };
}

describe("the teacher's student recordings page", { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('is in the teacher menu with the count of unheard recordings, and lists who sent what, newest first', async () => {
    openPage([drummer, horse], 1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Записи учеников' }, PAGE_LOAD)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Записи учеников/ });
    expect(link).toHaveAttribute('href', '/teacher/voice-recordings');
    expect(await within(link).findByText('1 новая запись')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Миша Иванов, Барабанщик',
      'Аня Соколова, Лошадка',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Новая')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Прослушана')).toBeInTheDocument();
    expect(await screen.findByLabelText('Запись: Миша Иванов, Барабанщик')).toHaveAttribute(
      'src',
      '/api/voice-recordings/7/audio?u=2&exp=1&sig=x',
    );
  });

  it('marks a new recording heard when it is played, once, and not one already heard', async () => {
    const { server } = openPage([drummer, horse], 1);
    server.on(voiceRecordingsApi.heard, { ...drummer, heard_at: '2026-12-02T10:00:00.000Z' });

    fireEvent.play(await screen.findByLabelText('Запись: Аня Соколова, Лошадка', {}, PAGE_LOAD));
    const player = await screen.findByLabelText('Запись: Миша Иванов, Барабанщик');
    server.on(voiceRecordingsApi.unheard, { count: 0 });
    fireEvent.play(player);

    const card = screen.getByRole('article', { name: 'Миша Иванов, Барабанщик' });
    expect(await within(card).findByText('Прослушана')).toBeInTheDocument();
    fireEvent.play(player);
    expect(server.callsTo(voiceRecordingsApi.heard).map((call) => call.params.id)).toEqual(['7']);
    await waitFor(() => expect(screen.queryByText('1 новая запись')).not.toBeInTheDocument());
  });

  it('deletes a recording only after confirmation', async () => {
    const { server, user } = openPage([drummer], 1);
    server.on(voiceRecordingsApi.remove, { id: drummer.id });
    const remove = await screen.findByRole('button', { name: 'Удалить запись: Миша Иванов, Барабанщик' }, PAGE_LOAD);

    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить запись?' });
    expect(dialog).toHaveTextContent('Запись «Барабанщик» от ученика Миша Иванов удалится насовсем');
    await user.click(within(dialog).getByRole('button', { name: 'Нет' }));
    expect(server.callsTo(voiceRecordingsApi.remove)).toHaveLength(0);

    server.on(voiceRecordingsApi.received, pageOf([], 0));
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удалить запись?' })).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(server.callsTo(voiceRecordingsApi.remove).map((call) => call.params.id)).toEqual(['7']));
    expect(await screen.findByText('Пока никто не прислал запись')).toBeInTheDocument();
  });

  it('explains where recordings come from while there are none', async () => {
    openPage([], 0);
    expect(await screen.findByText('Пока никто не прислал запись', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/нажимает «Отправить учителю» — запись появится здесь/)).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Записи учеников/ })).queryByText(/нов/)).not.toBeInTheDocument();
  });
});
