/** Which addresses are preview links (kept out of every cache, decision 0025), read cheaply. */
import { describe, expect, it } from 'vitest';
import { isPreviewAddress } from '../../server/modules/preview/page-headers.js';

describe('isPreviewAddress', () => {
  it('finds the preview field spelled out or percent-encoded, and nothing else', () => {
    expect(isPreviewAddress('/news/detail/3?preview=abc')).toBe(true);
    expect(isPreviewAddress('/news/detail/3?lang=en_US&preview=')).toBe(true);
    // URLSearchParams decodes the name, and so would the page.
    expect(isPreviewAddress('/news/detail/3?%70review=abc')).toBe(true);
    expect(isPreviewAddress('/news/detail/3?pr%65view=abc')).toBe(true);
    expect(isPreviewAddress('/home')).toBe(false);
    expect(isPreviewAddress('/home?lang=en_US')).toBe(false);
    expect(isPreviewAddress('/home?q=%20')).toBe(false);
    expect(isPreviewAddress('/api/user/latest-news?preview=abc')).toBe(false);
  });
});
