import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContent } from '../../server/db/seed/demo/index.js';
import { prepareDatabase } from '../../server/startup.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

const LANGS = ['de_DE', 'en_US', 'zh_CN'];

describe.each(dialects)('demo content on a fresh %s database', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { ADMIN_ACCOUNT: 'founder', ADMIN_PASSWORD: 'Founding partner key 2026' } });
    await prepareDatabase(ctx.app);
  }, 120_000);
  afterAll(async () => ctx.close());

  const get = async (url: string, lang: string) => {
    const response = await ctx.request({ method: 'GET', url, headers: { lang } });
    expect(response.statusCode, url).toBe(200);
    return response.body_;
  };

  it.each(LANGS)('answers every public call with the firm in %s', async (lang) => {
    const lawyers = await get('/api/user/lawyerTeam?pageSize=100', lang);
    expect(lawyers.pageable.totalCount).toBeGreaterThanOrEqual(12);
    expect(lawyers.result.every((l: { lang: string; photoUrl: string; intro: string }) => l.lang === lang && l.photoUrl && l.intro)).toBe(true);
    const fields = await get('/api/user/professionalField/list', lang);
    expect(fields.result).toHaveLength(8);
    expect(fields.result.every((f: { iconUrl: string }) => f.iconUrl)).toBe(true);
    const news = await get('/api/user/latest-news?pageSize=100', lang);
    expect(news.pageable.totalCount).toBe(20);
    expect(news.result.filter((n: { isLink: number; contentUrl: string }) => n.isLink === 1 && /^https:/.test(n.contentUrl)).length).toBeGreaterThan(0);
    expect((await get('/api/user/case-analysis?pageSize=100', lang)).pageable.totalCount).toBe(8);
    expect((await get('/api/user/lawfirm-honour?pageSize=100', lang)).pageable.totalCount).toBe(6);
    expect((await get('/api/user/banner', lang)).result).toHaveLength(3);
    const tree = await get('/api/user/catalog?type=0', lang);
    expect(tree.result.some((folder: { childrenList: unknown[] }) => folder.childrenList.length > 0)).toBe(true);
    const firm = (await get('/api/user/portal-config', lang)).result;
    expect(firm).toMatchObject({ lang, name: expect.any(String), email: expect.stringContaining('@'), isLawyerCountVisible: true });
    expect(firm.advantagesList.length).toBeGreaterThan(0);
    expect(firm.environmentList.length).toBeGreaterThan(0);
    expect(firm.documents.privacy.length).toBeGreaterThan(500);
    expect(firm.documents.terms.length).toBeGreaterThan(500);
    expect(firm.disclaimerVersion).toMatch(/^[a-f0-9]{12}$/);
  });

  it('states the regulatory disclaimer in each language', async () => {
    const en = (await get('/api/user/portal-config/documents/disclaimer', 'en_US')).result.content as string;
    expect(en).toMatch(/not regulated by the Solicitors Regulation Authority/i);
    expect(en).toMatch(/non-reserved/i);
    expect(en).toMatch(/professional indemnity insurance/i);
    const de = (await get('/api/user/portal-config/documents/disclaimer', 'de_DE')).result.content as string;
    expect(de).toMatch(/Solicitors Regulation Authority/);
    const zh = (await get('/api/user/portal-config/documents/disclaimer', 'zh_CN')).result.content as string;
    expect(zh).toMatch(/职业责任保险|执业责任保险/);
  });

  it('serves the drawn pictures as real images', async () => {
    const lawyer = (await get('/api/user/lawyerTeam?pageSize=1', 'en_US')).result[0];
    const image = await ctx.request({ method: 'GET', url: `/api/upload/${lawyer.photoUrl}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.length).toBeGreaterThan(1000);
  });

  it('creates the configured administrator and loads nothing twice', async () => {
    const login = await ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: 'founder', password: 'Founding partner key 2026' } });
    expect(login.statusCode).toBe(200);
    await prepareDatabase(ctx.app);
    expect((await get('/api/user/latest-news', 'en_US')).pageable.totalCount).toBe(20);
  });
});

describe.each(dialects)('first start set up twice at once on %s', (dialect) => {
  it('creates one administrator and loads the demo once', async () => {
    const ctx = await createTestContext(dialect, { env: { ADMIN_ACCOUNT: 'founder', ADMIN_PASSWORD: 'Founding partner key 2026' } });
    try {
      await Promise.all([prepareDatabase(ctx.app), prepareDatabase(ctx.app)]);
      const count = async (table: 'staff_user' | 'lawyer' | 'portal_config') =>
        Number((await ctx.app.db.selectFrom(table).select(ctx.app.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('staff_user')).toBe(1);
      expect(await count('lawyer')).toBe(demoContent.lawyers.length);
      expect(await count('portal_config')).toBe(3);
      expect((await ctx.request({ method: 'GET', url: '/api/user/latest-news?pageSize=100' })).body_.pageable.totalCount).toBe(demoContent.news.length);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});

describe('DEMO_CONTENT=false', () => {
  it('leaves a fresh database empty', async () => {
    const ctx = await createTestContext('sqlite', { env: { DEMO_CONTENT: 'false', ADMIN_PASSWORD: 'Founding partner key 2026' } });
    try {
      await prepareDatabase(ctx.app);
      const news = await ctx.request({ method: 'GET', url: '/api/user/latest-news' });
      expect(news.body_.pageable.totalCount).toBe(0);
      expect((await ctx.request({ method: 'GET', url: '/api/user/portal-config' })).body_.result).toBeNull();
    } finally {
      await ctx.close();
    }
  });
});
