/**
 * The app the fuzzer talks to: built in-process on a fresh database, with a small firm loaded so
 * that ids, item numbers and stored files exist, an administrator and an editor signed in, and
 * the values the requests draw on (existing ids, `no`s, upload paths, sample files).
 *
 * Some calls change what later requests depend on: signing out, a password change, two-step
 * sign-in, the staff accounts, the two-step policy and the site status. After each of those the
 * world puts things back (site online, policy off, a fresh session for a caller whose token no
 * longer works), so the rest of the run still gets past the guard.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { SITE_ONLINE } from '../../contract/site-status.js';
import { loadDemoContent } from '../../server/db/seed/load-demo.js';
import { demoContent } from '../../server/db/seed/demo/index.js';
import type { DemoContent } from '../../server/db/seed/demo/types.js';
import type { Dialect } from '../../server/db/connection.js';
import { createTestContext, type TestContext } from '../helpers/app.js';
import type { JsonSchema } from './operations.js';
import type { Caller, FuzzRequest, RequestSources, SampleFile } from './requests.js';
import type { Hints } from './schema-values.js';

/** The fuzzer's own address, so its failed sign-ins never throttle the world's own. */
const FUZZER_ADDRESS = '203.0.113.77';

/** Calls after which the world checks and repairs sessions, policy and site status. */
const STATE_CHANGING = new Set([
  'GET /api/admin/quit',
  'PUT /api/admin/modify-password',
  'POST /api/admin/two-factor/setup',
  'POST /api/admin/two-factor/confirm',
  'POST /api/admin/two-factor/disable',
  'PUT /api/admin/users',
  'DELETE /api/admin/users/{id}',
  'PUT /api/admin/users/two-factor-policy',
  'POST /api/admin/portal-config/site-status/{value}',
]);

/** A few of each kind of the demo firm, all pictures one drawing (drawing is the slow part). */
function smallFirm(): DemoContent {
  const d = demoContent;
  const image = d.firm.logo;
  const office = d.offices[0]!;
  const job = d.jobs[0]!;
  const areas = d.practiceAreas.slice(0, 2).map((a) => ({ ...a, icon: image }));
  const areaKeys = areas.map((a) => a.key);
  return {
    firm: { ...d.firm, environment: d.firm.environment.slice(0, 1).map((e) => ({ ...e, image })) },
    offices: [office],
    jobs: [job],
    practiceAreas: areas,
    lawyers: d.lawyers.slice(0, 2).map((l) => ({ ...l, portrait: image, officeKey: office.key, jobKeys: [job.key], practiceAreaKeys: areaKeys })),
    folders: d.folders,
    news: d.news.slice(0, 2).map((n) => ({ ...n, cover: image, practiceAreaKeys: areaKeys.slice(0, 1) })),
    cases: d.cases.slice(0, 2).map((c) => ({ ...c, cover: image, practiceAreaKeys: areaKeys.slice(0, 1) })),
    honours: d.honours.slice(0, 1).map((h) => ({ ...h, cover: image })),
    banners: d.banners.slice(0, 1).map((b) => ({ ...b, image })),
  };
}

async function sampleFiles(): Promise<SampleFile[]> {
  const picture = sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 30, b: 60 } } });
  return [
    { name: 'photo.png', type: 'image/png', data: await picture.clone().png().toBuffer() },
    { name: 'photo.jpg', type: 'image/jpeg', data: await picture.clone().jpeg().toBuffer() },
    { name: 'photo.webp', type: 'image/webp', data: await picture.clone().webp().toBuffer() },
    { name: 'logo.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" onload="alert(1)"/><script>alert(2)</script></svg>') },
    { name: 'brochure.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
    { name: 'page.html', type: 'text/html', data: Buffer.from('<html><script>alert(1)</script></html>') },
    { name: 'photo.png', type: 'image/png', data: Buffer.from('not a png at all') },
    { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) },
    { name: 'noise.bin', type: 'application/octet-stream', data: Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 37) % 256)) },
  ];
}

