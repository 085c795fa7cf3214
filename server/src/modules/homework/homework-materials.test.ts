import {
  type Homework,
  homeworkItemProgressSchema,
  homeworkProgressSchema,
  homeworkSchema,
  homeworkTemplateSchema,
  LIBRARY_VIDEO_URL_TTL_SECONDS,
  libraryPageSchema,
  type StudentHomework,
  studentHomeworkListSchema,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf, TEST_JWT_SECRET } from '../../test/harness.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import { createLibraryVideos } from '../library/library-videos.ts';
import { SAMPLE_VIDEOS } from '../materials/recording-videos.fixture.ts';
import {
  buildClassroom,
  type Classroom,
  createHomework,
  homeworkBody,
  itemOf,
  trainerRules,
} from './homework.fixture.ts';
import { libraryDocument, libraryPage, libraryVideo, materialItem } from './homework-materials.fixture.ts';

/** A subject the classroom's teacher does not teach and the class is not of. */
const OTHER_SUBJECT = 1;

describeEachDatabase(
  'library materials as homework items',
  (t) => {
    let room: Classroom;

    beforeAll(async () => {
      room = await buildClassroom(t);
    });

    const materialUrl = (homework: Homework, action: 'open' | 'page' | 'document') =>
      `/api/homework/${homework.id}/materials/${itemOf(homework, 'material').id}/${action}`;

    async function ownHomework(token: string, homeworkId: number): Promise<StudentHomework> {
      const list = dataOf(
        await t.api('GET', `/api/students/${room.student.id}/homework`, { token }),
        studentHomeworkListSchema,
      );
      const found = [...list.current, ...list.past].find((entry) => entry.id === homeworkId);
      if (!found) throw new Error(`homework ${homeworkId} is not in the list`);
      return found;
    }

    it('adds a published material of the class subject, answering what the student needs to open it', async () => {
      const page = await libraryPage(t, room.admin);
      const homework = await createHomework(t, room, { items: [materialItem(page)] });
      expect(itemOf(homework, 'material')).toMatchObject({
        material_id: page.id,
        material: { id: page.id, kind: 'page', title: 'Сложение дробей', subject_id: page.subject_id },
      });
    });

    it('refuses a material of another subject, an unpublished page and a missing one with 422 naming the item', async () => {
      const foreign = await libraryPage(t, room.admin, { subjectId: OTHER_SUBJECT });
      const draft = await libraryPage(t, room.admin, { published: false });
      const before = await t.api('GET', `/api/homework?group_id=${room.group.id}`, { token: room.teacher.token });
      const cases = [
        {
          items: [{ type: 'task', text: 'Read', file_ids: [] }, materialItem(foreign)],
          code: 'HOMEWORK_MATERIAL_NOT_IN_SUBJECT',
        },
        { items: [materialItem(draft)], code: 'HOMEWORK_MATERIAL_UNAVAILABLE' },
        { items: [materialItem({ id: 999_999 })], code: 'HOMEWORK_MATERIAL_UNAVAILABLE' },
      ];
      for (const { items, code } of cases) {
        const response = await t.api('POST', '/api/homework/create', {
          token: room.teacher.token,
          body: { group_id: room.group.id, title: 'Read', given_on: '2026-11-20', due_on: '2026-11-27', items },
        });
        expect(response.status, response.raw).toBe(422);
        const [field] = errorOf(response).fields ?? [];
        expect(field).toMatchObject({ field: `items.${items.length - 1}.material_id`, code });
        expect(field?.message['ru-RU']).toMatch(/материал/);
      }
      const after = await t.api('GET', `/api/homework?group_id=${room.group.id}`, { token: room.teacher.token });
      expect(dataOf(after, homeworkSchema.array())).toHaveLength(dataOf(before, homeworkSchema.array()).length);
    });

    it('lets the student read the page through the homework and counts the item done once opened', async () => {
      const page = await libraryPage(t, room.admin, { title: 'Дроби для домашней' });
      const homework = await createHomework(t, room, { due_on: '2099-12-31', items: [materialItem(page)] });

      // The page is not shared with the class: the library itself refuses the student, the homework lets them read.
      const direct = await t.api('GET', `/api/library/materials/${page.id}/page`, { token: room.student.token });
      expect(direct.status).toBe(403);
      const read = await t.api('GET', materialUrl(homework, 'page'), { token: room.student.token });
      expect(dataOf(read, libraryPageSchema)).toMatchObject({ material_id: page.id, title: 'Дроби для домашней' });

      const seen = await ownHomework(room.student.token, homework.id);
      expect(seen.items[0]).toMatchObject({ type: 'material', material: { kind: 'page' } });
      expect(seen.progress).toEqual([expect.objectContaining({ type: 'material', complete: false })]);
      expect(seen.complete).toBe(false);

      // Two tabs opening at once and a later opening again count once and never fail.
      const opened = await Promise.all([
        t.api('POST', materialUrl(homework, 'open'), { token: room.student.token }),
        t.api('POST', materialUrl(homework, 'open'), { token: room.student.token }),
      ]);
      for (const response of opened) {
        expect(dataOf(response, homeworkItemProgressSchema)).toMatchObject({ type: 'material', complete: true });
      }
      await t.api('POST', materialUrl(homework, 'open'), { token: room.student.token });
      const rows = await t.database.db
        .selectFrom('homework_material_opens')
        .select('student_id')
        .where('item_id', '=', itemOf(homework, 'material').id)
        .execute();
      expect(rows).toEqual([{ student_id: room.student.id }]);

      expect(await ownHomework(room.student.token, homework.id)).toMatchObject({ complete: true });
      const table = dataOf(
        await t.api('GET', `/api/homework/${homework.id}/progress`, { token: room.teacher.token }),
        homeworkProgressSchema,
      );
      expect(table.students.find((entry) => entry.student_id === room.student.id)).toMatchObject({ complete: true });
    });

    it('keeps the opening when the teacher edits the homework and keeps the item', async () => {
      const page = await libraryPage(t, room.admin);
      const homework = await createHomework(t, room, { due_on: '2099-12-31', items: [materialItem(page)] });
      await t.api('POST', materialUrl(homework, 'open'), { token: room.student.token });
      const item = itemOf(homework, 'material');
      const updated = await t.api('PUT', `/api/homework/${homework.id}`, {
        token: room.teacher.token,
        body: {
          title: 'Renamed',
          given_on: homework.given_on,
          due_on: homework.due_on,
          items: [
            { id: item.id, type: 'material', material_id: page.id },
            { type: 'task', text: 'Write', file_ids: [] },
          ],
        },
      });
      expect(updated.status, updated.raw).toBe(200);
      const seen = await ownHomework(room.student.token, homework.id);
      expect(seen.progress.find((entry) => entry.item_id === item.id)).toMatchObject({ complete: true });
    });

    it('refuses opening to anyone but a student of the class, and reading to other classes', async () => {
      const page = await libraryPage(t, room.admin);
      const homework = await createHomework(t, room, { items: [materialItem(page)] });
      const teacherOpens = await t.api('POST', materialUrl(homework, 'open'), { token: room.teacher.token });
      expect(teacherOpens.status).toBe(403);
      const outsider = await t.api('POST', materialUrl(homework, 'open'), { token: room.otherStudent.token });
      expect(outsider.status).toBe(403);
      const outsiderReads = await t.api('GET', materialUrl(homework, 'page'), { token: room.otherStudent.token });
      expect(outsiderReads.status).toBe(403);
      const teacherReads = await t.api('GET', materialUrl(homework, 'page'), { token: room.teacher.token });
      expect(teacherReads.status).toBe(200);
    });

    it("serves a document material's file to the class's student through the homework", async () => {
      const document = await libraryDocument(t, room.admin);
      const homework = await createHomework(t, room, { items: [materialItem(document)] });
      expect(itemOf(homework, 'material').material).toMatchObject({
        kind: 'document',
        document: { name: 'cards.pdf', content_type: 'application/pdf' },
      });
      const download = await t.app.inject({
        method: 'GET',
        url: materialUrl(homework, 'document'),
        headers: { authorization: `Bearer ${room.student.token}` },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
      const asPage = await t.api('GET', materialUrl(homework, 'page'), { token: room.student.token });
      expect(asPage.status).toBe(404);
    });

    it("plays an uploaded video material to the class's student from the address signed for them", async () => {
      const video = await libraryVideo(t, room.admin);
      const homework = await createHomework(t, room, { due_on: '2099-12-31', items: [materialItem(video)] });
      const item = itemOf(homework, 'material');
      const seen = (await ownHomework(room.student.token, homework.id)).items.find((entry) => entry.id === item.id);
      const address = seen?.type === 'material' ? (seen.material?.video?.url ?? '') : '';
      expect(address).toMatch(new RegExp(`^/api/library/materials/${video.id}/video\\?u=${room.student.id}&`));
      expect(seen).toMatchObject({ material: { url: null, video: { content_type: 'video/mp4' } } });

      const played = await t.app.inject({ method: 'GET', url: address, headers: { range: 'bytes=0-9' } });
      expect(played.statusCode).toBe(206);
      expect(played.rawPayload.equals(SAMPLE_VIDEOS.mp4.subarray(0, 10))).toBe(true);
      const another = await t.api('GET', address.replace(`u=${room.student.id}&`, `u=${room.otherStudent.id}&`));
      expect(errorOf(another).code).toBe('VIDEO_LINK_EXPIRED');

      t.clock.advance((LIBRARY_VIDEO_URL_TTL_SECONDS + 1) * 1000);
      try {
        const expired = await t.api('GET', address);
        expect(errorOf(expired).code).toBe('VIDEO_LINK_EXPIRED');
      } finally {
        t.clock.reset();
      }
    });

    it('refuses the video to a student of another class, even from an address signed for them', async () => {
      const video = await libraryVideo(t, room.admin);
      await createHomework(t, room, { items: [materialItem(video)] });
      const { videoUrls } = createLibraryVideos({
        storageDir: t.storageDir,
        secret: TEST_JWT_SECRET,
        clock: t.clock.now,
      });
      const outsider = await t.api('GET', videoUrls.sign(video.id, room.otherStudent.id).url);
      expect(outsider.status).toBe(403);
      const classmate = await t.app.inject({ method: 'GET', url: videoUrls.sign(video.id, room.student.id).url });
      expect(classmate.statusCode).toBe(200);
    });

    it('stops playing the video once the homework that gave it is unpublished', async () => {
      const video = await libraryVideo(t, room.admin);
      const homework = await createHomework(t, room, { items: [materialItem(video)] });
      const address = itemOf(homework, 'material').material?.video?.url ?? '';
      expect(address).toMatch(new RegExp(`u=${room.teacher.id}&`));
      const { videoUrls } = createLibraryVideos({
        storageDir: t.storageDir,
        secret: TEST_JWT_SECRET,
        clock: t.clock.now,
      });
      const studentAddress = videoUrls.sign(video.id, room.student.id).url;
      expect((await t.app.inject({ method: 'GET', url: studentAddress })).statusCode).toBe(200);
      const unpublished = await t.api('PUT', `/api/homework/${homework.id}`, {
        token: room.teacher.token,
        body: {
          ...homeworkBody(room),
          published: false,
          items: [{ id: itemOf(homework, 'material').id, ...materialItem(video) }],
        },
      });
      expect(unpublished.status, unpublished.raw).toBe(200);
      expect((await t.api('GET', studentAddress)).status).toBe(403);
    });

    it('keeps the item as removed when an admin deletes the material, and counts it done', async () => {
      const page = await libraryPage(t, room.admin, { title: 'Будет удалена' });
      const homework = await createHomework(t, room, {
        due_on: '2099-12-31',
        items: [materialItem(page), { type: 'task', text: 'Write', file_ids: [] }],
      });
      const removed = await t.api('DELETE', `/api/library/materials/${page.id}`, { token: room.admin.token });
      expect(removed.status, removed.raw).toBe(200);

      const teacherView = dataOf(
        await t.api('GET', `/api/homework/${homework.id}`, { token: room.teacher.token }),
        homeworkSchema,
      );
      expect(teacherView.items[0]).toEqual({
        id: itemOf(homework, 'material').id,
        type: 'material',
        material_id: null,
        material: null,
      });
      const seen = await ownHomework(room.student.token, homework.id);
      expect(seen.progress[0]).toMatchObject({ type: 'material', complete: true });
      expect(seen.progress[1]).toMatchObject({ type: 'task', complete: false });
      const read = await t.api('GET', materialUrl(homework, 'page'), { token: room.student.token });
      expect(read.status).toBe(404);

      // Saving it as a template leaves the removed material out: there is nothing left to copy.
      const template = await t.api('POST', `/api/homework/${homework.id}/template`, {
        token: room.teacher.token,
        body: { title: 'Without the removed page' },
      });
      expect(dataOf(template, homeworkTemplateSchema).items.map((item) => item.type)).toEqual(['task']);
    });

    it('copies a material item through a template and shows it removed there once deleted', async () => {
      const page = await libraryPage(t, room.admin);
      const created = await t.api('POST', '/api/homework-templates', {
        token: room.teacher.token,
        body: { title: 'Fractions', items: [materialItem(page)] },
      });
      const template = dataOf(created, homeworkTemplateSchema);
      expect(template.items).toEqual([expect.objectContaining({ type: 'material', material_id: page.id })]);
      const fromTemplate = await t.api('POST', `/api/homework-templates/${template.id}/homework`, {
        token: room.teacher.token,
        body: { group_id: room.group.id, given_on: '2026-11-20', due_on: '2026-11-27' },
      });
      expect(fromTemplate.status, fromTemplate.raw).toBe(201);

      await t.api('DELETE', `/api/library/materials/${page.id}`, { token: room.admin.token });
      const after = dataOf(
        await t.api('GET', `/api/homework-templates/${template.id}`, { token: room.teacher.token }),
        homeworkTemplateSchema,
      );
      expect(after.items).toEqual([{ type: 'material', material_id: null, material: null }]);
      const again = await t.api('POST', `/api/homework-templates/${template.id}/homework`, {
        token: room.teacher.token,
        body: { group_id: room.group.id, given_on: '2026-11-20', due_on: '2026-11-27' },
      });
      expect(again.status).toBe(422);
      expect(errorOf(again).fields?.[0]).toMatchObject({
        field: 'items.0.material_id',
        code: 'HOMEWORK_MATERIAL_UNAVAILABLE',
      });
    });

    it("refuses a template material outside the teacher's subjects", async () => {
      const foreign = await libraryPage(t, room.admin, { subjectId: OTHER_SUBJECT });
      const response = await t.api('POST', '/api/homework-templates', {
        token: room.teacher.token,
        body: { title: 'Other subject', items: [materialItem(foreign)] },
      });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.[0]).toMatchObject({
        field: 'items.0.material_id',
        code: 'HOMEWORK_MATERIAL_NOT_IN_SUBJECT',
      });
    });
  },
  { trainerRules },
);
