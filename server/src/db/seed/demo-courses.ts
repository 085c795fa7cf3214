import { type HomeworkItemInput, SUBJECT_COURSES } from '@umka/contracts';
import { type SchulteSettings, schulteRules } from '@umka/games';
import type { Kysely } from 'kysely';
import { COURSE_CERTIFICATE } from '../../modules/courses/course-completion.ts';
import { insertMembership } from '../../modules/groups/group-students.repo.ts';
import { insertGroup, setGroupMessage } from '../../modules/groups/groups.repo.ts';
import { itemValues } from '../../modules/homework/homework.mapper.ts';
import { insertAnswer, insertHomework, insertItem } from '../../modules/homework/homework.repo.ts';
import { storedItems } from '../../modules/homework/homework-template-items.ts';
import { insertBlock, insertCourse } from '../../modules/it-courses/it-courses.repo.ts';
import { sanitizeLessonHtml } from '../../modules/it-courses/it-lesson-html.ts';
import { insertLesson, markLessonDone } from '../../modules/it-courses/it-lessons.repo.ts';
import { replaceSchedule } from '../../modules/materials/materials.repo.ts';
import type { DB } from '../schema.ts';

/**
 * Issue [13]: the course direction (11) as a reviewer walks it. Соня studies courses in the demo teacher's class
 * «Юные исследователи». She has finished «Как устроена память» (its certificate came by itself) and is halfway through
 * «Юный исследователь»: the first lesson read, the second's homework (two Schulte tables) started by her class, the
 * fourth's task answered and waiting for the teacher, who sees it on the class page. The courses are taught in
 * Russian, so their words are Russian in every interface language.
 */

export const COURSES_STUDENT_EMAIL = 'student10@example.com';
export const DEMO_FINISHED_COURSE_TITLE = 'Как устроена память';
export const DEMO_CURRENT_COURSE_TITLE = 'Юный исследователь';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Numbers 1 to 16 in a four-by-four table. */
const SMALL_TABLE: SchulteSettings = { size: 4, variant: 'classic', symbols: 'numbers' };

interface DemoLesson {
  type: 'text' | 'link';
  title: string;
  text: string;
  link?: string;
  /** A homework: the Schulte tables (their count) or a task's text. */
  homework?: { tables: number } | { task: string };
}

interface DemoCourse {
  title: string;
  description: string;
  blocks: readonly { title: string; lessons: readonly DemoLesson[] }[];
}

const FINISHED: DemoCourse = {
  title: DEMO_FINISHED_COURSE_TITLE,
  description: 'Три коротких урока о том, как мы запоминаем и почему повторение помогает.',
  blocks: [
    {
      title: 'Память и внимание',
      lessons: [
        {
          type: 'text',
          title: 'Короткая и долгая память',
          text:
            '<p>Когда ты слышишь номер телефона, он несколько секунд живёт в <strong>короткой памяти</strong>. ' +
            'Если его повторить несколько раз, он переходит в <strong>долгую память</strong> и остаётся надолго.</p>',
        },
        {
          type: 'text',
          title: 'Почему помогает повторение',
          text:
            '<p>Каждое повторение делает след в памяти прочнее. Лучше повторять понемногу каждый день, ' +
            'чем много за один вечер: через день, через три дня, через неделю.</p>',
        },
        {
          type: 'link',
          title: 'Игры на внимание',
          text: '<p>Загляни на страницу с играми и попробуй найти отличия на двух картинках.</p>',
          link: 'https://www.culture.ru/',
        },
      ],
    },
  ],
};

const CURRENT: DemoCourse = {
  title: DEMO_CURRENT_COURSE_TITLE,
  description: 'Учимся наблюдать, замечать главное и ставить простые опыты дома.',
  blocks: [
    {
      title: 'Наблюдаем',
      lessons: [
        {
          type: 'text',
          title: 'Как смотрит учёный',
          text:
            '<p>Учёный не просто смотрит, а <strong>наблюдает</strong>: замечает, что меняется, и записывает. ' +
            'Попробуй сегодня понаблюдать за облаками: какой они формы утром и вечером?</p>',
        },
        {
          type: 'text',
          title: 'Тренируем внимательный взгляд',
          text:
            '<p>Внимательный взгляд быстро находит нужное. Таблица Шульте тренирует именно это: ' +
            'найди числа по порядку, глядя в центр таблицы.</p>',
          homework: { tables: 2 },
        },
      ],
    },
    {
      title: 'Опыты дома',
      lessons: [
        {
          type: 'link',
          title: 'Опыты с водой',
          text: '<p>На этой странице собраны простые опыты, которые можно сделать на кухне вместе со взрослыми.</p>',
          link: 'https://www.culture.ru/',
        },
        {
          type: 'text',
          title: 'Мой первый опыт',
          text:
            '<p>Налей в два стакана воду: в один холодную, в другой тёплую. Опусти в каждый по кусочку сахара. ' +
            'Где он растворится быстрее? Сначала угадай, потом проверь.</p>',
          homework: { task: 'Напиши, что ты угадал и что получилось на самом деле. Почему так вышло?' },
        },
        {
          type: 'text',
          title: 'Что мы узнали',
          text: '<p>Наблюдать, угадывать и проверять — так работают все исследователи. Ты тоже так умеешь!</p>',
        },
      ],
    },
  ],
};

interface WrittenLesson {
  id: number;
  title: string;
  items: HomeworkItemInput[] | null;
}

