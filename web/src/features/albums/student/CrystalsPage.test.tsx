import { screen, waitFor } from '@testing-library/react';
import { albumsApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { crystal, openTrading, student } from './TradingFixtures.ts';

const crystals = [crystal(1, 'legendary'), crystal(2, 'luck'), crystal(3, 'trade'), crystal(4, 'bargain')];

describe('crystals page', () => {
  it('clears the selection on a third crystal and says so', async () => {
    const { server, user } = openTrading('/student/albums/crystals');
    server.on(albumsApi.crystals, { crystals, combo: false });
    const select = (id: number) => screen.findByRole('button', { name: `Выбрать кристалл «Кристалл ${id}»` });
    await user.click(await select(2));
    await user.click(await select(3));
    expect(await select(2)).toHaveAttribute('aria-pressed', 'true');
    expect(await select(3)).toHaveAttribute('aria-pressed', 'true');
    await user.click(await select(4));
    expect(await select(2)).toHaveAttribute('aria-pressed', 'false');
    expect(await select(4)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/выбор сброшен/)).toBeInTheDocument();
  });

  it('activates each selected crystal', async () => {
    const { server, user } = openTrading('/student/albums/crystals');
    server.on(albumsApi.crystals, { crystals, combo: false });
    server.on(albumsApi.useCrystal, ({ params }) => ({
      crystal: crystal(Number(params.crystalId), 'luck', { charge: 0, active_until: '2026-11-29T10:00:00Z' }),
      combo: false,
    }));
    await user.click(await screen.findByRole('button', { name: 'Выбрать кристалл «Кристалл 2»' }));
    await user.click(screen.getByRole('button', { name: 'Выбрать кристалл «Кристалл 4»' }));
    await user.click(screen.getByRole('button', { name: /Активировать/ }));
    await waitFor(() => expect(server.callsTo(albumsApi.useCrystal)).toHaveLength(2));
    expect(server.callsTo(albumsApi.useCrystal).map((call) => [call.params.id, call.params.crystalId])).toEqual([
      [String(student.id), '2'],
      [String(student.id), '4'],
    ]);
  });

  it('shows the combo banner when luck and bargain are both active', async () => {
    const { server } = openTrading('/student/albums/crystals');
    server.on(albumsApi.crystals, { crystals, combo: true });
    expect(await screen.findByText('Комбо кристаллов!')).toBeInTheDocument();
  });
});
