/**
 * Bulk actions of the admin lists (issue 10.5, decision 0018) and the folder counts of the admin
 * tree (issue 10.6): one call, one transaction, all of it or none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BULK_MATCHING, MAX_BULK_NOS } from '../../contract/bulk.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, UPLOADED } from '../helpers/content.js';

type Folder = { no: string; ids: Record<string, number> };
type Node = { id: number; no: string; name: string; itemCount: number; totalItemCount: number; childrenList: Node[] };

describe.each(dialects)('bulk actions and folder counts on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let administrator: string;
  let desk: Folder;
  let archive: Folder;
  let archiveYear: Folder;
  let dealFolder: Folder;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editor = (await ctx.staff('editor')).token;
    administrator = (await ctx.staff('administrator')).token;
    desk = await createFolder(ctx, editor, { en_US: 'News desk', de_DE: 'Nachrichtenredaktion' });
    archive = await createFolder(ctx, editor, { en_US: 'Archive' });
    archiveYear = await createFolder(ctx, editor, { en_US: 'Archive 2024' }, { parentId: archive.ids.en_US });
    dealFolder = await createFolder(ctx, editor, { en_US: 'Deals' }, { type: 1 });
  });
  afterAll(async () => ctx.close());

  const as = (token: string | undefined) => (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { ...(token ? { authorization: token } : {}), lang: 'en_US' } });
  const admin = (method: string, url: string, payload?: unknown) => as(editor)(method, url, payload);
  const contentVersion = async () =>
    Number((await ctx.app.db.selectFrom('site_state').select('content_version').where('id', '=', 1).executeTakeFirstOrThrow()).content_version);

  /** Every version of the items (admin list), by item: its pin state and folder name. */
  async function itemsByNo(api: string, title: string) {
    const list = await admin('GET', `${api}?pageSize=100&title=${encodeURIComponent(title)}`);
    const byNo = new Map<string, { top: number[]; cataName: (string | null)[] }>();
    for (const v of list.body_.result as { no: string; top: number; cataName: string | null }[]) {
      const entry = byNo.get(v.no) ?? { top: [], cataName: [] };
      entry.top.push(v.top);
      entry.cataName.push(v.cataName);
      byNo.set(v.no, entry);
    }
    return byNo;
  }

  async function tree(type = 0): Promise<Node[]> {
    const response = await admin('GET', `/api/admin/catalog?type=${type}&lang=en_US`);
    expect(response.statusCode).toBe(200);
    return response.body_.result;
  }
  const find = (nodes: Node[], id: number): Node | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const below = find(node.childrenList, id);
      if (below) return below;
    }
    return undefined;
  };

  async function news(count: number, prefix: string, folder = desk): Promise<string[]> {
    const nos: string[] = [];
    for (let i = 1; i <= count; i++) {
      nos.push((await createNews(ctx, editor, folder.ids.en_US!, { en_US: `${prefix} ${i}`, de_DE: `${prefix} DE ${i}`, zh_CN: `${prefix} 中 ${i}` })).no);
    }
    return nos;
  }

  it('pins and unpins several news items in every language with one call, as the public list shows', async () => {
    const nos = await news(4, 'Pinning');
    const before = await contentVersion();
    const pinned = await admin('PUT', '/api/admin/latest-news/bulk/pin', { nos: nos.slice(0, 3) });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.body_).toEqual({ status: 200, message: 'success', result: { count: 3 } });
    expect(await contentVersion()).toBeGreaterThan(before);
    const items = await itemsByNo('/api/admin/latest-news', 'Pinning');
    for (const no of nos.slice(0, 3)) expect(items.get(no)!.top).toEqual([1, 1, 1]);
    expect(items.get(nos[3]!)!.top).toEqual([0, 0, 0]);

    // The public list reads the copies on the versions: pinned first, in every language.
    const visitor = await ctx.request({ method: 'GET', url: `/api/user/latest-news?cataId=${desk.ids.en_US}&pageSize=3`, headers: { lang: 'de_DE' } });
    expect(visitor.body_.result.map((v: { title: string }) => v.title).sort()).toEqual(['Pinning DE 1', 'Pinning DE 2', 'Pinning DE 3']);

    const unpinned = await admin('PUT', '/api/admin/latest-news/bulk/unpin', { nos: [nos[0], nos[1], nos[1]] });
    expect(unpinned.body_.result).toEqual({ count: 2 });
    const after = await itemsByNo('/api/admin/latest-news', 'Pinning');
    expect([nos[0], nos[1], nos[2]].map((no) => after.get(no!)!.top[0])).toEqual([0, 0, 1]);
  });

  it('changes nothing when one of the items is unknown, and names it', async () => {
    const nos = await news(2, 'Atomic');
    const deal = await admin('POST', '/api/admin/case-analysis', [{ lang: 'en_US', title: 'Atomic deal', cataId: dealFolder.ids.en_US, coverUrl: UPLOADED }]);
    const before = await contentVersion();
    const calls: [string, string, Record<string, unknown>][] = [
      ['PUT', '/api/admin/latest-news/bulk/pin', {}],
      ['PUT', '/api/admin/latest-news/bulk/move', { cataId: archive.ids.en_US }],
      ['POST', '/api/admin/latest-news/bulk/delete', {}],
    ];
    for (const [method, url, extra] of calls) {
      const response = await admin(method, url, { nos: [...nos, 'no-such-item-0001'], ...extra });
      expect(response.statusCode, url).toBe(404);
      expect(response.body_.message).toBe('Not found: 1 of the chosen items (no-such-item-0001). Nothing was changed; reload the list and choose again.');
      expect(response.body_.result).toEqual({ missingNos: ['no-such-item-0001'] });
    }
    // An item of another section is not one of this list's either.
    const crossed = await admin('POST', '/api/admin/latest-news/bulk/delete', { nos: [nos[0], deal.body_.result[0].no] });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body_.result.missingNos).toEqual([deal.body_.result[0].no]);

    const items = await itemsByNo('/api/admin/latest-news', 'Atomic');
    expect([...items.keys()].sort()).toEqual([...nos].sort());
    for (const no of nos) expect(items.get(no)).toEqual({ top: [0, 0, 0], cataName: ['News desk', 'News desk', 'News desk'] });
    expect((await admin('GET', `/api/admin/case-analysis?no=${deal.body_.result[0].no}`)).body_.result).toHaveLength(1);
    // Nothing was written, so nothing cached had to go.
    expect(await contentVersion()).toBe(before);
  });

  it('moves several items to a folder, and the folder counts follow', async () => {
    const nos = await news(3, 'Moving');
    const [deskBefore, archiveBefore] = [find(await tree(), desk.ids.en_US!)!, find(await tree(), archive.ids.en_US!)!];
    const moved = await admin('PUT', '/api/admin/latest-news/bulk/move', { nos, cataId: archiveYear.ids.en_US });
    expect(moved.statusCode).toBe(200);
    expect(moved.body_.result).toEqual({ count: 3 });
    const items = await itemsByNo('/api/admin/latest-news', 'Moving');
    for (const no of nos) expect(items.get(no)!.cataName).toEqual(['Archive 2024', 'Archive 2024', 'Archive 2024']);
    const visitor = await ctx.request({ method: 'GET', url: `/api/user/latest-news?cataId=${archiveYear.ids.en_US}`, headers: { lang: 'zh_CN' } });
    expect(visitor.body_.result.map((v: { title: string }) => v.title).sort()).toEqual(['Moving 中 1', 'Moving 中 2', 'Moving 中 3']);

    // Items are counted, not their three language versions; a parent adds its sub-folders' items.
    const after = await tree();
    expect(find(after, desk.ids.en_US!)!.itemCount).toBe(deskBefore.itemCount - 3);
    expect(find(after, archive.ids.en_US!)).toMatchObject({ itemCount: archiveBefore.itemCount, totalItemCount: archiveBefore.totalItemCount + 3 });
    expect(find(after, archiveYear.ids.en_US!)).toMatchObject({ itemCount: 3, totalItemCount: 3 });
  });

  it('refuses a folder of another section or one that does not exist, naming the field', async () => {
    const [no] = await news(1, 'Misfiled');
    const cases = await admin('PUT', '/api/admin/latest-news/bulk/move', { nos: [no], cataId: dealFolder.ids.en_US });
    expect(cases.statusCode).toBe(400);
    expect(cases.body_.result.fieldErrors).toEqual([{ field: 'cataId', message: 'The folder belongs to another section.' }]);
    const unknown = await admin('PUT', '/api/admin/latest-news/bulk/move', { nos: [no], cataId: 999999 });
    expect(unknown.body_.result.fieldErrors[0].field).toBe('cataId');
    expect((await itemsByNo('/api/admin/latest-news', 'Misfiled')).get(no!)!.cataName[0]).toBe('News desk');
  });

  it('deletes several items in every language with one call', async () => {
    const nos = await news(3, 'Removing');
    const ids = (await admin('GET', `/api/admin/latest-news?pageSize=100&title=Removing`)).body_.result.map((v: { id: number }) => v.id);
    const before = await contentVersion();
    const removed = await admin('POST', '/api/admin/latest-news/bulk/delete', { nos: nos.slice(0, 2) });
    expect(removed.body_.result).toEqual({ count: 2 });
    expect(await contentVersion()).toBeGreaterThan(before);
    expect([...(await itemsByNo('/api/admin/latest-news', 'Removing')).keys()]).toEqual([nos[2]]);
    const gone = await Promise.all(ids.map((id: number) => ctx.request({ method: 'GET', url: `/api/user/latest-news/${id}` })));
    expect(gone.map((r) => r.statusCode).filter((s) => s === 404)).toHaveLength(6);
  });

  it('acts on every item the filter matches when the count is the one confirmed, and on nothing otherwise', async () => {
    await news(3, 'Quarterly review');
    await createNews(ctx, editor, desk.ids.en_US!, { de_DE: 'Quarterly review nur auf Deutsch' });
    // All languages: four items (ten versions); English only: three.
    const all = await admin('GET', '/api/admin/latest-news?title=quarterly');
    expect(all.body_.pageable).toMatchObject({ totalCount: 10, itemCount: 4 });
    const english = await admin('GET', '/api/admin/latest-news?title=quarterly&lang=en_US');
    expect(english.body_.pageable).toMatchObject({ totalCount: 3, itemCount: 3 });

    const before = await contentVersion();
    const stale = await admin('PUT', '/api/admin/latest-news/bulk/pin', { matching: { title: 'quarterly', count: 3 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.body_.message).toBe('The list has changed since you chose: the filter now matches 4 instead of 3. Nothing was changed; check the list and try again.');
    expect(await contentVersion()).toBe(before);
    expect((await admin('GET', '/api/admin/latest-news?title=quarterly')).body_.result.every((v: { top: number }) => v.top === 0)).toBe(true);

    const inEnglish = await admin('PUT', '/api/admin/latest-news/bulk/move', { matching: { title: 'QUARTERLY', lang: 'en_US', count: 3 }, cataId: archive.ids.en_US });
    expect(inEnglish.body_.result).toEqual({ count: 3 });
    const folders = (await admin('GET', '/api/admin/latest-news?title=quarterly')).body_.result.map((v: { lang: string; cataName: string }) => `${v.lang} ${v.cataName}`);
    expect(folders.filter((f: string) => f.endsWith('Archive'))).toHaveLength(9);
    expect(folders).toContain('de_DE News desk');

    const everything = await admin('POST', '/api/admin/latest-news/bulk/delete', { matching: { title: 'quarterly', count: 4 } });
    expect(everything.body_.result).toEqual({ count: 4 });
    expect((await admin('GET', '/api/admin/latest-news?title=quarterly')).body_.pageable).toMatchObject({ totalCount: 0, itemCount: 0 });
    // A filter that matches nothing any more is a changed list, not a success on nothing.
    expect((await admin('POST', '/api/admin/latest-news/bulk/delete', { matching: { title: 'quarterly', count: 4 } })).statusCode).toBe(409);
  });

  it('refuses a selection that is missing, doubled or too large, in words', async () => {
    const cases: [unknown, string, string][] = [
      [{}, 'nos', 'Please enter item numbers'],
      [{ nos: [] }, 'nos', 'Item numbers must have at least 1 entries'],
      [{ nos: ['a'], matching: { count: 1 } }, 'nos', 'Choose the items either by item numbers or by a filter, not both'],
      [{ nos: Array.from({ length: MAX_BULK_NOS + 1 }, (_, i) => `n${i}`) }, 'nos', `Item numbers cannot have more than ${MAX_BULK_NOS} entries`],
      [{ matching: { title: 'x' } }, 'matching.count', 'Please enter number of items'],
      [{ matching: { count: MAX_BULK_MATCHING + 1 } }, 'matching.count', `Number of items cannot be greater than ${MAX_BULK_MATCHING}`],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin('PUT', '/api/admin/latest-news/bulk/pin', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body_.result.fieldErrors).toContainEqual({ field, message });
    }
    // The German admin reads it in German.
    const german = await ctx.request({ method: 'PUT', url: '/api/admin/latest-news/bulk/pin', payload: {}, headers: { authorization: editor, lang: 'de_DE' } });
    expect(german.body_.result.fieldErrors[0].message).toBe('Bitte geben Sie Eintragsnummern ein');
  });

  it('refuses a filter or a body with a key it does not know, naming it, rather than acting on more items than meant', async () => {
    const nos = await news(2, 'Unknown key');
    // Read as "the two items of the archive", this would delete both items of the desk.
    const deleted = await admin('POST', '/api/admin/latest-news/bulk/delete', { matching: { title: 'unknown key', cataId: archive.ids.en_US, count: 2 } });
    expect(deleted.statusCode, deleted.body).toBe(400);
    expect(deleted.body_.result.fieldErrors).toEqual([{ field: 'matching.cataId', message: 'Folder is not a known field' }]);
    // Read as "the German versions", this would delete every language.
    const german = await admin('POST', '/api/admin/latest-news/bulk/delete', { nos, lang: 'de_DE' });
    expect(german.statusCode, german.body).toBe(400);
    expect(german.body_.result.fieldErrors).toEqual([{ field: 'lang', message: 'Language is not a known field' }]);
    expect([...(await itemsByNo('/api/admin/latest-news', 'Unknown key')).keys()].sort()).toEqual([...nos].sort());

    const calls: [string, string, Record<string, unknown>][] = [
      ...['latest-news', 'case-analysis', 'lawfirm-honour'].flatMap((list): [string, string, Record<string, unknown>][] => [
        ['PUT', `/api/admin/${list}/bulk/pin`, {}],
        ['PUT', `/api/admin/${list}/bulk/unpin`, {}],
        ['POST', `/api/admin/${list}/bulk/delete`, {}],
      ]),
      ['PUT', '/api/admin/latest-news/bulk/move', { cataId: desk.ids.en_US }],
      ['PUT', '/api/admin/case-analysis/bulk/move', { cataId: dealFolder.ids.en_US }],
      ['PUT', '/api/admin/lawyerTeam/bulk/pin', {}],
      ['PUT', '/api/admin/lawyerTeam/bulk/unpin', {}],
      ['POST', '/api/admin/lawyerTeam/bulk/delete', {}],
    ];
    for (const [method, url, extra] of calls) {
      const filter = await ctx.request({ method: method as 'PUT', url, payload: { matching: { state: 'draft', count: 1 }, ...extra }, headers: { authorization: editor, lang: 'de_DE' } });
      expect(filter.statusCode, `${url} ${filter.body}`).toBe(400);
      expect(filter.body_.result.fieldErrors).toEqual([{ field: 'matching.state', message: 'Veröffentlichungsstatus ist kein bekanntes Feld' }]);
      const body = await admin(method, url, { nos: ['any'], filter: { title: 'x' }, ...extra });
      expect(body.statusCode, `${url} ${body.body}`).toBe(400);
      expect(body.body_.result.fieldErrors).toEqual([{ field: 'filter', message: 'Filter is not a known field' }]);
    }
  });

  it('offers cases the same, and honours everything but folders', async () => {
    const created = await admin('POST', '/api/admin/case-analysis', [{ lang: 'en_US', title: 'Bulk deal', cataId: dealFolder.ids.en_US, coverUrl: UPLOADED }]);
    const caseNo = created.body_.result[0].no as string;
    expect((await admin('PUT', '/api/admin/case-analysis/bulk/pin', { nos: [caseNo] })).body_.result).toEqual({ count: 1 });
    const dealTree = await tree(1);
    expect(find(dealTree, dealFolder.ids.en_US!)).toMatchObject({ itemCount: 2, totalItemCount: 2 });
    // A news folder is not a case folder.
    expect((await admin('PUT', '/api/admin/case-analysis/bulk/move', { nos: [caseNo], cataId: desk.ids.en_US })).statusCode).toBe(400);

    const honour = await admin('POST', '/api/admin/lawfirm-honour', [{ lang: 'en_US', title: 'Bulk award', coverUrl: UPLOADED }]);
    const honourNo = honour.body_.result[0].no as string;
    expect((await admin('PUT', '/api/admin/lawfirm-honour/bulk/pin', { nos: [honourNo] })).body_.result).toEqual({ count: 1 });
    expect((await admin('GET', `/api/admin/lawfirm-honour?no=${honourNo}`)).body_.result[0].top).toBe(1);
    expect((await admin('PUT', '/api/admin/lawfirm-honour/bulk/move', { nos: [honourNo], cataId: desk.ids.en_US })).statusCode).toBe(404);
    expect((await admin('POST', '/api/admin/lawfirm-honour/bulk/delete', { matching: { title: 'bulk award', count: 1 } })).body_.result).toEqual({ count: 1 });
    expect((await admin('GET', `/api/admin/lawfirm-honour?no=${honourNo}`)).body_.result).toEqual([]);
  });

  it('is open to editors and administrators, as the single calls are, and to no one signed out', async () => {
    const [no] = await news(1, 'Guarded');
    expect((await as(administrator)('PUT', '/api/admin/latest-news/bulk/pin', { nos: [no] })).statusCode).toBe(200);
    expect((await as(editor)('PUT', '/api/admin/latest-news/bulk/unpin', { nos: [no] })).statusCode).toBe(200);
    const anonymous = await as(undefined)('POST', '/api/admin/latest-news/bulk/delete', { nos: [no] });
    expect(anonymous.statusCode).toBe(401);
    const forged = await as('not-a-token')('POST', '/api/admin/lawyerTeam/bulk/delete', { nos: [no] });
    expect(forged.statusCode).toBe(401);
    expect((await itemsByNo('/api/admin/latest-news', 'Guarded')).has(no!)).toBe(true);
  });

  it('counts each folder in one grouped query, items rather than versions, for the admin only', async () => {
    const empty = await createFolder(ctx, editor, { en_US: 'Empty drawer' }, { parentId: desk.ids.en_US });
    const nodes = await tree();
    expect(find(nodes, empty.ids.en_US!)).toMatchObject({ itemCount: 0, totalItemCount: 0, childrenList: [] });
    const deskNode = find(nodes, desk.ids.en_US!)!;
    const counted = await ctx.app.db.selectFrom('article').select((eb) => eb.fn.countAll<number | string>().as('n')).where('cata_no', '=', desk.no).executeTakeFirstOrThrow();
    expect(deskNode.itemCount).toBe(Number(counted.n));
    expect(deskNode.totalItemCount).toBe(deskNode.itemCount);
    // The public tree is the spec's shape.
    const visitor = await ctx.request({ method: 'GET', url: '/api/user/catalog?type=0', headers: { lang: 'en_US' } });
    expect(visitor.body_.result[0]).not.toHaveProperty('itemCount');
  });
});

