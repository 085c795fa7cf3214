import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, notice, pickSubject, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

describe('route guards as a visitor meets them', () => {
  const browser = sharedBrowser();

  it('sends a student who types /admin to subject choice with the "page unavailable" notice', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await page.goto('/admin');
    await waitForPath(page, '/student/subject');
    await notice(page, ru.guards.wrongRole).waitFor();
    expect(await page.getByRole('heading', { name: ru.admin.users.title }).count()).toBe(0);
  });

  it('sends a student with a chosen subject who types /admin/settings to the student home with the notice', async () => {
    const math = await subjectById(1);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    await page.goto('/admin/settings');
    await waitForPath(page, '/student');
    await notice(page, ru.guards.wrongRole).waitFor();
    await page.getByRole('heading', { name: 'Привет, Миша!' }).waitFor();
  });

  it('sends a student of math who types an IT page to the student home with the "not for this subject" notice', async () => {
    const math = await subjectById(1);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    await page.goto('/student/quizes');
    await waitForPath(page, '/student');
    await notice(page, ru.guards.wrongSubject).waitFor();
    expect(await page.getByTestId('it-layout').count()).toBe(0);
  });

  it('sends an anonymous visitor opening /student to /login with the "login required" notice', async () => {
    const page = await newPage(browser());
    await page.goto('/student');
    await waitForPath(page, '/login');
    await notice(page, ru.guards.loginRequired).waitFor();
    await page.getByRole('heading', { name: ru.auth.loginTitle }).waitFor();
  });

  it('shows the 404 page for an unknown address, and its button leads an anonymous visitor to /login', async () => {
    const page = await newPage(browser());
    await page.goto('/no/such/page');
    await waitForPath(page, '/404');
    await page.getByRole('heading', { name: ru.errors.notFoundTitle }).waitFor();
    await page.getByRole('link', { name: ru.common.toHome }).click();
    await waitForPath(page, '/login');
  });

  it('leads a logged-in teacher from the 404 page back to their classes', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.goto('/teacher/nowhere');
    await waitForPath(page, '/404');
    await page.getByRole('link', { name: ru.common.toHome }).click();
    await waitForPath(page, '/teacher/classes');
    await page.getByRole('heading', { name: ru.teacher.classes.title }).waitFor();
  });

  it('sends a logged-in admin who opens /login straight back to the user list', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/login');
    await waitForPath(page, '/admin');
  });
});
