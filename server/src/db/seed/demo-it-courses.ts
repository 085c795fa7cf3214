import { type ItLessonType, SUBJECT_IT } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { insertBlock, insertCourse } from '../../modules/it-courses/it-courses.repo.ts';
import { sanitizeLessonHtml } from '../../modules/it-courses/it-lesson-html.ts';
import { insertLesson, markLessonDone } from '../../modules/it-courses/it-lessons.repo.ts';
import type { DB } from '../schema.ts';

/**
 * The IT course a reviewer finds as the demo student, who studies IT (issue [12]): two blocks, six lessons of every
 * type — a text with code, a video, a link and two tasks — of which the demo student has done the first two. The
 * course is taught in Russian, so its words are Russian in every interface language.
 */

interface DemoLesson {
  type: ItLessonType;
  title: string;
  text: string;
  link: string | null;
}

interface DemoBlock {
  title: string;
  lessons: readonly DemoLesson[];
}

export const DEMO_IT_COURSE_TITLE = 'Программирование на Python для начинающих';

const BLOCKS: readonly DemoBlock[] = [
  {
    title: 'Знакомство с Python',
    lessons: [
      {
        type: 'text',
        title: 'Что такое программа',
        text:
          '<p>Программа — это список команд для компьютера. Компьютер выполняет их по порядку, сверху вниз.</p>' +
          '<p>Вот самая первая программа почти каждого программиста. Команда <code>print</code> выводит текст на экран:</p>' +
          '<pre><code class="language-python">print("Привет, мир!")\nprint("Меня зовут Python")</code></pre>' +
          '<p>Текст в кавычках называется <strong>строкой</strong>. Попробуй поменять слова в кавычках — компьютер напечатает то, что ты напишешь.</p>',
        link: null,
      },
      {
        type: 'video',
        title: 'Python за одно видео',
        text: '<p>Посмотри начало видео: в нём показано, как установить Python и запустить первую программу. Видео на английском — включи субтитры, если нужно.</p>',
        link: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
      },
      {
        type: 'task',
        title: 'Моя первая программа',
        text:
          '<p>Напиши программу, которая выводит на экран три строки:</p>' +
          '<ol><li>твоё имя;</li><li>сколько тебе лет;</li><li>твоё любимое животное.</li></ol>' +
          '<p>Например:</p><pre><code class="language-python">Миша\n9\nлиса</code></pre>',
        link: null,
      },
    ],
  },
  {
    title: 'Переменные и ввод',
    lessons: [
      {
        type: 'text',
        title: 'Переменные',
        text:
          '<p><strong>Переменная</strong> — это коробка с названием, в которую можно положить значение и потом достать его.</p>' +
          '<pre><code class="language-python">name = "Аня"\nage = 10\nprint("Привет,", name)\nprint("Через год тебе будет", age + 1)</code></pre>' +
          '<p>Команда <code>input</code> спрашивает у человека, который запустил программу, и возвращает его ответ строкой:</p>' +
          '<pre><code class="language-python">name = input("Как тебя зовут? ")\nprint("Рад знакомству,", name)</code></pre>',
        link: null,
      },
      {
        type: 'link',
        title: 'Python прямо в браузере',
        text: '<p>На этой странице можно писать и запускать код на Python без установки. Попробуй запустить там программы из уроков.</p>',
        link: 'https://www.python.org/shell/',
      },
      {
        type: 'task',
        title: 'Сумма двух чисел',
        text:
          '<p>Напиши программу, которая спрашивает два целых числа и выводит их сумму.</p>' +
          '<p>Подсказка: <code>input</code> возвращает строку, а превратить её в число поможет <code>int</code>:</p>' +
          '<pre><code class="language-python">a = int(input("Первое число: "))</code></pre>' +
          '<p>Если ввести 3 и 5, программа должна вывести <code>8</code>.</p>',
        link: null,
      },
    ],
  },
];

/** How many of the course's first lessons the demo student has done. */
const DONE_BY_DEMO_STUDENT = 2;

export async function insertDemoItCourses(trx: Kysely<DB>, studentId: number | undefined, now: string): Promise<void> {
  const course = await insertCourse(trx, {
    subject_id: SUBJECT_IT,
    title: DEMO_IT_COURSE_TITLE,
    description: 'Первые шаги в программировании: команды, переменные и свои маленькие программы.',
    number: 1,
    created_at: now,
  });
  const lessonIds: number[] = [];
  for (const [blockIndex, block] of BLOCKS.entries()) {
    const row = await insertBlock(trx, {
      course_id: course.id,
      title: block.title,
      number: blockIndex + 1,
      created_at: now,
    });
    for (const [lessonIndex, lesson] of block.lessons.entries()) {
      lessonIds.push(
        await insertLesson(trx, {
          ...lesson,
          text: sanitizeLessonHtml(lesson.text),
          block_id: row.id,
          number: lessonIndex + 1,
          created_at: now,
        }),
      );
    }
  }
  if (studentId === undefined) return;
  for (const lessonId of lessonIds.slice(0, DONE_BY_DEMO_STUDENT)) await markLessonDone(trx, studentId, lessonId, now);
}
