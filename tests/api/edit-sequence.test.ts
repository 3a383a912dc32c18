/**
 * Two editors, one item (decision 0100): a save that names, in `If-Match`, the edit sequence it
 * read the item at is refused with 412 when someone wrote the item since, and writes nothing; a
 * save from the current value, and the editor's next save from the value their own write
 * answered, go through. Of two saves sent at once from the same reading, one is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, createPracticeArea, UPLOADED } from '../helpers/content.js';

describe.each(dialects)('the edit sequence on %s', (dialect) => {
  let ctx: TestContext;
  let first: string;
  let second: string;
  let cataId: number;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    first = (await ctx.staff('editor')).token;
    second = (await ctx.staff('editor')).token;
    cataId = (await createFolder(ctx, first, { en_US: 'Firm News' })).ids.en_US!;
  });
  afterAll(async () => ctx.close());

  const call = (token: string, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, ...headers } });
  /** The item's versions as an edit screen reads them, and the sequence the read answered. */
  const readNews = async (token: string, no: string) => {
    const answer = await call(token, 'GET', `/api/admin/latest-news?no=${no}&pageSize=100`);
    expect(answer.statusCode).toBe(200);
    const sequence = answer.headers['x-edit-sequence'];
    expect(sequence).toMatch(/^\d+$/);
    return { versions: answer.body_.result as { id: number; lang: string; title: string }[], sequence: String(sequence) };
  };
  const titled = (id: number | undefined, title: string) => [{ id, lang: 'en_US', title, cataId, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>` }];
  const saveNews = (token: string, id: number | undefined, title: string, sequence?: string, lang = 'en_US') =>
    call(token, 'PUT', '/api/admin/latest-news', titled(id, title), { lang, ...(sequence === undefined ? {} : { 'if-match': `"${sequence}"` }) });

  it('refuses, in words and in the caller’s language, a save read before another editor’s, and writes nothing', async () => {
    const item = await createNews(ctx, first, cataId, { en_US: 'Opened by both' });
    const mine = await readNews(first, item.no);
    const theirs = await readNews(second, item.no);
    const saved = await saveNews(second, item.ids.en_US, 'Their title', theirs.sequence);
    expect(saved.statusCode).toBe(200);
    expect(Number(saved.headers['x-edit-sequence'])).toBeGreaterThan(Number(theirs.sequence));

    const refused = await saveNews(first, item.ids.en_US, 'My title', mine.sequence);
    expect(refused.statusCode).toBe(412);
    expect(refused.body_.message).toBe('Someone else saved this item after you opened it. Nothing was saved: your changes are still in the form. Copy what you need, then reload the page to see the current version.');
    expect(refused.headers['x-edit-sequence']).toBeUndefined();
    const inGerman = await saveNews(first, item.ids.en_US, 'My title', mine.sequence, 'de_DE');
    expect(inGerman.statusCode).toBe(412);
    expect(inGerman.body_.message).toMatch(/^Jemand anderes hat diesen Eintrag gespeichert/);
    expect((await readNews(first, item.no)).versions[0]!.title).toBe('Their title');
    // Nothing of the refused saves reached the item's history either.
    const revisions = await call(first, 'GET', `/api/admin/revisions?entity=news&no=${item.no}`);
    expect((revisions.body_.result as unknown[]).length).toBe(2);
  });

  it('lets a save from the current reading through, and the editor’s next save from what their write answered', async () => {
    const item = await createNews(ctx, first, cataId, { en_US: 'Mine alone' });
    const read = await readNews(first, item.no);
    const once = await saveNews(first, item.ids.en_US, 'Second title', read.sequence);
    expect(once.statusCode).toBe(200);
    const after = String(once.headers['x-edit-sequence']);
    const twice = await saveNews(first, item.ids.en_US, 'Third title', after);
    expect(twice.statusCode).toBe(200);
    // Publishing from the screen moves the sequence too, and answers it.
    const published = await call(first, 'PUT', `/api/admin/latest-news/publish?no=${item.no}`, undefined, { 'if-match': `"${String(twice.headers['x-edit-sequence'])}"` });
    expect(published.statusCode).toBe(200);
    expect(await saveNews(first, item.ids.en_US, 'Fourth title', String(published.headers['x-edit-sequence'])).then((r) => r.statusCode)).toBe(200);
    // Writes to other items do not stand in the way.
    const other = await createNews(ctx, second, cataId, { en_US: 'Someone else’s' });
    const reading = await readNews(first, item.no);
    expect((await saveNews(second, other.ids.en_US, 'Changed meanwhile')).statusCode).toBe(200);
    expect((await saveNews(first, item.ids.en_US, 'Fifth title', reading.sequence)).statusCode).toBe(200);
  });

  it('refuses a save read before a bulk action or a publication moved the item', async () => {
    const item = await createNews(ctx, first, cataId, { en_US: 'Pinned meanwhile' });
    const read = await readNews(first, item.no);
    expect((await call(second, 'PUT', '/api/admin/latest-news/bulk/pin', { nos: [item.no] })).statusCode).toBe(200);
    expect((await saveNews(first, item.ids.en_US, 'Lost pin?', read.sequence)).statusCode).toBe(412);
    const again = await readNews(first, item.no);
    expect((await call(second, 'PUT', `/api/admin/latest-news/unpublish?no=${item.no}`)).statusCode).toBe(200);
    expect((await saveNews(first, item.ids.en_US, 'Published again?', again.sequence)).statusCode).toBe(412);
  });

  it('lets a save through after a preview link was made for the item, which changes nothing of it', async () => {
    const item = await createNews(ctx, first, cataId, { en_US: 'Previewed first' });
    const read = await readNews(first, item.no);
    const element = titled(item.ids.en_US, 'Unsaved title')[0];
    const previewed = await call(first, 'POST', '/api/admin/previews', { entity: 'news', no: item.no, lang: 'en_US', element });
    expect(previewed.statusCode).toBe(200);
    expect((await saveNews(first, item.ids.en_US, 'Saved after the preview', read.sequence)).statusCode).toBe(200);
  });

  it('checks every section’s items the same way (a practice area)', async () => {
    const area = await createPracticeArea(ctx, first, { en_US: 'Arbitration' });
    const read = await call(first, 'GET', '/api/admin/professionalField/lang/list?lang=en_US');
    const sequence = String(read.headers['x-edit-sequence']);
    const rename = (token: string, name: string, headers: Record<string, string> = {}) =>
      call(token, 'PUT', '/api/admin/professionalField', [{ id: area.ids.en_US, lang: 'en_US', name }], headers);
    expect((await rename(second, 'International Arbitration')).statusCode).toBe(200);
    const refused = await rename(first, 'Commercial Arbitration', { 'if-match': `"${sequence}"` });
    expect(refused.statusCode).toBe(412);
  });

  it('of two saves sent at once from the same reading, lets one through and refuses the other', async () => {
    const item = await createNews(ctx, first, cataId, { en_US: 'Saved twice at once' });
    const read = await readNews(first, item.no);
    const answers = await Promise.all([saveNews(first, item.ids.en_US, 'From the first', read.sequence), saveNews(second, item.ids.en_US, 'From the second', read.sequence)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    expect((await readNews(first, item.no)).versions[0]!.title).toBe((winner.body_.result as { title: string }[])[0]!.title);
  });

  it('writes as before without If-Match or with *, and refuses a malformed one in words', async () => {
    const item = await createNews(ctx, first, cataId, { en_US: 'Old client' });
    const read = await readNews(first, item.no);
    expect((await saveNews(second, item.ids.en_US, 'Newer')).statusCode).toBe(200);
    expect((await saveNews(first, item.ids.en_US, 'Spec client, no header')).statusCode).toBe(200);
    const any = await call(first, 'PUT', '/api/admin/latest-news', titled(item.ids.en_US, 'Any reading'), { 'if-match': '*' });
    expect(any.statusCode).toBe(200);
    const malformed = await call(first, 'PUT', '/api/admin/latest-news', titled(item.ids.en_US, 'Bad header'), { 'if-match': 'yesterday' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body_.message).toContain('If-Match');
    expect((await readNews(first, item.no)).versions[0]!.title).toBe('Any reading');
    expect(Number(read.sequence)).toBeGreaterThanOrEqual(0);
  });

  it('gives a save answered again from its Idempotency-Key the sequence its write answered, so the next save goes on', async () => {
    const item = await createNews(ctx, first, cataId, { en_US: 'Answer lost once' });
    const read = await readNews(first, item.no);
    const key = { 'idempotency-key': `edit-sequence-${dialect}-replay` };
    const body = titled(item.ids.en_US, 'Sent twice');
    const headers = { lang: 'en_US', 'if-match': `"${read.sequence}"`, ...key };
    const once = await call(first, 'PUT', '/api/admin/latest-news', body, headers);
    expect(once.statusCode).toBe(200);
    const written = once.headers['x-edit-sequence'];
    expect(written).toMatch(/^\d+$/);
    // The first answer was lost; the screen sends the same save again, as api.ts does.
    const again = await call(first, 'PUT', '/api/admin/latest-news', body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['x-edit-sequence']).toBe(written);
    expect((await saveNews(first, item.ids.en_US, 'Next own save', String(again.headers['x-edit-sequence']))).statusCode).toBe(200);
  });
});
