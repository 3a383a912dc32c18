/**
 * Configuration from the environment, parsed and validated once at start. A bad value stops the
 * start with a message naming the variable (PRODUCT section 6).
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { inspect } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/auth.js';
import type { Lang } from '../contract/languages.js';
import { isCatalogueLocale } from '../contract/locale-catalogue.js';
import { parseLanguageList, siteLanguages } from '../contract/site-languages.js';
import { ACCOUNT_PATTERN } from '../contract/users.js';
import type { SharedCacheSettings } from './http/shared-cache.js';
import { parseTrustProxy, type TrustProxy } from './http/trusted-proxy.js';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (what: string, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, `must be ${what}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `must be ${what}`);

/** Whole seconds from 0 to `max`. */
const seconds = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number of seconds from 0 to ${max}`)
    .transform(Number)
    .refine((n) => n <= max, `must be a whole number of seconds from 0 to ${max}`);

/** Whole milliseconds from 0 (meaning `zero`) to a minute. */
const milliseconds = (zero: string) =>
  z
    .string()
    .regex(/^\d{1,5}$/, `must be a number of milliseconds from ${zero} to 60000`)
    .transform(Number)
    .refine((n) => n <= 60_000, `must be a number of milliseconds from ${zero} to 60000`);

const DURATION_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** A duration as seconds (`3600`) or with a unit (`90s`, `30m`, `1h`, `2d`), between `min` and `max` seconds; in milliseconds. */
const duration = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}\s*[smhd]?$/i, `must be ${what}`)
    .transform((v) => {
      const unit = (v.match(/[smhd]$/i)?.[0].toLowerCase() ?? 's') as keyof typeof DURATION_UNITS;
      return Number.parseInt(v, 10) * DURATION_UNITS[unit];
    })
    .refine((seconds) => seconds >= min && seconds <= max, `must be ${what}`)
    .transform((seconds) => seconds * 1000);

const httpUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), 'must be an absolute http(s) URL');

/** Folder names separated by `/`; `.` and `..` are refused so no key can look like a relative path. */
const keyPrefix = z
  .string()
  .transform((v) => v.replace(/^\/+|\/+$/g, ''))
  .refine(
    (v) => v === '' || v.split('/').every((s) => /^[A-Za-z0-9._-]+$/.test(s) && s !== '.' && s !== '..'),
    'must be folder names of letters, digits, . _ or - separated by /',
  );

const trustProxy = z.string().transform((v, ctx): TrustProxy => {
  const parsed = parseTrustProxy(v);
  if ('value' in parsed) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
});

/** A name of letters, digits and inner hyphens per label; an all-digit last label would be a mistyped IPv4 address. */
const isHostName = (v: string) =>
  v.length <= 253 && v.split('.').every((label) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label)) && !/(^|\.)\d+$/.test(v);

const listenHost = z.string().refine((v) => isIP(v) !== 0 || isHostName(v), 'must be an IP address or a host name');
/**
 * Host names (with a port when not 443), comma-separated, that images may come from besides this
 * site: `cdn.example.com,images.example.org`. Nothing else (schemes, paths, wildcards) is taken,
 * since each host is written into the Content-Security-Policy as it is.
 */
const imageHostList = z
  .string()
  .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
  .refine(
    (hosts) => hosts.every((h) => /^[a-z0-9.-]+(:\d{1,5})?$/.test(h) && URL.canParse(`https://${h}`) && new URL(`https://${h}`).host === h.replace(/:443$/, '')),
    'must be host names separated by commas, e.g. cdn.example.com,images.example.org',
  )
  .transform((hosts) => [...new Set(hosts.map((h) => new URL(`https://${h}`).host))]);

/** `SITE_LANGUAGES`: read once, here; its codes in picker order, or the reason it is refused. */
const languageList = z.string().transform((v, ctx): Lang[] => {
  const parsed = parseLanguageList(v);
  if ('languages' in parsed) return parsed.languages;
  ctx.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
});

