import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlacedThing } from '@umka/contracts';
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

const sofa = buildThing();
const chair = buildThing({
  id: 32,
  thing_id: 13,
  title: text('Стул'),
  x: 70,
  y: 50,
  mine: false,
  owner: { id: 9, name: 'Петя' },
});
const THINGS = `/api/students/${student.id}/locations/${HOME_ID}/things`;

function serve(patch: (body: Record<string, unknown>) => FakeResponse, things: PlacedThing[] = [sofa, chair]) {
  const server = mockServer({
    ...studentBoot(),
    [`GET /api/students/${student.id}/locations`]: ok([homeLocation]),
    [`GET ${THINGS}`]: ok(buildScene(things)),
    [`PATCH ${THINGS}/${sofa.id}`]: (request) => patch(request.body as Record<string, unknown>),
  });
  const patches = () => server.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
  return { ...server, patches };
}

async function openArranging() {
  const app = renderApp('/student/location');
  const room = await screen.findByRole('region', { name: 'Комната: Мой дом' }, PAGE_LOAD);
  await app.user.click(screen.getByRole('button', { name: 'Расставить вещи' }));
  return { app, room, sofa: within(room).getByRole('button', { name: 'Диван' }) };
}

describe('RoomScene', () => {
  beforeEach(() => {
    installFakeRealtime();
    signIn(student);
    chooseSubject(math);
  });

  it('draws each thing by its centre and width in percent of the room', async () => {
    serve(() => ok(null));
    renderApp('/student/location');
    const room = await screen.findByRole('region', { name: 'Комната: Мой дом' }, PAGE_LOAD);
    expect(within(room).getByRole('button', { name: 'Диван' })).toHaveStyle({ left: '40%', top: '60%', width: '20%' });
    expect(within(room).getByRole('button', { name: 'Стул' })).toHaveStyle({ left: '70%', top: '50%' });
  });

  it('moves a thing with the arrow keys and saves the new spot on Enter', async () => {
    const server = serve((body) => ok(buildScene([{ ...sofa, x: body.x as number, y: body.y as number }, chair])));
    const { app, sofa: thing } = await openArranging();

    thing.focus();
    await app.user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(thing).toHaveStyle({ left: '44%', top: '58%' });
    await app.user.keyboard('{Enter}');

    await waitFor(() => expect(server.patches()).toEqual([{ subject_id: math.id, x: 44, y: 58 }]));
    await waitFor(() => expect(thing).not.toHaveAttribute('aria-busy'));
    expect(thing).toHaveStyle({ left: '44%', top: '58%' });
  });

  it('puts the thing back where it was and shows the reason when the server refuses the move', async () => {
    const server = serve(() => fail(403, 'FORBIDDEN'));
    const { app, sofa: thing } = await openArranging();

    thing.focus();
    await app.user.keyboard('{ArrowLeft}{Enter}');

    await waitFor(() => expect(server.patches()).toEqual([{ subject_id: math.id, x: 38, y: 60 }]));
    expect(await screen.findByText('Ой! Что-то пошло не так!')).toBeInTheDocument();
    await waitFor(() => expect(thing).toHaveStyle({ left: '40%', top: '60%' }));
  });

  it('drags a thing with the pointer and saves where it is dropped', async () => {
    const server = serve((body) => ok(buildScene([{ ...sofa, x: body.x as number, y: body.y as number }, chair])));
    const { room, sofa: thing } = await openArranging();
    vi.spyOn(room, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 500));

    fireEvent.pointerDown(thing, { pointerId: 1, clientX: 320, clientY: 300 });
    fireEvent.pointerMove(thing, { pointerId: 1, clientX: 400, clientY: 350 });
    expect(thing).toHaveStyle({ left: '50%', top: '70%' });
    fireEvent.pointerUp(thing, { pointerId: 1, clientX: 400, clientY: 350 });

    await waitFor(() => expect(server.patches()).toEqual([{ subject_id: math.id, x: 50, y: 70 }]));
  });

  it('cancels a keyboard move with Escape without asking the server', async () => {
    const server = serve(() => ok(null));
    const { app, sofa: thing } = await openArranging();

    thing.focus();
    await app.user.keyboard('{ArrowDown}{ArrowDown}');
    expect(thing).toHaveStyle({ top: '64%' });
    await app.user.keyboard('{Escape}');

    expect(thing).toHaveStyle({ top: '60%' });
    expect(server.patches()).toEqual([]);
  });

  it("moves only the student's own things", async () => {
    serve(() => ok(null));
    const { room } = await openArranging();
    expect(within(room).getByRole('button', { name: 'Стул' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(room).getByRole('button', { name: 'Диван' })).toHaveAccessibleDescription(
      'Перетащи свою вещь или выбери её и двигай стрелками. Enter — поставить, Esc — отменить.',
    );
  });

  it('puts a thing away and lists it to be put back', async () => {
    let placed = true;
    const server = serve((body) => {
      placed = body.placed as boolean;
      return ok(buildScene([{ ...sofa, placed }, chair]));
    });
    const { app, room, sofa: thing } = await openArranging();

    await app.user.click(thing);
    await app.user.click(screen.getByRole('button', { name: 'Убрать: Диван' }));

    await waitFor(() => expect(within(room).queryByRole('button', { name: 'Диван' })).not.toBeInTheDocument());
    const stored = screen.getByRole('region', { name: 'Убранные вещи' });
    await app.user.click(within(stored).getByRole('button', { name: 'Поставить на место: Диван' }));

    expect(await within(room).findByRole('button', { name: 'Диван' })).toBeInTheDocument();
    expect(server.patches()).toEqual([
      { subject_id: math.id, placed: false },
      { subject_id: math.id, placed: true },
    ]);
  });
});
