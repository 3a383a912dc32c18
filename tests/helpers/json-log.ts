/**
 * What the operations suite reads in a process's output as an operator's log collector would:
 * every line one JSON object (issue 45.7), and an S3 bucket nobody answers for.
 */
import { expect } from 'vitest';
import type { ServerProcess } from './server-process.js';

/**
 * Uploads in a bucket behind a port where nothing answers: port 1, which no process of the suites
 * binds. A port found free a moment before could be taken meanwhile by a server another file of
 * the suite starts (two run at once), whose HTTP answer made the bucket "answered, check failed".
 */
export function unreachableS3(): Record<string, string> {
  return {
    S3_BUCKET: 'firm-uploads',
    S3_ENDPOINT: 'http://127.0.0.1:1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'ops-test-key',
    S3_SECRET_ACCESS_KEY: 'ops-test-secret',
  };
}

/** Every non-empty line the process wrote, each parsed as JSON (a line that is not fails the test, shown whole). */
export function everyLineAsJson(server: ServerProcess): Record<string, unknown>[] {
  const lines = server.output().split('\n').filter((line) => line.trim() !== '');
  const notJson = lines.filter((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed);
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Node 20 is the version the AWS SDK warns about (it wants 22 from 2027). */
export const SDK_WARNS = Number(process.versions.node.split('.')[0]) < 22;
