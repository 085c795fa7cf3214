import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { createCabinet } from './support/cabinet.ts';
import { logIn, logInTo, notice, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

describe('signed-in devices', () => {
  const browser = sharedBrowser();

  it('lets a student sign a second device out from «Мои устройства», which is asked to log in again at once', async () => {
    // A new student: ending another device of a demo account would sign out a journey running beside this one.
    const [student] = (await createCabinet()).students;
    const phone = await newPage(browser());
    await logIn(phone, student.email, student.password);
    await phone.waitForURL((url) => url.pathname.startsWith('/student'));
    const laptop = await newPage(browser());
    await logIn(laptop, student.email, student.password);
    await laptop.waitForURL((url) => url.pathname.startsWith('/student'));

    await laptop.goto('/student/devices');
    await laptop.getByRole('heading', { level: 1, name: ru.devices.title }).waitFor();
    await laptop.getByText(ru.devices.thisDevice).waitFor();
    expect(await blockingA11yViolations(laptop)).toEqual([]);
    await laptop.getByRole('button', { name: new RegExp(`^${ru.devices.end}: `) }).click();
    await laptop.getByRole('dialog').getByRole('button', { name: ru.devices.end }).click();
    await notice(laptop, ru.devices.ended).waitFor();
    await laptop.getByText(ru.devices.noOthers).waitFor();

    await phone.reload();
    await waitForPath(phone, '/login');
    expect(uncaughtErrors(laptop)).toEqual([]);
  }, 90_000);

  it('shows the demo parent her devices on the adults’ page, with nothing to find for axe', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.parent, DEMO.password, '/parent');
    await page.goto('/account/devices');
    await page.getByRole('heading', { level: 1, name: ru.devices.title }).waitFor();
    await page.getByText(ru.devices.thisDevice).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });
});
