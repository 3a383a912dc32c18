/** The language of a page (app/lib/page-language.server.ts), the same for every loader of one request. */
import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../../app/lib/page-language.server';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('the page language', () => {
  it('takes the address first, then the cookie, then the browser, then the default', () => {
    expect(pageLanguage(request('http://x/news?lang=de_DE', { cookie: 'lang=zh_CN' }), 'en_US')).toEqual({ lang: 'de_DE', fromQuery: true });
    expect(pageLanguage(request('http://x/news', { cookie: 'lang=zh_CN', 'accept-language': 'de' }), 'en_US')).toEqual({ lang: 'zh_CN', fromQuery: false });
    expect(pageLanguage(request('http://x/news', { 'accept-language': 'de-AT,de;q=0.9' }), 'en_US')).toEqual({ lang: 'de_DE', fromQuery: false });
    expect(pageLanguage(request('http://x/news'), 'zh_CN')).toEqual({ lang: 'zh_CN', fromQuery: false });
  });

  it('answers the loaders of one request alike, and another default anew', () => {
    const one = request('http://x/people');
    const first = pageLanguage(one, 'en_US');
    expect(pageLanguage(one, 'en_US')).toEqual(first);
    expect(pageLanguage(one, 'de_DE')).toEqual({ lang: 'de_DE', fromQuery: false });
    expect(pageLanguage(request('http://x/people?lang=zh_CN'), 'en_US').lang).toBe('zh_CN');
  });
});
