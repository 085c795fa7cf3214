import { act, screen, waitFor, within } from '@testing-library/react';
import type { StudentFieldActivity } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildSubjectData,
  chooseSubject,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../../test/app-harness.tsx';
import {
  buildScene,
  buildStudentProfession,
  buildThing,
  doctor,
  math,
  PAGE_LOAD,
  student,
  studentBoot,
  text,
  WORKPLACE_ID,
} from '../places.fixtures.ts';

vi.mock('../../students/student/StudentMenu.tsx', () => ({ StudentMenu: () => null }));

const workplace = buildScene([buildThing({ title: text('Кушетка') })], {
  location: {
    id: WORKPLACE_ID,
    kind: 'job',
    field_activity_id: doctor.id,
    title: text('Клиника'),
    background: '/art/rooms/clinic-2.svg',
  },
});

function serve(profession: StudentFieldActivity | null) {
  return mockServer({
    ...studentBoot(),
    [`GET /api/students/${student.id}/field-activity`]: ok(profession),
    'GET /api/field-activities': ok([doctor]),
    [`GET /api/students/${student.id}/locations/${WORKPLACE_ID}/things`]: ok(workplace),
  });
}

describe('JobPage', () => {
  let realtime: ReturnType<typeof installFakeRealtime>;

  beforeEach(() => {
    realtime = installFakeRealtime();
    signIn(student);
    chooseSubject(math);
  });

  it('shows the level, its title and the likes toward the next level', async () => {
    serve(buildStudentProfession({ level: 2, level_title: text('Фельдшер'), likes_earned: 20, next_threshold: 30 }));
    renderApp('/student/job');

    expect(await screen.findByRole('heading', { name: 'Врач' }, PAGE_LOAD)).toBeInTheDocument();
    const level = screen.getByRole('region', { name: 'Мой уровень' });
    expect(within(level).getByTestId('job-level')).toHaveTextContent('Уровень 2');
    expect(within(level).getByTestId('job-level-title')).toHaveTextContent('Фельдшер');
    // Level 2 starts at 10 likes and level 3 at 30: 20 earned is half way.
    const progress = within(level).getByRole('progressbar', { name: '20 из 30 лайков до следующего уровня' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
  });

  it('shows the workplace with its things and the ways to the job shop and to another profession', async () => {
    serve(buildStudentProfession());
    renderApp('/student/job');

    const room = await screen.findByRole('region', { name: 'Рабочее место: Врач' }, PAGE_LOAD);
    expect(within(room).getByRole('button', { name: 'Кушетка' })).toBeInTheDocument();
    expect(room).toHaveStyle({ backgroundImage: 'url("/art/rooms/clinic-2.svg")' });
    expect(screen.getByRole('link', { name: 'Вещи для работы' })).toHaveAttribute('href', '/shop/job');
    expect(screen.getByRole('link', { name: 'Сменить профессию' })).toHaveAttribute('href', '/student/job/select');
  });

  it('says when the top level is reached', async () => {
    serve(buildStudentProfession({ level: 3, level_title: text('Главврач'), likes_earned: 45, next_threshold: null }));
    renderApp('/student/job');
    expect(
      await screen.findByRole('progressbar', { name: 'Это высший уровень. Так держать!' }, PAGE_LOAD),
    ).toHaveAttribute('aria-valuenow', '100');
  });

  it('sends a student without a profession to choose one', async () => {
    serve(null);
    const app = renderApp('/student/job');
    expect(await screen.findByRole('heading', { name: 'Выбери профессию' }, PAGE_LOAD)).toBeInTheDocument();
    expect(app.pathname()).toBe('/student/job/select');
  });

  it('shows the new level when the server announces an upgrade', async () => {
    let level = 1;
    const server = serve(buildStudentProfession());
    server.set(`GET /api/students/${student.id}/subjects/${math.id}`, () =>
      ok({ ...buildSubjectData(math, 20), profession: { id: doctor.id, level, title: text('Врач'), background: '' } }),
    );
    server.set(`GET /api/students/${student.id}/field-activity`, () =>
      ok(buildStudentProfession({ level, level_title: text(level === 1 ? 'Медбрат' : 'Фельдшер') })),
    );
    renderApp('/student/job');
    expect(await screen.findByTestId('job-level', undefined, PAGE_LOAD)).toHaveTextContent('Уровень 1');

    level = 2;
    act(() =>
      realtime.emit(`users.${student.id}.events`, 'new', {
        type: 'professionUpgraded',
        data: { field_activity_id: doctor.id, level },
      }),
    );

    await waitFor(() => expect(screen.getByTestId('job-level')).toHaveTextContent('Уровень 2'));
    expect(screen.getByTestId('job-level-title')).toHaveTextContent('Фельдшер');
  });
});
