import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

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

/** Long enough for a cold page on a busy CI machine, short enough that a missing element fails fast. */
const ACTION_TIMEOUT_MS = 10_000;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export function baseURL(): string {
  return inject('baseURL');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

/** One Chromium for the calling describe block, started before its tests and closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the shared browser starts in beforeAll');
    return browser;
  };
}

const uncaught = new WeakMap<Page, string[]>();

/** Pages opened by the running test, so a failure can be pictured (see failure-artifacts.ts). */
export const openPages = new Set<Page>();

export interface PageOptions {
  locale?: string;
  viewport?: { width: number; height: number };
  /** 'reduce' as a player who asked the system for less motion: games stop animating their bars. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** A fresh context is a fresh person: no stored token, no chosen subject, Russian by default. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: options.locale ?? 'ru-RU',
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  uncaught.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  return page;
}

/** Exceptions the page threw and nobody caught: a journey that ends with any of them has crashed somewhere. */
export function uncaughtErrors(page: Page): readonly string[] {
  return uncaught.get(page) ?? [];
}

export const DEMO = {
  admin: 'admin@example.com',
  teacher: 'teacher@example.com',
  /** The speech therapist: reading and school readiness, the class «Логопедия», the students' recordings. */
  speech: 'speech@example.com',
  student: 'student@example.com',
  /** Миша's mother (issue [15]): the parent cabinet, the chat with his teacher, the weekly mail. */
  parent: 'parent@example.com',
  password: 'password',
} as const;
