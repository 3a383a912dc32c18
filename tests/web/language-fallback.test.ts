/**
 * Server rendering of a profile and an article that exist in English only (issue 12.2): on a German
 * or Chinese page their job titles, office and practice areas are named in the page's language,
 * and the English block says so: its `lang` attribute and a notice in the page's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { zh_CN } from '../../app/i18n/messages/zh_CN.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

const MESSAGES = { de_DE, en_US, zh_CN } as const;
type Lang = keyof typeof MESSAGES;
const LANGS = Object.keys(MESSAGES) as Lang[];

interface Named {
  id: number;
  no: string;
  name: string;
  lang: string;
}

/** Text as React writes it into the HTML. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function notice(lang: Lang, kind: 'profile' | 'article'): string {
  const m = MESSAGES[lang].fallback;
  return m[kind].replace('{{missing}}', m.languages[lang]).replace('{{shown}}', m.languages.en_US);
}

describe('a version in another language, server-rendered', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  const names: Record<string, Record<Lang, string>> = {};
  let personId: number;
  let newsId: number;

  const api = async <T>(method: 'GET' | 'POST', url: string, lang: Lang = 'en_US', payload?: unknown) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: { lang, authorization: token }, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json().result as T;
  };
  /** The first item of a list named differently in each language, with its English id. */
  async function firstOf(path: string, key: string): Promise<number> {
    const all = await Promise.all(LANGS.map(async (lang) => [lang, await api<Named[]>('GET', `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, lang)] as const));
    const nameIn = (no: string) => Object.fromEntries(all.map(([lang, list]) => [lang, list.find((n) => n.no === no)?.name ?? ''])) as Record<Lang, string>;
    const english = all.find(([lang]) => lang === 'en_US')![1].find((item) => new Set(Object.values(nameIn(item.no))).size === 3);
    if (!english) throw new Error(`no item of ${path} is named differently in each language`);
    names[key] = nameIn(english.no);
    return english.id;
  }

  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
    token = await web.adminToken();
    const jobId = await firstOf('/admin/job', 'job');
    const officeId = await firstOf('/admin/office', 'office');
    const fieldId = await firstOf('/user/professionalField/list', 'field');

    const person = await api<{ id: number }>('POST', '/admin/lawyerTeam', 'en_US', [
      { lang: 'en_US', name: 'Only English Person', intro: '<p>An English biography.</p>', jobIds: [jobId], officeId, proFieldIds: [fieldId] },
    ]);
    personId = person.id;
    const folders = await api<Named[]>('GET', '/user/catalog?type=0', 'en_US');
    const news = await api<{ id: number }[]>('POST', '/admin/latest-news', 'en_US', [
      { lang: 'en_US', cataId: folders[0]!.id, coverUrl: '2026/11/0123456789abcdef0123.jpg', title: 'Only English News', isLink: 0, content: '<p>English body.</p>' },
    ]);
    newsId = news[0]!.id;
  });
  afterAll(async () => web?.close());

  it.each(LANGS)('names the profile\'s job, office and practice area in %s and marks the English profile', async (lang) => {
    const response = await app.inject({ method: 'GET', url: `/people/detail/${personId}?lang=${lang}` });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    for (const key of ['job', 'office', 'field']) {
      expect(body, key).toContain(html(names[key]![lang]));
      if (lang !== 'en_US') expect(body, key).not.toContain(`>${html(names[key]!.en_US)}<`);
    }
    expect(body).toContain('An English biography.');
    if (lang === 'en_US') {
      expect(body).not.toContain('class="fallback-notice"');
      expect(body).not.toMatch(/<(div|section|article|header)[^>]* lang="en-US"/);
    } else {
      expect(body).toContain(`<p class="fallback-notice" role="note">${html(notice(lang, 'profile'))}</p>`);
      expect(body).toMatch(/<h1 lang="en-US">Only English Person<\/h1>/);
      expect(body).toMatch(/<div class="profile__body" lang="en-US">/);
    }
  });

  it.each(LANGS)('marks the English article on a %s page', async (lang) => {
    const response = await app.inject({ method: 'GET', url: `/news/detail/${newsId}?lang=${lang}` });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('English body.');
    if (lang === 'en_US') expect(body).not.toContain('class="fallback-notice"');
    else {
      expect(body).toContain(`<p class="fallback-notice" role="note">${html(notice(lang, 'article'))}</p>`);
      expect(body).toMatch(/<div class="rich-text" lang="en-US">/);
    }
  });

  /** The head's canonical address and hreflang alternates, as the page writes them. */
  function headLinks(body: string) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    const alternates = Object.fromEntries([...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
    return { canonical, alternates };
  }

  it.each(LANGS.flatMap((lang) => [['people', lang], ['news', lang]] as const))(
    'names in the head of a %s page in %s only the languages the item has, and the English version as the address of what it shows',
    async (section, lang) => {
      const path = section === 'people' ? `/people/detail/${personId}` : `/news/detail/${newsId}`;
      const body = (await app.inject({ method: 'GET', url: `${path}?lang=${lang}` })).body;
      const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(body)?.[1];
      expect(origin).toBeDefined();
      // No German or Chinese alternate names an address that would show English.
      expect(headLinks(body)).toEqual({
        canonical: `${origin}${path}?lang=en_US`,
        alternates: { 'en-US': `${origin}${path}?lang=en_US`, 'x-default': `${origin}${path}` },
      });
      expect(body).toContain('<meta property="og:url" content="' + `${origin}${path}?lang=en_US"`);
    },
  );
});
