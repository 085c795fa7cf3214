import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { libraryApi } from '@umka/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/app-harness.tsx';
import { createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { LibraryMaterialOpen, type OpenableMaterial } from './LibraryMaterialOpen.tsx';
import type { LibraryMaterialSource } from './library.queries.ts';

const material = (overrides: Partial<OpenableMaterial>): OpenableMaterial => ({
  id: 40,
  subject_id: 3,
  kind: 'page',
  title: 'Соробан',
  description: null,
  url: null,
  picture_url: null,
  document: null,
  video: null,
  ...overrides,
});

const PAGE = {
  material_id: 40,
  title: 'Соробан',
  subject_id: 3,
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Костяшки' }] }] },
  published_at: '2026-11-20T10:00:00.000Z',
  trainers: [],
};

afterEach(() => vi.restoreAllMocks());

describe('opening a library material', () => {
  it("reads a page through the library's own endpoint when no other source is given", async () => {
    const server = mockServer({});
    server.on(libraryApi.page, PAGE);
    renderWithProviders(<LibraryMaterialOpen material={material({})} />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть страницу' }));
    expect(await screen.findByText('Костяшки')).toBeInTheDocument();
    expect(server.callsTo(libraryApi.page).map((call) => call.params.id)).toEqual(['40']);
  });

  it('saves a document read through the given source and tells the reader it was opened', async () => {
    const bytes = new Blob(['%PDF']);
    const source: LibraryMaterialSource = {
      pageKey: ['elsewhere', 'page'],
      page: vi.fn(),
      document: vi.fn().mockResolvedValue(bytes),
      videoKey: ['elsewhere'],
    };
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cards');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    const onOpen = vi.fn();
    renderWithProviders(
      <LibraryMaterialOpen
        material={material({
          kind: 'document',
          document: { name: 'cards.pdf', size: 4, content_type: 'application/pdf' },
        })}
        source={source}
        onOpen={onOpen}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Скачать cards.pdf' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledWith(bytes);
  });

  it("fetches the source's answer again when a signed video address no longer plays", async () => {
    mockServer({});
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const video = {
      size: 10,
      content_type: 'video/mp4' as const,
      url: '/api/v?u=1',
      expires_at: '2026-11-20T12:00:00Z',
    };
    const source: LibraryMaterialSource = {
      pageKey: ['elsewhere', 'page'],
      page: vi.fn(),
      document: vi.fn(),
      videoKey: ['student-homework'],
    };
    renderWithProviders(<LibraryMaterialOpen material={material({ kind: 'video', video })} source={source} />, {
      queryClient,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Смотреть видео' }));
    fireEvent.error(await screen.findByLabelText('Видео «Соробан»'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить видео');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['student-homework'] });
  });
});
