import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataRightsApi, type StudentErasure } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify.ts';
import { mockServer } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentDataRightsCard } from './StudentDataRightsCard.tsx';

const erased: StudentErasure = {
  student_id: 11,
  erased_at: '2026-12-06T10:00:00.000Z',
  deleted: [{ table: 'trainer_results', rows: 40 }],
  kept: [{ table: 'likes_ledger', rows: 12 }],
  files_removed: 2,
};

vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(dataRightsApi.eraseStudent, erased);
});

const student = { id: 11, name: 'Миша Иванов' };

describe("a student's data rights card", () => {
  it('downloads the whole record as a ZIP through the API client', async () => {
    server.set('GET /api/students/11/data-export', {
      body: new Blob(['PK'], { type: 'application/zip' }),
      headers: { 'content-type': 'application/zip' },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<StudentDataRightsCard student={student} onErased={() => undefined} />);

    await userEvent.click(screen.getByRole('button', { name: 'Скачать все данные (ZIP)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('umka-student-11.zip');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Архив с данными скачан'));
  });

  it('erases only once the name is typed out, then leads away', async () => {
    const onErased = vi.fn();
    renderWithProviders(<StudentDataRightsCard student={student} onErased={onErased} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить данные ученика' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить данные ученика «Миша Иванов»?' });
    expect(within(dialog).getByText(/Останутся без имени: суммы лайков/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Удалить навсегда' });
    expect(confirm).toBeDisabled();

    await userEvent.type(within(dialog).getByLabelText(/введите имя ученика/), 'миша');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/введите имя ученика/), '  иванов');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await waitFor(() => expect(onErased).toHaveBeenCalledTimes(1));
    expect(
      server.calls.filter((call) => call.method === 'POST' && call.path === '/api/students/11/erasure'),
    ).toHaveLength(1);
    expect(notifySuccess).toHaveBeenCalledWith('Данные ученика удалены');
  });

  it('erases nothing when the dialog is cancelled', async () => {
    renderWithProviders(<StudentDataRightsCard student={student} onErased={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить данные ученика' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
