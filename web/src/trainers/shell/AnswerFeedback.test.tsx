import { describe, expect, it } from 'vitest';
import { formatSolution } from './AnswerFeedback.tsx';

describe('formatSolution', () => {
  it('writes a decimal comma in Russian and Ukrainian and a point in English', () => {
    expect(formatSolution(15.5, 'ru-RU')).toBe('15,5');
    expect(formatSolution(15.5, 'uk-UA')).toBe('15,5');
    expect(formatSolution(15.5, 'en-US')).toBe('15.5');
  });

  it('prints a negative answer with the minus sign the tasks use, and big numbers without spaces', () => {
    expect(formatSolution(-7, 'ru-RU')).toBe('\u22127');
    expect(formatSolution(-0.25, 'en-US')).toBe('\u22120.25');
    expect(formatSolution(36000, 'ru-RU')).toBe('36000');
  });

  it('leaves a worded answer as it is', () => {
    expect(formatSolution('3/4', 'ru-RU')).toBe('3/4');
  });
});
