/** The link dialog's address check: what the sanitiser keeps, nothing that runs script or loads data. */
import { describe, expect, it } from 'vitest';
import { checkHref } from '../../app/components/admin/rich-text/check-href';

describe('checkHref', () => {
  it.each([
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['  http://example.com ', 'http://example.com'],
    ['mailto:office@example.com', 'mailto:office@example.com'],
    ['tel:+442071234567', 'tel:+442071234567'],
    ['/about', '/about'],
    ['#contact', '#contact'],
    ['office@example.com', 'mailto:office@example.com'],
    ['example.com/fees', 'https://example.com/fees'],
    ['example.co.uk', 'https://example.co.uk'],
  ])('accepts %j as %j', (input, href) => {
    expect(checkHref(input)).toEqual({ ok: true, href });
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'java\nscript:alert(1)', ' data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd'])('refuses %j', (input) => {
    expect(checkHref(input)).toEqual({ ok: false, reason: 'refused' });
  });

  it.each(['', '   ', 'https://', 'mailto:', '//evil.example', 'not an address', 'https://exa mple.com'])('calls %j incomplete', (input) => {
    expect(checkHref(input)).toEqual({ ok: false, reason: 'invalid' });
  });
});
