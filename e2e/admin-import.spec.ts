import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { MENTAL } from './support/cabinet.ts';
import { fill } from './support/classes.ts';
import { logInTo } from './support/people.ts';
import { errorText, ru } from './support/texts.ts';

const texts = ru.studentImport;
const BAD_ROW = 17;

/** Thirty pupils as a Russian Excel saves them (`;`, a BOM, DD.MM.YYYY), one with an email missing its "@". */
function classCsv(stamp: number): string {
  const header = 'Фамилия;Имя;Email;Телефон;Дата рождения;Часовой пояс;Пароль';
  const rows = Array.from({ length: 30 }, (_, index) => {
    const number = index + 1;
    const email = number === BAD_ROW ? `pupil${number}-${stamp}.school.test` : `pupil${number}-${stamp}@school.test`;
    return `Импортова;Ученица ${number};${email};+7 900 000-00-${String(number).padStart(2, '0')};15.03.2016;Europe/Moscow;`;
  });
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}

describe('admin import of students', () => {
  const browser = sharedBrowser();

  it('imports a class of thirty from CSV after fixing the one bad email, then blocks a subject for one found by search and sees it in the log', async () => {
    const page = await newPage(browser());
    const stamp = Date.now();
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/students/import');
    await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();

    await page.getByRole('combobox', { name: texts.target.subject }).click();
    await page.getByRole('option', { name: MENTAL }).click();
    await page.getByRole('combobox', { name: texts.target.class }).click();
    await page.getByRole('option', { name: 'Соробан' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'class.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(classCsv(stamp), 'utf8'),
    });
    await page.getByText('class.csv: 30 строк').waitFor();
    await page.getByRole('button', { name: texts.file.check }).click();

    await page.getByText(fill(texts.preview.counts, { ready: 29, bad: 1 })).waitFor();
    const badRow = page.locator(`tr[data-row="${BAD_ROW}"]`);
    expect(await badRow.getAttribute('data-bad')).toBe('true');
    await badRow.getByText(errorText('EMAIL_INVALID')).waitFor();
    const commit = page.getByRole('button', { name: 'Создать 30 учеников' });
    expect(await commit.isDisabled()).toBe(true);
    expect(await blockingA11yViolations(page), 'preview').toEqual([]);

    await badRow.getByRole('button', { name: new RegExp(`^Email, строка ${BAD_ROW}:`) }).click();
    const cell = page.getByRole('textbox', { name: `Email, строка ${BAD_ROW}` });
    await cell.fill(`pupil${BAD_ROW}-${stamp}@school.test`);
    await cell.press('Enter');
    await page.getByText(fill(texts.preview.counts, { ready: 30, bad: 0 })).waitFor();
    await page.getByRole('button', { name: 'Создать 30 учеников', disabled: false }).waitFor();
    await commit.click();

    // Thirty argon2id hashes: seconds on a busy machine, more than a click's usual wait.
    await page.getByRole('heading', { name: 'Создано 30 учеников' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: texts.result.download }).waitFor();
    expect(await blockingA11yViolations(page), 'result').toEqual([]);

    // One of them, found by her email among hundreds, loses mental arithmetic; the log shows who did it, and how.
    await page.goto('/admin/students');
    await page.getByRole('heading', { level: 1, name: ru.adminStudents.title }).waitFor();
    await page.getByRole('textbox', { name: ru.adminStudents.filters.search }).fill(`pupil5-${stamp}`);
    const pupil = page.getByRole('link', { name: 'Импортова Ученица 5', exact: true });
    await pupil.waitFor();
    expect(await page.getByRole('link', { name: /^Импортова Ученица/ }).count()).toBe(1);
    expect(await blockingA11yViolations(page), 'students').toEqual([]);
    await pupil.click();

    const subjectRow = page.getByTestId('subject-row');
    // The class's title fills in once the subject's classes have loaded.
    const classField = subjectRow.getByRole('combobox', { name: ru.adminStudents.form.class });
    await expect.poll(() => classField.inputValue()).toContain('Соробан');
    expect(await blockingA11yViolations(page), 'student').toEqual([]);
    await subjectRow.getByRole('combobox', { name: ru.adminStudents.form.status }).click();
    await page.getByRole('option', { name: ru.adminStudents.status.blocked }).click();
    await page.getByRole('button', { name: ru.adminStudents.form.save }).click();
    await page.getByText(ru.adminStudents.form.saved).waitFor();

    await page.goto('/admin/logs');
    const entry = page.getByRole('row').filter({ hasText: 'Изменены данные ученика' }).first();
    await entry.getByText('Ученица 5').waitFor();
    expect(await blockingA11yViolations(page), 'logs').toEqual([]);
    await entry.getByRole('link', { name: /^Запись №/ }).click();
    await page.getByRole('heading', { name: /^Запись журнала №/ }).waitFor();
    const change = page.getByRole('table').filter({ hasText: ru.adminLogs.change.before });
    await change
      .getByText(/blocked/)
      .first()
      .waitFor();
    expect(await blockingA11yViolations(page), 'log entry').toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
