import { defineConfig } from 'vitest/config';

/** The browser suite: each test file with its own server, files one after another (2 cores). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/setup/global-e2e.ts'],
    setupFiles: ['tests/setup/e2e-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
