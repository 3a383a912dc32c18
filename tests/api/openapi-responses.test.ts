/**
 * The API description lists every answer an operation gives by design (issue 9: the fuzz suite
 * fails on any answer outside the documented ones), in the envelope, stated once and referred to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteLanguages } from '../../contract/site-languages.js';
import { createTestContext, type TestContext } from '../helpers/app.js';

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  parameters?: { name: string; schema: { enum?: unknown[] } }[];
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  [keyword: string]: unknown;
}

/** A schema that says nothing about its value: only a description, or nothing at all. */
/** Calls that answer a CSV file rather than the envelope. */
const csvExports = ['GET /api/admin/audit/export'];

const saysNothing = (schema: JsonSchema | undefined) => !schema || Object.keys(schema).every((k) => k === 'description');

describe('answers in the API description', () => {
  let ctx: TestContext;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { responses: Record<string, { content: Record<string, { schema: { required: string[] } }> }> } };
  const operations: [string, Operation][] = [];
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    doc = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).body_;
    for (const [path, item] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(item)) operations.push([`${method.toUpperCase()} ${path}`, op]);
  });
  afterAll(async () => ctx.close());

  const statuses = (op: Operation) => Object.keys(op.responses).map(Number);

  it('every operation can answer invalid input (400) and unavailable (503), in the envelope', () => {
    for (const [key, op] of operations) {
      expect(statuses(op), key).toEqual(expect.arrayContaining([400, 503]));
      expect(op.responses['400']!.$ref, key).toBe('#/components/responses/InvalidInput');
    }
    expect(doc.components.responses.InvalidInput!.content['application/json']!.schema.required).toEqual(['status', 'message', 'result']);
  });

  it('every operation documents its success answer: the envelope with its result, and pageable for lists', () => {
    // A route without `response: { 200: envelopeOf(...) }` (contract/envelope.ts) is listed here.
    const undocumented = operations
      .filter(([key]) => !key.startsWith('GET /api/upload/') && !csvExports.includes(key))
      .filter(([, op]) => saysNothing(op.responses['200']?.content?.['application/json']?.schema.properties?.result))
      .map(([key]) => key);
    expect(undocumented).toEqual([]);
    for (const [key, op] of operations.filter(([k]) => !k.startsWith('GET /api/upload/') && !csvExports.includes(k))) {
      const schema = op.responses['200']!.content!['application/json']!.schema;
      expect(schema.required, key).toEqual(expect.arrayContaining(['status', 'message', 'result']));
      if (schema.properties?.pageable) expect(schema.properties.result!.type, key).toBe('array');
    }
    const news = doc.paths['/api/user/latest-news']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(news.required).toContain('pageable');
    expect(news.properties!.pageable!.required).toEqual(['pageNo', 'pageSize', 'totalCount']);
    // Exports answer the file itself, documented as such.
    for (const key of csvExports) {
      const [method, path] = key.split(' ') as [string, string];
      expect(Object.keys(doc.paths[path]![method.toLowerCase()]!.responses['200']!.content!), key).toEqual(['text/csv']);
    }
  });

  it('every operation describes the lang and route-prefix headers', () => {
    for (const [key, op] of operations.filter(([k]) => !k.startsWith('GET /api/upload/'))) {
      const headers = (op.parameters ?? []).filter((p) => (p as { in?: string }).in === 'header').map((p) => p.name);
      expect(headers, key).toEqual(expect.arrayContaining(['lang', 'route-prefix']));
    }
    const lang = doc.paths['/api/user/banner']!.get!.parameters!.find((p) => p.name === 'lang')!;
    expect(lang.schema.enum).toEqual(siteLanguages().languages);
  });

  it('honours are filtered by neither folder nor practice area; news and cases are', () => {
    const names = (path: string) => doc.paths[path]!.get!.parameters!.map((p) => p.name);
    expect(names('/api/user/lawfirm-honour')).not.toEqual(expect.arrayContaining(['cataId']));
    expect(names('/api/user/lawfirm-honour')).not.toContain('proFieldId');
    for (const path of ['/api/user/latest-news', '/api/user/case-analysis']) expect(names(path)).toEqual(expect.arrayContaining(['cataId', 'proFieldId']));
  });

  it('guarded staff calls ask for the token and list 401 and 403; sign-in lists neither but 429', () => {
    for (const [key, op] of operations.filter(([k]) => k.includes(' /api/admin/') && k !== 'POST /api/admin/login' && !k.includes('/lang/list') && !/GET \/api\/admin\/(job|office)$/.test(k))) {
      expect(op.security, key).toEqual([{ token: [] }]);
      expect(statuses(op), key).toEqual(expect.arrayContaining([401, 403]));
    }
    const login = doc.paths['/api/admin/login']!.post!;
    // An empty list: public, said outright (issue 49.5).
    expect(login.security).toEqual([]);
    expect(doc.paths['/api/user/latest-news']!.get!.security).toEqual([]);
    expect(statuses(login)).toEqual(expect.arrayContaining([200, 400, 413, 415, 429]));
    expect(statuses(login)).not.toContain(401);
    expect(statuses(doc.paths['/api/user/latest-news']!.get!)).not.toContain(401);
  });

  it('calls that read a body list 413 and 415; calls that name a record list 404', () => {
    expect(statuses(doc.paths['/api/admin/latest-news']!.post!)).toEqual(expect.arrayContaining([404, 409, 413, 415]));
    expect(statuses(doc.paths['/api/user/latest-news/{id}']!.get!)).toContain(404);
    expect(statuses(doc.paths['/api/admin/latest-news']!.delete!)).toContain(404);
    expect(statuses(doc.paths['/api/user/banner']!.get!)).not.toContain(404);
  });

  it('the upload call takes one file in multipart; served files are themselves, with 304', () => {
    const upload = doc.paths['/api/admin/files/upload']!.post!;
    expect(upload.requestBody!.content['multipart/form-data']!.schema.required).toEqual(['file']);
    expect(statuses(upload)).toEqual(expect.arrayContaining([413, 415, 429]));
    const served = doc.paths['/api/upload/{path}']!.get!;
    expect(Object.keys(served.responses['200'] as object)).toContain('content');
    expect(statuses(served)).toEqual(expect.arrayContaining([200, 304, 404]));
  });

  it('values checked in code are still listed: site status, folder type, external link flag', () => {
    const value = doc.paths['/api/admin/portal-config/site-status/{value}']!.post!.parameters!.find((p) => p.name === 'value')!;
    expect(value.schema.enum).toEqual([0, 1, 2]);
    const type = doc.paths['/api/user/catalog']!.get!.parameters!.find((p) => p.name === 'type')!;
    expect(type.schema.enum).toEqual([0, 1]);
    const news = doc.paths['/api/admin/latest-news']!.post!.requestBody!.content['application/json']!.schema as unknown as {
      items: { properties: { isLink: { enum: number[] } } };
    };
    expect(news.items.properties.isLink.enum).toEqual([0, 1]);
  });
});
