import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, newPage, PHONE, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { sidewaysOverflow, snapshot, tableSidewaysScroll } from './support/layout.ts';
import { logInTo, pickSubject } from './support/people.ts';
import { ru } from './support/texts.ts';

/** Checks the page fits the window without sideways scrolling, and keeps a picture of it when asked to. */
async function fits(page: Page, name: string): Promise<void> {
  await snapshot(page, name);
  expect(await sidewaysOverflow(page), `${name} scrolls sideways`).toBe(0);
}

describe.each([
  ['a desktop', DESKTOP],
  ['a phone', PHONE],
])('pages on %s', (_device, viewport) => {
  const browser = sharedBrowser();

  it('fit the window for an anonymous visitor: login, registration and 404', async () => {
    const page = await newPage(browser(), { viewport });
    await page.goto('/login');
    await page.getByRole('button', { name: ru.auth.loginSubmit }).waitFor();
    await fits(page, 'login');
    await page.goto('/registration');
    await page.getByRole('checkbox').first().waitFor();
    await fits(page, 'registration');
    await page.goto('/nowhere');
    await page.getByRole('heading', { name: ru.errors.notFoundTitle }).waitFor();
    await fits(page, 'not-found');
  });

  it('fit the window for a student: subject choice, home, and home in the IT layout', async () => {
    const [math, it] = await Promise.all([subjectById(1), subjectById(8)]);
    const page = await newPage(browser(), { viewport });
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await page.getByRole('button', { name: math.title['ru-RU'], exact: true }).waitFor();
    await fits(page, 'student-subject');
    await pickSubject(page, math.title['ru-RU']);
    await page.getByTestId('home-likes-balance').waitFor();
    await fits(page, 'student-home');
    await page.goto('/student/subject');
    await pickSubject(page, it.title['ru-RU']);
    await page.getByTestId('it-layout').waitFor();
    await page.getByTestId('home-it-points').waitFor();
    await fits(page, 'student-home-it');
  });

  it('fit the window for staff: the admin user list and settings, the teacher classes and a class', async () => {
    const admin = await newPage(browser(), { viewport });
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    // Other journeys add users, so the demo teacher may sit past the first page: the admin searches.
    await admin.getByRole('textbox', { name: ru.admin.users.search }).fill(DEMO.teacher);
    await admin
      .getByRole('row')
      .filter({ has: admin.getByText(DEMO.teacher, { exact: true }) })
      .waitFor();
    await fits(admin, 'admin-users');
    await admin.goto('/admin/settings');
    await admin.getByRole('switch', { name: ru.admin.maintenance.switch }).waitFor();
    await fits(admin, 'admin-settings');

    const teacher = await newPage(browser(), { viewport });
    await logInTo(teacher, DEMO.teacher, DEMO.password, '/teacher/classes');
    await teacher.getByRole('link', { name: '3 «А»' }).waitFor();
    await fits(teacher, 'teacher-classes');
    await teacher.getByRole('link', { name: '3 «А»' }).click();
    await teacher
      .getByRole('table')
      .getByRole('link', { name: /@example\.com$/ })
      .first()
      .waitFor();
    await fits(teacher, 'teacher-class');
    expect(await tableSidewaysScroll(teacher), 'the class students table scrolls sideways').toBe(0);
  });
});
