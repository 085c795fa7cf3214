import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profession } from '../wardrobe.fixtures.ts';
import { openAsStudent, reading } from '../wardrobe.harness.ts';

const departmentLinks = () =>
  screen.getAllByRole('link', { name: /^Зайти в отдел/ }).map((link) => link.getAttribute('href'));

describe('shop front', () => {
  it('shows the balance and the three departments to a math student, each a link into the department', async () => {
    openAsStudent('/student/shop', { data: { likes: 8, likes_earned: 9, profession } });
    expect(await screen.findByRole('region', { name: 'Одежда для персонажа' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Вещи для дома' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Вещи для работы' })).toBeInTheDocument();
    expect(departmentLinks()).toEqual(['/shop/character', '/shop/home', '/shop/job']);
    expect(screen.getByTestId('shop-balance')).toHaveAccessibleName('У тебя 8 лайков');
    expect(screen.getByRole('link', { name: 'Мои покупки' })).toHaveAttribute('href', '/student/shop/buys');
  });

  it('leaves the job department out for a subject without professions', async () => {
    openAsStudent('/student/shop', { subject: reading, data: { likes: 8, likes_earned: 9 } });
    await screen.findByRole('region', { name: 'Одежда для персонажа' });
    expect(departmentLinks()).toEqual(['/shop/character', '/shop/home']);
  });

  it('stays locked below the likes gate and tells how many likes open it', async () => {
    openAsStudent('/student/shop', { data: { likes: 0, likes_earned: 4, profession } });
    const lock = await screen.findByRole('region', { name: 'Магазин пока закрыт' });
    expect(within(lock).getByText('Ещё 1 лайк')).toBeInTheDocument();
    expect(within(lock).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    expect(screen.queryByRole('link', { name: /^Зайти в отдел/ })).not.toBeInTheDocument();
  });

  it('counts likes earned, not the balance: spending does not lock the shop again', async () => {
    openAsStudent('/student/shop', { data: { likes: 0, likes_earned: 5, profession } });
    expect(await screen.findByRole('region', { name: 'Одежда для персонажа' })).toBeInTheDocument();
  });
});
