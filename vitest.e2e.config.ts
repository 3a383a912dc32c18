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
    // A real browser on a busy 2-core machine: a test that fails once is run once more, and the
    // report still names every retry, so a flaky test is seen and fixed rather than hidden.
    retry: 1,
    // A condition polled for (expect.poll) may take seconds on a busy machine: hydration, a
    // debounced request. The default of 1 s failed tests whose page was merely slow.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
  },
});
