/**
 * Key contacts, server-rendered (issue 12.4): a news item or case shows the lawyers it names as
 * cards (photo, name, title, e-mail) in the page's language, and a lawyer's page lists the recent
 * news and cases that name them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { zh_CN } from '../../app/i18n/messages/zh_CN.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

const MESSAGES = { de_DE, en_US, zh_CN } as const;
type Lang = keyof typeof MESSAGES;
const LANGS = Object.keys(MESSAGES) as Lang[];

interface Lawyer {
  id: number;
  no: string;
  lang: string;
  name: string;
  email: string | null;
  photoUrl: string | null;
  jobs: { name: string }[];
}

function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe('key contacts, server-rendered', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  const eleanor = {} as Record<Lang, Lawyer>;
  const news = {} as Record<Lang, number>;
  const deal = {} as Record<Lang, number>;

  const api = async <T>(method: 'GET' | 'POST', url: string, lang: Lang, payload?: unknown) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: { lang, authorization: token }, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json().result as T;
  };
  const titles = { de_DE: 'Ein Abschluss mit Eleanor', en_US: 'A closing with Eleanor', zh_CN: '与埃莉诺的交割' };
  const dealTitles = { de_DE: 'Ein Fall mit Eleanor', en_US: 'A case with Eleanor', zh_CN: '与埃莉诺的案例' };

  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
    token = await web.adminToken();
    for (const lang of LANGS) {
      const lawyers = await api<Lawyer[]>('GET', '/user/lawyerTeam?pageSize=100', lang);
      eleanor[lang] = lawyers.find((l) => l.email?.startsWith('eleanor'))!;
    }
    const newsFolder = (await api<{ id: number }[]>('GET', '/user/catalog?type=0', 'en_US'))[0]!.id;
    const caseFolder = (await api<{ id: number }[]>('GET', '/user/catalog?type=1', 'en_US'))[0]!.id;
    const cover = '2026/11/0123456789abcdef0123.jpg';
    const createdNews = await api<{ id: number; lang: Lang }[]>(
      'POST',
      '/admin/latest-news',
      'en_US',
      LANGS.map((lang) => ({ lang, cataId: newsFolder, coverUrl: cover, title: titles[lang], isLink: 0, content: '<p>Body</p>', lawyerIds: [eleanor.de_DE.id] })),
    );
    for (const v of createdNews) news[v.lang] = v.id;
    const createdCase = await api<{ id: number; lang: Lang }[]>(
      'POST',
      '/admin/case-analysis',
      'en_US',
      LANGS.map((lang) => ({ lang, cataId: caseFolder, coverUrl: cover, title: dealTitles[lang], content: '<p>Body</p>', lawyerIds: [eleanor.en_US.id] })),
    );
    for (const v of createdCase) deal[v.lang] = v.id;
  });
  afterAll(async () => web?.close());

  it.each(LANGS)('shows the key contacts of a news item and a case as cards in %s', async (lang) => {
    for (const url of [`/news/detail/${news[lang]}?lang=${lang}`, `/case/detail/${deal[lang]}?lang=${lang}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const section = /<section class="key-contacts"[^>]*>(.*?)<\/section>/s.exec(response.body)?.[1];
      expect(section, url).toBeDefined();
      expect(section).toContain(`>${html(MESSAGES[lang].articles.keyContacts)}</h2>`);
      const person = eleanor[lang];
      expect(section).toContain(`href="/people/detail/${person.id}"`);
      expect(section).toContain(`>${html(person.name)}<`);
      expect(section).toContain(html(person.jobs[0]!.name));
      expect(section).toContain(`href="mailto:${person.email}"`);
      expect(section).toMatch(/<img [^>]*src="\/api\/upload\/[^"]+\?w=\d+"/);
    }
  });

  it.each(LANGS)('lists a lawyer\'s recent news and cases on their page in %s', async (lang) => {
    const response = await app.inject({ method: 'GET', url: `/people/detail/${eleanor[lang].id}?lang=${lang}` });
    expect(response.statusCode).toBe(200);
    const section = /<section class="profile__work"[^>]*>(.*?)<\/section>/s.exec(response.body)?.[1];
    expect(section).toBeDefined();
    expect(section).toContain(`>${html(MESSAGES[lang].people.recentWork)}</h2>`);
    expect(section).toContain(`href="/news/detail/${news[lang]}"`);
    expect(section).toContain(`>${html(titles[lang])}<`);
    expect(section).toContain(`href="/case/detail/${deal[lang]}"`);
    expect(section).toContain(`>${html(dealTitles[lang])}<`);
  });

  it('shows no key contacts section for an item that names none', async () => {
    const plain = (await api<{ id: number; isLink: number }[]>('GET', '/user/latest-news?pageSize=100', 'en_US')).find((n) => n.isLink === 0 && n.id !== news.en_US)!;
    const response = await app.inject({ method: 'GET', url: `/news/detail/${plain.id}?lang=en_US` });
    expect(response.body).not.toContain('class="key-contacts"');
  });
});
