import { type Locale, ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { ratingsPort } from '../../modules/ratings/ratings.port.ts';
import { studentsPort } from '../../modules/students/students.port.ts';
import { insertAccount } from '../../modules/users/accounts.ts';
import type { DB } from '../schema.ts';

const FIRST_NAMES = [
  'Алиса',
  'Борис',
  'Вера',
  'Глеб',
  'Дина',
  'Егор',
  'Жанна',
  'Захар',
  'Ирина',
  'Кирилл',
  'Лиза',
  'Марк',
  'Нина',
];
const LAST_NAMES = [
  'Белова',
  'Громов',
  'Денисова',
  'Ершов',
  'Жукова',
  'Зайцев',
  'Ильина',
  'Козлов',
  'Лаптева',
  'Морозов',
  'Носова',
  'Орлов',
  'Павлова',
];
const ROSTER_SIZE = 26;

/**
 * The admin's student list (issue [14]) needs more than a page of students and something for every filter: a
 * teacher of reading and mental arithmetic with a class of each, students in one class, in both, waiting for a
 * reading class, blocked in reading, and two blocked accounts. Reading and mental arithmetic keep them out of the
 * maths ratings the other demo data tells its stories with; no birth year is nine years ago for the same reason.
 */
export async function insertDemoStudentRoster(
  trx: Kysely<DB>,
  account: { password_hash: string; locale: Locale },
  now: string,
): Promise<void> {
  const teacher = await insertAccount(
    trx,
    {
      ...account,
      role_id: ROLE.teacher,
      first_name: 'Ольга',
      last_name: 'Викторова',
      email: 'roster-teacher@example.com',
      phone: '+7 912 000-77-88',
      subject_ids: [2, 3],
    },
    now,
  );
  const classOf = async (title: string, subjectId: number) =>
    (
      await trx
        .insertInto('groups')
        .values({
          title,
          subject_id: subjectId,
          teacher_id: teacher.id,
          message: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const reading = await classOf('2 «Б» — чтение', 2);
  const mental = await classOf('Ментальная арифметика, группа 2', 3);
  const year = new Date(now).getUTCFullYear();

  for (let index = 0; index < ROSTER_SIZE; index++) {
    const kind = index % 4;
    const subjectIds = kind === 0 || kind === 1 ? [2] : [2, 3];
    const user = await insertAccount(
      trx,
      {
        ...account,
        role_id: ROLE.student,
        first_name: FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Ученик',
        last_name: LAST_NAMES[(index * 5) % LAST_NAMES.length] ?? 'Демо',
        email: `roster${index + 1}@example.com`,
        phone: index % 3 === 0 ? `+7 900 100-${String(10 + index).padStart(2, '0')}-00` : null,
        subject_ids: subjectIds,
      },
      now,
    );
    const born = index % 5 === 4 ? null : `${year - (index % 2 === 0 ? 7 : 11)}-0${(index % 9) + 1}-1${index % 10}`;
    await trx
      .updateTable('students')
      .set({ birth_date: born, timezone: index % 2 === 0 ? 'Europe/Moscow' : 'Asia/Yekaterinburg' })
      .where('user_id', '=', user.id)
      .execute();
    if (born !== null) await ratingsPort.placeInBirthYear(trx, user.id, Number(born.slice(0, 4)));
    const classes = kind === 0 ? [reading] : kind === 2 ? [reading, mental] : kind === 3 ? [mental] : [];
    for (const groupId of classes) {
      await trx
        .insertInto('group_students')
        .values({ group_id: groupId, student_id: user.id, created_at: now })
        .execute();
    }
    if (kind === 3) await studentsPort.setSubjectStatus(trx, user.id, [2], 'blocked');
    if (index === 5 || index === 17) {
      await trx.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    }
  }
}
