import { screen, within } from '@testing-library/react';
import { type CabinetChild, type ChildWeek, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildMe,
  buildSubject,
  buildUser,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../test/app-harness.tsx';
import { buildAnswer, buildStudentHomework, taskProgress } from '../homework/studentHomework.fixtures.ts';

const parent = buildUser(ROLE.parent, { first_name: 'Ольга', last_name: 'Иванова', name: 'Ольга Иванова' });
const math = buildSubject(1, { title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' } });
const mental = buildSubject(3, {
  title: { 'ru-RU': 'Ментальная арифметика', 'en-US': 'Mental', 'uk-UA': 'Ментальна' },
});

const misha: CabinetChild = {
  id: 5,
  first_name: 'Миша',
  last_name: 'Иванов',
  avatar: null,
  subjects: [math, mental],
  classes: [{ id: 7, title: 'Соробан', subject_id: 3, teacher_name: 'Ирина Петрова' }],
};

const week: ChildWeek = {
  student_id: 5,
  from: '2026-11-30T00:00:00.000Z',
  to: '2026-12-07T00:00:00.000Z',
  certificates: [],
  subjects: [
    {
      subject_id: 1,
      title: math.title,
      rounds: 6,
      minutes: 14,
      homework: { done: 1, open: 2, overdue: 0 },
      likes_earned: 9,
      likes_spent: 3,
      marks: [{ date: '2026-12-01', mark: 5 }],
    },
  ],
};

describe("a parent's page of one child", () => {
  beforeEach(() => {
    installFakeRealtime();
    signIn(parent);
    const reviewed = buildStudentHomework({
      progress: [taskProgress(buildAnswer({ status: 'needs_rework', comment: 'Проверь второе действие' }))],
    });
    mockServer({
      'GET /api/me': ok(buildMe(parent)),
      'GET /api/parents/me/children': ok([misha]),
      'GET /api/parents/me/children/5/week': ok(week),
      'GET /api/parents/me/children/5/trends': ok([]),
      'GET /api/students/5/homework': ok({ current: [reviewed], past: [] }),
    });
  });

  it("opens on the first subject's week: time, rounds, likes, homework and marks", async () => {
    renderApp('/parent/children/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Миша Иванов' })).toBeInTheDocument();
    expect(await screen.findByText('Минут')).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
    expect(screen.getByText('2 в работе')).toBeInTheDocument();
    expect(screen.getByText(/Оценки недели: 5/)).toBeInTheDocument();
    expect(await screen.findByText('Пока нет раундов')).toBeInTheDocument();
  });

  it("shows a quiet week in another subject and the teacher's comments on its homework", async () => {
    const app = renderApp('/parent/children/5');
    await app.user.click(await screen.findByRole('radio', { name: 'Ментальная арифметика' }));
    expect(await screen.findByText('На этой неделе по предмету пока тихо.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Домашние задания' }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Проверь второе действие')).toBeInTheDocument();
    expect(within(panel).getByText('Нужно доработать')).toBeInTheDocument();
  });

  it('says so when the child is not in the cabinet', async () => {
    renderApp('/parent/children/99');
    expect(await screen.findByText('Этого ребёнка нет в вашем кабинете')).toBeInTheDocument();
  });
});
