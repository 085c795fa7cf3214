import { type Certificate, certificateSchema } from '@umka/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import {
  buildSixActors,
  classMembers,
  classStaff,
  itAnswersEveryActor,
  type RouteCase,
  type SixActorWorld,
} from '../../test/six-actors.ts';

const body = { title: 'Mental arithmetic champion', reason: 'Three rounds without a mistake', issued_on: '2026-11-20' };

/** The certificates' student is the class's student; their teacher is the class's teacher. */
function setUp(t: TestContext) {
  const fx = {} as SixActorWorld;
  beforeAll(async () => {
    Object.assign(fx, await buildSixActors(t));
  });
  return fx;
}

async function issue(t: TestContext, by: TestUser, student: TestUser, values = body): Promise<Certificate> {
  const response = await t.api('POST', `/api/students/${student.id}/certificates`, { token: by.token, body: values });
  expect(response.status).toBe(201);
  return dataOf(response, certificateSchema);
}

const CASES: RouteCase<SixActorWorld>[] = [
  {
    route: 'GET /api/students/{id}/certificates',
    call: async (_t, fx) => ({ method: 'GET', url: `/api/students/${fx.classStudent.id}/certificates` }),
    expected: classMembers(200),
  },
  {
    route: 'POST /api/students/{id}/certificates',
    call: async (_t, fx) => ({ method: 'POST', url: `/api/students/${fx.classStudent.id}/certificates`, body }),
    expected: classStaff(201),
  },
  {
    route: 'GET /api/certificates/{id}/pdf',
    call: async (t, fx) => ({
      method: 'GET',
      url: `/api/certificates/${(await issue(t, fx.classTeacher, fx.classStudent)).id}/pdf`,
    }),
    expected: classMembers(200),
  },
  {
    route: 'DELETE /api/certificates/{id}',
    call: async (t, fx) => ({
      method: 'DELETE',
      url: `/api/certificates/${(await issue(t, fx.classTeacher, fx.classStudent)).id}`,
    }),
    expected: classStaff(200),
  },
];

describeEachDatabase('certificate routes access', (t) => {
  const fx = setUp(t);

  itAnswersEveryActor(t, { world: () => fx, users: (world) => world, cases: CASES });

  it('lets the issuing teacher withdraw a certificate but not another teacher of the student', async () => {
    const colleague = await t.factories.buildTeacher();
    await t.factories.buildGroup({ teacher: colleague, students: [fx.classStudent] });
    const certificate = await issue(t, fx.classTeacher, fx.classStudent);
    const refused = await t.api('DELETE', `/api/certificates/${certificate.id}`, { token: colleague.token });
    expect(refused.status).toBe(403);
    expect((await t.api('GET', `/api/certificates/${certificate.id}/pdf`, { token: colleague.token })).status).toBe(
      200,
    );
  });

  it('stops a teacher at students who left their classes, while the issuer may still withdraw', async () => {
    const teacher = await t.factories.buildTeacher();
    const student = await t.factories.buildStudent();
    const group = await t.factories.buildGroup({ teacher, students: [student] });
    const certificate = await issue(t, teacher, student);
    await t.database.db.deleteFrom('group_students').where('group_id', '=', group.id).execute();

    expect((await t.api('GET', `/api/students/${student.id}/certificates`, { token: teacher.token })).status).toBe(403);
    expect((await t.api('GET', `/api/certificates/${certificate.id}/pdf`, { token: teacher.token })).status).toBe(403);
    expect((await t.api('DELETE', `/api/certificates/${certificate.id}`, { token: teacher.token })).status).toBe(200);
  });
});

