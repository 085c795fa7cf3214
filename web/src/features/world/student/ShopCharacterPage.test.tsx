import { screen, waitFor, within } from '@testing-library/react';
import { errorMessage } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/app-harness.tsx';
import { crown, dressedFox, jeans, profession, redHat, tShirt } from '../wardrobe.fixtures.ts';
import { bodiesOf, openAsStudent, type StudentWorld } from '../wardrobe.harness.ts';

const shelf = [tShirt, redHat, crown, jeans];
const shopRoutes = { 'GET /api/students/3/shop/clothes': ok(shelf) };

function openShop({ data, routes }: StudentWorld = {}) {
  return openAsStudent('/shop/character', {
    data: { likes: 10, likes_earned: 12, character: dressedFox, profession, ...data },
    routes: { ...shopRoutes, ...routes },
  });
}

const card = (name: string) => screen.findByRole('article', { name });
const balance = () => screen.getByTestId('shop-balance');

describe('character shop', () => {
  it('lists the clothes that fit the character with prices and what the student owns and wears', async () => {
    const { server } = openShop();
    const shirt = await card('Футболка');
    expect(within(shirt).getByText('Бесплатно')).toBeInTheDocument();
    expect(within(shirt).getByText('Твоё')).toBeInTheDocument();
    expect(within(shirt).getByText('Надето')).toBeInTheDocument();
    expect(within(shirt).getByRole('button', { name: 'Снять' })).toBeInTheDocument();
    const hat = await card('Красная шапка');
    expect(within(hat).getByText('4 лайка')).toBeInTheDocument();
    expect(within(hat).getByRole('img', { name: 'Красная шапка' })).toHaveAttribute('src', redHat.picture);
    expect(within(hat).getByRole('button', { name: 'Купить' })).toBeEnabled();
    expect(balance()).toHaveTextContent('10');
    expect(server.calls.find((call) => call.path === '/api/students/3/shop/clothes')?.query.get('subject_id')).toBe(
      '1',
    );
  });

  it('tries a piece on the character when the student clicks it, and takes it off on a second click', async () => {
    const { user } = openShop();
    const figure = await screen.findByRole('img', { name: 'Лиса в образе' });
    expect(figure.querySelector('[data-slot="head"]')).toBeNull();

    const tryOn = within(await card('Красная шапка')).getByRole('button', { name: 'Примерить: Красная шапка' });
    await user.click(tryOn);
    const trying = screen.getByRole('img', { name: 'Лиса примеряет: Красная шапка' });
    expect(trying.querySelector('[data-slot="head"]')).toHaveAttribute('src', redHat.picture);
    expect(tryOn).toHaveAttribute('aria-pressed', 'true');

    await user.click(tryOn);
    expect(screen.getByRole('img', { name: 'Лиса в образе' }).querySelector('[data-slot="head"]')).toBeNull();
  });

  it('buys after a confirm that shows the price and the balance after, and the balance falls at once', async () => {
    let bought = false;
    const { server, user } = openShop({
      routes: {
        'GET /api/students/3/shop/clothes': () =>
          ok(shelf.map((item) => (item === redHat ? { ...item, owned: bought } : item))),
        'POST /api/students/3/shop/clothes/11': () => {
          bought = true;
          return ok({ balance: 6, character: dressedFox });
        },
      },
    });
    await user.click(within(await card('Красная шапка')).getByRole('button', { name: 'Купить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Купить «Красная шапка»?' });
    expect(dialog).toHaveTextContent('Цена: 4 лайка');
    expect(dialog).toHaveTextContent('После покупки останется: 6 лайков');
    await user.click(within(dialog).getByRole('button', { name: 'Купить' }));

    await waitFor(() => expect(balance()).toHaveTextContent('6'));
    expect(screen.getByTestId('likes-balance')).toHaveTextContent('6');
    expect(bodiesOf(server, 'POST', '/api/students/3/shop/clothes/11')).toEqual([{ subject_id: 1 }]);
    expect(await screen.findByText('Куплено: Красная шапка')).toBeInTheDocument();
    expect(within(await card('Красная шапка')).getByRole('button', { name: 'Надеть' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the student's language and changes nothing", async () => {
    const { user } = openShop({
      routes: { 'POST /api/students/3/shop/clothes/11': fail(409, 'NOT_ENOUGH_LIKES') },
    });
    await user.click(within(await card('Красная шапка')).getByRole('button', { name: 'Купить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Купить' }));

    expect(await screen.findByText(errorMessage('NOT_ENOUGH_LIKES')['ru-RU'])).toBeInTheDocument();
    expect(balance()).toHaveTextContent('10');
    const hat = await card('Красная шапка');
    expect(within(hat).getByRole('button', { name: 'Купить' })).toBeInTheDocument();
    expect(within(hat).queryByText('Твоё')).not.toBeInTheDocument();
  });

  it('does not offer a piece dearer than the balance, and says how many likes are missing', async () => {
    openShop();
    const buy = within(await card('Корона')).getByRole('button', { name: 'Купить' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription('Не хватает 40 лайков');
  });

  it('puts on an owned piece and draws it on the character', async () => {
    const withJeans = {
      ...dressedFox,
      worn: [...dressedFox.worn, { clothes_id: 13, slot: 'legs', picture: jeans.picture }],
    };
    const { server, user } = openShop({ routes: { 'PATCH /api/students/3/clothes/13': ok(withJeans) } });
    await user.click(within(await card('Джинсы')).getByRole('button', { name: 'Надеть' }));

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Лиса в образе' }).querySelector('[data-slot="legs"]')).toHaveAttribute(
        'src',
        jeans.picture,
      ),
    );
    expect(bodiesOf(server, 'PATCH', '/api/students/3/clothes/13')).toEqual([{ subject_id: 1, worn: true }]);
    expect(within(await card('Джинсы')).getByRole('button', { name: 'Снять' })).toBeInTheDocument();
  });

  it('filters the shelf by slot and by category', async () => {
    const { user } = openShop();
    await card('Футболка');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Куда надевается' }), 'Голова');
    expect(screen.queryByRole('article', { name: 'Футболка' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Корона' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Категория' }), 'Зима');
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual(['Красная шапка']);
  });

  it('shows the lock with the likes still needed and asks the server for nothing below the gate', async () => {
    const { server } = openShop({ data: { likes: 1, likes_earned: 2 } });
    expect(await screen.findByTestId('shop-likes-needed')).toHaveTextContent('Ещё 3 лайка');
    expect(screen.getByRole('progressbar', { name: 'Заработано 2 из 5 лайков' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.path.includes('/shop/'))).toBe(false);
  });

  it('sends a student without a character to choose one first', async () => {
    openShop({ data: { character: null } });
    expect(await screen.findByRole('link', { name: 'Выбрать персонажа' })).toHaveAttribute(
      'href',
      '/student/characters',
    );
  });
});
