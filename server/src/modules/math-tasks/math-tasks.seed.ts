import type { MathTaskBody } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { validTemplate } from './math-tasks.mapper.ts';

/** Demo word problems for classes 1–4, in the demo school's language (admins write tasks in one language). */
export const DEMO_MATH_TASKS: readonly MathTaskBody[] = [
  {
    text: 'У Маши было {a} {a|яблоко|яблока|яблок}, ей дали ещё {b}. Сколько яблок стало у Маши?',
    expression: 'a + b',
    variables: ['a', 'b'],
    digit_rank: 1,
    integer_answer: true,
    class_number: 1,
  },
  {
    text: 'На ветке {a|сидел|сидели|сидели} {a} {a|воробей|воробья|воробьёв}, {b} {b|улетел|улетели|улетели}. Сколько воробьёв осталось?',
    expression: 'a - b',
    variables: ['a', 'b'],
    digit_rank: 1,
    integer_answer: true,
    class_number: 1,
  },
  {
    text: 'В классе {a} {a|парта|парты|парт}, за каждой {b|сидит|сидят|сидят} {b} {b|ученик|ученика|учеников}. Сколько учеников в классе?',
    expression: 'a * b',
    variables: ['a', 'b'],
    digit_rank: 1,
    integer_answer: true,
    class_number: 2,
  },
  {
    text: 'В библиотеке было {a} {a|книга|книги|книг}, привезли ещё {b}, а {c} выдали читателям. Сколько книг осталось?',
    expression: 'a + b - c',
    variables: ['a', 'b', 'c'],
    digit_rank: 2,
    integer_answer: true,
    class_number: 3,
  },
  {
    text: 'Поезд ехал {t} {t|час|часа|часов} со скоростью {v} км/ч. Какое расстояние он проехал?',
    expression: 'v * t',
    variables: ['v', 't'],
    digit_rank: 2,
    integer_answer: true,
    class_number: 4,
  },
  {
    text: '{a} {a|яблоко|яблока|яблок} разложили поровну в {b} {b|корзину|корзины|корзин}. Сколько яблок в каждой корзине?',
    expression: 'a / b',
    variables: ['a', 'b'],
    digit_rank: 1,
    integer_answer: true,
    class_number: 3,
  },
  {
    text: 'Сторона квадрата {a} см. Чему равен его периметр в сантиметрах?',
    expression: '4 * a',
    variables: ['a'],
    digit_rank: 2,
    integer_answer: true,
    class_number: 4,
  },
];

export async function insertDemoMathTasks(db: Kysely<DB>, now: string): Promise<void> {
  await db
    .insertInto('math_tasks')
    .values(
      DEMO_MATH_TASKS.map((task) => {
        const valid = validTemplate(task);
        return { ...valid, variables: JSON.stringify(valid.variables), created_at: now, updated_at: now };
      }),
    )
    .execute();
}
