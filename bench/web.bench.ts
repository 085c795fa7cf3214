/**
 * First load of the built SPA as a browser gets it from the real server (the compiled server as `npm start` runs it,
 * in a process of its own, on a temporary SQLite database with the demo data, precompressed files): for /login, anonymous, and for the student home after a real login,
 * each page is loaded with an empty cache at 4× CPU slowdown until its own text shows and the network has been
 * quiet for 1.5 s, counting what arrived by type and the Largest Contentful Paint. A bare Fastify page (one tiny script that writes a heading) is measured
 * in the same run as the floor. Each load happens in a tab that has been open for a second, as a child's browser is
 * before they type the address. Needs `npm run build` first and Chromium at CHROMIUM_PATH (/usr/bin/chromium).
 * Run with `npm run bench:web` (which compiles the server first) (BENCH_RUNS=loads per page, BENCH_LIST=1 lists each script); not a test. The figures go to docs/PERFORMANCE.md.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import ru from '../web/src/locales/ru-RU.json';
import { requireCompiledServer, startCompiledServer } from './processes.ts';
import { listen } from './real-app.ts';
import { logInStudent, median } from './student-browser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const WEB_DIST = join(import.meta.dirname, '../web/dist');
/** The subject the demo student chooses before the home opens. */
const SUBJECT_ID = 1;
/** ARCHITECTURE.md § Budgets, compressed JavaScript before idle. */
const JS_BUDGET_KB: Record<string, number> = { '/login': 150, '/student': 220 };
const LCP_TARGET_MS = 1000;
/**
 * A page is loaded once its own text shows and no request has been open for this long. Chromium's "network idle"
 * alone ends too early here: at 4× slowdown the app computes for more than its 500 ms between two waves of requests.
 */
const QUIET_MS = 1500;
/**
 * How long a new tab is left before it loads the page: its renderer process starts meanwhile. Timed from a new tab,
 * that start shared this machine's two cores with the server answering the page (a drawn home's answer took
 * 150–900 ms instead of ~80 ms, docs/PERFORMANCE.md), which no visitor's already open browser makes it do.
 */
const TAB_SETTLE_MS = 1000;
const DEADLINE_MS = 600_000;

interface Load {
  /**
   * Body bytes received per Chromium resource type (compressed, as they came), and requests of each type. The
   * budgets count bodies; response headers are summed apart, over all requests.
   */
  bytes: Record<string, number>;
  headerBytes: number;
  requests: Record<string, number>;
  lcpMs: number;
  /** Each script's path and body bytes, for BENCH_LIST=1. */
  scripts: [string, number][];
}

/** The least a page can be: a module script that writes a heading, the way the SPA writes its first text. */
function bareApp(): FastifyInstance {
  const app = Fastify();
  app.get('/', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bare</title>' +
          '<script type="module" src="/app.js"></script></head><body><main id="root"></main></body></html>',
      ),
  );
  app.get('/app.js', (_request, reply) =>
    reply
      .type('text/javascript')
      .send(`document.getElementById('root').innerHTML = '<h1>${ru.auth.loginTitle}</h1><p>${ru.common.appName}</p>';`),
  );
  return app;
}

