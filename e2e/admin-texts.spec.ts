import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { fill } from './support/classes.ts';
import { logInTo, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

const KEY = 'auth.loginTitle';
const NEW_TITLE = 'Добро пожаловать в Умку';

describe('admin texts', () => {
  const browser = sharedBrowser();

  it('changes the login page’s title for a signed-out visitor without a deploy, and takes it back', async () => {
    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    await admin.getByRole('link', { name: ru.adminTexts.nav, exact: true }).click();
    await waitForPath(admin, '/admin/texts');
    await admin.getByRole('main').getByRole('row').nth(10).waitFor();
    expect(await blockingA11yViolations(admin), 'list').toEqual([]);

    await admin.getByRole('textbox', { name: ru.adminTexts.search }).fill('loginTitle');
    await admin.getByRole('link', { name: KEY, exact: true }).click();
    await waitForPath(admin, `/admin/texts/${KEY}`);
    const russian = admin.getByRole('textbox', { name: fill(ru.adminTexts.field, { locale: 'ru-RU' }) });
    await russian.fill(NEW_TITLE);
    await admin
      .getByRole('region', { name: fill(ru.adminTexts.previewOf, { locale: 'ru-RU' }) })
      .getByText(NEW_TITLE)
      .waitFor();
    expect(await blockingA11yViolations(admin), 'editor').toEqual([]);
    await admin.getByRole('button', { name: ru.adminTexts.save }).click();
    await admin.getByText(ru.adminTexts.saved).waitFor();

    const visitor = await newPage(browser());
    try {
      await visitor.goto('/login');
      await visitor.getByText(NEW_TITLE, { exact: true }).waitFor();
      expect(uncaughtErrors(visitor)).toEqual([]);
    } finally {
      await admin.getByRole('button', { name: ru.adminTexts.reset, exact: true }).click();
      await admin.getByRole('dialog').getByRole('button', { name: ru.adminTexts.reset, exact: true }).click();
      await admin.getByText(ru.adminTexts.resetDone).waitFor();
    }

    await visitor.reload();
    const submit = visitor.getByRole('button', { name: ru.auth.loginSubmit });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await visitor.getByText(NEW_TITLE, { exact: true }).count()).toBe(0);
    expect(await visitor.getByText(ru.auth.loginTitle, { exact: true }).count()).toBeGreaterThan(0);
  });
});
