import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Guide, guidesApi, subjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { buildSubject, mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildGuide, SHOP_GUIDE } from '../guides.fixtures.ts';
import { AdminGuidesPage } from './AdminGuidesPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const withoutSeen = ({ seen: _seen, ...guide }: ReturnType<typeof buildGuide>): Guide => guide;
const home = withoutSeen(buildGuide());
const shop = withoutSeen(SHOP_GUIDE);

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(subjectsApi.list, [
    buildSubject(1, { title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' } }),
  ]);
  server.on(guidesApi.adminList, ({ query }) => (query.get('subject_id') === '1' ? [home, shop] : []));
});

describe('AdminGuidesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the subject’s guides by number with their section and video link', async () => {
    renderWithProviders(<AdminGuidesPage />);

    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Знакомство с Умкой',
      'Магазин за лайки',
    ]);
    expect(within(rows[2] as HTMLElement).getByText('Магазин')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Открыть видео' })).toHaveAttribute(
      'href',
      'https://example.org/umka/shop',
    );
  });

  it('saves a guide’s titles, link and section, keeping its code', async () => {
    const user = userEvent.setup();
    server.on(guidesApi.update, ({ body }) => ({ ...shop, ...(body as object) }));
    renderWithProviders(<AdminGuidesPage />);

    await user.click(await screen.findByRole('button', { name: 'Изменить подсказку math3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подсказка math3' });
    const english = within(dialog).getByRole('textbox', { name: 'Название по-английски' });
    await user.clear(english);
    await user.type(english, 'Spending likes');
    const link = within(dialog).getByRole('textbox', { name: 'Ссылка на видео' });
    await user.clear(link);
    await user.type(link, 'https://vimeo.com/76979871');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(server.callsTo(guidesApi.update)).toHaveLength(1));
    const sent = server.callsTo(guidesApi.update)[0];
    expect(sent?.params).toEqual({ id: String(shop.id) });
    expect(sent?.body).toEqual({
      title: { ...shop.title, 'en-US': 'Spending likes' },
      text: shop.text,
      link_url: 'https://vimeo.com/76979871',
      feature: 'shop',
    });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Подсказка «Магазин за лайки» сохранена'));
  });

  it('keeps a link that is not a web address from being sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminGuidesPage />);

    await user.click(await screen.findByRole('button', { name: 'Изменить подсказку math1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подсказка math1' });
    const link = within(dialog).getByRole('textbox', { name: 'Ссылка на видео' });
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(/ссылк/i, { selector: '.mantine-InputWrapper-error' })).toBeVisible();
    expect(server.callsTo(guidesApi.update)).toHaveLength(0);
  });

  it('adds a guide in a free number and shows the server’s refusal under the field', async () => {
    const user = userEvent.setup();
    server.on(
      guidesApi.create,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'link_url', code: 'LINK_NOT_WEB', message: { 'ru-RU': 'x', 'en-US': 'x', 'uk-UA': 'x' } },
      ]),
    );
    renderWithProviders(<AdminGuidesPage />);

    await user.click(await screen.findByRole('button', { name: 'Добавить подсказку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая подсказка' });
    expect(within(dialog).getByRole('combobox', { name: 'Номер (1–7)' })).toHaveValue('2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Название по-русски' }), 'Рейтинги');
    await user.type(within(dialog).getByRole('textbox', { name: 'Название по-английски' }), 'Ratings');
    await user.type(within(dialog).getByRole('textbox', { name: 'Название по-украински' }), 'Рейтинги');
    await user.type(within(dialog).getByRole('textbox', { name: 'Текст по-русски' }), 'Кто впереди');
    await user.type(within(dialog).getByRole('textbox', { name: 'Текст по-английски' }), 'Who is ahead');
    await user.type(within(dialog).getByRole('textbox', { name: 'Текст по-украински' }), 'Хто попереду');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ссылка на видео' }), 'https://example.org/r');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(server.callsTo(guidesApi.create)).toHaveLength(1));
    expect(server.callsTo(guidesApi.create)[0]?.body).toEqual({
      subject_id: 1,
      number: 2,
      title: { 'ru-RU': 'Рейтинги', 'en-US': 'Ratings', 'uk-UA': 'Рейтинги' },
      text: { 'ru-RU': 'Кто впереди', 'en-US': 'Who is ahead', 'uk-UA': 'Хто попереду' },
      link_url: 'https://example.org/r',
      feature: null,
    });
    expect(await within(dialog).findByText(/ссылк/i, { selector: '.mantine-InputWrapper-error' })).toBeVisible();
  });

  it('saves a guide with an empty link as a written guide without a video, and removes an uploaded video', async () => {
    const user = userEvent.setup();
    const uploaded: Guide = {
      ...home,
      source: 'video',
      link_url: null,
      video: { size: 10, content_type: 'video/mp4', url: '/api/guides/1/video?u=1&exp=1&sig=a', expires_at: 'x' },
    };
    server.on(guidesApi.adminList, [uploaded, shop]);
    server.on(guidesApi.update, ({ body }) => ({ ...shop, ...(body as object), source: 'none' as const, video: null }));
    renderWithProviders(<AdminGuidesPage />);

    expect(await screen.findByText('Загруженное видео')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Изменить подсказку math3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подсказка math3' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Ссылка на видео' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.callsTo(guidesApi.update)).toHaveLength(1));
    expect(server.callsTo(guidesApi.update)[0]?.body).toMatchObject({ link_url: null });

    await user.click(await screen.findByRole('button', { name: 'Изменить подсказку math1' }));
    const second = await screen.findByRole('dialog', { name: 'Подсказка math1' });
    await user.click(within(second).getByRole('button', { name: 'Убрать видео' }));

    await waitFor(() => expect(server.callsTo(guidesApi.update)).toHaveLength(2));
    expect(server.callsTo(guidesApi.update)[1]).toMatchObject({
      params: { id: String(home.id) },
      body: { title: home.title, text: home.text, feature: 'home', link_url: null },
    });
  });
});
