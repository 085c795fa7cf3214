import { z } from 'zod';
import { ExpressionError, type ExpressionNode } from '../expression/ast.ts';
import { variablesOf } from '../expression/evaluate.ts';
import { MAX_EXPRESSION_LENGTH, parseExpression } from '../expression/parse.ts';

const VARIABLE_NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;
/**
 * Placeholders in the text: `{a}` is replaced by the value of a, and `{a|яблоко|яблока|яблок}` by the
 * word form that agrees with it, so a filled text reads "21 яблоко", "3 яблока", "5 яблок".
 */
const PLACEHOLDER = /\{([\p{L}_][\p{L}\p{N}_]*)((?:\|[^|{}]*)*)\}/gu;

/**
 * The form agreeing with `value`. Three forms (one, few, many) follow the Russian and Ukrainian rule,
 * which the two languages share; two forms (one, other) follow the English one.
 */
export function agreeingForm(value: number, forms: readonly string[]): string {
  const last = forms[forms.length - 1] ?? '';
  if (!Number.isInteger(value)) return forms.length >= 3 ? (forms[1] ?? last) : last;
  if (forms.length < 3) return Math.abs(value) === 1 ? (forms[0] ?? last) : last;
  const units = Math.abs(value) % 10;
  const tens = Math.abs(value) % 100;
  if (units === 1 && tens !== 11) return forms[0] ?? last;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return forms[1] ?? last;
  return forms[2] ?? last;
}

/** The text with every placeholder replaced by its variable's value or the word form agreeing with it. */
export function fillText(text: string, values: Readonly<Record<string, number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string, forms: string) => {
    const value = values[name];
    if (!Object.hasOwn(values, name) || value === undefined) return whole;
    return forms ? agreeingForm(value, forms.slice(1).split('|')) : String(value);
  });
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

/** A translation of the text: missing or blank means none, so the Russian text is read instead. */
const translationSchema = z.string({ error: 'FIELD_INVALID' }).trim().max(2000, { error: 'FIELD_TOO_LONG' }).nullish();

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
    /** The same problem in English and Ukrainian; a missing one is read in Russian, `text`. */
    textEn: translationSchema,
    textUk: translationSchema,
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
    // A translation may only name the variables the task declares, or it would show a raw {placeholder}.
    for (const key of ['textEn', 'textUk'] as const) {
      const translation = template[key];
      if (translation && placeholdersOf(translation).some((name) => !declared.has(name))) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'FIELD_INVALID' });
      }
    }
  });
export type WordProblemTemplate = z.infer<typeof wordProblemTemplateSchema>;

/** The problem's text in each interface language, each agreeing with the drawn numbers. */
export type WordProblemTexts = Record<'ru-RU' | 'en-US' | 'uk-UA', string>;

export function fillTexts(template: WordProblemTemplate, values: Readonly<Record<string, number>>): WordProblemTexts {
  const ru = fillText(template.text, values);
  return {
    'ru-RU': ru,
    'en-US': template.textEn?.trim() ? fillText(template.textEn, values) : ru,
    'uk-UA': template.textUk?.trim() ? fillText(template.textUk, values) : ru,
  };
}
