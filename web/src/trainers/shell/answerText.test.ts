import { flashAnzanRules } from '@umka/games';
import { describe, expect, it } from 'vitest';
import { equationsUi } from '../equations/equationsUi.ts';
import { flashAnzanUi } from '../flash-anzan/flashAnzanUi.ts';
import { mentalTestUi } from '../mental-test/mentalTestUi.ts';
import { answersMayBeNegative, applyKey } from './answerText.ts';

describe('typed answers', () => {
  it('toggles a leading minus only where an answer can be negative', () => {
    expect(applyKey('12', '-', false)).toBe('-12');
    expect(applyKey('-12', '-', false)).toBe('12');
    expect(applyKey('12', '-', false, false)).toBe('12');
    expect(applyKey('', '-', true, false)).toBe('');
  });

  it('offers the minus by the round: flash anzan only with subtraction below zero allowed', () => {
    const flash = (operations: 'add' | 'addSub', allowNegative: boolean) =>
      answersMayBeNegative(flashAnzanUi, { ...flashAnzanRules.defaults, operations, allowNegative });
    expect(flash('add', false)).toBe(false);
    expect(flash('add', true)).toBe(false);
    expect(flash('addSub', false)).toBe(false);
    expect(flash('addSub', true)).toBe(true);
    expect(answersMayBeNegative(equationsUi, { level: 'oneStep', count: 10 })).toBe(true);
    expect(answersMayBeNegative(mentalTestUi, {})).toBe(false);
    expect(answersMayBeNegative(mentalTestUi, null)).toBe(true);
  });
});
