/** Server rendering of the people pages: the filtered lawyer list, the profile and its vCard. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { zh_CN } from '../../app/i18n/messages/zh_CN.js';
import { foldLine, nameParts, vcardText } from '../../app/lib/people.server.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

const MESSAGES = { de_DE, en_US, zh_CN } as const;
type Lang = keyof typeof MESSAGES;
const LANGS = Object.keys(MESSAGES) as Lang[];
const ORIGIN = 'http://127.0.0.1:3000';

interface Named {
  id: number;
  no: string;
  name: string;
  lang: string;
}

interface Lawyer extends Named {
  email: string | null;
  phoneNumber: string | null;
  photoUrl: string | null;
  jobs: { name: string }[];
  office: { name: string } | null;
  customContents: { title: string }[];
}

/** Names of the lawyer cards, in order. */
function cardNames(html: string): string[] {
  return [...html.matchAll(/<h2 class="person-tile__name"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
}

/** Whether the HTML has a tag with all these attribute values, in any order. */
function hasTag(html: string, tag: string, attrs: Record<string, string>): boolean {
  const tags = html.match(new RegExp(`<${tag}\\s[^>]*>`, 'g')) ?? [];
  return tags.some((t) => Object.entries(attrs).every(([key, value]) => t.includes(` ${key}="${value}"`)));
}

function selectedOption(html: string, name: string): string | undefined {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's').exec(html)?.[1] ?? '';
  return /<option value="([^"]*)" selected="">/.exec(select)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

