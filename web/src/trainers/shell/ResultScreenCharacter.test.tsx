import { screen, within } from '@testing-library/react';
import type { SubjectData, TrainerResult } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStats } from '../../features/trainers/trainerStats.fixtures.ts';
import { dressedFox } from '../../features/world/wardrobe.fixtures.ts';
import { mockServer, ok } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ResultScreen } from './ResultScreen.tsx';
import type { RoundSummary } from './types.ts';

const subject = vi.hoisted(() => ({ data: null as Pick<SubjectData, 'character'> | null }));
vi.mock('../../lib/subject-context.ts', () => ({ useSubjectDataIfAny: () => subject.data }));

const owner = { userId: 7, trainerId: 1, subjectId: 3 };

function round(correct: number, total: number, score = correct * 10): RoundSummary {
  const server: TrainerResult = {
    session_id: 1,
    score,
    correct,
    total,
    won: true,
    likes_earned: correct,
    validate_status: 'ok',
    validate_message: null,
  };
  return { score, correct, total, timedOut: false, openEnded: false, playedMs: 9000, misses: 0, server };
}

const show = (summary: RoundSummary, next: { to: string; title: string } | null = null) =>
  renderWithProviders(
    <ResultScreen summary={summary} bestOwner={owner} onAgain={() => {}} onLeave={() => {}} next={next} />,
    { locale: 'ru-RU' },
  );

beforeEach(() => {
  subject.data = { character: dressedFox };
  mockServer({ 'GET /api/students/7/trainers': ok([buildStats({ best_score: 90 })]) });
});

describe('the character on the result screen', () => {
  it('shows the student’s own dressed character, happy after a good round, with a little celebration', async () => {
    show(round(8, 10));
    expect(screen.getByRole('img', { name: /Лиса/ })).toBeInTheDocument();
    expect(screen.getByText('Здорово получилось!')).toBeInTheDocument();
    expect(screen.getByTestId('celebration')).toBeInTheDocument();
  });

  it('is proud at a new personal best', async () => {
    mockServer({
      'GET /api/students/7/trainers': ok([
        buildStats({ best_score: 100, trend: [{ created_at: '2026-11-18T10:00:00.000Z', score: 100 }] }),
      ]),
    });
    show(round(10, 10, 100));
    expect(await screen.findByText('Ура, новый рекорд! Я тобой горжусь!')).toBeInTheDocument();
  });

  it('encourages after a hard round, without confetti and without a sad word', () => {
    show(round(1, 10));
    expect(screen.getByText('Ничего страшного! Давай ещё разок — у тебя получится!')).toBeInTheDocument();
    expect(screen.queryByTestId('celebration')).not.toBeInTheDocument();
  });

  it('keeps the trophy for a player without a character', () => {
    subject.data = null;
    show(round(8, 10));
    expect(screen.queryByRole('img', { name: /Лиса/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Здорово получилось!')).not.toBeInTheDocument();
  });

  it('offers the next trainer beside another round', () => {
    show(round(8, 10), { to: '/trainers/5', title: 'Дроби' });
    const card = screen.getByRole('link', { name: 'Следующий тренажёр: Дроби' });
    expect(card).toHaveAttribute('href', '/trainers/5');
    expect(within(card).getByText('Следующий тренажёр')).toBeInTheDocument();
  });
});
