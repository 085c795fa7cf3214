import { describe, expect, it } from 'vitest';
import { dueStateOf, localDay } from '../homeworkStatus.ts';

describe('dueStateOf', () => {
  it('marks unfinished homework overdue after its day and soon on its day and the day before', () => {
    expect(dueStateOf({ due_on: '2026-11-20', complete: false }, '2026-11-21')).toBe('overdue');
    expect(dueStateOf({ due_on: '2026-11-21', complete: false }, '2026-11-21')).toBe('soon');
    expect(dueStateOf({ due_on: '2026-11-22', complete: false }, '2026-11-21')).toBe('soon');
    expect(dueStateOf({ due_on: '2026-11-23', complete: false }, '2026-11-21')).toBe('later');
  });

  it('calls complete homework done whatever its date', () => {
    expect(dueStateOf({ due_on: '2026-11-01', complete: true }, '2026-11-21')).toBe('done');
  });
});

describe('localDay', () => {
  it("is the student's calendar day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
