import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LibraryDocNode } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AutosaveStatus } from './AutosaveStatus.tsx';
import { type SavedDraft, useAutosave } from './useAutosave.ts';

const DOC: LibraryDocNode = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Урок' }] }],
};
const SAVED_AT = '2026-12-04T12:03:00.000Z';

let autosave: ReturnType<typeof useAutosave>;

function Harness({ save }: { save: (doc: LibraryDocNode, version: number) => Promise<SavedDraft> }) {
  autosave = useAutosave({ initialVersion: 3, initialSavedAt: SAVED_AT, save, delayMs: 1000 });
  return <AutosaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />;
}

const show = (save: (doc: LibraryDocNode, version: number) => Promise<SavedDraft>) =>
  renderWithProviders(<Harness save={save} />);

const time = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave with its status', () => {
  it('saves after a pause in typing, from the version it holds, and tells the time it saved', async () => {
    const save = vi.fn(async (_doc: LibraryDocNode, version: number) => ({
      version: version + 1,
      saved_at: '2026-12-04T12:05:00.000Z',
    }));
    show(save);
    expect(screen.getByRole('status')).toHaveTextContent(`Черновик сохранён в ${time(SAVED_AT)}`);

    act(() => autosave.changed(DOC));
    expect(screen.getByRole('status')).toHaveTextContent('Есть несохранённые изменения');
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });

    expect(save).toHaveBeenCalledWith(DOC, 3);
    expect(screen.getByRole('status')).toHaveTextContent(`Черновик сохранён в ${time('2026-12-04T12:05:00.000Z')}`);
    act(() => autosave.changed(DOC));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).toHaveBeenLastCalledWith(DOC, 4);
  });

  it('offers a retry after a failed save, which sends the same document again', async () => {
    const save = vi
      .fn<(doc: LibraryDocNode, version: number) => Promise<SavedDraft>>()
      .mockRejectedValueOnce(new ApiError(0, 'INTERNAL_ERROR', { 'ru-RU': '', 'en-US': '', 'uk-UA': '' }))
      .mockResolvedValueOnce({ version: 4, saved_at: SAVED_AT });
    show(save);

    act(() => autosave.changed(DOC));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Не удалось сохранить');

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Повторить' }));

    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(DOC, 3);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Черновик сохранён'));
  });

  it('stops saving once the server says another tab saved first', async () => {
    const save = vi
      .fn<(doc: LibraryDocNode, version: number) => Promise<SavedDraft>>()
      .mockRejectedValue(new ApiError(409, 'LIBRARY_DRAFT_OUTDATED', { 'ru-RU': '', 'en-US': '', 'uk-UA': '' }));
    show(save);

    act(() => autosave.changed(DOC));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    act(() => autosave.changed(DOC));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });

    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Черновик изменён в другой вкладке');
  });
});
