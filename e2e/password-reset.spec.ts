import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { logIn, logInTo, notice, registerStudent, waitForPath } from './support/people.ts';
import { errorText, ru } from './support/texts.ts';

/** The admin opens Settings and reads the newest six-digit code mailed to this address from the dev outbox. */
async function readResetCodeAsAdmin(admin: Page, email: string): Promise<string> {
  await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
  await admin.getByRole('navigation').getByRole('link', { name: ru.shell.navSettings }).click();
  await waitForPath(admin, '/admin/settings');
  const outbox = admin.getByRole('region', { name: ru.admin.outbox.title });
  const mail = outbox.getByRole('article').filter({ hasText: email }).first();
  await mail.waitFor();
  // The mail reads "…code: 123456"; the colon keeps the time and the address out of the match.
  const code = /:\s*(\d{6})\b/.exec((await mail.textContent()) ?? '')?.[1];
  if (!code) throw new Error(`no six-digit code in the mail to ${email}`);
  return code;
}

describe('password reset with the code from the dev outbox', () => {
  const browser = sharedBrowser();

  it('lets a student who forgot the password set a new one with the mailed code and log in with it', async () => {
    const page = await newPage(browser());
    const student = await registerStudent(page);

    await page.getByRole('link', { name: ru.auth.forgotPassword }).click();
    await waitForPath(page, '/login/restore');
    // The address changes before the reset page has loaded; meanwhile the login form, with its own Email field, stays.
    await page.getByRole('heading', { name: ru.auth.restoreTitle }).waitFor();
    await page.getByLabel(ru.auth.email).fill(student.email);
    await page.getByRole('button', { name: ru.auth.restoreSendCode }).click();
    const codeField = page.getByLabel(ru.auth.restoreCode);
    await codeField.waitFor();

    const code = await readResetCodeAsAdmin(await newPage(browser()), student.email);

    const newPassword = `${student.password}-new`;
    await codeField.fill(code);
    await page.getByLabel(ru.auth.newPassword).fill(newPassword);
    await page.getByRole('button', { name: ru.auth.restoreSubmit }).click();
    await waitForPath(page, '/login');
    await notice(page, ru.auth.restoreDone).waitFor();

    await logInTo(page, student.email, newPassword, '/student/subject');
    await page.getByRole('heading', { name: ru.student.subjects.title }).waitFor();
  });

  it('refuses a wrong code and keeps the old password working', async () => {
    const page = await newPage(browser());
    const student = await registerStudent(page);
    await page.goto('/login/restore');
    await page.getByRole('heading', { name: ru.auth.restoreTitle }).waitFor();
    await page.getByLabel(ru.auth.email).fill(student.email);
    await page.getByRole('button', { name: ru.auth.restoreSendCode }).click();
    await page.getByLabel(ru.auth.restoreCode).fill('000000');
    await page.getByLabel(ru.auth.newPassword).fill('another-password');
    await page.getByRole('button', { name: ru.auth.restoreSubmit }).click();
    await page.getByText(errorText('RESET_CODE_INVALID')).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/restore');

    await page.goto('/login');
    await logIn(page, student.email, student.password);
    await waitForPath(page, '/student/subject');
  });
});
