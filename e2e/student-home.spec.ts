import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, pickSubject, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

const MENTAL_ARITHMETIC = 3;
/** The demo «Соробан» homework the demo student has not finished (server/src/db/seed/demo-cabinet.ts). */
const HOMEWORK_TITLE = 'Флеш-анзан и задача на соробане';

describe('the student home', () => {
  const browser = sharedBrowser();

  it('starts with what next: the homework due, a trainer to play and the week, and opens the homework', async () => {
    const abacus = await subjectById(MENTAL_ARITHMETIC);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, abacus.title['ru-RU']);

    const next = page.getByRole('region', { name: ru.student.whatNext.title });
    await next.getByText(HOMEWORK_TITLE).waitFor();
    // The homework's flash-anzan rounds are what the student is asked to play first.
    await next.getByText(ru.student.whatNext.reason.homework).waitFor();
    expect(await next.getByRole('list').getByRole('listitem').count()).toBe(7);
    expect(await blockingA11yViolations(page)).toEqual([]);

    await next.getByRole('link', { name: ru.student.whatNext.openHomework }).click();
    await waitForPath(page, '/student/homework');
    await page.getByText(HOMEWORK_TITLE).first().waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
