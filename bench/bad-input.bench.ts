/**
 * Bad input must never stall the server: each hostile body below is sent to the real app (temporary SQLite
 * database, anonymous, request rate limit off) and to a bare Fastify route with Fastify's own JSON parser,
 * one request at a time, while this process measures its event loop's longest delay. The figures go to
 * docs/PERFORMANCE.md. Run with `npm run bench:bad-input`; not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { benchConfig, listen, startRealApp } from './real-app.ts';

const SECONDS = Number(process.env.BENCH_DURATION ?? 3);
/** Just under the default BODY_LIMIT (1 MiB), so the body is read and parsed rather than refused by size. */
const NEAR_LIMIT = 1_000_000;
const DEADLINE_MS = 600_000;

const deepArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const login = (extra: string) => `{"email":"nobody@example.com","password":"wrong-password","extra":${extra}}`;
const zeros = (count: number) => `[${Array.from({ length: count }, () => '0').join(',')}]`;

const CASES: { name: string; path: string; body: string }[] = [
  { name: 'small valid body (reference)', path: '/api/login', body: login('null') },
  { name: 'arrays nested 500,000 deep', path: '/api/login', body: deepArrays(NEAR_LIMIT / 2) },
  { name: 'objects nested 2,900 deep', path: '/api/login', body: `${'{"a":'.repeat(2900)}1${'}'.repeat(2900)}` },
  { name: 'wide array of 490,000 zeros', path: '/api/login', body: login(zeros(490_000)) },
  {
    name: 'wide array, U+0000 at its end',
    path: '/api/login',
    body: login(zeros(490_000).replace(/\]$/, ',"\\u0000"]')),
  },
  {
    name: '150,000 invalid subject ids',
    path: '/api/register',
    body: `{"subject_ids":[${Array.from({ length: 150_000 }, () => '"x"').join(',')}]}`,
  },
  { name: 'malformed JSON, 1 MB', path: '/api/login', body: `{"email":"${'x'.repeat(NEAR_LIMIT)}` },
  { name: 'body over the limit, 2 MB', path: '/api/login', body: `"${'x'.repeat(2 * NEAR_LIMIT)}"` },
];

interface Figures {
  p50Ms: number;
  p99Ms: number;
  maxStallMs: number;
  p99StallMs: number;
  statuses: string;
}

/**
 * Sends the body again and again for SECONDS from a worker thread (so this thread's event loop is the servers'
 * alone), one request at a time, timing each from send to the last byte of the answer.
 */
const SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const times = [];
  const statuses = {};
  const end = Date.now() + workerData.ms;
  while (Date.now() < end) {
    const start = performance.now();
    // A server that refuses a body by its size answers before reading it all and closes: the send then fails.
    const status = await fetch(workerData.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: workerData.body,
    }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 'closed',
    );
    times.push(performance.now() - start);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  parentPort.postMessage({ times, statuses });
})();
`;

async function run(url: string, body: string): Promise<Figures> {
  const stalls = monitorEventLoopDelay({ resolution: 1 });
  stalls.enable();
  const { times, statuses } = await new Promise<{ times: number[]; statuses: Record<string, number> }>(
    (resolve, reject) => {
      const worker = new Worker(SENDER, { eval: true, workerData: { url, body, ms: SECONDS * 1000 } });
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  stalls.disable();
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return {
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxStallMs: stalls.max / 1e6,
    p99StallMs: stalls.percentile(99) / 1e6,
    statuses: Object.entries(statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' '),
  };
}

const cell = (figures: Figures) =>
  `p50 ${figures.p50Ms.toFixed(1).padStart(6)} ms  p99 ${figures.p99Ms.toFixed(1).padStart(6)} ms  ` +
  `loop delay p99 ${figures.p99StallMs.toFixed(1)} / max ${figures.maxStallMs.toFixed(1)} ms  ${figures.statuses}`;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'umka-bench-'));
  const bare = Fastify({ bodyLimit: 1_048_576 });
  bare.post('/api/login', async () => ({}));
  bare.post('/api/register', async () => ({}));
  let real: Awaited<ReturnType<typeof startRealApp>> | null = null;
  try {
    real = await startRealApp(benchConfig(dataDir));
    const bareUrl = await listen(bare);
    console.log(
      `One request at a time, ${SECONDS} s per body; loop delay = this process's event-loop delay meanwhile (p99 / longest).`,
    );
    console.log(`| body | umka (real app) | bare fastify |\n|---|---|---|`);
    for (const { name, path, body } of CASES) {
      const ours = await run(`${real.url}${path}`, body);
      const baseline = await run(`${bareUrl}${path}`, body);
      console.log(`| ${name} | ${cell(ours)} | ${cell(baseline)} |`);
    }
  } finally {
    await bare.close();
    await real?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

setTimeout(() => {
  console.error(`bench:bad-input did not finish within ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS).unref();
await main();
