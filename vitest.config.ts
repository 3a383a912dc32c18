import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Whether this run tests PostgreSQL (as tests/helpers/app.ts decides its dialects). */
const postgresInRun = Boolean(process.env.TEST_DATABASE_URL) && (process.env.TEST_DIALECTS?.split(',').map((d) => d.trim()).includes('postgres') ?? true);

export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (its default is a core less than the
    // machine has), and a file's worker keeps about 1.1 cores busy (16 API files on SQLite: 39 s
    // of CPU in 34 s), leaving the second core mostly idle in CI; two workers on two cores (those
    // files 28 s -> 22.6 s, decision 0087), as many as before on bigger machines.
    maxWorkers: Math.max(2, (os.availableParallelism?.() ?? os.cpus().length) - 1),
    // `npm test` runs with --coverage: a summary after the results, and a failure when coverage
    // falls below these levels (today's, rounded down; raise them as tests are added, never lower).
    // Only the summary is printed; nothing is written but v8's scratch files in coverage/ (ignored).
    coverage: {
      provider: 'v8',
      include: ['server/**/*.ts', 'contract/**/*.ts', 'app/**/*.{ts,tsx}'],
      reporter: ['text-summary'],
      reportsDirectory: 'coverage',
      reportOnFailure: true,
      // Measured by `npm test` on 2026-11-25: statements 61.63 %, branches 47.07 %, functions 58.36 %, lines 62.12 %.
      thresholds: { statements: 61, branches: 47, functions: 58, lines: 62 },
    },
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], pool: 'forks' },
      },
      {
        // React components and hooks of the back office in a simulated DOM (jsdom), with Testing
        // Library: the admin hooks and the rich-text editor's commands. Typed by tsconfig.app.json.
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          // antd in jsdom is slow to query and click (styles computed in script): seconds a test.
          testTimeout: 30_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/global-api.ts'],
          // Each file imported the whole app afresh (about a second of CPU a file, three API runs
          // in CI); a worker now keeps its modules from one file to the next. Files still build
          // their own app on their own database; tests/setup/api-file.ts keeps vi.mock working.
          isolate: false,
          // On PostgreSQL every file has a schema of its own in one database, and Kysely's
          // introspection (the migrator's "does the table exist") reads every schema's catalogue:
          // a file dropping its schema meanwhile fails another's migration ("schema ... does not
          // exist"), so with PostgreSQL in the run the files go one at a time, as before decision
          // 0087. SQLite runs (npm test, Node 26) keep both workers.
          fileParallelism: !postgresInRun,
          setupFiles: ['tests/setup/api-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'pages',
          include: ['tests/web/**/*.test.ts'],
          globalSetup: ['tests/setup/global-web.ts'],
          // With PostgreSQL, one file at a time too: its files copy one demo database as a
          // template, which a second file's copy or drop may hold at the same moment.
          fileParallelism: !postgresInRun,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // Real processes against the local PostgreSQL (each test creates and drops its own
        // database): outages, deploys, signals, several instances. Run by .ci/run. Two files at a
        // time: every test has its own database, ports and data folder, and a file spends most of
        // its time waiting on a process or a poll (decision 0087).
        test: {
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      {
        // Property-based requests over every documented operation (fast-check, fixed seed).
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
