import { IT_SOLUTION_REVIEWED_EVENT } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { IT_SOLUTION_REVIEWED_EVENT_TYPE, reviewedSolutionStatus } from './itSolutions.live.ts';
import { itSolutionKeys } from './itSolutions.queries.ts';

describe('the task solutions’ live event', () => {
  it('is the event the server sends when a teacher checks a solution', () => {
    expect(IT_SOLUTION_REVIEWED_EVENT_TYPE).toBe(IT_SOLUTION_REVIEWED_EVENT);
  });

  it('reads the verdict, and nothing else, from the event', () => {
    expect(reviewedSolutionStatus({ id: 3, status: 'accepted' })).toBe('accepted');
    expect(reviewedSolutionStatus({ id: 3, status: 'needs_work' })).toBe('needs_work');
    expect(reviewedSolutionStatus({ id: 3, status: 'rejected' })).toBe('rejected');
    expect(reviewedSolutionStatus({ id: 3, status: 'submitted' })).toBeNull();
    expect(reviewedSolutionStatus(undefined)).toBeNull();
  });

  it('refreshes the queries the solutions keep, which all start with its root key', () => {
    expect(itSolutionKeys.own(4)[0]).toBe('it-solutions');
    expect(itSolutionKeys.queue(null)[0]).toBe('it-solutions');
  });
});