describe.each(dialects)('bulk actions on people on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let office: number;
  const members: Record<string, { no: string; id: number }> = {};

  const call = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, lang: 'en_US' } });
  const tops = async () => {
    const list = await call('GET', '/api/admin/lawyerTeam?lang=en_US&pageSize=100');
    return Object.fromEntries((list.body_.result as { name: string; top: number }[]).map((v) => [v.name, v.top]));
  };

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
    const created = await call('POST', '/api/admin/office', [{ lang: 'en_US', name: 'Hamburg' }]);
    office = created.body_.result.id;
    for (const [name, officeId] of [['Ada Lovelace', office], ['Alan Turing', office], ['Grace Hopper', null], ['Edsger Dijkstra', null]] as const) {
      const response = await call('POST', '/api/admin/lawyerTeam', [
        { lang: 'en_US', name, officeId },
        { lang: 'de_DE', name },
      ]);
      expect(response.statusCode).toBe(200);
      members[name] = { no: response.body_.result.no, id: response.body_.result.id };
    }
    await call('PUT', `/api/admin/lawyerTeam/${members['Grace Hopper']!.id}/5`);
  });
  afterAll(async () => ctx.close());

  it('pins several members, keeping a higher priority, and unpins them', async () => {
    const nos = ['Ada Lovelace', 'Grace Hopper'].map((n) => members[n]!.no);
    expect((await call('PUT', '/api/admin/lawyerTeam/bulk/pin', { nos })).body_.result).toEqual({ count: 2 });
    expect(await tops()).toMatchObject({ 'Ada Lovelace': 1, 'Grace Hopper': 5, 'Alan Turing': 0 });
    const visitor = await ctx.request({ method: 'GET', url: '/api/user/lawyerTeam?pageSize=2', headers: { lang: 'de_DE' } });
    expect(visitor.body_.result.map((v: { name: string }) => v.name)).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect((await call('PUT', '/api/admin/lawyerTeam/bulk/unpin', { nos })).body_.result).toEqual({ count: 2 });
    expect(await tops()).toMatchObject({ 'Ada Lovelace': 0, 'Grace Hopper': 0 });
  });

  it('changes nothing when one member is unknown', async () => {
    const response = await call('POST', '/api/admin/lawyerTeam/bulk/delete', { nos: [members['Alan Turing']!.no, 'gone-member'] });
    expect(response.statusCode).toBe(404);
    expect(response.body_.result).toEqual({ missingNos: ['gone-member'] });
    expect(Object.keys(await tops())).toContain('Alan Turing');
  });

  it('selects by the list filter, counting members rather than versions', async () => {
    const filtered = await call('GET', `/api/admin/lawyerTeam?officeIds=${office}`);
    expect(filtered.body_.pageable).toMatchObject({ totalCount: 4, itemCount: 2 });
    const everyLanguage = await call('GET', '/api/admin/lawyerTeam?name=a');
    expect(everyLanguage.body_.pageable.itemCount).toBe(everyLanguage.body_.pageable.totalCount / 2);

    expect((await call('PUT', '/api/admin/lawyerTeam/bulk/pin', { matching: { officeIds: [office], count: 1 } })).statusCode).toBe(409);
    expect((await call('PUT', '/api/admin/lawyerTeam/bulk/pin', { matching: { officeIds: [office], count: 2 } })).body_.result).toEqual({ count: 2 });
    expect(await tops()).toMatchObject({ 'Ada Lovelace': 1, 'Alan Turing': 1, 'Edsger Dijkstra': 0 });

    const removed = await call('POST', '/api/admin/lawyerTeam/bulk/delete', { matching: { name: 'DIJKSTRA', lang: 'de_DE', count: 1 } });
    expect(removed.body_.result).toEqual({ count: 1 });
    const gone = await ctx.request({ method: 'GET', url: `/api/user/lawyerTeam/${members['Edsger Dijkstra']!.id}` });
    expect(gone.statusCode).toBe(404);
  });
});