const S3_SETTINGS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt('an integer from 1 to 65535', 65535).default(3000),
  HOST: listenHost.default('127.0.0.1'),
  METRICS_PORT: positiveInt('an integer from 1 to 65535', 65535).optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// connection URL')
    .optional(),
  ADMIN_ACCOUNT: z
    .string()
    .trim()
    .regex(ACCOUNT_PATTERN, 'must be 3 to 64 letters, digits or . _ @ -')
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must have at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must have at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  DEMO_CONTENT: booleanString.default(true),
  // Catalogue codes in picker order, added at start to the stored set (decisions 0082, 0083).
  SITE_LANGUAGES: languageList.optional(),
  DEFAULT_LOCALE: z
    .string()
    .trim()
    .refine(isCatalogueLocale, 'is not in the locale catalogue (codes like de_DE, fr_FR)')
    .optional(),
  UPLOAD_MAX_BYTES: positiveInt('a positive number of bytes').default(10 * 1024 * 1024),
  PAGE_CACHE_MAX_BYTES: positiveInt('a positive number of bytes').default(32 * 1024 * 1024),
  PAGE_CACHE_STALE_WINDOW_MS: milliseconds('0 (never stale)').default(2000),
  PAGE_CACHE_POLL_MS: milliseconds('0 (off)').default(500),
  PAGE_CACHE_REFRESH_CONCURRENCY: positiveInt('an integer from 1 to 16', 16).default(2),
  SHARED_CACHE_MAX_AGE: seconds(31_536_000).default(60),
  SHARED_CACHE_STALE_WHILE_REVALIDATE: seconds(31_536_000).default(30),
  // fetch refuses an address with a user name or password in it: every purge would fail.
  CACHE_PURGE_URL: httpUrl.refine((v) => !/^https?:\/\/[^/?#]*@/i.test(v), 'must not hold a user name or password').optional(),
  UPLOAD_CONCURRENCY: positiveInt('an integer from 1 to 16', 16).default(2),
  // Under Kubernetes' 30 s between SIGTERM and SIGKILL, leaving time for the last writes (decision 0103).
  SHUTDOWN_GRACE_SECONDS: positiveInt('a whole number of seconds from 1 to 3600', 3600).default(25),
  // Every absolute address is this with a path after it: a path, query or fragment here would break them all.
  PUBLIC_ORIGIN: httpUrl
    .refine((v) => {
      // An unreadable value is httpUrl's problem, said once.
      if (!URL.canParse(v)) return true;
      const url = new URL(v);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    }, 'must be an origin only (scheme, host and port), without a path, query or fragment')
    .transform((v) => new URL(v).origin)
    .optional(),
  // Bounded so that a session's end is a date (beyond year 9999 it was none, and every sign-in failed with 500).
  SESSION_IDLE_HOURS: positiveInt('a number of hours from 1 to 87600 (ten years)', 87_600).default(12),
  SESSION_MAX_DAYS: positiveInt('a number of days from 1 to 3650 (ten years)', 3650).default(7),
  PREVIEW_LINK_TTL: duration(60, 30 * 86_400, 'a duration from 1 minute to 30 days: seconds, or a number with s, m, h or d (90m, 1h)').default(3600_000),
  REVISIONS_KEPT: positiveInt('a positive whole number').default(50),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  REMOTE_IMAGE_HOSTS: imageHostList.default([]),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, . _ or -')
    .optional(),
  // No defaults here: the check below must see which S3 settings were given.
  S3_REGION: z.string().trim().min(1, 'must not be empty').optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  S3_PREFIX: keyPrefix.optional(),
}).superRefine((e, ctx) => {
  // Without SITE_LANGUAGES the stored set decides, and the start checks DEFAULT_LOCALE against it (languages/service.ts).
  if (e.SITE_LANGUAGES && e.DEFAULT_LOCALE !== undefined && !e.SITE_LANGUAGES.includes(e.DEFAULT_LOCALE)) {
    ctx.addIssue({ code: 'custom', path: ['DEFAULT_LOCALE'], message: `must be one of ${e.SITE_LANGUAGES.join(', ')}` });
  }
  // On the public port /metrics would publish the server's internals to every visitor.
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  }
  // Half a key pair is a typo, not a request for the SDK's default credentials.
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'must be set when S3_ACCESS_KEY_ID is' });
  }
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
    ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'must be set when S3_SECRET_ACCESS_KEY is' });
  }
  // Without a bucket the uploads would silently stay on this instance's disk.
  const orphans = e.S3_BUCKET ? [] : S3_SETTINGS.filter((name) => e[name] !== undefined);
  if (orphans.length) {
    const message = `must be set when ${orphans.join(', ')} ${orphans.length > 1 ? 'are' : 'is'}`;
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message });
  }
});

