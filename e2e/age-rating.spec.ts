import { describe, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, pickSubject, readsRequiredNews } from './support/people.ts';
import { ru } from './support/texts.ts';

const MATH = 1;
/** The demo student with no birth date yet (README, demo accounts). */
const SASHA = 'student5@example.com';

describe('the rating by age', () => {
  const browser = sharedBrowser();

  it('asks a student with no birth date for it once, then ranks him among the classmates born the same year', async () => {
    const page = await newPage(browser());
    // The chat and news journey may have published a required item Саша has not read yet.
    await readsRequiredNews(page);
    await logInTo(page, SASHA, DEMO.password, '/student/subject');
    await pickSubject(page, (await subjectById(MATH)).title['ru-RU']);
    await page.goto('/student/profile/rating/age');

    const year = new Date().getUTCFullYear() - 9;
    await page.getByLabel(ru.student.birthDate.label).fill(`${year}-10-05`);
    await page.getByRole('button', { name: ru.student.birthDate.submit }).click();

    const table = page.getByRole('table', { name: ru.ratings.age.caption.replace('{{year}}', String(year)) });
    await table.getByRole('row').filter({ hasText: 'Миша Иванов' }).waitFor();
    await table.getByRole('row').filter({ hasText: 'Саша Волков' }).waitFor();
    await page.getByLabel(ru.student.birthDate.label).waitFor({ state: 'detached' });
  });
});
