/**
 * Calls as the spec's original single-page client makes them (issue 11, points 1-8): filters sent
 * even when unselected, lists given three ways, body-less calls that still say JSON, upload
 * addresses in their public form, `0` for the root folder, and messages a person can act on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, UPLOADED } from '../helpers/content.js';
import { de_DE } from '../../server/i18n/messages/de_DE.js';
import { en_US } from '../../server/i18n/messages/en_US.js';
import { zh_CN } from '../../server/i18n/messages/zh_CN.js';
import { fieldLabel } from '../../server/i18n/translate.js';
import type { SpecLang } from '../../contract/languages.js';
import { isCatalogueLocale } from '../../contract/locale-catalogue.js';

const FIELD_LABELS = { de_DE: de_DE.fields, en_US: en_US.fields, zh_CN: zh_CN.fields };

const LANGS = ['de_DE', 'en_US', 'zh_CN'] as const;

describe.each(dialects)('the original client, unchanged, on %s', (dialect) => {
  let ctx: TestContext;
  let token = '';
  let folder: { no: string; ids: Record<string, number> };
  const offices: { en: number; de: number }[] = [];

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, lang: 'en_US', ...headers } });

  beforeAll(async () => {
    // Point 6 keeps an address on another site: one the site may show (issue 45.12).
    ctx = await createTestContext(dialect, { env: { REMOTE_IMAGE_HOSTS: 'cdn.example.com' } });
    token = (await ctx.staff('administrator')).token;
    folder = await createFolder(ctx, token, { en_US: 'Firm news', de_DE: 'Kanzleinachrichten' });
    await createNews(ctx, token, folder.ids.en_US!, { en_US: 'First item' });
    await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Second item' });
    for (const [en, de] of [
      ['London', 'London (DE)'],
      ['Frankfurt', 'Frankfurt am Main'],
      ['Shanghai', 'Schanghai'],
    ]) {
      const office = await call('POST', '/api/admin/office', [
        { lang: 'en_US', name: en },
        { lang: 'de_DE', name: de },
      ]);
      expect(office.statusCode, office.body).toBe(200);
      const versions = office.body_.result.versions as { id: number; lang: string }[];
      const ids = { en: versions.find((v) => v.lang === 'en_US')!.id, de: versions.find((v) => v.lang === 'de_DE')!.id };
      offices.push(ids);
      const lawyer = await call('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: `Lawyer in ${en}`, officeId: ids.en }]);
      expect(lawyer.statusCode, lawyer.body).toBe(200);
    }
  });
  afterAll(async () => ctx?.close());

  describe('1. an empty value, "undefined" or "null" means the filter was not given', () => {
    const unset = ['', 'undefined', 'null'];

    it.each(unset)('public news list with cataId=%j and no=%j', async (value) => {
      const response = await ctx.request({ method: 'GET', url: `/api/user/latest-news?cataId=${value}&no=${value}&_t=1`, headers: { lang: 'en_US' } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body_.pageable.totalCount).toBe(2);
    });

    it.each(unset)('public people list with practiceAreaId=%j, jobId=%j and officeIds=%j', async (value) => {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/user/lawyerTeam?practiceAreaId=${value}&jobId=${value}&officeIds=${value}&keyword=${value}&_t=1`,
        headers: { lang: 'en_US' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body_.pageable.totalCount).toBe(3);
    });

    it.each(unset)('admin lists with no=%j, pageNo and pageSize=%j', async (value) => {
      for (const path of ['/api/admin/latest-news', '/api/admin/lawyerTeam', '/api/admin/banner', '/api/admin/case-analysis']) {
        const response = await call('GET', `${path}?no=${value}&pageNo=${value}&pageSize=${value}&_t=1`);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      }
    });

    it('still refuses a value that is given and wrong', async () => {
      const response = await ctx.request({ method: 'GET', url: '/api/user/latest-news?cataId=abc', headers: { lang: 'en_US' } });
      expect(response.statusCode).toBe(400);
    });
  });

  it('2. the banner list answers every banner without paging parameters, and pages with them', async () => {
    for (let i = 0; i < 12; i += 1) {
      const banner = await call('POST', '/api/admin/banner', [{ lang: 'en_US', imgPath: UPLOADED, title: `Banner ${i}` }]);
      expect(banner.statusCode, banner.body).toBe(200);
    }
    const all = await call('GET', '/api/admin/banner?_t=1');
    expect(all.statusCode).toBe(200);
    expect(all.body_.result).toHaveLength(12);
    expect(all.body_.pageable.totalCount).toBe(12);
    const paged = await call('GET', '/api/admin/banner?pageNo=2&pageSize=5');
    expect(paged.body_.result).toHaveLength(5);
    expect(paged.body_.pageable).toEqual({ pageNo: 2, pageSize: 5, totalCount: 12 });
  });

  describe('3. the message says what is wrong', () => {
    it('names the one problem', async () => {
      const response = await call('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Mail check', email: 'not-an-email' }]);
      expect(response.statusCode).toBe(400);
      expect(response.body_.message).toBe('Email address is not a valid email address');
      expect(response.body_.result.fieldErrors).toEqual([{ field: '0.email', message: 'Email address is not a valid email address' }]);
    });

    it('names the first of several and counts the rest, in each language', async () => {
      const body = [{ lang: 'en_US', name: '', email: 'not-an-email', phoneNumber: 'call me' }];
      const expected = {
        en_US: 'Please enter name and 2 more',
        de_DE: 'Bitte geben Sie Name ein und 2 weitere',
        zh_CN: '请输入名称，另有 2 处错误',
      };
      for (const lang of LANGS) {
        const response = await call('POST', '/api/admin/lawyerTeam', body, { lang });
        expect(response.statusCode).toBe(400);
        expect(response.body_.message).toBe(expected[lang]);
        expect(response.body_.result.fieldErrors).toHaveLength(3);
      }
    });
  });

  it('4. a call without a body is not refused for saying application/json', async () => {
    const news = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Pinned by a fetch client' });
    const json = { 'content-type': 'application/json' };
    const pin = await call('PUT', `/api/admin/latest-news/pin?no=${news.no}`, undefined, json);
    expect(pin.statusCode, pin.body).toBe(200);
    const status = await call('POST', '/api/admin/portal-config/site-status/0', undefined, json);
    expect(status.statusCode, status.body).toBe(200);
    const icon = await call('POST', '/api/admin/icon', { name: 'Star', url: UPLOADED });
    const removed = await call('DELETE', `/api/admin/icon/${icon.body_.result.id}`, undefined, json);
    expect(removed.statusCode, removed.body).toBe(200);
    // A body that is there and broken is still refused.
    const broken = await ctx.request({ method: 'POST', url: '/api/admin/icon', payload: '{"name":', headers: { authorization: token, ...json } });
    expect(broken.statusCode).toBe(400);
  });

  describe('5. lists of ids filter the same in all three forms', () => {
    const listed = async (query: string) => {
      const response = await ctx.request({ method: 'GET', url: `/api/user/lawyerTeam?${query}`, headers: { lang: 'en_US' } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.body_.result as { name: string }[]).map((l) => l.name).sort();
    };

    it('comma list, repeated name and bracket form', async () => {
      const [london, frankfurt] = offices;
      const expected = ['Lawyer in Frankfurt', 'Lawyer in London'];
      expect(await listed(`officeIds=${london!.en},${frankfurt!.de}`)).toEqual(expected);
      expect(await listed(`officeIds=${london!.en}&officeIds=${frankfurt!.de}`)).toEqual(expected);
      expect(await listed(`officeIds[]=${london!.en}&officeIds[]=${frankfurt!.de}`)).toEqual(expected);
      expect(await listed(`officeIds%5B%5D=${london!.en}&officeIds%5B%5D=${frankfurt!.de}`)).toEqual(expected);
      expect(await listed(`officeIds[]=${london!.en}`)).toEqual(['Lawyer in London']);
    });

    it('refuses a list with something that is not an id, in words', async () => {
      const response = await ctx.request({ method: 'GET', url: '/api/user/lawyerTeam?officeIds=1&officeIds=x', headers: { lang: 'en_US' } });
      expect(response.statusCode).toBe(400);
      expect(response.body_.message).toBe('Offices must be a list of record numbers separated by commas');
    });
  });

  describe('6. upload addresses are stored as the bare path', () => {
    it.each([`/api/upload/${UPLOADED}`, `api/upload/${UPLOADED}`, `http://127.0.0.1:3000/api/upload/${UPLOADED}`])('%s', async (sent) => {
      const response = await call('POST', '/api/admin/banner', [{ lang: 'en_US', imgPath: sent, title: 'Path check' }]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body_.result.imgPath).toBe(UPLOADED);
      const read = await call('GET', `/api/admin/banner/detail/${response.body_.result.id}`);
      expect(read.body_.result.imgPath).toBe(UPLOADED);
    });

    it('keeps an address on another site (named in REMOTE_IMAGE_HOSTS) as it is', async () => {
      const elsewhere = `https://cdn.example.com/api/upload/${UPLOADED}`;
      const response = await call('POST', '/api/admin/banner', [{ lang: 'en_US', imgPath: elsewhere, title: 'Elsewhere' }]);
      expect(response.body_.result.imgPath).toBe(elsewhere);
    });
  });

  it('7. a folder whose parentId is 0 is a root folder, as with null', async () => {
    const response = await call('POST', '/api/admin/catalog', [{ lang: 'en_US', name: 'Root by zero', type: 0, parentId: 0 }]);
    expect(response.statusCode, response.body).toBe(200);
    const tree = await call('GET', '/api/admin/catalog?type=0&lang=en_US');
    expect((tree.body_.result as { name: string }[]).map((node) => node.name)).toContain('Root by zero');
  });

  describe('8. every field has a label in every language; no pattern, type name or key in a message', () => {
    const cases: { url: string; method: 'GET' | 'POST' | 'PUT'; payload?: unknown; admin?: boolean }[] = [
      { method: 'GET', url: '/api/user/latest-news?cataId=x' },
      { method: 'GET', url: '/api/user/latest-news?pageSize=x' },
      { method: 'GET', url: '/api/admin/latest-news?no=' + 'x'.repeat(100), admin: true },
      { method: 'POST', url: '/api/admin/latest-news', payload: [{ lang: 'en_US' }], admin: true },
      { method: 'POST', url: '/api/admin/latest-news', payload: [{ lang: 'en_US', title: 'T', cataId: 'x', isLink: 5, top: 'x', coverUrl: 'x' }], admin: true },
      { method: 'POST', url: '/api/admin/banner', payload: [{ lang: 'en_US', imgPath: UPLOADED, linkUrl: 'javascript:alert(1)' }], admin: true },
      { method: 'POST', url: '/api/admin/lawyerTeam', payload: [{ lang: 'en_US', name: 'N', email: 'x', phoneNumber: 'x', officeId: 'x' }], admin: true },
      { method: 'POST', url: '/api/admin/catalog', payload: [{ lang: 'en_US', name: 'N', type: 7, parentId: 'x' }], admin: true },
      { method: 'PUT', url: '/api/admin/banner/sort', payload: { sourceId: 'x' }, admin: true },
    ];

    it('has a label for every parameter and body field of the API description', async () => {
      const doc = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).body_;
      const names = new Set<string>();
      const walk = (schema: any): void => {
        if (!schema || typeof schema !== 'object') return;
        for (const [name, inner] of Object.entries(schema.properties ?? {})) {
          names.add(name);
          walk(inner);
        }
        for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) [schema[key]].flat().forEach(walk);
      };
      for (const operations of Object.values<any>(doc.paths)) {
        for (const operation of Object.values<any>(operations)) {
          for (const parameter of operation.parameters ?? []) if (parameter.in !== 'header') names.add(parameter.name);
          walk(operation.requestBody?.content?.['application/json']?.schema);
        }
      }
      expect(names.size).toBeGreaterThan(60);
      // A field named by a site language (a caption per language) past the spec's three has no
      // label of its own: fieldLabel names it in words ("caption in French"), never by its code.
      const labelled = (lang: SpecLang, name: string) => Object.hasOwn(FIELD_LABELS[lang], name) || (isCatalogueLocale(name) && !fieldLabel(lang, name).includes(name));
      const unlabelled = LANGS.flatMap((lang) => [...names].filter((name) => !labelled(lang, name)).map((name) => `${lang}: ${name}`));
      expect(unlabelled).toEqual([]);
    });

    it.each(LANGS)('in %s', async (lang) => {
      for (const item of cases) {
        const response = await ctx.request({ method: item.method, url: item.url, payload: item.payload as object, headers: { lang, ...(item.admin ? { authorization: token } : {}) } });
        expect(response.statusCode, `${item.method} ${item.url}`).toBe(400);
        const messages = [response.body_.message as string, ...(response.body_.result?.fieldErrors ?? []).map((e: { message: string }) => e.message)];
        for (const message of messages) {
          // A field key (camelCase or with an index), a regular expression or a type name shows the
          // API's insides rather than words.
          expect(message, `${item.method} ${item.url}`).not.toMatch(/\b(cataId|isLink|no|top|pageSize|coverUrl|linkUrl|imgPath|officeId|parentId|sourceId|phoneNumber|type)\b/);
          expect(message).not.toMatch(/\/\^|\$\/|\bstring\b|\bint\b|\bboolean\b/);
          // zod's type names left in English in another language ("每页条数不是有效的number").
          if (lang !== 'en_US') expect(message).not.toMatch(/\bnumber\b/);
          expect(message).not.toMatch(/entspricht nicht dem Muster|does not match the pattern|格式不正确$/);
        }
        const fields = (response.body_.result?.fieldErrors ?? []).map((e: { field: string }) => e.field);
        expect(new Set(fields).size, `one message per field: ${fields}`).toBe(fields.length);
      }
    });
  });
});
