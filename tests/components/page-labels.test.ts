/** The labels' data block text (app/i18n/public-messages.server.ts, decision 0056): JSON that no label can end. */
import { describe, expect, it } from 'vitest';
import { SPEC_LANGUAGES } from '../../contract/languages';
import { dataBlockText, PUBLIC_MESSAGES, PUBLIC_MESSAGES_JSON } from '../../app/i18n/public-messages.server';
import { pageMessages } from '../../app/i18n/page-messages';

describe("the labels' data block", () => {
  it('writes a "<" in a label so that it cannot end the element, and reads back the same labels', () => {
    const labels = { title: '</script><script>alert(1)</script>', note: 'a <!-- b' };
    const text = dataBlockText(labels);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(labels);
  });

  it('is each language’s labels, which the server keeps for every page it renders', () => {
    for (const lang of SPEC_LANGUAGES) {
      expect(JSON.parse(PUBLIC_MESSAGES_JSON[lang])).toEqual(PUBLIC_MESSAGES[lang]);
      expect(pageMessages(lang)).toBe(PUBLIC_MESSAGES_JSON[lang]);
    }
  });
});
