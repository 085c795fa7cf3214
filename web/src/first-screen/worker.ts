// The server's drawing worker (server/src/lib/first-screen.ts starts it from the build, dist/.server/worker.js). The
// app's modules expect a browser as they load (storage, the document), so they run in a happy-dom window of the
// worker's own, as the build's prerender runs them, and are imported only once it is in place. Their `fetch` goes to
// the server, which answers it as the visitor of the page being drawn.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { Drawn, DrawRequest, WorkerFetch, WorkerFetched } from '@umka/contracts';
import { Window } from 'happy-dom';
import enUS from '../locales/en-US.json';
import ruRU from '../locales/ru-RU.json';
import ukUA from '../locales/uk-UA.json';
import { headLinks, type Manifest, screenSheets } from './page-files.ts';
import { type ParsedSheet, parseSheet, screenStyleElement, withoutLinked } from './screen-styles.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread of the server');
const { distDir } = workerData as { distDir: string };

const browser = new Window({ url: 'http://localhost/' });
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'] as const) {
  Object.defineProperty(globalThis, name, { value: browser[name], configurable: true, writable: true });
}

const answers = new Map<number, (answer: WorkerFetched) => void>();
let lastFetch = 0;
let drawing = 0;

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

// Only the API's GETs, and only while a page is being drawn: drawing never changes anything.
globalThis.fetch = (input, init) => {
  const url = requestUrl(input);
  if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/') || drawing === 0) {
    return Promise.reject(new Error(`A drawn page may not fetch ${url}`));
  }
  lastFetch += 1;
  const id = lastFetch;
  return new Promise((resolve) => {
    answers.set(id, (answer) => {
      answers.delete(id);
      const body = answer.status === 204 || answer.body === '' ? null : answer.body;
      resolve(new Response(body, { status: answer.status, headers: { 'content-type': 'application/json' } }));
    });
    const message: WorkerFetch = { type: 'fetch', id, draw: drawing, url };
    port.postMessage(message);
  });
};

const ready = (async () => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const appPage = readFileSync(join(distDir, 'index.html'), 'utf8');
  const head = headLinks(manifest, appPage);
  const sheet = (file: string): ParsedSheet => parseSheet(readFileSync(join(distDir, file), 'utf8'));
  const { drawn, linked } = screenSheets(manifest, appPage);
  const linkedSheets = linked.map(sheet);
  const sheets = drawn.map((file) => withoutLinked(sheet(file), linkedSheets));
  const { initI18n } = await import('../lib/i18n.ts');
  await initI18n({ 'ru-RU': { translation: ruRU }, 'en-US': { translation: enUS }, 'uk-UA': { translation: ukUA } });
  const { drawFirstScreen } = await import('./draw.tsx');
  return async (request: DrawRequest) => {
    const screen = await drawFirstScreen(request, head);
    return screen && { ...screen, head: `${screenStyleElement(sheets, screen.root)}${screen.head}` };
  };
})();

let queue: Promise<unknown> = Promise.resolve();
port.on('message', (message: DrawRequest | WorkerFetched) => {
  if (message.type === 'fetched') {
    answers.get(message.id)?.(message);
    return;
  }
  queue = queue.then(async () => {
    drawing = message.id;
    // A worker that could not start (a build without its manifest) says why with every page it was asked for.
    const drawn: Drawn = await ready
      .then((draw) => draw(message))
      .then(
        (screen) => ({ type: 'drawn', id: message.id, screen }),
        (error: unknown) => ({ type: 'drawn', id: message.id, screen: null, error: String(error) }),
      );
    drawing = 0;
    port.postMessage(drawn);
  });
});
