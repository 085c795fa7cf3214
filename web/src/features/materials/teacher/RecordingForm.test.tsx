import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Recording } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { FakeRequest } from '../../../test/fake-upload-request.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RecordingForm } from './RecordingForm.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const uploaded: Recording = {
  id: 95,
  group_id: 7,
  title: 'Lesson 5',
  recorded_on: '2026-11-20',
  kind: 'video',
  url: null,
  video: { size: 4, content_type: 'video/mp4' },
  created_at: '2026-11-20T12:00:00Z',
};

const video = () => new File(['....ftypisom'], 'lesson.mp4', { type: 'video/mp4' });
const MEGABYTE = 1024 * 1024;
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  FakeRequest.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.spyOn(authStore, 'token').mockReturnValue('token-1');
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({
    'GET /api/client-config': ok({ forced_locale: null, maintenance: false, recording_max_bytes: MEGABYTE }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function chooseVideoMode() {
  renderWithProviders(<RecordingForm classId={7} />, { locale: 'en-US' });
  const form = screen.getByRole('form', { name: 'New lesson recording' });
  await userEvent.click(within(form).getByText('Upload a video'));
  await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Lesson 5');
  const date = form.querySelector('input[type="date"]') as HTMLInputElement;
  await userEvent.clear(date);
  await userEvent.type(date, '2026-11-20');
  return form;
}

const fileInput = (form: HTMLElement) => form.querySelector('input[type="file"]') as HTMLInputElement;

describe('RecordingForm', () => {
  it('asks for a link by default and a video file once "Upload a video" is chosen', async () => {
    renderWithProviders(<RecordingForm classId={7} />, { locale: 'en-US' });
    const form = screen.getByRole('form', { name: 'New lesson recording' });
    expect(within(form).getByRole('textbox', { name: /Video link/ })).toBeInTheDocument();
    expect(fileInput(form)).toBeNull();

    await userEvent.click(within(form).getByText('Upload a video'));
    expect(within(form).queryByRole('textbox', { name: /Video link/ })).not.toBeInTheDocument();
    expect(fileInput(form)).toHaveAttribute('accept', 'video/mp4,video/webm');
    expect(await within(form).findByText('MP4 or WebM, up to 1 MB')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'No file yet');
    await userEvent.click(within(form).getByRole('button', { name: 'Add recording' }));
    expect(await within(form).findByText('Fill in the field')).toBeInTheDocument();
    expect(FakeRequest.last).toBeNull();
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('uploads the video with its fields, shows the progress and clears the form when it is kept', async () => {
    const form = await chooseVideoMode();
    await userEvent.upload(fileInput(form), video());
    await userEvent.click(within(form).getByRole('button', { name: 'Add recording' }));

    const request = FakeRequest.last;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/groups/7/recordings/video');
    expect(request?.headers.Authorization).toBe('Bearer token-1');
    expect(request?.body?.get('title')).toBe('Lesson 5');
    expect(request?.body?.get('recorded_on')).toBe('2026-11-20');
    expect(request?.body?.get('file')).toBeInstanceOf(File);
    expect([...(request?.body?.keys() ?? [])]).toEqual(['title', 'recorded_on', 'file']);

    act(() => request?.progress(42, 100));
    expect(await within(form).findByText('Uploading: 42%')).toBeInTheDocument();
    expect(within(form).getByRole('progressbar', { name: 'Uploading: 42%' })).toBeInTheDocument();

    act(() => request?.respond(201, { status: true, data: uploaded }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Recording «Lesson 5» added'));
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it("shows the server's refusal beside the file, or above the button when it is not about a field", async () => {
    const form = await chooseVideoMode();
    await userEvent.upload(fileInput(form), video());
    await userEvent.click(within(form).getByRole('button', { name: 'Add recording' }));
    act(() =>
      FakeRequest.last?.respond(422, {
        status: false,
        code: 'VALIDATION_FAILED',
        message: errorMessage('VALIDATION_FAILED'),
        fields: [{ field: 'file', code: 'VIDEO_TYPE_NOT_ALLOWED', message: errorMessage('VIDEO_TYPE_NOT_ALLOWED') }],
      }),
    );
    expect(await within(form).findByText('Upload an MP4 or WebM video')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Add recording' }));
    act(() =>
      FakeRequest.last?.respond(413, {
        status: false,
        code: 'VIDEO_TOO_LARGE',
        message: errorMessage('VIDEO_TOO_LARGE'),
      }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(/The video is too large/);
  });

  it('refuses a video larger than the server takes as soon as it is chosen, and sends nothing', async () => {
    const form = await chooseVideoMode();
    const big = new File([new Uint8Array(MEGABYTE + 1)], 'long-lesson.mp4', { type: 'video/mp4' });
    await userEvent.upload(fileInput(form), big);
    expect(await within(form).findByText(/The video is too large/)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Add recording' }));
    expect(within(form).getByText(/The video is too large/)).toBeInTheDocument();
    expect(FakeRequest.last).toBeNull();

    await userEvent.upload(fileInput(form), video());
    expect(within(form).queryByText(/The video is too large/)).not.toBeInTheDocument();
  });

  it('cancels an upload without reporting it as a failure', async () => {
    const form = await chooseVideoMode();
    await userEvent.upload(fileInput(form), video());
    await userEvent.click(within(form).getByRole('button', { name: 'Add recording' }));
    act(() => FakeRequest.last?.progress(10, 100));
    await userEvent.click(await within(form).findByRole('button', { name: 'Cancel upload' }));

    expect(FakeRequest.last?.aborted).toBe(true);
    await waitFor(() => expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
