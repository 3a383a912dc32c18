import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

/** The problems a configuration is refused for; fails the test when it is accepted. */
function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('the configuration was accepted');
}

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
      sharedCache: { sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 30 },
      s3: null,
    });
    expect(loadConfig({ SHARED_CACHE_MAX_AGE: '0', SHARED_CACHE_STALE_WHILE_REVALIDATE: '600' }).sharedCache).toEqual({ sharedMaxAgeSeconds: 0, staleWhileRevalidateSeconds: 600 });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadDir).toBe(path.resolve('./data/uploads'));
    expect(config.sqliteFile).toBe(path.resolve('./data/site.sqlite'));
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['DEFAULT_LOCALE', 'xx_XX'],
    ['UPLOAD_MAX_BYTES', '-5'],
    ['DEMO_CONTENT', 'maybe'],
    ['PUBLIC_ORIGIN', 'not a url'],
    // Every absolute address (sitemap, canonical, hreflang, Open Graph) is the origin and a path.
    ['PUBLIC_ORIGIN', 'https://www.firm.example/en'],
    ['PUBLIC_ORIGIN', 'https://www.firm.example/?ref=1'],
    ['PUBLIC_ORIGIN', 'https://www.firm.example#top'],
    ['ADMIN_PASSWORD', 'short'],
    ['SESSION_IDLE_HOURS', '0'],
    // A session's end must be a date: 100,000,000 days made every sign-in answer 500.
    ['SESSION_MAX_DAYS', '100000000'],
    ['SESSION_MAX_DAYS', '3651'],
    ['SESSION_IDLE_HOURS', '87601'],
    ['METRICS_PORT', 'ninety'],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', '65536'],
    ['SHARED_CACHE_MAX_AGE', '-1'],
    ['SHARED_CACHE_MAX_AGE', '1m'],
    ['SHARED_CACHE_STALE_WHILE_REVALIDATE', '99999999'],
    ['CACHE_PURGE_URL', 'varnish:6081'],
    ['CACHE_PURGE_URL', 'ftp://127.0.0.1/'],
    ['CACHE_PURGE_URL', 'http://purger:secret@127.0.0.1:6081/'],
  ])('refuses %s=%s and names it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.variable)).toEqual([variable]);
      expect((error as Error).message).toContain(variable);
    }
  });

  it('keeps PUBLIC_ORIGIN as an origin: lower case, no trailing slash, no default port', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://WWW.Firm.example/' }).publicOrigin).toBe('https://www.firm.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.firm.example:443' }).publicOrigin).toBe('https://www.firm.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ SESSION_MAX_DAYS: '3650' }).sessionMaxMs).toBe(3650 * 86_400_000);
  });

  it('purges a reverse proxy only with CACHE_PURGE_URL, an http(s) address', () => {
    expect(loadConfig({}).cachePurgeUrl).toBeUndefined();
    expect(loadConfig({ CACHE_PURGE_URL: 'http://127.0.0.1:6081/' }).cachePurgeUrl).toBe('http://127.0.0.1:6081/');
    expect(problemsOf({ CACHE_PURGE_URL: 'varnish' })).toEqual([{ variable: 'CACHE_PURGE_URL', message: 'must be an absolute http(s) URL' }]);
    expect(problemsOf({ CACHE_PURGE_URL: 'https://u:p@cache.internal/' })).toEqual([{ variable: 'CACHE_PURGE_URL', message: 'must not hold a user name or password' }]);
  });

  it('serves metrics only with METRICS_PORT, never on the public port', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(problemsOf({ PORT: '9464', METRICS_PORT: '9464' })).toEqual([{ variable: 'METRICS_PORT', message: 'must differ from PORT' }]);
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual([{ variable: 'METRICS_PORT', message: 'must differ from PORT' }]);
  });

  it('turns object storage on with S3_BUCKET, with the documented defaults', () => {
    expect(loadConfig({ S3_BUCKET: 'firm-uploads' }).s3).toEqual({
      bucket: 'firm-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    });
  });

  it('reads every S3 setting', () => {
    const config = loadConfig({
      S3_BUCKET: 'firm-uploads',
      S3_REGION: 'eu-west-2',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/site/uploads/',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-value-1234',
    });
    expect(config.s3).toMatchObject({
      bucket: 'firm-uploads',
      region: 'eu-west-2',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'site/uploads',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-value-1234' },
    });
    // Should the configuration ever be logged or printed, the secret stays out of it.
    expect(JSON.stringify(config)).not.toContain('secret-value-1234');
    expect(inspect(config, { depth: null })).not.toContain('secret-value-1234');
    expect(JSON.stringify(config)).toContain('AKIAEXAMPLE');
  });

  it.each([
    ['S3_BUCKET', 'Not A Bucket'],
    ['S3_ENDPOINT', 'not a url'],
    ['S3_ENDPOINT', 'ftp://minio.internal'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
    ['S3_PREFIX', 'site/../other'],
  ])('refuses %s=%s and names it', (variable, value) => {
    const problems = problemsOf({ S3_BUCKET: 'firm-uploads', [variable]: value });
    expect(problems.map((p) => p.variable)).toEqual([variable]);
  });

  it.each([
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
  ])('refuses %s without %s and names the missing one', (given, missing) => {
    const problems = problemsOf({ S3_BUCKET: 'firm-uploads', [given]: 'secret-value-1234' });
    expect(problems.map((p) => p.variable)).toEqual([missing]);
    expect(problems[0]!.message).toBe(`must be set when ${given} is`);
    expect(JSON.stringify(problems)).not.toContain('secret-value-1234');
  });

  it('refuses S3 settings without S3_BUCKET rather than keeping uploads on the local disk', () => {
    const problems = problemsOf({ S3_ENDPOINT: 'http://minio.internal:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(problems).toEqual([
      { variable: 'S3_BUCKET', message: 'must be set when S3_ENDPOINT, S3_FORCE_PATH_STYLE are' },
    ]);
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

describe('TRUST_PROXY and HOST', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['no', false],
    ['0', false],
    ['true', true],
    ['yes', true],
    ['1', 1],
    ['3', 3],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 10.0.0.1 , 192.168.0.0/16,::1,fd00::/8 ', ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['maybe', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', 'fd00::/129', '10.0.0.0/8,', '10.0.0.1,,10.0.0.2', 'proxy.internal', '10.0.0.0/8/1'])(
    'refuses TRUST_PROXY=%s and names it',
    (value) => {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems.map((p) => p.variable)).toEqual(['TRUST_PROXY']);
      expect(problems[0]!.message).toMatch(/hop count|address|CIDR/);
    },
  );

  it.each(['0.0.0.0', '127.0.0.1', '::', '::1', 'localhost', 'app.internal', 'web-1.example.com'])('accepts HOST=%s', (value) => {
    expect(loadConfig({ HOST: value }).host).toBe(value);
  });

  it.each(['http://example.com', 'two words', 'localhost:3000', '-leading-hyphen', 'a..b', '999.1.1.1', 'x'.repeat(64) + '.example'])(
    'refuses HOST=%s and names it',
    (value) => {
      const problems = problemsOf({ HOST: value });
      expect(problems.map((p) => p.variable)).toEqual(['HOST']);
      expect(problems[0]!.message).toBe('must be an IP address or a host name');
    },
  );

  it('puts an IPv6 HOST in brackets in the default public origin', () => {
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicOrigin).toBe('http://[::1]:8080');
  });
});
