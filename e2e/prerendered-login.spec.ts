import { describe, expect, it } from 'vitest';
import { baseURL, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { TEXT } from './support/texts.ts';

/** The page as the server sends it, before any script has run. */
async function rawLoginPage(cookie?: string): Promise<string> {
  const response = await fetch(`${baseURL()}/login`, { headers: cookie ? { cookie } : {} });
  return response.text();
}

describe('the prerendered login page', () => {
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

  it('is taken over by the app without an error, and the drawn heading is the one that stays', async () => {
    const page = await newPage(browser());
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Marks the heading the server drew as soon as the parser inserts it, before any of the app's code runs.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = document.querySelector('#root h1, #root h2');
        if (!heading) return;
        heading.setAttribute('data-drawn', '');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    const submit = page.getByRole('button', { name: TEXT['ru-RU'].auth.loginSubmit });
    await expect.poll(() => submit.isEnabled()).toBe(true);

    expect(await page.locator('[data-drawn]').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
