/**
 * The disclaimer gate's rules (contract/disclaimer.ts), each pinned so that a change of one line
 * fails here: the cookie's name, value and attributes, which acceptances count, what the no-script
 * form may write, and how the versions are made. Expected hashes are written out, not computed
 * the way the module computes them, so a changed recipe cannot agree with itself.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptanceCookie, acceptanceValue, acceptedVersion, acceptsDisclaimer, DISCLAIMER_COOKIE, DISCLAIMER_STORAGE_KEY, disclaimerVersionOf,
  isPostableVersion, siteDisclaimerVersionOf,
} from '../../contract/disclaimer.js';
import * as cookies from '../../contract/cookies.js';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const DAY = new Date('2026-03-04T23:59:59.999Z');

describe('the acceptance cookie', () => {
  it('is called disclaimer and holds the version and the UTC day', () => {
    expect(DISCLAIMER_COOKIE).toBe('disclaimer');
    expect(DISCLAIMER_STORAGE_KEY).toBe('disclaimerAccepted');
    expect(acceptanceValue('3f56e0078865', DAY)).toBe('3f56e0078865~2026-03-04');
  });

  it('is kept a year on every page, readable by script, Secure only over https', () => {
    expect(acceptanceCookie('3f56e0078865', false, DAY)).toBe('disclaimer=3f56e0078865~2026-03-04; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(acceptanceCookie('3f56e0078865', true, DAY)).toBe('disclaimer=3f56e0078865~2026-03-04; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is still named by contract/cookies.ts for the page cache', () => {
    expect(cookies.DISCLAIMER_COOKIE).toBe(DISCLAIMER_COOKIE);
  });
});

describe('reading an acceptance', () => {
  it.each([
    ['3f56e0078865~2026-03-04', '3f56e0078865'],
    ['3f56e0078865', '3f56e0078865'],
    ['~2026-03-04', undefined],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('takes the version of %j as %j', (value, version) => {
    expect(acceptedVersion(value)).toBe(version);
  });

  it('counts the cookie it writes', () => {
    const written = acceptanceCookie('3f56e0078865', true, DAY).split(';')[0];
    expect(acceptsDisclaimer(`lang=en_US; ${written}`, '3f56e0078865')).toBe(true);
  });

  it.each([
    ['another version', 'disclaimer=000000000000~2026-03-04'],
    ['a longer version that starts the same', 'disclaimer=3f56e0078865aa~2026-03-04'],
    ['a cookie that cannot be decoded', 'disclaimer=%ZZ3f56e0078865~x'],
    ['a cookie of another name', 'xdisclaimer=3f56e0078865~2026-03-04; disclaimers=3f56e0078865~2026-03-04'],
    ['a later cookie of the name (the first one counts)', 'disclaimer=000000000000~2026-03-04; disclaimer=3f56e0078865~2026-03-04'],
    ['no cookie at all', undefined],
  ])('does not count %s', (_, header) => {
    expect(acceptsDisclaimer(header, '3f56e0078865')).toBe(false);
  });

  it('reads a percent-encoded or quoted cookie as the browser meant it', () => {
    expect(acceptsDisclaimer('disclaimer=3f56e0078865%7E2026-03-04', '3f56e0078865')).toBe(true);
    expect(acceptsDisclaimer('disclaimer="3f56e0078865~2026-03-04"', '3f56e0078865')).toBe(true);
  });

  it('accepts nothing while the site has no disclaimer', () => {
    expect(acceptsDisclaimer('disclaimer=~2026-03-04', null)).toBe(false);
    expect(acceptsDisclaimer('disclaimer=null~2026-03-04', null)).toBe(false);
  });
});

describe('what the no-script form may write', () => {
  it.each(['abcdef', '3f56e0078865', 'a'.repeat(64)])('takes %s', (version) => {
    expect(isPostableVersion(version)).toBe(true);
  });

  it.each(['abcde', 'a'.repeat(65), 'ABCDEF', 'abcdeg', '3f56e0078865~2026-03-04', 'abcdef~abcdef', 'abcdef; Path=/', ' abcdef', '', null, 123456])('refuses %j', (version) => {
    expect(isPostableVersion(version)).toBe(false);
  });
});

describe('versions', () => {
  it("are the first 12 hex characters of the text's SHA-256; none without a text", () => {
    expect(disclaimerVersionOf('<p>Disclaimer</p>', sha256Hex)).toBe('3f56e0078865');
    expect(disclaimerVersionOf('<p>Disclaimer.</p>', sha256Hex)).not.toBe('3f56e0078865');
    expect(disclaimerVersionOf('', sha256Hex)).toBeNull();
    expect(disclaimerVersionOf(null, sha256Hex)).toBeNull();
  });

  it("make the site's version from every language's, in the order of the languages' codes", () => {
    const de = { lang: 'de_DE', version: 'aaaaaaaaaaaa' };
    const en = { lang: 'en_US', version: 'bbbbbbbbbbbb' };
    // sha256('de_DE:aaaaaaaaaaaa|en_US:bbbbbbbbbbbb').slice(0, 12)
    expect(siteDisclaimerVersionOf([de, en], sha256Hex)).toBe('82b984e0fa65');
    expect(siteDisclaimerVersionOf([en, de], sha256Hex)).toBe('82b984e0fa65');
    // A language without a disclaimer adds nothing: sha256('en_US:bbbbbbbbbbbb').slice(0, 12)
    expect(siteDisclaimerVersionOf([{ lang: 'de_DE', version: null }, en, { lang: 'zh_CN', version: '' }], sha256Hex)).toBe('832d71cadff1');
  });

  it("change the site's version when any language's text changes", () => {
    const en = { lang: 'en_US', version: disclaimerVersionOf('<p>Disclaimer</p>', sha256Hex) };
    const before = siteDisclaimerVersionOf([{ lang: 'de_DE', version: disclaimerVersionOf('<p>Hinweis</p>', sha256Hex) }, en], sha256Hex);
    const after = siteDisclaimerVersionOf([{ lang: 'de_DE', version: disclaimerVersionOf('<p>Hinweis!</p>', sha256Hex) }, en], sha256Hex);
    expect(before).toBe('c80f1149c9f5');
    expect(after).toMatch(/^[a-f0-9]{12}$/);
    expect(after).not.toBe(before);
  });

  it('are none while no language has a disclaimer', () => {
    expect(siteDisclaimerVersionOf([], sha256Hex)).toBeNull();
    expect(siteDisclaimerVersionOf([{ lang: 'en_US', version: null }], sha256Hex)).toBeNull();
  });
});
