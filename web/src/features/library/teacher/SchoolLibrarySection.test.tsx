import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Group, type LibraryMaterial, libraryApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { SchoolLibrarySection } from './SchoolLibrarySection.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const PAGE: LibraryMaterial = {
  id: 2,
  subject_id: 1,
  kind: 'page',
  title: 'Сложение дробей',
  description: 'Правило и тренажёр',
  tags: ['дроби'],
  url: null,
  picture_url: null,
  document: null,
  video: null,
  published_at: '2026-12-04T12:00:00.000Z',
  visible: true,
  group_ids: [],
  created_at: '2026-12-04T12:00:00.000Z',
  updated_at: '2026-12-04T12:00:00.000Z',
};

const CLASSES: Group[] = [
  { id: 10, title: '3 «А»', subject_id: 1, teacher_id: 4, deleted_at: null, students_count: 5 },
  { id: 11, title: 'Соробан', subject_id: 3, teacher_id: 4, deleted_at: null, students_count: 3 },
];

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(libraryApi.list, [PAGE]);
  server.on(libraryApi.tags, ['дроби']);
});

describe('SchoolLibrarySection', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('adds a library page to the teacher’s class of its subject, offering no class of another subject', async () => {
    const user = userEvent.setup();
    server.on(libraryApi.share, { ...PAGE, group_ids: [10] });
    renderWithProviders(<SchoolLibrarySection classes={CLASSES} />);

    await user.click(await screen.findByRole('button', { name: 'Добавить в класс «Сложение дробей»' }));
    const dialog = await screen.findByRole('dialog', { name: '«Сложение дробей» в классах' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Соробан' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: '3 «А»' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(server.callsTo(libraryApi.share)).toHaveLength(1));
    expect(server.callsTo(libraryApi.share)[0]?.body).toEqual({ group_ids: [10] });
    expect(notifySuccess).toHaveBeenCalledWith('Классы для «Сложение дробей» сохранены');
  });
});
