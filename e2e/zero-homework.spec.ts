import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { newPage, sharedBrowser } from './support/browser.ts';
import { fill } from './support/classes.ts';
import { readStudentMenu } from './support/menu.ts';
import { logInTo, registerStudent, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';
import { likesBalance } from './support/trainers.ts';
import { settleIn } from './support/world.ts';

/** Math's first lesson as the migration makes it for every installation, and its right answers. */
const FIRST_LESSON = 'Добро пожаловать в Умку!';
const RIGHT_ANSWERS = ['Лайки', 'В магазине: одежда и вещи для твоего персонажа'];
const LESSON_LIKES = 5;

describe('zero-homework lessons', () => {
  const browser = sharedBrowser();

  it('lets a new student with no class finish a first lesson’s quiz and earn its likes once', async () => {
    const page = await newPage(browser());
    const newcomer = await registerStudent(page);
    await logInTo(page, newcomer.email, newcomer.password, '/student/subject');
    await page.getByRole('button', { name: 'Математика', exact: true }).click();
    await settleIn(page);
    const before = await likesBalance(page);
    expect(await readStudentMenu(page)).toContain(ru.zeroHomework.menu.lessons);

    await page.goto('/student/zero-homework');
    await page.getByRole('heading', { level: 1, name: ru.zeroHomework.title }).waitFor();
    const open = page.getByRole('link', { name: fill(ru.zeroHomework.list.open, { number: 1, title: FIRST_LESSON }) });
    await open.getByText(fill(ru.zeroHomework.list.reward_many, { count: LESSON_LIKES })).waitFor();
    expect(await blockingA11yViolations(page), 'list').toEqual([]);

    await open.click();
    await page.waitForURL((url) => url.pathname.startsWith('/student/zero-homework/lesson/'));
    await page.getByRole('heading', { level: 1, name: FIRST_LESSON }).waitFor();
    await page.getByRole('link', { name: /^Играть: / }).waitFor();
    expect(await blockingA11yViolations(page), 'lesson').toEqual([]);

    for (const answer of RIGHT_ANSWERS) await page.getByRole('radio', { name: answer, exact: true }).check();
    await page.getByRole('button', { name: ru.zeroHomework.quiz.check }).click();
    const outcome = page.getByRole('status').filter({ hasText: ru.zeroHomework.quiz.done });
    await outcome.getByText(fill(ru.zeroHomework.quiz.likesEarned_many, { count: LESSON_LIKES })).waitFor();
    await expect.poll(() => likesBalance(page)).toBe(before + LESSON_LIKES);
    await page.getByRole('heading', { name: ru.zeroHomework.next.title }).waitFor();
    expect(await blockingA11yViolations(page), 'result').toEqual([]);

    await page.getByRole('link', { name: ru.zeroHomework.lesson.back }).click();
    await waitForPath(page, '/student/zero-homework');
    await open.getByText(ru.zeroHomework.list.done).waitFor();
    expect(await likesBalance(page)).toBe(before + LESSON_LIKES);
  });
});
