import {
  certificateSchema,
  diaryEntrySchema,
  type Homework,
  homeworkAnswerSchema,
  homeworkTemplateSchema,
  recordingVideoUrlSchema,
} from '@umka/contracts';
import { insertSpeechImages } from '../../db/seed/speech-images.ts';
import { insertTrainerCatalogue } from '../../db/seed/trainers.ts';
import { insertWordLists } from '../../db/seed/words/insert-word-lists.ts';
import { SAMPLE_FILES } from '../../modules/files/files.fixture.ts';
import {
  answerUrl,
  type Classroom,
  createHomework,
  SUBJECT,
  sendMultipart,
  uploadFile,
} from '../../modules/homework/homework.fixture.ts';
import { applyLikesChange } from '../../modules/likes/likes.repo.ts';
import { addRecording, createMaterial, shareMaterial } from '../../modules/materials/materials.fixture.ts';
import { addVideoRecording } from '../../modules/materials/recording-videos.fixture.ts';
import { insertTestTrainer } from '../../modules/trainers/trainers.fixture.ts';
import type { TestUser } from '../factories.ts';
import { dataOf, type TestContext } from '../harness.ts';
import { buildFieldActivity } from '../profession-factories.ts';
import { buildSixActors, type SixActorWorld } from '../six-actors.ts';
import { buildCharacter, buildClothes, buildLocation, buildThing } from '../world-catalogue-factories.ts';
import { chooseCharacter } from '../world-factories.ts';
import { adminCreates, freshWord, MATH_TASK, MENTAL_TEST, READING_TEXT } from './admin-content.ts';

/** Words that must never reach a caller who is refused. */
export const SECRET = 'Secret-4a9m';
/** The subject whose likes buy the world's clothes and things. */
export const WORLD_SUBJECT = 2;
export const CLASSMATE_COMMENT = 'Forgot the homework again';

export interface MatrixWorld extends SixActorWorld {
  /** Sits beside the class's student: nothing of the class's student's own may reach them. */
  classmate: TestUser;
  /** A parent following the class's student (issue [15]): reads only their own, writes nothing of the child's. */
  parent: TestUser;
  /** The same people under the names the homework and materials fixtures use. */
  room: Classroom;
  /** A student of the class's subject and no class: waiting in the class's teacher's distribution. */
  waiting: TestUser;
  homework: Homework;
  /** A homework whose task the class's student has answered with a file. */
  reviewed: Homework;
  templateId: number;
  answerId: number;
  attachmentId: number;
  answerFileId: number;
  materialId: number;
  materialFileId: number;
  videoId: number;
  videoUrl: string;
  diaryId: number;
  certificateId: number;
  trainerId: number;
  characterId: number;
  clothesId: number;
  homeId: number;
  thingId: number;
  /** The thing the class's student bought and placed at home. */
  placedThingId: number;
  fieldActivityId: number;
  mathTaskId: number;
  mentalTestId: number;
  trainerWordId: number;
  readingTextId: number;
}

/** A lesson of the class with marks for the class's student and the classmate. */
export const lesson = (w: Pick<MatrixWorld, 'classStudent' | 'classmate'>, date: string) => ({
  date,
  topic: 'Column addition',
  rows: [
    { student_id: w.classStudent.id, attendance: 'present', mark: 4, comment: 'Good work' },
    { student_id: w.classmate.id, attendance: 'late', mark: 2, comment: CLASSMATE_COMMENT },
  ],
});

async function giveLikes(t: TestContext, student: TestUser, amount: number) {
  await t.database.transaction((trx) =>
    applyLikesChange(
      trx,
      { studentId: student.id, subjectId: WORLD_SUBJECT, delta: amount, reason: 'test' },
      new Date().toISOString(),
    ),
  );
}

async function expectCreated(response: { status: number; raw: string }) {
  if (response.status >= 300) throw new Error(`building the matrix world failed: ${response.status} ${response.raw}`);
}

