import { IT_POINTS_EVENT, IT_PRIZE_GIVEN_EVENT } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { IT_POINTS_EVENT_TYPE, IT_PRIZE_GIVEN_EVENT_TYPE } from './itShop.live.ts';

describe('the IT shop live events', () => {
  it('listens for the very event types the server publishes', () => {
    expect(IT_POINTS_EVENT_TYPE).toBe(IT_POINTS_EVENT);
    expect(IT_PRIZE_GIVEN_EVENT_TYPE).toBe(IT_PRIZE_GIVEN_EVENT);
  });
});
