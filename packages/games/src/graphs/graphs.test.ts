import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itObeysTrainerLaws } from '../testing/rule-laws.ts';
import { type GraphAnswer, type GraphsSettings, graphsRules, graphTaskKinds, solveGraphTask } from './graphs.ts';

const settings: fc.Arbitrary<GraphsSettings> = fc.record({
  kinds: fc.uniqueArray(fc.constantFrom(...graphTaskKinds), { minLength: 1, maxLength: 3 }),
  range: fc.integer({ min: 5, max: 20 }),
  count: fc.integer({ min: 1, max: 30 }),
});

const badSettings = fc.oneof(
  settings.map((s) => ({ ...s, kinds: [] })),
  settings.map((s) => ({ ...s, kinds: ['parabola'] })),
  settings.chain((s) => fc.oneof(fc.integer({ max: 4 }), fc.integer({ min: 21 })).map((range) => ({ ...s, range }))),
);

function perturb(answer: GraphAnswer, salt: number): GraphAnswer {
  return 'x' in answer
    ? { x: answer.x, y: answer.y + salt }
    : { slope: answer.slope, intercept: answer.intercept - salt };
}

describe('graphs rules', () => {
  itObeysTrainerLaws({
    rules: graphsRules,
    settings,
    badSettings,
    trueAnswer: (task) => solveGraphTask(task),
    wrongAnswer: (task, _s, salt) => perturb(solveGraphTask(task), salt),
  });

  it('keeps every point on the integer grid and every drawn line through its two points', () => {
    fc.assert(
      fc.property(fc.integer(), settings, (seed, s) => {
        for (const task of graphsRules.generate(seed, s)) {
          expect(s.kinds).toContain(task.kind);
          const points = task.kind === 'line' ? task.through : [task.point];
          for (const p of points) {
            expect(Number.isInteger(p.x) && Number.isInteger(p.y)).toBe(true);
            expect(Math.max(Math.abs(p.x), Math.abs(p.y))).toBeLessThanOrEqual(s.range);
          }
          if (task.kind === 'line') {
            const [a, b] = task.through;
            expect(a.x).not.toBe(b.x);
            expect((b.y - a.y) / (b.x - a.x)).toBe(task.slope);
            expect(a.y - task.slope * a.x).toBe(task.intercept);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses coordinates given for a line and swapped coordinates for a point', () => {
    const s = graphsRules.defaults;
    expect(
      graphsRules.check(
        {
          kind: 'line',
          slope: 1,
          intercept: 2,
          through: [
            { x: 0, y: 2 },
            { x: 1, y: 3 },
          ],
        },
        { x: 1, y: 2 },
        s,
      ),
    ).toBe(false);
    expect(graphsRules.check({ kind: 'readPoint', point: { x: 3, y: -2 } }, { x: -2, y: 3 }, s)).toBe(false);
  });
});