/** Everything the rows read, built once per database; rows that change or delete make their own objects. */
export async function buildMatrixWorld(t: TestContext): Promise<MatrixWorld> {
  const db = t.database.db;
  const classmate = await t.factories.buildStudent();
  // The other teacher teaches another subject, so the class's subject's waiting students are not theirs.
  const six = await buildSixActors(t, { subjectId: SUBJECT, otherSubjectId: WORLD_SUBJECT, classmates: [classmate] });
  const trainerId = await insertTestTrainer(db, { component: `sum-matrix-${Date.now()}`, subjects: [1, SUBJECT] });
  const room: Classroom = {
    admin: six.admin,
    teacher: six.classTeacher,
    otherTeacher: six.otherTeacher,
    student: six.classStudent,
    otherStudent: six.otherStudent,
    group: six.group,
    otherGroup: six.otherGroup,
    trainerId,
  };
  const waiting = await t.factories.buildStudent({ subjects: [SUBJECT] });
  for (const student of [six.classStudent, classmate, six.otherStudent]) await giveLikes(t, student, 1000);

  const attachment = await uploadFile(t, room.teacher, `${SECRET}.pdf`, SAMPLE_FILES.pdf);
  const homework = await createHomework(t, room, { title: `Homework ${SECRET}` });
  const reviewed = await createHomework(t, room, {
    title: `Reviewed ${SECRET}`,
    items: [{ type: 'task', text: `Task ${SECRET}`, file_ids: [attachment.id] }],
  });
  const answer = dataOf(
    await sendMultipart(t, answerUrl(reviewed), room.student.token, [
      { name: 'text', value: `Answer ${SECRET}` },
      { name: 'files', file: { filename: `${SECRET}.txt`, bytes: SAMPLE_FILES.txt } },
    ]),
    homeworkAnswerSchema,
  );
  const template = dataOf(
    await t.api('POST', '/api/homework-templates', {
      token: room.teacher.token,
      body: { title: `Template ${SECRET}`, items: [{ type: 'task', text: `Task ${SECRET}` }] },
    }),
    homeworkTemplateSchema,
  );

  const materialFile = await uploadFile(t, room.teacher, `${SECRET}-material.pdf`, SAMPLE_FILES.pdf);
  const material = await createMaterial(t, room.teacher, {
    title: `Worksheet ${SECRET}`,
    kind: 'file',
    file_id: materialFile.id,
  });
  await shareMaterial(t, room.teacher, material.id, [room.group.id]);
  await addRecording(t, room.teacher, room.group.id, `Lesson ${SECRET}`);
  const video = await addVideoRecording(t, room.teacher, room.group.id, `Video ${SECRET}`);
  const signed = await t.api('GET', `/api/recordings/${video.id}/video-url`, { token: room.teacher.token });
  const videoUrl = dataOf(signed, recordingVideoUrlSchema).url;

  const diary = dataOf(
    await t.api('POST', '/api/diaries', {
      token: room.teacher.token,
      body: { group_id: room.group.id, ...lesson({ classStudent: room.student, classmate }, '2026-09-01') },
    }),
    diaryEntrySchema,
  );
  const certificate = dataOf(
    await t.api('POST', `/api/students/${room.student.id}/certificates`, {
      token: room.teacher.token,
      body: { title: 'Mental arithmetic champion', reason: 'Three rounds in a row', issued_on: '2026-11-20' },
    }),
    certificateSchema,
  );

  const character = await buildCharacter(db);
  for (const student of [six.classStudent, classmate, six.otherStudent]) {
    await chooseCharacter(t, student, WORLD_SUBJECT, character.id);
  }
  const clothes = await buildClothes(db, { price: 1, characters: [character.id] });
  const home = await buildLocation(db, { kind: 'home' });
  const thing = await buildThing(db, { location_id: home.id, price: 1 });
  await expectCreated(
    await t.api('POST', `/api/students/${room.student.id}/locations/${home.id}/things`, {
      token: room.student.token,
      body: { subject_id: WORLD_SUBJECT, thing_id: thing.id },
    }),
  );
  const placed = await db
    .selectFrom('student_things')
    .select('id')
    .where('student_id', '=', room.student.id)
    .executeTakeFirstOrThrow();
  const fieldActivity = await buildFieldActivity(db);
  await insertTrainerCatalogue(db, new Date().toISOString());
  const mathTaskId = await adminCreates(t, six.admin.token, '/api/admin/tasks', MATH_TASK);
  const mentalTestId = await adminCreates(t, six.admin.token, '/api/admin/mental-tests', MENTAL_TEST);
  await insertWordLists(db, new Date().toISOString());
  await insertSpeechImages(db, new Date().toISOString());
  const trainerWordId = await adminCreates(t, six.admin.token, '/api/admin/trainer-words', freshWord());
  const readingTextId = await adminCreates(t, six.admin.token, '/api/admin/reading-texts', READING_TEXT);

  return {
    ...six,
    classmate,
    parent: await t.factories.buildParent({ children: [six.classStudent] }),
    room,
    waiting,
    homework,
    reviewed,
    templateId: template.id,
    answerId: answer.id,
    attachmentId: attachment.id,
    answerFileId: answer.files[0]?.id ?? 0,
    materialId: material.id,
    materialFileId: materialFile.id,
    videoId: video.id,
    videoUrl,
    diaryId: diary.id,
    certificateId: certificate.id,
    trainerId,
    characterId: character.id,
    clothesId: clothes.id,
    homeId: home.id,
    thingId: thing.id,
    placedThingId: placed.id,
    fieldActivityId: fieldActivity.id,
    mathTaskId,
    mentalTestId,
    trainerWordId,
    readingTextId,
  };
}
