import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  failedStreak,
  HELP_SIGNAL_RULE_DEFINITIONS,
  inactivity,
  isFailedRound,
  overdueDays,
  type RulePoint,
  type RuleRound,
  scoreDrop,
} from './help-signal-rules.ts';

const NOW = new Date('2026-12-05T12:00:00.000Z');
const DAY_MS = 86_400_000;
const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString();

/** Rounds of the last 30 days, ids in the order they were played. */
const roundsArb = fc
  .array(
    fc.record({
      hoursAgo: fc.integer({ min: 0, max: 30 * 24 }),
      total: fc.integer({ min: 0, max: 20 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      rejected: fc.boolean(),
    }),
    { maxLength: 10 },
  )
  .map((rows) =>
    [...rows]
      .sort((a, b) => b.hoursAgo - a.hoursAgo)
      .map(
        (row, index): RuleRound => ({
          id: index + 1,
          total: row.total,
          correct: Math.round(row.total * row.share),
          score: Math.round(row.total * row.share),
          validate_status: row.rejected ? 'rejected' : 'ok',
          created_at: at(row.hoursAgo),
        }),
      ),
  );

describe('the failed-rounds rule', () => {
  it('counts exactly the failed validated rounds before the newest passed one, and fires from three', () => {
    fc.assert(
      fc.property(roundsArb, (rounds) => {
        const judged = rounds.filter((round) => round.validate_status === 'ok').reverse();
        const firstPassed = judged.findIndex((round) => !isFailedRound(round));
        const expected = firstPassed === -1 ? judged.length : firstPassed;
        const streak = failedStreak(rounds, NOW);
        if (expected < HELP_SIGNAL_RULE_DEFINITIONS.failed_streak.minStreak) expect(streak).toBeNull();
        else expect(streak).toEqual({ count: expected, first_id: judged[expected - 1]?.id });
      }),
    );
  });

  it('never counts a rejected round or a round without tasks as failed', () => {
    fc.assert(
      fc.property(roundsArb, (rounds) => {
        for (const round of rounds) {
          if (round.validate_status === 'rejected' || round.total === 0) expect(isFailedRound(round)).toBe(false);
        }
      }),
    );
  });

  it('keeps the occurrence when one more failed round extends the streak', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), (count) => {
        const failed = (id: number, hoursAgo: number): RuleRound => ({
          id,
          total: 10,
          correct: 2,
          score: 2,
          validate_status: 'ok',
          created_at: at(hoursAgo),
        });
        const rounds = Array.from({ length: count }, (_, index) => failed(index + 1, 100 - index));
        const before = failedStreak(rounds, NOW);
        const after = failedStreak([...rounds, failed(count + 1, 1)], NOW);
        expect(after?.count).toBe(count + 1);
        expect(after?.first_id).toBe(before?.first_id);
      }),
    );
  });
});

describe('the score-drop rule', () => {
  const pointsArb = fc
    .array(fc.record({ hoursAgo: fc.integer({ min: 0, max: 40 * 24 }), score: fc.integer({ min: 0, max: 100 }) }), {
      maxLength: 30,
    })
    .map((rows) =>
      rows.map((row, index): RulePoint => ({ id: index + 1, score: row.score, created_at: at(row.hoursAgo) })),
    );

  it('fires only with enough rounds on both sides and a recent mean at least 30% below the previous one', () => {
    const rule = HELP_SIGNAL_RULE_DEFINITIONS.score_drop;
    fc.assert(
      fc.property(pointsArb, (points) => {
        const drop = scoreDrop(points, NOW);
        const recentFrom = NOW.getTime() - rule.recentDays * DAY_MS;
        const recent = points.filter((point) => Date.parse(point.created_at) > recentFrom);
        const previous = points.filter((point) => {
          const time = Date.parse(point.created_at);
          return time <= recentFrom && time > recentFrom - rule.previousDays * DAY_MS;
        });
        const mean = (list: RulePoint[]) => list.reduce((sum, point) => sum + point.score, 0) / list.length;
        const enough = recent.length >= rule.minRecentRounds && previous.length >= rule.minPreviousRounds;
        const percent =
          enough && mean(previous) > 0 ? Math.round(((mean(previous) - mean(recent)) / mean(previous)) * 100) : null;
        if (percent === null || percent < rule.minDropPercent) {
          expect(drop).toBeNull();
          return;
        }
        expect(drop?.drop_percent).toBe(percent);
        expect(drop?.previous_mean).toBeCloseTo(mean(previous), 1);
        expect(previous.map((point) => point.id)).toContain(drop?.baseline_id);
      }),
    );
  });

  it('never fires when the recent scores are no lower than every previous one', () => {
    fc.assert(
      fc.property(pointsArb, (points) => {
        const recentFrom = NOW.getTime() - HELP_SIGNAL_RULE_DEFINITIONS.score_drop.recentDays * DAY_MS;
        const best = Math.max(0, ...points.map((point) => point.score));
        const lifted = points.map((point) =>
          Date.parse(point.created_at) > recentFrom ? { ...point, score: best } : point,
        );
        expect(scoreDrop(lifted, NOW)).toBeNull();
      }),
    );
  });
});

describe('the overdue and inactivity rules', () => {
  it('count whole days from the due day and from the later of the last activity and the joining day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 60 })),
        fc.integer({ min: 0, max: 60 }),
        (dueDaysAgo, activeDaysAgo, joinedDaysAgo) => {
          const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
          expect(overdueDays(day(dueDaysAgo), NOW)).toBe(dueDaysAgo > 0 ? dueDaysAgo : null);
          const lastActive = activeDaysAgo === null ? null : at(activeDaysAgo * 24);
          const idleDays = Math.min(activeDaysAgo ?? Number.POSITIVE_INFINITY, joinedDaysAgo);
          const idle = inactivity(lastActive, day(joinedDaysAgo), NOW);
          if (idleDays < HELP_SIGNAL_RULE_DEFINITIONS.inactive.days) expect(idle).toBeNull();
          else
            expect(idle).toEqual({
              days: idleDays,
              last_active_on: activeDaysAgo === null ? null : day(activeDaysAgo),
            });
        },
      ),
    );
  });
});
