import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
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
/** Math's second lesson, as the migration makes it. */
const CLASS_LESSON = 'Класс, домашние задания и игры';

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

  it('lets the admin find math’s lessons from the menu and open a lesson’s form, with no problem on either', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.getByRole('link', { name: ru.zeroHomework.admin.nav }).click();
    await waitForPath(page, '/admin/zero-lessons');
    await page.getByRole('heading', { level: 1, name: ru.zeroHomework.admin.title }).waitFor();
    const rows = page.getByRole('main').getByRole('row');
    await rows.filter({ hasText: CLASS_LESSON }).waitFor();
    expect(await rows.filter({ hasText: FIRST_LESSON }).count()).toBe(1);
    expect(await blockingA11yViolations(page), 'list').toEqual([]);

    await page.getByRole('button', { name: fill(ru.zeroHomework.admin.edit, { title: FIRST_LESSON }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(ru.zeroHomework.admin.editTitle, { number: 1 }) });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: ru.zeroHomework.admin.fields.title['ru-RU'] }).inputValue())
      .toBe(FIRST_LESSON);
    await dialog
      .getByRole('radio', { name: fill(ru.zeroHomework.admin.rightOption, { question: 1, option: 1 }) })
      .waitFor();
    expect(await blockingA11yViolations(page), 'form').toEqual([]);
  });
});
