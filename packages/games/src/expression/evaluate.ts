import { ExpressionError, type ExpressionNode } from './ast.ts';

export interface EvaluateOptions {
  /** Refuse a division that leaves a remainder: templates that promise whole-number answers. */
  exactDivision?: boolean;
}

export function evaluate(
  node: ExpressionNode,
  vars: Readonly<Record<string, number>>,
  options: EvaluateOptions = {},
): number {
  const value = evaluateNode(node, vars, options);
  if (!Number.isFinite(value)) throw new ExpressionError('not_finite');
  return value;
}

function evaluateNode(node: ExpressionNode, vars: Readonly<Record<string, number>>, options: EvaluateOptions): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'variable': {
      const value = Object.hasOwn(vars, node.name) ? vars[node.name] : undefined;
      if (value === undefined) throw new ExpressionError('unknown_variable', null, node.name);
      return value;
    }
    case 'negate':
      return -evaluateNode(node.operand, vars, options);
    case 'binary': {
      const left = evaluateNode(node.left, vars, options);
      const right = evaluateNode(node.right, vars, options);
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      if (right === 0) throw new ExpressionError('division_by_zero');
      if (options.exactDivision && left % right !== 0) throw new ExpressionError('inexact_division');
      return left / right;
    }
  }
}

/** Every variable name the expression uses, each once, in order of first appearance. */
export function variablesOf(node: ExpressionNode): string[] {
  const names = new Set<string>();
  const visit = (n: ExpressionNode): void => {
    if (n.kind === 'variable') names.add(n.name);
    else if (n.kind === 'negate') visit(n.operand);
    else if (n.kind === 'binary') {
      visit(n.left);
      visit(n.right);
    }
  };
  visit(node);
  return [...names];
}
