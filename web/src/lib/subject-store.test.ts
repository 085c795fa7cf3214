import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareSubjectAfterStart, shareSubjectWithServer, subjectStore } from './subject-store.ts';

const subjectCookie = () => /(?:^|; )subject=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  shareSubjectWithServer(null);
  vi.useRealTimers();
});

describe('the chosen subject', () => {
  it('is kept in a cookie too, so the server can draw the home in it, and forgotten there with the choice', () => {
    subjectStore.set({ id: 3, main_id: 3 });
    expect(subjectCookie()).toBe('3');
    subjectStore.set(null);
    expect(subjectCookie() ?? '').toBe('');
  });

  it('chosen before the cookie existed is shared a while after the page starts', () => {
    vi.useFakeTimers();
    localStorage.setItem('subject', JSON.stringify({ id: 2, main_id: 2 }));
    subjectStore.set({ id: 2, main_id: 2 });
    shareSubjectWithServer(null);
    shareSubjectAfterStart();
    expect(subjectCookie() ?? '').toBe('');
    vi.advanceTimersByTime(3000);
    expect(subjectCookie()).toBe('2');
  });
});