describe('people pages, server-rendered', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const api = async <T>(url: string, lang: Lang = 'en_US') =>
    (await app.inject({ method: 'GET', url: `/api${url}`, headers: { lang, authorization: token } })).json().result as T;
  /** The lawyers the public API lists for a query: what the page must show. */
  const apiNames = async (query: string, lang: Lang = 'en_US') => (await api<Lawyer[]>(`/user/lawyerTeam?pageSize=100&${query}`, lang)).map((l) => l.name);
  const byName = <T extends { name: string }>(items: T[], name: string) => {
    const found = items.find((i) => i.name === name);
    if (!found) throw new Error(`no ${name} in ${items.map((i) => i.name).join(', ')}`);
    return found;
  };

  let jobs: Record<Lang, Named[]>;
  let offices: Record<Lang, Named[]>;
  let fields: Named[];
  let lawyers: Lawyer[];

  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
    token = await web.adminToken();
    const each = async (path: string) => Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await api<Named[]>(`${path}?lang=${lang}`, lang)]))) as Record<Lang, Named[]>;
    jobs = await each('/admin/job');
    offices = await each('/admin/office');
    fields = await api<Named[]>('/user/professionalField/list');
    lawyers = await api<Lawyer[]>('/user/lawyerTeam?pageSize=100');
  });
  afterAll(async () => web?.close());

  describe('/people', () => {
    it.each(LANGS)('renders the list in %s with the four filters, cards and paging', async (lang) => {
      const messages = MESSAGES[lang];
      const response = await get(`/people?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toMatch(new RegExp(`<html lang="${lang.replace('_', '-')}" dir="ltr">`));
      expect(html).toContain(`<title>${messages.nav.people} | `);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/people?lang=${lang}"/>`);
      for (const other of LANGS) expect(html).toContain(`hrefLang="${other.replace('_', '-')}" href="${ORIGIN}/people?lang=${other}"`);
      expect(html).toContain(`<h1>${messages.nav.people}</h1>`);
      // The spec's labels of the filters, each control with its label.
      for (const label of [messages.common.allJobs, messages.common.allOffices, messages.common.allExpertise, messages.common.search]) {
        expect(html).toContain(`>${label}<`);
      }
      for (const id of ['people-jobId', 'people-officeId', 'people-practiceAreaId', 'people-keyword']) expect(html).toContain(`for="${id}"`);
      expect(hasTag(html, 'form', { class: 'people-filters', method: 'get', action: '/people', role: 'search' })).toBe(true);
      // The options are the jobs, offices and practice areas in the page's language.
      expect(html).toContain(`<option value="${jobs[lang][0]!.id}">${jobs[lang][0]!.name.replace(/&/g, '&amp;')}</option>`);
      // Twelve cards of fifteen, with the portrait, jobs, office and practice areas.
      const names = cardNames(html);
      expect(names).toHaveLength(12);
      expect(names).toEqual((await apiNames('', lang)).slice(0, 12).map((n) => n.replace(/&/g, '&amp;')));
      expect(html).toMatch(/<img class="person-tile__photo" src="\/api\/upload\/[^"]+\?w=480"[^>]*width="480" height="600"/);
      expect(html).toContain('class="person-tile__jobs"');
      expect(html).toContain('class="person-tile__office"');
      expect(html).toContain('class="person-tile__fields"');
      expect(html).toContain(messages.common.page.replace('{{page}}', '1').replace('{{pages}}', '2'));
      expect(hasTag(html, 'a', { href: `/people?page=2&amp;lang=${lang}`, rel: 'next' })).toBe(true);
      expect(html).not.toContain('rel="prev"');
      expect(html).not.toMatch(/antd|tiptap|dnd-kit|\/admin\//i);
    });

    it('narrows the list by each filter alone, and shows the chosen value in the form', async () => {
      const partner = byName(jobs.en_US, 'Partner');
      const frankfurt = byName(offices.en_US, 'Frankfurt am Main');
      const corporate = byName(fields, 'Corporate & M&A');
      // The page's query, and the same filter through the public API.
      const cases: [string, string][] = [
        [`jobId=${partner.id}`, `jobId=${partner.id}`],
        [`officeId=${frankfurt.id}`, `officeIds=${frankfurt.id}`],
        [`practiceAreaId=${corporate.id}`, `practiceAreaId=${corporate.id}`],
        ['keyword=kessler', 'keyword=kessler'],
      ];
      for (const [query, apiQuery] of cases) {
        const html = (await get(`/people?lang=en_US&${query}`)).body;
        const expected = await apiNames(apiQuery);
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(lawyers.length);
        expect(cardNames(html).map((n) => n.replace(/&amp;/g, '&'))).toEqual(expected);
        expect(html).toContain(`role="status">${expected.length} lawyer${expected.length === 1 ? '' : 's'}<`);
        expect(html).toContain('Clear filters');
      }
      const html = (await get(`/people?lang=en_US&jobId=${partner.id}`)).body;
      expect(selectedOption(html, 'jobId')).toBe(String(partner.id));
      expect(selectedOption(html, 'officeId')).toBe('');
      expect(selectedOption((await get(`/people?lang=en_US&officeId=${frankfurt.id}`)).body, 'officeId')).toBe(String(frankfurt.id));
      expect(selectedOption((await get(`/people?lang=en_US&practiceAreaId=${corporate.id}`)).body, 'practiceAreaId')).toBe(String(corporate.id));
      // The name matches without case or accents.
      const keyword = (await get('/people?lang=en_US&keyword=J%C3%9CRGEN')).body;
      expect(cardNames(keyword)).toEqual(['Jürgen Kessler']);
      expect(keyword).toContain('name="keyword" value="JÜRGEN"');
      expect(cardNames((await get('/people?lang=en_US&keyword=jurgen')).body)).toEqual(['Jürgen Kessler']);
    });

    it('combines the filters', async () => {
      const partner = byName(jobs.en_US, 'Partner');
      const london = byName(offices.en_US, 'London (Headquarters)');
      const corporate = byName(fields, 'Corporate & M&A');
      const two = (await get(`/people?lang=en_US&jobId=${partner.id}&officeId=${london.id}`)).body;
      const expectedTwo = await apiNames(`jobId=${partner.id}&officeIds=${london.id}`);
      expect(expectedTwo.length).toBeLessThan((await apiNames(`jobId=${partner.id}`)).length);
      expect(cardNames(two)).toEqual(expectedTwo);
      const three = (await get(`/people?lang=en_US&jobId=${partner.id}&officeId=${london.id}&practiceAreaId=${corporate.id}&keyword=eleanor`)).body;
      expect(cardNames(three)).toEqual(['Eleanor Marlowe']);
      expect(selectedOption(three, 'jobId')).toBe(String(partner.id));
      expect(selectedOption(three, 'officeId')).toBe(String(london.id));
      expect(selectedOption(three, 'practiceAreaId')).toBe(String(corporate.id));
      expect(three).toContain('name="keyword" value="eleanor"');
      // Nobody: the page says so in words and offers the way back.
      const none = (await get(`/people?lang=en_US&jobId=${partner.id}&keyword=zzzz`)).body;
      expect(cardNames(none)).toEqual([]);
      expect(none).toContain('No lawyers match your selection.');
      expect(none).toMatch(/<a [^>]*href="\/people\?lang=en_US"[^>]*>Show all lawyers<\/a>/);
      const german = (await get(`/people?lang=de_DE&keyword=zzzz`)).body;
      expect(german).toContain(de_DE.people.empty);
    });

    it('finds by name and office exactly whom the public API finds, wildcards taken literally (decision 0097)', async () => {
      const frankfurt = byName(offices.en_US, 'Frankfurt am Main');
      const cases = ['%', '_', '%a', 'a_', '\\', 'ZOË', 'zoe', 'Zoë Whit', 'ü', 'er', 'kessler jürgen', '  eleanor  ', '中'];
      for (const lang of LANGS) {
        for (const keyword of cases) {
          const html = (await get(`/people?lang=${lang}&keyword=${encodeURIComponent(keyword)}`)).body;
          const expected = await apiNames(`keyword=${encodeURIComponent(keyword.trim())}`, lang);
          expect(cardNames(html).map((n) => n.replace(/&amp;/g, '&')), `${lang} ${keyword}`).toEqual(expected.slice(0, 12));
          if (lang === 'en_US') expect(html).toContain(`role="status">${expected.length} lawyer`);
        }
        // An office with a name, and an office named by its German version on another language's page.
        const both = (await get(`/people?lang=${lang}&officeId=${frankfurt.id}&keyword=a`)).body;
        expect(cardNames(both).map((n) => n.replace(/&amp;/g, '&'))).toEqual((await apiNames(`officeIds=${frankfurt.id}&keyword=a`, lang)).slice(0, 12));
        const german = byName(offices.de_DE, offices.de_DE.find((o) => o.no === frankfurt.no)!.name);
        const viaGerman = (await get(`/people?lang=${lang}&officeId=${german.id}`)).body;
        expect(cardNames(viaGerman).map((n) => n.replace(/&amp;/g, '&'))).toEqual((await apiNames(`officeIds=${frankfurt.id}`, lang)).slice(0, 12));
      }
      expect(cardNames((await get('/people?lang=en_US&keyword=zoe')).body)).toEqual(['Zoë Whitfield']);
    });

    it('shows the same filter chosen when the address carries another language version id', async () => {
      const germanPartner = byName(jobs.de_DE, 'Partner');
      const englishPartner = byName(jobs.en_US, 'Partner');
      expect(germanPartner.id).not.toBe(englishPartner.id);
      const html = (await get(`/people?lang=en_US&jobId=${germanPartner.id}`)).body;
      expect(selectedOption(html, 'jobId')).toBe(String(englishPartner.id));
      expect(cardNames(html)).toEqual(await apiNames(`jobId=${englishPartner.id}`));
    });

    it('pages through the list, keeping the filters in the links', async () => {
      const page2 = (await get('/people?lang=en_US&page=2')).body;
      const all = await apiNames('');
      expect(cardNames(page2)).toEqual(all.slice(12));
      expect(page2).toContain('Page 2 of 2');
      expect(hasTag(page2, 'a', { href: '/people?lang=en_US', rel: 'prev' })).toBe(true);
      expect(page2).not.toContain('rel="next"');
      expect(page2).toContain(`<link rel="canonical" href="${ORIGIN}/people?page=2&amp;lang=en_US"/>`);
      // A page past the end shows the last one.
      expect(cardNames((await get('/people?lang=en_US&page=40')).body)).toEqual(all.slice(12));
      // A filtered list that fits one page has no paging.
      const filtered = (await get(`/people?lang=en_US&officeId=${byName(offices.en_US, 'Shanghai').id}`)).body;
      expect(filtered).not.toContain('class="pagination"');
      // The filters stay in the paging links (a keyword matching many names).
      const paged = (await get('/people?lang=en_US&keyword=a')).body;
      const total = (await apiNames('keyword=a')).length;
      expect(total).toBeGreaterThan(12);
      expect(hasTag(paged, 'a', { href: '/people?keyword=a&amp;page=2&amp;lang=en_US', rel: 'next' })).toBe(true);
    });

    it('ignores malformed filter values instead of failing', async () => {
      const all = await apiNames('');
      for (const query of [
        'jobId=abc&officeId=-3&practiceAreaId=1e3&page=xyz',
        'jobId=99999999999999999999&officeId=0&practiceAreaId=%00&page=-1',
        'jobId=999999&officeId=999999&practiceAreaId=999999&page=0',
        'jobId=1.5&officeId=%20&practiceAreaId=[]&keyword=%20%20',
        'jobId=0x10&page=1e9',
      ]) {
        const response = await get(`/people?lang=en_US&${query}`);
        expect(response.statusCode, query).toBe(200);
        expect(cardNames(response.body), query).toEqual(all.slice(0, 12));
        expect(selectedOption(response.body, 'jobId'), query).toBe('');
      }
      const long = await get(`/people?lang=en_US&keyword=${'a'.repeat(5000)}`);
      expect(long.statusCode).toBe(200);
      expect(cardNames(long.body)).toEqual([]);
      const wildcards = await get('/people?lang=en_US&keyword=%25_%5C%00');
      expect(wildcards.statusCode).toBe(200);
      expect(cardNames(wildcards.body)).toEqual([]);
    });
  });

  describe('/people/detail/:id', () => {
    it.each(LANGS)('renders the profile in %s, with its head links to each version', async (lang) => {
      const messages = MESSAGES[lang];
      const english = byName(lawyers, 'Eleanor Marlowe');
      const detail = await api<Lawyer & { versions: Lawyer[] }>(`/admin/lawyerTeam/detail/${english.id}`);
      const version = detail.versions.find((v) => v.lang === lang)!;
      // Any version's id shows the page's language version.
      const response = await get(`/people/detail/${english.id}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(`<h1>${version.name}</h1>`);
      expect(html).toContain(`<title>${version.name} | `);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/people/detail/${version.id}?lang=${lang}"/>`);
      for (const v of detail.versions) {
        expect(html).toContain(`hrefLang="${v.lang.replace('_', '-')}" href="${ORIGIN}/people/detail/${v.id}?lang=${v.lang}"`);
      }
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:3000\/api\/upload\/[^"]+"/);
      expect(html).toContain('<meta property="og:type" content="profile"/>');
      expect(html).toContain(`>${messages.common.biography}</h2>`);
      for (const section of version.customContents) expect(html).toContain(`>${section.title}</h2>`);
      expect(html).toContain(`href="tel:+442079460101"`);
      expect(html).toContain(`href="mailto:${version.email}"`);
      expect(html).toMatch(/href="\/expertises\/detail\/\d+"/);
      expect(html).toContain(`href="/people/detail/${version.id}/vcard?lang=${lang}" download=""`);
      expect(html).toContain(`>${messages.people.downloadVcard}</a>`);
      expect(html).toMatch(new RegExp(`<img class="profile__photo"[^>]*alt="${messages.people.portrait.replace('{{name}}', version.name)}"`));

      const person = jsonLd(html).find((item) => item['@type'] === 'Person')!;
      expect(person).toMatchObject({
        '@context': 'https://schema.org',
        name: version.name,
        email: version.email,
        telephone: version.phoneNumber,
        url: `${ORIGIN}/people/detail/${version.id}?lang=${lang}`,
        worksFor: { '@type': 'LegalService' },
      });
      expect(person.jobTitle).toContain(version.jobs[0]!.name);
      expect(String(person.image)).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/upload\//);
      expect((person.worksFor as { name: string }).name.length).toBeGreaterThan(3);
      expect(html).not.toMatch(/antd|tiptap|dnd-kit|\/admin\//i);
    });

    it('answers 404 with the not-found page for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0', '-2', '99999999999999999999', '1.5']) {
        const response = await get(`/people/detail/${id}?lang=en_US`);
        expect(response.statusCode, id).toBe(404);
        expect(response.body).toContain('Page not found');
      }
    });
  });

  describe('/people/detail/:id/vcard', () => {
    it('downloads a vCard 3.0 with the contact details', async () => {
      const eleanor = byName(lawyers, 'Eleanor Marlowe');
      const response = await get(`/people/detail/${eleanor.id}/vcard?lang=en_US`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="eleanor-marlowe.vcf"');
      const card = response.body;
      expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
      expect(card.endsWith('END:VCARD\r\n')).toBe(true);
      const unfolded = card.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain('\r\nFN:Eleanor Marlowe\r\n');
      expect(unfolded).toContain('\r\nN:Marlowe;Eleanor;;;\r\n');
      expect(unfolded).toContain('\r\nTITLE:Managing Partner\\, Partner\r\n');
      expect(unfolded).toMatch(/\r\nORG:Marlowe Kessler & Shen\r\n/);
      expect(unfolded).toContain(`\r\nEMAIL;TYPE=INTERNET,WORK:${eleanor.email}\r\n`);
      expect(unfolded).toContain('\r\nTEL;TYPE=WORK,VOICE:+442079460101\r\n');
      expect(unfolded).toMatch(/\r\nADR;TYPE=WORK:;London \(Headquarters\);4th Floor\\, 18 Ravensbourne Court\\, London EC2V 8AY\\, United Kingdom;;;;\r\n/);
      expect(unfolded).toContain(`\r\nURL:${ORIGIN}/people/detail/${eleanor.id}?lang=en_US\r\n`);
      expect(unfolded).toMatch(/\r\nPHOTO;ENCODING=b;TYPE=JPEG:[A-Za-z0-9+/]+=*\r\n/);
      // Folded at 75 octets.
      for (const line of card.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    });

    it('writes the card in the visitor language, with a plain ASCII file name', async () => {
      const eleanor = byName(lawyers, 'Eleanor Marlowe');
      const response = await get(`/people/detail/${eleanor.id}/vcard?lang=zh_CN`);
      expect(response.statusCode).toBe(200);
      const unfolded = response.body.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain('\r\nFN:埃莉诺·马洛\r\n');
      expect(unfolded).toContain('\r\nN:马洛;埃莉诺;;;\r\n');
      expect(unfolded).toContain('\r\nTITLE:管理合伙人、合伙人\r\n');
      // The file name is plain ASCII: the Chinese name has none, the English one has.
      expect(response.headers['content-disposition']).toBe('attachment; filename="eleanor-marlowe.vcf"');
      for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    });

    it('escapes commas, semicolons and backslashes of the values', async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/admin/lawyerTeam',
        headers: { authorization: token, lang: 'en_US' },
        payload: [
          {
            lang: 'en_US',
            name: 'Anne-Marie O’Neil, KC; Back\\slash',
            email: 'anne@example.com',
            phoneNumber: '+44 (20) 7946-0999',
            jobIds: [byName(jobs.en_US, 'Counsel').id],
            officeId: byName(offices.en_US, 'London (Headquarters)').id,
          },
        ],
      });
      expect(created.statusCode).toBe(200);
      const id = (created.json().result as { id: number }).id;
      try {
        const response = await get(`/people/detail/${id}/vcard?lang=en_US`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toBe('attachment; filename="anne-marie-o-neil-kc-back-slash.vcf"');
        const unfolded = response.body.replace(/\r\n[ \t]/g, '');
        expect(unfolded).toContain('\r\nFN:Anne-Marie O’Neil\\, KC\\; Back\\\\slash\r\n');
        expect(unfolded).toContain('\r\nTEL;TYPE=WORK,VOICE:+442079460999\r\n');
        expect(unfolded).not.toContain('PHOTO:');
        // The profile renders without a photo too.
        expect((await get(`/people/detail/${id}?lang=en_US`)).statusCode).toBe(200);
      } finally {
        await app.inject({ method: 'DELETE', url: `/api/admin/lawyerTeam/${id}`, headers: { authorization: token } });
      }
    });

    it('escapes newlines and folds long lines without splitting a character', () => {
      expect(vcardText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
      const long = `NOTE:${'中'.repeat(60)}`;
      const folded = foldLine(long);
      const lines = folded.split('\r\n');
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
      expect(folded.replace(/\r\n /g, '')).toBe(long);
      expect(nameParts('沈怡然')).toEqual({ family: '沈', given: '怡然' });
      expect(nameParts('José Ramírez')).toEqual({ family: 'Ramírez', given: 'José' });
    });

    it('answers 404 for unknown ids', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const response = await get(`/people/detail/${id}/vcard?lang=en_US`);
        expect(response.statusCode, id).toBe(404);
        expect(response.headers['content-type']).not.toMatch(/vcard/);
      }
    });
  });
});
