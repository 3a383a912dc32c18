/**
 * Facts of an item wait for publishing too (issue 13 point 1, decision 0023, migration 0018): an
 * article's folder, shared cover, pin, practice areas and key contacts, and a lawyer's photo,
 * phone, e-mail, office, jobs and practice areas are the same in every language; a draft save (or
 * any reviewer's save) of an item visitors can see keeps them in `pending_facts` until a publish.
 * Visitors and search see the live facts; the back office sees the pending ones over them.
 * Practice areas and banners keep no facts on the item that a save writes (their icon and image are
 * per language and wait with the version's text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createPracticeArea, UPLOADED } from '../helpers/content.js';

const OTHER = '2026/11/bbbbbbbbbbbbbbbbbbbb.webp';
const PHOTO = '2026/11/aaaaaaaaaaaaaaaaaaaa.webp';

type Ids = { no: string; ids: Record<string, number> };

describe.each(dialects)('facts of an item wait for publishing on %s', (dialect) => {
  let ctx: TestContext;
  let editor: string;
  let reviewer: string;
  let folderA: Ids;
  let folderB: Ids;
  let folderC: Ids;
  let fieldA: Ids;
  let fieldB: Ids;
  let contactA: number;
  let contactB: number;
  let officeA: number;
  let officeB: number;
  const stamp = Math.random().toString(36).slice(2, 7);
  const fieldBName = `Zoning${stamp} law`;

  const as = (token: string, method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });
  const visitor = (url: string, lang = 'en_US') => ctx.request({ method: 'GET', url, headers: { lang } });

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editor = (await ctx.staff('editor')).token;
    reviewer = (await ctx.staff('reviewer')).token;
    folderA = await createFolder(ctx, editor, { en_US: 'Folder A' });
    folderB = await createFolder(ctx, editor, { en_US: 'Folder B' });
    folderC = await createFolder(ctx, editor, { en_US: 'Folder C' });
    fieldA = await createPracticeArea(ctx, editor, { en_US: 'Maritime law' });
    fieldB = await createPracticeArea(ctx, editor, { en_US: fieldBName });
    const person = async (name: string) => (await as(editor, 'POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name }])).body_.result.id as number;
    contactA = await person('Contact Alpha');
    contactB = await person('Contact Beta');
    const office = async (name: string) => (await as(editor, 'POST', '/api/admin/office', [{ lang: 'en_US', name, address: 'Street 1' }])).body_.result.id as number;
    officeA = await office('London office');
    officeB = await office('Berlin office');
  });
  afterAll(async () => ctx.close());

  describe('of a news item', () => {
    const element = (title: string, extra: Record<string, unknown> = {}) => ({
      lang: 'en_US', title, cataId: folderA.ids.en_US, coverUrl: UPLOADED, isLink: 0, content: `<p>${title}</p>`,
      proFieldIds: [fieldA.ids.en_US], lawyerIds: [contactA], top: 0, ...extra,
    });
    const changedFacts = () => ({ cataId: folderB.ids.en_US, sharedCoverUrl: OTHER, ownCoverUrl: '', coverUrl: OTHER, proFieldIds: [fieldB.ids.en_US], lawyerIds: [contactB], top: 1 });
    const liveFacts = () => ({ cataId: folderA.ids.en_US, coverUrl: UPLOADED, proFieldIds: [fieldA.ids.en_US], lawyerIds: [contactA], top: 0 });
    const newFacts = () => ({ cataId: folderB.ids.en_US, coverUrl: OTHER, proFieldIds: [fieldB.ids.en_US], lawyerIds: [contactB], top: 1 });
    const publicDetail = async (id: number) => (await visitor(`/api/user/latest-news/${id}`)).body_.result;
    const listed = async (query: string) => ((await visitor(`/api/user/latest-news?pageSize=100&${query}`)).body_.result as { no: string }[]).map((v) => v.no);
    const adminVersion = async (no: string) => (await as(editor, 'GET', `/api/admin/latest-news?no=${no}`)).body_.result[0];
    const create = async (title: string, extra: Record<string, unknown> = {}) => {
      const created = await as(editor, 'POST', '/api/admin/latest-news', [element(title, extra)]);
      expect(created.statusCode).toBe(200);
      return created.body_.result[0] as { id: number; no: string };
    };

    it('keeps folder, cover, pin, practice areas and key contacts of a draft save off the public site until published', async () => {
      const { id, no } = await create('Facts wait');
      const saved = await as(editor, 'PUT', '/api/admin/latest-news', [element('Facts wait', { id, state: 'draft', ...changedFacts() })]);
      expect(saved.statusCode).toBe(200);
      expect(saved.body_.result[0]).toMatchObject({ ...newFacts(), sharedCoverUrl: OTHER, state: 'published', hasPendingChanges: true });

      expect(await publicDetail(id)).toMatchObject(liveFacts());
      expect(await listed(`cataId=${folderA.ids.en_US}`)).toContain(no);
      expect(await listed(`cataId=${folderB.ids.en_US}`)).not.toContain(no);
      expect(await listed(`proFieldId=${fieldB.ids.en_US}`)).not.toContain(no);
      expect(await listed(`lawyerId=${contactB}`)).not.toContain(no);
      // Search orders by the pin visitors see.
      const indexed = await ctx.app.db.selectFrom('search_document').select('top').where('item_no', '=', no).execute();
      expect(indexed.map((r) => r.top)).toEqual([0]);
      expect(await adminVersion(no)).toMatchObject({ ...newFacts(), sharedCoverUrl: OTHER, hasPendingChanges: true });

      const before = (await ctx.app.db.selectFrom('site_state').select('content_version').executeTakeFirstOrThrow()).content_version;
      const published = await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${no}`);
      expect(published.statusCode).toBe(200);
      expect(published.body_.result[0]).toMatchObject({ ...newFacts(), hasPendingChanges: false });
      expect(Number((await ctx.app.db.selectFrom('site_state').select('content_version').executeTakeFirstOrThrow()).content_version)).toBeGreaterThan(Number(before));
      expect(await publicDetail(id)).toMatchObject(newFacts());
      expect(await listed(`cataId=${folderB.ids.en_US}`)).toContain(no);
      expect(await listed(`cataId=${folderA.ids.en_US}`)).not.toContain(no);
      expect(await listed(`proFieldId=${fieldB.ids.en_US}`)).toContain(no);
      expect(await listed(`lawyerId=${contactB}`)).toContain(no);
      const reindexed = await ctx.app.db.selectFrom('search_document').select('top').where('item_no', '=', no).execute();
      expect(reindexed.map((r) => r.top)).toEqual([1]);
    });

    it("holds only facts that differ from the live ones: a draft of one language's text leaves the other languages without unpublished changes", async () => {
      const created = await as(editor, 'POST', '/api/admin/latest-news', [element('Only English changes'), { ...element('Nur Englisch ändert sich'), lang: 'de_DE' }]);
      expect(created.statusCode, created.body).toBe(200);
      const versions = created.body_.result as { id: number; no: string; lang: string }[];
      const idOf = (lang: string) => versions.find((v) => v.lang === lang)!.id;
      const no = versions[0]!.no;
      const pendingOf = async () =>
        Object.fromEntries(((await as(editor, 'GET', `/api/admin/latest-news?no=${no}`)).body_.result as { lang: string; hasPendingChanges: boolean }[]).map((v) => [v.lang, v.hasPendingChanges]));
      // The English text as a draft, with the facts the item already has.
      const draft = await as(editor, 'PUT', '/api/admin/latest-news', [element('Only English changes, revised', { id: idOf('en_US'), state: 'draft' })]);
      expect(draft.statusCode, draft.body).toBe(200);
      expect(await pendingOf()).toEqual({ de_DE: false, en_US: true });
      // A folder changed as a draft waits for every language; set back as it is live, it waits no more.
      await as(editor, 'PUT', '/api/admin/latest-news', [element('Only English changes, revised', { id: idOf('en_US'), state: 'draft', cataId: folderB.ids.en_US })]);
      expect(await pendingOf()).toEqual({ de_DE: true, en_US: true });
      await as(editor, 'PUT', '/api/admin/latest-news', [element('Only English changes, revised', { id: idOf('en_US'), state: 'draft' })]);
      expect(await pendingOf()).toEqual({ de_DE: false, en_US: true });
    });

    it('keeps a reviewer\'s save of facts off the public site; the editor\'s publish applies it', async () => {
      const { id, no } = await create('Reviewed facts');
      const saved = await as(reviewer, 'PUT', '/api/admin/latest-news', [element('Reviewed facts', { id, ...changedFacts() })]);
      expect(saved.statusCode).toBe(200);
      expect(await publicDetail(id)).toMatchObject(liveFacts());
      expect(await adminVersion(no)).toMatchObject(newFacts());
      await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${no}&lang=en_US`);
      expect(await publicDetail(id)).toMatchObject(newFacts());
    });

    it('applies facts at once to an item visitors cannot see, and to an editor\'s write naming no state', async () => {
      const draft = await create('Never published', { state: 'draft' });
      const savedDraft = await as(editor, 'PUT', '/api/admin/latest-news', [element('Never published', { id: draft.id, state: 'draft', ...changedFacts() })]);
      expect(savedDraft.body_.result[0]).toMatchObject({ ...newFacts(), hasPendingChanges: false });
      const stored = await ctx.app.db.selectFrom('article').select(['top', 'pending_facts']).where('no', '=', draft.no).executeTakeFirstOrThrow();
      expect(stored).toEqual({ top: 1, pending_facts: null });

      const { id } = await create('Spec client');
      await as(editor, 'PUT', '/api/admin/latest-news', [element('Spec client', { id, ...changedFacts() })]);
      expect(await publicDetail(id)).toMatchObject(newFacts());
    });

    it('keeps pending facts through an unpublish, and publishes them later', async () => {
      const { id, no } = await create('Off and on');
      await as(editor, 'PUT', '/api/admin/latest-news', [element('Off and on', { id, state: 'draft', ...changedFacts() })]);
      const unpublished = await as(editor, 'PUT', `/api/admin/latest-news/unpublish?no=${no}`);
      expect(unpublished.body_.result[0]).toMatchObject({ ...newFacts(), state: 'draft' });
      await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${no}`);
      expect(await publicDetail(id)).toMatchObject(newFacts());
    });

    it('leaves nothing pending when the write fails', async () => {
      const created = await as(editor, 'POST', '/api/admin/latest-news', [element('Failed write'), { ...element('Fehlschlag'), lang: 'de_DE' }]);
      const { id, no } = (created.body_.result as { id: number; no: string; lang: string }[]).find((v) => v.lang === 'en_US')!;
      // The second element adds a language the item has already: 409 inside the write, after its facts.
      const failed = await as(editor, 'PUT', '/api/admin/latest-news', [
        element('Failed write', { id, state: 'draft', ...changedFacts() }),
        { ...element('Noch einmal', { state: 'draft' }), no, lang: 'de_DE' },
      ]);
      expect(failed.statusCode).toBe(409);
      const unknownContact = await as(editor, 'PUT', '/api/admin/latest-news', [element('Failed write', { id, state: 'draft', ...changedFacts(), lawyerIds: [contactB, 999_999] })]);
      expect(unknownContact.statusCode).toBe(400);
      expect(await adminVersion(no)).toMatchObject({ ...liveFacts(), hasPendingChanges: false });
      const stored = await ctx.app.db.selectFrom('article').select('pending_facts').where('no', '=', no).executeTakeFirstOrThrow();
      expect(stored.pending_facts).toBeNull();
    });

    it('lets a later move by an editor win over a pending folder', async () => {
      const { id, no } = await create('Moved meanwhile');
      await as(editor, 'PUT', '/api/admin/latest-news', [element('Moved meanwhile', { id, state: 'draft', ...changedFacts() })]);
      const moved = await as(editor, 'PUT', '/api/admin/latest-news/bulk/move', { nos: [no], cataId: folderC.ids.en_US });
      expect(moved.statusCode).toBe(200);
      expect((await publicDetail(id)).cataId).toBe(folderC.ids.en_US);
      expect((await adminVersion(no)).cataId).toBe(folderC.ids.en_US);
      await as(editor, 'PUT', `/api/admin/latest-news/publish?no=${no}`);
      expect(await publicDetail(id)).toMatchObject({ ...newFacts(), cataId: folderC.ids.en_US });
    });
  });

  describe('of a lawyer', () => {
    const element = (name: string, extra: Record<string, unknown> = {}) => ({
      lang: 'en_US', name, photoUrl: PHOTO, phoneNumber: '+44 20 7946 0001', email: 'old@example.com', officeId: officeA, proFieldIds: [fieldA.ids.en_US], ...extra,
    });
    const changed = () => ({ photoUrl: OTHER, phoneNumber: '+44 20 7946 0999', email: 'new@example.com', officeId: officeB, proFieldIds: [fieldB.ids.en_US] });
    const live = () => ({ photoUrl: PHOTO, phoneNumber: '+44 20 7946 0001', email: 'old@example.com', officeId: officeA, proFieldIds: [fieldA.ids.en_US] });
    const publicDetail = async (id: number) => (await visitor(`/api/user/lawyerTeam/${id}`)).body_.result;
    const listed = async (query: string) => ((await visitor(`/api/user/lawyerTeam?pageSize=100&${query}`)).body_.result as { no: string }[]).map((v) => v.no);
    const adminDetail = async (id: number) => (await as(editor, 'GET', `/api/admin/lawyerTeam/detail/${id}`)).body_.result;
    const found = async (q: string) => JSON.stringify((await visitor(`/api/user/search?q=${encodeURIComponent(q)}`)).body_.result);
    const create = async (name: string, extra: Record<string, unknown> = {}) => {
      const created = await as(editor, 'POST', '/api/admin/lawyerTeam', [element(name, extra)]);
      expect(created.statusCode).toBe(200);
      return created.body_.result as { id: number; no: string };
    };

    it('keeps photo, phone, e-mail, office and practice areas of a draft save off the public site and search until published', async () => {
      const name = `Lawyer${stamp} Waits`;
      const { id, no } = await create(name);
      const saved = await as(editor, 'PUT', '/api/admin/lawyerTeam', [element(name, { id, state: 'draft', ...changed() })]);
      expect(saved.statusCode).toBe(200);
      expect(saved.body_.result).toMatchObject({ ...changed(), hasPendingChanges: true });

      expect(await publicDetail(id)).toMatchObject(live());
      expect(await listed(`practiceAreaId=${fieldB.ids.en_US}`)).not.toContain(no);
      expect(await listed(`officeIds=${officeB}`)).not.toContain(no);
      expect(await listed(`officeIds=${officeA}`)).toContain(no);
      expect(await found(`zoning${stamp}`)).not.toContain(name);
      expect(await adminDetail(id)).toMatchObject({ ...changed(), hasPendingChanges: true });

      const published = await as(editor, 'PUT', `/api/admin/lawyerTeam/publish?no=${no}`);
      expect(published.statusCode).toBe(200);
      expect(published.body_.result).toMatchObject({ ...changed(), hasPendingChanges: false });
      expect(await publicDetail(id)).toMatchObject(changed());
      expect(await listed(`practiceAreaId=${fieldB.ids.en_US}`)).toContain(no);
      expect(await listed(`officeIds=${officeB}`)).toContain(no);
      expect(await found(`zoning${stamp}`)).toContain(name);
    });

    it('keeps a reviewer\'s change of facts off the public site, and the revision holds what the back office sees', async () => {
      const { id, no } = await create('Reviewed Lawyer');
      expect((await as(reviewer, 'PUT', '/api/admin/lawyerTeam', [element('Reviewed Lawyer', { id, ...changed() })])).statusCode).toBe(200);
      expect(await publicDetail(id)).toMatchObject(live());
      expect(await adminDetail(id)).toMatchObject(changed());

      const revisions = (await as(editor, 'GET', `/api/admin/revisions?entity=lawyer&no=${no}`)).body_.result as { id: number; changed: string[] }[];
      expect(revisions[0]!.changed).toEqual(expect.arrayContaining(['phoneNumber', 'officeId']));
      // Restoring the first revision puts the old facts back as pending: visitors still see the live ones.
      expect((await as(editor, 'POST', `/api/admin/revisions/${revisions[1]!.id}/restore`)).statusCode).toBe(200);
      expect(await adminDetail(id)).toMatchObject(live());
      await as(reviewer, 'PUT', '/api/admin/lawyerTeam', [element('Reviewed Lawyer', { id, ...changed() })]);
      await as(editor, 'PUT', `/api/admin/lawyerTeam/publish?no=${no}&lang=en_US`);
      expect(await publicDetail(id)).toMatchObject(changed());
    });

    it('leaves nothing pending when the write fails', async () => {
      const created = await as(editor, 'POST', '/api/admin/lawyerTeam', [element('Failing Lawyer'), { lang: 'de_DE', name: 'Failing Lawyer' }]);
      const { id, no } = created.body_.result as { id: number; no: string };
      // The second element adds a language the member has already: 409 inside the write.
      const failed = await as(editor, 'PUT', '/api/admin/lawyerTeam', [
        element('Failing Lawyer', { id, state: 'draft', ...changed() }),
        { no, lang: 'de_DE', name: 'Schon da', state: 'draft' },
      ]);
      expect(failed.statusCode).toBe(409);
      expect(await adminDetail(id)).toMatchObject({ ...live(), hasPendingChanges: false });
      expect(await publicDetail(id)).toMatchObject(live());
      const stored = await ctx.app.db.selectFrom('lawyer').select(['phone_number', 'pending_facts']).where('no', '=', no).executeTakeFirstOrThrow();
      expect(stored).toEqual({ phone_number: '+44 20 7946 0001', pending_facts: null });
    });

    it('applies facts at once to a member visitors cannot see', async () => {
      const { id, no } = await create('Unpublished Lawyer', { state: 'draft' });
      await as(editor, 'PUT', '/api/admin/lawyerTeam', [element('Unpublished Lawyer', { id, state: 'draft', ...changed() })]);
      const stored = await ctx.app.db.selectFrom('lawyer').select(['phone_number', 'pending_facts']).where('no', '=', no).executeTakeFirstOrThrow();
      expect(stored).toEqual({ phone_number: '+44 20 7946 0999', pending_facts: null });
    });
  });

  it('keeps a practice area\'s icon of a draft save off the public site (it is the version\'s)', async () => {
    const created = await as(editor, 'POST', '/api/admin/professionalField', [{ lang: 'en_US', name: 'Icon law', iconUrl: UPLOADED }]);
    const { id, no } = created.body_.result;
    await as(editor, 'PUT', '/api/admin/professionalField', [{ id, lang: 'en_US', name: 'Icon law', iconUrl: OTHER, state: 'draft' }]);
    expect((await visitor(`/api/user/professionalField/${id}`)).body_.result.iconUrl).toBe(UPLOADED);
    await as(editor, 'PUT', `/api/admin/professionalField/publish?no=${no}`);
    expect((await visitor(`/api/user/professionalField/${id}`)).body_.result.iconUrl).toBe(OTHER);
  });
});
