import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API the dev server forwards to: `UMKA_API=http://localhost:3101 npx vite` pairs it with a server on another port. */
const SERVER = process.env.UMKA_API ?? 'http://localhost:3000';

/** Admin and teacher cabinets are never needed by students, so their code lives in chunks of its own. */
function cabinetChunk(moduleId: string): string | null {
  if (moduleId.includes('/src/features/admin/')) return 'admin';
  if (moduleId.includes('/src/features/teacher/')) return 'teacher';
  return null;
}

/** Libraries by family: they change less often than the app, so browsers keep them cached across releases. */
const VENDOR_FAMILIES: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|react-router|scheduler)\//, 'vendor-react'],
  [/\/node_modules\/(@mantine|@floating-ui|react-transition-group|react-remove-scroll|@tabler)/, 'vendor-ui'],
];

function vendorChunk(moduleId: string): string | null {
  if (!moduleId.includes('/node_modules/')) return null;
  return VENDOR_FAMILIES.find(([pattern]) => pattern.test(moduleId))?.[1] ?? 'vendor';
}

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Vite 8 bundles with Rolldown, whose `codeSplitting.groups` replaces Rollup's deprecated `manualChunks`.
        // Dependencies are not pulled into a group with its modules, or the entry would import the cabinets eagerly.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: cabinetChunk, debugName: 'cabinets', priority: 2 },
            { name: vendorChunk, debugName: 'vendor', priority: 1 },
          ],
        },
      },
    },
  },
});
