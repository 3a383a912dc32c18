/**
 * Facts that are the same in every language live on the item (PRODUCT section 2, issue 10
 * point 4, decision 0017): a lawyer's photo, phone and e-mail, an article's cover (a version may
 * have its own), the firm's e-mail, telephone and office photos. Every version answers with them
 * under the spec's names, and a write through any language changes them for all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder } from '../helpers/content.js';

const PHOTO = '2026/11/aaaaaaaaaaaaaaaaaaaa.webp';
const OTHER = '2026/11/bbbbbbbbbbbbbbbbbbbb.webp';
const THIRD = '2026/11/cccccccccccccccccccc.webp';

type Version = { id: number; lang: string; no: string; coverUrl: string; sharedCoverUrl: string; ownCoverUrl: string | null };

describe.each(dialects)('facts on the item on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let administrator: string;
  let folderId: number;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editor = (await ctx.staff('editor')).token;
    administrator = (await ctx.staff('administrator')).token;
    folderId = (await createFolder(ctx, editor, { en_US: 'News', de_DE: 'Nachrichten' })).ids.en_US!;
  });
  afterAll(async () => ctx.close());

  const as = (token: string) => (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });
  const visitor = (url: string, lang: string) => ctx.request({ method: 'GET', url, headers: { lang } });
  const byLang = <T extends { lang: string }>(versions: T[]) => Object.fromEntries(versions.map((v) => [v.lang, v])) as Record<string, T>;

  describe('a lawyer', () => {
    it('written in English only shows its photo, phone and e-mail in German and Chinese too', async () => {
      const call = as(editor);
      const created = await call('POST', '/api/admin/lawyerTeam', [
        { lang: 'en_US', name: 'Imogen Clarke', photoUrl: PHOTO, phoneNumber: '+44 20 7946 0101', email: 'i.clarke@example.com' },
      ]);
      expect(created.statusCode).toBe(200);
      const { no } = created.body_.result;
      // The translations name none of the three: the original single-language client adds them.
      const added = await call('PUT', '/api/admin/lawyerTeam', [
        { no, lang: 'de_DE', name: 'Imogen Clarke' },
        { no, lang: 'zh_CN', name: '伊莫金·克拉克' },
      ]);
      expect(added.statusCode).toBe(200);
      const facts = { photoUrl: PHOTO, phoneNumber: '+44 20 7946 0101', email: 'i.clarke@example.com' };
      const versions = byLang(added.body_.result.versions as { lang: string; id: number }[]);
      for (const lang of ['de_DE', 'en_US', 'zh_CN']) expect(versions[lang], lang).toMatchObject(facts);

      for (const [lang, keyword] of [['de_DE', 'clarke'], ['zh_CN', '克拉克']] as const) {
        const detail = await visitor(`/api/user/lawyerTeam/${versions.en_US!.id}`, lang);
        expect(detail.body_.result, lang).toMatchObject({ lang, ...facts });
        // Lists, with and without the keyword filter, read the person's values too.
        for (const query of ['pageSize=100', `keyword=${encodeURIComponent(keyword)}`]) {
          const list = await visitor(`/api/user/lawyerTeam?${query}`, lang);
          const entry = (list.body_.result as { no: string }[]).find((v) => v.no === no);
          expect(entry, `${lang} ${query}`).toMatchObject({ lang, ...facts });
        }
      }
    });

    it('changes them for every language through any version; only empty values clear them', async () => {
      const call = as(editor);
      const created = await call('POST', '/api/admin/lawyerTeam', [
        { lang: 'en_US', name: 'Owen Price', email: 'o.price@example.com' },
        { lang: 'de_DE', name: 'Owen Price', email: null },
      ]);
      const versions = byLang(created.body_.result.versions as { lang: string; id: number; email: string | null }[]);
      expect(versions.de_DE!.email).toBe('o.price@example.com');

      // A new phone through the German version reaches the English one.
      const german = await call('PUT', '/api/admin/lawyerTeam', [{ id: versions.de_DE!.id, lang: 'de_DE', name: 'Owen Price', phoneNumber: '+49 69 1' }]);
      expect(byLang(german.body_.result.versions).en_US).toMatchObject({ phoneNumber: '+49 69 1', email: 'o.price@example.com' });

      // The first non-empty value decides, in the order of the elements.
      const both = await call('PUT', '/api/admin/lawyerTeam', [
        { id: versions.en_US!.id, lang: 'en_US', name: 'Owen Price', email: '' },
        { id: versions.de_DE!.id, lang: 'de_DE', name: 'Owen Price', email: 'price@example.de' },
      ]);
      expect(both.body_.result.versions.map((v: { email: string }) => v.email)).toEqual(['price@example.de', 'price@example.de']);

      const cleared = await call('PUT', '/api/admin/lawyerTeam', [{ id: versions.en_US!.id, lang: 'en_US', name: 'Owen Price', email: '', phoneNumber: null }]);
      expect(cleared.body_.result.versions.map((v: { email: string | null; phoneNumber: string | null }) => [v.email, v.phoneNumber])).toEqual([
        [null, null],
        [null, null],
      ]);
    });

    it('names a bad value in the element that gave it', async () => {
      const response = await as(editor)('POST', '/api/admin/lawyerTeam', [
        { lang: 'en_US', name: 'Ada Lamb' },
        { lang: 'de_DE', name: 'Ada Lamb', photoUrl: 'javascript:alert(1)' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.body_.result.fieldErrors).toEqual([{ field: '1.photoUrl', message: 'Photo must be an absolute http(s) URL or an uploaded file' }]);
    });
  });

  describe("an article's cover", () => {
    const element = (lang: string, title: string, extra: Record<string, unknown> = {}) => ({
      lang, title, cataId: folderId, coverUrl: PHOTO, isLink: 0, content: `<p>${title}</p>`, ...extra,
    });
    const covers = (versions: Version[]) =>
      Object.fromEntries(versions.map((v) => [v.lang, [v.coverUrl, v.ownCoverUrl]])) as Record<string, [string, string | null]>;

    it('is the first element\'s on a create; a different one is that version\'s own', async () => {
      const call = as(editor);
      const response = await call('POST', '/api/admin/latest-news', [element('en_US', 'Shared'), element('de_DE', 'Geteilt'), element('zh_CN', '共享', { coverUrl: OTHER })]);
      expect(response.statusCode).toBe(200);
      const versions = response.body_.result as Version[];
      expect(covers(versions)).toEqual({ en_US: [PHOTO, null], de_DE: [PHOTO, null], zh_CN: [OTHER, OTHER] });
      expect(versions.every((v) => v.sharedCoverUrl === PHOTO)).toBe(true);

      // Public answers keep the spec's field: the cover each version shows.
      for (const [lang, cover] of [['de_DE', PHOTO], ['zh_CN', OTHER]] as const) {
        const detail = await visitor(`/api/user/latest-news/${versions[0]!.id}`, lang);
        expect(detail.body_.result, lang).toMatchObject({ lang, coverUrl: cover });
        expect(detail.body_.result).not.toHaveProperty('ownCoverUrl');
        const list = await visitor('/api/user/latest-news?pageSize=100', lang);
        expect((list.body_.result as Version[]).find((v) => v.no === versions[0]!.no)?.coverUrl, lang).toBe(cover);
      }
    });

    it('written in one language changes every version without its own (the spec client)', async () => {
      const call = as(editor);
      const created = await call('POST', '/api/admin/latest-news', [element('en_US', 'One'), element('de_DE', 'Eins'), element('zh_CN', '一', { coverUrl: OTHER })]);
      const versions = byLang(created.body_.result as Version[]);

      // Sending back what a version shows changes nothing, own cover or not.
      const unchanged = await call('PUT', '/api/admin/latest-news', [element('zh_CN', '一 (neu)', { id: versions.zh_CN!.id, coverUrl: OTHER }), element('de_DE', 'Eins', { id: versions.de_DE!.id })]);
      expect(covers(unchanged.body_.result)).toEqual({ en_US: [PHOTO, null], de_DE: [PHOTO, null], zh_CN: [OTHER, OTHER] });

      // A new cover through the English version, which has none of its own: German follows, Chinese keeps its own.
      const shared = await call('PUT', '/api/admin/latest-news', [element('en_US', 'One', { id: versions.en_US!.id, coverUrl: THIRD })]);
      expect(covers(shared.body_.result)).toEqual({ en_US: [THIRD, null], de_DE: [THIRD, null], zh_CN: [OTHER, OTHER] });

      // A new cover through the Chinese version changes its own; set to the item's, it has none.
      const own = await call('PUT', '/api/admin/latest-news', [element('zh_CN', '一', { id: versions.zh_CN!.id, coverUrl: PHOTO })]);
      expect(covers(own.body_.result)).toEqual({ en_US: [THIRD, null], de_DE: [THIRD, null], zh_CN: [PHOTO, PHOTO] });
      const none = await call('PUT', '/api/admin/latest-news', [element('zh_CN', '一', { id: versions.zh_CN!.id, coverUrl: THIRD })]);
      expect(covers(none.body_.result)).toEqual({ en_US: [THIRD, null], de_DE: [THIRD, null], zh_CN: [THIRD, null] });
    });

    it('is set explicitly by the back office: the item\'s cover and each version\'s own', async () => {
      const call = as(editor);
      const created = await call('POST', '/api/admin/lawfirm-honour', [
        { lang: 'en_US', title: 'Ranked', coverUrl: PHOTO, sharedCoverUrl: PHOTO, ownCoverUrl: null },
        { lang: 'de_DE', title: 'Ausgezeichnet', coverUrl: OTHER, sharedCoverUrl: PHOTO, ownCoverUrl: OTHER },
      ]);
      expect(created.statusCode).toBe(200);
      const versions = byLang(created.body_.result as Version[]);
      expect(covers(created.body_.result)).toEqual({ en_US: [PHOTO, null], de_DE: [OTHER, OTHER] });

      // The item's cover changes for the versions without their own; '' removes the German one.
      const changed = await call('PUT', '/api/admin/lawfirm-honour', [
        { id: versions.en_US!.id, lang: 'en_US', title: 'Ranked', coverUrl: THIRD, sharedCoverUrl: THIRD, ownCoverUrl: null },
        { id: versions.de_DE!.id, lang: 'de_DE', title: 'Ausgezeichnet', coverUrl: THIRD, sharedCoverUrl: THIRD, ownCoverUrl: '' },
      ]);
      expect(covers(changed.body_.result)).toEqual({ en_US: [THIRD, null], de_DE: [THIRD, null] });
      expect((changed.body_.result as Version[]).every((v) => v.sharedCoverUrl === THIRD)).toBe(true);

      // A language added with a cover of its own keeps it; the others are untouched.
      const added = await call('PUT', '/api/admin/lawfirm-honour', [{ no: versions.en_US!.no, lang: 'zh_CN', title: '上榜', coverUrl: OTHER }]);
      expect(covers(added.body_.result)).toEqual({ en_US: [THIRD, null], de_DE: [THIRD, null], zh_CN: [OTHER, OTHER] });

      const bad = await call('PUT', '/api/admin/lawfirm-honour', [{ id: versions.de_DE!.id, lang: 'de_DE', title: 'X', coverUrl: THIRD, ownCoverUrl: 'ftp://x' }]);
      expect(bad.body_.result.fieldErrors).toEqual([{ field: '0.ownCoverUrl', message: 'Own cover image of this language must be an absolute http(s) URL or an uploaded file' }]);
    });
  });

  describe("the firm's contact and office photos", () => {
    const call = (method: string, url: string, payload?: unknown) => as(administrator)(method, url, payload);
    const config = (lang: string, extra: Record<string, unknown> = {}) => ({ lang, name: `Firm ${lang}`, address: `Address ${lang}`, ...extra });

    it('written through one language are every language\'s; the address stays per language', async () => {
      await call('POST', '/api/admin/portal-config', config('de_DE'));
      const english = await call('POST', '/api/admin/portal-config', config('en_US', {
        email: 'office@example.com',
        tel: '+44 20 7946 0000',
        environmentList: [{ title: 'Reception', coverUrl: PHOTO }, { title: 'Library', coverUrl: OTHER }],
      }));
      expect(english.statusCode).toBe(200);
      const german = await visitor('/api/user/portal-config', 'de_DE');
      expect(german.body_.result).toMatchObject({
        lang: 'de_DE',
        address: 'Address de_DE',
        email: 'office@example.com',
        tel: '+44 20 7946 0000',
        // German has no captions yet: the English ones stand in as the photos' text alternatives.
        environmentList: [{ title: 'Reception', coverUrl: PHOTO }, { title: 'Library', coverUrl: OTHER }],
      });

      // Sent back unchanged through German, the stand-in captions are not taken as German ones.
      await call('POST', '/api/admin/portal-config', config('de_DE', { environmentList: german.body_.result.environmentList }));
      expect((await call('GET', '/api/admin/portal-config/shared')).body_.result.environmentList).toEqual([
        { coverUrl: PHOTO, titles: { en_US: 'Reception' } },
        { coverUrl: OTHER, titles: { en_US: 'Library' } },
      ]);

      // German captions, in another order and without the library: the photos change for all,
      // the English caption of the photo kept stays.
      await call('POST', '/api/admin/portal-config', config('de_DE', { environmentList: [{ title: 'Empfang', coverUrl: PHOTO }], email: 'kanzlei@example.de' }));
      const englishNow = await visitor('/api/user/portal-config', 'en_US');
      expect(englishNow.body_.result).toMatchObject({ email: 'kanzlei@example.de', tel: '+44 20 7946 0000', environmentList: [{ title: 'Reception', coverUrl: PHOTO }] });
      expect((await call('GET', '/api/admin/portal-config?lang=en_US')).body_.result.email).toBe('kanzlei@example.de');

      // A field left out keeps its value; '' clears it for every language.
      await call('POST', '/api/admin/portal-config', config('zh_CN', { tel: '' }));
      expect((await visitor('/api/user/portal-config', 'de_DE')).body_.result).toMatchObject({ email: 'kanzlei@example.de', tel: null });
    });

    it('are edited once by the back office: each photo with a caption per language', async () => {
      const saved = await call('PUT', '/api/admin/portal-config/shared', {
        email: 'hello@example.com',
        tel: '+44 20 1',
        environmentList: [
          { coverUrl: OTHER, titles: { de_DE: 'Bibliothek', en_US: 'Library', zh_CN: '图书馆' } },
          { coverUrl: THIRD, titles: { en_US: 'Garden', de_DE: '' } },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.body_.result).toMatchObject({
        email: 'hello@example.com',
        tel: '+44 20 1',
        environmentList: [
          { coverUrl: OTHER, titles: { de_DE: 'Bibliothek', en_US: 'Library', zh_CN: '图书馆' } },
          { coverUrl: THIRD, titles: { en_US: 'Garden' } },
        ],
        updateTime: expect.stringMatching(/^\d{4}-/),
      });
      const chinese = await visitor('/api/user/portal-config?lang=zh_CN', 'zh_CN');
      expect(chinese.body_.result).toMatchObject({
        email: 'hello@example.com',
        environmentList: [{ title: '图书馆', coverUrl: OTHER }, { title: 'Garden', coverUrl: THIRD }],
      });

      // Fields left out keep their values.
      const phoneOnly = await call('PUT', '/api/admin/portal-config/shared', { tel: '+44 20 2' });
      expect(phoneOnly.body_.result).toMatchObject({ email: 'hello@example.com', tel: '+44 20 2' });
      expect(phoneOnly.body_.result.environmentList).toHaveLength(2);

      const bad = await call('PUT', '/api/admin/portal-config/shared', {
        email: 'nope',
        environmentList: [{ coverUrl: 'ftp://x', titles: { en_US: 'X' } }, { coverUrl: PHOTO, titles: { de_DE: ' ' } }, { coverUrl: PHOTO, titles: { zh_CN: 'x'.repeat(201) } }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body_.result.fieldErrors).toEqual([
        { field: 'email', message: 'Email address is not a valid email address' },
        { field: 'environmentList.0.coverUrl', message: 'Cover image must be an absolute http(s) URL or an uploaded file' },
        { field: 'environmentList.1.titles', message: 'Please enter a caption' },
        { field: 'environmentList.2.titles.zh_CN', message: 'Chinese caption cannot be longer than 200 characters' },
      ]);
      const german = await ctx.request({ method: 'PUT', url: '/api/admin/portal-config/shared', headers: { authorization: administrator, lang: 'de_DE' }, payload: { environmentList: [{ coverUrl: PHOTO, titles: {} }] } });
      expect(german.body_.result.fieldErrors).toEqual([{ field: 'environmentList.0.titles', message: 'Bitte geben Sie eine Bildunterschrift ein' }]);
    });

    it('are the administrators\'', async () => {
      for (const method of ['GET', 'PUT']) expect((await as(editor)(method, '/api/admin/portal-config/shared', method === 'PUT' ? { tel: '1' } : undefined)).statusCode).toBe(403);
    });
  });
});
