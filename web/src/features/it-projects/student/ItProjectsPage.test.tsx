import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itProjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { CATEGORIES, page, projectCard } from '../itProjects.fixtures.ts';
import { ItProjectsPage } from './ItProjectsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let server: ReturnType<typeof mockServer>;
const listQueries = () => server.callsTo(itProjectsApi.list).map((call) => Object.fromEntries(call.query));

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  server = mockServer();
  server.on(itProjectsApi.categories, CATEGORIES);
  server.on(itProjectsApi.list, (request) =>
    request.query.get('mine') === '1'
      ? page([
          projectCard(7, 'Мой калькулятор', { status: 'pending', is_own: true }),
          projectCard(8, 'Мой сайт', { status: 'rejected', is_own: true }),
        ])
      : page(
          [
            projectCard(1, 'Космическая змейка', { likes_count: 3, cover_url: '/media/shot.webp' }),
            projectCard(2, 'Сайт о коте', { likes_count: 1, is_liked: true }),
          ],
          3,
        ),
  );
  server.on(itProjectsApi.top, { data: [projectCard(1, 'Космическая змейка', { likes_count: 3 })] });
});

describe('ItProjectsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the approved projects with their screenshot or drawn art, category, author and likes', async () => {
    renderWithProviders(<ItProjectsPage />);

    const cards = await screen.findAllByTestId('it-project-card');
    expect(cards).toHaveLength(2);
    const [snake, site] = cards as [HTMLElement, HTMLElement];
    expect(within(snake).getByRole('img', { name: 'Скриншот проекта «Космическая змейка»' })).toHaveAttribute(
      'src',
      '/media/shot.webp',
    );
    expect(within(site).getByRole('img', { name: 'У проекта нет скриншота' })).toBeInTheDocument();
    expect(within(snake).getByText('Игры')).toBeInTheDocument();
    expect(within(snake).getByText('Автор: Даша Попова')).toBeInTheDocument();
    expect(within(site).getByRole('button', { name: 'Убрать лайк с проекта «Сайт о коте»' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(listQueries()[0]).toEqual({ order_by: 'new', page: '1', mine: '0' });
  });

  it('searches by title, filters by category, sorts by likes and pages', async () => {
    renderWithProviders(<ItProjectsPage />);
    await screen.findAllByTestId('it-project-card');

    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск по названию' }), 'змей');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ title: 'змей' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Категория' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Сайты' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ title: 'змей', category_id: '2' }));
    await userEvent.click(screen.getByText('Популярные'));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ order_by: 'likes', page: '1' }));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ order_by: 'likes', page: '2' }));
  });

  it('likes a project, and says "Like error" when the like is refused', async () => {
    server.on(itProjectsApi.like, { project_id: 1, is_liked: true, likes_count: 4 });
    renderWithProviders(<ItProjectsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Поставить лайк проекту «Космическая змейка»' }));
    await waitFor(() => expect(server.callsTo(itProjectsApi.like)).toHaveLength(1));
    expect(server.callsTo(itProjectsApi.like)[0]?.body).toEqual({ project_id: 1 });

    server.on(itProjectsApi.unlike, refuse(409, 'LIKE_ERROR'));
    await userEvent.click(screen.getByRole('button', { name: 'Убрать лайк с проекта «Сайт о коте»' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Ошибка лайка', undefined, { id: 'it-like-2' }));
  });

  it('shows the top list ranked, and the student’s own projects with where each stands', async () => {
    renderWithProviders(<ItProjectsPage />);
    await screen.findAllByTestId('it-project-card');

    await userEvent.click(screen.getByRole('tab', { name: 'Топ-20' }));
    expect(await screen.findByText('1. Космическая змейка')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Мои проекты' }));
    expect(await screen.findByText('Мой калькулятор')).toBeInTheDocument();
    expect(screen.getByText('На проверке')).toBeInTheDocument();
    expect(screen.getByText('Отклонён')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Поставить лайк проекту «Мой калькулятор»' })).toBeDisabled();
  });
});
