import { type BinaryOperator, ExpressionError } from './ast.ts';

export type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'name'; name: string; at: number }
  | { kind: 'operator'; operator: BinaryOperator; at: number }
  | { kind: 'open'; at: number }
  | { kind: 'close'; at: number };

/** Admins type ×, ÷, · and : as well as * and /; all mean the same two operations. */
const OPERATORS: Record<string, BinaryOperator> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  '·': '*',
  '/': '/',
  '÷': '/',
  ':': '/',
};

const NUMBER = /^\d+(?:[.,]\d+)?/;
const NAME = /^[\p{L}_][\p{L}\p{N}_]*/u;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const char = rest[0] ?? '';
    if (/\s/.test(char)) {
      at++;
      continue;
    }
    const operator = OPERATORS[char];
    if (operator) {
      tokens.push({ kind: 'operator', operator, at });
      at++;
      continue;
    }
    if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', at });
      at++;
      continue;
    }
    const number = NUMBER.exec(rest)?.[0];
    if (number) {
      tokens.push({ kind: 'number', value: Number(number.replace(',', '.')), at });
      at += number.length;
      continue;
    }
    const name = NAME.exec(rest)?.[0];
    if (name) {
      tokens.push({ kind: 'name', name, at });
      at += name.length;
      continue;
    }
    throw new ExpressionError('unexpected_character', at, char);
  }
  return tokens;
}
