import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { logInTo } from './support/people.ts';
import { ru } from './support/texts.ts';

/** The demo's studio page in math, shared with the class «3 «А»» (server/src/db/seed/demo-library.ts). */
const DEMO_PAGE = 'Сложение дробей';

describe('the admin cabinet', () => {
  const browser = sharedBrowser();

  it('lists the teachers, opens one with their classes and offers the form for a new one, with no problem on any', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.getByRole('navigation').getByRole('link', { name: ru.adminTeachers.nav }).click();
    await page.getByRole('heading', { level: 1, name: ru.adminTeachers.title }).waitFor();
    await page.getByRole('textbox', { name: ru.adminTeachers.search }).fill('Петрова');
    const teacher = page.getByRole('link', { name: 'Ирина Петрова' });
    await teacher.waitFor();
    expect(await blockingA11yViolations(page), 'list').toEqual([]);

    await teacher.click();
    await page.getByRole('heading', { level: 1, name: 'Ирина Петрова' }).waitFor();
    await page.getByRole('cell', { name: 'Соробан' }).first().waitFor();
    expect(await blockingA11yViolations(page), 'teacher').toEqual([]);

    await page.goto('/admin/teachers/create');
    await page.getByRole('heading', { level: 1, name: ru.adminTeachers.createTitle }).waitFor();
    expect(await blockingA11yViolations(page), 'new teacher').toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('keeps a studio page in the library, autosaves its draft, and a teacher finds it in the school library', async () => {
    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    await admin.goto('/admin/materials');
    await admin.getByRole('heading', { level: 1, name: ru.library.title }).waitFor();
    const studioPage = admin.getByRole('link', { name: DEMO_PAGE });
    await studioPage.waitFor();
    expect(await blockingA11yViolations(admin), 'library').toEqual([]);

    await studioPage.click();
    await admin.waitForURL((url) => url.pathname.startsWith('/admin/materials/studio-editor/'));
    const editor = admin.getByRole('textbox', { name: ru.studio.editorLabel });
    await editor.waitFor();
    await admin.locator('.katex').first().waitFor();
    expect(await blockingA11yViolations(admin), 'studio').toEqual([]);
    await editor.getByText('Сложи числители.').click();
    await admin.keyboard.press('End');
    await admin.keyboard.type(' Знаменатель не трогай!');
    await admin.getByText(/^Черновик сохранён в /).waitFor();

    await admin.goto('/admin/materials/studio-editor');
    await admin.getByRole('heading', { level: 1, name: ru.studio.newTitle }).waitFor();
    expect(await blockingA11yViolations(admin), 'new studio page').toEqual([]);
    await admin.goto('/admin/students/create');
    await admin.getByRole('heading', { level: 1, name: ru.adminStudents.form.createTitle }).waitFor();
    expect(await blockingA11yViolations(admin), 'new student').toEqual([]);
    expect(uncaughtErrors(admin)).toEqual([]);

    const teacher = await newPage(browser());
    await logInTo(teacher, DEMO.teacher, DEMO.password, '/teacher/classes');
    await teacher.goto('/teacher/materials');
    await teacher.getByRole('tab', { name: ru.libraryReader.schoolTab }).click();
    await teacher.getByText(DEMO_PAGE).first().waitFor();
    expect(await blockingA11yViolations(teacher), 'school library').toEqual([]);
    expect(uncaughtErrors(teacher)).toEqual([]);
  });
});
