import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { ru } from './texts.ts';

/** Waits until the address bar shows this path (client-side redirects included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** A notice in the bottom-right corner (Mantine notifications are role=alert) carrying this text. */
export function notice(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

/** Fills the login form and submits it; where the person lands is up to the caller to check. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') {
    await page.goto('/login');
  }
  await page.getByLabel(ru.auth.email).fill(email);
  await page.getByLabel(ru.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: ru.auth.loginSubmit }).click();
}

/** Logs in and waits for the role's home, so a failed login fails here with a clear path mismatch. */
export async function logInTo(page: Page, email: string, password: string, home: string): Promise<void> {
  await logIn(page, email, password);
  await waitForPath(page, home);
}

export interface Newcomer {
  email: string;
  password: string;
  firstName: string;
}

/**
 * Signs up a brand-new student through /registration. Journeys that change a password or fail a
 * login use such a person, so the demo accounts keep their password and their login attempts.
 */
export async function registerStudent(page: Page, subjectTitle = 'Математика'): Promise<Newcomer> {
  const newcomer: Newcomer = {
    email: `e2e-${randomUUID().slice(0, 8)}@example.com`,
    password: `pw-${randomUUID().slice(0, 6)}`,
    firstName: 'Тестовый',
  };
  await page.goto('/registration');
  await page.getByLabel(ru.auth.firstName).fill(newcomer.firstName);
  await page.getByLabel(ru.auth.lastName).fill('Ученик');
  await page.getByLabel(ru.auth.email).fill(newcomer.email);
  await page.getByLabel(ru.auth.password).fill(newcomer.password);
  await page.getByRole('checkbox', { name: subjectTitle, exact: true }).check();
  await page.getByRole('button', { name: ru.auth.registrationSubmit }).click();
  await waitForPath(page, '/login');
  await notice(page, ru.auth.registrationDone).waitFor();
  // A newcomer meets the demo's required welcome news (in math) on their first page and reads it, as a child would.
  await readsRequiredNews(page);
  return newcomer;
}

/**
 * A student who reads any required news item the moment it opens over a page, as a child would: the demo's welcome
 * item, or one another journey's admin published meanwhile.
 */
export async function readsRequiredNews(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('button', { name: ru.news.modal.confirmRead }),
    async (read) => {
      // Both may wait, the next opening as soon as the first is read: so this waits for this item's own button to go,
      // and the handler runs again for the next one, where a wait for "no such button" could miss the short gap.
      const button = await read.elementHandle();
      if (!button) return;
      await button.click();
      await button.waitForElementState('hidden');
    },
    { noWaitAfter: true },
  );
}

/** Clicks the subject's tile on /student/subject and waits for the student home in that subject. */
export async function pickSubject(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: title, exact: true }).click();
  await waitForPath(page, '/student');
}

/** The header's painted background as the browser computed it, e.g. `rgb(66, 99, 235)`. */
export async function headerBackground(page: Page): Promise<string> {
  return page.getByTestId('student-header').evaluate((header) => getComputedStyle(header).backgroundColor);
}

/** `#4263eb` → `rgb(66, 99, 235)`, the form getComputedStyle reports. */
export function cssRgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
