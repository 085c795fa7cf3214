import { screen, waitFor } from '@testing-library/react';
import type { ChosenSubject } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildTrainer, equationsTrainer } from '../trainers.fixtures.ts';
import { TrainerPage } from './TrainerPage.tsx';

const visitor = vi.hoisted(() => ({
  user: { id: 3, role_id: 3 },
  subject: { id: 3, main_id: 3 } as ChosenSubject | null,
}));
vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: visitor.user }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: visitor.subject }) }));

beforeEach(() => {
  visitor.user = { id: 3, role_id: 3 };
  visitor.subject = { id: 3, main_id: 3 };
  mockServer({
    'GET /api/trainers/1': ok(buildTrainer()),
    'GET /api/trainers/4': ok(equationsTrainer),
    'GET /api/trainers/9': ok(buildTrainer({ id: 9, component: 'memoryCards', icon: 'cards' })),
    'GET /api/trainers/12': ok(buildTrainer({ id: 12, component: 'mentalTest', icon: 'test' })),
  });
});

const open = (id: number) => renderWithProviders(<TrainerPage />, { route: `/trainers/${id}`, path: '/trainers/:id' });

describe('TrainerPage', () => {
  it("opens a trainer of the student's subject on its start screen", async () => {
    open(1);
    expect(await screen.findByRole('heading', { name: 'Ментальный счёт' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать' })).toBeInTheDocument();
  });

  it('sends a student to the trainers list when the trainer belongs to another subject', async () => {
    open(4);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student/trainers'));
  });

  it('lets a teacher open any trainer', async () => {
    visitor.user = { id: 2, role_id: 2 };
    visitor.subject = null;
    open(4);
    expect(await screen.findByRole('heading', { name: 'Уравнения' })).toBeInTheDocument();
    expect(screen.getByText('Учительская проба: результат не сохраняется')).toBeInTheDocument();
  });

  it('sends a student from the mental test, played from a given test only, to the trainers list', async () => {
    open(12);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student/trainers'));
    expect(screen.queryByRole('button', { name: 'Начать' })).not.toBeInTheDocument();
  });

  it("sends a teacher from the mental test to the teacher's trainers list", async () => {
    visitor.user = { id: 2, role_id: 2 };
    visitor.subject = null;
    open(12);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/teacher/trainers'));
  });

  it('says a trainer without a game yet is coming soon', async () => {
    open(9);
    expect(await screen.findByRole('heading', { name: 'Скоро здесь будет игра' })).toBeInTheDocument();
  });
});
