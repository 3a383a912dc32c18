/**
 * Rich text is cleaned when it is saved (issue 16.7): every vector of the shared table
 * (tests/helpers/xss-vectors.ts) leaves nothing unsafe in what is stored, in every rich-text field.
 * The same table is run against the public pages in tests/web/rich-text-sanitising.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { createNews, newsDesk } from '../helpers/content.js';
import { unsafeMarkup, XSS_VECTORS } from '../helpers/xss-vectors.js';

const SITE = 'https://www.example-law.test';

describe.each(dialects)('rich text saved on %s', (dialect) => {
  const desk = newsDesk(dialect, { PUBLIC_ORIGIN: SITE });

  it.each(XSS_VECTORS)('stores nothing unsafe of: $name', async ({ html }) => {
    const item = await createNews(desk.ctx, desk.token, desk.folderId, { en_US: 'Hostile' }, { content: `<p>Before</p>${html}<p>After</p>` });
    const stored = await desk.storedContent(item.no);
    expect(unsafeMarkup(stored)).toEqual([]);
    // The harmless content around it is kept.
    expect(stored).toContain('<p>Before</p>');
    expect(stored).toContain('<p>After</p>');
  });

  it('cleans every rich-text field by the same rules: a biography, its sections, a practice area, the firm and its documents', async () => {
    const all = XSS_VECTORS.map((v) => v.html).join('');
    const lawyer = await desk.ctx.request({
      method: 'POST',
      url: '/api/admin/lawyerTeam',
      headers: { authorization: desk.token },
      payload: [{ lang: 'en_US', name: 'Ada Hostile', intro: all, customContent: all, customContents: [{ title: 'More', content: all }] }],
    });
    expect(lawyer.statusCode).toBe(200);
    const person = lawyer.body_.result;
    for (const html of [person.intro, person.customContent, person.customContents[0].content]) expect(unsafeMarkup(html)).toEqual([]);

    const field = await desk.ctx.request({ method: 'POST', url: '/api/admin/professionalField', headers: { authorization: desk.token }, payload: [{ lang: 'en_US', name: 'Hostility', introduce: all }] });
    expect(field.statusCode).toBe(200);
    expect(unsafeMarkup(field.body_.result.introduce)).toEqual([]);

    const admin = (await desk.ctx.staff('administrator')).token;
    const config = await desk.ctx.request({
      method: 'POST',
      url: '/api/admin/portal-config',
      headers: { authorization: admin },
      payload: { lang: 'en_US', name: 'Hostile & Partners', introduce: all, advantagesList: [{ title: 'One', content: all }], documents: { privacy: all, terms: all, disclaimer: all } },
    });
    expect(config.statusCode, config.body).toBe(200);
    const saved = config.body_.result;
    for (const html of [saved.introduce, saved.advantagesList[0].content, saved.documents?.privacy ?? saved.privacy, saved.documents?.terms ?? saved.terms, saved.documents?.disclaimer ?? saved.disclaimer]) {
      expect(typeof html).toBe('string');
      expect(unsafeMarkup(html)).toEqual([]);
    }
  });
});
