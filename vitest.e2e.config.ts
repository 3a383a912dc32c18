import { defineConfig } from 'vitest/config';

/**
 * The browser suite: each test file with its own server on its own copy of the demo data, two
 * files at a time (2 cores): a file spends much of its time waiting on the page, its server or
 * the browser, so two side by side finish sooner than one after the other, and share nothing but
 * the read-only page build and demo template.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/setup/global-e2e.ts'],
    setupFiles: ['tests/setup/e2e-server.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // Two browsers side by side on a busy 2-core machine: the slowest test took 50 s in a trial
    // (27 s alone), so the limits leave twice that.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A real browser on a busy 2-core machine: a test that fails once is run once more, and the
    // report still names every retry, so a flaky test is seen and fixed rather than hidden.
    retry: 1,
    // A condition polled for (expect.poll) may take seconds on a busy machine: hydration, a
    // debounced request. The default of 1 s failed tests whose page was merely slow; two files
    // side by side can double that wait.
    expect: { poll: { timeout: 30_000 } },
    pool: 'forks',
  },
});
