import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where page pictures go for a person to look at; unset, none are taken. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS;

/** Saves a full-page picture as `<name>-<width>.png` when E2E_SCREENSHOTS names a folder. */
export async function snapshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

/**
 * How far the page sticks out past the right edge of the window, in CSS pixels. A phone user
 * would have to scroll sideways to see that part; tables keep their own scroll box instead.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * How far the page's table reaches past the box that scrolls it, in CSS pixels: more than zero means
 * the reader has to scroll the table sideways to see all of it.
 */
export async function tableSidewaysScroll(page: Page): Promise<number> {
  return page.getByRole('table').evaluate((table) => {
    let box = table.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    return box ? box.scrollWidth - box.clientWidth : 0;
  });
}
