import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { createTeacher, MENTAL_ID } from './support/cabinet.ts';
import { fill } from './support/classes.ts';
import { logInTo, notice } from './support/people.ts';
import { ru } from './support/texts.ts';

describe('teacher subjects', () => {
  const browser = sharedBrowser();

  it("lets an admin give a teacher a subject, which the teacher's class form then offers, and only their own", async () => {
    const teacher = await createTeacher('Пётр', 'Предметов', [MENTAL_ID]);

    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    await admin.getByRole('textbox', { name: ru.admin.users.search }).fill(teacher.email);
    await admin.getByRole('button', { name: fill(ru.admin.users.actionsFor, { name: teacher.name }) }).click();
    await admin.getByRole('menuitem', { name: ru.admin.users.subjects }).click();
    const dialog = admin.getByRole('dialog', { name: fill(ru.admin.teacherSubjects.title, { name: teacher.name }) });
    await dialog.getByText('Ментальная арифметика', { exact: true }).first().waitFor();
    // The label names both the typed-in field of the multiselect and its listbox; the field opens the options.
    await dialog
      .getByLabel(new RegExp(`^${ru.admin.teacherSubjects.label}`))
      .and(dialog.locator('input:not([type=hidden])'))
      .click();
    await admin.getByRole('option', { name: 'Чтение', exact: true }).click();
    // A click beside the field closes the options, which otherwise cover the buttons.
    await dialog.getByText(ru.admin.teacherSubjects.hint).click();
    await dialog.getByRole('button', { name: ru.admin.teacherSubjects.save }).click();
    await notice(admin, fill(ru.admin.teacherSubjects.saved, { name: teacher.name })).waitFor();

    const page = await newPage(browser());
    await logInTo(page, teacher.email, teacher.password, '/teacher/classes');
    await page.goto('/teacher/classes/create');
    await page.getByPlaceholder(ru.teacherClasses.form.subjectPlaceholder).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['Чтение', 'Ментальная арифметика']);
  }, 90_000);
});
