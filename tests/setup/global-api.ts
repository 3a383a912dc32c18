/**
 * Vitest global set-up of the API tests: a folder where every test process notes the operations
 * of the API description it exercised (tests/helpers/answer-check.ts). When the run was the whole
 * API project, an operation no test called fails the run, listed by name: every answer of every
 * operation is then checked against its documented schema at least once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

function readLines(dir: string, prefix: string): Set<string> {
  const lines = new Set<string>();
  for (const name of fs.readdirSync(dir).filter((n) => n.startsWith(prefix))) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) if (line) lines.add(line);
  }
  return lines;
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-api-answers-'));
  project.provide('answersDir', dir);
  return () => {
    try {
      const testDir = path.resolve('tests/api');
      const all = fs.readdirSync(testDir).filter((n) => n.endsWith('.test.ts'));
      const ran = new Set(project.vitest.state.getFiles().filter((f) => f.projectName === project.name).map((f) => path.basename(f.filepath)));
      const exercised = readLines(dir, 'exercised-');
      const documented = readLines(dir, 'documented-');
      const missing = [...documented].filter((key) => !exercised.has(key)).sort();
      process.stdout.write(`API answers checked against the description: ${documented.size - missing.length} of ${documented.size} operations called\n`);
      if (!all.every((name) => ran.has(name))) return;
      if (missing.length) throw new Error(`No API test calls these operations, so their answers are never checked against the description:\n  ${missing.join('\n  ')}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}
