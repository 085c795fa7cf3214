import {
  mailingPreviewSchema,
  mailingSchema,
  mailingsSchema,
  mailPageSchema,
  mailTemplateSchema,
} from '@umka/contracts';
import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createAuditLog } from '../../lib/audit.ts';
import { createJobQueue, DEFAULT_JOB_OPTIONS, type JobHandler } from '../../lib/jobs/job-queue.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { groupsPort } from '../groups/groups.port.ts';
import { studentsPort } from '../students/students.port.ts';
import { subjectsPort } from '../subjects/subjects.port.ts';
import { teachersPort } from '../teachers/teachers.port.ts';
import { createMailingService, MAILING_JOB } from './mailing.service.ts';

const logger = pino({ level: 'silent' });

/** A server process as far as mailings go: its own queue and a mailing service writing `batchSize` letters a run. */
function processWith(t: TestContext, batchSize: number, wrap: (handler: JobHandler) => JobHandler = (h) => h) {
  const jobs = createJobQueue({ database: t.database, clock: t.clock.now, logger });
  const mailing = createMailingService({
    database: t.database,
    clock: t.clock.now,
    audit: createAuditLog(t.clock.now),
    jobs,
    mail: { announce: async () => undefined },
    students: studentsPort,
    groups: groupsPort,
    teachers: teachersPort,
    subjects: subjectsPort,
    batchSize,
  });
  jobs.handle(MAILING_JOB, wrap(mailing.runBatch));
  return jobs;
}

