import { groupSchema, paginated } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { exportOf, xlsxSheets } from '../../modules/class-export/class-export.fixture.ts';
import { type DemoSession, withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The README's promise that teacher@example.com can export a class: her classes' demo data fills every sheet, so a
 * reviewer's first export over the last year shows trainers, homework and diary rows rather than empty tables.
 */
describeEachDatabase('the demo class export', (t) => {
  const demo = withDemoData(t);
  let teacher: DemoSession;
  const classIds = new Map<string, number>();
  let period: string;

  beforeAll(async () => {
    teacher = await demo.logIn('teacher@example.com');
    const groups = dataOf(await t.api('GET', '/api/groups', { token: teacher.token }), paginated(groupSchema));
    for (const group of groups.items) classIds.set(group.title, group.id);
    const now = t.clock.now();
    period = `from=${new Date(now.getTime() - 365 * DAY_MS).toISOString().slice(0, 10)}&to=${now.toISOString().slice(0, 10)}`;
  });

  async function sheetsOf(title: string) {
    const response = await exportOf(t, teacher.token, classIds.get(title) ?? 0, `format=xlsx&${period}`);
    expect(response.status, response.body).toBe(200);
    return xlsxSheets(response.bytes);
  }

  it("gives 3 «А» its five students' trainer rounds and its three lessons' diary rows", async () => {
    const sheets = await sheetsOf('3 «А»');
    const trainers = (sheets.get('Тренажёры') ?? []).slice(1);
    expect(new Set(trainers.map((row) => row[0])).size).toBe(5);
    expect(trainers.some((row) => typeof row[2] === 'number' && row[2] > 0)).toBe(true);
    const diary = (sheets.get('Дневник') ?? []).slice(1);
    expect(diary).toHaveLength(15);
    expect(diary).toContainEqual([
      expect.any(Date),
      'Таблица умножения на 7',
      'Иванов Миша',
      'присутствие',
      5,
      'Отвечал у доски без ошибок',
    ]);
  });

  it('gives Соробан its current and accepted homework for Миша and Даша', async () => {
    const homework = ((await sheetsOf('Соробан')).get('Домашние задания') ?? []).slice(1);
    expect(new Set(homework.map((row) => row[0]))).toEqual(new Set(['Иванов Миша', 'Попова Даша']));
    expect(homework.length).toBeGreaterThanOrEqual(4);
    expect(homework.map((row) => row[4])).toContain('выполнено');
  });
});
