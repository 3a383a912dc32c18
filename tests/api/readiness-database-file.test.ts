/**
 * A SQLite database file swapped under a running server (issue 45.4: a backup copied over the
 * live file was accepted silently). `/readyz` answers 503 with the reason and the server logs an
 * error, for a backup copied over the file in place, another file renamed over it, or none at all.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { writeBackup } from '../../server/modules/system/backup.js';
import { createTestContext, type TestContext } from '../helpers/app.js';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function site(): Promise<{ ctx: TestContext; logLines: string[]; backupFile: string }> {
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  ctx = await createTestContext('sqlite', { logger: { level: 'info', stream } });
  const { dir } = await writeBackup({ config: ctx.config, target: path.join(ctx.dataDir, 'a-backup') });
  const ready = await ctx.request({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  return { ctx, logLines, backupFile: path.join(dir, 'database.sqlite') };
}

async function expectReplaced(context: TestContext, logLines: string[], words: RegExp): Promise<void> {
  const ready = await context.request({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.body_).toEqual({ status: 'unavailable', reason: 'database file replaced' });
  const errors = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } }).filter((line) => line.level === 50);
  // The reason, then the request line of the 503 (every 5xx request line is an error, issue 45.7).
  expect(errors.map((line) => line.msg)).toEqual([expect.stringMatching(/database file was replaced/), 'request']);
  expect(errors[0]!.err?.message).toMatch(words);
}

it('notices a backup copied over the live database file in place', async () => {
  const { ctx: context, logLines, backupFile } = await site();
  const before = fs.statSync(context.config.sqliteFile).ino;
  fs.copyFileSync(backupFile, context.config.sqliteFile);
  // The same file (inode), other contents: what `cp backup/database.sqlite data/site.sqlite` does.
  expect(fs.statSync(context.config.sqliteFile).ino).toBe(before);
  await expectReplaced(context, logLines, /overwritten/);
});

it('notices another file renamed over the live database file', async () => {
  const { ctx: context, logLines, backupFile } = await site();
  const other = path.join(context.dataDir, 'other.sqlite');
  fs.copyFileSync(backupFile, other);
  fs.renameSync(other, context.config.sqliteFile);
  await expectReplaced(context, logLines, /replaced by another file/);
});

it('notices the live database file moved away', async () => {
  const { ctx: context, logLines } = await site();
  fs.renameSync(context.config.sqliteFile, path.join(context.dataDir, 'moved.sqlite'));
  await expectReplaced(context, logLines, /removed or moved/);
});

it("keeps the server's hold on its database while it checks the file: another process still finds it in use", async () => {
  const { ctx: context } = await site();
  // Closing any descriptor of a file drops every POSIX lock the process holds on it, SQLite's
  // included: a probe that opened and closed the file made the database look unused to others.
  for (let probe = 0; probe < 3; probe++) expect((await context.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  const other = spawnSync(
    process.execPath,
    ['--import', 'tsx', '-e', `import('./server/db/sqlite-exclusive-hold.ts').then(({ holdExclusively }) => { const hold = holdExclusively(${JSON.stringify(context.config.sqliteFile)}); console.log(hold ? 'FREE' : 'IN-USE'); hold?.release(); })`],
    { encoding: 'utf8' },
  );
  expect(other.stdout.trim(), other.stderr).toBe('IN-USE');
});
