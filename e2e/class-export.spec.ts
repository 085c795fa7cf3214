import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { fill } from './support/classes.ts';
import { logInTo, notice } from './support/people.ts';
import { ru } from './support/texts.ts';

const CLASS = '3 «А»';
const STUDENTS = ['Иванов Миша', 'Соколова Аня', 'Кузнецов Петя'];

/** A day `days` before today in the browser's calendar, as a date input takes it. */
function daysAgo(days: number): string {
  const day = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A required input's label: its text and the asterisk Mantine adds. */
const labelled = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

/** A downloaded CSV's rows as a spreadsheet reads them: UTF-8 after its byte order mark, `;` between cells. */
async function csvRows(path: string): Promise<string[][]> {
  const text = (await readFile(path)).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('class export', () => {
  const browser = sharedBrowser();

  it("lets the teacher download her class's diary and trainers as CSV files that open with the class's rows", async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.getByRole('link', { name: CLASS }).click();
    await page.getByRole('button', { name: ru.classExport.open }).click();
    const dialog = page.getByRole('dialog', { name: fill(ru.classExport.title, { title: CLASS }) });
    const from = daysAgo(60);
    const to = daysAgo(0);
    await dialog.getByLabel(labelled(ru.classExport.from)).fill(from);
    await dialog.getByLabel(labelled(ru.classExport.to)).fill(to);
    await dialog.getByRole('radio', { name: ru.classExport.csv }).check();
    await dialog.getByRole('radio', { name: ru.classExport.sections.diary }).check();
    expect(await blockingA11yViolations(page)).toEqual([]);

    const diaryDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: ru.classExport.submit }).click();
    const diaryFile = await diaryDownload;
    expect(diaryFile.suggestedFilename()).toBe(`${CLASS} (дневник) ${from}_${to}.csv`);
    const diary = await csvRows(await diaryFile.path());
    expect(diary[0]).toEqual(['Дата', 'Тема', 'Ученик', 'Посещение', 'Оценка', 'Комментарий']);
    expect(diary).toContainEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Таблица умножения на 7',
      'Иванов Миша',
      'присутствие',
      '5',
      'Отвечал у доски без ошибок',
    ]);
    expect(diary).toContainEqual([
      expect.any(String),
      'Деление с остатком',
      'Кузнецов Петя',
      'отсутствие',
      '',
      'Болел',
    ]);
    await notice(page, fill(ru.classExport.done, { name: diaryFile.suggestedFilename() })).waitFor();

    await page.getByRole('button', { name: ru.classExport.open }).click();
    await dialog.getByRole('radio', { name: ru.classExport.sections.trainers }).check();
    const trainersDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: ru.classExport.submit }).click();
    const trainers = await csvRows(await (await trainersDownload).path());
    expect(trainers[0]).toEqual([
      'Ученик',
      'Тренажёр',
      'Раундов',
      'Лучший результат',
      'Средний результат',
      'Время, мин',
    ]);
    for (const student of STUDENTS) expect(trainers.map((row) => row[0])).toContain(student);
    expect(trainers.some((row) => Number(row[2]) > 0)).toBe(true);
  }, 90_000);
});
