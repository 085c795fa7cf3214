import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { logInTo, pickSubject, waitForPath } from './support/people.ts';

const DIST = resolve(import.meta.dirname, '../web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');

/**
 * ARCHITECTURE.md § Budgets: ≤ 150 KB gzip of JavaScript on /login. The server sends /login as the light login page
 * (web/login.html), so its entry graph is what a visitor loads before the form works; the app's page (index.html)
 * loads after the login, its first files fetched ahead while the child types (web/src/login-page/app-files.ts).
 */
const LOGIN_BUDGET_KB = 150;
/**
 * ARCHITECTURE.md § Budgets: ≤ 220 KB of JavaScript on the student home, everything it loads before it is idle, as
 * `bench:web` counts it (the bodies as sent, compressed): the drawn page's boot script and the app that takes it over.
 */
const HOME_BUDGET_KB = 220;
/** The page is idle once no new file has arrived for this long (`bench:web` waits as long). */
const QUIET_MS = 1500;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Every chunk the browser must load before login.html's script runs: the entry and its static imports, deeply. */
function entryGraph(manifest: Record<string, ManifestChunk>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('login.html');
  return files;
}

function readManifest(): Record<string, ManifestChunk> {
  expect(
    existsSync(MANIFEST),
    `${MANIFEST} is missing: run \`npm run build\` (build.manifest in web/vite.config.ts)`,
  ).toBe(true);
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

describe('the first load of /login', () => {
  it(`stays within ${LOGIN_BUDGET_KB} KB of gzip JavaScript`, () => {
    const sizes = entryGraph(readManifest())
      .map((file) => ({ file, kb: gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024 }))
      .sort((a, b) => b.kb - a.kb);
    const totalKb = sizes.reduce((sum, chunk) => sum + chunk.kb, 0);
    const heaviest = sizes
      .slice(0, 5)
      .map((chunk) => `${chunk.file} ${chunk.kb.toFixed(1)} KB`)
      .join(', ');
    expect(
      totalKb,
      `the login entry graph is ${totalKb.toFixed(1)} KB gzip in ${sizes.length} chunks; heaviest: ${heaviest}`,
    ).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
  });
});

describe('the first load of the student home', () => {
  const browser = sharedBrowser();

  it(`stays within ${HOME_BUDGET_KB} KB of JavaScript as sent, with an empty cache`, async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, 'Математика');
    await waitForPath(page, '/student');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    await page.goto('/student');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const arrived = () => page.evaluate(() => performance.getEntriesByType('resource').length);
    let count = await arrived();
    for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await arrived();
      if (now !== count) [count, quietSince] = [now, Date.now()];
    }
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname, kb: entry.encodedBodySize / 1024 })),
    );
    const totalKb = scripts.reduce((sum, script) => sum + script.kb, 0);
    const heaviest = [...scripts]
      .sort((a, b) => b.kb - a.kb)
      .slice(0, 5)
      .map((script) => `${script.file} ${script.kb.toFixed(1)} KB`)
      .join(', ');
    expect(scripts.length).toBeGreaterThan(1);
    expect(
      totalKb,
      `the student home loads ${totalKb.toFixed(1)} KB of JavaScript in ${scripts.length} files; heaviest: ${heaviest}`,
    ).toBeLessThanOrEqual(HOME_BUDGET_KB);
  });
});
