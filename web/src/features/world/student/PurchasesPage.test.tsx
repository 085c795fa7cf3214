import { screen, waitFor, within } from '@testing-library/react';
import type { StudentLocation } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/app-harness.tsx';
import { buildPurchase, dressedFox, profession } from '../wardrobe.fixtures.ts';
import { bodiesOf, openAsStudent } from '../wardrobe.harness.ts';

const title = (ru: string) => ({ 'ru-RU': ru, 'en-US': ru, 'uk-UA': ru });
const place = (id: number, kind: 'home' | 'job'): StudentLocation => ({
  location: { id, kind, field_activity_id: null, title: title(kind), background: `/art/places/${kind}.svg` },
  group: null,
});

const scarf = buildPurchase({ id: 1, kind: 'clothes', item_id: 21, title: title('Шарф'), in_use: true });
const cape = buildPurchase({ id: 2, kind: 'clothes', item_id: 22, title: title('Плащ'), usable: false });
const lamp = buildPurchase({ id: 3, kind: 'thing', title: title('Лампа'), location_id: 7, in_use: true });
const desk = buildPurchase({ id: 4, kind: 'thing', title: title('Стол'), location_id: 8 });
const globe = buildPurchase({ id: 5, kind: 'thing', title: title('Глобус'), location_id: 9, group_id: 4 });

function openPurchases(purchases = [scarf, cape, lamp, desk, globe]) {
  return openAsStudent('/student/shop/buys', {
    data: { likes: 3, likes_earned: 20, character: dressedFox, profession },
    routes: {
      'GET /api/students/3/purchases': ok(purchases),
      'GET /api/students/3/locations': ok([place(7, 'home'), place(8, 'job')]),
      'PATCH /api/students/3/clothes/21': ok(dressedFox),
    },
  });
}

describe('purchases', () => {
  it('groups clothes and things, each with what it cost and whether it is in use', async () => {
    openPurchases();
    const clothes = await screen.findByRole('region', { name: 'Одежда' });
    const things = screen.getByRole('region', { name: 'Вещи' });
    expect(
      within(clothes)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Шарф', 'Плащ']);
    expect(within(things).getAllByRole('listitem')).toHaveLength(3);
    const scarfRow = within(clothes).getByRole('listitem', { name: 'Шарф' });
    expect(scarfRow).toHaveTextContent('3 лайка');
    expect(within(scarfRow).getByRole('img', { name: 'Шарф' })).toBeInTheDocument();
    expect(within(things).getByRole('listitem', { name: 'Стол' })).toHaveTextContent('Убрано');
  });

  it('takes off worn clothes, and will not put on clothes that do not fit the character', async () => {
    const { server, user } = openPurchases();
    const clothes = await screen.findByRole('region', { name: 'Одежда' });
    await user.click(within(clothes).getByRole('button', { name: 'Снять' }));
    await waitFor(() =>
      expect(bodiesOf(server, 'PATCH', '/api/students/3/clothes/21')).toEqual([{ subject_id: 1, worn: false }]),
    );
    const putOnCape = within(within(clothes).getByRole('listitem', { name: 'Плащ' })).getByRole('button', {
      name: 'Надеть',
    });
    expect(putOnCape).toBeDisabled();
    expect(putOnCape).toHaveAccessibleDescription('Не подходит твоему персонажу');
  });

  it('links each thing to the place it stands in: home, work or the class', async () => {
    openPurchases();
    const things = await screen.findByRole('region', { name: 'Вещи' });
    const placeLink = (name: string) =>
      within(within(things).getByRole('listitem', { name })).findByRole('link', { name: 'К месту' });
    expect(await placeLink('Лампа')).toHaveAttribute('href', '/student/location');
    expect(await placeLink('Стол')).toHaveAttribute('href', '/student/job');
    expect(await placeLink('Глобус')).toHaveAttribute('href', '/student/class/4/location');
  });

  it('leads to the shop when there is nothing yet', async () => {
    openPurchases([]);
    expect(await screen.findByText('Покупок пока нет')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'В магазин' })[0]).toHaveAttribute('href', '/student/shop');
  });
});