describeEachDatabase('certificates', (t) => {
  const fx = setUp(t);

  it('lists a student’s certificates newest first, with the issuer’s name as printed', async () => {
    const student = await t.factories.buildStudent();
    await t.factories.buildGroup({ teacher: fx.classTeacher, students: [student] });
    const older = await issue(t, fx.classTeacher, student, { ...body, issued_on: '2026-09-01' });
    const newer = await issue(t, fx.admin, student, { ...body, title: '  Best speller  ', issued_on: '2026-10-15' });

    const response = await t.api('GET', `/api/students/${student.id}/certificates`, { token: student.token });
    const list = dataOf(response, z.array(certificateSchema));
    expect(list.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({
      title: 'Best speller',
      issued_on: '2026-10-15',
      issued_by: fx.admin.id,
      issuer_name: `${fx.admin.first_name} ${fx.admin.last_name}`,
    });
    expect(list[1]).toMatchObject({ student_id: student.id, reason: body.reason, issued_by: fx.classTeacher.id });
  });

  it('forgets a withdrawn certificate', async () => {
    const certificate = await issue(t, fx.classTeacher, fx.classStudent);
    expect(
      (await t.api('DELETE', `/api/certificates/${certificate.id}`, { token: fx.classTeacher.token })).status,
    ).toBe(200);
    const list = dataOf(
      await t.api('GET', `/api/students/${fx.classStudent.id}/certificates`, { token: fx.classStudent.token }),
      z.array(certificateSchema),
    );
    expect(list.map((item) => item.id)).not.toContain(certificate.id);
    const again = await t.api('DELETE', `/api/certificates/${certificate.id}`, { token: fx.admin.token });
    expect(errorOf(again).code).toBe('NOT_FOUND');
    expect((await t.api('GET', `/api/certificates/${certificate.id}/pdf`, { token: fx.admin.token })).status).toBe(404);
  });

  it('answers 404 for a student that does not exist or is not a student', async () => {
    for (const id of [999_999, fx.classTeacher.id]) {
      const issued = await t.api('POST', `/api/students/${id}/certificates`, { token: fx.admin.token, body });
      expect(errorOf(issued).code).toBe('NOT_FOUND');
      const listed = await t.api('GET', `/api/students/${id}/certificates`, { token: fx.admin.token });
      expect(listed.status).toBe(404);
    }
  });

  describe('refuses a certificate the page could not print', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['an empty title', { ...body, title: '   ' }, 'title', 'FIELD_REQUIRED'],
      ['a missing reason', { title: body.title, issued_on: body.issued_on }, 'reason', 'FIELD_REQUIRED'],
      ['a title too long', { ...body, title: 'x'.repeat(121) }, 'title', 'FIELD_TOO_LONG'],
      ['a reason too long', { ...body, reason: 'x'.repeat(401) }, 'reason', 'FIELD_TOO_LONG'],
      ['a day that does not exist', { ...body, issued_on: '2026-02-30' }, 'issued_on', 'DATE_INVALID'],
      ['a date in another format', { ...body, issued_on: '20.11.2026' }, 'issued_on', 'DATE_INVALID'],
      ['no date', { ...body, issued_on: '' }, 'issued_on', 'FIELD_REQUIRED'],
    ];
    for (const [name, values, field, code] of cases) {
      it(name, async () => {
        const response = await t.api('POST', `/api/students/${fx.classStudent.id}/certificates`, {
          token: fx.classTeacher.token,
          body: values,
        });
        expect(response.status).toBe(422);
        expect(errorOf(response).fields).toContainEqual(expect.objectContaining({ field, code }));
      });
    }
  });

  it('sends the PDF in the student’s language with the student’s name, as an attachment', async () => {
    const student = await t.factories.buildStudent();
    await t.factories.buildGroup({ teacher: fx.classTeacher, students: [student] });
    await t.database.db
      .updateTable('users')
      .set({ locale: 'uk-UA', first_name: 'Ґалина', last_name: 'Їжакова' })
      .where('id', '=', student.id)
      .execute();
    const certificate = await issue(t, fx.classTeacher, student, { ...body, title: 'Переможниця (олімпіада)' });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${certificate.id}/pdf`,
      headers: { authorization: `Bearer ${fx.classTeacher.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toBe(
      `attachment; filename="certificate-${certificate.id}.pdf"; filename*=UTF-8''${encodeURIComponent(
        'Переможниця (олімпіада) — Ґалина Їжакова.pdf',
      )
        .replace('(', '%28')
        .replace(')', '%29')}`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('СЕРТИФІКАТ: Переможниця (олімпіада) — Ґалина Їжакова');
    expect(pdf.getAuthor()).toBe(`${fx.classTeacher.first_name} ${fx.classTeacher.last_name}`);
  });
});
