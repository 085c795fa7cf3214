import { screen, within } from '@testing-library/react';
import type { StudentFieldActivity } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseSubject, installFakeRealtime, mockServer, ok, renderApp, signIn } from '../../../test/app-harness.tsx';
import {
  buildScene,
  buildShopThing,
  buildStudentProfession,
  math,
  PAGE_LOAD,
  student,
  studentBoot,
  text,
  WORKPLACE_ID,
} from '../places.fixtures.ts';

vi.mock('../../students/student/StudentMenu.tsx', () => ({ StudentMenu: () => null }));

const THINGS = `/api/students/${student.id}/locations/${WORKPLACE_ID}/things`;

function serve(profession: StudentFieldActivity | null) {
  return mockServer({
    ...studentBoot(),
    [`GET /api/students/${student.id}/field-activity`]: ok(profession),
    [`GET ${THINGS}`]: ok(buildScene([])),
    [`GET ${THINGS}/shop`]: ok([buildShopThing({ id: 23, location_id: WORKPLACE_ID, title: text('Стетоскоп') })]),
  });
}

describe('ShopJobPage', () => {
  beforeEach(() => {
    installFakeRealtime();
    signIn(student);
    chooseSubject(math);
  });

  it("sells things for the workplace of the student's profession", async () => {
    serve(buildStudentProfession());
    renderApp('/shop/job');
    expect(await screen.findByRole('listitem', { name: 'Стетоскоп' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Рабочее место: Врач' })).toBeInTheDocument();
    const departments = screen.getByRole('navigation', { name: 'Отделы магазина' });
    expect(within(departments).getByRole('link', { name: 'Работа' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a student without a profession to choose one first', async () => {
    serve(null);
    renderApp('/shop/job');
    expect(await screen.findByText('Сначала выбери профессию', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выбрать профессию' })).toHaveAttribute('href', '/student/job/select');
  });
});
