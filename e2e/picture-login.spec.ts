import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, PHONE, sharedBrowser } from './support/browser.ts';
import { fill } from './support/classes.ts';
import { logInTo, notice, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

/** The demo's picture login (README): class «3 «А»», code UMKA2345, Миша by sun → cat → apple. */
const CLASS = '3 «А»';
const CODE = 'UMKA2345';
const pictures = ru.pictureLogin.pictures;

describe('picture passwords', () => {
  const browser = sharedBrowser();

  it('lets a young student log in with the class code, his name and three pictures on a phone screen', async () => {
    const page = await newPage(browser(), { viewport: PHONE });
    await page.goto('/login');
    await page.getByRole('link', { name: ru.auth.toPictureLogin }).click();
    await waitForPath(page, '/login/class');
    const code = page.getByLabel(ru.pictureLogin.codeLabel);
    await code.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);

    // Typed as a child reads it off the card.
    await code.fill('umka-2345');
    await page.getByRole('button', { name: ru.pictureLogin.codeSubmit }).click();
    await waitForPath(page, `/login/class/${CODE}`);
    const misha = page.getByRole('button', { name: 'Миша И.' });
    await misha.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await misha.click();

    const grid = page.getByRole('group', { name: ru.pictureLogin.grid });
    await grid.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    // A wrong try: a gentle message, no picture named, and the dots empty again.
    for (const name of [pictures.sun, pictures.cat, pictures.fish]) await grid.getByRole('button', { name }).click();
    await page.getByRole('alert').filter({ hasText: ru.pictureLogin.wrong }).waitFor();
    await page.getByText(fill(ru.pictureLogin.progress, { picked: 0, total: 3 })).waitFor();

    for (const name of [pictures.sun, pictures.cat, pictures.apple]) await grid.getByRole('button', { name }).click();
    await waitForPath(page, '/student/subject');
  });

  it('lets the same student log in by keyboard alone, taking back a wrong picture', async () => {
    const page = await newPage(browser());
    await page.goto(`/login/class/${CODE}`);
    await page.getByRole('button', { name: 'Миша И.' }).click();
    const sun = page.getByRole('button', { name: pictures.sun });
    await sun.focus();
    await page.keyboard.press('Enter');
    // Down from the sun is the ball: picked by mistake and taken back with the undo.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await page.getByText(fill(ru.pictureLogin.progress, { picked: 2, total: 3 })).waitFor();
    await page.getByRole('button', { name: ru.pictureLogin.undo }).click();
    await page.getByRole('button', { name: pictures.ball }).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/student/subject');
  });

  it("lets the teacher see the class code, give a student pictures and print the class's login cards", async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.getByRole('link', { name: CLASS }).click();
    await page.getByRole('link', { name: ru.pictureLogin.teacher.classLink }).click();
    await page.waitForURL(/\/teacher\/classes\/\d+\/login-cards$/);
    await page.getByTestId('class-login-code').filter({ hasText: CODE }).waitFor();
    expect(await page.getByRole('switch', { name: ru.pictureLogin.teacher.setting }).isChecked()).toBe(true);
    expect(await blockingA11yViolations(page)).toEqual([]);

    const anya = page.getByRole('row').filter({ hasText: 'Аня' });
    await anya.getByRole('button', { name: fill(ru.pictureLogin.teacher.setFor, { name: 'Аня Соколова' }) }).click();
    await notice(page, 'Аня Соколова:').waitFor();
    expect(await anya.getByRole('img').count()).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: ru.pictureLogin.teacher.print }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${ru.pictureLogin.teacher.fileName} — ${CLASS}.pdf`);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Printing gave everyone pictures: no row says "not set" any more.
    await page.getByText(ru.pictureLogin.teacher.notSet).first().waitFor({ state: 'detached' });
  });

  it('shows the setting on the class form', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.getByRole('link', { name: CLASS }).click();
    await page.getByRole('link', { name: ru.teacherClasses.edit }).click();
    const setting = page.getByRole('switch', { name: ru.pictureLogin.teacher.setting });
    // The switch shows before the class's setting has loaded: it is read until it has.
    await expect.poll(() => setting.isChecked()).toBe(true);
    expect(await blockingA11yViolations(page)).toEqual([]);
  });
});