describeEachDatabase('the admin’s mailing', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let pupils: TestUser[];
  let group: { id: number };

  const send = (body: unknown) => t.api('POST', '/api/admin/mailings', { token: admin.token, body });
  const preview = (query: string) => t.api('GET', `/api/admin/mailings/preview?${query}`, { token: admin.token });
  const countOf = async (query: string) => dataOf(await preview(query), mailingPreviewSchema).count;
  const lettersOf = (mailingId: number) =>
    t.database.db.selectFrom('mail_messages').select('user_id').where('mailing_id', '=', mailingId).execute();

  beforeAll(async () => {
    [admin, teacher] = await Promise.all([t.factories.buildAdmin(), t.factories.buildTeacher()]);
    pupils = [];
    for (let n = 0; n < 5; n++) pupils.push(await t.factories.buildStudent({ subjects: [2, 3] }));
    group = await t.factories.buildGroup({ teacher, students: pupils, subjectId: 3 });
    await t.factories.buildGroup({ teacher, students: pupils.slice(0, 2), subjectId: 2 });
  });

  it('previews how many students each kind of audience reaches', async () => {
    expect(await countOf(`kind=group&group_id=${group.id}`)).toBe(5);
    expect(await countOf(`kind=teacher&teacher_id=${teacher.id}`)).toBe(5);
    const [all, subject] = [await countOf('kind=all'), await countOf('kind=subject&subject_id=2')];
    await t.factories.buildStudent({ subjects: [2] });
    expect(await countOf('kind=all')).toBe(all + 1);
    expect(await countOf('kind=subject&subject_id=2')).toBe(subject + 1);
  });

  it('delivers a mailing in the background, shows its progress and logs it in the audit log', async () => {
    const created = dataOf(
      await send({
        text: { 'ru-RU': 'Завтра праздник!', 'en-US': 'A party tomorrow!' },
        audience: { kind: 'group', group_id: group.id },
      }),
      mailingSchema,
    );
    expect(created).toMatchObject({ status: 'running', total: 5, sent: 0, created_by: { id: admin.id } });

    await t.drainJobs();
    const [listed] = dataOf(await t.api('GET', '/api/admin/mailings', { token: admin.token }), mailingsSchema).items;
    expect(listed).toMatchObject({ id: created.id, status: 'done', total: 5, sent: 5 });
    const page = dataOf(
      await t.api('GET', `/api/users/${pupils[0]?.id}/messages?subjectId=3`, { token: pupils[0]?.token }),
      mailPageSchema,
    );
    expect(page.items[0]).toMatchObject({
      type_id: 3,
      template: { text: { 'ru-RU': 'Завтра праздник!', 'en-US': 'A party tomorrow!' } },
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'mailing')
      .where('target_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['mailing.create', 'mailing.done']);
  });

  it('resumes after a crash mid-way and never writes anybody a second letter', async () => {
    const { id } = dataOf(
      await send({ text: { 'ru-RU': 'Привет!' }, audience: { kind: 'group', group_id: group.id } }),
      mailingSchema,
    );

    // The first process writes one batch of two, then dies on the next.
    let runs = 0;
    const crashing = processWith(t, 2, (handler) => async (payload) => {
      if (++runs > 1) throw new Error('the process was killed');
      await handler(payload);
    });
    await crashing.runDue();
    expect(await lettersOf(id)).toHaveLength(2);
    expect(
      await t.database.db.selectFrom('mailings').select(['sent', 'status']).where('id', '=', id).executeTakeFirst(),
    ).toEqual({ sent: 2, status: 'running' });
    // Even a cursor that fell behind the letters written cannot make a second letter.
    await t.database.db.updateTable('mailings').set({ cursor: 0 }).where('id', '=', id).execute();

    t.clock.advance(DEFAULT_JOB_OPTIONS.leaseMs + DEFAULT_JOB_OPTIONS.maxBackoffMs);
    const restarted = processWith(t, 2);
    await restarted.runDue();

    const letters = await lettersOf(id);
    expect(letters).toHaveLength(5);
    expect(new Set(letters.map((row) => row.user_id))).toEqual(new Set(pupils.map((pupil) => pupil.id)));
    expect(
      await t.database.db.selectFrom('mailings').select(['sent', 'status']).where('id', '=', id).executeTakeFirst(),
    ).toEqual({ sent: 5, status: 'done' });
    await restarted.runDue();
    expect(await lettersOf(id)).toHaveLength(5);
  });

  it('sends a chosen template to a teacher’s students', async () => {
    const templates = dataOf(
      await t.api('GET', '/api/admin/mail-templates', { token: admin.token }),
      z.array(mailTemplateSchema),
    );
    const album = templates.find((template) => template.code === 'albumCompleted');
    expect(album?.text['uk-UA']).toBeTruthy();
    const { id } = dataOf(
      await send({ template_id: album?.id, audience: { kind: 'teacher', teacher_id: teacher.id } }),
      mailingSchema,
    );
    await t.drainJobs();
    expect(await lettersOf(id)).toHaveLength(5);
  });

  it('greets each student by name in a mailing of the welcome template, and offers no template it cannot fill', async () => {
    const templates = dataOf(
      await t.api('GET', '/api/admin/mail-templates', { token: admin.token }),
      z.array(mailTemplateSchema),
    );
    const welcome = templates.find((template) => template.code === 'welcome');
    expect(templates.map((template) => template.code)).not.toContain('homeworkAccepted');
    const { id } = dataOf(
      await send({ template_id: welcome?.id, audience: { kind: 'group', group_id: group.id } }),
      mailingSchema,
    );
    await t.drainJobs();

    const [pupil] = pupils;
    if (!pupil) throw new Error('no pupil');
    const page = dataOf(await t.api('GET', `/api/users/${pupil.id}/messages`, { token: pupil.token }), mailPageSchema);
    const letter = page.items.find((item) => item.template.text['ru-RU']?.startsWith('Привет,'));
    expect(letter?.template.text['ru-RU']).toContain(`Привет, ${pupil.first_name}!`);
    expect((await lettersOf(id)).length).toBe(pupils.length);
    const homework = (await t.database.db
      .selectFrom('mail_templates')
      .select('id')
      .where('code', '=', 'homeworkAccepted')
      .executeTakeFirstOrThrow()) as { id: number };
    const refused = await send({ template_id: homework.id, audience: { kind: 'all' } });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).fields?.[0]).toMatchObject({ field: 'template_id', code: 'FIELD_INVALID' });
  });

  it('refuses bad input with a localized field error', async () => {
    const fieldOf = async (response: Promise<Awaited<ReturnType<typeof send>>>) => {
      const answer = await response;
      expect(answer.status).toBe(422);
      const [field] = errorOf(answer).fields ?? [];
      expect(field?.message['uk-UA']).toBeTruthy();
      return [field?.field, field?.code];
    };
    const audience = { kind: 'all' };
    expect(await fieldOf(send({ audience }))).toEqual(['text.ru-RU', 'FIELD_REQUIRED']);
    expect(await fieldOf(send({ text: { 'ru-RU': ' ' }, audience }))).toEqual(['text.ru-RU', 'FIELD_REQUIRED']);
    expect(await fieldOf(send({ text: { 'ru-RU': 'x'.repeat(2001) }, audience }))).toEqual([
      'text.ru-RU',
      'FIELD_TOO_LONG',
    ]);
    expect(await fieldOf(send({ text: { 'ru-RU': 'Hi' }, template_id: 1, audience }))).toEqual([
      'template_id',
      'FIELD_INVALID',
    ]);
    expect(await fieldOf(send({ template_id: 999_999, audience }))).toEqual(['template_id', 'FIELD_INVALID']);
    expect(await fieldOf(send({ text: { 'ru-RU': 'Hi' }, audience: { kind: 'group', group_id: 999_999 } }))).toEqual([
      'audience.group_id',
      'FIELD_INVALID',
    ]);
    expect(
      await fieldOf(send({ text: { 'ru-RU': 'Hi' }, audience: { kind: 'teacher', teacher_id: admin.id } })),
    ).toEqual(['audience.teacher_id', 'FIELD_INVALID']);
    expect(await fieldOf(preview('kind=group'))).toEqual(['group_id', 'FIELD_REQUIRED']);
    expect(await fieldOf(preview('kind=everyone'))).toEqual(['kind', 'NOTHING_SELECTED']);
  });
});
