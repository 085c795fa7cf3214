import { screen, waitFor } from '@testing-library/react';
import type { TrainerResult } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildStats } from '../../features/trainers/trainerStats.fixtures.ts';
import { trainerStatsKeys } from '../../features/trainers/trainers.queries.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { mockServer, ok } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ResultScreen } from './ResultScreen.tsx';
import type { RoundSummary } from './types.ts';

const owner = { userId: 7, trainerId: 1, subjectId: 3 };

function summary(score: number, server: Partial<TrainerResult> | null = {}): RoundSummary {
  return {
    score,
    correct: 9,
    total: 10,
    timedOut: false,
    openEnded: false,
    playedMs: 9000,
    misses: 0,
    server:
      server === null
        ? null
        : {
            session_id: 1,
            score,
            correct: 9,
            total: 10,
            won: true,
            likes_earned: 2,
            validate_status: 'ok',
            validate_message: null,
            ...server,
          },
  };
}

function renderResult(roundSummary: RoundSummary, bestOwner: typeof owner | null = owner) {
  return renderWithProviders(
    <ResultScreen summary={roundSummary} bestOwner={bestOwner} onAgain={() => {}} onLeave={() => {}} />,
    { locale: 'en-US' },
  );
}

let server: ReturnType<typeof mockServer>;

/** The student's statistics as the server keeps them. */
function serveStats(stats: unknown[]) {
  server.set('GET /api/students/7/trainers', ok(stats));
}

beforeEach(() => {
  server = mockServer();
});

describe('result screen personal best', () => {
  it('shows the best the server keeps for this trainer and subject', async () => {
    serveStats([buildStats({ best_score: 55 })]);
    renderResult(summary(42));
    expect(await screen.findByText('Your best: 55')).toBeInTheDocument();
    expect(server.calls.map((call) => [call.method, call.path, call.query.toString()])).toEqual([
      ['GET', '/api/students/7/trainers', 'subject_id=3'],
    ]);
  });

  it('celebrates a score no earlier round reached', async () => {
    const trend = [
      { created_at: '2026-11-18T10:00:00.000Z', score: 30 },
      { created_at: '2026-11-21T10:00:00.000Z', score: 42 },
    ];
    serveStats([buildStats({ best_score: 42, trend })]);
    renderResult(summary(42));
    expect(await screen.findByText('New personal best!')).toBeInTheDocument();
  });

  it('does not call a score that only equals an earlier best a new one', async () => {
    const trend = [
      { created_at: '2026-11-18T10:00:00.000Z', score: 42 },
      { created_at: '2026-11-21T10:00:00.000Z', score: 42 },
    ];
    serveStats([buildStats({ best_score: 42, trend })]);
    renderResult(summary(42));
    expect(await screen.findByText('Your best: 42')).toBeInTheDocument();
  });

  it('refetches statistics cached before the round instead of showing the old best', async () => {
    // The app's own client keeps data fresh for a while, which is exactly what must not hide the new best.
    const queryClient = createQueryClient();
    queryClient.setQueryData(trainerStatsKeys.trainerStats(7, 3), [buildStats({ best_score: 10 })]);
    serveStats([buildStats({ best_score: 60 })]);
    renderWithProviders(
      <ResultScreen summary={summary(50)} bestOwner={owner} onAgain={() => {}} onLeave={() => {}} />,
      {
        locale: 'en-US',
        queryClient,
      },
    );
    expect(await screen.findByText('Your best: 60')).toBeInTheDocument();
    expect(screen.queryByText('Your best: 10')).not.toBeInTheDocument();
  });

  it("keeps no best for a teacher's try-out", async () => {
    renderResult(summary(42, null), null);
    await waitFor(() => expect(screen.getByText('Teacher try-out: the result is not saved')).toBeInTheDocument());
    expect(server.calls).toEqual([]);
    expect(screen.queryByText(/Your best/)).not.toBeInTheDocument();
  });
});

describe('result screen buttons', () => {
  it('puts the keyboard on Play again', () => {
    serveStats([]);
    renderResult(summary(3));
    expect(screen.getByRole('button', { name: 'Play again' })).toHaveFocus();
  });
});
