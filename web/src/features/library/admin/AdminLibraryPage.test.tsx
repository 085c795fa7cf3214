import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LibraryMaterial, libraryApi, subjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSubject, mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminLibraryPage } from './AdminLibraryPage.tsx';

const material = (id: number, kind: LibraryMaterial['kind'], title: string): LibraryMaterial => ({
  id,
  subject_id: 1,
  kind,
  title,
  description: null,
  tags: ['дроби'],
  url: kind === 'link' ? 'https://example.org/a' : null,
  picture_url: null,
  document: null,
  video: null,
  published_at: null,
  visible: kind !== 'page',
  group_ids: [],
  created_at: '2026-12-04T12:00:00.000Z',
  updated_at: '2026-12-04T12:00:00.000Z',
});

const LINK = material(1, 'link', 'Дроби на прямой');
const PAGE = material(2, 'page', 'Сложение дробей');

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  server.on(subjectsApi.list, [
    buildSubject(1, { title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' } }),
  ]);
  server.on(libraryApi.tags, ['дроби']);
  server.on(libraryApi.list, ({ query }) => (query.get('kind') === 'page' ? [PAGE] : [LINK, PAGE]));
});

describe('AdminLibraryPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the library with each material’s kind, subject and tags, a page marked as a draft', async () => {
    renderWithProviders(<AdminLibraryPage />);

    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const pageRow = rows[2] as HTMLElement;
    expect(within(pageRow).getByRole('link', { name: 'Сложение дробей' })).toHaveAttribute(
      'href',
      '/admin/materials/studio-editor/2',
    );
    expect(within(pageRow).getByText('Черновик')).toBeVisible();
    expect(within(pageRow).getByText('Математика')).toBeVisible();
  });

  it('asks the server for the kind chosen in the filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLibraryPage />);
    await screen.findByText('Дроби на прямой');

    await user.click(screen.getByRole('combobox', { name: 'Вид' }));
    await user.click(await screen.findByRole('option', { name: 'Страница' }));

    await waitFor(() => expect(screen.queryByText('Дроби на прямой')).toBeNull());
    expect(server.callsTo(libraryApi.list).at(-1)?.query.get('kind')).toBe('page');
  });
});
