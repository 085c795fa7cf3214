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

export const READING_TEXT = {
  locale: 'en-US',
  level: 1,
  title: 'The lost kite',
  text: 'Sam had a red kite. One windy day the kite flew over the fence and landed in a tall oak tree. Sam asked his neighbour for help, and together they got the kite down with a long ladder.',
  questions: [{ question: 'What colour was the kite?', options: ['Red', 'Blue', 'Green', 'Yellow'], answer: 0 }],
};

let wordsMade = 0;

/** A word no list holds, new at each call, for the rows that add one. */
export function freshWord(): { locale: 'en-US'; word: string } {
  wordsMade++;
  const letters = [wordsMade % 26, Math.floor(wordsMade / 26) % 26, Math.floor(wordsMade / 676) % 26]
    .map((n) => String.fromCharCode(65 + n))
    .join('');
  return { locale: 'en-US', word: `QZX${letters}` };
}

/** Creates through the admin API, as the admin pages do, and answers the new id. */
export async function adminCreates(t: TestContext, token: string, url: string, body: unknown): Promise<number> {
  return dataOf(await t.api('POST', url, { token, body }), idOnly).id;
}
