/**
 * A person's practice areas as visitors see them (decision 0023): a published person's profile,
 * the people list and key-contact cards name only the practice-area versions visitors see now,
 * never a draft's wording, an area taken off the site or one scheduled for later; staff see every
 * one. Pages naming them depend on the areas' publication (cache tags, decision 0075).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTags } from '../../server/modules/content/cache-tags.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

type Area = { no: string; ids: Record<string, number> };
type Named = { name: string; lang: string; professionalFieldId: number };

describe.each(dialects)('practice areas visitors cannot see on %s', (dialect) => {
  let ctx: TestContext;
  let editor = '';
  let reviewer = '';
  /** Live in English, a draft in German. */
  let live: Area;
  /** A draft a reviewer worded. */
  let draft: Area;
  let withdrawn: Area;
  let scheduled: Area;
  let person: { no: string; en: number; de: number };

  const as = (token: string, method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, lang: 'en_US' } });
  const visitor = (url: string, lang = 'en_US') => ctx.request({ method: 'GET', url, headers: { lang } });
  const names = (fields: Named[]) => fields.map((f) => f.name);

  async function area(elements: Record<string, unknown>[], token = editor): Promise<Area> {
    const response = await as(token, 'POST', '/api/admin/professionalField', elements);
    expect(response.statusCode, response.body).toBe(200);
    const versions = response.body_.result.versions as { id: number; lang: string }[];
    return { no: response.body_.result.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
  }

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editor = (await ctx.staff('editor')).token;
    reviewer = (await ctx.staff('reviewer')).token;
    live = await area([{ lang: 'en_US', name: 'Corporate Visible' }, { lang: 'de_DE', name: 'Gesellschaftsrecht Entwurf', state: 'draft' }]);
    draft = await area([{ lang: 'en_US', name: 'Sanctions Desk', state: 'draft' }]);
    const reworded = await as(reviewer, 'PUT', '/api/admin/professionalField', [{ id: draft.ids.en_US, lang: 'en_US', name: 'Sanctions Desk (unapproved wording)' }]);
    expect(reworded.statusCode, reworded.body).toBe(200);
    withdrawn = await area([{ lang: 'en_US', name: 'Withdrawn Practice' }]);
    const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
    scheduled = await area([{ lang: 'en_US', name: 'Scheduled Practice', publishTime: inAYear }]);
    const created = await as(editor, 'POST', '/api/admin/lawyerTeam', [
      { lang: 'en_US', name: 'Paula Public', proFieldIds: [live.ids.en_US, draft.ids.en_US, withdrawn.ids.en_US, scheduled.ids.en_US] },
      { lang: 'de_DE', name: 'Paula Public' },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const versions = created.body_.result.versions as { id: number; lang: string }[];
    person = { no: created.body_.result.no, en: versions.find((v) => v.lang === 'en_US')!.id, de: versions.find((v) => v.lang === 'de_DE')!.id };
    expect((await as(editor, 'PUT', `/api/admin/professionalField/unpublish?no=${withdrawn.no}`)).statusCode).toBe(200);
  });
  afterAll(async () => ctx.close());

  it("names on a published person's profile only the practice areas visitors see, in a version they see", async () => {
    const english = await visitor(`/api/user/lawyerTeam/${person.en}`);
    expect(english.statusCode).toBe(200);
    expect(english.body_.result.proFields).toEqual([{ professionalFieldId: live.ids.en_US, lawyerTeamId: person.en, name: 'Corporate Visible', lang: 'en_US' }]);
    expect(english.body_.result.proFieldIds).toEqual([live.ids.en_US]);
    // The German version of the area is a draft: the German profile names the English one.
    const german = await visitor(`/api/user/lawyerTeam/${person.de}`, 'de_DE');
    expect(german.body_.result.proFields).toEqual([{ professionalFieldId: live.ids.en_US, lawyerTeamId: person.de, name: 'Corporate Visible', lang: 'en_US' }]);
  });

  it('names only those on the people list and on key-contact cards', async () => {
    for (const lang of ['en_US', 'de_DE']) {
      const list = await visitor('/api/user/lawyerTeam?pageSize=50', lang);
      expect(list.statusCode).toBe(200);
      const paula = (list.body_.result as { no: string; proFields: Named[] }[]).find((p) => p.no === person.no)!;
      expect(names(paula.proFields)).toEqual(['Corporate Visible']);
    }
    const [card] = await ctx.app.services.lawyers.publicCards([person.en], 'de_DE');
    expect(names(card!.proFields)).toEqual(['Corporate Visible']);
  });

  it('still shows staff every practice area linked, with its wording', async () => {
    const detail = await as(editor, 'GET', `/api/admin/lawyerTeam/detail/${person.en}`);
    expect(detail.statusCode).toBe(200);
    expect(names(detail.body_.result.proFields)).toEqual(['Corporate Visible', 'Sanctions Desk (unapproved wording)', 'Withdrawn Practice', 'Scheduled Practice']);
  });

  it("names an area once it is published and makes the pages naming it depend on the areas' publication", async () => {
    // What a cached profile, list or card records: the practice areas' kind, whose tag a change of
    // an area's publication (or its schedule time passing) marks hard, so those pages go at once.
    const reads: (() => Promise<unknown>)[] = [
      () => ctx.app.services.lawyers.publicVersion(person.en, 'en_US'),
      () => ctx.app.services.lawyers.publicList({ pageNo: 1, pageSize: 50 }, 'en_US'),
      () => ctx.app.services.lawyers.publicCards([person.en], 'en_US'),
    ];
    for (const read of reads) {
      const recorded = recordTags(read);
      await recorded.result;
      expect([...recorded.tags()]).toContain('practice_area');
    }
    const counter = async () => Number((await ctx.app.db.selectFrom('site_state').select('content_version').where('id', '=', 1).executeTakeFirstOrThrow()).content_version);
    const hardSince = async (since: number) =>
      (await ctx.app.db.selectFrom('cache_tag').select('tag').where('hard_version', '>', since).execute()).map((row) => row.tag);

    const before = await counter();
    expect((await as(editor, 'PUT', `/api/admin/professionalField/publish?no=${draft.no}`)).statusCode).toBe(200);
    expect(await hardSince(before)).toEqual(expect.arrayContaining(['practice_area', `practice_area:${draft.no}`]));
    const profile = await visitor(`/api/user/lawyerTeam/${person.en}`);
    expect(names(profile.body_.result.proFields)).toEqual(['Corporate Visible', 'Sanctions Desk (unapproved wording)']);

    const again = await counter();
    expect((await as(editor, 'PUT', `/api/admin/professionalField/unpublish?no=${draft.no}`)).statusCode).toBe(200);
    expect(await hardSince(again)).toEqual(expect.arrayContaining(['practice_area', `practice_area:${draft.no}`]));
    expect(names((await visitor(`/api/user/lawyerTeam/${person.en}`)).body_.result.proFields)).toEqual(['Corporate Visible']);
  });
});
