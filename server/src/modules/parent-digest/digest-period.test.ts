import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGEST_HOUR_UTC, digestDueAt, dueDigestPeriod, isoWeekKey, isoWeekStart } from './digest-period.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const instants = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** ISO week by its definition: the week holding the year's 4th of January is week 1, weeks start on Monday. */
function referenceWeek(at: Date): { year: number; week: number } {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return { year: day.getUTCFullYear(), week: Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7) };
}

describe('the digest week arithmetic', () => {
  it('names known weeks as ISO 8601 does, across the turn of a year', () => {
    expect(isoWeekKey(new Date('2026-12-07T10:00:00Z'))).toBe('2026-W50');
    expect(isoWeekKey(new Date('2026-12-06T23:59:59Z'))).toBe('2026-W49');
    expect(isoWeekKey(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeekKey(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
  });

  it('starts every week on a Monday at midnight UTC, at most six days and a bit before the instant', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const start = isoWeekStart(at);
        expect(start.getUTCDay()).toBe(1);
        expect(start.getTime() % DAY_MS).toBe(0);
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime() - start.getTime()).toBeLessThan(WEEK_MS);
      }),
    );
  });

  it('gives every instant the key of its ISO week, the same one all week and another the week after', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: WEEK_MS - 1 }), (at, offset) => {
        const { year, week } = referenceWeek(at);
        const key = isoWeekKey(at);
        expect(key).toBe(`${year}-W${String(week).padStart(2, '0')}`);
        const start = isoWeekStart(at);
        expect(isoWeekKey(new Date(start.getTime() + offset))).toBe(key);
        expect(isoWeekKey(new Date(start.getTime() + WEEK_MS))).not.toBe(key);
      }),
    );
  });

  it('offers no digest before Monday at the digest hour, and from then on the week just ended', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const due = digestDueAt(at);
        expect(due.getTime() - isoWeekStart(at).getTime()).toBe(DIGEST_HOUR_UTC * 3_600_000);
        const period = dueDigestPeriod(at);
        if (at.getTime() < due.getTime()) {
          expect(period).toBeNull();
          return;
        }
        expect(period).toEqual({
          key: isoWeekKey(at),
          from: new Date(isoWeekStart(at).getTime() - WEEK_MS),
          to: isoWeekStart(at),
        });
      }),
    );
  });
});
