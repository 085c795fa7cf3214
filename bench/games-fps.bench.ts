/**
 * Frames of the canvas games (issue [10]) in headless Chromium at 4× CPU slowdown, as a school laptop runs them: the
 * labyrinth's largest maze (15 × 15, stars) walked by held arrow keys, its player gliding every step, and the dino
 * run's first seconds. The built app is served by the compiled server on a temporary SQLite database with the demo
 * data. A bare page that repaints a canvas of the same size with one moving disc every frame is measured in the same
 * run as the floor. Reported: the median frames a second, the 99th percentile and longest frame, and frames over
 * 50 ms. Needs `npm run build` first and Chromium at CHROMIUM_PATH; run with `npm run bench:games` (which compiles the
 * server first); not a test. The figures go to docs/PERFORMANCE.md.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import { TRAINER_CATALOGUE } from '../server/src/db/seed/trainers.ts';
import ru from '../web/src/locales/ru-RU.json';
import { requireCompiledServer, startCompiledServer } from './processes.ts';
import { listen } from './real-app.ts';
import { logInStudent, median } from './student-browser.ts';

const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SAMPLE_MS = 2000;
/** The targets: 60 fps median, no frame over 50 ms. */
const LONG_FRAME_MS = 50;
const WEB_DIST = join(import.meta.dirname, '../web/dist');
const MATH = 1;
const DEADLINE_MS = 600_000;

/** The floor: a 480 × 480 canvas cleared and painted with one moving disc every frame. */
function bareCanvas(): FastifyInstance {
  const app = Fastify();
  app.get('/', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(
      `<!doctype html><html><body><canvas id="c" width="480" height="480"></canvas><script>
        const context = document.getElementById('c').getContext('2d');
        const paint = (t) => {
          context.fillStyle = '#fff9db'; context.fillRect(0, 0, 480, 480);
          context.fillStyle = '#1c7ed6'; context.beginPath();
          context.arc(240 + 200 * Math.sin(t / 500), 240, 20, 0, Math.PI * 2); context.fill();
          requestAnimationFrame(paint);
        };
        requestAnimationFrame(paint);
      </script></body></html>`,
    ),
  );
  return app;
}

/** In the page: records the time of every frame from now on (a script string: the bench has no DOM types). */
const START_RECORDING = `(() => {
  const frames = [];
  window.benchFrames = frames;
  const tick = (time) => { frames.push(time); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;

/** Frame intervals the page's own requestAnimationFrame sees over `ms`, while `play` drives the game. */
async function framesWhile(page: Page, ms: number, play: () => Promise<void>): Promise<number[]> {
  await page.evaluate(START_RECORDING);
  const until = Date.now() + ms;
  while (Date.now() < until) await play();
  const times = await page.evaluate<number[]>('window.benchFrames');
  return times.slice(1).map((time, i) => time - (times[i] as number));
}

function report(name: string, intervals: number[]): void {
  const sorted = [...intervals].sort((a, b) => a - b);
  const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? Number.NaN;
  const longest = sorted.at(-1) ?? Number.NaN;
  const long = intervals.filter((ms) => ms > LONG_FRAME_MS).length;
  console.log(
    `${name.padEnd(26)} ${(1000 / median(intervals)).toFixed(1).padStart(5)} fps median` +
      `  p99 frame ${p99.toFixed(1).padStart(5)} ms  longest ${longest.toFixed(1).padStart(5)} ms` +
      `  frames over ${LONG_FRAME_MS} ms: ${long} of ${intervals.length}`,
  );
}

async function throttled(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Opens a trainer from the student's list, by its catalogue title, as a child does. */
async function openTrainer(page: Page, origin: string, component: string): Promise<void> {
  const entry = TRAINER_CATALOGUE.find((trainer) => trainer.component === component);
  if (!entry) throw new Error(`the catalogue has no ${component}`);
  await page.goto(`${origin}/student/trainers`);
  await page.getByRole('link', { name: entry.ru, exact: true }).click();
  await page.getByRole('button', { name: ru.trainers.shell.start }).waitFor();
}

async function main(): Promise<void> {
  requireCompiledServer('bench:games');
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.error('web/dist is missing: run `npm run build` first.');
    process.exitCode = 1;
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'umka-bench-games-'));
  const bare = bareCanvas();
  let real: Awaited<ReturnType<typeof startCompiledServer>> | null = null;
  let browser: Browser | null = null;
  try {
    real = await startCompiledServer({ dataDir, processes: 1, logLevel: 'warn' });
    const bareUrl = await listen(bare);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const student = await logInStudent(browser, real.url, MATH);
    console.log(`frames at ${CPU_SLOWDOWN}× CPU slowdown, ${RUNS} samples of ${SAMPLE_MS / 1000} s each`);

    const bareFrames: number[] = [];
    const barePage = await browser.newPage();
    await barePage.goto(bareUrl);
    await throttled(barePage);
    for (let run = 0; run < RUNS; run++) {
      bareFrames.push(...(await framesWhile(barePage, SAMPLE_MS, () => barePage.waitForTimeout(100))));
    }
    report('bare canvas page', bareFrames);

    const page = await student.newPage();
    await openTrainer(page, real.url, 'labyrinth');
    await page.getByLabel(ru.trainers.settings.labyrinth.level, { exact: true }).fill('5');
    await page.getByText(ru.trainers.settings.labyrinth.modeOptions.stars).click();
    await page.getByRole('button', { name: ru.trainers.shell.start }).click();
    await page.getByTestId('labyrinth').waitFor();
    await throttled(page);
    const labyrinthFrames: number[] = [];
    const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
    let turn = 0;
    for (let run = 0; run < RUNS; run++) {
      labyrinthFrames.push(
        ...(await framesWhile(page, SAMPLE_MS, async () => {
          await page.keyboard.press(keys[turn++ % keys.length] as string);
          await page.waitForTimeout(60);
        })),
      );
    }
    report('labyrinth 15 × 15, walking', labyrinthFrames);

    const dinoFrames: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const runPage = await student.newPage();
      await openTrainer(runPage, real.url, 'dino');
      await runPage.getByRole('button', { name: ru.trainers.shell.start }).click();
      await runPage.getByTestId('dino').waitFor();
      await throttled(runPage);
      // The first cactus comes after ~2.4 s: the sample is the run before it.
      dinoFrames.push(...(await framesWhile(runPage, SAMPLE_MS, () => runPage.waitForTimeout(100))));
      await runPage.close();
    }
    report('dino run, first seconds', dinoFrames);
  } finally {
    await browser?.close();
    await bare.close();
    await real?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const deadline = setTimeout(() => {
  console.error(`bench:games did not finish within ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();
await main();