export interface World {
  ctx: TestContext;
  document: unknown;
  sources: RequestSources;
  send(request: FuzzRequest): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

type Sessions = Record<'administrator' | 'editor', string>;

const LANGS = ['de_DE', 'en_US', 'zh_CN'];
const RICH_TEXT_FIELDS = new Set(['content', 'intro', 'introduce', 'customContent', 'privacy', 'terms', 'disclaimer']);

interface Pools {
  /** Version ids by table, and all of them under `any`. */
  ids: Record<'any' | 'catalog' | 'field' | 'job' | 'office', number[]>;
  nos: string[];
  uploads: string[];
}

/** Which ids a field names: `cataId` a folder, `jobIds` jobs, and so on. */
const ID_FIELDS: Record<string, keyof Pools['ids']> = {
  cataId: 'catalog',
  parentId: 'catalog',
  proFieldId: 'field',
  proFieldIds: 'field',
  practiceAreaId: 'field',
  jobId: 'job',
  jobIds: 'job',
  officeId: 'office',
  officeIds: 'office',
};

function hintsFrom(pools: Pools): Hints {
  const ids = (field: string) => {
    const pool = pools.ids[ID_FIELDS[field] ?? 'any'];
    return pool.length ? fc.oneof(fc.constantFrom(...pool), fc.integer({ min: 1, max: 60 })) : fc.integer({ min: 1, max: 60 });
  };
  const nos = fc.constantFrom(...pools.nos);
  const uploads = fc.oneof(fc.constantFrom(...pools.uploads), fc.constantFrom('https://example.com/a.png', '/api/upload/none.webp'));
  const richText = fc.oneof(
    fc.string({ maxLength: 60 }).map((s) => `<p>${s}</p>`),
    fc.constantFrom(
      '<p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
      '<h2>Title</h2><ul><li>one</li></ul><table><tr><td>cell</td></tr></table>',
      '<p style="color:red">x</p><iframe src="https://example.com"></iframe>',
      '<svg><script>alert(1)</script></svg>',
    ),
  );
  return (field: string, schema: JsonSchema) => {
    const type = schema.type;
    if (type === 'integer' && (field === 'id' || /Ids?$/.test(field))) return ids(field);
    if (type === 'string' && field === 'officeIds') return fc.array(ids(field), { maxLength: 3 }).map((list) => list.join(','));
    if (type === 'string' && (field === 'no' || field === 'nos')) return nos;
    if (type === 'string' && (/Url$|Path$/.test(field) || ['url', 'headImg', '*'].includes(field))) return uploads;
    if (type === 'string' && field === 'email') return fc.emailAddress();
    if (type === 'string' && field === 'lang' && !schema.enum) return fc.constantFrom(...LANGS);
    if (type === 'string' && field === 'name' && !schema.maxLength) return fc.constantFrom('privacy', 'terms', 'disclaimer', 'other');
    if (type === 'string' && RICH_TEXT_FIELDS.has(field)) return richText;
    return undefined;
  };
}

/** Every id and item number in the content tables, for requests that should find something. */
async function existingRecords(ctx: TestContext): Promise<Omit<Pools, 'uploads'>> {
  const db = ctx.app.db;
  const versions = async (table: 'catalog_version' | 'article_version' | 'banner_version' | 'professional_field_version' | 'job_version' | 'office_version' | 'lawyer_version') =>
    (await db.selectFrom(table).select(['id', 'no']).execute()).map((row) => ({ id: Number(row.id), no: String(row.no) }));
  const catalog = await versions('catalog_version');
  const field = await versions('professional_field_version');
  const job = await versions('job_version');
  const office = await versions('office_version');
  const others = [...(await versions('article_version')), ...(await versions('banner_version')), ...(await versions('lawyer_version'))];
  const all = [...catalog, ...field, ...job, ...office, ...others];
  const staff = (await db.selectFrom('staff_user').select('id').execute()).map((row) => Number(row.id));
  const icons = (await db.selectFrom('icon').select('id').execute()).map((row) => Number(row.id));
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return {
    ids: { any: [...new Set([...ids(all), ...staff, ...icons])], catalog: ids(catalog), field: ids(field), job: ids(job), office: ids(office) },
    nos: [...new Set(all.map((row) => row.no))],
  };
}

export async function createWorld(dialect: Dialect): Promise<World> {
  const ctx = await createTestContext(dialect);
  await loadDemoContent(ctx.app.services, { content: smallFirm() });
  const files = await sampleFiles();
  const upload = await ctx.app.services.files.store({ data: files[0]!.data, originalName: files[0]!.name });
  const uploads = [upload, ...(await ctx.app.db.selectFrom('file').select('path').execute()).map((r) => String(r.path))];

  const sessions: Sessions = { administrator: (await ctx.staff('administrator')).token, editor: (await ctx.staff('editor')).token };
  const records = await existingRecords(ctx);
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

  async function stillSignedIn(token: string): Promise<boolean> {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/mine', headers: { authorization: token } });
    return response.statusCode === 200;
  }

  async function repair(): Promise<void> {
    await ctx.app.services.siteStatus.set(SITE_ONLINE);
    await ctx.app.db.updateTable('site_state').set({ require_two_factor: 0 }).where('id', '=', 1).execute();
    for (const role of ['administrator', 'editor'] as const) {
      if (!(await stillSignedIn(sessions[role]))) sessions[role] = (await ctx.staff(role)).token;
    }
  }

  function authorization(caller: Caller, bearer: boolean): string | undefined {
    if (caller === 'anonymous') return undefined;
    const token = caller === 'forged' ? randomBytes(32).toString('base64url') : sessions[caller];
    return bearer ? `Bearer ${token}` : token;
  }

  return {
    ctx,
    document,
    sources: { hints: hintsFrom({ ...records, uploads }), files },
    async send(request) {
      const auth = authorization(request.caller, request.bearer);
      const response = await ctx.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(auth ? { authorization: auth } : {}) },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        remoteAddress: FUZZER_ADDRESS,
      });
      if (STATE_CHANGING.has(request.operation)) await repair();
      return response;
    },
    close: () => ctx.close(),
  };
}
