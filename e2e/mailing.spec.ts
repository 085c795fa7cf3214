import { describe, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, pickSubject } from './support/people.ts';
import { ru } from './support/texts.ts';

const MATH = 1;
const CLASS_TITLE = '3 «А»';

describe('the admin’s mailing', () => {
  const browser = sharedBrowser();

  it('reaches every student of a class, and an open student page finds the letter in the phone at once', async () => {
    const student = await newPage(browser());
    await logInTo(student, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(student, (await subjectById(MATH)).title['ru-RU']);

    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    await admin.goto('/admin/mailing');
    const text = `Завтра идём в планетарий, не опаздывайте! ${Date.now()}`;
    await admin
      .getByRole('textbox', { name: new RegExp(ru.mailing.textLabel.replace('{{language}}', ru.mailing.languages.ru)) })
      .fill(text);
    await admin.getByRole('combobox', { name: ru.mailing.audience, exact: true }).click();
    await admin.getByRole('option', { name: ru.mailing.kinds.group, exact: true }).click();
    await admin.getByRole('combobox', { name: new RegExp(`^${ru.mailing.pick.group}`) }).click();
    await admin.getByRole('option', { name: CLASS_TITLE }).click();
    const recipients = ru.mailing.recipients_many.replace('{{count}}', '5');
    await admin.getByText(recipients).waitFor();
    await admin.getByRole('button', { name: ru.mailing.send }).click();
    const confirm = admin.getByRole('dialog', { name: ru.mailing.confirmTitle });
    await confirm.getByText(recipients).waitFor();
    await confirm.getByRole('button', { name: ru.ui.confirm.yes }).click();
    await admin
      .getByRole('row')
      .filter({ hasText: text.slice(0, 30) })
      .getByText(ru.mailing.status.done)
      .waitFor();

    await student.getByText(ru.mail.newLetter).first().waitFor();
    await student.getByTestId('phone-toggle').click();
    const phone = student.getByRole('dialog', { name: ru.phone.title });
    await phone.getByRole('tab', { name: new RegExp(ru.phone.mail) }).click();
    await phone.getByText(text).waitFor();
  });
});
