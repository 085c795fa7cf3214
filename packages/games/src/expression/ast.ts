export type BinaryOperator = '+' | '-' | '*' | '/';

export type ExpressionNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: string }
  | { kind: 'negate'; operand: ExpressionNode }
  | { kind: 'binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode };

export type ExpressionErrorCode =
  | 'unexpected_character'
  | 'unexpected_token'
  | 'unexpected_end'
  | 'too_long'
  | 'too_deep'
  | 'unknown_variable'
  | 'division_by_zero'
  | 'inexact_division'
  | 'not_finite';

/** The only error the parser and evaluator throw; `position` points into the source text when known. */
export class ExpressionError extends Error {
  readonly code: ExpressionErrorCode;
  readonly position: number | null;

  constructor(code: ExpressionErrorCode, position: number | null = null, detail = '') {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ExpressionError';
    this.code = code;
    this.position = position;
  }
}
