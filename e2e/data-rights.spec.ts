import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { createCabinet } from './support/cabinet.ts';
import { fill } from './support/classes.ts';
import { logInTo, notice, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

describe("a student's data rights", () => {
  const browser = sharedBrowser();

  it('lets the admin download a student’s whole record as a ZIP, then erase them after typing the name', async () => {
    // A student of a new class, so no other journey's demo student loses their data.
    const { students } = await createCabinet();
    const [student] = students;
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto(`/admin/students/${student.id}`);
    const card = page.getByRole('region', { name: ru.dataRights.title });
    await card.waitFor();
    expect(await blockingA11yViolations(page), 'student page').toEqual([]);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: ru.dataRights.export }).click();
    const file = await (await download).path();
    expect((await readFile(file)).subarray(0, 2).toString('latin1')).toBe('PK');

    await card.getByRole('button', { name: ru.dataRights.erase }).click();
    const dialog = page.getByRole('dialog', { name: fill(ru.dataRights.eraseTitle, { name: student.name }) });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: ru.dataRights.confirm });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await blockingA11yViolations(page), 'erase dialog').toEqual([]);
    await dialog.getByRole('textbox').fill(student.name);
    await confirm.click();
    await notice(page, ru.dataRights.erased).waitFor();
    await waitForPath(page, '/admin/students');
    expect(uncaughtErrors(page)).toEqual([]);

    const login = await fetch(`${new URL(page.url()).origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: student.email, password: student.password }),
    });
    expect(login.status).toBe(401);
  }, 90_000);
});
