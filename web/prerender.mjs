// Writes the login page's markup in each locale into dist/.prerendered/ after `vite build` (see
// src/prerender/login-page.tsx); the server puts it into every /login page (server/src/lib/spa.ts). The app's modules
// are loaded through Vite's SSR loader, in a happy-dom window as in the unit tests, since some read the page or the
// browser's storage as they load.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { createServer } from 'vite';

const webDir = import.meta.dirname;
const outDir = join(webDir, 'dist', '.prerendered');
const LOCALES = ['ru-RU', 'en-US', 'uk-UA'];

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
  const { renderLoginPage } = await vite.ssrLoadModule('/src/prerender/login-page.tsx');
  const { PRERENDERED_PATH } = await vite.ssrLoadModule('/src/prerender/prerendered-path.ts');
  const { initI18n } = await vite.ssrLoadModule('/src/lib/i18n.ts');
  const { RECORDING_MAX_BYTES_DEFAULT } = await vite.ssrLoadModule('@umka/contracts');
  const texts = (locale) => JSON.parse(readFileSync(join(webDir, 'src', 'locales', `${locale}.json`), 'utf8'));
  await initI18n(Object.fromEntries(LOCALES.map((locale) => [locale, { translation: texts(locale) }])));
  const config = { forced_locale: null, maintenance: false, recording_max_bytes: RECORDING_MAX_BYTES_DEFAULT };
  mkdirSync(outDir, { recursive: true });
  for (const locale of LOCALES) {
    const markup = await renderLoginPage(locale, config);
    writeFileSync(join(outDir, `${PRERENDERED_PATH.slice(1)}.${locale}.html`), markup);
  }
  console.log(`prerendered ${PRERENDERED_PATH} in ${LOCALES.length} locales into ${outDir}`);
} finally {
  await vite.close();
  await browser.happyDOM.close();
}
