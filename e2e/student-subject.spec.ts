import { SUBJECT_IT } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { DEMO_IT_POINTS, DEMO_STUDENT_LIKES, subjectById } from './support/catalog.ts';
import { expectedMenuLabels, readStudentMenu } from './support/menu.ts';
import { cssRgb, headerBackground, logInTo, pickSubject, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

const MATH = 1;

describe('a student choosing a subject', () => {
  const browser = sharedBrowser();

  it('paints the header in the subject colour, fits the menu and likes to it, and changes all of that for IT', async () => {
    const [math, it] = await Promise.all([subjectById(MATH), subjectById(SUBJECT_IT)]);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    const header = page.getByTestId('student-header');
    const before = await headerBackground(page);

    const mathTile = page.getByRole('button', { name: math.title['ru-RU'], exact: true });
    expect(await mathTile.textContent()).toContain(String(DEMO_STUDENT_LIKES[MATH]));
    await pickSubject(page, math.title['ru-RU']);
    await page.getByRole('heading', { name: 'Привет, Миша!' }).waitFor();
    // The header fades between colours, so it is read until it settles.
    await expect.poll(() => headerBackground(page)).toBe(cssRgb(math.color));
    expect(before).not.toBe(cssRgb(math.color));
    await header.getByText(math.title['ru-RU'], { exact: true }).waitFor();
    expect(await header.getByTestId('likes-balance').textContent()).toBe(String(DEMO_STUDENT_LIKES[MATH]));
    expect(await page.getByTestId('home-likes-balance').textContent()).toBe(String(DEMO_STUDENT_LIKES[MATH]));
    expect(await readStudentMenu(page)).toEqual(expectedMenuLabels(math.main_id, true));
    expect(await page.getByTestId('it-layout').count()).toBe(0);

    await header.getByRole('link', { name: ru.shell.changeSubject }).click();
    await waitForPath(page, '/student/subject');
    await page
      .getByRole('button', { name: math.title['ru-RU'], exact: true })
      .getByText(ru.student.subjects.current)
      .waitFor();
    await pickSubject(page, it.title['ru-RU']);

    await page.getByTestId('it-layout').waitFor();
    // The IT layout keeps its dark editor look below, but its header takes the IT subject's own colour.
    await expect.poll(() => headerBackground(page)).toBe(cssRgb(it.color));
    await header.getByText(it.title['ru-RU'], { exact: true }).waitFor();
    // IT pays in its own currency: the header counts IT points (a classmate's like of his project adds one).
    await header.getByTestId('it-points-balance').waitFor();
    expect(Number(await header.getByTestId('it-points-balance').textContent())).toBeGreaterThanOrEqual(DEMO_IT_POINTS);
    expect(await header.getByTestId('likes-balance').count()).toBe(0);
    expect(await readStudentMenu(page)).toEqual(expectedMenuLabels(it.main_id, true));
  });

  it('keeps the chosen subject after a reload', async () => {
    const math = await subjectById(MATH);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    await page.reload();
    await waitForPath(page, '/student');
    await expect.poll(() => headerBackground(page)).toBe(cssRgb(math.color));
  });
});
