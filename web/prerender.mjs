// Finishes the light login page after `vite build`: writes its markup in each locale into dist/.prerendered/ (see
// src/login-page/render.tsx), which the server puts into every /login page (server/src/lib/spa.ts), and names the
// app's first files in dist/login.html, which the page fetches ahead once the visitor starts to log in
// (src/login-page/app-files.ts). The modules are loaded through Vite's SSR loader, in a happy-dom window as in the
// unit tests, since some read the page or the browser's storage as they load. Last, it bundles the server's drawing
// worker (src/first-screen/worker.ts) for Node into dist/.server/, where the server looks for it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { Window } from 'happy-dom';
import { build, createServer } from 'vite';

const webDir = import.meta.dirname;
const distDir = join(webDir, 'dist');
const outDir = join(distDir, '.prerendered');
const LOCALES = ['ru-RU', 'en-US', 'uk-UA'];

/** The scripts and styles the app's page (index.html) loads before it runs, from the build's manifest. */
function appFiles() {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  return [...files];
}

// The drawing worker first, while NODE_ENV is still the build's: the loader below sets it to development, and the
// bundle would call React's development JSX runtime. Libraries are bundled in too, and minified, so only what the
// drawn pages use is loaded: Mantine's and the icon set's whole indexes, as Node would load them, take ~45 MB of the
// worker's memory, and happy-dom's modules as Node loads them ~15 MB more than bundled (docs/PERFORMANCE.md).
await build({
  root: webDir,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    ssr: 'src/first-screen/worker.ts',
    outDir: join(distDir, '.server'),
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: { output: { entryFileNames: 'worker.js' } },
  },
});
console.log(`bundled the drawing worker into ${join(distDir, '.server')}`);

const browser = new Window({ url: 'http://localhost/login' });
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']) {
  Object.defineProperty(globalThis, name, { value: browser[name], configurable: true, writable: true });
}

const vite = await createServer({
  root: webDir,
  configFile: join(webDir, 'vite.config.ts'),
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
try {
  const { renderLoginPage } = await vite.ssrLoadModule('/src/login-page/render.tsx');
  const { APP_FILES_ELEMENT_ID } = await vite.ssrLoadModule('/src/login-page/app-files.ts');
  const { initI18n } = await vite.ssrLoadModule('/src/lib/i18n.ts');
  const texts = (locale) => JSON.parse(readFileSync(join(webDir, 'src', 'locales', `${locale}.json`), 'utf8'));
  await initI18n(Object.fromEntries(LOCALES.map((locale) => [locale, { translation: texts(locale) }])));
  mkdirSync(outDir, { recursive: true });
  for (const locale of LOCALES) writeFileSync(join(outDir, `login.${locale}.html`), await renderLoginPage(locale));
  const page = join(distDir, 'login.html');
  const block = `<script type="application/json" id="${APP_FILES_ELEMENT_ID}">${JSON.stringify(appFiles())}</script>`;
  writeFileSync(page, readFileSync(page, 'utf8').replace('</head>', `${block}</head>`));
  console.log(`prerendered /login in ${LOCALES.length} locales into ${outDir}; named the app's files in ${page}`);
} finally {
  await vite.close();
  await browser.happyDOM.close();
}
