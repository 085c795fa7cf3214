import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { createClassWith, fill } from './support/classes.ts';
import { logInTo, notice, readsRequiredNews, registerStudent, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

const MENTAL = 'Ментальная арифметика';

describe('teacher cabinet', () => {
  const browser = sharedBrowser();

  it('lets a teacher create a class and attach two students waiting in its subject', async () => {
    const signUp = await newPage(browser());
    const first = await registerStudent(signUp, MENTAL);
    const second = await registerStudent(signUp, MENTAL);
    await createClassWith(await newPage(browser()), MENTAL, [first, second]);
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
    // A required news item another journey published may open over the page: read it as a child would.
    await readsRequiredNews(page);
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
