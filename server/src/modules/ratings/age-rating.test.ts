import { ageRatingSchema, birthDateSchema, RATING_PAGE_SIZE } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { applyLikesChange } from '../likes/likes.repo.ts';
import { ratingsPort } from './ratings.port.ts';

describeEachDatabase('rating by age', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let thisYear: number;

  const bornIn = (year: number, monthDay = '03-15') => `${year}-${monthDay}`;

  async function change(student: TestUser, subjectId: number, delta: number) {
    await t.database.transaction((trx) =>
      applyLikesChange(
        trx,
        { studentId: student.id, subjectId, delta, reason: 'trainer' },
        t.clock.now().toISOString(),
      ),
    );
  }

  const setBirthDate = (by: TestUser, student: TestUser, birthDate: string) =>
    t.api('PUT', `/api/students/${student.id}/birth-date`, { token: by.token, body: { birth_date: birthDate } });

  /** Students of the subject, each born in the given year (set by an admin, as the admin's form will). */
  async function studentsBornIn(year: number, count: number, subjectId: number): Promise<TestUser[]> {
    const built: TestUser[] = [];
    for (let n = 0; n < count; n++) {
      const student = await t.factories.buildStudent({ subjects: [subjectId] });
      const set = await setBirthDate(admin, student, bornIn(year));
      expect(set.status, set.raw).toBe(200);
      built.push(student);
    }
    return built.sort((a, b) => a.id - b.id);
  }

  const rating = (user: TestUser, query: string) => t.api('GET', `/api/ratings/age?${query}`, { token: user.token });

  beforeAll(async () => {
    [admin, teacher] = await Promise.all([t.factories.buildAdmin(), t.factories.buildTeacher()]);
    thisYear = t.clock.now().getUTCFullYear();
  });

  it('ranks a student among the students of the subject born the same year, by likes earned', async () => {
    const [ann, bob, cat] = await studentsBornIn(thisYear - 10, 3, 2);
    const [older] = await studentsBornIn(thisYear - 11, 1, 2);
    if (!ann || !bob || !cat || !older) throw new Error('students were not built');
    await change(ann, 2, 4);
    await change(bob, 2, 9);
    await change(cat, 2, 4);
    await change(older, 2, 50);

    const result = dataOf(await rating(cat, 'subjectId=2'), ageRatingSchema);

    expect(result).toMatchObject({ scope: 'subject', birth_year: thisYear - 10, total: 3, last_page: 1 });
    expect(result.items.map((e) => [e.student_id, e.rank, e.value, e.is_own])).toEqual([
      [bob.id, 1, 9, false],
      [ann.id, 2, 4, false],
      [cat.id, 2, 4, true],
    ]);
  });

  it('gives the ranks of a later page, and appends the student’s own entry when it is not on the page', async () => {
    const year = thisYear - 8;
    const cohort = await studentsBornIn(year, RATING_PAGE_SIZE + 3, 3);
    const [first, second, third] = cohort;
    if (!first || !second || !third) throw new Error('students were not built');
    // Three at the top, one of them alone; everyone else ties at nothing earned.
    await change(first, 3, 7);
    await change(second, 3, 5);
    await change(third, 3, 5);

    const pageOne = dataOf(await rating(cohort.at(-1) as TestUser, 'subjectId=3'), ageRatingSchema);
    const pageTwo = dataOf(await rating(first, 'subjectId=3&page=2'), ageRatingSchema);

    expect(pageOne.total).toBe(RATING_PAGE_SIZE + 3);
    expect(pageOne.items.slice(0, 4).map((e) => e.rank)).toEqual([1, 2, 2, 4]);
    expect(pageOne.items).toHaveLength(RATING_PAGE_SIZE + 1);
    expect(pageOne.items.at(-1)?.is_own).toBe(true);
    expect(pageTwo.items.slice(0, 3).map((e) => [e.rank, e.value])).toEqual([
      [4, 0],
      [4, 0],
      [4, 0],
    ]);
    expect(pageTwo.items.at(-1)).toMatchObject({ student_id: first.id, rank: 1, is_own: true });
  });

  it('has no year and no entries for a student who has not given a birth date, until they give it', async () => {
    const student = await t.factories.buildStudent({ subjects: [10] });

    const before = dataOf(await rating(student, 'subjectId=10'), ageRatingSchema);
    const given = await setBirthDate(student, student, bornIn(thisYear - 9, '12-31'));
    const after = dataOf(await rating(student, 'subjectId=10'), ageRatingSchema);

    expect(before).toMatchObject({ birth_year: null, items: [], total: 0 });
    expect(dataOf(given, birthDateSchema)).toEqual({ birth_date: `${thisYear - 9}-12-31`, birth_year: thisYear - 9 });
    expect(after.birth_year).toBe(thisYear - 9);
    expect(after.items.map((e) => e.student_id)).toEqual([student.id]);
  });

  it('brings a known birth year along when a student enters a subject’s rating again', async () => {
    const [student] = await studentsBornIn(thisYear - 13, 1, 10);
    if (!student) throw new Error('the student was not built');
    // What a subject blocked and then active again does to the student's entry.
    await t.database.transaction((trx) => ratingsPort.leaveLikesRatings(trx, student.id, [10]));
    expect(dataOf(await rating(admin, `subjectId=10&student_id=${student.id}`), ageRatingSchema).total).toBe(0);
    await t.database.transaction((trx) => ratingsPort.enterLikesRatings(trx, student.id, [10]));

    const result = dataOf(await rating(student, 'subjectId=10'), ageRatingSchema);
    expect(result.birth_year).toBe(thisYear - 13);
    expect(result.items.map((e) => e.student_id)).toEqual([student.id]);
  });

  it('lets a student give their birth date once, and an admin move them to another year', async () => {
    const student = await t.factories.buildStudent({ subjects: [11] });
    await setBirthDate(student, student, bornIn(thisYear - 12));

    const again = await setBirthDate(student, student, bornIn(thisYear - 7));
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('BIRTH_DATE_ALREADY_SET');

    expect((await setBirthDate(admin, student, bornIn(thisYear - 7))).status).toBe(200);
    expect(dataOf(await rating(student, 'subjectId=11'), ageRatingSchema).birth_year).toBe(thisYear - 7);
  });

  it('refuses a birth date out of a pupil’s ages, a date that does not exist, none at all, and another student’s', async () => {
    const [student, other] = await Promise.all([t.factories.buildStudent(), t.factories.buildStudent()]);

    const tooYoung = await setBirthDate(student, student, bornIn(thisYear - 2));
    const tooOld = await setBirthDate(student, student, bornIn(thisYear - 30));
    const noSuchDay = await setBirthDate(student, student, `${thisYear - 10}-02-30`);
    const empty = await setBirthDate(student, student, '');
    const foreign = await setBirthDate(student, other, bornIn(thisYear - 10));

    expect(tooYoung.status).toBe(422);
    expect(errorOf(tooYoung).fields?.[0]).toMatchObject({ field: 'birth_date', code: 'BIRTH_DATE_OUT_OF_RANGE' });
    expect(errorOf(tooOld).fields?.[0]?.code).toBe('BIRTH_DATE_OUT_OF_RANGE');
    expect(noSuchDay.status).toBe(422);
    expect(errorOf(noSuchDay).fields?.[0]).toMatchObject({ field: 'birth_date', code: 'FIELD_INVALID' });
    expect(errorOf(empty).fields?.[0]).toMatchObject({ field: 'birth_date', code: 'FIELD_REQUIRED' });
    expect(foreign.status).toBe(403);
    const unchanged = dataOf(await rating(student, 'subjectId=1'), ageRatingSchema);
    expect(unchanged.birth_year).toBeNull();
  });

  it('sets one birth date when two tabs give a first one at once', async () => {
    const student = await t.factories.buildStudent({ subjects: [8] });

    const answers = await Promise.all([
      setBirthDate(student, student, bornIn(thisYear - 10)),
      setBirthDate(student, student, bornIn(thisYear - 11)),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200);
    const year = won ? dataOf(won, birthDateSchema).birth_year : null;
    expect(dataOf(await rating(student, 'subjectId=8'), ageRatingSchema).birth_year).toBe(year);
  });

  it('ranks for a teacher the students of their classes born in the year of the student they follow', async () => {
    const [mine, alsoMine] = await studentsBornIn(thisYear - 10, 2, 9);
    const [olderOfMine] = await studentsBornIn(thisYear - 11, 1, 9);
    const [notMine] = await studentsBornIn(thisYear - 10, 1, 9);
    if (!mine || !alsoMine || !olderOfMine || !notMine) throw new Error('students were not built');
    await t.factories.buildGroup({ teacher, subjectId: 9, students: [mine, alsoMine, olderOfMine] });
    await change(alsoMine, 9, 3);

    const result = dataOf(await rating(teacher, `subjectId=9&student_id=${mine.id}`), ageRatingSchema);

    expect(result).toMatchObject({ scope: 'classes', birth_year: thisYear - 10, total: 2 });
    expect(result.items.map((e) => [e.student_id, e.rank])).toEqual([
      [alsoMine.id, 1],
      [mine.id, 2],
    ]);
  });
});
