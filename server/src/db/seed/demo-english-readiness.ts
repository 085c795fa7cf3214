import type { HomeworkItemInput, WordGameChoice } from '@umka/contracts';
import {
  type FlashAnzanSettings,
  flashAnzanRules,
  type SchulteSettings,
  schulteRules,
  wordSearchRules,
} from '@umka/games';
import type { Kysely } from 'kysely';
import { insertMembership } from '../../modules/groups/group-students.repo.ts';
import { insertGroup, setGroupMessage } from '../../modules/groups/groups.repo.ts';
import { insertMaterial, replaceSchedule, replaceShares } from '../../modules/materials/materials.repo.ts';
import type { DB } from '../schema.ts';
import { insertDemoHomework } from './demo-cabinet.ts';

/**
 * Issue [13]: English (9) and school readiness (10) as a reviewer walks them. Катя learns English in the demo
 * teacher's class «English Starters»; Тёма gets ready for school in the speech therapist's class «Скоро в школу».
 * Each class has a notice, a timetable and a current homework of trainer rounds and a task; the English class also
 * a shared link. Their trainer rounds are in demo-trainer-rounds.ts.
 */

const ENGLISH = 9;
const SCHOOL_READINESS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ENGLISH_STUDENT_EMAIL = 'student8@example.com';
export const READINESS_STUDENT_EMAIL = 'student9@example.com';

/** English words to find, at the first level: six short words across and down. */
const ENGLISH_WORD_SEARCH: WordGameChoice = { locale: 'en-US', level: 1 };
/** The English alphabet in a five-by-five table: A to Y in order. */
const ENGLISH_LETTERS: SchulteSettings = { size: 5, variant: 'classic', symbols: 'lettersEn' };
/** Numbers one to nine, the table a pre-schooler starts with. */
const SMALL_NUMBERS: SchulteSettings = { size: 3, variant: 'classic', symbols: 'numbers' };
/** Two one-digit numbers, three seconds each, added: the first sums of school readiness. */
const FIRST_SUMS: FlashAnzanSettings = {
  digits: 1,
  count: 2,
  speedMs: 3000,
  operations: 'add',
  allowNegative: false,
  problems: 5,
};

