/**
 * An Arabic page, server-rendered (issue 48 point 4, decision 0084): `/home?lang=ar_SA` with five
 * site languages is laid out right to left; its dates are Gregorian in Latin digits; a name that
 * may be in another script is isolated (`dir="auto"`), telephone numbers and e-mail addresses
 * read left to right (`dir="ltr"`), and the visitor's words in the search count sentence are set
 * apart in `<bdi>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_SITE_LANGUAGES, setSiteLanguages } from '../../contract/site-languages.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

/** Digits other than 0–9: Arabic-Indic and Extended Arabic-Indic. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('an Arabic page', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  let personId: number;

  const api = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: { lang: 'en_US', authorization: token }, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json().result as T;
  };
  const page = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie: '' } });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    web = await createWebApp({ SITE_LANGUAGES: 'de_DE,en_US,zh_CN,fr_FR,ar_SA' });
    app = web.app;
    token = await web.adminToken();
    const folders = await api<{ id: number }[]>('GET', '/user/catalog?type=0');
    await api('POST', '/admin/latest-news', [
      { lang: 'en_US', cataId: folders[0]!.id, coverUrl: '2026/11/0123456789abcdef0123.jpg', title: 'Opening in Riyadh', isLink: 0, content: '<p>English body.</p>' },
      { lang: 'ar_SA', cataId: folders[0]!.id, coverUrl: '2026/11/0123456789abcdef0123.jpg', title: 'افتتاح في الرياض', isLink: 0, content: '<p>نص عربي.</p>' },
    ]);
    // A lawyer whose Arabic version keeps the Latin spelling of the name, as firms often do.
    const person = await api<{ id: number }>('POST', '/admin/lawyerTeam', [
      { lang: 'en_US', name: 'Layla Haddad', intro: '<p>English biography.</p>', phoneNumber: '+966 11 555 0100', email: 'layla.haddad@example.com' },
      { lang: 'ar_SA', name: 'Layla Haddad', intro: '<p>سيرة بالعربية.</p>', phoneNumber: '+966 11 555 0100', email: 'layla.haddad@example.com' },
    ]);
    personId = person.id;
  });
  afterAll(async () => {
    await web?.close();
    setSiteLanguages(SPEC_SITE_LANGUAGES);
  });

  it('lays /home out right to left, dates its news in the Gregorian calendar with Latin digits, and isolates a lawyer’s name', async () => {
    const home = await page('/home?lang=ar_SA');
    expect(home).toContain('<html lang="ar-SA" dir="rtl"');
    const times = [...home.matchAll(/<time dateTime="(\d{4})-\d\d-(\d\d)[^"]*">([^<]+)<\/time>/g)];
    expect(times.length).toBeGreaterThan(0);
    for (const [, year, day, written] of times) {
      // "5 ديسمبر 2026": the day and the Gregorian year of the stored time (UTC), in Latin digits.
      expect(written).toMatch(new RegExp(`^${Number(day)} \\S+ ${year}$`));
      expect(written).not.toMatch(ARABIC_DIGITS);
    }
    expect(home).toContain('افتتاح في الرياض');
    const nameLink = /<a ([^>]*)>Layla Haddad<\/a>/.exec(home)?.[1];
    expect(nameLink).toMatch(/href="\/people\/detail\/\d+"/);
    expect(nameLink).toContain('dir="auto"');
    // The firm's telephone and e-mail in the footer read left to right.
    expect(home).toMatch(/<a href="tel:[^"]+" dir="ltr">\+[\d ]+<\/a>/);
    expect(home).toMatch(/<a href="mailto:[^"]+" dir="ltr">[^<]+@[^<]+<\/a>/);
  });

  it('writes a lawyer’s telephone and e-mail left to right on the Arabic profile, and the name in the list isolated', async () => {
    const profile = await page(`/people/detail/${personId}?lang=ar_SA`);
    expect(profile).toContain('<a href="tel:+966115550100" dir="ltr">+966 11 555 0100</a>');
    expect(profile).toContain('<a href="mailto:layla.haddad@example.com" dir="ltr">layla.haddad@example.com</a>');
    const list = await page('/people?lang=ar_SA');
    expect(list).toMatch(new RegExp(`<h2 class="person-tile__name"><a [^>]*dir="auto"[^>]*>Layla Haddad</a>`));
  });

  it('sets the visitor’s words apart in the Arabic sentence that counts the results', async () => {
    const results = await page('/search?q=Haddad&lang=ar_SA');
    expect(results).toMatch(/<p class="search-page__count" role="status">[^<]*«<bdi>Haddad<\/bdi>»[^<]*<\/p>/);
  });

  it('keeps the back office left to right for a visitor whose language is Arabic (address or cookie)', async () => {
    // The back office's languages are all written left to right; a staff member who read the
    // Arabic site must not find the back office mirrored.
    for (const headers of [{}, { cookie: 'lang=ar_SA' }]) {
      const response = await app.inject({ method: 'GET', url: Object.keys(headers).length ? '/admin/login' : '/admin/login?lang=ar_SA', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<html lang="[^"]+" dir="ltr"/);
    }
  });
});
