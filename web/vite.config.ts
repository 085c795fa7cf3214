import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/** The API the dev server forwards to: `UMKA_API=http://localhost:3101 npx vite` pairs it with a server on another port. */
const SERVER = process.env.UMKA_API ?? 'http://localhost:3000';

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
      output: {
        codeSplitting: {
          groups: [
            // Only libraries the entry itself runs (`$initial`) share one chunk, cached across releases that change
            // only app code; a library used only by a lazy page stays with that page, so it never loads on /login.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // The app's own modules of the first page in one chunk beside it, rather than a file per module that a
            // lazy page shares with the entry (each a request of its own, some of 100 bytes).
            { name: 'app', tags: ['$initial'] },
            // Each icon is a few hundred bytes; shared by different sets of pages they would each be a request of its own.
            { name: 'icons', test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
          ],
        },
      },
    },
  },
});
