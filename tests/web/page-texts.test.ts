/**
 * The text every page carries as it is, the inline stylesheet and a language's labels (decision
 * 0090): React writes a stand-in and entry.server puts the text's bytes, encoded once per process,
 * in its place. What a visitor receives stays the same text; React no longer turns these tens of
 * kilobytes into UTF-8 for every page.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { zh_CN } from '../../app/i18n/messages/zh_CN.js';
import { createWebApp, PAST_THE_CACHE } from '../helpers/web.js';

/** A language's labels as its pages' data block carries them (public-messages.server.ts). */
const LABELS = Object.fromEntries(Object.entries({ de_DE, en_US, zh_CN }).map(([lang, messages]) => [lang, JSON.stringify(messages).replace(/</g, '\\u003c')])) as Record<
  'de_DE' | 'en_US' | 'zh_CN',
  string
>;

describe('the text pages carry as it is', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  beforeAll(async () => {
    web = await createWebApp();
  });
  afterAll(async () => web.close());

  /**
   * The page at `url`, and the text the render turned into bytes: React encodes short strings
   * itself and writes long ones to its stream, which encodes them.
   */
  async function render(url: string): Promise<{ body: string; encoded: string[] }> {
    // Taken off the prototypes to be called with their own receivers, and put back after.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const { encode, encodeInto } = TextEncoder.prototype;
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const { write } = Writable.prototype;
    const encoded: string[] = [];
    const note = (text: string) => encoded.push(text);
    Writable.prototype.write = function (this: Writable, chunk: unknown, ...rest: unknown[]) {
      if (typeof chunk === 'string') note(chunk);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    };
    TextEncoder.prototype.encode = function (this: TextEncoder, text = '') {
      note(text);
      return encode.call(this, text);
    };
    TextEncoder.prototype.encodeInto = function (this: TextEncoder, text: string, into: Uint8Array) {
      note(text);
      return encodeInto.call(this, text, into);
    };
    try {
      const answer = await web.app.inject({ method: 'GET', url, headers: { ...PAST_THE_CACHE, 'accept-encoding': 'identity' } });
      expect(answer.statusCode).toBe(200);
      return { body: answer.body, encoded };
    } finally {
      Object.assign(TextEncoder.prototype, { encode, encodeInto });
      Writable.prototype.write = write;
    }
  }

  it.each([
    ['/news/detail/1?lang=en_US', 'en_US'],
    ['/home?lang=de_DE', 'de_DE'],
  ] as const)('sends %s with the stylesheet and the labels as they are, not encoded by React', async (url, lang) => {
    // Once first, so that what is made once per process is not counted.
    await render(url);
    const { body, encoded } = await render(url);
    // The build's stylesheet, as the page carries it (tests do not load CSS).
    const publicStyles = /<style id="public-styles">([^<]*)<\/style>/.exec(body)?.[1] ?? '';
    expect(publicStyles.length).toBeGreaterThan(10_000);
    expect(publicStyles).toContain(':root{');
    expect(body).toContain(`data-lang="${lang}">${LABELS[lang]}</script>`);
    expect(body).not.toContain('\u0000');
    const all = encoded.join('');
    expect(all).not.toContain(publicStyles.slice(0, 200));
    expect(all).not.toContain(LABELS[lang].slice(0, 200));
  });

  it('sends a back-office page with its labels as they are', async () => {
    const { body, encoded } = await render('/admin-login');
    expect(body).toMatch(/id="page-labels" data-lang="(\w+)">\{/);
    const lang = /id="page-labels" data-lang="(\w+)"/.exec(body)?.[1] as keyof typeof LABELS;
    expect(body).toContain(`data-lang="${lang}">${LABELS[lang]}</script>`);
    expect(body).not.toContain('\u0000');
    expect(encoded.join('')).not.toContain(LABELS[lang].slice(0, 200));
  });
});