export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, ...); AWS's own endpoint when unset. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Key prefix without surrounding slashes; '' for none. */
  prefix: string;
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Port of the Prometheus metrics server, on `host`; undefined: no metrics server. */
  metricsPort: number | undefined;
  dataDir: string;
  uploadDir: string;
  /** The SQLite database file (used when databaseUrl is unset). */
  sqliteFile: string;
  databaseUrl: string | undefined;
  adminAccount: string | undefined;
  adminPassword: string | undefined;
  demoContent: boolean;
  /** The site's default language now: the stored set's (siteLanguages(), decision 0083), which an administrator may change. */
  readonly defaultLocale: Lang;
  /**
   * What `SITE_LANGUAGES` and `DEFAULT_LOCALE` ask of the stored set at start (undefined: unset,
   * the table decides): the languages added if missing, in picker order; the default.
   */
  languagesAtStart: { languages: Lang[] | undefined; defaultLang: Lang | undefined };
  uploadMaxBytes: number;
  /** Memory the page cache may hold, counted on its compressed entries. */
  pageCacheMaxBytes: number;
  /** How stale cached pages are refreshed after a change (decision 0075). */
  pageCacheRefresh: { staleWindowMs: number; pollMs: number; concurrency: number };
  /** What a CDN or reverse proxy may keep of public pages and API answers (decision 0074). */
  sharedCache: SharedCacheSettings;
  /** Where writes send `PURGE` for the reverse proxy in front (server/http/cache-purge.ts, decision 0076); undefined: none. */
  cachePurgeUrl: string | undefined;
  /** Uploads processed at once, each in a worker thread of its own (decision 0013). */
  uploadConcurrency: number;
  /** How long a shutdown lets requests in flight finish before it cuts their connections (decision 0103). */
  shutdownGraceMs: number;
  publicOrigin: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** How long a preview link works after it is made (decision 0025). */
  previewLinkTtlMs: number;
  /** How many revisions of each item are kept (decision 0028). */
  revisionsKept: number;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Hosts (`name` or `name:port`) that rich text and pages may show images from over https, besides this site. */
  remoteImageHosts: string[];
  /** Object storage for uploads; null keeps them on the local disk under uploadDir. */
  s3: S3Config | null;
}

export class ConfigError extends Error {
  constructor(public readonly problems: { variable: string; message: string }[]) {
    super(
      'Invalid configuration:\n' + problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset, so `PORT=` in a .env file means "use the default". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** The key pair, shown with its secret replaced should the configuration ever be logged or printed. */
function s3Credentials(accessKeyId: string, secretAccessKey: string): S3Config['credentials'] {
  const shown = { accessKeyId, secretAccessKey: '[redacted]' };
  return Object.defineProperties(
    { accessKeyId, secretAccessKey },
    { toJSON: { value: () => shown }, [inspect.custom]: { value: () => shown } },
  );
}

/** The listening address as it appears in a URL: all interfaces as localhost, IPv6 in brackets. */
function originHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    // One message per variable: the first problem found is enough to fix it.
    const byVariable = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const variable = String(issue.path[0] ?? 'environment');
      if (!byVariable.has(variable)) byVariable.set(variable, issue.message);
    }
    throw new ConfigError([...byVariable].map(([variable, message]) => ({ variable, message })));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    sqliteFile: path.join(dataDir, 'site.sqlite'),
    databaseUrl: e.DATABASE_URL,
    adminAccount: e.ADMIN_ACCOUNT,
    adminPassword: e.ADMIN_PASSWORD,
    demoContent: e.DEMO_CONTENT,
    get defaultLocale() {
      return siteLanguages().defaultLang;
    },
    languagesAtStart: { languages: e.SITE_LANGUAGES, defaultLang: e.DEFAULT_LOCALE },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    pageCacheMaxBytes: e.PAGE_CACHE_MAX_BYTES,
    pageCacheRefresh: { staleWindowMs: e.PAGE_CACHE_STALE_WINDOW_MS, pollMs: e.PAGE_CACHE_POLL_MS, concurrency: e.PAGE_CACHE_REFRESH_CONCURRENCY },
    sharedCache: { sharedMaxAgeSeconds: e.SHARED_CACHE_MAX_AGE, staleWhileRevalidateSeconds: e.SHARED_CACHE_STALE_WHILE_REVALIDATE },
    cachePurgeUrl: e.CACHE_PURGE_URL,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://${originHost(e.HOST)}:${e.PORT}`,
    uploadConcurrency: e.UPLOAD_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    previewLinkTtlMs: e.PREVIEW_LINK_TTL,
    revisionsKept: e.REVISIONS_KEPT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    remoteImageHosts: e.REMOTE_IMAGE_HOSTS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          prefix: e.S3_PREFIX ?? '',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? s3Credentials(e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY) : undefined,
        }
      : null,
  };
}
