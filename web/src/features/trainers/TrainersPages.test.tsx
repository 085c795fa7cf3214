import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentTrainersPage } from './student/StudentTrainersPage.tsx';
import { TeacherTrainersPage } from './teacher/TeacherTrainersPage.tsx';
import { buildTrainer, equationsTrainer } from './trainers.fixtures.ts';

vi.mock('../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 3, main_id: 3 } }) }));

const mathSubject = { id: 1, main_id: 1, title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' } };

const cardsTitle = { 'ru-RU': 'Карточки памяти', 'en-US': 'Memory cards', 'uk-UA': 'Картки пам’яті' };
const mentalTestTitle = { 'ru-RU': 'Ментальный тест', 'en-US': 'Mental test', 'uk-UA': 'Ментальний тест' };

let server: ReturnType<typeof mockServer>;

/** The query strings of the catalogue's requests. */
const catalogueQueries = () =>
  server.calls.filter((call) => call.path === '/api/trainers').map((call) => call.query.toString());

beforeEach(() => {
  server = mockServer({
    'GET /api/subjects': ok([{ ...mathSubject, color: '#4dabf7', is_open: true }]),
    'GET /api/trainers': (request) => {
      const subjectId = request.query.get('subject_id');
      const all = [
        buildTrainer(),
        equationsTrainer,
        buildTrainer({ id: 9, component: 'memoryCards', title: cardsTitle }),
        buildTrainer({ id: 12, component: 'mentalTest', title: mentalTestTitle }),
      ];
      return ok(subjectId === null ? all : all.filter((trainer) => trainer.subjects.includes(Number(subjectId))));
    },
  });
});

describe('trainer catalogue pages', () => {
  it("shows the student the current subject's trainers as cards with pictures", async () => {
    renderWithProviders(<StudentTrainersPage />);
    const card = await screen.findByRole('link', { name: 'Ментальный счёт' });
    expect(card.querySelector('svg[data-icon="flash-anzan"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Уравнения' })).not.toBeInTheDocument();
    expect(catalogueQueries()).toEqual(['subject_id=3']);
  });

  it('opens the trainer from its card', async () => {
    renderWithProviders(<StudentTrainersPage />, { locale: 'en-US' });
    fireEvent.click(await screen.findByRole('link', { name: 'Flash mental arithmetic' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/trainers/1');
  });

  it('says so when a subject has no trainers', async () => {
    server.set('GET /api/trainers', ok([]));
    renderWithProviders(<StudentTrainersPage />, { locale: 'uk-UA' });
    expect(await screen.findByText('Тренажерів поки немає')).toBeInTheDocument();
  });

  it('shows the teacher the whole catalogue', async () => {
    renderWithProviders(<TeacherTrainersPage />);
    expect(await screen.findByRole('link', { name: 'Уравнения' })).toHaveAttribute('href', '/trainers/4');
    expect(screen.getByRole('link', { name: 'Ментальный счёт' })).toBeInTheDocument();
    expect(catalogueQueries()).toEqual(['']);
  });

  it('offers only trainers whose game is built', async () => {
    renderWithProviders(<TeacherTrainersPage />);
    await screen.findByRole('link', { name: 'Уравнения' });
    expect(screen.queryByRole('link', { name: 'Карточки памяти' })).not.toBeInTheDocument();
  });

  it('leaves out the online games, which have a page of their own', async () => {
    const onlineTitle = { 'ru-RU': 'Четыре в ряд', 'en-US': 'Connect four', 'uk-UA': 'Чотири в ряд' };
    // A game the shell could play, so only its type (ranked by wins) keeps it off the list.
    server.set('GET /api/trainers', ok([equationsTrainer, buildTrainer({ id: 20, type_id: 2, title: onlineTitle })]));
    renderWithProviders(<TeacherTrainersPage />);
    await screen.findByRole('link', { name: 'Уравнения' });
    expect(screen.queryByRole('link', { name: 'Четыре в ряд' })).not.toBeInTheDocument();
  });

  it('leaves out the mental test, which is played from a given test only', async () => {
    renderWithProviders(<TeacherTrainersPage />);
    await screen.findByRole('link', { name: 'Уравнения' });
    expect(screen.queryByRole('link', { name: 'Ментальный тест' })).not.toBeInTheDocument();
  });
});
