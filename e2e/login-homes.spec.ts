import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { logInTo } from './support/people.ts';
import { ru } from './support/texts.ts';

describe('each demo role logs in through the form and lands on its home', () => {
  const browser = sharedBrowser();

  it('takes the admin to /admin, where the user list includes the teacher', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.getByRole('heading', { name: ru.admin.users.title }).waitFor();
    // Other journeys add users, so the demo teacher may sit past the first page: the admin searches.
    await page.getByRole('textbox', { name: ru.admin.users.search }).fill(DEMO.teacher);
    const teacherRow = page.getByRole('row').filter({ has: page.getByText(DEMO.teacher, { exact: true }) });
    await teacherRow.waitFor();
    expect(await teacherRow.getByText(ru.admin.roles.teacher).count()).toBe(1);
  });

  it('takes the teacher to /teacher/classes, where their class «3 «А»» is listed', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.getByRole('heading', { name: ru.teacher.classes.title }).waitFor();
    const schoolClass = page.getByRole('link', { name: '3 «А»' });
    await schoolClass.click();
    await page.waitForURL(/\/teacher\/classes\/\d+$/);
    await page.getByRole('cell', { name: DEMO.student }).waitFor();
  });

  it('takes the speech therapist to /teacher/classes, where her class «Логопедия» has the demo student', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.speech, DEMO.password, '/teacher/classes');
    await page.getByRole('link', { name: 'Логопедия' }).click();
    await page.waitForURL(/\/teacher\/classes\/\d+$/);
    await page.getByRole('cell', { name: DEMO.student }).waitFor();
  });

  it('takes the student to subject choice, since no subject is chosen yet', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await page.getByRole('heading', { name: ru.student.subjects.title }).waitFor();
    // Likes belong to a subject, so none are shown before one is chosen.
    expect(await page.getByTestId('likes-balance').count()).toBe(0);
    for (const title of ['Математика', 'Чтение', 'Ментальная арифметика', 'IT']) {
      await page.getByRole('button', { name: title, exact: true }).waitFor();
    }
  });
});
