import { describe, expect, it } from 'vitest';
import { AUTH_STATE_TTL_MS, createAuthStateCache } from './auth-state-cache.ts';
import type { SessionAuthState } from './sessions.repo.ts';

function stateOf(userId: number, overrides: Partial<SessionAuthState> = {}): SessionAuthState {
  return {
    id: userId,
    role_id: 3,
    is_active: true,
    token_version: 0,
    generation: 0,
    renewed_at: null,
    expires_at: '2030-01-01T00:00:00.000Z',
    revoked_at: null,
    ...overrides,
  };
}

/** A clock that stands still until the test moves it, so the TTL's edge is exact. */
function setUp(options: { maxEntries?: number } = {}) {
  let now = Date.parse('2026-11-27T12:00:00.000Z');
  const clock = { advance: (ms: number) => (now += ms) };
  return { clock, cache: createAuthStateCache({ clock: () => new Date(now), ...options }) };
}

describe('the auth state cache', () => {
  it('answers with a kept state until it is older than the TTL, then reads again', () => {
    const { clock, cache } = setUp();
    cache.put(1, stateOf(10), cache.mark());
    clock.advance(AUTH_STATE_TTL_MS - 1);
    expect(cache.get(1)).toEqual(stateOf(10));
    clock.advance(1);
    expect(cache.get(1)).toBeUndefined();
  });

  it('forgets every session of a user and keeps those of other users', () => {
    const { cache } = setUp();
    cache.put(1, stateOf(10), cache.mark());
    cache.put(2, stateOf(10), cache.mark());
    cache.put(3, stateOf(11), cache.mark());
    cache.forget({ userId: 10 });
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([undefined, undefined, stateOf(11)]);
  });

  it('forgets one session and keeps the same user’s others', () => {
    const { cache } = setUp();
    cache.put(1, stateOf(10), cache.mark());
    cache.put(2, stateOf(10), cache.mark());
    cache.forget({ sessionId: 1 });
    expect([cache.get(1), cache.get(2)]).toEqual([undefined, stateOf(10)]);
  });

  it('does not keep a state read before a change was forgotten, since it may be the state the change replaced', () => {
    const { cache } = setUp();
    const mark = cache.mark();
    cache.forget({ userId: 10 });
    cache.put(1, stateOf(10, { is_active: true }), mark);
    expect(cache.get(1)).toBeUndefined();
    cache.put(1, stateOf(10, { is_active: false }), cache.mark());
    expect(cache.get(1)?.is_active).toBe(false);
  });

  it('keeps at most its number of entries, dropping the one kept longest', () => {
    const { cache } = setUp({ maxEntries: 2 });
    for (const sessionId of [1, 2, 3]) cache.put(sessionId, stateOf(sessionId), cache.mark());
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([undefined, stateOf(2), stateOf(3)]);
  });

  it('hands out a copy nobody can change', () => {
    const { cache } = setUp();
    const state = stateOf(10);
    cache.put(1, state, cache.mark());
    state.is_active = false;
    const kept = cache.get(1);
    expect(kept?.is_active).toBe(true);
    expect(Object.isFrozen(kept)).toBe(true);
  });
});
