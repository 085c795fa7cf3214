import {
  errorMessage,
  type Homework,
  homeworkAnswerSchema,
  homeworkProgressSchema,
  PRIVATE_FILE_MAX_BYTES,
  studentHomeworkListSchema,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { DOCX, ODT, PLAIN_ZIP, SAMPLE_FILES } from '../files/files.fixture.ts';
import {
  answerUrl,
  buildClassroom,
  type Classroom,
  createHomework,
  itemOf,
  sendMultipart,
  trainerRules,
  uploadFile,
} from './homework.fixture.ts';

describeEachDatabase(
  'homework answers and private files',
  (t) => {
    let room: Classroom;
    let homework: Homework;

    beforeAll(async () => {
      room = await buildClassroom(t);
      homework = await createHomework(t, room);
    });

    it('takes an answer with a text and files, and serves each file to those allowed with its name', async () => {
      const response = await sendMultipart(t, answerUrl(homework), room.student.token, [
        { name: 'text', value: 'My story' },
        { name: 'files', file: { filename: 'story.docx', bytes: DOCX } },
        { name: 'files', file: { filename: 'фото.png', bytes: SAMPLE_FILES.png } },
      ]);
      expect(response.status, response.raw).toBe(201);
      const answer = dataOf(response, homeworkAnswerSchema);
      expect(answer).toMatchObject({ version: 1, status: 'submitted', text: 'My story', comment: null });
      expect(answer.files.map((file) => [file.name, file.content_type])).toEqual([
        ['story.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['фото.png', 'image/png'],
      ]);

      const photo = answer.files[1]?.id;
      const download = await t.api('GET', `/api/files/${photo}`, { token: room.teacher.token });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent('фото.png')}`,
      );
      const bytes = await t.app.inject({
        method: 'GET',
        url: `/api/files/${photo}`,
        headers: { authorization: `Bearer ${room.teacher.token}` },
      });
      expect(bytes.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
      const expected = { student: 200, teacher: 200, admin: 200, otherTeacher: 403, otherStudent: 403 } as const;
      for (const [who, status] of Object.entries(expected)) {
        const user = room[who as keyof typeof expected];
        expect((await t.api('GET', `/api/files/${photo}`, { token: user.token })).status, who).toBe(status);
      }
      expect((await t.api('GET', `/api/files/${photo}`)).status).toBe(401);
    });

    it('refuses a file of a type not allowed with 415 and a clear message, storing nothing', async () => {
      for (const bytes of [SAMPLE_FILES.exe, PLAIN_ZIP]) {
        const response = await sendMultipart(t, answerUrl(homework), room.student.token, [
          { name: 'text', value: 'See attached' },
          { name: 'files', file: { filename: 'homework.pdf', bytes } },
        ]);
        expect(response.status).toBe(415);
        expect(errorOf(response)).toMatchObject({
          code: 'FILE_TYPE_NOT_ALLOWED',
          message: errorMessage('FILE_TYPE_NOT_ALLOWED'),
        });
      }
      const count = await t.database.db
        .selectFrom('private_files')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('owner_id', '=', room.student.id)
        .where('original_name', '=', 'homework.pdf')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it('refuses a file over the size limit with 413 and a clear message', async () => {
      const big = Buffer.alloc(PRIVATE_FILE_MAX_BYTES + 1, 'a');
      const response = await sendMultipart(t, answerUrl(homework), room.student.token, [
        { name: 'files', file: { filename: 'big.txt', bytes: big } },
      ]);
      expect(response.status).toBe(413);
      expect(errorOf(response)).toMatchObject({ code: 'FILE_TOO_LARGE', message: errorMessage('FILE_TOO_LARGE') });
    });

    it('refuses an empty answer', async () => {
      const response = await sendMultipart(t, answerUrl(homework), room.student.token, [{ name: 'text', value: '  ' }]);
      expect(response.status).toBe(422);
      expect(errorOf(response).code).toBe('HOMEWORK_ANSWER_EMPTY');
    });

    it('lets the teacher ask for rework with a comment, the student see it and resubmit, keeping the history', async () => {
      const task = await createHomework(t, room, { items: [{ type: 'task', text: 'Essay' }] });
      const first = dataOf(
        await sendMultipart(t, answerUrl(task), room.student.token, [{ name: 'text', value: 'Draft one' }]),
        homeworkAnswerSchema,
      );

      const review = await t.api('PATCH', `/api/homework-answers/${first.id}`, {
        token: room.teacher.token,
        body: { status: 'needs_rework', comment: 'Add an ending' },
      });
      expect(dataOf(review, homeworkAnswerSchema)).toMatchObject({ status: 'needs_rework', comment: 'Add an ending' });

      const seen = dataOf(
        await t.api('GET', `/api/students/${room.student.id}/homework`, { token: room.student.token }),
        studentHomeworkListSchema,
      );
      const entry = [...seen.current, ...seen.past].find((item) => item.id === task.id);
      expect(entry?.progress[0]?.answer).toMatchObject({ status: 'needs_rework', comment: 'Add an ending' });

      const second = dataOf(
        await sendMultipart(t, answerUrl(task), room.student.token, [
          { name: 'text', value: 'Draft two, with an ending' },
          { name: 'files', file: { filename: 'essay.odt', bytes: ODT } },
        ]),
        homeworkAnswerSchema,
      );
      expect(second).toMatchObject({ version: 2, status: 'submitted' });

      // The older version is history now: reviewing it again is refused.
      const stale = await t.api('PATCH', `/api/homework-answers/${first.id}`, {
        token: room.teacher.token,
        body: { status: 'accepted' },
      });
      expect(stale.status).toBe(409);

      const accepted = await t.api('PATCH', `/api/homework-answers/${second.id}`, {
        token: room.teacher.token,
        body: { status: 'accepted', comment: 'Well done' },
      });
      expect(dataOf(accepted, homeworkAnswerSchema).status).toBe('accepted');

      const history = dataOf(
        await t.api('GET', `${answerUrl(task)}?student_id=${room.student.id}`, { token: room.teacher.token }),
        z.array(homeworkAnswerSchema),
      );
      expect(history.map((answer) => [answer.version, answer.status, answer.comment])).toEqual([
        [2, 'accepted', 'Well done'],
        [1, 'needs_rework', 'Add an ending'],
      ]);

      const progress = dataOf(
        await t.api('GET', `/api/homework/${task.id}/progress`, { token: room.teacher.token }),
        homeworkProgressSchema,
      );
      expect(progress.students).toMatchObject([{ student_id: room.student.id, complete: true }]);

      const again = await sendMultipart(t, answerUrl(task), room.student.token, [{ name: 'text', value: 'More' }]);
      expect(again.status).toBe(409);
      expect(errorOf(again).code).toBe('HOMEWORK_ANSWER_ACCEPTED');
    });

    it("serves a task's attachment to the class's students but not to other students", async () => {
      const sheet = await uploadFile(t, room.teacher, 'sheet.pdf', SAMPLE_FILES.pdf);
      expect(sheet).toMatchObject({ name: 'sheet.pdf', content_type: 'application/pdf' });
      // Not yet attached: only its uploader (and admins) may read it.
      expect((await t.api('GET', `/api/files/${sheet.id}`, { token: room.student.token })).status).toBe(403);
      const task = await createHomework(t, room, { items: [{ type: 'task', text: 'Solve', file_ids: [sheet.id] }] });
      expect(itemOf(task, 'task').files.map((file) => file.id)).toEqual([sheet.id]);
      expect((await t.api('GET', `/api/files/${sheet.id}`, { token: room.student.token })).status).toBe(200);
      expect((await t.api('GET', `/api/files/${sheet.id}`, { token: room.otherStudent.token })).status).toBe(403);
    });

    it('refuses a teacher upload of the wrong type and a missing file part', async () => {
      const wrong = await sendMultipart(t, '/api/files', room.teacher.token, [
        { name: 'file', file: { filename: 'run.exe', bytes: SAMPLE_FILES.exe } },
      ]);
      expect(wrong.status).toBe(415);
      const missing = await sendMultipart(t, '/api/files', room.teacher.token, [{ name: 'text', value: 'x' }]);
      expect(missing.status).toBe(422);
    });
  },
  { trainerRules },
);
