import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { blockingA11yViolations } from './a11y.ts';
import { DEMO } from './browser.ts';
import { logInTo, type Newcomer, notice } from './people.ts';
import { ru } from './texts.ts';

/** `{{name}}` placeholders of a locale text filled in, as i18next would. */
export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text);

/** In the "add students" dialog: finds a waiting student by email and ticks them. */
async function tickWaiting(page: Page, newcomer: Newcomer): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(ru.teacherClasses.attach.search).fill(newcomer.email);
  await dialog.getByRole('checkbox', { name: new RegExp(newcomer.firstName) }).check();
}

/**
 * The demo teacher logs in, creates a class in the subject and attaches the students waiting in it,
 * checking each new screen for accessibility; the page is left on the class page.
 */
export async function createClassWith(page: Page, subjectTitle: string, students: readonly Newcomer[]) {
  await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
  await page.getByRole('link', { name: ru.teacherClasses.list.create }).click();
  const title = `Ментал ${randomUUID().slice(0, 4)}`;
  await page.getByLabel(ru.teacherClasses.form.title).fill(title);
  await page.getByPlaceholder(ru.teacherClasses.form.subjectPlaceholder).click();
  await page.getByRole('option', { name: subjectTitle, exact: true }).click();
  expect(await blockingA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: ru.teacherClasses.form.save }).click();
  await notice(page, fill(ru.teacherClasses.form.created, { title })).waitFor();
  await page.waitForURL((url) => /^\/teacher\/classes\/\d+$/.test(url.pathname));

  await page.getByRole('button', { name: ru.teacherClasses.attach.open }).click();
  for (const student of students) await tickWaiting(page, student);
  expect(await blockingA11yViolations(page)).toEqual([]);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: fill(ru.teacherClasses.attach.submit, { n: students.length }) })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  for (const student of students) await page.getByRole('cell', { name: student.email }).waitFor();
  expect(await blockingA11yViolations(page)).toEqual([]);
}
