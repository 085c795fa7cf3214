import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, pickSubject } from './support/people.ts';
import { ru } from './support/texts.ts';

const MATH = 1;
const TEACHER_NAME = 'Ирина Петрова';

/** The student's phone, opened from its corner button, on its chat tab. */
async function openPhoneChat(page: Page) {
  await page.getByTestId('phone-toggle').click();
  const phone = page.getByRole('dialog', { name: ru.phone.title });
  await phone.getByRole('tab', { name: new RegExp(ru.phone.chat) }).click();
  return phone;
}

describe('the platform talks', () => {
  const browser = sharedBrowser();

  it('lets a teacher and a student chat live, and the student sees why they cannot write once blocked', async () => {
    const student = await newPage(browser());
    await logInTo(student, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(student, (await subjectById(MATH)).title['ru-RU']);
    const phone = await openPhoneChat(student);
    await phone.getByRole('button', { name: new RegExp(TEACHER_NAME) }).click();
    await phone.getByText(ru.chat.emptyThread).or(phone.getByRole('log')).first().waitFor();

    const teacher = await newPage(browser());
    await logInTo(teacher, DEMO.teacher, DEMO.password, '/teacher/classes');
    await teacher.goto('/teacher/chat');
    // Миша's own conversation: his mother's, which names him as her child, stands in the same list.
    await teacher
      .getByRole('button', { name: /Миша/ })
      .filter({ hasNotText: /родитель:/ })
      .first()
      .click();

    const hello = `Миша, как успехи с дробями? ${Date.now()}`;
    await teacher.getByRole('textbox', { name: ru.chat.messageLabel }).fill(hello);
    await teacher.keyboard.press('Enter');
    await phone.getByRole('log').getByText(hello).waitFor();
    // The student's open thread reads it at once: the teacher's tick turns into "read" live.
    await teacher.getByRole('log').getByRole('img', { name: ru.chat.read }).first().waitFor();

    const reply = `Всё получилось, спасибо! ${Date.now()}`;
    await phone.getByRole('textbox', { name: ru.chat.messageLabel }).fill(reply);
    await phone.getByRole('button', { name: ru.chat.send }).click();
    await teacher.getByRole('log').getByText(reply).waitFor();

    await teacher.getByRole('button', { name: ru.chat.menu }).click();
    await teacher.getByRole('menuitem', { name: ru.chat.block }).click();
    const confirm = teacher.getByRole('dialog', { name: ru.chat.blockConfirm });
    await confirm.getByRole('button', { name: ru.ui.confirm.yes }).click();

    await phone.getByText(ru.chat.blockedTitle).waitFor();
    expect(await phone.getByRole('textbox', { name: ru.chat.messageLabel }).count()).toBe(0);

    // The teacher lifts the block again, so the demo stays as it was for every later journey.
    await teacher
      .getByRole('button', { name: new RegExp(ru.chat.unblock) })
      .first()
      .click();
    await teacher
      .getByRole('dialog', { name: ru.chat.unblockConfirm })
      .getByRole('button', { name: ru.ui.confirm.yes })
      .click();
    await phone.getByRole('textbox', { name: ru.chat.messageLabel }).waitFor();
  });

  it('opens required news an admin publishes on an open student page at once, until the student has read it', async () => {
    const student = await newPage(browser());
    await logInTo(student, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(student, (await subjectById(MATH)).title['ru-RU']);

    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    await admin.goto('/admin/news/create');
    await admin.getByRole('combobox', { name: ru.newsAdmin.form.subject }).click();
    await admin.getByRole('option', { name: (await subjectById(MATH)).title['ru-RU'] }).click();
    const title = `Олимпиада в субботу ${Date.now()}`;
    await admin
      .getByRole('textbox', { name: new RegExp(`^${ru.newsAdmin.form.title}`) })
      .first()
      .fill(title);
    await admin
      .getByRole('textbox', { name: new RegExp(`^${ru.newsAdmin.form.text}`) })
      .first()
      .click();
    await admin.keyboard.type('Приходите все: будет весело и интересно!');
    await admin.getByRole('switch', { name: ru.newsAdmin.form.required }).check();
    await admin.getByRole('button', { name: ru.newsAdmin.form.publish }).click();
    await admin.getByText(ru.newsAdmin.form.published).waitFor();

    const modal = student.getByRole('dialog', { name: title });
    await modal.getByText('Приходите все: будет весело и интересно!').waitFor();
    await student.keyboard.press('Escape');
    await modal.waitFor();
    await modal.getByRole('button', { name: ru.news.modal.confirmRead }).click();
    await modal.waitFor({ state: 'detached' });
  });
});
