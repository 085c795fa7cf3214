import { IT_PROJECT_REVIEWED_EVENT } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { IT_PROJECT_REVIEWED_EVENT_TYPE, reviewedStatus } from './itProjects.live.ts';

describe('the exhibition’s live event', () => {
  it('is the event the server sends when a teacher decides on a project', () => {
    expect(IT_PROJECT_REVIEWED_EVENT_TYPE).toBe(IT_PROJECT_REVIEWED_EVENT);
  });

  it('reads the decision, and nothing else, from the event', () => {
    expect(reviewedStatus({ id: 3, status: 'approved' })).toBe('approved');
    expect(reviewedStatus({ id: 3, status: 'rejected' })).toBe('rejected');
    expect(reviewedStatus({ id: 3, status: 'pending' })).toBeNull();
    expect(reviewedStatus(undefined)).toBeNull();
  });
});
