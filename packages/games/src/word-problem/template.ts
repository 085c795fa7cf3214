import { z } from 'zod';
import { ExpressionError, type ExpressionNode } from '../expression/ast.ts';
import { variablesOf } from '../expression/evaluate.ts';
import { MAX_EXPRESSION_LENGTH, parseExpression } from '../expression/parse.ts';

const VARIABLE_NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;
/** Placeholders in the text: `{a}` is replaced by the value of a. */
const PLACEHOLDER = /\{([\p{L}_][\p{L}\p{N}_]*)\}/gu;

/** The text with every placeholder replaced by its variable's value. */
export function fillText(text: string, values: Readonly<Record<string, number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1] ?? ''))];
}

function tryParse(expression: string): ExpressionNode | null {
  try {
    return parseExpression(expression);
  } catch (error) {
    if (error instanceof ExpressionError) return null;
    throw error;
  }
}

/**
 * An admin math task (spec §3: digit rank, variables, expression, text, class). Issue messages are
 * @umka/contracts error codes, so the admin form shows them localized.
 */
export const wordProblemTemplateSchema = z
  .object({
    id: z.number().int().positive(),
    text: z
      .string({ error: 'FIELD_REQUIRED' })
      .trim()
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(2000, { error: 'FIELD_TOO_LONG' }),
    expression: z
      .string({ error: 'FIELD_REQUIRED' })
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(MAX_EXPRESSION_LENGTH, { error: 'FIELD_TOO_LONG' }),
    variables: z
      .array(z.string().regex(VARIABLE_NAME, { error: 'FIELD_INVALID' }))
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(8, { error: 'FIELD_TOO_LONG' }),
    /** How many digits each variable's value has. */
    digitRank: z.number().int().min(1).max(5),
    /** The answer must be a whole number: divisions in the expression must then come out exact. */
    integerAnswer: z.boolean(),
    classNumber: z.number().int().min(1).max(11),
  })
  .superRefine((template, ctx) => {
    const tree = tryParse(template.expression);
    if (!tree) {
      ctx.addIssue({ code: 'custom', path: ['expression'], message: 'FIELD_INVALID' });
      return;
    }
    const declared = new Set(template.variables);
    const used = [...variablesOf(tree), ...placeholdersOf(template.text)];
    if (used.some((name) => !declared.has(name))) {
      ctx.addIssue({ code: 'custom', path: ['variables'], message: 'FIELD_INVALID' });
    }
  });
export type WordProblemTemplate = z.infer<typeof wordProblemTemplateSchema>;
