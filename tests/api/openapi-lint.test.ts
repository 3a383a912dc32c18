/**
 * The API description as other tools read it (issue 49.5): Redocly's recommended rules
 * (redocly.yaml) pass on the served /api/openapi.json with no error, and every operation has a
 * summary and a unique operationId, which client generators name their functions by.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../../server/http/openapi-responses.js';
import { createTestContext, type TestContext } from '../helpers/app.js';

const run = promisify(execFile);

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

describe('API description for tools', () => {
  let ctx: TestContext;
  let doc: { paths: Record<string, Record<string, { operationId?: string; summary?: string; security?: unknown[] }>> };
  let dir = '';
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    doc = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).body_;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await ctx.close();
  });

  it("passes Redocly's recommended lint with no error", async () => {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const { stdout } = await run(process.execPath, [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'json', '--max-problems', '1000'], { env }).catch(
      (failed: { stdout: string }) => ({ stdout: failed.stdout }),
    );
    const problems = (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names every operation, once, and says which need no token', () => {
    const ids: string[] = [];
    for (const [address, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${address}`).toBeTruthy();
        expect(operation.operationId, `${method} ${address}`).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
        ids.push(operation.operationId!);
        // Said outright either way: the token, or none (an empty list).
        expect([[{ token: [] }], []], `${method} ${address}`).toContainEqual(operation.security);
        if (!address.startsWith('/api/admin/')) expect(operation.security, `${method} ${address}`).toEqual([]);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/upload/{path}']?.get?.operationId).toBe('getUploadFile');
  });

  it('makes names from the method and the address', () => {
    expect(operationIdOf('PUT', '/api/admin/latest-news/publish')).toBe('putAdminLatestNewsPublish');
    expect(operationIdOf('GET', '/api/user/lawyerTeam/:id')).toBe('getUserLawyerTeamById');
    expect(operationIdOf('PUT', '/api/admin/banner/:id/:top')).toBe('putAdminBannerByIdByTop');
  });
});
