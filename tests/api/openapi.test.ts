import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteLanguages } from '../../contract/site-languages.js';
import { createTestContext, type TestContext } from '../helpers/app.js';

describe('API description', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => ctx.close());

  it('describes every /api call the app has, with its request schemas', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.body_;
    expect(doc.openapi).toBe('3.1.0');
    const described = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(operations)) described.add(`${method.toUpperCase()} ${path}`);
    }
    const routes = ctx.app.routeList
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => ({ method: m, url: String(r.url) })))
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json')
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}')}`);
    const missing = routes.filter((r) => !described.has(r) && !r.includes('{*}'));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);

    const createNews = doc.paths['/api/admin/latest-news'].post;
    const element = createNews.requestBody.content['application/json'].schema.items;
    expect(element.required).toEqual(expect.arrayContaining(['lang', 'cataId', 'coverUrl', 'title', 'isLink']));
    expect(element.properties.lang.enum).toEqual(siteLanguages().languages);
    const lawyers = doc.paths['/api/user/lawyerTeam'].get;
    expect(lawyers.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['practiceAreaId', 'jobId', 'keyword', 'officeIds', 'page', 'pageSize']));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).body_;
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has a readable page', async () => {
    const entry = await ctx.request({ method: 'GET', url: '/api/docs' });
    const location = entry.statusCode === 302 ? String(entry.headers.location) : '/api/docs';
    const page = await ctx.request({ method: 'GET', url: location.startsWith('/') ? location : `/api/docs/${location.replace(/^\.\//, '')}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger');
  });
});
