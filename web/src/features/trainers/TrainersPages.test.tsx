import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentTrainersPage } from './StudentTrainersPage.tsx';
import { TeacherTrainersPage } from './TeacherTrainersPage.tsx';
import { buildTrainer, equationsTrainer } from './trainers.fixtures.ts';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});
vi.mock('../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 3, main_id: 3 } }) }));

const mathSubject = { id: 1, main_id: 1, title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' } };

const cardsTitle = { 'ru-RU': 'Карточки памяти', 'en-US': 'Memory cards', 'uk-UA': 'Картки пам’яті' };
const mentalTestTitle = { 'ru-RU': 'Ментальный тест', 'en-US': 'Mental test', 'uk-UA': 'Ментальний тест' };

beforeEach(() => {
  client.get.mockReset().mockImplementation((path: string, opts?: { query?: { subject_id?: number | null } }) => {
    if (path === '/subjects') return Promise.resolve([{ ...mathSubject, color: '#4dabf7' }]);
    if (path !== '/trainers') return Promise.reject(new Error(`unexpected GET ${path}`));
    const subjectId = opts?.query?.subject_id ?? null;
    const all = [
      buildTrainer(),
      equationsTrainer,
      buildTrainer({ id: 9, component: 'memoryCards', title: cardsTitle }),
      buildTrainer({ id: 12, component: 'mentalTest', title: mentalTestTitle }),
    ];
    return Promise.resolve(subjectId === null ? all : all.filter((trainer) => trainer.subjects.includes(subjectId)));
  });
});

describe('trainer catalogue pages', () => {
  it("shows the student the current subject's trainers as cards with pictures", async () => {
    renderWithProviders(<StudentTrainersPage />);
    const card = await screen.findByRole('link', { name: 'Ментальный счёт' });
    expect(card.querySelector('svg[data-icon="flash-anzan"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Уравнения' })).not.toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('/trainers', expect.objectContaining({ query: { subject_id: 3 } }));
  });

  it('opens the trainer from its card', async () => {
    renderWithProviders(<StudentTrainersPage />, { locale: 'en-US' });
    fireEvent.click(await screen.findByRole('link', { name: 'Flash mental arithmetic' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/trainers/1');
  });

  it('says so when a subject has no trainers', async () => {
    client.get.mockResolvedValue([]);
    renderWithProviders(<StudentTrainersPage />, { locale: 'uk-UA' });
    expect(await screen.findByText('Тренажерів поки немає')).toBeInTheDocument();
  });

  it('shows the teacher the whole catalogue', async () => {
    renderWithProviders(<TeacherTrainersPage />);
    expect(await screen.findByRole('link', { name: 'Уравнения' })).toHaveAttribute('href', '/trainers/4');
    expect(screen.getByRole('link', { name: 'Ментальный счёт' })).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('/trainers', expect.objectContaining({ query: { subject_id: null } }));
  });

  it('offers only trainers whose game is built', async () => {
    renderWithProviders(<TeacherTrainersPage />);
    await screen.findByRole('link', { name: 'Уравнения' });
    expect(screen.queryByRole('link', { name: 'Карточки памяти' })).not.toBeInTheDocument();
  });

  it('leaves out the mental test, which is played from a given test only', async () => {
    renderWithProviders(<TeacherTrainersPage />);
    await screen.findByRole('link', { name: 'Уравнения' });
    expect(screen.queryByRole('link', { name: 'Ментальный тест' })).not.toBeInTheDocument();
  });
});
