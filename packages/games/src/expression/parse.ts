import { MAX_EXPRESSION_LENGTH } from '@umka/contracts';
import { ExpressionError, type ExpressionNode } from './ast.ts';
import { type Token, tokenize } from './tokenize.ts';

/** Bounds keep a hostile template from costing the server time or stack. */
export const MAX_EXPRESSION_DEPTH = 50;

/**
 * Recursive descent over the grammar
 *   sum     = product (('+' | '-') product)*
 *   product = unary (('*' | '/') unary)*
 *   unary   = '-' unary | atom
 *   atom    = number | name | '(' sum ')'
 */
export function parseExpression(text: string): ExpressionNode {
  if (text.length > MAX_EXPRESSION_LENGTH) throw new ExpressionError('too_long', MAX_EXPRESSION_LENGTH);
  const tokens = tokenize(text);
  let position = 0;
  let depth = 0;

  const peek = (): Token | undefined => tokens[position];
  const fail = (): never => {
    const token = peek();
    throw token
      ? new ExpressionError('unexpected_token', token.at)
      : new ExpressionError('unexpected_end', text.length);
  };

  const enter = () => {
    depth++;
    if (depth > MAX_EXPRESSION_DEPTH) throw new ExpressionError('too_deep', peek()?.at ?? text.length);
  };

  function sum(): ExpressionNode {
    let node = product();
    for (let token = peek(); token?.kind === 'operator' && (token.operator === '+' || token.operator === '-'); ) {
      position++;
      node = { kind: 'binary', operator: token.operator, left: node, right: product() };
      token = peek();
    }
    return node;
  }

  function product(): ExpressionNode {
    let node = unary();
    for (let token = peek(); token?.kind === 'operator' && (token.operator === '*' || token.operator === '/'); ) {
      position++;
      node = { kind: 'binary', operator: token.operator, left: node, right: unary() };
      token = peek();
    }
    return node;
  }

  function unary(): ExpressionNode {
    const token = peek();
    if (token?.kind === 'operator' && token.operator === '-') {
      position++;
      enter();
      const operand = unary();
      depth--;
      return { kind: 'negate', operand };
    }
    return atom();
  }

  function atom(): ExpressionNode {
    const token = peek();
    if (token?.kind === 'number') {
      position++;
      return { kind: 'number', value: token.value };
    }
    if (token?.kind === 'name') {
      position++;
      return { kind: 'variable', name: token.name };
    }
    if (token?.kind === 'open') {
      position++;
      enter();
      const inner = sum();
      depth--;
      if (peek()?.kind !== 'close') fail();
      position++;
      return inner;
    }
    return fail();
  }

  const tree = sum();
  if (position < tokens.length) fail();
  return tree;
}
