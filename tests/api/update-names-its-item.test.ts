/**
 * An array update writes to the item it names (issue 45, point 8). An element that carries both
 * `id` and `no` must name a version of that item: a stale or tampered form whose `id` belongs to
 * another item is refused (409, in the request's language) and nothing is written, for every
 * translatable entity. A revision restore sends both, and still works (tests/api/revisions.test.ts).
 * An update that names one version twice, or a version under another language than its own, is
 * refused too: written, it would put one language's text over another's and relabel the version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, UPLOADED } from '../helpers/content.js';

interface Kind {
  name: string;
  /** The admin path of the create and update calls. */
  path: string;
  /** The field that names a version. */
  label: 'title' | 'name';
  /** A new item's element, in `lang`, named `label`. */
  element(lang: string, label: string): Record<string, unknown>;
  /** Where the admin reads the item back: by one of its version ids and its `no`. */
  readUrl(id: number, no: string): string;
}

interface Item {
  no: string;
  id: number;
  element: Record<string, unknown>;
}

describe.each(dialects)('an update names the item it writes, on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let newsFolder: number;
  let caseFolder: number;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('administrator')).token;
    newsFolder = (await createFolder(ctx, token, { en_US: 'News' })).ids.en_US!;
    caseFolder = (await createFolder(ctx, token, { en_US: 'Cases' }, { type: 1 })).ids.en_US!;
  });
  afterAll(async () => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, lang = 'en_US') =>
    ctx.request({ method, url, payload: payload as object, headers: { authorization: token, lang } });

  const articleRead = (path: string) => (_id: number, no: string) => `/api/admin/${path}?no=${no}`;
  const detailRead = (path: string) => (id: number) => `/api/admin/${path}/detail/${id}`;

  const kinds: Kind[] = [
    {
      name: 'news items',
      path: 'latest-news',
      label: 'title',
      element: (lang, title) => ({ lang, title, cataId: newsFolder, coverUrl: UPLOADED, isLink: 0 }),
      readUrl: articleRead('latest-news'),
    },
    {
      name: 'cases',
      path: 'case-analysis',
      label: 'title',
      element: (lang, title) => ({ lang, title, cataId: caseFolder, coverUrl: UPLOADED }),
      readUrl: articleRead('case-analysis'),
    },
    { name: 'honours', path: 'lawfirm-honour', label: 'title', element: (lang, title) => ({ lang, title, coverUrl: UPLOADED }), readUrl: articleRead('lawfirm-honour') },
    { name: 'banners', path: 'banner', label: 'title', element: (lang, title) => ({ lang, title, imgPath: UPLOADED }), readUrl: detailRead('banner') },
    { name: 'lawyers', path: 'lawyerTeam', label: 'name', element: (lang, name) => ({ lang, name }), readUrl: detailRead('lawyerTeam') },
    { name: 'practice areas', path: 'professionalField', label: 'name', element: (lang, name) => ({ lang, name }), readUrl: detailRead('professionalField') },
    { name: 'job titles', path: 'job', label: 'name', element: (lang, name) => ({ lang, name }), readUrl: detailRead('job') },
    { name: 'offices', path: 'office', label: 'name', element: (lang, name) => ({ lang, name, address: '1 Fleet Street' }), readUrl: detailRead('office') },
    {
      name: 'folders',
      path: 'catalog',
      label: 'name',
      element: (lang, name) => ({ lang, name, type: 0, parentId: null }),
      readUrl: (id) => `/api/admin/catalog/${id}`,
    },
  ];

  /** The versions of a create's answer: an array (articles) or a detail with `versions`. */
  const versionsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { versions: unknown[] }).versions) as { id: number; no: string; lang: string }[];

  async function create(kind: Kind, label: string): Promise<Item> {
    const element = kind.element('en_US', label);
    const response = await call('POST', `/api/admin/${kind.path}`, [element]);
    expect(response.statusCode, response.body).toBe(200);
    const [version] = versionsOf(response.body_.result);
    return { no: version!.no, id: version!.id, element };
  }

  /** An item in English and German; `id` and `element` are the English version's. */
  async function createInTwo(kind: Kind, english: string, german: string): Promise<Item> {
    const element = kind.element('en_US', english);
    const response = await call('POST', `/api/admin/${kind.path}`, [element, kind.element('de_DE', german)]);
    expect(response.statusCode, response.body).toBe(200);
    const versions = versionsOf(response.body_.result);
    expect(versions.map((v) => v.lang).sort()).toEqual(['de_DE', 'en_US']);
    const en = versions.find((v) => v.lang === 'en_US')!;
    return { no: en.no, id: en.id, element };
  }

  async function read(kind: Kind, item: Item): Promise<unknown> {
    const response = await call('GET', kind.readUrl(item.id, item.no));
    expect(response.statusCode, response.body).toBe(200);
    return response.body_.result;
  }

  describe.each(kinds)('$name', (kind) => {
    it("refuses an element whose id is a version of another item than its no, and changes neither (409, in the request's language)", async () => {
      const first = await create(kind, `First ${kind.name}`);
      const second = await create(kind, `Second ${kind.name}`);
      const before = [await read(kind, first), await read(kind, second)];

      const response = await call('PUT', `/api/admin/${kind.path}`, [{ ...first.element, id: first.id, no: second.no, [kind.label]: 'Overwritten' }], 'de_DE');
      expect(response.statusCode, response.body).toBe(409);
      expect(response.body_).toEqual({ status: 409, message: 'Diese Fassung gehört zu einem anderen Eintrag.', result: null });

      expect([await read(kind, first), await read(kind, second)]).toEqual(before);
    });

    it('refuses an array whose elements name two items, and writes none of it (409)', async () => {
      const first = await create(kind, `Third ${kind.name}`);
      const second = await create(kind, `Fourth ${kind.name}`);
      const before = [await read(kind, first), await read(kind, second)];

      const response = await call('PUT', `/api/admin/${kind.path}`, [
        { ...first.element, id: first.id, no: first.no, [kind.label]: 'Overwritten' },
        { ...kind.element('de_DE', 'Neu'), no: second.no },
      ]);
      expect(response.statusCode, response.body).toBe(409);

      expect([await read(kind, first), await read(kind, second)]).toEqual(before);
    });

    it('refuses an update that names one version for two languages, and changes nothing (400, in words)', async () => {
      const item = await createInTwo(kind, `Sixth ${kind.name}`, 'Sechster');
      const before = await read(kind, item);

      const response = await call(
        'PUT',
        `/api/admin/${kind.path}`,
        [
          { ...item.element, id: item.id, [kind.label]: 'Revised' },
          { ...kind.element('zh_CN', '修订'), id: item.id },
        ],
        'de_DE',
      );
      expect(response.statusCode, response.body).toBe(400);
      const message = `Die Fassung ${item.id} ist mehrmals angegeben; jede Fassung kann nur einmal angegeben werden. Es wurde nichts geändert.`;
      expect(response.body_).toEqual({ status: 400, message, result: { fieldErrors: [{ field: '1.id', message }] } });

      expect(await read(kind, item)).toEqual(before);
    });

    it("refuses an element whose id is a version in another language than its lang, and changes nothing (409, in the request's language)", async () => {
      const item = await createInTwo(kind, `Seventh ${kind.name}`, 'Siebter');
      const before = await read(kind, item);

      // zh_CN is free on the item: written, the English version would become the Chinese one.
      const response = await call('PUT', `/api/admin/${kind.path}`, [{ ...kind.element('zh_CN', '改名'), id: item.id, no: item.no }], 'de_DE');
      expect(response.statusCode, response.body).toBe(409);
      expect(response.body_).toEqual({
        status: 409,
        message: `Die Fassung ${item.id} ist in en_US, nicht in zh_CN; eine Fassung behält ihre Sprache. Es wurde nichts geändert; laden Sie die Seite neu und versuchen Sie es erneut.`,
        result: null,
      });

      expect(await read(kind, item)).toEqual(before);
    });

    it('writes an element whose id and no name the same item', async () => {
      const item = await create(kind, `Fifth ${kind.name}`);
      const response = await call('PUT', `/api/admin/${kind.path}`, [{ ...item.element, id: item.id, no: item.no, [kind.label]: 'Renamed' }]);
      expect(response.statusCode, response.body).toBe(200);
      expect(versionsOf(response.body_.result).map((v) => v.no)).toEqual([item.no]);
      expect(JSON.stringify(await read(kind, item))).toContain('Renamed');
    });
  });
});