export interface DemoSubjectPeople {
  teacherId: number;
  therapistId: number;
  /** The two students by email. */
  studentIds: ReadonlyMap<string, number>;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function trainerId(trx: Kysely<DB>, component: string): Promise<number> {
  const row = await trx
    .selectFrom('trainers')
    .select('id')
    .where('component', '=', component)
    .executeTakeFirstOrThrow();
  return row.id;
}

function idOf(people: DemoSubjectPeople, email: string): number {
  const id = people.studentIds.get(email);
  if (id === undefined) throw new Error(`the demo seed has no student ${email}`);
  return id;
}

/** A class of one demo student, with its notice and timetable; its id. */
async function insertClass(
  trx: Kysely<DB>,
  values: { title: string; subject_id: number; teacher_id: number; student_id: number; message: string },
  schedule: readonly { weekday: number; starts_at: string; duration_minutes: number }[],
  created: string,
): Promise<number> {
  const { student_id, message, ...group } = values;
  const groupId = await insertGroup(trx, group, created);
  await insertMembership(trx, groupId, student_id, created);
  await setGroupMessage(trx, groupId, message, created);
  await replaceSchedule(trx, groupId, schedule);
  return groupId;
}

async function insertEnglishClass(trx: Kysely<DB>, people: DemoSubjectPeople, today: Date): Promise<void> {
  const daysFromToday = (days: number) => dayOf(new Date(today.getTime() + days * DAY_MS));
  const created = `${daysFromToday(-21)}T10:00:00.000Z`;
  const groupId = await insertClass(
    trx,
    {
      title: 'English Starters',
      subject_id: ENGLISH,
      teacher_id: people.teacherId,
      student_id: idOf(people, ENGLISH_STUDENT_EMAIL),
      message:
        'Hello, Starters! Занимаемся по понедельникам и пятницам в 17:00. Каждый день — одна игра «Найди слова» ' +
        'на английском: новые слова запоминаются сами. See you on Monday!',
    },
    [
      { weekday: 1, starts_at: '17:00', duration_minutes: 45 },
      { weekday: 5, starts_at: '17:00', duration_minutes: 45 },
    ],
    created,
  );
  const material = await insertMaterial(trx, {
    teacher_id: people.teacherId,
    title: 'LearnEnglish Kids: песни и игры',
    kind: 'link',
    url: 'https://learnenglishkids.britishcouncil.org/',
    file_id: null,
    description: 'Песенка про алфавит и игры со словами — для тех, кому мало домашнего задания.',
    created_at: created,
    updated_at: created,
  });
  await replaceShares(trx, material.id, [groupId]);

  const items: HomeworkItemInput[] = [
    {
      type: 'trainer',
      trainer_id: await trainerId(trx, wordSearchRules.component),
      settings: ENGLISH_WORD_SEARCH,
      target_rounds: 3,
      min_score: null,
    },
    {
      type: 'trainer',
      trainer_id: await trainerId(trx, schulteRules.component),
      settings: ENGLISH_LETTERS,
      target_rounds: 2,
      min_score: null,
    },
    {
      type: 'task',
      text: 'Выпиши пять английских слов, которые ты нашёл в игре, и напиши рядом, как они переводятся.',
      file_ids: [],
    },
  ];
  await insertDemoHomework(
    trx,
    {
      group_id: groupId,
      title: 'ABC and first words',
      description: 'Три игры «Найди слова» на английском, две таблицы с алфавитом и пять слов с переводом.',
      given_on: daysFromToday(-2),
      due_on: daysFromToday(5),
    },
    items,
  );
}

async function insertReadinessClass(trx: Kysely<DB>, people: DemoSubjectPeople, today: Date): Promise<void> {
  const daysFromToday = (days: number) => dayOf(new Date(today.getTime() + days * DAY_MS));
  const created = `${daysFromToday(-21)}T09:00:00.000Z`;
  const groupId = await insertClass(
    trx,
    {
      title: 'Скоро в школу',
      subject_id: SCHOOL_READINESS,
      teacher_id: people.therapistId,
      student_id: idOf(people, READINESS_STUDENT_EMAIL),
      message:
        'Занимаемся по вторникам и пятницам в 10:00. Дома — десять минут игр в день: таблица с числами, ' +
        'лабиринт и артикуляционная гимнастика перед зеркалом.',
    },
    [
      { weekday: 2, starts_at: '10:00', duration_minutes: 30 },
      { weekday: 5, starts_at: '10:00', duration_minutes: 30 },
    ],
    created,
  );
  const items: HomeworkItemInput[] = [
    {
      type: 'trainer',
      trainer_id: await trainerId(trx, schulteRules.component),
      settings: SMALL_NUMBERS,
      target_rounds: 3,
      min_score: null,
    },
    {
      type: 'trainer',
      trainer_id: await trainerId(trx, flashAnzanRules.component),
      settings: FIRST_SUMS,
      target_rounds: 2,
      min_score: null,
    },
    {
      type: 'task',
      text: 'Посчитай вместе с мамой или папой тарелки и ложки на кухне. Чего больше? Напиши или нарисуй ответ.',
      file_ids: [],
    },
  ];
  await insertDemoHomework(
    trx,
    {
      group_id: groupId,
      title: 'Числа до девяти',
      description: 'Три таблицы с числами, два раунда «сложи два числа» и задание на кухне.',
      given_on: daysFromToday(-1),
      due_on: daysFromToday(6),
    },
    items,
  );
}

/** The two classes with their homework, dated relative to the seed's clock. Runs in the seed's transaction. */
export async function insertDemoEnglishAndReadiness(
  trx: Kysely<DB>,
  people: DemoSubjectPeople,
  now: string,
): Promise<void> {
  const today = new Date(now);
  await insertEnglishClass(trx, people, today);
  await insertReadinessClass(trx, people, today);
}
