import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type GymnasticsVideo, gymnasticsApi, subjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { buildSubject, mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminGymnasticsPage } from './AdminGymnasticsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function exercise(overrides: Partial<GymnasticsVideo>): GymnasticsVideo {
  return {
    id: 1,
    subject_id: 1,
    kind: 'eyes',
    source: 'builtin',
    title: null,
    link_url: null,
    builtin_key: 'ball-circle',
    video: null,
    position: 0,
    created_at: '2026-12-02T08:00:00Z',
    updated_at: '2026-12-02T08:00:00Z',
    ...overrides,
  };
}

const circle = exercise({ id: 1 });
const owl = exercise({
  id: 2,
  source: 'link',
  title: 'Сова',
  builtin_key: null,
  link_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  position: 1,
});
const clip = exercise({
  id: 3,
  kind: 'fingers',
  source: 'video',
  title: 'Замок',
  builtin_key: null,
  video: { size: 1000, content_type: 'video/mp4', url: '/api/trainers/gymnastics/3/video?u=1', expires_at: '' },
});

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(subjectsApi.list, [
    buildSubject(1, { title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' } }),
  ]);
  server.on(gymnasticsApi.adminList, ({ query }) => (query.get('subject_id') === '1' ? [circle, owl, clip] : []));
});

describe('AdminGymnasticsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists a subject’s exercises by kind with what each is', async () => {
    renderWithProviders(<AdminGymnasticsPage />);

    const eyes = await screen.findByRole('region', { name: 'Для глаз' });
    const rows = within(eyes).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Мячик по кругу',
      `Сова${owl.link_url}`,
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Встроенное')).toBeVisible();
    const fingers = screen.getByRole('region', { name: 'Для пальцев' });
    expect(within(fingers).getByText('Видеофайл')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Добавить упражнение: Математика' })).toBeVisible();
  });

  it('moves an exercise down by sending the kind’s new order', async () => {
    const user = userEvent.setup();
    server.on(gymnasticsApi.order, [owl, circle]);
    renderWithProviders(<AdminGymnasticsPage />);

    expect(await screen.findByRole('button', { name: 'Поднять «Мячик по кругу» выше' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Опустить «Мячик по кругу» ниже' }));

    await waitFor(() =>
      expect(server.callsTo(gymnasticsApi.order).map((call) => call.body)).toEqual([
        { subject_id: 1, kind: 'eyes', ids: [2, 1] },
      ]),
    );
  });

  it('adds a link to the chosen subject, and refuses an address that is not a web page before sending', async () => {
    const user = userEvent.setup();
    server.on(gymnasticsApi.create, ({ body }) => ({ ...owl, id: 7, ...(body as object) }));
    renderWithProviders(<AdminGymnasticsPage />);
    const form = await screen.findByRole('form', { name: 'Новое упражнение: Математика' });

    await user.click(within(form).getByRole('radio', { name: 'Для пальцев' }));
    await user.type(within(form).getByRole('textbox', { name: 'Название' }), 'Пальчиковая зарядка');
    await user.type(within(form).getByRole('textbox', { name: 'Ссылка' }), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await within(form).findByText('Укажите ссылку, которая начинается с https:// или http://')).toBeVisible();
    expect(server.callsTo(gymnasticsApi.create)).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Ссылка' }));
    await user.type(within(form).getByRole('textbox', { name: 'Ссылка' }), 'http://example.org/fingers');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    await waitFor(() =>
      expect(server.callsTo(gymnasticsApi.create).map((call) => call.body)).toEqual([
        {
          source: 'link',
          subject_id: 1,
          kind: 'fingers',
          title: 'Пальчиковая зарядка',
          link_url: 'http://example.org/fingers',
        },
      ]),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Упражнение «Пальчиковая зарядка» добавлено');
  });

  it('adds a built-in exercise without a title', async () => {
    const user = userEvent.setup();
    server.on(gymnasticsApi.create, exercise({ id: 8, builtin_key: 'fingers-hello', kind: 'fingers' }));
    renderWithProviders(<AdminGymnasticsPage />);
    const form = await screen.findByRole('form', { name: 'Новое упражнение: Математика' });

    await user.click(within(form).getByRole('radio', { name: 'Встроенное' }));
    await user.click(within(form).getByLabelText(/^Встроенное упражнение/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Пальчики здороваются · Для пальцев' }));
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    await waitFor(() =>
      expect(server.callsTo(gymnasticsApi.create).map((call) => call.body)).toEqual([
        { source: 'builtin', subject_id: 1, builtin_key: 'fingers-hello', title: null },
      ]),
    );
  });

  it('deletes an uploaded video after saying its file goes with it', async () => {
    const user = userEvent.setup();
    server.on(gymnasticsApi.remove, { id: 3 });
    renderWithProviders(<AdminGymnasticsPage />);

    await user.click(await screen.findByRole('button', { name: 'Удалить «Замок»' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('«Замок»: видеофайл удалится вместе с упражнением');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(server.callsTo(gymnasticsApi.remove).map((call) => call.params)).toEqual([{ id: '3' }]));
    expect(notifySuccess).toHaveBeenCalledWith('Упражнение удалено');
  });

  it('edits an exercise’s title and subject in a dialog', async () => {
    const user = userEvent.setup();
    server.on(gymnasticsApi.update, ({ body }) => ({ ...owl, ...(body as object) }));
    renderWithProviders(<AdminGymnasticsPage />);

    await user.click(await screen.findByRole('button', { name: 'Изменить «Сова»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить «Сова»' });
    const title = within(dialog).getByRole('textbox', { name: 'Название' });
    await user.clear(title);
    await user.type(title, 'Совушка');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(server.callsTo(gymnasticsApi.update).map((call) => [call.params, call.body])).toEqual([
        [{ id: '2' }, { subject_id: 1, kind: 'eyes', title: 'Совушка', link_url: owl.link_url }],
      ]),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Изменения в «Совушка» сохранены');
  });
});
