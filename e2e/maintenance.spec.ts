import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureMaintenanceOff } from './support/admin-api.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { cssRgb, headerBackground, logInTo, notice, pickSubject, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

async function openMaintenanceSwitch(admin: Page) {
  await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
  await admin.getByRole('navigation').getByRole('link', { name: ru.shell.navSettings }).click();
  await waitForPath(admin, '/admin/settings');
  const toggle = admin.getByRole('switch', { name: ru.admin.maintenance.switch });
  await toggle.waitFor();
  return toggle;
}

describe('maintenance mode', () => {
  const browser = sharedBrowser();
  afterAll(async () => {
    // All spec files share one server: whatever happened above, the platform is left open.
    await ensureMaintenanceOff();
  });

  it('shows a working student the maintenance screen on their next action and lets them back in once it is off', async () => {
    const [math, reading] = await Promise.all([subjectById(1), subjectById(2)]);
    const student = await newPage(browser());
    await logInTo(student, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(student, math.title['ru-RU']);

    const admin = await newPage(browser());
    const toggle = await openMaintenanceSwitch(admin);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    const confirm = admin.getByRole('dialog', { name: ru.admin.maintenance.confirmOn });
    await confirm.getByRole('button', { name: ru.admin.maintenance.turnOn }).click();
    await notice(admin, ru.admin.maintenance.enabledNotice).waitFor();
    await admin.getByText(ru.admin.maintenance.activeNote).waitFor();

    await student.getByTestId('student-header').getByRole('link', { name: ru.shell.changeSubject }).click();
    await student.getByRole('button', { name: reading.title['ru-RU'], exact: true }).click();
    await student.getByRole('heading', { name: ru.errors.maintenanceTitle }).waitFor();

    await toggle.click();
    await notice(admin, ru.admin.maintenance.disabledNotice).waitFor();
    expect(await toggle.isChecked()).toBe(false);

    await student.getByRole('button', { name: ru.common.retry }).click();
    await waitForPath(student, '/student');
    await student.getByTestId('student-header').getByRole('link', { name: ru.shell.changeSubject }).click();
    await pickSubject(student, reading.title['ru-RU']);
    await expect.poll(() => headerBackground(student)).toBe(cssRgb(reading.color));
  });
});
