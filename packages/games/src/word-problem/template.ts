import { wordProblemTemplateShape } from '@umka/contracts';
import type { z } from 'zod';
import { ExpressionError, type ExpressionNode } from '../expression/ast.ts';
import { variablesOf } from '../expression/evaluate.ts';
import { parseExpression } from '../expression/parse.ts';

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

/**
 * An admin math task (spec §3): the wire's shape from @umka/contracts, and the rules only the trainer knows: the
 * expression parses, and the text, its translations and the expression name only declared variables.
 */
export const wordProblemTemplateSchema = wordProblemTemplateShape.superRefine((template, ctx) => {
  for (const issue of templateIssues(template)) ctx.addIssue({ code: 'custom', ...issue });
});

/** Where a template that has the right shape breaks the trainer's rules, with the error code to show there. */
export function templateIssues(
  template: z.infer<typeof wordProblemTemplateShape>,
): { path: string[]; message: string }[] {
  const tree = tryParse(template.expression);
  if (!tree) return [{ path: ['expression'], message: 'FIELD_INVALID' }];
  const issues: { path: string[]; message: string }[] = [];
  const declared = new Set(template.variables);
  const used = [...variablesOf(tree), ...placeholdersOf(template.text)];
  if (used.some((name) => !declared.has(name))) issues.push({ path: ['variables'], message: 'FIELD_INVALID' });
  // A translation may only name the variables the task declares, or it would show a raw {placeholder}.
  for (const key of ['textEn', 'textUk'] as const) {
    const translation = template[key];
    if (translation && placeholdersOf(translation).some((name) => !declared.has(name))) {
      issues.push({ path: [key], message: 'FIELD_INVALID' });
    }
  }
  return issues;
}
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