describe('bulk calls in the API description', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => ctx.close());

  it('lists every bulk call with its body: folders only where the section has them', async () => {
    const doc = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).body_;
    const bulk = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.includes('/bulk/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const expected = ['latest-news', 'case-analysis', 'lawfirm-honour', 'lawyerTeam'].flatMap((list) => [
      `PUT /api/admin/${list}/bulk/pin`,
      `PUT /api/admin/${list}/bulk/unpin`,
      ...(list === 'latest-news' || list === 'case-analysis' ? [`PUT /api/admin/${list}/bulk/move`] : []),
      `POST /api/admin/${list}/bulk/delete`,
    ]);
    expect(bulk.sort()).toEqual(expected.sort());
    const move = doc.paths['/api/admin/latest-news/bulk/move'].put;
    const body = move.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['nos', 'matching', 'cataId']);
    expect(body.properties.nos).toMatchObject({ type: 'array', maxItems: MAX_BULK_NOS });
    expect(body.properties.matching.properties.count).toMatchObject({ type: 'integer', maximum: MAX_BULK_MATCHING });
    expect(Object.keys(move.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409']));
    const people = doc.paths['/api/admin/lawyerTeam/bulk/delete'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(people.properties.matching.properties)).toEqual(['name', 'officeIds', 'lang', 'count']);
  });
});
