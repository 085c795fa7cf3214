import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseURL(): string {
  return inject('baseURL');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

/** A fresh context is a fresh person: no stored token, no chosen subject, Russian by default. */
export async function newPage(browser: Browser, options: { locale?: string } = {}): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseURL(),
    locale: options.locale ?? 'ru-RU',
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

export const DEMO = {
  admin: 'admin@example.com',
  teacher: 'teacher@example.com',
  student: 'student@example.com',
  password: 'password',
} as const;
