/** Return addresses: known open-redirect bypasses all end on the site (issue 9.5). */
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../app/lib/safe-return-path.js';
import { REDIRECT_BYPASSES } from '../helpers/redirect-bypasses.js';

const SITE = 'https://www.example-law.test';
const HOME = '/home';

describe('safeReturnPath', () => {
  it.each(REDIRECT_BYPASSES.map((value) => [JSON.stringify(value).slice(0, 60), value]))('keeps %s on the site', (_, value) => {
    const path = safeReturnPath(value, SITE, HOME);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(new URL(path, SITE).origin).toBe(SITE);
    expect(path).toMatch(/^[\x21-\x7e]*$/);
  });

  it.each([
    ['/home?lang=de_DE', '/home?lang=de_DE'],
    ['/news/detail/3?lang=en_US#top', '/news/detail/3?lang=en_US#top'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/ /evil', '/%20/evil'],
    ['/news?q=Müller', '/news?q=M%C3%BCller'],
    ['/新闻', '/%E6%96%B0%E9%97%BB'],
    ['/\u2215\u2215evil.example', '/%E2%88%95%E2%88%95evil.example'],
    ['/\uff0f\uff0fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  ])('keeps the same-site path %s as %s', (value, expected) => {
    expect(safeReturnPath(value, SITE, HOME)).toBe(expected);
  });

  it('falls back for anything that is not a string', () => {
    expect(safeReturnPath(undefined, SITE, HOME)).toBe(HOME);
    expect(safeReturnPath(null, SITE, '/admin')).toBe('/admin');
    expect(safeReturnPath(['/home'], SITE, HOME)).toBe(HOME);
  });
});
