import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { baseURL, DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { consoleErrorsOf, markDrawnOnArrival } from './support/drawn-page.ts';
import { logInTo, pickSubject, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

/** The demo student's name (server/src/db/seed/demo.ts), as the home greets them. */
const GREETING = ru.student.home.greeting.replace('{{name}}', 'Миша');

/** The home as the server sends it to this page's browser, with its cookies, before any script has run. */
async function rawHome(page: Page, withCookies = true): Promise<string> {
  const cookies = await page.context().cookies();
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseURL()}/student`, { headers: withCookies ? { cookie } : {} });
  return response.text();
}

async function signedInStudent(page: Page): Promise<void> {
  await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
  await pickSubject(page, 'Математика');
}

describe('the student home drawn by the server', () => {
  const browser = sharedBrowser();

  it('arrives drawn for the student and the subject they chose, and plain for anyone else', async () => {
    const page = await newPage(browser());
    await signedInStudent(page);

    const drawn = await rawHome(page);
    expect(drawn).toContain(GREETING);
    expect(drawn).toContain('id="first-screen"');
    expect(await rawHome(page, false)).toContain('<div id="root"></div>');
    const pageSession = (await page.context().cookies()).find((cookie) => cookie.name === 'umka_page_session');
    expect(pageSession?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('umka_page_session');
  });

  it('is taken over by the app without an error: the drawn heading stays, and every control works', async () => {
    const page = await newPage(browser());
    await signedInStudent(page);
    const consoleErrors = consoleErrorsOf(page);
    await markDrawnOnArrival(page, '#root h1');

    await page.goto('/student');
    await page.getByRole('heading', { name: GREETING }).waitFor();
    // The week's rounds are drawn too, not left loading for the app.
    await page.getByRole('region', { name: ru.student.whatNext.title }).getByRole('list').waitFor();
    await page.getByRole('link', { name: ru.wardrobe.card.shop }).click();
    await waitForPath(page, '/student/shop');
    await page.goBack();
    await waitForPath(page, '/student');

    expect(await page.locator('h1[data-drawn]').count()).toBe(1);
    expect(await blockingA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('is no longer drawn once the student has logged out', async () => {
    const page = await newPage(browser());
    await signedInStudent(page);
    await page.getByRole('banner').getByRole('button', { name: ru.common.logout }).click();
    await waitForPath(page, '/login');
    expect(await rawHome(page)).toContain('<div id="root"></div>');
  });
});
