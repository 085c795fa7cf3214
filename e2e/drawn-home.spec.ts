import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { baseURL, DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { consoleErrorsOf, markDrawnOnArrival, waitForTakeOver } from './support/drawn-page.ts';
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

/** The page's layout shifts that came without input, before the given moment, summed as Web Vitals sum them. */
function layoutShiftBefore(page: Page, moment: number): Promise<number> {
  return page.evaluate(
    (before) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          const counted = shifts.filter((shift) => !shift.hadRecentInput && shift.startTime < before);
          resolve(counted.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
    moment,
  );
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
    await waitForTakeOver(page, '#root h1');

    // The app adopted the drawn heading rather than drawing another, and the page did not jump meanwhile: the drawn
    // screen's styles are those the app's full sheet gives it (below "good" in Web Vitals' terms, 0.1).
    expect(await page.locator('h1[data-drawn]').count()).toBe(1);
    expect(await layoutShiftBefore(page, await page.evaluate(() => performance.now()))).toBeLessThan(0.1);
    expect(await blockingA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: ru.wardrobe.card.shop }).click();
    await waitForPath(page, '/student/shop');
    await page.goBack();
    await waitForPath(page, '/student');
    await page.getByRole('heading', { name: GREETING }).waitFor();
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
