import { type Attendance, type HomeworkItemInput, type Locale, ROLE } from '@umka/contracts';
import { type FlashAnzanSettings, flashAnzanRules } from '@umka/games';
import type { Kysely } from 'kysely';
import { insertCertificate } from '../../modules/certificates/certificates.repo.ts';
import { insertEntry, replaceRows } from '../../modules/diaries/diaries.repo.ts';
import { setDistributionStatus } from '../../modules/groups/distribution.repo.ts';
import { insertMembership } from '../../modules/groups/group-students.repo.ts';
import { insertGroup, setGroupMessage } from '../../modules/groups/groups.repo.ts';
import { itemValues } from '../../modules/homework/homework.mapper.ts';
import { insertAnswer, insertHomework, insertItem, reviewAnswer } from '../../modules/homework/homework.repo.ts';
import {
  insertMaterial,
  insertRecording,
  replaceSchedule,
  replaceShares,
} from '../../modules/materials/materials.repo.ts';
import { insertAccount } from '../../modules/users/accounts.ts';
import { fullName } from '../../modules/users/user-mapper.ts';
import type { DB } from '../schema.ts';
import { type DemoWorld, giveDemoWorld, type WorldIds } from './world.ts';

/**
 * The teacher cabinet of issue [4] as a reviewer should find it: the maths class 3 «А» with a notice, a
 * timetable, lessons in its diary, a shared link and a recording; a mental arithmetic class (homework pages
 * are for subjects 2, 3, 9, 10) with a current and a reviewed homework; a certificate; and two students
 * waiting in the distribution. Everything goes through the modules' own repo functions, so the rows are the
 * ones the app itself writes.
 */

const MATH = 1;
const MENTAL_ARITHMETIC = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO weekdays (1 = Monday) of the maths lessons, which the diary's lessons fall on. */
const MATH_LESSON_DAYS = [2, 4];

/** Students who took up maths but sit in no maths class yet: the distribution has someone to place. */
export const WAITING_STUDENTS: readonly {
  email: string;
  first_name: string;
  last_name: string;
  status: 'active' | 'frozen';
  /** When they registered: the distribution lists the longest waiting first. */
  days_ago: number;
  world: DemoWorld;
}[] = [
  {
    email: 'student6@example.com',
    first_name: 'Лиза',
    last_name: 'Морозова',
    status: 'active',
    days_ago: 3,
    world: { character: 'cat', profession: 'chef', extras: ['bow'] },
  },
  {
    email: 'student7@example.com',
    first_name: 'Ваня',
    last_name: 'Смирнов',
    status: 'frozen',
    days_ago: 10,
    world: { character: 'bear', profession: 'builder', extras: ['beanie'] },
  },
];

/** The mental arithmetic class: the demo student and Даша, who also does mental arithmetic. */
const MENTAL_CLASS_STUDENTS = ['student@example.com', 'student4@example.com'];

/** A third-level round: six one-digit numbers, adding and taking away, a number a second. */
const HOMEWORK_ROUND: FlashAnzanSettings = {
  digits: 1,
  count: 6,
  speedMs: 1000,
  operations: 'addSub',
  allowNegative: false,
  problems: 5,
};

interface DiaryMark {
  attendance: Attendance;
  mark: number | null;
  comment: string | null;
}

const present = (mark: number | null, comment: string | null = null): DiaryMark => ({
  attendance: 'present',
  mark,
  comment,
});

/** Oldest lesson first; each row names a student of 3 «А» by email. */
const MATH_LESSONS: readonly { topic: string; rows: Record<string, DiaryMark> }[] = [
  {
    topic: 'Таблица умножения на 7',
    rows: {
      'student@example.com': present(5, 'Отвечал у доски без ошибок'),
      'student2@example.com': present(4),
      'student3@example.com': present(4),
      'student4@example.com': present(5),
      'student5@example.com': present(3, 'Путает 7 × 6 и 7 × 8, повторить таблицу дома'),
    },
  },
  {
    topic: 'Деление с остатком',
    rows: {
      'student@example.com': present(4),
      'student2@example.com': { attendance: 'late', mark: 4, comment: 'Опоздала на 10 минут' },
      'student3@example.com': { attendance: 'absent', mark: null, comment: 'Болел' },
      'student4@example.com': present(5, 'Помогала соседу по парте'),
      'student5@example.com': present(4),
    },
  },
  {
    topic: 'Внетабличное умножение: 23 × 4',
    rows: {
      'student@example.com': present(5, 'Объяснил решение всему классу'),
      'student2@example.com': present(5),
      'student3@example.com': present(3, 'Догоняет пропущенную тему'),
      'student4@example.com': present(4),
      'student5@example.com': present(null),
    },
  },
];

