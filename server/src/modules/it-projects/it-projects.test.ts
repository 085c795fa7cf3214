import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  IT_PROJECT_REVIEWED_EVENT,
  idResultSchema,
  itProjectDetailSchema,
  itProjectListSchema,
  itProjectTopSchema,
  SUBJECT_IT,
  teacherItProjectListSchema,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { GIF_1PX, PNG_1PX } from '../media/image-samples.ts';
import {
  addItCategory,
  buildItStudent,
  markApproved,
  projectData,
  sendProject,
  submitProject,
} from './it-projects.fixture.ts';
import { SCREENSHOT_FOLDER } from './it-projects.mapper.ts';

describeEachDatabase('the IT projects exhibition', (t) => {
  let author: TestUser;
  let viewer: TestUser;
  let mathStudent: TestUser;
  let itTeacher: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;
  let categoryId: number;

  beforeAll(async () => {
    [author, viewer, mathStudent, otherTeacher, admin] = await Promise.all([
      buildItStudent(t),
      buildItStudent(t),
      t.factories.buildStudent({ subjects: [1] }),
      t.factories.buildTeacher({ subjects: [SUBJECT_IT] }),
      t.factories.buildAdmin(),
    ]);
    itTeacher = await t.factories.buildTeacher({ subjects: [SUBJECT_IT] });
    await t.factories.buildGroup({ teacher: itTeacher, students: [author, viewer], subjectId: SUBJECT_IT });
    categoryId = await addItCategory(t);
  });

  const list = async (token: string, query = '') =>
    dataOf(await t.api('GET', `/api/it-projects${query}`, { token }), itProjectListSchema);
  const projectCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('it_projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedFiles = async () => {
    try {
      return (await readdir(join(t.storageDir, SCREENSHOT_FOLDER))).filter((name) => !name.startsWith('.'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };

  it('refuses every exhibition call of a student who does not study IT', async () => {
    const project = await submitProject(t, author, categoryId);
    await markApproved(t, project.id);
    const calls = [
      t.api('GET', '/api/it-projects', { token: mathStudent.token }),
      t.api('GET', '/api/it-projects/top', { token: mathStudent.token }),
      t.api('GET', `/api/it-projects/${project.id}`, { token: mathStudent.token }),
      t.api('GET', '/api/it-categories', { token: mathStudent.token }),
      t.api('POST', '/api/it-project-likes', { token: mathStudent.token, body: { project_id: project.id } }),
      t.api('DELETE', '/api/it-project-likes', { token: mathStudent.token, body: { project_id: project.id } }),
      sendProject(t, mathStudent.token, projectData(categoryId), { files: [PNG_1PX] }),
      sendProject(
        t,
        mathStudent.token,
        { ...projectData(categoryId), link: 'https://scratch.mit.edu/x' },
        {
          editId: project.id,
        },
      ),
      t.api('DELETE', `/api/it-projects/${project.id}`, { token: mathStudent.token }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status, response.raw).toBe(403);
      expect(errorOf(response).code).toBe('SUBJECT_NOT_ALLOWED');
    }
  });

  it('shows other students only approved projects, and the author their own in any state', async () => {
    const project = await submitProject(t, author, categoryId, { title: 'Пока на проверке' });
    expect(project).toMatchObject({ status: 'pending', is_own: true, likes_count: 0 });

    expect((await list(viewer.token)).data.map((card) => card.id)).not.toContain(project.id);
    const hidden = await t.api('GET', `/api/it-projects/${project.id}`, { token: viewer.token });
    expect(hidden.status).toBe(404);
    expect(errorOf(hidden).code).toBe('IT_PROJECT_NOT_FOUND');
    expect((await list(author.token, '?mine=1')).data.find((card) => card.id === project.id)?.status).toBe('pending');
    expect((await list(author.token)).data.map((card) => card.id)).not.toContain(project.id);

    const approve = await t.api('POST', `/api/it-projects/${project.id}/approve`, {
      token: itTeacher.token,
      body: { comment: 'Отлично!' },
    });
    expect(dataOf(approve, itProjectDetailSchema)).toMatchObject({ status: 'approved', comment: 'Отлично!' });

    expect((await list(viewer.token)).data.map((card) => card.id)).toContain(project.id);
    const seen = dataOf(
      await t.api('GET', `/api/it-projects/${project.id}`, { token: viewer.token }),
      itProjectDetailSchema,
    );
    expect(seen).toMatchObject({ is_own: false, comment: null, title: 'Пока на проверке' });
    const own = dataOf(
      await t.api('GET', `/api/it-projects/${project.id}`, { token: author.token }),
      itProjectDetailSchema,
    );
    expect(own.comment).toBe('Отлично!');
  });

  it('answers bad input with a 400 in every language, each field named, and writes nothing', async () => {
    const before = await projectCount();
    const filesBefore = await storedFiles();

    const empty = await sendProject(
      t,
      author.token,
      { ...projectData(categoryId), title: '  ', stages: '' },
      {
        files: [PNG_1PX],
      },
    );
    expect(empty.status).toBe(400);
    const error = errorOf(empty);
    expect(error.code).toBe('IT_PROJECT_INVALID');
    expect(error.message['ru-RU']).toBe('Проверьте поля проекта');
    expect(error.message['en-US']).toBe('Please check the project fields');
    expect(error.fields?.map((field) => [field.field, field.code])).toEqual([
      ['title', 'FIELD_REQUIRED'],
      ['stages', 'FIELD_REQUIRED'],
    ]);

    const bare = await sendProject(t, author.token, projectData(categoryId));
    expect(bare.status).toBe(400);
    expect(errorOf(bare).fields?.[0]).toMatchObject({ field: 'screenshots', code: 'IT_PROJECT_SHOWCASE_REQUIRED' });

    const gif = await sendProject(t, author.token, projectData(categoryId), { files: [PNG_1PX, GIF_1PX] });
    expect(gif.status).toBe(400);
    expect(errorOf(gif).fields?.[0]).toMatchObject({ field: 'screenshots.1', code: 'IT_PROJECT_SCREENSHOT_TYPE' });

    const unknownCategory = await sendProject(t, author.token, projectData(999_999), { files: [PNG_1PX] });
    expect(errorOf(unknownCategory).fields?.[0]).toMatchObject({ field: 'category_id', code: 'IT_CATEGORY_UNKNOWN' });

    const tooMany = await sendProject(t, author.token, projectData(categoryId), { files: Array(5).fill(PNG_1PX) });
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany).fields?.[0]?.code).toBe('IT_PROJECT_TOO_MANY_SCREENSHOTS');

    const httpLink = await sendProject(t, author.token, { ...projectData(categoryId), link: 'javascript:alert(1)' });
    expect(httpLink.status).toBe(400);
    expect(errorOf(httpLink).fields?.[0]?.field).toBe('link');

    expect(await projectCount()).toBe(before);
    expect((await storedFiles()).sort()).toEqual(filesBefore.sort());
  });

  it('keeps a screenshot re-encoded as WebP and serves it, and takes a link alone as the showcase', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#7048e8' } })
      .png()
      .toBuffer();
    const response = await sendProject(t, author.token, projectData(categoryId), { files: [png] });
    expect(response.status).toBe(201);
    const project = dataOf(response, itProjectDetailSchema);
    expect(project.screenshots).toHaveLength(1);
    expect(project.cover_url).toBe(project.screenshots[0]?.url);
    const served = await t.app.inject({ method: 'GET', url: project.screenshots[0]?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);

    const linked = await sendProject(t, author.token, {
      ...projectData(categoryId),
      link: 'https://scratch.mit.edu/p/1',
    });
    expect(dataOf(linked, itProjectDetailSchema)).toMatchObject({
      link: 'https://scratch.mit.edu/p/1',
      cover_url: null,
    });
  });

  it('lets the author edit through the method override, which sends an approved project back to the teacher', async () => {
    const project = await submitProject(t, author, categoryId, { title: 'Первая версия' });
    await markApproved(t, project.id);
    const keep = project.screenshots.map((shot) => shot.id);

    const wrongMethod = await sendProject(t, author.token, projectData(categoryId), {
      editId: project.id,
      method: 'DELETE',
    });
    expect(wrongMethod.status).toBe(400);
    const foreign = await sendProject(
      t,
      viewer.token,
      { ...projectData(categoryId), keep_screenshot_ids: keep },
      {
        editId: project.id,
      },
    );
    expect(foreign.status).toBe(403);

    const edited = await sendProject(
      t,
      author.token,
      { ...projectData(categoryId), title: 'Вторая версия', keep_screenshot_ids: keep },
      { editId: project.id, files: [PNG_1PX] },
    );
    expect(edited.status, edited.raw).toBe(200);
    const after = dataOf(edited, itProjectDetailSchema);
    expect(after).toMatchObject({ title: 'Вторая версия', status: 'pending' });
    expect(after.screenshots.map((shot) => shot.id).slice(0, 1)).toEqual(keep);
    expect(after.screenshots).toHaveLength(2);
    expect((await list(viewer.token)).data.map((card) => card.id)).not.toContain(project.id);
  });

  it('lets only the students’ IT teacher (or an admin) approve or reject, telling the student by mail and live', async () => {
    const project = await submitProject(t, author, categoryId, { title: 'Бот-погодник' });
    const stranger = await t.api('POST', `/api/it-projects/${project.id}/approve`, {
      token: otherTeacher.token,
      body: {},
    });
    expect(stranger.status).toBe(403);
    const student = await t.api('POST', `/api/it-projects/${project.id}/approve`, { token: viewer.token, body: {} });
    expect(student.status).toBe(403);

    const before = t.published.length;
    const rejected = await t.api('POST', `/api/it-projects/${project.id}/reject`, {
      token: itTeacher.token,
      body: { comment: 'Добавь скриншот меню' },
    });
    expect(dataOf(rejected, itProjectDetailSchema)).toMatchObject({
      status: 'rejected',
      comment: 'Добавь скриншот меню',
    });
    const events = t.published.slice(before).filter((message) => message.channel === channels.events(author.id));
    expect(events.map((message) => message.data)).toContainEqual({
      type: IT_PROJECT_REVIEWED_EVENT,
      data: { id: project.id, status: 'rejected' },
    });
    const letter = await t.database.db
      .selectFrom('mail_messages as m')
      .innerJoin('mail_templates as tpl', 'tpl.id', 'm.template_id')
      .select(['tpl.code', 'm.params', 'm.author_id'])
      .where('m.user_id', '=', author.id)
      .orderBy('m.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(letter.code).toBe('itProjectRejected');
    expect(letter.author_id).toBe(itTeacher.id);

    const byAdmin = await t.api('POST', `/api/it-projects/${project.id}/approve`, { token: admin.token, body: {} });
    expect(dataOf(byAdmin, itProjectDetailSchema).status).toBe('approved');
  });

  it("takes a teacher's delete as rejecting, and the author's as deleting", async () => {
    const project = await submitProject(t, author, categoryId);
    await markApproved(t, project.id);
    const byTeacher = await t.api('DELETE', `/api/it-projects/${project.id}`, { token: itTeacher.token });
    expect(dataOf(byTeacher, idResultSchema).id).toBe(project.id);
    const row = await t.database.db
      .selectFrom('it_projects')
      .select('status')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');

    expect((await t.api('DELETE', `/api/it-projects/${project.id}`, { token: viewer.token })).status).toBe(404);
    const files = await storedFiles();
    const shot = project.screenshots[0]?.url.split('/').pop() ?? '';
    expect(files).toContain(shot);
    expect((await t.api('DELETE', `/api/it-projects/${project.id}`, { token: author.token })).status).toBe(200);
    expect(await storedFiles()).not.toContain(shot);
    expect((await t.api('GET', `/api/it-projects/${project.id}`, { token: author.token })).status).toBe(404);
  });

  it("lists a teacher's queue with the waiting projects first, to that teacher and admins only", async () => {
    const waiting = await submitProject(t, viewer, categoryId, { title: 'Ждёт учителя' });
    const queue = dataOf(
      await t.api('GET', `/api/teachers/${itTeacher.id}/it-projects`, { token: itTeacher.token }),
      teacherItProjectListSchema,
    );
    expect(queue.data[0]?.status).toBe('pending');
    expect(queue.data.map((project) => project.id)).toContain(waiting.id);
    const pendingOnly = dataOf(
      await t.api('GET', `/api/teachers/${itTeacher.id}/it-projects?status=approved`, { token: admin.token }),
      teacherItProjectListSchema,
    );
    expect(pendingOnly.data.every((project) => project.status === 'approved')).toBe(true);
    const otherQueue = dataOf(
      await t.api('GET', `/api/teachers/${otherTeacher.id}/it-projects`, { token: otherTeacher.token }),
      teacherItProjectListSchema,
    );
    expect(otherQueue.data).toEqual([]);
    expect(
      (await t.api('GET', `/api/teachers/${itTeacher.id}/it-projects`, { token: otherTeacher.token })).status,
    ).toBe(403);
  });

  describe('the exhibition list', () => {
    let bots: number;
    const titles = ['Бот-Повар', 'бот-садовник', 'Сайт о кошках'];

    beforeAll(async () => {
      bots = await addItCategory(t, 'Боты');
      for (const title of titles) {
        const project = await submitProject(t, author, bots, { title });
        await markApproved(t, project.id);
      }
    });

    it('finds titles whatever their case, within a category, newest first', async () => {
      const found = await list(viewer.token, `?title=${encodeURIComponent('БОТ')}&category_id=${bots}`);
      expect(found.data.map((card) => card.title)).toEqual(['бот-садовник', 'Бот-Повар']);
      expect(found).toMatchObject({ total: 2, last_page: 1, per_page: 20 });
      const percent = await list(viewer.token, `?title=${encodeURIComponent('%')}&category_id=${bots}`);
      expect(percent.data).toEqual([]);
    });

    it('pages by per_page and tells the last page', async () => {
      const first = await list(viewer.token, `?category_id=${bots}&per_page=2`);
      const second = await list(viewer.token, `?category_id=${bots}&per_page=2&page=2`);
      expect(first.last_page).toBe(2);
      expect([...first.data, ...second.data].map((card) => card.title)).toEqual([...titles].reverse());
      expect((await t.api('GET', '/api/it-projects?per_page=51', { token: viewer.token })).status).toBe(422);
    });

    it('orders by likes and keeps the top list to approved projects by likes', async () => {
      const [cook] = (await list(viewer.token, `?category_id=${bots}&title=${encodeURIComponent('повар')}`)).data;
      expect(cook).toBeDefined();
      await t.api('POST', '/api/it-project-likes', { token: viewer.token, body: { project_id: cook?.id } });
      const byLikes = await list(viewer.token, `?category_id=${bots}&order_by=likes`);
      expect(byLikes.data[0]).toMatchObject({ id: cook?.id, likes_count: 1, is_liked: true });
      const top = dataOf(await t.api('GET', '/api/it-projects/top', { token: viewer.token }), itProjectTopSchema);
      expect(top.data.length).toBeLessThanOrEqual(20);
      expect(top.data.every((card) => card.status === 'approved')).toBe(true);
      const counts = top.data.map((card) => card.likes_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(top.data.map((card) => card.id)).toContain(cook?.id);
    });
  });
});
