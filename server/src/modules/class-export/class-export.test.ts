import { ERRORS, errorEnvelopeSchema, monthOf } from '@umka/contracts';
import type { KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { groupsPort } from '../groups/groups.port.ts';
import { buildClassroom, type Classroom, trainerRules } from '../homework/homework.fixture.ts';
import { homeworkPort } from '../homework/homework.port.ts';
import { csvRows, exportOf, homeworkWithReview, playFreeRound, xlsxSheets } from './class-export.fixture.ts';
import { createClassExportService } from './class-export.service.ts';

const nameOf = (user: TestUser) => `${user.last_name} ${user.first_name}`;

async function addToClass(t: TestContext, groupId: number, student: TestUser) {
  await t.database.db
    .insertInto('group_students')
    .values({ group_id: groupId, student_id: student.id, created_at: new Date().toISOString() })
    .execute();
}

async function setLocale(t: TestContext, user: TestUser, locale: string) {
  await t.database.db.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
}

describeEachDatabase(
  'class export',
  (t) => {
    let room: Classroom;
    let classmate: TestUser;
    let today: string;
    const scores: number[] = [];

    beforeAll(async () => {
      room = await buildClassroom(t);
      classmate = await t.factories.buildStudent({ subjects: [1, 3] });
      await addToClass(t, room.group.id, classmate);
      today = t.clock.now().toISOString().slice(0, 10);
      scores.push(await playFreeRound(t, room, room.student, 3));
      scores.push(await playFreeRound(t, room, room.student, 2));
      scores.push((await homeworkWithReview(t, room, today)).score);
      const lesson = await t.api('POST', '/api/diaries', {
        token: room.teacher.token,
        body: {
          group_id: room.group.id,
          date: today,
          topic: '=HYPERLINK("http://evil.test")',
          rows: [
            { student_id: room.student.id, attendance: 'present', mark: 5, comment: '@home practice' },
            { student_id: classmate.id, attendance: 'absent' },
          ],
        },
      });
      expect(lesson.status, lesson.raw).toBe(201);
    });

    it('exports the trainers of the current month as a Russian CSV with semicolons, one row per student and trainer', async () => {
      const response = await exportOf(t, room.teacher.token, room.group.id, 'format=csv');
      expect(response.status, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const rows = csvRows(response.bytes, ';');
      expect(rows[0]).toEqual(['Ученик', 'Тренажёр', 'Раундов', 'Лучший результат', 'Средний результат', 'Время, мин']);
      const average = Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
      const studentRow = rows.find((row) => row[0] === nameOf(room.student));
      expect(studentRow?.slice(1, 5)).toEqual([
        expect.stringMatching(/^Тренажёр \d+$/),
        '3',
        String(Math.max(...scores)),
        String(average).replace('.', ','),
      ]);
      expect(Number(studentRow?.[5]?.replace(',', '.'))).toBeGreaterThan(0);
      expect(rows.find((row) => row[0] === nameOf(classmate))).toEqual([nameOf(classmate), '', '0', '', '', '0']);
      expect(rows).toHaveLength(3);
    });

    it('names the file after the class and the period, with an RFC 5987 name beside an ASCII one', async () => {
      const month = monthOf(today);
      const response = await exportOf(t, room.teacher.token, room.group.id, 'format=csv&section=diary');
      const disposition = String(response.headers['content-disposition']);
      const title = (
        await t.database.db
          .selectFrom('groups')
          .select('title')
          .where('id', '=', room.group.id)
          .executeTakeFirstOrThrow()
      ).title;
      const expected = `${title} (дневник) ${month.from}_${month.to}.csv`;
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(expected);
      expect(disposition.split("UTF-8''")[1]).not.toMatch(/[()' ]/);
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('exports homework per student with its status, items done, review and comment, neutralising formulas', async () => {
      const rows = csvRows(
        (await exportOf(t, room.teacher.token, room.group.id, 'format=csv&section=homework')).bytes,
        ';',
      );
      expect(rows[0]).toEqual([
        'Ученик',
        'Задание',
        'Выдано',
        'Срок',
        'Статус',
        'Выполнено пунктов',
        'Проверка',
        'Комментарий учителя',
      ]);
      const given = monthOf(today).from;
      expect(rows.slice(1)).toEqual(
        expect.arrayContaining([
          [nameOf(room.student), 'Week of sums', given, today, 'в работе', '1/2', 'на доработку', "'-Add an ending"],
          [nameOf(classmate), 'Week of sums', given, today, 'не начато', '0/2', '', ''],
        ]),
      );
      expect(rows).toHaveLength(3);
    });

    it('exports the diary with attendance, marks and comments, a formula in a topic kept as text', async () => {
      const rows = csvRows(
        (await exportOf(t, room.teacher.token, room.group.id, 'format=csv&section=diary')).bytes,
        ';',
      );
      expect(rows.slice(1)).toEqual(
        expect.arrayContaining([
          [today, `'=HYPERLINK("http://evil.test")`, nameOf(room.student), 'присутствие', '5', "'@home practice"],
          [today, `'=HYPERLINK("http://evil.test")`, nameOf(classmate), 'отсутствие', '', ''],
        ]),
      );
      expect(rows).toHaveLength(3);
    });

    it('writes an XLSX with a sheet per section in the teacher’s language, text cells never formulas', async () => {
      await setLocale(t, room.teacher, 'en-US');
      try {
        const response = await exportOf(t, room.teacher.token, room.group.id, 'format=xlsx');
        expect(response.status, response.body).toBe(200);
        expect(response.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        const sheets = await xlsxSheets(response.bytes);
        expect([...sheets.keys()]).toEqual(['Trainers', 'Homework', 'Diary']);
        const trainers = sheets.get('Trainers') ?? [];
        expect(trainers[0]).toEqual(['Student', 'Trainer', 'Rounds', 'Best score', 'Average score', 'Time, min']);
        expect(trainers.find((row) => row[0] === nameOf(room.student))?.slice(2, 4)).toEqual([3, Math.max(...scores)]);
        const homework = sheets.get('Homework') ?? [];
        const studentHomework = homework.find((row) => row[0] === nameOf(room.student));
        expect(studentHomework?.slice(4)).toEqual(['in progress', '1/2', 'needs rework', '-Add an ending']);
        expect(studentHomework?.[3]).toEqual(new Date(`${today}T00:00:00Z`));
        const diary = sheets.get('Diary') ?? [];
        expect(diary[0]).toEqual(['Date', 'Topic', 'Student', 'Attendance', 'Mark', 'Comment']);
        expect(diary.find((row) => row[2] === nameOf(room.student))?.slice(1)).toEqual([
          '=HYPERLINK("http://evil.test")',
          nameOf(room.student),
          'present',
          5,
          '@home practice',
        ]);
        expect(response.bytes.toString('latin1')).not.toContain('<f>');
      } finally {
        await setLocale(t, room.teacher, 'ru-RU');
      }
    });

    it('uses commas and decimal points in an English CSV', async () => {
      await setLocale(t, room.teacher, 'en-US');
      try {
        const rows = csvRows((await exportOf(t, room.teacher.token, room.group.id, 'format=csv')).bytes, ',');
        expect(rows[0]?.[0]).toBe('Student');
        expect(rows.find((row) => row[0] === nameOf(room.student))?.[4]).not.toContain(',');
      } finally {
        await setLocale(t, room.teacher, 'ru-RU');
      }
    });

    it('leaves out what falls outside the chosen period', async () => {
      const year = Number(today.slice(0, 4)) - 1;
      const query = `format=xlsx&from=${year}-01-01&to=${year}-12-31`;
      const sheets = await xlsxSheets((await exportOf(t, room.teacher.token, room.group.id, query)).bytes);
      expect((sheets.get('Тренажёры') ?? []).slice(1)).toEqual(
        [
          [nameOf(room.student), null, 0, null, null, 0],
          [nameOf(classmate), null, 0, null, null, 0],
        ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      expect(sheets.get('Домашние задания')).toHaveLength(1);
      expect(sheets.get('Дневник')).toHaveLength(1);
    });

    it('lets an admin export any class, and refuses another teacher, a student of the class and a guest', async () => {
      expect((await exportOf(t, room.admin.token, room.group.id)).status).toBe(200);
      expect((await exportOf(t, room.otherTeacher.token, room.group.id)).status).toBe(403);
      expect((await exportOf(t, room.student.token, room.group.id)).status).toBe(403);
      expect((await exportOf(t, undefined, room.group.id)).status).toBe(401);
      expect((await exportOf(t, room.teacher.token, 999_999)).status).toBe(404);
    });

    describe('refuses a bad period with 422 and the field at fault', () => {
      const cases: [string, string, string, string][] = [
        ['a day that does not exist', 'from=2026-02-30&to=2026-03-10', 'from', 'FIELD_INVALID'],
        ['an end before the start', 'from=2026-03-10&to=2026-03-01', 'to', 'DATE_RANGE_REVERSED'],
        ['a period over a year', 'from=2025-01-01&to=2026-01-02', 'to', 'EXPORT_PERIOD_TOO_LONG'],
        ['a start without an end', 'from=2026-03-01', 'to', 'FIELD_REQUIRED'],
        ['an unknown format', 'format=pdf', 'format', 'FIELD_INVALID'],
      ];
      for (const [what, query, field, code] of cases) {
        it(`refuses ${what}`, async () => {
          const response = await exportOf(t, room.teacher.token, room.group.id, query);
          expect(response.status).toBe(422);
          const envelope = errorEnvelopeSchema.parse(JSON.parse(response.body));
          expect(envelope.code).toBe('VALIDATION_FAILED');
          expect(envelope.fields).toEqual([
            expect.objectContaining({
              field,
              code,
              message: expect.objectContaining({ 'ru-RU': ERRORS[code as keyof typeof ERRORS]['ru-RU'] }),
            }),
          ]);
        });
      }

      it('accepts a whole leap year', async () => {
        expect((await exportOf(t, room.teacher.token, room.group.id, 'from=2028-01-01&to=2028-12-31')).status).toBe(
          200,
        );
      });
    });

    it('reads a class of 40 in as many queries as a class of 2', async () => {
      let queries = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const database = { ...t.database, db: t.database.db.withPlugin(counter) };
      const service = createClassExportService({
        database,
        clock: t.clock.now,
        groups: groupsPort,
        homework: t.services.homework,
        homeworkProgress: homeworkPort,
      });
      const actor = { id: room.teacher.id, role_id: room.teacher.role_id };
      const query = { from: `${today.slice(0, 4)}-01-01`, to: today, format: 'xlsx', section: 'trainers' } as const;
      const classOf = async (size: number) => {
        const group = await t.factories.buildGroup({ teacher: room.teacher, subjectId: 3 });
        for (let index = 0; index < size; index += 1) {
          await addToClass(t, group.id, await t.factories.buildStudent({ subjects: [3] }));
        }
        return group.id;
      };
      const small = await classOf(2);
      const big = await classOf(40);
      queries = 0;
      await service.download(actor, small, query);
      const smallQueries = queries;
      queries = 0;
      const file = await service.download(actor, big, query);
      expect(queries).toBe(smallQueries);
      expect(queries).toBeLessThanOrEqual(8);
      const sheets = await xlsxSheets(file.bytes);
      expect(sheets.get('Тренажёры')).toHaveLength(41);
    });
  },
  { trainerRules },
);
