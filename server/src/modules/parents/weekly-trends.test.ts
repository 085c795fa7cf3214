import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mondayOf, weeklyTrends, weekStarts } from './weekly-trends.ts';

const DAY_MS = 86_400_000;
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('weekly trends', () => {
  it('put every instant in the week that starts on the Monday at most six days before it', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const monday = Date.parse(`${mondayOf(at)}T00:00:00Z`);
        expect(new Date(monday).getUTCDay()).toBe(1);
        expect(at.getTime() - monday).toBeGreaterThanOrEqual(0);
        expect(at.getTime() - monday).toBeLessThan(7 * DAY_MS);
      }),
    );
  });

  it('count each round of the period once, in its own week, and keep the weeks without rounds', () => {
    fc.assert(
      fc.property(
        instant,
        fc.array(fc.record({ daysAgo: fc.integer({ min: 0, max: 80 }), score: fc.integer({ min: 0, max: 100 }) }), {
          maxLength: 40,
        }),
        (today, rounds) => {
          const weeks = 8;
          const from = Date.parse(weeklyTrends.firstDay(today, weeks));
          const rows = rounds.map((round) => ({
            trainer_id: 1,
            score: round.score,
            created_at: new Date(today.getTime() - round.daysAgo * DAY_MS).toISOString(),
            title_ru: 'Т',
            title_en: 'T',
            title_uk: 'Т',
            position: 1,
          }));
          const inPeriod = rows.filter((row) => Date.parse(row.created_at) >= from);
          const trends = weeklyTrends.build(inPeriod, today, weeks);
          if (inPeriod.length === 0) {
            expect(trends).toEqual([]);
            return;
          }
          const [trend] = trends;
          expect(trend?.weeks.map((week) => week.week)).toEqual(weekStarts(today, weeks));
          expect(trend?.weeks.reduce((sum, week) => sum + week.rounds, 0)).toBe(inPeriod.length);
          for (const week of trend?.weeks ?? []) {
            if (week.rounds === 0) expect([week.average_score, week.best_score]).toEqual([null, null]);
            else expect(week.best_score).toBeGreaterThanOrEqual(week.average_score ?? 0);
          }
        },
      ),
    );
  });
});
