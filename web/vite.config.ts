import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import { iconNamesReachedFrom } from './home-icons.ts';
import { precompress } from './precompress.ts';
import { zodWithoutJsonSchema } from './zod-without-json-schema.ts';

/** The API the dev server forwards to: `UMKA_API=http://localhost:3101 npx vite` pairs it with a server on another port. */
const SERVER = process.env.UMKA_API ?? 'http://localhost:3000';

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/**
 * The libraries of the login page (login.html), which the app runs too. One the login page runs that is missing here
 * would bring the app's whole vendor chunk to /login, over its budget (e2e/first-load-budget.spec.ts).
 */
const BASE_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|@mantine|i18next|react-i18next|clsx)[\\/]/;
const LOGIN_HTML = resolve(import.meta.dirname, 'login.html');
const LOGIN_PAGE_DIR = resolve(import.meta.dirname, 'src/login-page');

/** The app's page script and the login page's own modules stay in their pages' entry chunks. */
const APP_SCRIPT = resolve(import.meta.dirname, 'src/main.tsx');
const isShared = (id: string, ctx: ChunkingContext) =>
  id !== APP_SCRIPT && !id.startsWith(LOGIN_PAGE_DIR) && !ctx.getModuleInfo(id)?.isEntry;

const loginModules = new WeakMap<ChunkingContext, Set<string>>();

/**
 * Our own modules login.html imports, deeply. The walk stays out of node_modules, whose index files name every part
 * of a library (Mantine's every component), used or not.
 */
function loginOwnModules(ctx: ChunkingContext): Set<string> {
  const known = loginModules.get(ctx);
  if (known) return known;
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || NODE_MODULES.test(id)) return;
    found.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(LOGIN_HTML);
  loginModules.set(ctx, found);
  return found;
}

const ICONS = /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
/** The student home's layout and page: what they import, at once or on demand, is what the home loads. */
const HOME_ROOTS = ['src/app/layouts/StudentArea.tsx', 'src/features/students/student/StudentHomePage.tsx'].map(
  (path) => resolve(import.meta.dirname, path),
);
const homeIcons = new WeakMap<ChunkingContext, Set<string>>();

/**
 * The icon files our modules of the student home name. An icon is imported through the library's index, which names
 * them all, so the names are read from the modules' code (`IconHome` → icons/IconHome.mjs).
 */
function iconsOfTheHome(ctx: ChunkingContext): Set<string> {
  const known = homeIcons.get(ctx);
  if (known) return known;
  const files = new Set([...iconNamesReachedFrom(ctx, HOME_ROOTS)].map((name) => `${name}.mjs`));
  homeIcons.set(ctx, files);
  return files;
}
const fileName = (id: string) => id.split(/[\\/]/).pop() ?? id;

export default defineConfig({
  plugins: [react(), zodWithoutJsonSchema(), precompress()],
  server: {
    proxy: {
      '/api': { target: SERVER, changeOrigin: true },
      '/socket.io': { target: SERVER, ws: true, changeOrigin: true },
      '/media': { target: SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The chunk graph the first-load budget test (e2e/first-load-budget.spec.ts) walks.
    manifest: true,
    // A lazy chunk's own imports are fetched once it is parsed (a round trip more on a page's first visit, cached
    // after) rather than named ahead in every dynamic import: those lists were ~6 KB of every page's app chunk. Its
    // styles are still loaded with it, and the pages' entry files are still preloaded by the HTML.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    // The vendor chunk is the entry's own libraries on purpose; the budget test watches what the first page loads.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // Two pages: the app (index.html) and the light login page the server sends for /login (login.html); and the
      // script of a page the server drew, which starts the app's after the drawn screen has painted.
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        login: resolve(import.meta.dirname, 'login.html'),
        'first-screen-boot': resolve(import.meta.dirname, 'src/first-screen/boot.ts'),
      },
      output: {
        codeSplitting: {
          groups: [
            // Libraries both pages run, loaded by /login and then cached for the app.
            { name: 'vendor-base', test: BASE_LIBRARIES, tags: ['$initial'], priority: 3 },
            // Only libraries the app itself runs (`$initial`) share one chunk, cached across releases that change only
            // app code; a library used only by a lazy page stays with that page, so it never loads on /login.
            { name: 'vendor', test: NODE_MODULES, tags: ['$initial'], priority: 2 },
            // Our modules both pages run (texts, UI kit set-up, the login card), then the app's own of its first page,
            // each in one chunk rather than a file per module that a lazy page shares with the entry (each a request
            // of its own, some of 100 bytes). The login page's own stay in its entry.
            {
              name: (id, ctx) => (isShared(id, ctx) && loginOwnModules(ctx).has(id) ? 'app-base' : null),
              tags: ['$initial'],
              priority: 1,
            },
            { name: (id, ctx) => (isShared(id, ctx) ? 'app' : null), tags: ['$initial'] },
            // Each icon is a few hundred bytes; shared by different sets of pages they would each be a request of its own.
            // An icon only one page draws stays in that page's chunk, so a new admin page's icons never weigh on the home.
            {
              name: (id, ctx) => (ICONS.test(id) && iconsOfTheHome(ctx).has(fileName(id)) ? 'icons-home' : null),
              priority: 1,
            },
            { name: 'icons', test: ICONS, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
