/**
 * Runs before each API test file. The API project does not re-import the app for every file
 * (isolate: false in vitest.config.ts: importing it costs seconds a file); files share their
 * worker's modules, so each must leave them as it found them. A file that replaces a module with
 * `vi.mock` needs the app imported afresh, built on the mock, so the module registry is emptied
 * before it, and after it (with its mocks removed) so that the next file gets the real modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, vi } from 'vitest';

const testPath = expect.getState().testPath;
const source = testPath ? fs.readFileSync(testPath, 'utf8') : '';
const mocked = [...source.matchAll(/\bvi\.mock\(\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);

if (testPath && mocked.length) {
  vi.resetModules();
  afterAll(() => {
    for (const specifier of mocked) vi.doUnmock(specifier.startsWith('.') ? path.resolve(path.dirname(testPath), specifier) : specifier);
    vi.resetModules();
  });
}

// Fake clocks never outlive the file that set them.
afterAll(() => {
  vi.useRealTimers();
});
