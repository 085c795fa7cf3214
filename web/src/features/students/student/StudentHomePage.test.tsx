import { screen, within } from '@testing-library/react';
import type { ChosenSubject, Me, SubjectData } from '@umka/contracts';
import { beforeEach, describe, expect, it as test, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildStudentHomework } from '../../homework/studentHomework.fixtures.ts';
import { dressedFox, profession } from '../../world/wardrobe.fixtures.ts';
import { buildMe, buildSubjectData, it as itSubject, math, reading } from '../student.fixtures.ts';
import { StudentHomePage } from './StudentHomePage.tsx';

const state = vi.hoisted(() => ({
  me: null as Me | null,
  chosen: null as ChosenSubject | null,
  data: null as SubjectData | null,
}));
vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ me: state.me, user: state.me?.user ?? null }) }));
vi.mock('../../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: state.chosen, data: state.data, status: 'ready', choose: vi.fn(), clear: vi.fn() }),
}));

beforeEach(() => {
  mockServer({
    'GET /api/students/30/homework': ok({ current: [buildStudentHomework()], past: [] }),
    'GET /api/students/30/trainers': ok([]),
  });
  state.me = buildMe();
  state.chosen = { id: math.id, main_id: 1 };
  state.data = { ...buildSubjectData(math, 17), character: dressedFox, profession };
});

