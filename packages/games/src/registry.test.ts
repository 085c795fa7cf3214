import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rulesFor, trainerRules } from './registry.ts';
import { validateAnyRound } from './validate/validate-round.ts';

describe('trainerRules registry', () => {
  it('keys every trainer by its own component name', () => {
    expect(Object.keys(trainerRules).sort()).toEqual(
      [
        'abacus',
        'equations',
        'flashAnzan',
        'fractions',
        'graphs',
        'mentalTest',
        'schulte',
        'speedTest',
        'stroop',
        'wordSearch',
        'fillword',
        'speedReading',
        'memo',
        'labyrinth',
        'dino',
        'metronome',
        'articulation',
        'speechCards',
        'picnic',
        'unitConverter',
        'wordProblem',
      ].sort(),
    );
    for (const [component, rules] of Object.entries(trainerRules)) expect(rules.component).toBe(component);
  });

  it('finds nothing for an unknown or inherited name', () => {
    expect(rulesFor('chess')).toBeNull();
    expect(rulesFor('constructor')).toBeNull();
  });

  it('validates an empty round of any trainer with its defaults as a round with nothing correct', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(trainerRules)), fc.integer(), (rules, seed) => {
        const verdict = validateAnyRound(rules, { seed, settings: rules.defaults, answers: [], elapsedMs: 1000 });
        expect(verdict.status).toBe('ok');
        expect(verdict.outcome.correct).toBe(0);
      }),
    );
  });
});
