/**
 * Runs before each API test file. The API project does not re-import the app for every file
 * (isolate: false in vitest.config.ts: importing it costs seconds a file); files share their
 * worker's modules, so each must leave them as it found them. A file that replaces a module with
 * `vi.mock` needs the app imported afresh, built on the mock, so the module registry is emptied
 * before it, and after it (with its mocks removed) so that the next file gets the real modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { setSiteLanguages } from '../../contract/site-languages.js';
import { TEST_SITE_LANGUAGES } from '../helpers/test-languages.js';

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

// The site's languages are one per process (decision 0083): a file that built an app with other
// languages, or changed them, leaves the next file in the same worker the run's set: the spec's
// three, or those TEST_SITE_LANGUAGES asks for (tests/helpers/test-languages.ts).
beforeAll(() => setSiteLanguages(TEST_SITE_LANGUAGES));

// Fake clocks never outlive the file that set them.
afterAll(() => {
  vi.useRealTimers();
});
