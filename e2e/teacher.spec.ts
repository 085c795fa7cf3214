import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { logInTo, type Newcomer, notice, registerStudent, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

const MENTAL = 'Ментальная арифметика';
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text);

/** In the "add students" dialog: finds a waiting student by email and ticks them. */
async function tickWaiting(page: Page, newcomer: Newcomer): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(ru.teacherClasses.attach.search).fill(newcomer.email);
  await dialog.getByRole('checkbox', { name: new RegExp(newcomer.firstName) }).check();
}

describe('teacher cabinet', () => {
  const browser = sharedBrowser();

  it('lets a teacher create a class and attach two students waiting in its subject', async () => {
    const signUp = await newPage(browser());
    const first = await registerStudent(signUp, MENTAL);
    const second = await registerStudent(signUp, MENTAL);

    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.getByRole('link', { name: ru.teacherClasses.list.create }).click();
    const title = `Ментал ${randomUUID().slice(0, 4)}`;
    await page.getByLabel(ru.teacherClasses.form.title).fill(title);
    await page.getByPlaceholder(ru.teacherClasses.form.subjectPlaceholder).click();
    await page.getByRole('option', { name: MENTAL, exact: true }).click();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: ru.teacherClasses.form.save }).click();
    await notice(page, fill(ru.teacherClasses.form.created, { title })).waitFor();
    await page.waitForURL((url) => /^\/teacher\/classes\/\d+$/.test(url.pathname));

    await page.getByRole('button', { name: ru.teacherClasses.attach.open }).click();
    await tickWaiting(page, first);
    await tickWaiting(page, second);
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: fill(ru.teacherClasses.attach.submit, { n: 2 }) })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    for (const newcomer of [first, second]) await page.getByRole('cell', { name: newcomer.email }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  }, 90_000);

  it('lets a teacher issue a certificate that the student downloads as a PDF', async () => {
    const title = `Чемпион ${randomUUID().slice(0, 4)}`;
    const teacher = await newPage(browser());
    await logInTo(teacher, DEMO.teacher, DEMO.password, '/teacher/classes');
    await teacher.getByRole('link', { name: '3 «А»' }).click();
    await teacher
      .getByRole('link', { name: fill(ru.certificates.teacher.linkLabel, { name: 'Аня Соколова' }) })
      .click();
    await teacher.getByLabel(ru.certificates.form.title).fill(title);
    await teacher.getByLabel(ru.certificates.form.reason).fill('За десять раундов без ошибок');
    await teacher.getByLabel(ru.certificates.form.date).fill('2026-11-20');
    expect(await blockingA11yViolations(teacher)).toEqual([]);
    await teacher.getByRole('button', { name: ru.certificates.form.submit }).click();
    await notice(teacher, ru.certificates.form.done).waitFor();

    const page = await newPage(browser());
    await logInTo(page, 'student2@example.com', DEMO.password, '/student/subject');
    await page.getByRole('button', { name: 'Математика', exact: true }).click();
    await waitForPath(page, '/student');
    await page.goto('/student/profile/certificates');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: fill(ru.certificates.card.downloadLabel, { title }) }).click();
    const file = await (await download).path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await blockingA11yViolations(page)).toEqual([]);
  }, 90_000);
});
