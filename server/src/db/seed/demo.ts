import { ROLE, type RoleId } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { Storage } from '../../lib/storage.ts';
import { insertDemoGymnastics } from '../../modules/gymnastics/gymnastics.seed.ts';
import { applyLikesChange } from '../../modules/likes/likes.repo.ts';
import { insertDemoMathTasks } from '../../modules/math-tasks/math-tasks.seed.ts';
import { insertDemoMentalTests } from '../../modules/mental-tests/mental-tests.seed.ts';
import { createPictureKeys, type PictureKeys } from '../../modules/picture-login/picture-seal.ts';
import { ratingsPort } from '../../modules/ratings/ratings.port.ts';
import { setBirthDate } from '../../modules/students/students.repo.ts';
import { insertAccount } from '../../modules/users/accounts.ts';
import type { Database, DialectName } from '../database.ts';
import type { DB } from '../schema.ts';
import { cutDemoPictures, type DemoPictures, insertDemoAlbums } from './albums.ts';
import { insertDemoAuditLog } from './demo-audit-log.ts';
import { insertDemoCabinet, WAITING_STUDENTS } from './demo-cabinet.ts';
import { insertDemoChat } from './demo-chat.ts';
import { COURSES_STUDENT_EMAIL, insertDemoCourses } from './demo-courses.ts';
import { insertDemoDevices } from './demo-devices.ts';
import {
  ENGLISH_STUDENT_EMAIL,
  insertDemoEnglishAndReadiness,
  READINESS_STUDENT_EMAIL,
} from './demo-english-readiness.ts';
import { insertDemoHelpSignals } from './demo-help-signals.ts';
import { insertDemoHomeworkMaterials } from './demo-homework-materials.ts';
import { insertDemoItCourses } from './demo-it-courses.ts';
import { type DemoProjectShots, storeDemoProjectShots } from './demo-it-project-shots.ts';
import { insertDemoItProjects } from './demo-it-projects.ts';
import { insertDemoItQuizzes } from './demo-it-quizzes.ts';
import { insertDemoItShop } from './demo-it-shop.ts';
import { insertDemoItSolutions } from './demo-it-solutions.ts';
import { insertDemoLibrary, storeDemoLibraryPicture } from './demo-library.ts';
import { insertDemoMail } from './demo-mail.ts';
import { insertDemoNews } from './demo-news.ts';
import { insertDemoOnlineGames } from './demo-online-games.ts';
import { insertDemoParentChat } from './demo-parent-chat.ts';
import { insertDemoParent } from './demo-parents.ts';
import { DEMO_PICTURE_STUDENT_EMAIL, insertDemoPictureLogin } from './demo-picture-login.ts';
import { insertDemoSpeechTherapist, SPEECH_THERAPIST_EMAIL } from './demo-speech-therapist.ts';
import { insertDemoStudentRoster } from './demo-students-roster.ts';
import { insertDemoTeachers } from './demo-teachers.ts';
import { insertDemoTrainerRounds } from './demo-trainer-rounds.ts';
import { insertDemoVoiceRecordings, type StoredDemoVoice, storeDemoVoices } from './demo-voice-recordings.ts';
import { insertReadingTexts } from './reading/insert-reading-texts.ts';
import { insertSpeechImages } from './speech-images.ts';
import { insertTrainerCatalogue } from './trainers.ts';
import { insertWordLists } from './words/insert-word-lists.ts';
import { type DemoWorld, giveDemoWorld, insertWorld, type WorldIds } from './world.ts';

/**
 * Demo accounts share the password `password`. They skip the staff password rule on purpose:
 * the seed only runs into an empty embedded database (or by an explicit `npm run seed`), never
 * by itself into PostgreSQL, so a known password never guards real data.
 */
export const DEMO_PASSWORD = 'password';

interface DemoStudent {
  email: string;
  first_name: string;
  last_name: string;
  subject_ids: number[];
  likes: Partial<Record<number, number>>;
  world: DemoWorld;
  /** Born this many years before the seed runs, on `birthday` (MM-DD); none: they give it on the age rating page. */
  born?: { yearsAgo: number; birthday: string };
}

const CLASS_SUBJECT = 1;

const STUDENTS: DemoStudent[] = [
  {
    email: 'student@example.com',
    first_name: 'Миша',
    last_name: 'Иванов',
    subject_ids: [1, 2, 3, 8],
    likes: { 1: 12, 2: 40, 3: 30 },
    world: { character: 'fox', profession: 'scientist', extras: ['cap'] },
    born: { yearsAgo: 9, birthday: '04-12' },
  },
  {
    email: 'student2@example.com',
    first_name: 'Аня',
    last_name: 'Соколова',
    subject_ids: [1],
    likes: { 1: 4 },
    world: { character: 'bunny', profession: 'doctor', extras: ['bow'] },
    born: { yearsAgo: 9, birthday: '09-03' },
  },
  {
    email: 'student3@example.com',
    first_name: 'Петя',
    last_name: 'Кузнецов',
    subject_ids: [1],
    likes: { 1: 9 },
    world: { character: 'bear', profession: 'builder', extras: ['hard-hat'] },
    born: { yearsAgo: 9, birthday: '01-27' },
  },
  {
    email: 'student4@example.com',
    first_name: 'Даша',
    last_name: 'Попова',
    // IT beside Миша, in the demo teacher's IT class (demo-it-projects.ts): the exhibition needs two IT students.
    subject_ids: [1, 2, 3, 8],
    likes: { 1: 15 },
    world: { character: 'cat', profession: 'chef', extras: ['glasses'] },
    born: { yearsAgo: 10, birthday: '06-18' },
  },
  {
    email: 'student5@example.com',
    first_name: 'Саша',
    last_name: 'Волков',
    subject_ids: [1],
    likes: { 1: 2 },
    world: { character: 'panda', profession: 'doctor', extras: ['scarf'] },
  },
];

