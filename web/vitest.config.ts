import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // An embedded video's frame would fetch its page from the internet, which tests neither have nor need.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A file's first test also pays for its lazy pages' imports, seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
