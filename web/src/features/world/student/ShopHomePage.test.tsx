import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseSubject,
  type FakeResponse,
  fail,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../../test/app-harness.tsx';
import {
  buildScene,
  buildShopThing,
  buildThing,
  HOME_ID,
  homeLocation,
  math,
  PAGE_LOAD,
  student,
  studentBoot,
  text,
} from '../places.fixtures.ts';

vi.mock('../../students/student/StudentMenu.tsx', () => ({ StudentMenu: () => null }));

const THINGS = `/api/students/${student.id}/locations/${HOME_ID}/things`;
const sofa = buildThing();
const lamp = buildShopThing();
const rug = buildShopThing({ id: 14, title: text('Ковёр'), price: 3, owned: true });
const lampStanding = buildThing({
  id: 0,
  thing_id: lamp.id,
  title: lamp.title,
  image: lamp.image,
  x: 75,
  y: 40,
  preview: true,
});

function serve(buy: FakeResponse, likes = 20) {
  const server = mockServer({
    ...studentBoot(likes),
    [`GET /api/students/${student.id}/locations`]: ok([homeLocation]),
    [`GET ${THINGS}`]: ok(buildScene([sofa])),
    [`GET ${THINGS}/shop`]: ok([lamp, rug]),
    [`GET ${THINGS}/preview`]: (request) =>
      request.query.get('thing_id') === String(lamp.id) ? ok(buildScene([sofa, lampStanding])) : fail(404, 'NOT_FOUND'),
    [`POST ${THINGS}`]: buy,
  });
  const calls = (method: string, path: string) =>
    server.calls.filter((call) => call.method === method && call.path === path);
  return { ...server, calls };
}

const bought = ok({ balance: 13, scene: buildScene([sofa, { ...lampStanding, id: 40, preview: false }]) });

describe('ShopHomePage', () => {
  beforeEach(() => {
    installFakeRealtime();
    signIn(student);
    chooseSubject(math);
  });

  it('lists the things for sale with their prices and what is already there', async () => {
    serve(bought);
    renderApp('/shop/home');
    const lampCard = await screen.findByRole('listitem', { name: 'Лампа' }, PAGE_LOAD);
    expect(lampCard).toHaveTextContent('7 лайков');
    const rugCard = screen.getByRole('listitem', { name: 'Ковёр' });
    expect(rugCard).toHaveTextContent('Уже есть');
    expect(within(rugCard).queryByRole('button', { name: 'Купить: Ковёр' })).not.toBeInTheDocument();
  });

  it('shows the thing standing in the room before buying', async () => {
    const server = serve(bought);
    const app = renderApp('/shop/home');
    await app.user.click(await screen.findByRole('button', { name: 'Примерить в комнате: Лампа' }, PAGE_LOAD));

    const room = screen.getByRole('region', { name: 'Комната: Мой дом' });
    const preview = await within(room).findByRole('img', { name: 'Лампа (примерка)' });
    expect(preview).toHaveStyle({ left: '75%', top: '40%' });
    expect(within(room).getByRole('button', { name: 'Диван' })).toBeInTheDocument();
    const [call] = server.calls('GET', `${THINGS}/preview`);
    expect(call?.query.get('subject_id')).toBe(String(math.id));
  });

  it('buys a thing after confirming its price and the balance left, and the header balance falls', async () => {
    const server = serve(bought);
    const app = renderApp('/shop/home');
    const header = await screen.findByTestId('student-header', undefined, PAGE_LOAD);
    expect(await within(header).findByTestId('likes-balance')).toHaveTextContent('20');

    await app.user.click(await screen.findByRole('button', { name: 'Купить: Лампа' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Купить «Лампа»?' });
    expect(dialog).toHaveTextContent('Цена: 7 лайков. После покупки останется: 13 лайков.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Купить' }));

    expect(await screen.findByText('Куплено: Лампа')).toBeInTheDocument();
    expect(server.calls('POST', THINGS).map((call) => call.body)).toEqual([{ subject_id: math.id, thing_id: lamp.id }]);
    expect(within(header).getByTestId('likes-balance')).toHaveTextContent('13');
    const room = screen.getByRole('region', { name: 'Комната: Мой дом' });
    expect(within(room).getByRole('button', { name: 'Лампа' })).toBeInTheDocument();
  });

  it("shows the shop's own reason when it refuses, and the balance stays", async () => {
    serve(fail(409, 'NOT_ENOUGH_LIKES'), 6);
    const app = renderApp('/shop/home');
    await app.user.click(await screen.findByRole('button', { name: 'Купить: Лампа' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Купить «Лампа»?' });
    expect(dialog).toHaveTextContent('Цена: 7 лайков. Не хватает: 1 лайк.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Купить' }));

    expect(await screen.findByText('Недостаточно лайков')).toBeInTheDocument();
    expect(within(screen.getByTestId('student-header')).getByTestId('likes-balance')).toHaveTextContent('6');
  });

  it('stays shut below the likes gate without asking the shop', async () => {
    const server = serve(bought, 2);
    renderApp('/shop/home');
    expect(await screen.findByText('Магазин пока закрыт', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(server.calls('GET', `${THINGS}/shop`)).toHaveLength(0);
  });
});
