import { screen, waitFor, within } from '@testing-library/react';
import type { StudentFieldActivity } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseSubject, installFakeRealtime, mockServer, ok, renderApp, signIn } from '../../../test/app-harness.tsx';
import {
  builder,
  buildScene,
  buildStudentProfession,
  doctor,
  math,
  PAGE_LOAD,
  student,
  studentBoot,
  WORKPLACE_ID,
} from '../places.fixtures.ts';

vi.mock('../../students/student/StudentMenu.tsx', () => ({ StudentMenu: () => null }));

const PROFESSION = `GET /api/students/${student.id}/field-activity`;
const CHOOSE = `POST /api/students/${student.id}/field-activity`;

function serveProfessions(initial: StudentFieldActivity | null) {
  let current = initial;
  const server = mockServer({
    ...studentBoot(),
    'GET /api/field-activities': ok([doctor, builder]),
    [PROFESSION]: () => ok(current),
    [CHOOSE]: (request) => {
      const { field_activity_id } = request.body as { field_activity_id: number };
      current = buildStudentProfession({ field_activity: field_activity_id === builder.id ? builder : doctor });
      return ok(current);
    },
    [`GET /api/students/${student.id}/locations/${WORKPLACE_ID}/things`]: ok(buildScene([])),
    [`GET /api/students/${student.id}/locations/8/things`]: ok(buildScene([])),
  });
  const subjectDataCalls = () =>
    server.calls.filter((call) => call.path === `/api/students/${student.id}/subjects/${math.id}`).length;
  const chooseCalls = () => server.calls.filter((call) => `${call.method} ${call.path}` === CHOOSE);
  return { ...server, subjectDataCalls, chooseCalls };
}

describe('JobSelectPage', () => {
  beforeEach(() => {
    installFakeRealtime();
    signIn(student);
    chooseSubject(math);
  });

  it('shows each profession with its description and level ladder', async () => {
    serveProfessions(null);
    renderApp('/student/job/select');
    const card = await screen.findByRole('article', { name: 'Врач' }, PAGE_LOAD);
    expect(card).toHaveTextContent('Лечит людей');
    const ladder = within(card).getByRole('list', { name: 'Уровни профессии «Врач»' });
    const steps = within(ladder).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Медбратс самого начала',
      'Фельдшерот 10 лайков',
      'Главврачот 30 лайков',
    ]);
  });

  it('chooses a profession, reloads the subject data and opens the job page', async () => {
    const server = serveProfessions(null);
    const app = renderApp('/student/job/select');
    await app.user.click(await screen.findByRole('button', { name: 'Выбрать профессию «Строитель»' }, PAGE_LOAD));

    await waitFor(() => expect(app.pathname()).toBe('/student/job'));
    expect(server.chooseCalls().map((call) => call.body)).toEqual([{ field_activity_id: builder.id }]);
    expect(server.subjectDataCalls()).toBe(2);
    expect(await screen.findByRole('heading', { name: 'Строитель' })).toBeInTheDocument();
  });

  it('asks before changing the profession and says purchases stay but the level starts again', async () => {
    const server = serveProfessions(buildStudentProfession({ level: 2 }));
    const app = renderApp('/student/job/select');
    expect(await screen.findByRole('button', { name: 'Выбрано' }, PAGE_LOAD)).toBeDisabled();

    await app.user.click(screen.getByRole('button', { name: 'Выбрать профессию «Строитель»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Стать: Строитель?' });
    expect(dialog).toHaveTextContent('Купленные вещи останутся у тебя, но уровень новой профессии начнётся сначала.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(server.chooseCalls()).toHaveLength(0);
    expect(app.pathname()).toBe('/student/job/select');

    await app.user.click(screen.getByRole('button', { name: 'Выбрать профессию «Строитель»' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Стать: Строитель?' })).getByRole('button', { name: 'Сменить' }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/student/job'));
    expect(server.chooseCalls()).toHaveLength(1);
  });
});
