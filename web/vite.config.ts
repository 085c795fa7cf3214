import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/** The API the dev server forwards to: `UMKA_API=http://localhost:3101 npx vite` pairs it with a server on another port. */
const SERVER = process.env.UMKA_API ?? 'http://localhost:3000';

/** The libraries of the login page (login.html), which the app runs too. */
const BASE_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|@mantine|i18next|react-i18next|clsx)[\\/]/;

export default defineConfig({
  plugins: [react(), precompress()],
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
    // The vendor chunk is the entry's own libraries on purpose; the budget test watches what the first page loads.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // Two pages: the app (index.html) and the light login page the server sends for /login (login.html).
      input: { index: resolve(import.meta.dirname, 'index.html'), login: resolve(import.meta.dirname, 'login.html') },
      output: {
        // A chunk shared by many pages is named after them all ('app~index~login~ShopFrontPage~…'): its group will do.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        codeSplitting: {
          groups: [
            // Libraries both pages run, loaded by /login and then cached for the app.
            { name: 'vendor-base', test: BASE_LIBRARIES, tags: ['$initial'], priority: 1 },
            // Only libraries the app itself runs (`$initial`) share one chunk, cached across releases that change only
            // app code; a library used only by a lazy page stays with that page, so it never loads on /login.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // The app's own modules of the first page in chunks beside it, rather than a file per module that a lazy
            // page shares with the entry (each a request of its own, some of 100 bytes); one per set of pages that
            // run them, so the login page loads none of the app's own.
            { name: 'app', tags: ['$initial'], entriesAware: true },
            // Each icon is a few hundred bytes; shared by different sets of pages they would each be a request of its own.
            { name: 'icons', test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
          ],
        },
      },
    },
  },
});
