import { describe, expect, it } from 'vitest';
import { baseURL, DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { consoleErrorsOf, markDrawnOnArrival } from './support/drawn-page.ts';
import { logInTo } from './support/people.ts';
import { TEXT } from './support/texts.ts';

/** The page as the server sends it, before any script has run. */
async function rawLoginPage(cookie?: string): Promise<string> {
  const response = await fetch(`${baseURL()}/login`, { headers: cookie ? { cookie } : {} });
  return response.text();
}

describe('the light login page', () => {
  const browser = sharedBrowser();

  it('arrives with its form already drawn, in the language the visitor chose last', async () => {
    const russian = await rawLoginPage();
    expect(russian).toContain('data-prerendered="ru-RU"');
    expect(russian).toContain(TEXT['ru-RU'].auth.loginTitle);
    expect(russian).toMatch(/<input[^>]+name="email"/);
    const english = await rawLoginPage('locale=en-US');
    expect(english).toContain('data-prerendered="en-US"');
    expect(english).toContain(TEXT['en-US'].auth.loginSubmit);
  });

  it('is taken over by its script without an error, and the drawn heading is the one that stays', async () => {
    const page = await newPage(browser());
    const consoleErrors = consoleErrorsOf(page);
    await markDrawnOnArrival(page, '#root h1, #root h2');
    await page.goto('/login');
    const submit = page.getByRole('button', { name: TEXT['ru-RU'].auth.loginSubmit });
    await expect.poll(() => submit.isEnabled()).toBe(true);

    expect(await page.locator('[data-drawn]').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it("fetches the app's files while the child types, so the app's page after the login comes from the cache", async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await page.getByLabel(TEXT['ru-RU'].auth.email).focus();
    const named = await page.evaluate(
      () => JSON.parse(document.getElementById('app-files')?.textContent ?? '[]') as string[],
    );
    expect(named.some((file) => /\/assets\/index-.*\.js$/.test(file))).toBe(true);
    const fetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    await expect
      .poll(async () => {
        const done = await fetched();
        return named.filter((file) => !done.includes(file));
      })
      .toEqual([]);

    await logInTo(page, DEMO.admin, DEMO.password, '/admin');

    const fromNetwork = await page.evaluate(
      (files) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => files.includes(new URL(entry.name).pathname) && entry.transferSize > 0)
          .map((entry) => new URL(entry.name).pathname),
      named,
    );
    expect(fromNetwork).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
