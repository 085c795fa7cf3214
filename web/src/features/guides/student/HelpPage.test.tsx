import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guidesApi, usersApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildGuide, SHOP_GUIDE } from '../guides.fixtures.ts';
import { HelpPage } from './HelpPage.tsx';

const subject = vi.hoisted(() => ({ current: { id: 1, main_id: 1 } as { id: number; main_id: number } }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: subject.current }) }));
vi.mock('../../../lib/auth.tsx', () => ({
  ME_QUERY_KEY: ['me'],
  useAuth: () => ({ user: { id: 11, role_id: 3, property: { age: 9, guides: ['math1'] } } }),
}));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  subject.current = { id: 1, main_id: 1 };
  server = mockServer();
  server.on(guidesApi.list, { subject_id: 1, guides: [buildGuide({ seen: true }), SHOP_GUIDE] });
  server.on(usersApi.markGuideWatched, {
    user: buildUser(3, { id: 11, property: { age: 9, guides: ['math1', 'math3'] } }),
  });
});

describe('HelpPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the subject’s guides by number, marking those already watched', async () => {
    renderWithProviders(<HelpPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Помощь: подсказки' })).toBeVisible();
    expect(screen.getByText('Просмотрено 1 из 2 подсказок')).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Открыть подсказку 1: Знакомство с Умкой',
      'Открыть подсказку 3: Магазин за лайки',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Просмотрено')).toBeVisible();
    expect(within(items[1] as HTMLElement).queryByText('Просмотрено')).not.toBeInTheDocument();
    expect(server.callsTo(guidesApi.list)[0]?.query.get('subject_id')).toBe('1');
  });

  it('plays a YouTube guide embedded, with the link to open it beside, and records nothing already watched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />);

    await user.click(await screen.findByRole('button', { name: 'Открыть подсказку 1: Знакомство с Умкой' }));

    const dialog = await screen.findByRole('dialog', { name: 'Знакомство с Умкой' });
    expect(within(dialog).getByTitle('Видео: Знакомство с Умкой')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(within(dialog).getByRole('link', { name: 'Открыть видео' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(server.callsTo(usersApi.markGuideWatched)).toHaveLength(0);
  });

  it('offers a link it cannot embed as a link to open, and records the guide as watched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />);

    await user.click(await screen.findByRole('button', { name: 'Открыть подсказку 3: Магазин за лайки' }));

    const dialog = await screen.findByRole('dialog', { name: 'Магазин за лайки' });
    expect(within(dialog).getByText('Это видео открывается на другом сайте.')).toBeVisible();
    expect(within(dialog).queryByTitle('Видео: Магазин за лайки')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Открыть видео' })).toHaveAttribute(
      'href',
      'https://example.org/umka/shop',
    );
    await waitFor(() => expect(server.callsTo(usersApi.markGuideWatched)).toHaveLength(1));
    expect(server.callsTo(usersApi.markGuideWatched)[0]?.params).toEqual({ id: '11', code: 'math3' });
  });

  it('shows a guide without a video as its text, paragraph by paragraph', async () => {
    const user = userEvent.setup();
    server.on(guidesApi.list, { subject_id: 1, guides: [buildGuide({ source: 'none', link_url: null })] });
    renderWithProviders(<HelpPage />);

    await user.click(await screen.findByRole('button', { name: 'Открыть подсказку 1: Знакомство с Умкой' }));

    const dialog = await screen.findByRole('dialog', { name: 'Знакомство с Умкой' });
    expect(within(dialog).getByText('Это твоя главная страница.')).toBeVisible();
    expect(within(dialog).getByText('Меню ведёт во все разделы.')).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: 'Открыть видео' })).not.toBeInTheDocument();
    expect(within(dialog).queryByTitle('Видео: Знакомство с Умкой')).not.toBeInTheDocument();
  });

  it('plays an uploaded guide in a video element from the address signed for the reader', async () => {
    const user = userEvent.setup();
    const uploaded = buildGuide({
      number: 2,
      title: { 'ru-RU': 'Тренажёры', 'en-US': 'Trainers', 'uk-UA': 'Тренажери' },
      source: 'video',
      link_url: null,
      video: {
        size: 1000,
        content_type: 'video/mp4',
        url: '/api/guides/2/video?u=11&exp=1&sig=abc',
        expires_at: '2026-12-05T12:00:00Z',
      },
      seen: true,
    });
    server.on(guidesApi.list, { subject_id: 1, guides: [uploaded] });
    renderWithProviders(<HelpPage />);

    await user.click(await screen.findByRole('button', { name: 'Открыть подсказку 2: Тренажёры' }));

    const dialog = await screen.findByRole('dialog', { name: 'Тренажёры' });
    expect(within(dialog).getByLabelText('Видео: Тренажёры')).toHaveAttribute(
      'src',
      '/api/guides/2/video?u=11&exp=1&sig=abc',
    );
    expect(within(dialog).queryByRole('link', { name: 'Открыть видео' })).not.toBeInTheDocument();
  });

  it('says a subject without guides has none, asking the server nothing', async () => {
    subject.current = { id: 9, main_id: 9 };
    renderWithProviders(<HelpPage />);

    expect(await screen.findByText('Для этого предмета подсказок пока нет')).toBeVisible();
    expect(server.callsTo(guidesApi.list)).toHaveLength(0);
  });
});
