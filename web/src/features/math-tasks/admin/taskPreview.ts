import {
  ExpressionError,
  type ExpressionErrorCode,
  type ExpressionNode,
  parseExpression,
  placeholdersOf,
  variablesOf,
  wordProblemRules,
} from '@umka/games';

/** The same rule the server's template check applies to a variable's name. */
const VARIABLE_NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;

export interface TaskDraft {
  text: string;
  expression: string;
  variables: readonly string[];
  digitRank: number;
  integerAnswer: boolean;
}

export type TaskPreview =
  | { kind: 'noExpression' }
  | { kind: 'syntax'; code: ExpressionErrorCode; position: number | null }
  | { kind: 'badNames'; names: string[] }
  | { kind: 'undeclared'; names: string[] }
  | { kind: 'noVariables' }
  | { kind: 'unfillable' }
  | { kind: 'ready'; text: string; values: Record<string, number>; answer: number };

export function tryParse(expression: string): ExpressionNode | ExpressionError {
  try {
    return parseExpression(expression);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
}

/** Names the text's {placeholders} and the expression use, in order of first appearance. */
export function usedNames(text: string, expression: string): string[] {
  const tree = tryParse(expression);
  const fromExpression = tree instanceof ExpressionError ? [] : variablesOf(tree);
  return [...new Set([...fromExpression, ...placeholdersOf(text)])];
}

/**
 * One sample of the task as a student would get it, drawn by the trainer's own generator, so the
 * preview cannot promise what the game would not do: values of the digit rank, an answer that is
 * not negative, whole when asked, with at most 2 decimals otherwise.
 */
export function previewTask(draft: TaskDraft, seed: number): TaskPreview {
  if (!draft.expression.trim()) return { kind: 'noExpression' };
  const tree = tryParse(draft.expression);
  if (tree instanceof ExpressionError) return { kind: 'syntax', code: tree.code, position: tree.position };
  const badNames = draft.variables.filter((name) => !VARIABLE_NAME.test(name));
  if (badNames.length > 0) return { kind: 'badNames', names: badNames };
  const declared = new Set(draft.variables);
  const undeclared = usedNames(draft.text, draft.expression).filter((name) => !declared.has(name));
  if (undeclared.length > 0) return { kind: 'undeclared', names: undeclared };
  if (declared.size === 0) return { kind: 'noVariables' };
  const [task] = wordProblemRules.generate(seed, {
    templates: [
      {
        id: 1,
        text: draft.text,
        expression: draft.expression,
        variables: [...draft.variables],
        digitRank: draft.digitRank,
        integerAnswer: draft.integerAnswer,
        classNumber: 1,
      },
    ],
    count: 1,
  });
  if (!task) return { kind: 'unfillable' };
  return { kind: 'ready', text: task.text, values: task.values, answer: task.answer };
}

/** Smallest and largest value a variable of this digit rank takes (1 digit starts at 1, as in the trainer). */
export function digitRankRange(digitRank: number): [number, number] {
  return [digitRank === 1 ? 1 : 10 ** (digitRank - 1), 10 ** digitRank - 1];
}
