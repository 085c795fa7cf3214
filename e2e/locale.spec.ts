import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './support/browser.ts';
import { TEXT } from './support/texts.ts';

type Locale = keyof typeof TEXT;

/** Clicks the short language name in the switcher at the top right, as a person would. */
async function switchTo(page: Page, shortName: 'RU' | 'EN' | 'UA'): Promise<void> {
  await page.getByRole('radiogroup').getByText(shortName, { exact: true }).click();
}

/** The login page reads entirely in the given language: heading, field labels, button, html lang. */
async function expectLoginIn(page: Page, locale: Locale): Promise<void> {
  const text = TEXT[locale].auth;
  await page.getByRole('heading', { name: text.loginTitle }).waitFor();
  await page.getByLabel(text.password, { exact: true }).waitFor();
  await page.getByRole('button', { name: text.loginSubmit }).waitFor();
  await page.getByRole('link', { name: text.forgotPassword }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
}

describe('the language switcher', () => {
  const browser = sharedBrowser();

  it('turns the login page from Russian to English to Ukrainian, and the choice survives a reload', async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await expectLoginIn(page, 'ru-RU');

    await switchTo(page, 'EN');
    await expectLoginIn(page, 'en-US');
    expect(await page.getByRole('heading', { name: TEXT['ru-RU'].auth.loginTitle }).count()).toBe(0);

    await switchTo(page, 'UA');
    await expectLoginIn(page, 'uk-UA');

    await page.reload();
    await expectLoginIn(page, 'uk-UA');
  });
});
