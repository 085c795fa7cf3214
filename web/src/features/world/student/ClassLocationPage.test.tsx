import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseSubject, installFakeRealtime, mockServer, ok, renderApp, signIn } from '../../../test/app-harness.tsx';
import {
  buildScene,
  buildShopThing,
  buildThing,
  CLASS_PLACE_ID,
  classLocation,
  GROUP_ID,
  homeLocation,
  math,
  PAGE_LOAD,
  student,
  studentBoot,
  text,
} from '../places.fixtures.ts';

vi.mock('../../students/student/StudentMenu.tsx', () => ({ StudentMenu: () => null }));

const THINGS = `/api/students/${student.id}/locations/${CLASS_PLACE_ID}/things`;
const globe = buildThing({
  id: 51,
  thing_id: 21,
  title: text('Глобус'),
  mine: false,
  owner: { id: 9, name: 'Петя Иванов' },
});
const board = buildShopThing({ id: 22, location_id: CLASS_PLACE_ID, title: text('Доска'), price: 4 });
const classScene = (things = [globe]) => buildScene(things, { location: classLocation.location, group_id: GROUP_ID });

function serve() {
  const server = mockServer({
    ...studentBoot(),
    [`GET /api/students/${student.id}/locations`]: ok([homeLocation, classLocation]),
    [`GET ${THINGS}`]: ok(classScene()),
    [`GET ${THINGS}/shop`]: ok([board]),
    [`POST ${THINGS}`]: ok({
      balance: 16,
      scene: classScene([globe, buildThing({ id: 52, thing_id: board.id, title: board.title, owner: null })]),
    }),
  });
  const calls = (method: string, path: string) =>
    server.calls.filter((call) => call.method === method && call.path === path);
  return { ...server, calls };
}

describe('ClassLocationPage', () => {
  beforeEach(() => {
    installFakeRealtime();
    signIn(student);
    chooseSubject(math);
  });

  it('shows who gave each thing, on hover and on keyboard focus', async () => {
    const server = serve();
    const app = renderApp(`/student/class/${GROUP_ID}/location`);
    expect(await screen.findByRole('heading', { name: 'Место класса 3 «А»' }, PAGE_LOAD)).toBeInTheDocument();
    const room = await screen.findByRole('region', { name: 'Место класса 3 «А»' });
    const thing = within(room).getByRole('button', { name: 'Глобус, подарок от: Петя Иванов' });

    await app.user.hover(thing);
    expect(await screen.findByText('Подарок от: Петя Иванов')).toBeInTheDocument();
    await app.user.unhover(thing);
    await waitFor(() => expect(screen.queryByText('Подарок от: Петя Иванов')).not.toBeInTheDocument());

    for (let step = 0; step < 20 && document.activeElement !== thing; step += 1) await app.user.tab();
    expect(thing).toHaveFocus();
    expect(await screen.findByText('Подарок от: Петя Иванов')).toBeInTheDocument();
    expect(server.calls('GET', THINGS)[0]?.query.get('group_id')).toBe(String(GROUP_ID));
  });

  it('gives the class a thing from the class place shop', async () => {
    const server = serve();
    const app = renderApp(`/student/class/${GROUP_ID}/location`);
    await app.user.click(await screen.findByRole('button', { name: 'Подарить вещь' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Подарок классу' });
    await app.user.click(await within(dialog).findByRole('button', { name: 'Купить: Доска' }));
    const confirm = await screen.findByRole('dialog', { name: 'Купить «Доска»?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Купить' }));

    expect(await screen.findByText('Куплено: Доска')).toBeInTheDocument();
    expect(server.calls('GET', `${THINGS}/shop`)[0]?.query.get('group_id')).toBe(String(GROUP_ID));
    expect(server.calls('POST', THINGS).map((call) => call.body)).toEqual([
      { subject_id: math.id, thing_id: board.id, group_id: GROUP_ID },
    ]);
  });

  it('says when the student has no such class place', async () => {
    serve();
    renderApp('/student/class/99/location');
    expect(await screen.findByText('У этого класса нет общего места', undefined, PAGE_LOAD)).toBeInTheDocument();
  });
});
