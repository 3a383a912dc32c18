/**
 * Configuration from the environment, parsed and validated once at start. A bad value stops the
 * start with a message naming the variable (PRODUCT section 6).
 */
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../contract/languages.js';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (what: string, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, `must be ${what}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `must be ${what}`);

const httpUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), 'must be an absolute http(s) URL');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt('an integer from 1 to 65535', 65535).default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// connection URL')
    .optional(),
  ADMIN_ACCOUNT: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._@-]{3,64}$/, 'must be 3 to 64 letters, digits or . _ @ -')
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(12, 'must have at least 12 characters')
    .max(128, 'must have at most 128 characters')
    .optional(),
  DEMO_CONTENT: booleanString.default(true),
  DEFAULT_LOCALE: z.enum(CONTENT_LANGUAGES, { error: `must be one of ${CONTENT_LANGUAGES.join(', ')}` }).default('zh_CN'),
  UPLOAD_MAX_BYTES: positiveInt('a positive number of bytes').default(10 * 1024 * 1024),
  PUBLIC_ORIGIN: httpUrl.transform((v) => v.replace(/\/+$/, '')).optional(),
  SESSION_IDLE_HOURS: positiveInt('a positive number of hours').default(12),
  SESSION_MAX_DAYS: positiveInt('a positive number of days').default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString.default(false),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  databaseUrl: string | undefined;
  adminAccount: string | undefined;
  adminPassword: string | undefined;
  demoContent: boolean;
  defaultLocale: (typeof CONTENT_LANGUAGES)[number];
  uploadMaxBytes: number;
  publicOrigin: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  logLevel: string;
  trustProxy: boolean;
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
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    adminAccount: e.ADMIN_ACCOUNT,
    adminPassword: e.ADMIN_PASSWORD,
    demoContent: e.DEMO_CONTENT,
    defaultLocale: e.DEFAULT_LOCALE,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
