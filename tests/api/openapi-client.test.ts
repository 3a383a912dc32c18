/**
 * A client generated from the API description works (issue 49.5): openapi-typescript turns the
 * served /api/openapi.json into types, a few calls written against them with openapi-fetch
 * typecheck (and a call to an address the API lacks does not), and the same calls, run against
 * the application, answer as the types say.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app.js';
import { createFolder, createNews } from '../helpers/content.js';

/** Calls as an integrator would write them against the generated `paths`. */
const CALLS = `import type { Client } from 'openapi-fetch';
import type { paths } from './api';

export async function calls(client: Client<paths>, account: { loginAccount: string; password: string }) {
  const news = await client.GET('/api/user/latest-news', { params: { query: { lang: 'en_US', pageSize: 5 } } });
  const titles: string[] = (news.data?.result ?? []).map((item) => item.title);
  const signedIn = await client.POST('/api/admin/login', { body: account });
  const token: string = signedIn.data?.result ?? '';
  const mine = await client.GET('/api/admin/mine', { headers: { authorization: token } });
  const name: string | undefined = mine.data?.result.userName;
  const refused = await client.GET('/api/admin/mine', { headers: { authorization: 'not a token' } });
  // @ts-expect-error: the API has no such address, and the generated types know it
  void client.GET('/api/user/no-such-call');
  return { titles, token, name, refusedStatus: refused.response.status, refusedMessage: refused.error?.message };
}
`;

describe('a client generated from the API description', () => {
  let ctx: TestContext;
  let dir = '';
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    // Inside the project, so the generated files resolve openapi-fetch from its node_modules.
    fs.mkdirSync(path.resolve('node_modules/.cache'), { recursive: true });
    dir = fs.mkdtempSync(path.resolve('node_modules/.cache/openapi-client-'));
    const doc = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).body_ as OpenAPI3;
    fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(doc)));
    fs.writeFileSync(path.join(dir, 'calls.ts'), CALLS);
  }, 60_000);
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await ctx.close();
  });

  it('typechecks calls written against it', () => {
    const program = ts.createProgram([path.join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);

  it('answers those calls as its types say', async () => {
    const editor = await ctx.staff('editor');
    const folder = await createFolder(ctx, editor.token, { en_US: 'Client folder' });
    await createNews(ctx, editor.token, folder.ids.en_US!, { en_US: 'Generated client news' });
    const compiled = ts.transpileModule(CALLS, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const file = path.join(dir, 'calls.mjs');
    fs.writeFileSync(file, compiled);
    const { calls } = (await import(pathToFileURL(file).href)) as { calls: (client: unknown, account: { loginAccount: string; password: string }) => Promise<Record<string, unknown>> };
    // The client's requests go to the application in process.
    const client = createClient({
      baseUrl: 'http://firm.test',
      fetch: async (request: Request) => {
        const url = new URL(request.url);
        const body = request.method === 'GET' ? undefined : await request.text();
        const answer = await ctx.app.inject({ method: request.method as 'GET', url: url.pathname + url.search, headers: Object.fromEntries(request.headers), payload: body });
        return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answer.headers as Record<string, string> });
      },
    });
    const result = await calls(client, { loginAccount: editor.account, password: editor.password });
    expect(result.titles).toContain('Generated client news');
    expect(result.token).toMatch(/\S{16,}/);
    expect(result.name).toEqual(expect.any(String));
    expect(result.refusedStatus).toBe(401);
    expect(result.refusedMessage).toEqual(expect.any(String));
  });
});
