import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type GymnasticsPage, type GymnasticsVideo, gymnasticsApi } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { StudentGymnasticsPage } from './StudentGymnasticsPage.tsx';

const subject = vi.hoisted(() => ({ current: { id: 2, main_id: 2 } as { id: number; main_id: number } }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: subject.current }) }));

const reducedMotion = vi.hoisted(() => ({ on: false }));
vi.mock('@mantine/hooks', async (original) => ({
  ...(await original<typeof import('@mantine/hooks')>()),
  useReducedMotion: () => reducedMotion.on,
}));

function exercise(overrides: Partial<GymnasticsVideo>): GymnasticsVideo {
  return {
    id: 1,
    subject_id: 2,
    kind: 'eyes',
    source: 'builtin',
    title: null,
    link_url: null,
    builtin_key: 'ball-left-right',
    video: null,
    position: 0,
    created_at: '2026-12-02T08:00:00Z',
    updated_at: '2026-12-02T08:00:00Z',
    ...overrides,
  };
}

const TODAY = { day: '2026-12-02', count: 0, last_done_at: null, next_counts_at: null };

function pageWith(videos: GymnasticsVideo[], count = 0): GymnasticsPage {
  return {
    subject_id: 2,
    advice: { sessions_per_day: 2, minutes_min: 5, minutes_max: 10 },
    today: { ...TODAY, count },
    videos,
  };
}

const ball = exercise({ id: 1 });
const bunny = exercise({ id: 2, kind: 'fingers', builtin_key: 'fingers-bunny' });
const owl = exercise({
  id: 3,
  source: 'link',
  title: 'Сова',
  builtin_key: null,
  link_url: 'https://example.org/owl',
  position: 1,
});

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  subject.current = { id: 2, main_id: 2 };
  reducedMotion.on = false;
  server = mockServer();
  server.on(gymnasticsApi.page, pageWith([ball, owl, bunny]));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('StudentGymnasticsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the advice, today’s sessions and the exercises by kind, named in the reader’s language', async () => {
    renderWithProviders(<StudentGymnasticsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Гимнастика для глаз и пальцев' })).toBeVisible();
    expect(screen.getByText('Делай гимнастику 2 раза в день по 5–10 минут')).toBeVisible();
    expect(screen.getByText('Сегодня: 0 из 2')).toBeVisible();
    const eyes = screen.getByRole('region', { name: 'Для глаз' });
    expect(
      within(eyes)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Начать «Мячик: влево — вправо»', 'Начать «Сова»']);
    const fingers = screen.getByRole('region', { name: 'Для пальцев' });
    expect(within(fingers).getByRole('button', { name: 'Начать «Зайчик»' })).toBeVisible();
    expect(server.callsTo(gymnasticsApi.page).map((call) => call.query.get('subject_id'))).toEqual(['2']);
  });

  it('plays a built-in exercise a minute long with its progress, then records the session with praise', async () => {
    const user = userEvent.setup();
    server.on(gymnasticsApi.done, {
      counted: true,
      today: { ...TODAY, count: 1, last_done_at: '2026-12-02T09:00:00Z', next_counts_at: '2026-12-02T09:30:00Z' },
    });
    renderWithProviders(<StudentGymnasticsPage />);

    await user.click(await screen.findByRole('button', { name: 'Начать «Мячик: влево — вправо»' }));
    const player = screen.getByRole('region', { name: 'Мячик: влево — вправо' });
    expect(within(player).getByRole('heading', { name: 'Мячик: влево — вправо' })).toHaveFocus();
    expect(within(player).getByRole('img', { name: 'Мячик, за которым следят глаза' })).toBeVisible();
    expect(within(player).getByRole('progressbar', { name: 'Прошло 0 из 60 секунд' })).toBeVisible();
    await user.click(within(player).getByRole('button', { name: 'Начать' }));
    expect(within(player).getByRole('button', { name: 'Пауза' })).toBeVisible();

    await user.click(within(player).getByRole('button', { name: 'Готово!' }));

    expect(await within(player).findByRole('status')).toHaveTextContent(
      'Молодец!Сегодня сделано 1 из 2. Глазам и пальчикам стало легче!',
    );
    expect(screen.getByText('Сегодня: 1 из 2')).toBeVisible();
    expect(server.callsTo(gymnasticsApi.done).map((call) => call.body)).toEqual([{ subject_id: 2 }]);
  });

  it('says kindly when the sitting already counts, with the time the next one will', async () => {
    const user = userEvent.setup();
    server.on(gymnasticsApi.done, {
      counted: false,
      today: { ...TODAY, count: 1, last_done_at: '2026-12-02T09:00:00Z', next_counts_at: '2026-12-02T09:30:00Z' },
    });
    renderWithProviders(<StudentGymnasticsPage />, { locale: 'en-US' });

    await user.click(await screen.findByRole('button', { name: 'Start “Ball: left and right”' }));
    await user.click(screen.getByRole('button', { name: 'Done!' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^This session already counts, so have a rest\./);
  });

  it('steps a finger exercise through its poses with words and a round count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'performance'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<StudentGymnasticsPage />);

    await user.click(await screen.findByRole('button', { name: 'Начать «Зайчик»' }));
    const player = screen.getByRole('region', { name: 'Зайчик' });
    expect(within(player).getByRole('img', { name: 'Зайчик поднял ушки' })).toBeVisible();
    expect(within(player).getByText('Повтор 1 из 10')).toBeVisible();
    await user.click(within(player).getByRole('button', { name: 'Начать' }));
    await act(() => vi.advanceTimersByTimeAsync(3_300));

    expect(within(player).getByRole('img', { name: 'Зайчик опустил ушки' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(player).getByText('Упражнение закончено! Нажми «Готово!»')).toBeVisible();
    expect(within(player).getByRole('button', { name: 'Ещё раз' })).toBeVisible();
  });

  it('with reduced motion holds the ball still at each place and says where to look', async () => {
    reducedMotion.on = true;
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'performance'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<StudentGymnasticsPage />);

    await user.click(await screen.findByRole('button', { name: 'Начать «Мячик: влево — вправо»' }));
    const player = screen.getByRole('region', { name: 'Мячик: влево — вправо' });
    expect(within(player).getByText('Посмотри налево')).toBeVisible();
    await user.click(within(player).getByRole('button', { name: 'Начать' }));
    await act(() => vi.advanceTimersByTimeAsync(4_300));

    expect(within(player).getByText('Посмотри направо')).toBeVisible();
  });

  it('opens a link that cannot play here in a new tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentGymnasticsPage />);

    await user.click(await screen.findByRole('button', { name: 'Начать «Сова»' }));

    const link = screen.getByRole('link', { name: 'Открыть «Сова»' });
    expect(link).toHaveAttribute('href', 'https://example.org/owl');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so in a subject without gymnastics, asking the server nothing', async () => {
    subject.current = { id: 11, main_id: 11 };
    renderWithProviders(<StudentGymnasticsPage />);

    expect(await screen.findByRole('heading', { name: 'В этом предмете гимнастики нет' })).toBeVisible();
    expect(server.callsTo(gymnasticsApi.page)).toEqual([]);
  });
});
