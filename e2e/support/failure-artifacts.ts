import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach } from 'vitest';
import { openPages, uncaughtErrors } from './browser.ts';

/** Git and Biome ignore this folder; CI can keep it as the run's artifacts. */
const ARTIFACTS_DIR = resolve(import.meta.dirname, '../artifacts');

/**
 * When a journey fails, every page it had open is pictured and its address and uncaught errors
 * printed, so a failure on CI can be understood without running it again.
 */
afterEach(async ({ task }) => {
  const pages = [...openPages];
  openPages.clear();
  if (task.result?.state !== 'fail') return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const slug = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const path = join(ARTIFACTS_DIR, `${slug}-${index + 1}.png`);
    await page.screenshot({ path, fullPage: true }).catch(() => undefined);
    console.error(
      `[e2e] page ${index + 1} at ${page.url()} → ${path}; uncaught: ${uncaughtErrors(page).join(' | ') || 'none'}`,
    );
  }
});
