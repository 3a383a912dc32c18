/**
 * Every field that takes a picture's address takes what a page can show (issue 45.12): the
 * Content-Security-Policy's `img-src` allows the site's own images and https from the hosts
 * REMOTE_IMAGE_HOSTS names, as rich text does (decision 0014), so any other address is refused
 * with 400 in words naming the field, instead of being stored and shown as a broken picture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, createPracticeArea } from '../helpers/content.js';

const SITE = 'https://www.example-law.test';
const OWN = '2026/11/0123456789abcdef0123.webp';

interface ImageField {
  /** Where the field is, as a refusal names it. */
  field: string;
  send: (ctx: TestContext, token: string, address: string) => Promise<{ statusCode: number; body_: any }>;
}

/** Each field that takes a picture's address, sent with `address` through its own call. */
function imageFields(folder: () => number, area: () => { no: string; id: number }): Record<string, ImageField> {
  const post = (url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') => (ctx: TestContext, token: string) =>
    ctx.request({ method, url, headers: { authorization: token, lang: 'en_US' }, payload: payload as object });
  return {
    icon: { field: 'url', send: (ctx, token, address) => post('/api/admin/icon', { name: 'Scales', url: address })(ctx, token) },
    avatar: { field: 'headImg', send: (ctx, token, address) => post('/api/admin/modify-head-img', { headImg: address }, 'PUT')(ctx, token) },
    banner: { field: '0.imgPath', send: (ctx, token, address) => post('/api/admin/banner', [{ lang: 'en_US', imgPath: address, title: 'Slide' }])(ctx, token) },
    cover: {
      field: '0.coverUrl',
      send: (ctx, token, address) =>
        post('/api/admin/latest-news', [{ lang: 'en_US', title: 'Cover', cataId: folder(), coverUrl: address, isLink: 0, content: '<p>x</p>' }])(ctx, token),
    },
    photo: { field: '0.photoUrl', send: (ctx, token, address) => post('/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Ada Photo', photoUrl: address }])(ctx, token) },
    'practice-area icon': {
      field: '0.iconUrl',
      send: (ctx, token, address) => post('/api/admin/professionalField', [{ id: area().id, no: area().no, lang: 'en_US', name: 'Arbitration', iconUrl: address }], 'PUT')(ctx, token),
    },
    logo: { field: 'iconUrl', send: (ctx, token, address) => post('/api/admin/portal-config', { lang: 'en_US', name: 'Firm', iconUrl: address })(ctx, token) },
    'office photo': {
      field: 'environmentList.0.coverUrl',
      send: (ctx, token, address) => post('/api/admin/portal-config', { lang: 'en_US', name: 'Firm', environmentList: [{ title: 'Reception', coverUrl: address }] })(ctx, token),
    },
  };
}

describe.each(dialects)('addresses of pictures on %s', (dialect) => {
  for (const [setting, env] of [
    ['by default', { PUBLIC_ORIGIN: SITE }],
    ['with REMOTE_IMAGE_HOSTS', { PUBLIC_ORIGIN: SITE, REMOTE_IMAGE_HOSTS: 'cdn.example.com' }],
  ] as const) {
    describe(setting, () => {
      let ctx: TestContext;
      let token: string;
      let folderId: number;
      let area: { no: string; id: number };
      const fields = imageFields(
        () => folderId,
        () => area,
      );

      beforeAll(async () => {
        ctx = await createTestContext(dialect, { env });
        token = (await ctx.staff('administrator')).token;
        folderId = (await createFolder(ctx, token, { en_US: 'Firm News' })).ids.en_US!;
        const created = await createPracticeArea(ctx, token, { en_US: 'Arbitration' });
        area = { no: created.no, id: created.ids.en_US! };
      });
      afterAll(async () => ctx.close());

      it('refuses a picture from a host REMOTE_IMAGE_HOSTS does not name, with 400 in words naming the field', async () => {
        for (const [name, { field, send }] of Object.entries(fields)) {
          for (const address of ['https://tracker.example/pixel.png', 'http://cdn.example.com/logo.png', `${SITE}/images/logo.png`]) {
            const refused = await send(ctx, token, address);
            expect(refused.statusCode, `${name} ${address}`).toBe(400);
            const problem = (refused.body_.result.fieldErrors as { field: string; message: string }[]).find((e) => e.field === field);
            expect(problem?.message, `${name} ${address}`).toMatch(/^[A-Z][a-z]+( [a-z]+)* must be a picture uploaded here or an https address on a host named in REMOTE_IMAGE_HOSTS$/);
          }
        }
        const inGerman = await ctx.request({ method: 'POST', url: '/api/admin/icon', headers: { authorization: token, lang: 'de_DE' }, payload: { name: 'Waage', url: 'https://tracker.example/p.png' } });
        expect(inGerman.body_.result.fieldErrors[0].message).toContain('REMOTE_IMAGE_HOSTS');
        expect(inGerman.body_.result.fieldErrors[0].message).toContain('hochgeladenes Bild');
      });

      it("accepts the site's own upload, by its path or its full address, and stores the path", async () => {
        for (const [name, { send }] of Object.entries(fields)) {
          for (const address of [OWN, `/api/upload/${OWN}`, `${SITE}/api/upload/${OWN}`]) {
            const accepted = await send(ctx, token, address);
            expect(accepted.statusCode, `${name} ${address}: ${JSON.stringify(accepted.body_)}`).toBe(200);
          }
        }
        const icon = await fields.icon!.send(ctx, token, `${SITE}/api/upload/${OWN}`);
        expect(icon.body_.result.url).toBe(OWN);
      });

      if (setting === 'with REMOTE_IMAGE_HOSTS') {
        it('accepts https from a host REMOTE_IMAGE_HOSTS names, as given', async () => {
          for (const [name, { send }] of Object.entries(fields)) {
            const accepted = await send(ctx, token, 'https://cdn.example.com/logo.png');
            expect(accepted.statusCode, `${name}: ${JSON.stringify(accepted.body_)}`).toBe(200);
          }
          const item = await createNews(ctx, token, folderId, { en_US: 'Remote cover' }, { coverUrl: 'https://cdn.example.com/cover.png' });
          const stored = await ctx.app.db.selectFrom('article').select('cover_url').where('no', '=', item.no).executeTakeFirstOrThrow();
          expect(stored.cover_url).toBe('https://cdn.example.com/cover.png');
        });
      }
    });
  }
});
