import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExpressionError, type ExpressionNode } from './ast.ts';
import { evaluate, variablesOf } from './evaluate.ts';
import { MAX_EXPRESSION_DEPTH, parseExpression } from './parse.ts';

/** Renders a tree fully parenthesised, so parsing it back must give the same value. */
function render(node: ExpressionNode): string {
  if (node.kind === 'number') return String(node.value);
  if (node.kind === 'variable') return node.name;
  if (node.kind === 'negate') return `-(${render(node.operand)})`;
  return `(${render(node.left)} ${node.operator} ${render(node.right)})`;
}

const tree = fc.letrec<{ node: ExpressionNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 0, max: 999 }).map((value): ExpressionNode => ({ kind: 'number', value })),
    fc.constantFrom('a', 'b', 'c').map((name): ExpressionNode => ({ kind: 'variable', name })),
    tie('node').map((operand): ExpressionNode => ({ kind: 'negate', operand })),
    fc
      .record({
        operator: fc.constantFrom('+' as const, '-' as const, '*' as const),
        left: tie('node'),
        right: tie('node'),
      })
      .map((b): ExpressionNode => ({ kind: 'binary', ...b })),
  ),
})).node;

describe('parseExpression and evaluate', () => {
  it('honours precedence, parentheses, unary minus and the school operator signs', () => {
    expect(evaluate(parseExpression('2 + 3 * 4'), {})).toBe(14);
    expect(evaluate(parseExpression('(2 + 3) × 4'), {})).toBe(20);
    expect(evaluate(parseExpression('20 ÷ 4 - 1'), {})).toBe(4);
    expect(evaluate(parseExpression('12 : 4 : 3'), {})).toBe(1);
    expect(evaluate(parseExpression('-a - -b'), { a: 2, b: 5 })).toBe(3);
    expect(evaluate(parseExpression('цена · кол_во + 1,5'), { цена: 3, кол_во: 4 })).toBe(13.5);
  });

  it('evaluates a rendered tree to the value of the tree itself', () => {
    const direct = (n: ExpressionNode, v: Record<string, number>): number => {
      if (n.kind === 'number') return n.value;
      if (n.kind === 'variable') return v[n.name] ?? 0;
      if (n.kind === 'negate') return -direct(n.operand, v);
      const [l, r] = [direct(n.left, v), direct(n.right, v)];
      return n.operator === '+' ? l + r : n.operator === '-' ? l - r : l * r;
    };
    fc.assert(
      fc.property(tree, fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (node, a, b) => {
        const vars = { a, b, c: 7 };
        const text = render(node);
        fc.pre(text.length <= 500);
        expect(evaluate(parseExpression(text), vars)).toBe(direct(node, vars));
      }),
    );
  });

  it('throws nothing but a typed ExpressionError on random junk', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: fc.constantFrom(...'ab1 .,()+-*/×÷:x'.split('')) })),
        (junk) => {
          try {
            evaluate(parseExpression(junk), { a: 1, b: 0, x: 3 });
          } catch (error) {
            expect(error).toBeInstanceOf(ExpressionError);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses code, unknown variables, division by zero and inexact division where integers are needed', () => {
    const code = (text: string) => {
      try {
        evaluate(parseExpression(text), { a: 7, b: 2 });
        return 'none';
      } catch (error) {
        return error instanceof ExpressionError ? error.code : 'foreign';
      }
    };
    expect(code('constructor')).toBe('unknown_variable');
    expect(code('a; process.exit()')).toBe('unexpected_character');
    expect(code('a ** b')).toBe('unexpected_token');
    expect(code('(a + b')).toBe('unexpected_end');
    expect(code('a / (b - 2)')).toBe('division_by_zero');
    expect(() => evaluate(parseExpression('a / b'), { a: 7, b: 2 }, { exactDivision: true })).toThrow(ExpressionError);
    expect(evaluate(parseExpression('a / b'), { a: 8, b: 2 }, { exactDivision: true })).toBe(4);
  });

  it('refuses nesting deeper than the bound instead of exhausting the stack', () => {
    const deep = `${'('.repeat(MAX_EXPRESSION_DEPTH + 1)}1${')'.repeat(MAX_EXPRESSION_DEPTH + 1)}`;
    expect(() => parseExpression(deep)).toThrow(expect.objectContaining({ code: 'too_deep' }));
  });

  it('lists the variables an expression uses, once each', () => {
    expect(variablesOf(parseExpression('a * b + a / (c - 1)'))).toEqual(['a', 'b', 'c']);
  });
});
