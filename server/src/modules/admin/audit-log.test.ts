import { auditLogDetailSchema, auditLogEntrySchema, paginated } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildCharacter } from '../../test/world-catalogue-factories.ts';
import {
  answerUrl,
  buildClassroom,
  createHomework,
  sendMultipart,
  trainerRules,
  uploadFile,
} from '../homework/homework.fixture.ts';
import { newsBody } from '../news/news.fixture.ts';

const pageSchema = paginated(auditLogEntrySchema);
const DAY_MS = 24 * 60 * 60 * 1000;
const fieldsOf = (response: ApiResponse) => errorOf(response).fields?.map((field) => [field.field, field.code]);

describeEachDatabase(
  'the audit log page',
  (t) => {
    let admin: TestUser;

    beforeAll(async () => {
      admin = await t.factories.buildAdmin();
    });

    const logs = async (query: string) =>
      dataOf(await t.api('GET', `/api/admin/logs?${query}`, { token: admin.token }), pageSchema);
    const entry = async (id: number) =>
      dataOf(await t.api('GET', `/api/admin/logs/${id}`, { token: admin.token }), auditLogDetailSchema);
    const entriesOf = async (action: string, targetId: number) =>
      (await logs(`action=${action}&target_id=${targetId}&per_page=100`)).items;

    it('narrows the list by actor, by action or its area, by object and by day', async () => {
      const other = await t.factories.buildAdmin();
      const [student, blocked] = await Promise.all([t.factories.buildStudent(), t.factories.buildStudent()]);
      await t.api('PATCH', `/api/users/${student.id}/activity`, { token: other.token, body: { is_active: false } });
      await t.api('PATCH', `/api/users/${blocked.id}/activity`, { token: admin.token, body: { is_active: false } });
      await t.api('PATCH', `/api/users/${blocked.id}/activity`, { token: admin.token, body: { is_active: true } });
      const byActor = await logs(`actor_id=${other.id}`);
      expect(byActor.items.map((item) => [item.action, item.target_id])).toEqual([['user.block', student.id]]);
      const name = `${other.first_name} ${other.last_name}`.toUpperCase();
      const byName = await logs(`actor=${encodeURIComponent(name)}`);
      expect(byName.items.map((item) => item.user_id)).toEqual([other.id]);
      expect((await logs('actor=nobody-has-this-name')).total).toBe(0);

      const blocks = await logs(`action=user.block&target_type=user&target_id=${blocked.id}`);
      expect(blocks.items.map((item) => item.action)).toEqual(['user.block']);
      const area = await logs(`action=user.&target_id=${blocked.id}`);
      expect(area.items.map((item) => item.action)).toEqual(['user.unblock', 'user.block']);
      expect((await logs(`action=user&target_id=${blocked.id}`)).total).toBe(0);
    });

    it('narrows the list to whole days, both ends included', async () => {
      // Days of their own, ahead of every other entry of this suite (recorded directly: tokens would expire).
      const record = (action: string) => t.services.audit.record(t.database.db, { user_id: admin.id, action });
      t.clock.advance(100 * DAY_MS);
      const firstDay = t.clock.now().toISOString().slice(0, 10);
      await record('days.first');
      t.clock.advance(2 * DAY_MS);
      const thirdDay = t.clock.now().toISOString().slice(0, 10);
      await record('days.third');
      t.clock.reset();

      const day = await logs(`date_from=${firstDay}&date_to=${firstDay}`);
      expect(day.items.map((item) => item.action)).toEqual(['days.first']);
      const later = await logs(`date_from=${thirdDay}`);
      expect(later.items.map((item) => item.action)).toEqual(['days.third']);
      const both = await logs(`date_from=${firstDay}&date_to=${thirdDay}&action=days.`);
      expect(both.items.map((item) => item.action)).toEqual(['days.third', 'days.first']);
      expect((await logs(`date_to=${firstDay}`)).items.map((item) => item.action)).not.toContain('days.third');
    });

    it('answers the distinct actions the log holds, for the filter', async () => {
      const student = await t.factories.buildStudent();
      await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: false } });
      const actions = dataOf(
        await t.api('GET', '/api/admin/logs/actions', { token: admin.token }),
        z.array(z.string()),
      );
      expect(actions).toContain('user.block');
      expect(new Set(actions).size).toBe(actions.length);
      expect([...actions].sort()).toEqual(actions);
    });

    it('records a profile change with only the changed fields and never the password', async () => {
      const student = await t.factories.buildStudent();
      const response = await t.api('PATCH', `/api/users/${student.id}`, {
        token: admin.token,
        body: { first_name: 'Ольга', last_name: student.last_name, password: 'A-new-secret-77' },
      });
      expect(response.status, response.raw).toBe(200);

      const [item] = await entriesOf('user.update', student.id);
      if (!item) throw new Error('no user.update entry');
      const detail = await entry(item.id);
      expect(detail).toMatchObject({ user_id: admin.id, target_type: 'user', target_id: student.id });
      expect(detail.before).toEqual({ first_name: student.first_name, password: '•••' });
      expect(detail.after).toEqual({ first_name: 'Ольга', password: '•••' });
      expect(JSON.stringify(detail)).not.toContain('A-new-secret-77');
    });

    it('answers an entry with its before and after, and the rest of its meta apart', async () => {
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      const response = await t.api('PUT', `/api/teachers/${teacher.id}/subjects`, {
        token: admin.token,
        body: { subject_ids: [1, 2] },
      });
      expect(response.status, response.raw).toBe(200);
      const [item] = await entriesOf('teacher.subjects', teacher.id);
      if (!item) throw new Error('no teacher.subjects entry');
      const detail = await entry(item.id);
      expect(detail.before).toEqual({ subject_ids: [1] });
      expect(detail.after).toEqual({ subject_ids: [1, 2] });
      expect(detail.meta).toEqual({ added: [2], removed: [] });
    });

    it('names the roles of the actor and of a user object as they are now, and none for other objects', async () => {
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();
      await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: false } });
      const group = await t.factories.buildGroup({ teacher });
      await t.api('PATCH', `/api/admin/groups/${group.id}/change-teacher`, {
        token: admin.token,
        body: { teacher_id: (await t.factories.buildTeacher()).id },
      });
      const [block] = await entriesOf('user.block', student.id);
      expect(block).toMatchObject({ user_role_id: 1, target_role_id: 3 });
      const [changed] = (await logs(`target_type=group&target_id=${group.id}`)).items;
      expect(changed).toMatchObject({ user_role_id: 1, target_role_id: null });
      if (!block) throw new Error('no user.block entry');
      expect(await entry(block.id)).toMatchObject({ user_role_id: 1, target_role_id: 3 });
    });

    it('answers an entry without a change with empty sides', async () => {
      const student = await t.factories.buildStudent();
      await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: false } });
      const [item] = await entriesOf('user.block', student.id);
      if (!item) throw new Error('no user.block entry');
      expect(await entry(item.id)).toMatchObject({ before: null, after: null, meta: null, action: 'user.block' });
    });

    it('answers 404 for a log entry that does not exist', async () => {
      const response = await t.api('GET', '/api/admin/logs/987654321', { token: admin.token });
      expect(response.status).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    });

    it('refuses a reversed period and a day that does not exist with field errors', async () => {
      const reversed = await t.api('GET', '/api/admin/logs?date_from=2026-03-12&date_to=2026-03-10', {
        token: admin.token,
      });
      expect(reversed.status).toBe(422);
      expect(fieldsOf(reversed)).toEqual([['date_to', 'DATE_RANGE_REVERSED']]);
      const badDay = await t.api('GET', '/api/admin/logs?date_from=2026-02-30', { token: admin.token });
      expect(badDay.status).toBe(422);
      expect(fieldsOf(badDay)).toEqual([['date_from', 'FIELD_INVALID']]);
      const badAction = await t.api('GET', '/api/admin/logs?action=user%20update', { token: admin.token });
      expect(fieldsOf(badAction)).toEqual([['action', 'FIELD_INVALID']]);
    });

    it('logs an admin creating news exactly once, under the endpoint name, with the request as after', async () => {
      const created = await t.api('POST', '/api/news', { token: admin.token, body: newsBody({ subject_id: 2 }) });
      expect(created.status, created.raw).toBe(201);
      const { id } = dataOf(created, z.object({ id: z.number() }));
      const items = await entriesOf('news.create', id);
      expect(items).toHaveLength(1);
      const detail = await entry(items[0]?.id ?? 0);
      expect(detail).toMatchObject({ user_id: admin.id, target_type: 'news', target_id: id, before: null });
      expect(detail.after).toMatchObject({ subject_id: 2, is_required: 0 });
    });

    it('logs an admin updating clothes exactly once, with the path parameter and the changed fields', async () => {
      const fox = await buildCharacter(t.database.db, { code: `fox-${Date.now()}`, position: 1 });
      const created = await t.api('POST', '/api/admin/clothes', {
        token: admin.token,
        body: {
          title: { 'ru-RU': 'Шапка', 'en-US': 'Hat', 'uk-UA': 'Шапка' },
          price: 30,
          slot: 'head',
          categories: ['winter'],
          characters: [fox.id],
          preview: null,
          picture: '/media/0b7e-hat.webp',
          is_standard: false,
        },
      });
      expect(created.status, created.raw).toBe(201);
      const { id } = dataOf(created, z.object({ id: z.number() }));
      const patched = await t.api('PATCH', `/api/admin/clothes/${id}`, { token: admin.token, body: { price: 45 } });
      expect(patched.status, patched.raw).toBe(200);

      const items = await entriesOf('clothes.update', id);
      expect(items).toHaveLength(1);
      expect(await entry(items[0]?.id ?? 0)).toMatchObject({ after: { price: 45 }, meta: { params: { id } } });
    });

    it("logs a teacher's homework exactly once and a staff upload by the file's name and size, not a student's answer", async () => {
      const room = await buildClassroom(t);
      const homework = await createHomework(t, room);
      const items = await entriesOf('homework.create', homework.id);
      expect(items.map((item) => [item.user_id, item.target_type])).toEqual([[room.teacher.id, 'homework']]);

      const upload = await uploadFile(t, room.teacher, 'plan.txt', Buffer.from('twelve bytes'));
      const [uploaded] = await entriesOf('files.upload', upload.id);
      expect(await entry(uploaded?.id ?? 0)).toMatchObject({ after: { files: [{ name: 'plan.txt', size: 12 }] } });

      const answered = await sendMultipart(t, answerUrl(homework), room.student.token, [
        { name: 'text', value: 'My answer' },
      ]);
      expect(answered.status, answered.raw).toBeLessThan(300);
      expect((await logs(`actor_id=${room.student.id}`)).total).toBe(0);
    });

    it('keeps one entry for a write whose service audits it itself', async () => {
      const student = await t.factories.buildStudent();
      await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: false } });
      const mine = await logs(`actor_id=${admin.id}&target_id=${student.id}`);
      expect(mine.items.map((item) => item.action)).toEqual(['user.block']);
    });
  },
  { trainerRules },
);
