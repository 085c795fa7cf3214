import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type VoiceRecording } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store.ts';
import { FakeRequest } from '../../test/fake-upload-request.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { type LiveRecording, MicrophoneError } from './microphone.ts';
import { VoiceRecorder } from './VoiceRecorder.tsx';

const microphone = vi.hoisted(() => ({
  canRecord: vi.fn<() => boolean>(),
  startRecording: vi.fn<() => Promise<LiveRecording>>(),
}));
vi.mock('./microphone.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./microphone.ts')>()),
  canRecord: microphone.canRecord,
  startRecording: microphone.startRecording,
}));

const sent: VoiceRecording = {
  id: 41,
  student_id: 3,
  student_name: 'Саша Ученикова',
  teacher_id: 2,
  subject_id: 2,
  topic: 'articulation:clock',
  topic_title: 'Часики',
  content_type: 'audio/webm',
  size: 4,
  duration_ms: 3000,
  created_at: '2026-12-02T10:00:00.000Z',
  heard_at: null,
};

/** A microphone that records until stopped and answers a small WebM. */
function fakeTake() {
  const take = { stop: vi.fn(async () => new Blob(['OggS'], { type: 'audio/webm;codecs=opus' })), cancel: vi.fn() };
  microphone.startRecording.mockResolvedValue(take);
  return take;
}

function renderRecorder() {
  return renderWithProviders(<VoiceRecorder subjectId={2} topic="articulation:clock" topicTitle="Часики" />);
}

const status = () => screen.getByRole('status');

async function recordAndStop(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Записать голос' }));
  expect(await screen.findByRole('timer')).toHaveTextContent('0:00 из 1:00');
  await user.click(screen.getByRole('button', { name: 'Остановить' }));
  return screen.findByLabelText('Твоя запись: Часики');
}

beforeEach(() => {
  FakeRequest.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.spyOn(authStore, 'token').mockReturnValue('token-1');
  microphone.canRecord.mockReturnValue(true);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:take-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  microphone.startRecording.mockReset();
});

describe('the voice recorder', () => {
  it('records, plays the recording back from the browser and sends it to the teacher with progress', async () => {
    const user = userEvent.setup();
    fakeTake();
    renderRecorder();
    expect(
      screen.getByText('Запись остаётся только на этом устройстве, пока ты не отправишь её учителю'),
    ).toBeVisible();

    const player = await recordAndStop(user);
    expect(player).toHaveAttribute('src', 'blob:take-1');
    expect(status()).toHaveTextContent('Запись готова! Послушай её.');
    expect(screen.getByRole('button', { name: 'Отправить учителю' })).toHaveFocus();
    expect(FakeRequest.last).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Отправить учителю' }));
    const upload = FakeRequest.last as FakeRequest | null;
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe('/api/voice-recordings');
    expect([...(upload?.body?.keys() ?? [])]).toEqual(['subject_id', 'topic', 'topic_title', 'duration_ms', 'audio']);
    expect(upload?.body?.get('subject_id')).toBe('2');
    expect(upload?.body?.get('topic')).toBe('articulation:clock');
    expect(upload?.body?.get('topic_title')).toBe('Часики');
    expect(Number(upload?.body?.get('duration_ms'))).toBeGreaterThan(0);
    expect(upload?.body?.get('audio')).toMatchObject({ name: 'voice.webm', type: 'audio/webm;codecs=opus' });
    expect(status()).toHaveTextContent('Отправляем запись учителю…');

    act(() => upload?.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Отправлено 40%' })).toBeInTheDocument();
    act(() => upload?.respond(201, { status: true, data: sent }));
    await waitFor(() => expect(status()).toHaveTextContent('Готово! Запись у учителя.'));
    expect(screen.getByRole('button', { name: 'Записать ещё' })).toBeInTheDocument();
  });

  it('keeps the recording when sending fails, says why, and sends it again', async () => {
    const user = userEvent.setup();
    fakeTake();
    renderRecorder();
    await recordAndStop(user);
    await user.click(screen.getByRole('button', { name: 'Отправить учителю' }));

    act(() =>
      FakeRequest.last?.respond(422, {
        status: false,
        code: 'NO_TEACHER_FOR_SUBJECT',
        message: errorMessage('NO_TEACHER_FOR_SUBJECT'),
      }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('Не получилось отправить. Запись осталась у тебя'));
    expect(status()).toHaveTextContent('У тебя пока нет учителя по этому предмету');
    expect(screen.getByLabelText('Твоя запись: Часики')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отправить ещё раз' }));
    act(() => FakeRequest.last?.respond(201, { status: true, data: sent }));
    await waitFor(() => expect(status()).toHaveTextContent('Готово! Запись у учителя.'));
  });

  it('throws the recording away on "delete", and lets go of it and the microphone when the page goes', async () => {
    const user = userEvent.setup();
    const take = fakeTake();
    const view = renderRecorder();
    await recordAndStop(user);

    await user.click(screen.getByRole('button', { name: 'Удалить запись' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:take-1');
    expect(screen.queryByLabelText('Твоя запись: Часики')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Нажми «Записать голос»');
    expect(screen.getByRole('button', { name: 'Записать голос' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    await screen.findByRole('button', { name: 'Остановить' });
    view.unmount();
    expect(take.cancel).toHaveBeenCalled();
  });

  it('explains a refused microphone kindly, and asks again on "try again"', async () => {
    const user = userEvent.setup();
    microphone.startRecording.mockRejectedValueOnce(new MicrophoneError('denied'));
    renderRecorder();

    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    await waitFor(() => expect(status()).toHaveTextContent('Браузер не разрешил включить микрофон'));
    fakeTake();
    await user.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('button', { name: 'Остановить' })).toHaveFocus();
    expect(status()).toHaveTextContent('Идёт запись…');
  });

  it('says when no microphone is plugged in', async () => {
    const user = userEvent.setup();
    microphone.startRecording.mockRejectedValueOnce(new MicrophoneError('missing'));
    renderRecorder();
    await user.click(screen.getByRole('button', { name: 'Записать голос' }));
    await waitFor(() => expect(status()).toHaveTextContent('Микрофон не найден. Подключи его и попробуй ещё раз.'));
  });

  it('offers no recording in a browser that cannot record, leaving the exercise alone', () => {
    microphone.canRecord.mockReturnValue(false);
    renderRecorder();
    expect(status()).toHaveTextContent('В этом браузере записать голос не получится.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('stops by itself after a minute', async () => {
    vi.useFakeTimers();
    const take = fakeTake();
    renderRecorder();
    fireEvent.click(screen.getByRole('button', { name: 'Записать голос' }));
    await act(() => Promise.resolve());
    expect(screen.getByRole('timer')).toHaveTextContent('0:00 из 1:00');

    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:30 из 1:00');
    await act(async () => vi.advanceTimersByTimeAsync(30_200));
    expect(take.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Твоя запись: Часики')).toBeInTheDocument();
  });
});
