import { screen, waitFor } from '@testing-library/react';
import type { ChosenSubject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildTrainer } from '../../trainers/trainers.fixtures.ts';
import { PicnicSinglePage } from './PicnicSinglePage.tsx';

const visitor = vi.hoisted(() => ({
  user: { id: 3, role_id: 3 },
  subject: { id: 3, main_id: 3 } as ChosenSubject | null,
  likesEarned: 12,
}));
vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: visitor.user }) }));
vi.mock('../../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: visitor.subject, data: { likes_earned: visitor.likesEarned } }),
}));

const picnicTrainer = buildTrainer({
  id: 30,
  component: 'picnic',
  subjects: [1, 3],
  title: { 'ru-RU': 'Летний пикник', 'en-US': 'Summer picnic', 'uk-UA': 'Літній пікнік' },
  icon: 'picnic',
  type_id: 2,
});

beforeEach(() => {
  visitor.user = { id: 3, role_id: 3 };
  visitor.subject = { id: 3, main_id: 3 };
  visitor.likesEarned = 12;
  mockServer({
    'GET /api/trainers/30': ok(picnicTrainer),
    'GET /api/trainers/31': ok({ ...picnicTrainer, id: 31, component: 'connect4', icon: 'connect4' }),
  });
});

const open = (id: number) =>
  renderWithProviders(<PicnicSinglePage />, {
    route: `/online/${id}/picnic/single`,
    path: '/online/:trainerId/picnic/single',
  });

describe('the picnic alone page', () => {
  it('opens the round on its start screen with the rules of the single mode and no settings', async () => {
    open(30);
    expect(await screen.findByRole('heading', { name: 'Летний пикник' })).toBeInTheDocument();
    expect(screen.getByText(/заполни как можно больше корзинок за 90 секунд/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("sends another game's id to that game's start page", async () => {
    open(31);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/online/31/connect4/start'));
  });

  it('sends a student whose subject has no picnic back to the online games', async () => {
    visitor.subject = { id: 2, main_id: 2 };
    open(30);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student/online'));
  });

  it('keeps the picnic locked for a student who has not earned 10 likes yet, as every online game', async () => {
    visitor.likesEarned = 7;
    open(30);
    expect(await screen.findByRole('heading', { name: 'Онлайн-игры скоро откроются!' })).toBeInTheDocument();
    expect(screen.getByText(/Набери ещё 3 лайка/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Начать' })).not.toBeInTheDocument();
  });

  it('lets a teacher try the picnic out, unsaved, whatever the likes', async () => {
    visitor.user = { id: 2, role_id: 2 };
    visitor.subject = null;
    visitor.likesEarned = 0;
    open(30);
    expect(await screen.findByRole('heading', { name: 'Летний пикник' })).toBeInTheDocument();
    expect(screen.getByText('Учительская проба: результат не сохраняется')).toBeInTheDocument();
  });
});
