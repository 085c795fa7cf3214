import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenBlock } from '@umka/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { answersAreOurs, drawnAsWeWould, drawnScreen, takeAnswers } from './take-over.ts';

const BLOCK: FirstScreenBlock = { user_id: 3, subject_id: 1, locale: 'ru-RU', answers: [] };

function pageWithBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_SCREEN_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove());

describe('taking over a screen the server drew', () => {
  it('reads the block the server wrote, and finds none in a page it did not draw or one spoilt on the way', () => {
    expect(drawnScreen()).toBeNull();
    pageWithBlock(JSON.stringify(BLOCK));
    expect(drawnScreen()).toEqual(BLOCK);
    document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
    pageWithBlock('{"user_id": 3,');
    expect(drawnScreen()).toBeNull();
  });

  it("takes the answers when they are this device's student's in this subject, whatever the texts", () => {
    expect(answersAreOurs(BLOCK, { userId: 3, subjectId: 1 })).toBe(true);
    expect(answersAreOurs(BLOCK, { userId: 4, subjectId: 1 })).toBe(false);
    expect(answersAreOurs(BLOCK, { userId: 3, subjectId: 2 })).toBe(false);
    expect(answersAreOurs(BLOCK, { userId: null, subjectId: null })).toBe(false);
  });

  it('takes the markup over only when the app would draw the same: the same student, subject and texts', () => {
    expect(drawnAsWeWould(BLOCK, { userId: 3, subjectId: 1, locale: 'ru-RU' })).toBe(true);
    expect(drawnAsWeWould(BLOCK, { userId: 3, subjectId: 1, locale: 'en-US' })).toBe(false);
    expect(drawnAsWeWould(BLOCK, { userId: 5, subjectId: 1, locale: 'ru-RU' })).toBe(false);
  });

  it('puts the answers in the cache the app asks first, as old as the server had them', () => {
    const app = createQueryClient();
    const drawnAt = Date.now() - 1000;
    takeAnswers(app, { ...BLOCK, answers: [{ key: ['me', 3], data: { user: { id: 3 } }, updated_at: drawnAt }] });
    expect(app.getQueryData(['me', 3])).toEqual({ user: { id: 3 } });
    expect(app.getQueryState(['me', 3])?.dataUpdatedAt).toBe(drawnAt);
  });
});