describe('StudentHomePage', () => {
  test('greets the student by name and shows the chosen subject and its likes balance', () => {
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.getByRole('heading', { name: 'Привет, Маша!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Предмет' })).toHaveTextContent('Математика');
    expect(
      within(screen.getByRole('region', { name: 'Мои лайки' })).getByTestId('home-likes-balance'),
    ).toHaveTextContent('17');
  });

  test('shows an IT student the IT points to spend in the IT shop in place of likes', async () => {
    mockServer({
      'GET /api/students/30/it-scores/count': ok({ count: 23 }),
      'GET /api/it-courses': ok({ courses: [], next_lesson_id: null }),
    });
    const active = { ...itSubject, status: 'active' as const };
    state.me = buildMe([math, active]);
    state.chosen = { id: active.id, main_id: active.main_id };
    state.data = { ...buildSubjectData(active, 0), character: dressedFox, profession: null };
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    const points = await screen.findByRole('region', { name: 'IT-баллы' });
    expect(await within(points).findByTestId('home-it-points')).toHaveTextContent('23');
    expect(within(points).getByRole('link', { name: 'В IT-магазин' })).toHaveAttribute('href', '/student/it-shop');
    expect(screen.queryByRole('region', { name: 'Мои лайки' })).not.toBeInTheDocument();
  });

  test("lists the student's class with its subject", () => {
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    const classes = screen.getByRole('region', { name: 'Мой класс' });
    expect(classes).toHaveTextContent('3 «А»');
    expect(classes).toHaveTextContent('Математика');
  });

  test('leads to the shared place of each class in the chosen subject', () => {
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    const classes = screen.getByRole('region', { name: 'Мой класс' });
    expect(within(classes).getByRole('link', { name: 'Место класса «3 «А»»' })).toHaveAttribute(
      'href',
      '/student/class/4/location',
    );
  });

  test("lists only the chosen subject's classes, and says where the others are", () => {
    state.chosen = { id: reading.id, main_id: 2 };
    state.data = { ...buildSubjectData(reading, 3), character: dressedFox, profession };
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    const classes = screen.getByRole('region', { name: 'Мой класс' });
    expect(classes).not.toHaveTextContent('3 «А»');
    expect(within(classes).getByText('В этом предмете ты пока не в классе')).toBeInTheDocument();
    expect(within(classes).getByRole('link', { name: 'Пройти первые уроки' })).toHaveAttribute(
      'href',
      '/student/zero-homework',
    );
  });

  test('says what next first: the homework due with its progress, a trainer to play and the week of rounds', async () => {
    state.chosen = { id: reading.id, main_id: 2 };
    state.data = {
      ...buildSubjectData(reading, 3),
      trainers: [
        { id: 4, component: 'equations', title: { 'ru-RU': 'Уравнения', 'en-US': 'Equations', 'uk-UA': 'Рівняння' } },
      ],
      character: dressedFox,
      profession: null,
    };
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    const next = screen.getByRole('region', { name: 'Что дальше?' });
    expect(await within(next).findByText('Уравнения и задача')).toBeInTheDocument();
    expect(within(next).getByText('Готово пунктов: 0 из 2')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Открыть задание' })).toHaveAttribute('href', '/student/homework');
    expect(await within(next).findByRole('link', { name: 'Играть: Уравнения' })).toHaveAttribute(
      'href',
      '/trainers/homework/12?item=34',
    );
    expect(within(next).getByText('Нужен для домашнего задания')).toBeInTheDocument();
    expect(within(within(next).getByRole('list')).getAllByRole('listitem')).toHaveLength(7);
  });

  test('offers to change the subject', () => {
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.getByRole('link', { name: 'Сменить предмет' })).toHaveAttribute('href', '/student/subject');
  });

  test('waits for the likes while the subject data loads', () => {
    state.data = null;
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.queryByTestId('home-likes-balance')).not.toBeInTheDocument();
  });

  test('says when the student is in no class yet', () => {
    const me = buildMe();
    state.me = { ...me, student: me.student ? { ...me.student, groups: [] } : null };
    renderWithProviders(<StudentHomePage />, { route: '/student', locale: 'uk-UA' });
    expect(screen.getByText('Ти поки не в класі')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Пройти перші уроки' })).toHaveAttribute('href', '/student/zero-homework');
  });

  test('offers no first lessons in a subject without them', () => {
    const me = buildMe([math, { ...itSubject, status: 'active' as const }]);
    state.me = { ...me, student: me.student ? { ...me.student, groups: [] } : null };
    state.chosen = { id: itSubject.id, main_id: itSubject.main_id };
    state.data = { ...buildSubjectData(itSubject, 0), character: dressedFox, profession: null };
    mockServer({
      'GET /api/students/30/it-scores/count': ok({ count: 0 }),
      'GET /api/it-courses': ok({ courses: [], next_lesson_id: null }),
    });
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.getByText('Ты пока не в классе')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Пройти первые уроки' })).not.toBeInTheDocument();
  });

  test('shows the dressed character with the ways to the shop, home and work', () => {
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    const card = screen.getByRole('region', { name: 'Мой персонаж' });
    expect(within(card).getByRole('img', { name: 'Лиса в образе' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'В магазин' })).toHaveAttribute('href', '/student/shop');
    expect(within(card).getByRole('link', { name: 'Мой дом' })).toHaveAttribute('href', '/student/location');
    expect(within(card).getByRole('link', { name: 'Моя работа' })).toHaveAttribute('href', '/student/job');
  });

  test('sends a math student without a character to choose one (spec §2)', () => {
    state.data = { ...buildSubjectData(math, 17), character: null, profession: null };
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.getByTestId('location')).toHaveTextContent('/student/characters');
  });

  test('sends a math student with a character but no profession to choose a profession (spec §2)', () => {
    state.data = { ...buildSubjectData(math, 17), character: dressedFox, profession: null };
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.getByTestId('location')).toHaveTextContent('/student/job/select');
  });

  test('lets a student of a subject without professions stay home without a character, offering to choose one', () => {
    state.chosen = { id: reading.id, main_id: 2 };
    state.data = buildSubjectData(reading, 3);
    renderWithProviders(<StudentHomePage />, { route: '/student' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/student$/);
    const card = screen.getByRole('region', { name: 'Мой персонаж' });
    expect(within(card).getByRole('link', { name: 'Выбрать персонажа' })).toHaveAttribute(
      'href',
      '/student/characters',
    );
  });
});