/**
 * Issue [13]: a student of each subject whose content has landed, in no maths class: English with the demo teacher,
 * school readiness with the speech therapist (their classes in demo-english-readiness.ts), the courses with the demo
 * teacher (demo-courses.ts).
 */
const SUBJECT_STUDENTS: DemoStudent[] = [
  {
    email: ENGLISH_STUDENT_EMAIL,
    first_name: 'Катя',
    last_name: 'Орлова',
    subject_ids: [9],
    likes: { 9: 14 },
    world: { character: 'bunny' },
    born: { yearsAgo: 10, birthday: '02-14' },
  },
  {
    email: READINESS_STUDENT_EMAIL,
    first_name: 'Тёма',
    last_name: 'Лебедев',
    subject_ids: [10],
    likes: { 10: 8 },
    world: { character: 'bear' },
    born: { yearsAgo: 6, birthday: '07-05' },
  },
  {
    email: COURSES_STUDENT_EMAIL,
    first_name: 'Соня',
    last_name: 'Кузнецова',
    subject_ids: [11],
    likes: { 11: 12 },
    world: { character: 'fox' },
    born: { yearsAgo: 11, birthday: '09-23' },
  },
];

export const DEMO_ACCOUNTS: readonly { email: string; role_id: RoleId }[] = [
  { email: 'admin@example.com', role_id: ROLE.admin },
  { email: 'teacher@example.com', role_id: ROLE.teacher },
  { email: SPEECH_THERAPIST_EMAIL, role_id: ROLE.teacher },
  ...[...STUDENTS, ...WAITING_STUDENTS, ...SUBJECT_STUDENTS].map((s) => ({ email: s.email, role_id: ROLE.student })),
];

/** A demo student with their rounds, the rest of their documented likes, their world and birth date; their id. */
async function insertDemoStudent(
  trx: Kysely<DB>,
  dialect: DialectName,
  demo: { world: WorldIds; account: { password_hash: string; locale: 'ru-RU' } },
  student: DemoStudent,
  now: string,
): Promise<number> {
  const user = await insertAccount(trx, { ...demo.account, ...student, role_id: ROLE.student }, now);
  const earned = await insertDemoTrainerRounds(trx, dialect, { id: user.id, email: student.email }, new Date(now));
  // The rest of the documented balance, through the ledger as real earnings go, so balances and history agree.
  for (const [subjectId, amount] of Object.entries(student.likes)) {
    const rest = (amount ?? 0) - (earned.get(Number(subjectId)) ?? 0);
    if (rest < 0) throw new Error(`${student.email}'s demo rounds earn more than their documented likes`);
    if (rest === 0) continue;
    await applyLikesChange(trx, { studentId: user.id, subjectId: Number(subjectId), delta: rest, reason: 'seed' }, now);
  }
  await giveDemoWorld(trx, demo.world, { id: user.id, subjectIds: student.subject_ids }, student.world, now);
  if (student.born) {
    const year = new Date(now).getUTCFullYear() - student.born.yearsAgo;
    await setBirthDate(trx, user.id, `${year}-${student.born.birthday}`, { onlyWhenUnset: true });
    await ratingsPort.placeInBirthYear(trx, user.id, year);
  }
  return user.id;
}

