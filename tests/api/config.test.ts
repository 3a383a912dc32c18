import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      demoContent: true,
      defaultLocale: 'zh_CN',
      uploadMaxBytes: 10 * 1024 * 1024,
      databaseUrl: undefined,
      sessionIdleMs: 12 * 3600_000,
      sessionMaxMs: 7 * 86_400_000,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadDir).toBe(path.resolve('./data/uploads'));
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['DEFAULT_LOCALE', 'fr_FR'],
    ['UPLOAD_MAX_BYTES', '-5'],
    ['DEMO_CONTENT', 'maybe'],
    ['PUBLIC_ORIGIN', 'not a url'],
    ['ADMIN_PASSWORD', 'short'],
    ['SESSION_IDLE_HOURS', '0'],
  ])('refuses %s=%s and names it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.variable)).toEqual([variable]);
      expect((error as Error).message).toContain(variable);
    }
  });

  it('stops the server start with the variable named', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-config-'));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('must be an integer from 1 to 65535');
  });
});