/** In the page: the start of its last Largest Contentful Paint candidate (the final LCP), NaN if it painted none. */
const LARGEST_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(Number.NaN), 5000);
})`;

/**
 * `empty`: a first visit. `warm`: a return visit, the way a child opens the app every day — the hashed files come
 * from the browser's cache (they are immutable), the page and every API answer from the server.
 */
type Cache = 'empty' | 'warm';

/** Loads the page in the given context (so a session in its storage applies) and counts what arrived. */
async function loadOnce(context: BrowserContext, url: string, heading: string, cache: Cache): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cache === 'empty') {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await new Promise((done) => setTimeout(done, TAB_SETTLE_MS));
  const types = new Map<string, string>();
  const load: Load = { bytes: {}, requests: {}, headerBytes: 0, lcpMs: Number.NaN, scripts: [] };
  const urls = new Map<string, string>();
  const headerBytes = new Map<string, number>();
  const open = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A worker made from memory (lib/intl-warmup.ts) is reported here but finishes in the worker: no bytes moved.
    if (event.request.url.startsWith('blob:')) return;
    open.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    open.delete(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    urls.set(event.requestId, new URL(event.response.url).pathname);
    // What has arrived when the response starts is its status line and headers.
    headerBytes.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    open.delete(event.requestId);
    lastActivity = Date.now();
    const type = types.get(event.requestId) ?? 'Other';
    const headers = headerBytes.get(event.requestId) ?? 0;
    const body = event.encodedDataLength - headers;
    load.headerBytes += headers;
    load.bytes[type] = (load.bytes[type] ?? 0) + body;
    load.requests[type] = (load.requests[type] ?? 0) + 1;
    if (type === 'Script') load.scripts.push([urls.get(event.requestId) ?? '?', body]);
  });
  await page.goto(url);
  await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 60_000 });
  while (open.size > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((done) => setTimeout(done, 100));
  load.lcpMs = await page.evaluate<number>(LARGEST_PAINT);
  await page.close();
  return load;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

function report(name: string, loads: Load[], budgetKb?: number): void {
  const first = loads[0];
  if (!first) return;
  const sum = (record: Record<string, number>, types: string[]) => types.reduce((n, t) => n + (record[t] ?? 0), 0);
  const other = Object.keys(first.bytes).filter((type) => type !== 'Script' && type !== 'Stylesheet');
  const js = sum(first.bytes, ['Script']);
  const lcps = loads.map((load) => load.lcpMs);
  const jsKbs = new Set(loads.map((load) => (sum(load.bytes, ['Script']) / 1024).toFixed(0)));
  if (jsKbs.size > 1) console.warn(`${name}: the loads differ in JavaScript (${[...jsKbs].join(', ')} KB)`);
  console.log(
    `${name.padEnd(22)} JS ${kb(js)} in ${String(first.requests.Script ?? 0).padStart(2)} requests` +
      `${budgetKb === undefined ? '' : js <= budgetKb * 1024 ? ` (≤ ${budgetKb} KB)` : ` (OVER ${budgetKb} KB)`}` +
      `  CSS ${kb(sum(first.bytes, ['Stylesheet']))}` +
      `  other ${kb(sum(first.bytes, other))} (${other.map((type) => `${type} ${first.requests[type]}`).join(', ')})` +
      `  headers ${kb(first.headerBytes)}` +
      `  LCP median ${median(lcps).toFixed(0)} ms [${lcps.map((ms) => ms.toFixed(0)).join(' ')}]` +
      `${median(lcps) < LCP_TARGET_MS ? '' : ` (over ${LCP_TARGET_MS} ms)`}`,
  );
  if (process.env.BENCH_LIST !== '1') return;
  for (const [path, bytes] of [...first.scripts].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(bytes)}  ${path}`);
}

async function main(): Promise<void> {
  requireCompiledServer('bench:web');
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.error('web/dist is missing: run `npm run build` first (bench:web measures the build, it builds nothing).');
    process.exitCode = 1;
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'umka-bench-web-'));
  const bare = bareApp();
  let real: Awaited<ReturnType<typeof startCompiledServer>> | null = null;
  let browser: Browser | null = null;
  try {
    real = await startCompiledServer({ dataDir, processes: 1, logLevel: 'info' });
    const bareUrl = await listen(bare);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
    });
    console.log(`first load, empty cache, ${CPU_SLOWDOWN}× CPU slowdown, ${RUNS} loads each (bytes of the first load)`);
    const anonymous = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
    const student = await logInStudent(browser, real.url, SUBJECT_ID);
    const pages: [string, BrowserContext, string, string, number | undefined][] = [
      ['bare fastify page', anonymous, `${bareUrl}/`, ru.auth.loginTitle, undefined],
      ['umka /login', anonymous, `${real.url}/login`, ru.auth.loginTitle, JS_BUDGET_KB['/login']],
      ['umka /student (home)', student, `${real.url}/student`, ru.student.whatNext.title, JS_BUDGET_KB['/student']],
    ];
    for (const [name, context, url, heading, budget] of pages) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await loadOnce(context, url, heading, 'empty'));
      report(name, loads, budget);
    }
    console.log('return visit: hashed files cached, page and API answers fresh');
    for (const [name, context, url, heading] of pages) {
      await loadOnce(context, url, heading, 'warm');
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await loadOnce(context, url, heading, 'warm'));
      report(name, loads);
    }
  } finally {
    await browser?.close();
    await bare.close();
    await real?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const deadline = setTimeout(() => {
  console.error(`bench:web did not finish within ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();
await main();