async function seedInto(
  trx: Kysely<DB>,
  dialect: DialectName,
  passwordHash: string,
  pictures: DemoPictures,
  voices: readonly StoredDemoVoice[],
  projectShots: DemoProjectShots,
  libraryPicture: string,
  secrets: { hasher: PasswordHasher; keys: PictureKeys },
  now: string,
): Promise<void> {
  await insertTrainerCatalogue(trx, now);
  await insertWordLists(trx, now);
  await insertReadingTexts(trx, now);
  await insertSpeechImages(trx, now);
  await insertDemoMathTasks(trx, now);
  await insertDemoMentalTests(trx, now);
  await insertDemoGymnastics(trx, now);
  const world = await insertWorld(trx, now);
  const account = { password_hash: passwordHash, locale: 'ru-RU' as const };
  const admin = await insertAccount(
    trx,
    { ...account, role_id: ROLE.admin, first_name: 'Алла', last_name: 'Админова', email: 'admin@example.com' },
    now,
  );
  const teacher = await insertAccount(
    trx,
    {
      ...account,
      role_id: ROLE.teacher,
      first_name: 'Ирина',
      last_name: 'Петрова',
      email: 'teacher@example.com',
      phone: '+7 912 345-67-80',
      // The subjects of her classes: «3 «А»» in math, «Соробан» in mental arithmetic and «English Starters».
      subject_ids: [1, 3, 9],
    },
    now,
  );
  const group = await trx
    .insertInto('groups')
    .values({
      title: '3 «А»',
      subject_id: CLASS_SUBJECT,
      teacher_id: teacher.id,
      message: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const studentIds = new Map<string, number>();
  for (const student of STUDENTS) {
    const id = await insertDemoStudent(trx, dialect, { world, account }, student, now);
    studentIds.set(student.email, id);
    await trx.insertInto('group_students').values({ group_id: group.id, student_id: id, created_at: now }).execute();
  }
  // Kept apart from `studentIds`: the maths class's mailing and welcome letters below are not theirs.
  const subjectStudentIds = new Map<string, number>();
  for (const student of SUBJECT_STUDENTS) {
    subjectStudentIds.set(student.email, await insertDemoStudent(trx, dialect, { world, account }, student, now));
  }
  await insertDemoCabinet(trx, { teacher, mathClassId: group.id, studentIds, world, account }, now);
  await insertDemoHelpSignals(trx, dialect, studentIds, new Date(now));
  await insertDemoOnlineGames(trx, studentIds, new Date(now));
  await insertDemoItShop(trx, studentIds, now);
  await insertDemoItProjects(trx, { teacherId: teacher.id, studentIds, shots: projectShots }, now);
  await insertDemoAlbums(trx, pictures, studentIds, now);
  await insertDemoChat(trx, { teacherId: teacher.id, studentIds }, now);
  const therapist = await insertDemoSpeechTherapist(trx, { studentIds, account }, now);
  await insertDemoVoiceRecordings(trx, { teacherId: therapist.id, studentIds }, voices, now);
  await insertDemoEnglishAndReadiness(
    trx,
    { teacherId: teacher.id, therapistId: therapist.id, studentIds: subjectStudentIds },
    now,
  );
  const coursesStudentId = subjectStudentIds.get(COURSES_STUDENT_EMAIL);
  if (coursesStudentId === undefined) throw new Error('the demo seed has no courses student');
  await insertDemoCourses(trx, { teacherId: teacher.id, studentId: coursesStudentId }, now);
  await insertDemoNews(trx, studentIds.get('student@example.com'), now);
  await insertDemoItCourses(trx, studentIds.get('student@example.com'), now);
  await insertDemoItSolutions(trx, studentIds.get('student@example.com'), now);
  await insertDemoItQuizzes(trx, studentIds.get('student@example.com'), now);
  await insertDemoMail(trx, { teacherId: teacher.id, classId: group.id, studentIds }, now);
  await insertDemoTeachers(trx, account, now);
  await insertDemoStudentRoster(trx, account, now);
  await insertDemoLibrary(
    trx,
    { adminId: admin.id, teacherId: teacher.id, classId: group.id, pictureUrl: libraryPicture },
    now,
  );
  await insertDemoHomeworkMaterials(trx, { adminId: admin.id, teacherId: teacher.id }, now);
  const pictureStudentId = studentIds.get(DEMO_PICTURE_STUDENT_EMAIL);
  if (pictureStudentId === undefined) throw new Error('the demo seed has no picture-login student');
  await insertDemoPictureLogin(
    trx,
    { classId: group.id, studentId: pictureStudentId, teacherId: teacher.id },
    secrets,
    now,
  );
  const studentId = studentIds.get('student@example.com');
  if (studentId !== undefined) {
    await insertDemoAuditLog(trx, { adminId: admin.id, teacherId: teacher.id, classId: group.id, studentId }, now);
  }
  if (studentId !== undefined) await insertDemoParent(trx, { account, childId: studentId }, now);
  if (studentId !== undefined) await insertDemoDevices(trx, studentId, now);
  // Last: it writes the demo parent's messages only once the parent account exists.
  await insertDemoParentChat(trx, { teacherId: teacher.id, classId: group.id }, now);
}

export async function seedDemoData(
  database: Database,
  /** `secret`: the server's (JWT_SECRET or the one kept under DATA_DIR), which keys picture passwords. */
  deps: { hasher: PasswordHasher; clock: Clock; storage: Storage; secret: string },
): Promise<void> {
  // The album pictures go to the storage, which no transaction covers: cut first, while the password is hashed.
  const [passwordHash, pictures, voices, projectShots, libraryPicture] = await Promise.all([
    deps.hasher.hash(DEMO_PASSWORD),
    cutDemoPictures(deps.storage),
    storeDemoVoices(deps.storage),
    storeDemoProjectShots(deps.storage),
    storeDemoLibraryPicture(deps.storage),
  ]);
  await database.transaction((trx) =>
    seedInto(
      trx,
      database.dialect,
      passwordHash,
      pictures,
      voices,
      projectShots,
      libraryPicture,
      { hasher: deps.hasher, keys: createPictureKeys(deps.secret) },
      deps.clock().toISOString(),
    ),
  );
}
