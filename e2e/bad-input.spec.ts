import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { logIn, notice, registerStudent, waitForPath } from './support/people.ts';
import { errorText, ru } from './support/texts.ts';

describe('bad input on the public forms', () => {
  const browser = sharedBrowser();

  it('answers a wrong password with "Некорректные данные" and lets the person try again', async () => {
    const page = await newPage(browser());
    const student = await registerStudent(page);
    await logIn(page, student.email, 'not-the-password');
    await notice(page, ru.auth.loginFailed).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await logIn(page, student.email, student.password);
    await waitForPath(page, '/student/subject');
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('marks every required field of an empty registration form with its own localized error', async () => {
    const page = await newPage(browser());
    await page.goto('/registration');
    await page.getByRole('checkbox').first().waitFor();
    await page.getByRole('button', { name: ru.auth.registrationSubmit }).click();
    for (const code of [
      'FIRST_NAME_REQUIRED',
      'LAST_NAME_REQUIRED',
      'EMAIL_REQUIRED',
      'PASSWORD_REQUIRED',
      'NOTHING_SELECTED',
    ] as const) {
      await page.getByText(errorText(code), { exact: true }).waitFor();
    }
    await page.getByLabel(ru.auth.firstName).fill('Оля');
    await page.getByRole('button', { name: ru.auth.registrationSubmit }).click();
    await page.getByText(errorText('LAST_NAME_REQUIRED'), { exact: true }).waitFor();
    expect(await page.getByText(errorText('FIRST_NAME_REQUIRED'), { exact: true }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/registration');
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('refuses to register an email that is taken with "Что-то пошло не так" and the field named', async () => {
    const page = await newPage(browser());
    await page.goto('/registration');
    await page.getByLabel(ru.auth.firstName).fill('Миша');
    await page.getByLabel(ru.auth.lastName).fill('Двойник');
    await page.getByLabel(ru.auth.email).fill(DEMO.student);
    await page.getByLabel(ru.auth.password).fill('secret-pass');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: ru.auth.registrationSubmit }).click();
    await notice(page, ru.auth.registrationFailed).waitFor();
    await page.getByText(errorText('EMAIL_TAKEN'), { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/registration');
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
