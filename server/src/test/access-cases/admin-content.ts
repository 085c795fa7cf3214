import { dataOf, type TestContext } from '../harness.ts';
import { idOnly } from './ids.ts';

export const MATH_TASK = {
  text: 'Было {a} яблок, дали ещё {b}. Сколько стало?',
  expression: 'a + b',
  variables: ['a', 'b'],
  digit_rank: 1,
  integer_answer: true,
  class_number: 1,
};

export const MENTAL_TEST = {
  title: { 'ru-RU': 'Устный счёт', 'en-US': 'Mental maths', 'uk-UA': 'Усний рахунок' },
  subjects: [1, 3],
  time_limit_sec: 120,
  tasks: ['23 + 19', '7 × 8'].map((expression) => ({ expression })),
  is_published: true,
};

/** Creates through the admin API, as the admin pages do, and answers the new id. */
export async function adminCreates(t: TestContext, token: string, url: string, body: unknown): Promise<number> {
  return dataOf(await t.api('POST', url, { token, body }), idOnly).id;
}