async function writeCourse(
  trx: Kysely<DB>,
  course: DemoCourse,
  number: number,
  at: string,
): Promise<{ id: number; lessons: WrittenLesson[] }> {
  const schulte = await trx
    .selectFrom('trainers')
    .select('id')
    .where('component', '=', schulteRules.component)
    .executeTakeFirstOrThrow();
  const row = await insertCourse(trx, {
    subject_id: SUBJECT_COURSES,
    title: course.title,
    description: course.description,
    number,
    created_at: at,
  });
  const lessons: WrittenLesson[] = [];
  for (const [blockIndex, block] of course.blocks.entries()) {
    const blockRow = await insertBlock(trx, {
      course_id: row.id,
      title: block.title,
      number: blockIndex + 1,
      created_at: at,
    });
    for (const [index, lesson] of block.lessons.entries()) {
      const id = await insertLesson(trx, {
        block_id: blockRow.id,
        type: lesson.type,
        title: lesson.title,
        text: sanitizeLessonHtml(lesson.text),
        link: lesson.link ?? null,
        number: index + 1,
        created_at: at,
      });
      const items: HomeworkItemInput[] | null = !lesson.homework
        ? null
        : 'tables' in lesson.homework
          ? [
              {
                type: 'trainer',
                trainer_id: schulte.id,
                settings: SMALL_TABLE,
                target_rounds: lesson.homework.tables,
                min_score: null,
              },
            ]
          : [{ type: 'task', text: lesson.homework.task, file_ids: [] }];
      if (items) {
        await trx
          .insertInto('course_lesson_homework')
          .values({ lesson_id: id, description: null, items: storedItems(items), created_at: at, updated_at: at })
          .execute();
      }
      lessons.push({ id, title: lesson.title, items });
    }
  }
  return { id: row.id, lessons };
}

/** The class's copy of a lesson's homework, as the first student to start it would have made it; its items' ids. */
async function copyHomework(trx: Kysely<DB>, groupId: number, course: string, lesson: WrittenLesson, day: string) {
  const homeworkId = await insertHomework(trx, {
    group_id: groupId,
    course_lesson_id: lesson.id,
    title: `${course}: ${lesson.title}`,
    description: null,
    given_on: day,
    due_on: new Date(Date.parse(day) + 30 * DAY_MS).toISOString().slice(0, 10),
    published: true,
    template_title: null,
    created_at: `${day}T15:00:00.000Z`,
  });
  const itemIds: number[] = [];
  for (const [position, item] of (lesson.items ?? []).entries()) {
    itemIds.push(await insertItem(trx, homeworkId, itemValues(item, position)));
  }
  return itemIds;
}

/** The two courses, Соня's class, progress and certificate, dated relative to the seed's clock. */
export async function insertDemoCourses(
  trx: Kysely<DB>,
  people: { teacherId: number; studentId: number },
  now: string,
): Promise<void> {
  const today = new Date(now);
  const daysAgo = (days: number) => new Date(today.getTime() - days * DAY_MS).toISOString();
  await trx
    .insertInto('teacher_subjects')
    .values({ teacher_id: people.teacherId, subject_id: SUBJECT_COURSES, created_at: daysAgo(30) })
    .onConflict((oc) => oc.columns(['teacher_id', 'subject_id']).doNothing())
    .execute();
  const groupId = await insertGroup(
    trx,
    { title: 'Юные исследователи', subject_id: SUBJECT_COURSES, teacher_id: people.teacherId },
    daysAgo(30),
  );
  await insertMembership(trx, groupId, people.studentId, daysAgo(30));
  await setGroupMessage(
    trx,
    groupId,
    'Проходим курсы в своём темпе: урок в день — и ни одного пропуска! Домашние задания уроков я проверяю по средам.',
    daysAgo(30),
  );
  await replaceSchedule(trx, groupId, [{ weekday: 3, starts_at: '16:00', duration_minutes: 40 }]);

  const finished = await writeCourse(trx, FINISHED, 1, daysAgo(40));
  for (const [index, lesson] of finished.lessons.entries()) {
    await markLessonDone(trx, people.studentId, lesson.id, daysAgo(14 - index * 2));
  }
  await trx
    .insertInto('certificates')
    .values({
      student_id: people.studentId,
      course_id: finished.id,
      issued_by: null,
      issuer_name: COURSE_CERTIFICATE.issuerName,
      title: FINISHED.title,
      reason: COURSE_CERTIFICATE.reason,
      issued_on: daysAgo(10).slice(0, 10),
      created_at: daysAgo(10),
    })
    .execute();

  const current = await writeCourse(trx, CURRENT, 2, daysAgo(40));
  const [read, tables, , task] = current.lessons;
  if (!read || !tables || !task) throw new Error('the current demo course has four lessons at least');
  await markLessonDone(trx, people.studentId, read.id, daysAgo(4));
  await copyHomework(trx, groupId, CURRENT.title, tables, daysAgo(3).slice(0, 10));
  const [taskItem] = await copyHomework(trx, groupId, CURRENT.title, task, daysAgo(1).slice(0, 10));
  if (taskItem === undefined) throw new Error('the task lesson has one item');
  await insertAnswer(trx, {
    item_id: taskItem,
    student_id: people.studentId,
    version: 1,
    text: 'Я думала, что в холодной быстрее, а оказалось — в тёплой! Наверное, в тёплой воде всё движется быстрее.',
    created_at: daysAgo(1),
  });
}
