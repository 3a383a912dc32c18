/**
 * The layers of server/modules/README.md, checked on the sources: what registers routes or hooks
 * (each module's routes, the HTTP layer, the app itself) and the page loaders reach the database
 * only through a service. SQL lives in repositories and services; a route that needs data calls
 * a service method.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file).split(path.sep).join('/'))
    .sort();
}

/** A module file registers routes or hooks when it hands Fastify a plugin, a route or a hook. */
const REGISTERS = /FastifyPluginAsync|\.addHook\(|\b(?:app|fastify)\.(?:get|post|put|delete|patch|route)\(/;

const moduleSources = sourcesUnder('server/modules');
const routeFiles = moduleSources.filter((file) => /(?:^|[-/])routes\.ts$/.test(file) || REGISTERS.test(read(file)));
const checked = [...new Set([...routeFiles, ...sourcesUnder('server/http'), 'server/app.ts', ...sourcesUnder('app')])];

function read(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

/** The code without its comments, which may well talk about queries. */
function code(file: string): string {
  return read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[\s;])\/\/.*$/gm, '$1');
}

const RULES: { rule: string; pattern: RegExp }[] = [
  { rule: 'imports a repository', pattern: /^\s*import\s[^;]*from\s+'[^']*repository[^']*'/m },
  { rule: 'imports Kysely for more than its types', pattern: /^\s*import\s+(?!type\s)[^;]*from\s+'kysely'/m },
  { rule: 'builds a query', pattern: /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction)\(/ },
  { rule: 'writes SQL', pattern: /\bsql(?:<[^>]*>)?`|\bsql\.(?:raw|ref|table|join|lit|id|val)\(/ },
  { rule: 'hands the database to a function', pattern: /\b(?:app|fastify|server|instance)\.db\b/ },
];

function breaches(file: string): string[] {
  const source = code(file);
  return RULES.filter(({ pattern }) => pattern.test(source)).map(({ rule }) => `${file} ${rule}`);
}

describe('layers (server/modules/README.md)', () => {
  it('finds the route files it checks', () => {
    // A renamed folder must not turn the check below into one over nothing.
    expect(routeFiles).toEqual(expect.arrayContaining(['server/modules/users/routes.ts', 'server/modules/auth/routes.ts', 'server/modules/system/health.ts']));
    expect(checked).toEqual(expect.arrayContaining(['server/http/page-cache.ts', 'server/app.ts']));
    expect(routeFiles.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps SQL and repositories out of routes, the HTTP layer and the pages', () => {
    expect(checked.flatMap(breaches)).toEqual([]);
  });

  it('recognises each kind of breach, and type imports as none', () => {
    // The rules themselves, on snippets, so that a pattern that never matches is noticed.
    const samples: Record<string, string> = {
      'imports a repository': "import { findUserById } from '../users/repository.js';",
      'imports Kysely for more than its types': "import { sql } from 'kysely';",
      'builds a query': "await db.selectFrom('site_state').selectAll().execute();",
      'writes SQL': 'await sql`select 1`.execute(db);',
      'hands the database to a function': 'await passScheduledTime(app.db, now);',
    };
    for (const { rule, pattern } of RULES) expect(pattern.test(samples[rule] ?? ''), rule).toBe(true);
    expect(RULES.filter(({ pattern }) => pattern.test("import type { Kysely } from 'kysely';"))).toEqual([]);
  });
});
