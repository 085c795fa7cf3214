import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LibraryDraft, libraryApi } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { StudioEditorPage } from './StudioEditorPage.tsx';

const TRAINER = {
  id: 7,
  title: { 'ru-RU': 'Дроби', 'en-US': 'Fractions', 'uk-UA': 'Дроби' },
  icon: 'fractions',
  subjects: [1],
};

const DRAFT: LibraryDraft = {
  material_id: 5,
  title: 'Сложение дробей',
  subject_id: 1,
  doc: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Складываем числители' }] },
      { type: 'formula', attrs: { latex: '\\frac{1}{4}' } },
      { type: 'trainer', attrs: { trainer_id: 7 } },
    ],
  },
  version: 2,
  saved_at: '2026-12-04T12:03:00.000Z',
  published_at: null,
  unpublished_changes: true,
  trainers: [TRAINER],
};

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  server.on(libraryApi.draft, DRAFT);
  server.on(libraryApi.trainers, [TRAINER]);
});

const open = () =>
  renderWithProviders(<StudioEditorPage />, {
    route: '/admin/materials/studio-editor/5',
    path: '/admin/materials/studio-editor/:id',
  });

describe('StudioEditorPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the draft’s blocks: its text, its formula drawn by KaTeX and its trainer as a card', async () => {
    open();

    expect(await screen.findByRole('heading', { name: 'Сложение дробей' })).toBeVisible();
    expect(await screen.findByText('Складываем числители')).toBeVisible();
    const formula = await screen.findByRole('img', { name: 'Формула: \\frac{1}{4}' });
    expect(formula.querySelector('.katex')).not.toBeNull();
    expect(screen.getByText('Дроби')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Черновик сохранён');
  });

  it('names every toolbar control, so the block toolbar is usable from the keyboard', async () => {
    open();

    for (const name of [
      'Жирный',
      'Курсив',
      'Заголовок',
      'Вставить картинку',
      'Вставить видео',
      'Вставить формулу',
      'Вставить тренажёр',
    ]) {
      expect(await screen.findByRole('button', { name })).toBeVisible();
    }
  });

  it('publishes the version it holds', async () => {
    const user = userEvent.setup();
    server.on(libraryApi.publish, {
      id: 5,
      subject_id: 1,
      kind: 'page',
      title: 'Сложение дробей',
      description: null,
      tags: [],
      url: null,
      picture_url: null,
      document: null,
      video: null,
      published_at: '2026-12-04T12:10:00.000Z',
      visible: true,
      group_ids: [],
      created_at: '2026-12-04T12:00:00.000Z',
      updated_at: '2026-12-04T12:10:00.000Z',
    });
    open();

    await user.click(await screen.findByRole('button', { name: 'Опубликовать' }));

    await waitFor(() => expect(server.callsTo(libraryApi.publish)).toHaveLength(1));
    expect(server.callsTo(libraryApi.publish)[0]?.body).toEqual({ version: 2 });
    expect(await screen.findByText('Опубликована')).toBeVisible();
  });
});
