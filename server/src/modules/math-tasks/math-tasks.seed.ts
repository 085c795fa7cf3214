import type { MathTaskBody } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { validTemplate } from './math-tasks.mapper.ts';

/** Demo word problems for classes 1–4, written in all three interface languages. */
export const DEMO_MATH_TASKS: readonly MathTaskBody[] = [
  {
    text: 'У Маши было {a} {a|яблоко|яблока|яблок}, ей дали ещё {b}. Сколько яблок стало у Маши?',
    text_en: 'Masha had {a} {a|apple|apples}, and she was given {b} more. How many apples does Masha have now?',
    text_uk: 'У Маші було {a} {a|яблуко|яблука|яблук}, їй дали ще {b}. Скільки яблук стало в Маші?',
    expression: 'a + b',
    variables: ['a', 'b'],
    digit_rank: 1,
    integer_answer: true,
    class_number: 1,
  },
  {
    text: 'На ветке {a|сидел|сидели|сидели} {a} {a|воробей|воробья|воробьёв}, {b} {b|улетел|улетели|улетели}. Сколько воробьёв осталось?',
    text_en: '{a} {a|sparrow was|sparrows were} sitting on a branch, and {b} flew away. How many sparrows are left?',
    text_uk:
      'На гілці {a|сидів|сиділи|сиділо} {a} {a|горобець|горобці|горобців}, {b} {b|полетів|полетіли|полетіло}. Скільки горобців залишилося?',
    expression: 'a - b',
    variables: ['a', 'b'],
    digit_rank: 1,
    integer_answer: true,
    class_number: 1,
  },
  {
    text: 'В классе {a} {a|парта|парты|парт}, за каждой {b|сидит|сидят|сидят} {b} {b|ученик|ученика|учеников}. Сколько учеников в классе?',
    text_en:
      'A classroom has {a} {a|desk|desks}, and {b} {b|pupil sits|pupils sit} at each one. How many pupils are in the classroom?',
    text_uk:
      'У класі {a} {a|парта|парти|парт}, за кожною {b|сидить|сидять|сидять} {b} {b|учень|учні|учнів}. Скільки учнів у класі?',
    expression: 'a * b',
    variables: ['a', 'b'],
    digit_rank: 1,
    integer_answer: true,
    class_number: 2,
  },
  {
    text: 'В библиотеке было {a} {a|книга|книги|книг}, привезли ещё {b}, а {c} выдали читателям. Сколько книг осталось?',
    text_en:
      'The library had {a} {a|book|books}, {b} more were brought in and {c} were lent to readers. How many books are left?',
    text_uk:
      'У бібліотеці було {a} {a|книжка|книжки|книжок}, привезли ще {b}, а {c} видали читачам. Скільки книжок залишилося?',
    expression: 'a + b - c',
    variables: ['a', 'b', 'c'],
    digit_rank: 2,
    integer_answer: true,
    class_number: 3,
  },
  {
    text: 'Поезд ехал {t} {t|час|часа|часов} со скоростью {v} км/ч. Какое расстояние он проехал?',
    text_en: 'A train travelled for {t} {t|hour|hours} at {v} km/h. How far did it go?',
    text_uk: 'Потяг їхав {t} {t|годину|години|годин} зі швидкістю {v} км/год. Яку відстань він проїхав?',
    expression: 'v * t',
    variables: ['v', 't'],
    digit_rank: 2,
    integer_answer: true,
    class_number: 4,
  },
  {
    text: '{a} {a|яблоко|яблока|яблок} разложили поровну в {b} {b|корзину|корзины|корзин}. Сколько яблок в каждой корзине?',
    text_en:
      '{a} {a|apple was|apples were} shared equally among {b} {b|basket|baskets}. How many apples are in each basket?',
    text_uk:
      '{a} {a|яблуко|яблука|яблук} розклали порівну в {b} {b|кошик|кошики|кошиків}. Скільки яблук у кожному кошику?',
    expression: 'a / b',
    variables: ['a', 'b'],
    digit_rank: 1,
    integer_answer: true,
    class_number: 3,
  },
  {
    text: 'Сторона квадрата {a} см. Чему равен его периметр в сантиметрах?',
    text_en: "A square's side is {a} cm. What is its perimeter in centimetres?",
    text_uk: 'Сторона квадрата {a} см. Чому дорівнює його периметр у сантиметрах?',
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
