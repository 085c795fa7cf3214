import { type Locale, ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { insertMembership } from '../../modules/groups/group-students.repo.ts';
import { insertGroup, setGroupMessage } from '../../modules/groups/groups.repo.ts';
import { replaceSchedule } from '../../modules/materials/materials.repo.ts';
import { insertAccount } from '../../modules/users/accounts.ts';
import type { DB } from '../schema.ts';

/**
 * The second demo teacher, a speech therapist (issue [10]): the articulation exercises are in reading and school
 * readiness, and a child's recording goes to the teacher of their class in the subject. She teaches those two and
 * runs the reading class «Логопедия», so the demo student's recorder in reading finds a teacher to send to.
 */

const READING = 2;
const SCHOOL_READINESS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SPEECH_THERAPIST_EMAIL = 'speech@example.com';

/** The reading students who practise sounds with her: the demo student and Даша, who also takes up reading. */
const SPEECH_CLASS_STUDENTS = ['student@example.com', 'student4@example.com'];

export async function insertDemoSpeechTherapist(
  trx: Kysely<DB>,
  people: { studentIds: ReadonlyMap<string, number>; account: { password_hash: string; locale: Locale } },
  now: string,
): Promise<{ id: number }> {
  // Before every recording the students sent her, so the class was theirs when they sent them.
  const created = new Date(new Date(now).getTime() - 20 * DAY_MS).toISOString();
  const therapist = await insertAccount(
    trx,
    {
      ...people.account,
      role_id: ROLE.teacher,
      first_name: 'Ольга',
      last_name: 'Белова',
      email: SPEECH_THERAPIST_EMAIL,
      subject_ids: [READING, SCHOOL_READINESS],
    },
    created,
  );
  const groupId = await insertGroup(
    trx,
    { title: 'Логопедия', subject_id: READING, teacher_id: therapist.id },
    created,
  );
  for (const email of SPEECH_CLASS_STUDENTS) {
    const studentId = people.studentIds.get(email);
    if (studentId === undefined) throw new Error(`the demo seed has no student ${email}`);
    await insertMembership(trx, groupId, studentId, created);
  }
  await setGroupMessage(
    trx,
    groupId,
    'Каждый день — пять минут артикуляционной гимнастики перед зеркалом. Сделайте «Барабанщика» или «Лошадку», ' +
      'запишите голос и пришлите мне: я послушаю и подскажу!',
    created,
  );
  await replaceSchedule(trx, groupId, [{ weekday: 3, starts_at: '16:00', duration_minutes: 30 }]);
  return { id: therapist.id };
}