export interface DemoCabinetPeople {
  teacher: { id: number; first_name: string; last_name: string };
  /** 3 «А», the teacher's maths class. */
  mathClassId: number;
  /** The demo students already seeded, by email. */
  studentIds: ReadonlyMap<string, number>;
  world: WorldIds;
  account: { password_hash: string; locale: Locale };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** A moment on a calendar day, for rows written "that day". */
const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

/** The last `count` days before today (UTC) that fall on the given ISO weekdays, oldest first. */
function lastLessonDays(today: Date, weekdays: readonly number[], count: number): string[] {
  const days: string[] = [];
  for (let back = 1; days.length < count; back++) {
    const day = new Date(today.getTime() - back * DAY_MS);
    if (weekdays.includes(day.getUTCDay() || 7)) days.unshift(dayOf(day));
  }
  return days;
}

function idOf(people: DemoCabinetPeople, email: string): number {
  const id = people.studentIds.get(email);
  if (id === undefined) throw new Error(`the demo seed has no student ${email}`);
  return id;
}

async function insertWaitingStudents(trx: Kysely<DB>, people: DemoCabinetPeople, today: Date): Promise<void> {
  for (const student of WAITING_STUDENTS) {
    const registered = new Date(today.getTime() - student.days_ago * DAY_MS).toISOString();
    const user = await insertAccount(
      trx,
      { ...people.account, ...student, role_id: ROLE.student, subject_ids: [MATH] },
      registered,
    );
    await giveDemoWorld(trx, people.world, { id: user.id, subjectIds: [MATH] }, student.world, registered);
    if (student.status === 'frozen') await setDistributionStatus(trx, user.id, MATH, 'frozen');
  }
}

async function fillMathClass(trx: Kysely<DB>, people: DemoCabinetPeople, today: Date): Promise<void> {
  const groupId = people.mathClassId;
  const lessonDays = lastLessonDays(today, MATH_LESSON_DAYS, MATH_LESSONS.length);
  const lastLesson = lessonDays.at(-1) ?? dayOf(today);

  await setGroupMessage(
    trx,
    groupId,
    'Ребята, в четверг — самостоятельная работа по таблице умножения на 6, 7 и 8. Повторите таблицу по ' +
      'шпаргалке в материалах класса и не забудьте тетради в клетку!',
    at(lastLesson, '16:00'),
  );
  await replaceSchedule(
    trx,
    groupId,
    MATH_LESSON_DAYS.map((weekday) => ({ weekday, starts_at: '15:00', duration_minutes: 45 })),
  );

  for (const [index, lesson] of MATH_LESSONS.entries()) {
    const day = lessonDays[index] ?? lastLesson;
    const entryId = await insertEntry(trx, groupId, { date: day, topic: lesson.topic }, at(day, '15:50'));
    await replaceRows(
      trx,
      entryId,
      Object.entries(lesson.rows).map(([email, row]) => ({ student_id: idOf(people, email), ...row })),
    );
  }

  const created = at(dayOf(new Date(today.getTime() - 14 * DAY_MS)), '09:00');
  const material = await insertMaterial(trx, {
    teacher_id: people.teacher.id,
    title: 'Таблица умножения: шпаргалка',
    kind: 'link',
    url: 'https://ru.wikipedia.org/wiki/Таблица_умножения',
    file_id: null,
    description: 'Повторите умножение на 6, 7 и 8 перед самостоятельной работой.',
    created_at: created,
    updated_at: created,
  });
  await replaceShares(trx, material.id, [groupId]);

  // A stand-in: the oldest public YouTube video, short and stable, so the embed plays; a school links its own lesson.
  await insertRecording(trx, {
    group_id: groupId,
    kind: 'link',
    title: 'Урок: внетабличное умножение',
    recorded_on: lastLesson,
    url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    created_at: at(lastLesson, '18:00'),
  });
}

async function insertMentalClass(trx: Kysely<DB>, people: DemoCabinetPeople, today: Date): Promise<number> {
  const created = at(dayOf(new Date(today.getTime() - 21 * DAY_MS)), '10:00');
  const groupId = await insertGroup(
    trx,
    { title: 'Соробан', subject_id: MENTAL_ARITHMETIC, teacher_id: people.teacher.id },
    created,
  );
  for (const email of MENTAL_CLASS_STUDENTS) await insertMembership(trx, groupId, idOf(people, email), created);
  await setGroupMessage(
    trx,
    groupId,
    'Занимаемся по субботам в 11:00. Каждый день по 10 минут флеш-анзана — и счёт в уме пойдёт быстрее!',
    created,
  );
  await replaceSchedule(trx, groupId, [{ weekday: 6, starts_at: '11:00', duration_minutes: 60 }]);

  const material = await insertMaterial(trx, {
    teacher_id: people.teacher.id,
    title: 'Как устроен соробан',
    kind: 'link',
    url: 'https://ru.wikipedia.org/wiki/Соробан',
    file_id: null,
    description: 'Верхняя косточка — пять, нижние — по одной. Прочитайте перед первым домашним заданием.',
    created_at: created,
    updated_at: created,
  });
  await replaceShares(trx, material.id, [groupId]);
  return groupId;
}

/** Writes a homework and its items as the homework service does; answers the task item ids in order. */
export async function insertDemoHomework(
  trx: Kysely<DB>,
  values: { group_id: number; title: string; description: string; given_on: string; due_on: string },
  items: readonly HomeworkItemInput[],
): Promise<number[]> {
  const homeworkId = await insertHomework(trx, {
    ...values,
    published: true,
    template_title: null,
    created_at: at(values.given_on, '12:00'),
  });
  const taskIds: number[] = [];
  for (const [position, item] of items.entries()) {
    const itemId = await insertItem(trx, homeworkId, itemValues(item, position));
    if (item.type === 'task') taskIds.push(itemId);
  }
  return taskIds;
}

async function giveMentalHomework(
  trx: Kysely<DB>,
  people: DemoCabinetPeople,
  groupId: number,
  today: Date,
): Promise<void> {
  const daysFromToday = (days: number) => dayOf(new Date(today.getTime() + days * DAY_MS));
  const flashAnzan = await trx
    .selectFrom('trainers')
    .select('id')
    .where('component', '=', flashAnzanRules.component)
    .executeTakeFirstOrThrow();

  const [pastTask] = await insertDemoHomework(
    trx,
    {
      group_id: groupId,
      title: 'Числа на соробане',
      description: 'Вспоминаем, как число выглядит на счётах.',
      given_on: daysFromToday(-12),
      due_on: daysFromToday(-5),
    },
    [
      {
        type: 'task',
        text: 'Запиши, как выглядят на соробане числа 36, 58 и 90: какие косточки отложены на каждой спице?',
        file_ids: [],
      },
    ],
  );
  if (pastTask === undefined) throw new Error('the past demo homework has no task');
  const answerId = await insertAnswer(trx, {
    item_id: pastTask,
    student_id: idOf(people, 'student@example.com'),
    version: 1,
    text:
      '36: на спице десятков три нижние косточки, на спице единиц верхняя и одна нижняя. ' +
      '58: на десятках верхняя косточка, на единицах верхняя и три нижние. ' +
      '90: на десятках верхняя и четыре нижние, спица единиц пустая.',
    created_at: at(daysFromToday(-6), '17:20'),
  });
  await reviewAnswer(trx, answerId, 'submitted', {
    status: 'accepted',
    comment: 'Всё верно, молодец! Хорошо, что не забыл про пустую спицу у числа 90.',
    reviewed_by: people.teacher.id,
    reviewed_at: at(daysFromToday(-5), '10:15'),
  });

  const [currentTask] = await insertDemoHomework(
    trx,
    {
      group_id: groupId,
      title: 'Флеш-анзан и задача на соробане',
      description: 'Три раунда флеш-анзана и одна задача. Раунды можно играть в разные дни.',
      given_on: daysFromToday(-1),
      due_on: daysFromToday(4),
    },
    [
      {
        type: 'trainer',
        trainer_id: flashAnzan.id,
        settings: HOMEWORK_ROUND,
        target_rounds: 3,
        min_score: null,
      },
      {
        type: 'task',
        text: 'Отложи на соробане число 47 и прибавь к нему 25. Опиши, какие косточки ты двигал на каждом шаге, и запиши ответ.',
        file_ids: [],
      },
    ],
  );
  if (currentTask === undefined) throw new Error('the current demo homework has no task');
  // Даша has already answered, so the teacher has an answer waiting for review.
  await insertAnswer(trx, {
    item_id: currentTask,
    student_id: idOf(people, 'student4@example.com'),
    version: 1,
    text:
      'Отложила 47. Прибавила 2 десятка — на спице десятков стало 6. Потом 5 единиц: к 7 пять сразу не ' +
      'прибавить, поэтому убрала верхнюю косточку на единицах и добавила один десяток. Ответ: 72.',
    created_at: at(daysFromToday(-1), '18:40'),
  });
}

async function issueCertificate(trx: Kysely<DB>, people: DemoCabinetPeople, today: Date): Promise<void> {
  const issuedOn = dayOf(new Date(today.getTime() - 5 * DAY_MS));
  await insertCertificate(trx, {
    student_id: idOf(people, 'student@example.com'),
    issued_by: people.teacher.id,
    issuer_name: fullName(people.teacher),
    title: 'Звезда устного счёта',
    reason: 'За безошибочную работу с соробаном и отличные ответы на уроках математики',
    issued_on: issuedOn,
    created_at: at(issuedOn, '11:00'),
  });
}

/** The cabinet's demo content, dated relative to the seed's clock. Runs in the seed's transaction. */
export async function insertDemoCabinet(trx: Kysely<DB>, people: DemoCabinetPeople, now: string): Promise<void> {
  const today = new Date(now);
  await fillMathClass(trx, people, today);
  const mentalClassId = await insertMentalClass(trx, people, today);
  await giveMentalHomework(trx, people, mentalClassId, today);
  await issueCertificate(trx, people, today);
  await insertWaitingStudents(trx, people, today);
}
