/**
 * The audit log names each item by its title as it is now, in the reader's language (the `lang`
 * the back office sends), else in the first language the item has; an item deleted since keeps
 * only the summary recorded with the write. Each write that kept a revision links to it. Titles
 * and revisions are read for a whole page at once: one query per version table, one for revisions,
 * however many entries (counted on the queries the app runs, not on time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, createPracticeArea, UPLOADED } from '../helpers/content.js';

interface Entry {
  id: number;
  action: string;
  entity: string;
  no: string | null;
  summary: string;
  title: string | null;
  titleLang: string | null;
  versionId: number | null;
  revisionId: number | null;
}

const readsFrom = (table: string) => new RegExp(`\\bfrom\\s+"${table}"`, 'i');

describe.each(dialects)('audit entries name their items on %s', (dialect) => {
  let ctx: TestContext;
  let queries: string[] = [];
  let admin: Awaited<ReturnType<TestContext['staff']>>;
  let editor: Awaited<ReturnType<TestContext['staff']>>;
  let folderId: number;
  let three: { no: string; ids: Record<string, number> };
  let germanOnly: { no: string; ids: Record<string, number> };
  let area: { no: string; ids: Record<string, number> };
  let gone: { no: string };

  const call = (method: string, url: string, payload?: unknown, token = editor.token) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });

  /** The editor's entries, newest first, as the administrator reads them with these headers and query. */
  async function entries(headers: Record<string, string>, query = ''): Promise<Entry[]> {
    queries = [];
    const response = await ctx.request({
      method: 'GET', url: `/api/admin/audit?pageSize=100&userId=${editor.id}${query}`, headers: { authorization: admin.token, ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body_.result as Entry[];
  }

  const of = (list: Entry[], action: string, no: string) => {
    const found = list.find((e) => e.action === action && e.no === no);
    expect(found, `${action} ${no}`).toBeDefined();
    return found!;
  };

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { onQuery: (sql) => queries.push(sql) });
    admin = await ctx.staff('administrator');
    editor = await ctx.staff('editor');
    folderId = (await createFolder(ctx, editor.token, { de_DE: 'Ordner', en_US: 'Folder', zh_CN: '文件夹' })).ids.en_US!;
    three = await createNews(ctx, editor.token, folderId, { de_DE: 'Deutscher Titel', en_US: 'English title', zh_CN: '中文标题' });
    germanOnly = await createNews(ctx, editor.token, folderId, { de_DE: 'Nur auf Deutsch' });
    area = await createPracticeArea(ctx, editor.token, { de_DE: 'Schiedsverfahren', en_US: 'Arbitration' });
    gone = await createNews(ctx, editor.token, folderId, { en_US: 'Soon deleted' });
    for (const n of [1, 2, 3]) await createNews(ctx, editor.token, folderId, { en_US: `Filler ${n}` });

    // The English title changes as a draft of the published version: its edit screen shows the new one.
    const element = (lang: string, title: string) => ({ id: three.ids[lang], no: three.no, lang, title, cataId: folderId, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>`, state: 'draft' });
    const updated = await call('PUT', '/api/admin/latest-news', [element('de_DE', 'Deutscher Titel'), element('en_US', 'English title, edited'), element('zh_CN', '中文标题')]);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call('PUT', `/api/admin/latest-news/pin?no=${three.no}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/latest-news?no=${gone.no}`)).statusCode).toBe(200);
  });
  afterAll(async () => ctx.close());

  it('gives each item its title in the language the back office sends, else in its first language', async () => {
    const english = await entries({ lang: 'en_US' });
    expect(of(english, 'update', three.no)).toMatchObject({ title: 'English title, edited', titleLang: 'en_US', entity: 'news' });
    expect(of(english, 'create', germanOnly.no)).toMatchObject({ title: 'Nur auf Deutsch', titleLang: 'de_DE' });
    expect(of(english, 'create', area.no)).toMatchObject({ title: 'Arbitration', titleLang: 'en_US', versionId: area.ids.en_US, entity: 'professionalField' });

    const german = await entries({ lang: 'de_DE' });
    expect(of(german, 'update', three.no)).toMatchObject({ title: 'Deutscher Titel', titleLang: 'de_DE' });
    expect(of(german, 'create', area.no)).toMatchObject({ title: 'Schiedsverfahren', versionId: area.ids.de_DE });

    // The query's `lang` comes before the header, as on every call.
    const chinese = await entries({ lang: 'de_DE' }, '&lang=zh_CN');
    expect(of(chinese, 'pin', three.no)).toMatchObject({ title: '中文标题', titleLang: 'zh_CN' });
    expect(of(chinese, 'create', area.no)).toMatchObject({ title: 'Schiedsverfahren', titleLang: 'de_DE' });
  });

  it('keeps the recorded summary of an item deleted since, with no title', async () => {
    const list = await entries({ lang: 'en_US' });
    for (const action of ['create', 'delete']) expect(of(list, action, gone.no)).toMatchObject({ title: null, titleLang: null, versionId: null, summary: 'Soon deleted' });
  });

  it('links each write that kept a revision to it, and no other', async () => {
    const revisions = await call('GET', `/api/admin/revisions?entity=news&no=${three.no}`);
    expect(revisions.statusCode, revisions.body).toBe(200);
    const [second, first] = revisions.body_.result as { id: number; number: number }[];
    expect([first!.number, second!.number]).toEqual([1, 2]);

    const list = await entries({ lang: 'en_US' });
    expect(of(list, 'create', three.no).revisionId).toBe(first!.id);
    expect(of(list, 'update', three.no).revisionId).toBe(second!.id);
    expect(of(list, 'pin', three.no).revisionId).toBeNull();
    expect(of(list, 'delete', gone.no).revisionId).toBeNull();
    const areaRevisions = await call('GET', `/api/admin/revisions?entity=practiceArea&no=${area.no}`);
    expect(of(list, 'create', area.no).revisionId).toBe(areaRevisions.body_.result[0].id);
  });

  it('reads titles and revisions with one query per version table and one for revisions, whatever the page holds', async () => {
    const list = await entries({ lang: 'en_US' });
    expect(list.filter((e) => e.entity === 'news').length).toBeGreaterThan(5);
    expect(queries.filter((sql) => readsFrom('article_version').test(sql))).toHaveLength(1);
    expect(queries.filter((sql) => readsFrom('professional_field_version').test(sql))).toHaveLength(1);
    expect(queries.filter((sql) => readsFrom('catalog_version').test(sql))).toHaveLength(1);
    expect(queries.filter((sql) => readsFrom('revision').test(sql))).toHaveLength(1);
  });

  it('exports the titles too, in the language asked for', async () => {
    const response = await ctx.request({ method: 'GET', url: `/api/admin/audit/export?userId=${editor.id}&entity=news`, headers: { authorization: admin.token, lang: 'de_DE' } });
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,time,userId,userName,address,action,entity,no,title,langs,summary');
    expect(lines.find((line) => line.includes(`,update,news,${three.no},`))).toContain(`,${three.no},Deutscher Titel,`);
  });
});

describe.each(dialects)('audit entries and pruned revisions on %s', (dialect) => {
  let ctx: TestContext;
  afterAll(async () => ctx?.close());

  it('ties no entry to a later save\'s revision once its own was pruned', async () => {
    ctx = await createTestContext(dialect, { env: { REVISIONS_KEPT: '2' } });
    const admin = await ctx.staff('administrator');
    const editor = await ctx.staff('editor');
    const area = await createPracticeArea(ctx, editor.token, { en_US: 'Title 1' });
    for (const n of [2, 3, 4]) {
      const saved = await ctx.request({ method: 'PUT', url: '/api/admin/professionalField', headers: { authorization: editor.token }, payload: [{ id: area.ids.en_US, no: area.no, lang: 'en_US', name: `Title ${n}` }] });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const kept = await ctx.request({ method: 'GET', url: `/api/admin/revisions?entity=practiceArea&no=${area.no}`, headers: { authorization: editor.token } });
    expect((kept.body_.result as { number: number }[]).map((r) => r.number)).toEqual([4, 3]);
    const [fourth, third] = kept.body_.result as { id: number }[];

    const listed = await ctx.request({ method: 'GET', url: `/api/admin/audit?userId=${editor.id}&entity=professionalField`, headers: { authorization: admin.token, lang: 'en_US' } });
    const entries = (listed.body_.result as Entry[]).map((e) => [e.action, e.summary, e.revisionId]);
    expect(entries).toEqual([
      ['update', 'Title 4', fourth!.id],
      ['update', 'Title 3', third!.id],
      ['update', 'Title 2', null],
      ['create', 'Title 1', null],
    ]);

    // Alone on its page, an entry whose revision was pruned is not tied to the next save's either.
    const alone = await ctx.request({ method: 'GET', url: `/api/admin/audit?userId=${editor.id}&entity=professionalField&pageSize=1&pageNo=3`, headers: { authorization: admin.token } });
    expect((alone.body_.result as Entry[]).map((e) => [e.summary, e.revisionId])).toEqual([['Title 2', null]]);
  });
});
