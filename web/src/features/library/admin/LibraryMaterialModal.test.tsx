import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type LibraryMaterial, libraryApi } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockServer } from '../../../test/app-harness.tsx';
import { FakeRequest } from '../../../test/fake-upload-request.ts';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { LibraryMaterialModal } from './LibraryMaterialModal.tsx';

const DOCUMENT: LibraryMaterial = {
  id: 4,
  subject_id: 1,
  kind: 'document',
  title: 'Рабочий лист',
  description: null,
  tags: [],
  url: null,
  picture_url: null,
  document: { name: 'лист.pdf', size: 120, content_type: 'application/pdf' },
  video: null,
  published_at: null,
  visible: true,
  group_ids: [],
  created_at: '2026-12-04T12:00:00.000Z',
  updated_at: '2026-12-04T12:00:00.000Z',
};

const VIDEO: LibraryMaterial = {
  ...DOCUMENT,
  id: 5,
  kind: 'video',
  title: 'Опыт с магнитом',
  document: null,
  video: { size: 4, content_type: 'video/mp4', url: '/api/library/materials/5/video?u=1', expires_at: '' },
};

const SUBJECTS = [{ value: '1', label: 'Математика' }];
let server: ReturnType<typeof mockServer>;

function renderModal(material: LibraryMaterial | null, onClose = vi.fn()) {
  renderWithProviders(
    <LibraryMaterialModal
      material={material}
      subjects={SUBJECTS}
      tagOptions={[]}
      defaultSubject="1"
      onClose={onClose}
    />,
  );
  return onClose;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  FakeRequest.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.spyOn(authStore, 'token').mockReturnValue('token-1');
  server = mockServer();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LibraryMaterialModal', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('uploads a video file with its fields as a new video material', async () => {
    const user = userEvent.setup();
    const onClose = renderModal(null);
    await user.click(screen.getByRole('combobox', { name: 'Вид материала' }));
    await user.click(await screen.findByRole('option', { name: 'Видео' }));
    await user.click(screen.getByText('Файл'));
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Опыт с магнитом');
    await user.upload(fileInput(), new File(['....ftypisom'], 'magnet.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const request = FakeRequest.last;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/library/materials/video');
    expect([...(request?.body?.keys() ?? [])]).toEqual(['data', 'file']);
    expect(JSON.parse(String(request?.body?.get('data')))).toMatchObject({ subject_id: 1, title: 'Опыт с магнитом' });
    act(() => request?.respond(201, { status: true, data: VIDEO }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the server’s refusal of a file that is not a video beside the file', async () => {
    const user = userEvent.setup();
    const onClose = renderModal(VIDEO);
    expect(screen.queryByRole('textbox', { name: /Ссылка на видео/ })).toBeNull();
    server.on(libraryApi.update, VIDEO);
    await user.upload(fileInput(), new File(['MZ'], 'setup.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(FakeRequest.last?.url).toBe('/api/library/materials/5/video'));
    act(() =>
      FakeRequest.last?.respond(422, {
        status: false,
        code: 'VALIDATION_FAILED',
        message: errorMessage('VALIDATION_FAILED'),
        fields: [{ field: 'file', code: 'VIDEO_TYPE_NOT_ALLOWED', message: errorMessage('VIDEO_TYPE_NOT_ALLOWED') }],
      }),
    );
    expect(await screen.findByText('Загрузите видео в формате MP4 или WebM')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a document’s fields, then sends the file that replaces its own', async () => {
    const user = userEvent.setup();
    const onClose = renderModal(DOCUMENT);
    server.on(libraryApi.update, DOCUMENT);
    expect(screen.getByText(/Старый файл удалится после сохранения/)).toBeInTheDocument();
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'новый.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(FakeRequest.last?.method).toBe('PUT'));
    expect(server.callsTo(libraryApi.update)).toHaveLength(1);
    expect(FakeRequest.last?.url).toBe('/api/library/materials/4/file');
    expect(FakeRequest.last?.body?.get('file')).toHaveProperty('name', 'новый.pdf');
    act(() => FakeRequest.last?.respond(200, { status: true, data: DOCUMENT }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('edits a document without a new file through the fields alone', async () => {
    const user = userEvent.setup();
    const onClose = renderModal(DOCUMENT);
    server.on(libraryApi.update, DOCUMENT);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(FakeRequest.last).toBeNull();
  });
});
