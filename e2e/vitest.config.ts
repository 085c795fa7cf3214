import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-artifacts.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
