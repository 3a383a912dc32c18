/**
 * What the restore tests (tests/api/restore.test.ts, tests/ops/restore.test.ts) and the demo
 * reload's (tests/ops/demo-reload.test.ts) stand on: a site's data folder given content through
 * the app itself, `npm run restore` or `npm run demo:reload` run as a child process, and
 * a fingerprint of a folder to show that a refused restore touched nothing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { ROLE_EDITOR } from '../../contract/roles.js';
import { TEST_LANGUAGES_ENV } from './test-languages.js';

export function siteConfig(dataDir: string) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEFAULT_LOCALE: 'en_US', ...TEST_LANGUAGES_ENV });
}

type Call = (method: 'GET' | 'POST', url: string, payload?: unknown) => Promise<{ status: number; body: string }>;

/** Opens the site on `dataDir` in this process, lets `use` call it as an editor, and closes it. */
async function withSite<T>(dataDir: string, use: (call: Call, app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const app = await buildApp({ config: siteConfig(dataDir), logger: false });
  await app.ready();
  try {
    const account = `editor-${Math.random().toString(36).slice(2, 8)}`;
    const password = 'Restore test 2026 editor';
    await app.services.users.create({ loginAccount: account, password, roleId: ROLE_EDITOR });
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: account, password } });
    const token = login.json<{ result: string }>().result;
    return await use(async (method, url, payload) => {
      const response = await app.inject({ method, url, headers: { authorization: token, lang: 'en_US' }, ...(payload === undefined ? {} : { payload: payload as object }) });
      return { status: response.statusCode, body: response.body };
    }, app);
  } finally {
    await app.close();
  }
}

/** Adds a news folder named `name` and a picture to the stopped site; gives back the picture's stored path. */
export async function addContent(dataDir: string, name: string, red: number): Promise<string> {
  return withSite(dataDir, async (call, app) => {
    const created = await call('POST', '/api/admin/catalog', [
      { lang: 'en_US', name, type: 0 },
      { lang: 'de_DE', name: `${name} (de)`, type: 0 },
      { lang: 'zh_CN', name: `${name} (zh)`, type: 0 },
    ]);
    expect(created.status, created.body).toBe(200);
    const data = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: red, g: 40, b: 40 } } }).png().toBuffer();
    return app.services.files.store({ data, originalName: `${name}.png` });
  });
}

/** The English names of the news folders the public tree shows, from a site at `origin` or in this process. */
export async function folderNames(site: string | { dataDir: string }): Promise<string[]> {
  const read = (status: number, body: string) => {
    expect(status, body).toBe(200);
    return (JSON.parse(body) as { result: { name: string }[] }).result.map((node) => node.name);
  };
  if (typeof site === 'string') {
    const response = await fetch(`${site}/api/user/catalog?type=0`, { headers: { lang: 'en_US' } });
    return read(response.status, await response.text());
  }
  return withSite(site.dataDir, async (call) => {
    const tree = await call('GET', '/api/user/catalog?type=0');
    return read(tree.status, tree.body);
  });
}

/** The media library's files of the stopped site: each one's original name, stored path and uses. */
export async function libraryFiles(dataDir: string): Promise<{ originalName: string | null; path: string; usageCount: number }[]> {
  return withSite(dataDir, async (call) => {
    const files: { originalName: string | null; path: string; usageCount: number }[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await call('GET', `/api/admin/files?pageSize=100&pageNo=${pageNo}`);
      expect(page.status, page.body).toBe(200);
      const result = (JSON.parse(page.body) as { result: { originalName: string | null; path: string; usageCount: number }[] }).result;
      files.push(...result.map(({ originalName, path, usageCount }) => ({ originalName, path, usageCount })));
      if (result.length < 100) return files;
    }
  });
}

/** The status a stored file is served with, by a site at `origin` or in this process. */
export async function fileStatus(site: string | { dataDir: string }, stored: string): Promise<number> {
  if (typeof site === 'string') return (await fetch(`${site}/api/upload/${stored}`)).status;
  return withSite(site.dataDir, async (call) => (await call('GET', `/api/upload/${stored}`)).status);
}

/** One of `scripts/` (`restore`, `demo-reload`) as a child process, from source, on `dataDir` (and `env`), with `args`. */
export function runScript(script: string, dataDir: string, args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _url, S3_BUCKET: _bucket, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** `npm run restore -- <args>` as a child process, from source, on `dataDir` (and `env`). */
export function runRestore(dataDir: string, args: string[], env: Record<string, string> = {}) {
  return runScript('restore', dataDir, args, env);
}

/**
 * A fingerprint of every file under a folder: names and contents. With `namesOnly` for files
 * another process has open (a live database, whose shared-memory index SQLite rewrites as
 * readers come and go), only the names count for the files directly in `dir`; folders below it
 * (the uploads) still count by content.
 */
export function fingerprint(dir: string, { namesOnly = false }: { namesOnly?: boolean } = {}): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      hash.update(path.relative(dir, full));
      if (entry.isDirectory()) walk(full);
      else if (!(namesOnly && at === dir)) hash.update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
