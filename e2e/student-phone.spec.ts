import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, PHONE, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { expectedMenuLabels } from './support/menu.ts';
import { cssRgb, headerBackground, logInTo, pickSubject, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

/** On a phone the student menu and account controls sit in a drawer behind the header's burger. */
async function openDrawer(page: Page) {
  await page.getByTestId('student-header').getByRole('button', { name: ru.shell.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: ru.student.menu.title });
  await drawer.waitFor();
  return drawer;
}

describe('a student on a phone', () => {
  const browser = sharedBrowser();

  it('finds the subject menu in the drawer and switches subject from there', async () => {
    const [math, reading] = await Promise.all([subjectById(1), subjectById(2)]);
    const page = await newPage(browser(), { viewport: PHONE });
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    await expect.poll(() => headerBackground(page)).toBe(cssRgb(math.color));

    const drawer = await openDrawer(page);
    const entries = drawer.getByRole('navigation').getByRole('link');
    expect((await entries.allTextContents()).map((label) => label.trim())).toEqual(
      expectedMenuLabels(math.main_id, true),
    );
    await entries.filter({ hasText: ru.student.menu.changeSubject }).click();
    await waitForPath(page, '/student/subject');
    await drawer.waitFor({ state: 'hidden' });

    await pickSubject(page, reading.title['ru-RU']);
    await expect.poll(() => headerBackground(page)).toBe(cssRgb(reading.color));
  });

  it('logs out from the drawer, which also forgets the chosen subject', async () => {
    const math = await subjectById(1);
    const page = await newPage(browser(), { viewport: PHONE });
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);

    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: ru.common.logout }).click();
    await waitForPath(page, '/login');
    await page.goto('/student');
    await waitForPath(page, '/login');

    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
  });
});
