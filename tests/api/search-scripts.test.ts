/**
 * Site search in every script (issue 48 point 6, decision 0081), through the public search and
 * suggestion calls, on text saved through the admin API: French and German found without their
 * accents, ligatures or ß and the other way round, Arabic without its tashkeel, tatweel, letter
 * variants or article, Japanese by its kana and kanji as Chinese is. Folding goes by the
 * characters, not by the version's language: these texts are saved in the site's languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '../../contract/search.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { UPLOADED } from '../helpers/content.js';

describe.each(dialects)('search in every script on %s', (dialect) => {
  let ctx: TestContext;
  let token = '';
  const admin = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });
  const hits = async (q: string, lang = 'en_US') => {
    const response = await ctx.request({ method: 'GET', url: `/api/user/search?q=${encodeURIComponent(q)}&pageSize=50`, headers: { lang } });
    expect(response.statusCode, JSON.stringify(response.body_)).toBe(200);
    return response.body_.result.items as SearchHit[];
  };
  const titles = async (q: string, lang = 'en_US') => (await hits(q, lang)).map((i) => i.title);
  const suggested = async (q: string, lang = 'en_US') => {
    const response = await ctx.request({ method: 'GET', url: `/api/user/search/suggest?q=${encodeURIComponent(q)}`, headers: { lang } });
    expect(response.statusCode).toBe(200);
    const result = response.body_.result as { people: { title: string }[]; pages: { title: string }[] };
    return [...result.people, ...result.pages].map((s) => s.title);
  };

  async function honour(versions: Record<string, { title: string; content?: string }>) {
    const response = await admin('POST', '/api/admin/lawfirm-honour', Object.entries(versions).map(([lang, v]) => ({ lang, coverUrl: UPLOADED, top: false, ...v })));
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
    const person = await admin('POST', '/api/admin/lawyerTeam', [
      { lang: 'de_DE', name: 'Jürgen Großmann', intro: '<p>Berät an der Königstraße in Gesellschaftsrecht.</p>' },
      { lang: 'en_US', name: 'Jürgen Großmann', intro: '<p>Advises on corporate law.</p>' },
    ]);
    expect(person.statusCode, person.body).toBe(200);
    await honour({ de_DE: { title: 'Kanzlei an der Strasse des Jahres', content: '<p>Für Arbeitsrecht.</p>' } });
    await honour({ en_US: { title: 'Société Générale: conseil de l’année', content: '<p>Pour l’Œuvre de cœur et la société.</p>' } });
    await honour({ en_US: { title: 'الْمَحْكَمَةُ العُلْيَا', content: '<p>قرار إدارة الأعمال في المستشفى</p>' } });
    await honour({ en_US: { title: 'مكتبة كتاب القانون', content: '<p>مجموعة ١٢ مجلداً</p>' } });
    await honour({ zh_CN: { title: 'データ保護のガイドライン', content: '<p>弁護士がコーヒーを飲みながら契約書を読む。</p>' } });
    await honour({ zh_CN: { title: '学校 がっこう', content: '<p>教育法</p>' } });
    await honour({ zh_CN: { title: '鳥 かっこう', content: '<p>自然</p>' } });
  });
  afterAll(async () => ctx.close());

  it('finds French without accents or ligatures, and unaccented French by accented words', async () => {
    expect(await titles('societe generale')).toEqual(['Société Générale: conseil de l’année']);
    expect(await titles('oeuvre coeur')).toEqual(['Société Générale: conseil de l’année']);
    expect(await titles('ANNEE')).toEqual(['Société Générale: conseil de l’année']);
    const [hit] = await hits('oeuvre');
    expect(hit!.snippet).toContain('<mark>Œuvre</mark>');
    expect(await suggested('generale')).toEqual(['Société Générale: conseil de l’année']);
  });

  it('finds German ß as ss and ss as ß, umlauts without their dots, both ways', async () => {
    expect(await titles('grossmann', 'de_DE')).toEqual(['Jürgen Großmann']);
    expect(await titles('Jurgen GROSSMANN', 'de_DE')).toEqual(['Jürgen Großmann']);
    expect(await titles('konigstrasse', 'de_DE')).toEqual(['Jürgen Großmann']);
    expect((await titles('Straße', 'de_DE')).sort()).toEqual(['Jürgen Großmann', 'Kanzlei an der Strasse des Jahres']);
    expect(await titles('"der Straße"', 'de_DE')).toEqual(['Kanzlei an der Strasse des Jahres']);
    expect(await suggested('großm', 'de_DE')).toEqual(['Jürgen Großmann']);
  });

  it('finds Arabic without tashkeel, tatweel, alef, yeh and teh marbuta variants, the article either way', async () => {
    const court = 'الْمَحْكَمَةُ العُلْيَا';
    // Written with tashkeel and the article, asked without them, with heh for teh marbuta, with tatweel.
    expect(await titles('محكمة')).toEqual([court]);
    expect(await titles('المحكمه')).toEqual([court]);
    expect(await titles('محكـــمة عليا')).toEqual([court]);
    expect(await titles('"المحكمة العليا"')).toEqual([court]);
    // Alef with hamza written, plain alef asked; and the other way round.
    expect(await titles('اداره الاعمال')).toEqual([court]);
    expect(await titles('أعمال')).toEqual([court]);
    // Alef maksura written, yeh asked.
    expect(await titles('المستشفي')).toEqual([court]);
    // Written without the article, asked with it; Arabic-Indic digits as digits.
    expect(await titles('الكتاب')).toEqual(['مكتبة كتاب القانون']);
    expect(await titles('12')).toEqual(['مكتبة كتاب القانون']);
    const [hit] = await hits('إدارة');
    expect(hit!.snippet).toBe('قرار <mark>إدارة</mark> الأعمال في المستشفى');
    expect(await suggested('المحكمه')).toEqual([court]);
  });

  it('finds Japanese kana and kanji by two characters as Chinese, and tells voiced kana apart', async () => {
    const guide = 'データ保護のガイドライン';
    for (const word of ['保護', 'ガイ', 'デー', 'コー', '契約']) expect(await titles(word, 'zh_CN'), word).toEqual([guide]);
    expect(await titles('ガイドライン', 'zh_CN')).toEqual([guide]);
    // Half-width katakana are the same letters.
    expect(await titles('ｶﾞｲﾄﾞ', 'zh_CN')).toEqual([guide]);
    expect(await titles('コーヒー', 'zh_CN')).toEqual([guide]);
    // "School" is not "cuckoo": the voicing mark counts.
    expect(await titles('がっこう', 'zh_CN')).toEqual(['学校 がっこう']);
    expect(await titles('かっこう', 'zh_CN')).toEqual(['鳥 かっこう']);
    expect(await suggested('ガイド', 'zh_CN')).toEqual([guide]);
  });
});
