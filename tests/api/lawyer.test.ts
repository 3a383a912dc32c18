import { randomUUID } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../contract/languages.js';
import { createLawyerService } from '../../server/modules/lawyer/service.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

type Related = { no: string; ids: Record<Lang, number> };

/** Jobs, offices and fields are another module's: they are inserted directly, item row and versions. */
async function insertRelated(ctx: TestContext, kind: 'job' | 'office' | 'professional_field', names: Partial<Record<Lang, string>>): Promise<Related> {
  const db = ctx.app.db as any;
  const no = randomUUID().replace(/-/g, '');
  const now = new Date().toISOString();
  await db.insertInto(kind).values({ no, sort: 0, create_time: now, update_time: now }).execute();
  const ids = {} as Record<Lang, number>;
  for (const [lang, name] of Object.entries(names)) {
    const extra = kind === 'professional_field' ? { update_time: now } : {};
    const row = await db.insertInto(`${kind}_version`).values({ no, lang, name, ...extra }).returning('id').executeTakeFirstOrThrow();
    ids[lang as Lang] = Number(row.id);
  }
  return { no, ids };
}

function caller(ctx: TestContext, token: () => string) {
  return (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token(), ...headers } });
}

const names = (response: { body_: any }) => (response.body_.result as { name: string }[]).map((v) => v.name).sort();

describe.each(dialects)('lawyer team: public list and detail on %s', (dialect) => {
  let ctx: TestContext;
  let token = '';
  let call: ReturnType<typeof caller>;
  let officeA: Related, officeB: Related;
  let partner: Related, associate: Related, counsel: Related;
  let corporate: Related, employment: Related, tax: Related;
  const lawyers: Record<string, { no: string; en: number; de: number }> = {};

  const create = async (name: string, structure: { officeId: number; jobIds: number[]; proFieldIds: number[] }) => {
    const response = await call('POST', '/api/admin/lawyerTeam', [
      { lang: 'en_US', name, intro: `<p>${name} advises clients.</p>`, ...structure },
      { lang: 'de_DE', name, intro: `<p>${name} berät Mandanten.</p>` },
    ]);
    expect(response.statusCode).toBe(200);
    const versions = response.body_.result.versions as { id: number; lang: string }[];
    lawyers[name] = { no: response.body_.result.no, en: versions.find((v) => v.lang === 'en_US')!.id, de: versions.find((v) => v.lang === 'de_DE')!.id };
  };

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
    call = caller(ctx, () => token);
    officeA = await insertRelated(ctx, 'office', { en_US: 'London Office', de_DE: 'Büro London' });
    officeB = await insertRelated(ctx, 'office', { en_US: 'Berlin Office', de_DE: 'Büro Berlin' });
    partner = await insertRelated(ctx, 'job', { en_US: 'Partner', de_DE: 'Teilhaber' });
    associate = await insertRelated(ctx, 'job', { en_US: 'Associate', de_DE: 'Mitarbeiter' });
    // No German name: German versions fall back to the English one.
    counsel = await insertRelated(ctx, 'job', { en_US: 'Counsel', zh_CN: '法律顾问' });
    corporate = await insertRelated(ctx, 'professional_field', { en_US: 'Corporate Law', de_DE: 'Gesellschaftsrecht' });
    employment = await insertRelated(ctx, 'professional_field', { en_US: 'Employment Law', de_DE: 'Arbeitsrecht' });
    tax = await insertRelated(ctx, 'professional_field', { en_US: 'Tax Law', de_DE: 'Steuerrecht' });

    await create('Jürgen Kessler', { officeId: officeA.ids.en_US, jobIds: [partner.ids.en_US], proFieldIds: [corporate.ids.en_US, tax.ids.en_US] });
    await create('Zoë Whitfield', { officeId: officeB.ids.en_US, jobIds: [associate.ids.en_US], proFieldIds: [employment.ids.en_US] });
    await create('José Ramírez', {
      officeId: officeA.ids.de_DE,
      jobIds: [associate.ids.de_DE, counsel.ids.en_US],
      proFieldIds: [corporate.ids.de_DE],
    });
    await create('Anna Schmidt', { officeId: officeB.ids.en_US, jobIds: [partner.ids.en_US], proFieldIds: [corporate.ids.en_US] });
    await create('Brian Oakes', { officeId: officeA.ids.en_US, jobIds: [counsel.ids.en_US], proFieldIds: [employment.ids.en_US, tax.ids.en_US] });
  });
  afterAll(async () => ctx.close());

  const list = (query: string, lang: Lang = 'en_US') => ctx.request({ method: 'GET', url: `/api/user/lawyerTeam?_t=1&${query}`, headers: { lang } });

  it('lists the versions of the request language with their relations named in it', async () => {
    const response = await list('pageSize=100', 'de_DE');
    expect(response.statusCode).toBe(200);
    expect(response.body_).toMatchObject({ status: 200, message: 'Erfolg', pageable: { pageNo: 1, pageSize: 100, totalCount: 5 } });
    const jose = response.body_.result.find((v: { name: string }) => v.name === 'José Ramírez');
    expect(jose).toEqual({
      id: lawyers['José Ramírez']!.de,
      no: lawyers['José Ramírez']!.no,
      lang: 'de_DE',
      top: 0,
      sort: expect.any(Number),
      name: 'José Ramírez',
      photoUrl: null,
      phoneNumber: null,
      email: null,
      intro: '<p>José Ramírez berät Mandanten.</p>',
      customContent: null,
      customContents: [],
      jobIds: [associate.ids.de_DE, counsel.ids.en_US],
      jobs: [
        { jobId: associate.ids.de_DE, lawyerTeamId: jose.id, name: 'Mitarbeiter', lang: 'de_DE' },
        { jobId: counsel.ids.en_US, lawyerTeamId: jose.id, name: 'Counsel', lang: 'en_US' },
      ],
      proFieldIds: [corporate.ids.de_DE],
      proFields: [{ professionalFieldId: corporate.ids.de_DE, lawyerTeamId: jose.id, name: 'Gesellschaftsrecht', lang: 'de_DE' }],
      officeId: officeA.ids.de_DE,
      office: { officeId: officeA.ids.de_DE, lawyerTeamId: jose.id, name: 'Büro London', lang: 'de_DE' },
      views: 0,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const english = await list('pageSize=100');
    expect(english.body_.result.every((v: { lang: string }) => v.lang === 'en_US')).toBe(true);
    const joseEn = english.body_.result.find((v: { name: string }) => v.name === 'José Ramírez');
    expect(joseEn.jobs.map((j: { name: string }) => j.name)).toEqual(['Associate', 'Counsel']);
    expect(joseEn.office).toMatchObject({ officeId: officeA.ids.en_US, name: 'London Office', lang: 'en_US' });
  });

  it('filters by each public filter alone, accepting any version id', async () => {
    expect(names(await list(`officeIds=${officeA.ids.en_US}`))).toEqual(['Brian Oakes', 'José Ramírez', 'Jürgen Kessler']);
    expect(names(await list(`officeIds=${officeA.ids.de_DE},${officeB.ids.en_US}`))).toHaveLength(5);
    expect(names(await list(`jobId=${partner.ids.de_DE}`))).toEqual(['Anna Schmidt', 'Jürgen Kessler']);
    expect(names(await list(`jobId=${counsel.ids.zh_CN}`))).toEqual(['Brian Oakes', 'José Ramírez']);
    expect(names(await list(`practiceAreaId=${corporate.ids.en_US}`))).toEqual(['Anna Schmidt', 'José Ramírez', 'Jürgen Kessler']);
    expect(names(await list(`practiceAreaId=${tax.ids.de_DE}`))).toEqual(['Brian Oakes', 'Jürgen Kessler']);
    expect(names(await list('keyword=whit'))).toEqual(['Zoë Whitfield']);
  });

  it('matches the keyword case- and accent-insensitively, both ways', async () => {
    expect(names(await list('keyword=jurgen'))).toEqual(['Jürgen Kessler']);
    expect(names(await list(`keyword=${encodeURIComponent('JÜRGEN')}`))).toEqual(['Jürgen Kessler']);
    expect(names(await list('keyword=zoe'))).toEqual(['Zoë Whitfield']);
    expect(names(await list(`keyword=${encodeURIComponent('Zoë')}`))).toEqual(['Zoë Whitfield']);
    expect(names(await list('keyword=RAMIREZ'))).toEqual(['José Ramírez']);
    expect(names(await list(`keyword=${encodeURIComponent('%')}`))).toEqual([]);
  });

  it('narrows by all four filters together', async () => {
    const all = (office: number, job: number, field: number, keyword: string) =>
      list(`officeIds=${office}&jobId=${job}&practiceAreaId=${field}&keyword=${keyword}`);
    expect(names(await all(officeA.ids.en_US, associate.ids.en_US, corporate.ids.en_US, 'jos'))).toEqual(['José Ramírez']);
    expect(names(await all(officeA.ids.en_US, partner.ids.en_US, tax.ids.en_US, 'kess'))).toEqual(['Jürgen Kessler']);
    // Each filter on its own would match Anna; together they exclude her through the office.
    expect(names(await all(officeA.ids.en_US, partner.ids.en_US, corporate.ids.en_US, 'anna'))).toEqual([]);
  });

  it('matches nothing for unknown ids and refuses malformed ones', async () => {
    for (const query of ['officeIds=999999', 'jobId=999999', 'practiceAreaId=999999']) {
      const response = await list(query);
      expect(response.statusCode).toBe(200);
      expect(response.body_.result).toEqual([]);
      expect(response.body_.pageable.totalCount).toBe(0);
    }
    for (const [query, field] of [['jobId=abc', 'jobId'], ['practiceAreaId=-1', 'practiceAreaId'], ['officeIds=1,x', 'officeIds']]) {
      const response = await list(query!);
      expect(response.statusCode).toBe(400);
      expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
  });

  it('pages with a total over every page', async () => {
    const first = await list('pageSize=2&page=1');
    expect(first.body_.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 5 });
    expect(first.body_.result).toHaveLength(2);
    const second = await list('pageSize=2&pageNo=2&total=5');
    expect(second.body_.result).toHaveLength(2);
    const third = await list('pageSize=2&page=3');
    expect(third.body_.pageable).toEqual({ pageNo: 3, pageSize: 2, totalCount: 5 });
    expect(third.body_.result).toHaveLength(1);
    const seen = [first, second, third].flatMap((r) => r.body_.result.map((v: { id: number }) => v.id));
    expect(new Set(seen).size).toBe(5);
    // Past the end no row carries the count, which is still the whole list's.
    const past = await list('pageSize=2&page=4');
    expect(past.body_.pageable).toEqual({ pageNo: 4, pageSize: 2, totalCount: 5 });
    expect(past.body_.result).toEqual([]);
    expect((await list('pageSize=101')).statusCode).toBe(400);
  });

  it('builds a page with the same number of queries whatever its size', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const service = createLawyerService(ctx.app.db.withPlugin(counter), ctx.app.services.richText);
    const small = await service.publicList({ pageSize: 1 }, 'en_US');
    const forOne = queries;
    queries = 0;
    const full = await service.publicList({ pageSize: 100, officeIds: [officeA.ids.en_US, officeB.ids.en_US], jobId: partner.ids.en_US }, 'en_US');
    expect(small.items).toHaveLength(1);
    expect(full.items).toHaveLength(2);
    expect(queries).toBe(forOne);
    expect(queries).toBeLessThanOrEqual(7);
  });

  it('answers the detail in the request language, named in it, and counts a view per call', async () => {
    const jurgen = lawyers['Jürgen Kessler']!;
    const response = await ctx.request({ method: 'GET', url: `/api/user/lawyerTeam/${jurgen.en}`, headers: { lang: 'de_DE' } });
    expect(response.statusCode).toBe(200);
    const result = response.body_.result;
    expect(result).toMatchObject({ id: jurgen.de, no: jurgen.no, lang: 'de_DE', intro: '<p>Jürgen Kessler berät Mandanten.</p>', views: 1 });
    expect(result.jobs).toEqual([{ jobId: partner.ids.de_DE, lawyerTeamId: jurgen.de, name: 'Teilhaber', lang: 'de_DE' }]);
    expect(result.proFields.map((f: { name: string }) => f.name)).toEqual(['Gesellschaftsrecht', 'Steuerrecht']);
    expect(result.office).toEqual({ officeId: officeA.ids.de_DE, lawyerTeamId: jurgen.de, name: 'Büro London', lang: 'de_DE' });
    expect(result.versions).toBeUndefined();

    // Views are written in batches (content/view-counter.ts); the next batch, now.
    await ctx.app.services.views.flush();
    const again = await ctx.request({ method: 'GET', url: `/api/user/lawyerTeam/${jurgen.de}?lang=de_DE` });
    expect(again.body_.result.views).toBe(2);
    await ctx.app.services.views.flush();
    const admin = await call('GET', `/api/admin/lawyerTeam/detail/${jurgen.de}`);
    expect(admin.body_.result.views).toBe(2);
  });

  it('falls back to the version the id names when the request language has none', async () => {
    const response = await ctx.request({ method: 'GET', url: `/api/user/lawyerTeam/${lawyers['Anna Schmidt']!.en}`, headers: { lang: 'zh_CN' } });
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toMatchObject({ id: lawyers['Anna Schmidt']!.en, lang: 'en_US', name: 'Anna Schmidt' });
    expect((await ctx.request({ method: 'GET', url: '/api/user/lawyerTeam/999999' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/user/lawyerTeam/abc' })).statusCode).toBe(400);
  });

  it('orders by top (higher first), then sort, then name', async () => {
    expect((await call('PUT', `/api/admin/lawyerTeam/${lawyers['Brian Oakes']!.de}/5`)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/lawyerTeam/${lawyers['Zoë Whitfield']!.en}/2`)).statusCode).toBe(200);
    const byCreation = await list('pageSize=100');
    expect(byCreation.body_.result.map((v: { name: string }) => v.name)).toEqual([
      'Brian Oakes', 'Zoë Whitfield', 'Jürgen Kessler', 'José Ramírez', 'Anna Schmidt',
    ]);
    expect(byCreation.body_.result[0].top).toBe(5);
    // With equal sort values the name decides.
    await ctx.app.db.updateTable('lawyer').set({ sort: 7 }).where('top', '=', 0).execute();
    const byName = await list('pageSize=100');
    expect(byName.body_.result.map((v: { name: string }) => v.name)).toEqual([
      'Brian Oakes', 'Zoë Whitfield', 'Anna Schmidt', 'José Ramírez', 'Jürgen Kessler',
    ]);
  });
});

describe.each(dialects)('lawyer team: admin calls on %s', (dialect) => {
  let ctx: TestContext;
  let token = '';
  let call: ReturnType<typeof caller>;
  let office: Related, otherOffice: Related, partner: Related, associate: Related, corporate: Related;

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { REMOTE_IMAGE_HOSTS: 'cdn.example.com, example.com' } });
    token = (await ctx.staff('editor')).token;
    call = caller(ctx, () => token);
    office = await insertRelated(ctx, 'office', { en_US: 'London Office', de_DE: 'Büro London' });
    otherOffice = await insertRelated(ctx, 'office', { en_US: 'Berlin Office' });
    partner = await insertRelated(ctx, 'job', { en_US: 'Partner', de_DE: 'Teilhaber' });
    associate = await insertRelated(ctx, 'job', { en_US: 'Associate', de_DE: 'Mitarbeiter' });
    corporate = await insertRelated(ctx, 'professional_field', { en_US: 'Corporate Law', de_DE: 'Gesellschaftsrecht' });
  });
  afterAll(async () => ctx.close());

  const lawyerRows = async () => Number((await ctx.app.db.selectFrom('lawyer').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  const createMember = async (name: string, extra: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/admin/lawyerTeam', [
      { lang: 'en_US', name, officeId: office.ids.en_US, jobIds: [partner.ids.en_US], proFieldIds: [corporate.ids.en_US], ...extra },
      { lang: 'de_DE', name },
    ]);
    expect(response.statusCode).toBe(200);
    return response.body_.result;
  };

  it('creates a member in several languages and answers with every version', async () => {
    const response = await call('POST', '/api/admin/lawyerTeam', [
      {
        lang: 'en_US',
        name: 'Margaret Hale',
        photoUrl: 'https://example.com/hale.jpg',
        phoneNumber: '+44 (20) 7946-0958',
        email: 'm.hale@example.com',
        intro: '<p>Commercial litigator.</p>',
        customContent: '<p>Languages: English, French</p>',
        customContents: [{ title: 'Education', content: '<p>Oxford</p>' }],
        jobIds: [associate.ids.de_DE, partner.ids.en_US],
        proFieldIds: [corporate.ids.de_DE],
        officeId: office.ids.en_US,
      },
      { lang: 'de_DE', name: 'Margaret Hale', intro: '<p>Prozessanwältin.</p>', email: '' },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.body_.result;
    expect(result).toMatchObject({
      lang: 'en_US',
      name: 'Margaret Hale',
      top: 0,
      photoUrl: 'https://example.com/hale.jpg',
      phoneNumber: '+44 (20) 7946-0958',
      email: 'm.hale@example.com',
      customContents: [{ title: 'Education', content: '<p>Oxford</p>' }],
      jobIds: [associate.ids.en_US, partner.ids.en_US],
      proFieldIds: [corporate.ids.en_US],
      officeId: office.ids.en_US,
      views: 0,
    });
    expect(result.no).toMatch(/^[a-f0-9]{32}$/);
    expect(result.versions).toHaveLength(2);
    const german = result.versions.find((v: { lang: string }) => v.lang === 'de_DE');
    // Photo, phone and e-mail are the person's: the German '' does not clear the English value.
    expect(german).toMatchObject({
      no: result.no,
      photoUrl: 'https://example.com/hale.jpg',
      phoneNumber: '+44 (20) 7946-0958',
      email: 'm.hale@example.com',
      intro: '<p>Prozessanwältin.</p>',
      jobIds: [associate.ids.de_DE, partner.ids.de_DE],
    });
    expect(german.jobs.map((j: { name: string }) => j.name)).toEqual(['Mitarbeiter', 'Teilhaber']);
    expect(german.office).toEqual({ officeId: office.ids.de_DE, lawyerTeamId: german.id, name: 'Büro London', lang: 'de_DE' });

    const detail = await call('GET', `/api/admin/lawyerTeam/detail/${german.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body_.result).toMatchObject({ id: german.id, lang: 'de_DE', name: 'Margaret Hale' });
    expect(detail.body_.result.versions.map((v: { id: number }) => v.id).sort()).toEqual(result.versions.map((v: { id: number }) => v.id).sort());
  });

  it('names each missing required field', async () => {
    const response = await call('POST', '/api/admin/lawyerTeam', [{ customContents: [{ content: '<p>x</p>' }] }]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: '0.lang', message: 'Please enter language' },
        { field: '0.name', message: 'Please enter name' },
        { field: '0.customContents.0.title', message: 'Please enter title' },
      ]),
    );
    expect(response.body_.result.fieldErrors).toHaveLength(3);
    expect((await call('POST', '/api/admin/lawyerTeam', [])).statusCode).toBe(400);
    const update = await call('PUT', '/api/admin/lawyerTeam', [{ lang: 'en_US' }]);
    expect(update.body_.result.fieldErrors).toEqual([{ field: '0.name', message: 'Please enter name' }]);
  });

  it('checks phone numbers, emails, photos and the number of custom contents', async () => {
    const response = await call('POST', '/api/admin/lawyerTeam', [
      {
        lang: 'en_US',
        name: 'X',
        phoneNumber: 'call me',
        email: 'not-an-address',
        photoUrl: 'javascript:alert(1)',
        customContents: Array.from({ length: 21 }, () => ({ title: 't' })),
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual([
      '0.customContents', '0.email', '0.phoneNumber', '0.photoUrl',
    ]);
    const long = await call('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'X', phoneNumber: '1'.repeat(65) }]);
    expect(long.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['0.phoneNumber']);
  });

  it('writes nothing when one element is bad', async () => {
    const before = await lawyerRows();
    const response = await call('POST', '/api/admin/lawyerTeam', [
      { lang: 'en_US', name: 'Good One' },
      { lang: 'de_DE', name: 'Good One' },
      { lang: 'zh_CN', name: '好', email: 'bad@' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([{ field: '2.email', message: 'Email address is not a valid email address' }]);
    expect(await lawyerRows()).toBe(before);
  });

  it('refuses related ids that do not exist, naming the element that gave them', async () => {
    const before = await lawyerRows();
    const response = await call('POST', '/api/admin/lawyerTeam', [
      { lang: 'en_US', name: 'Ghost', jobIds: [partner.ids.en_US, 999999], proFieldIds: [corporate.ids.en_US] },
      { lang: 'de_DE', name: 'Ghost', officeId: 999998, proFieldIds: [999997] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([
      { field: '0.jobIds', message: 'A record named in jobs does not exist' },
      { field: '1.officeId', message: 'A record named in office does not exist' },
    ]);
    expect(await lawyerRows()).toBe(before);
  });

  it('keeps relations on the item: updating the English version changes the German one', async () => {
    const member = await createMember('Henry Lennox');
    const en = member.versions.find((v: { lang: string }) => v.lang === 'en_US');
    const de = member.versions.find((v: { lang: string }) => v.lang === 'de_DE');
    const response = await call('PUT', '/api/admin/lawyerTeam', [
      { id: en.id, lang: 'en_US', name: 'Henry Lennox', jobIds: [associate.ids.en_US], officeId: otherOffice.ids.en_US, proFieldIds: [] },
    ]);
    expect(response.statusCode).toBe(200);
    const german = await ctx.request({ method: 'GET', url: `/api/user/lawyerTeam/${de.id}`, headers: { lang: 'de_DE' } });
    expect(german.body_.result.jobs).toEqual([{ jobId: associate.ids.de_DE, lawyerTeamId: de.id, name: 'Mitarbeiter', lang: 'de_DE' }]);
    expect(german.body_.result.proFields).toEqual([]);
    // The Berlin office has no German name: the English one stands in.
    expect(german.body_.result.office).toEqual({ officeId: otherOffice.ids.en_US, lawyerTeamId: de.id, name: 'Berlin Office', lang: 'en_US' });

    const cleared = await call('PUT', '/api/admin/lawyerTeam', [{ id: de.id, lang: 'de_DE', name: 'Henry Lennox', officeId: null }]);
    expect(cleared.body_.result).toMatchObject({ id: de.id, officeId: null, office: null, jobIds: [associate.ids.de_DE] });
  });

  it('updates versions by id, adds a language by no, and keeps fields left out', async () => {
    const member = await createMember('Frederick Hale', { phoneNumber: '0123' });
    const en = member.versions.find((v: { lang: string }) => v.lang === 'en_US');
    const response = await call('PUT', '/api/admin/lawyerTeam', [
      { id: en.id, lang: 'en_US', name: 'Fred Hale' },
      { no: member.no, lang: 'zh_CN', name: '弗雷德' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toMatchObject({ id: en.id, name: 'Fred Hale', phoneNumber: '0123', jobIds: [partner.ids.en_US] });
    expect(response.body_.result.versions.map((v: { lang: string }) => v.lang).sort()).toEqual(['de_DE', 'en_US', 'zh_CN']);
    const found = await call('GET', '/api/admin/lawyerTeam?name=FRED%20HALE');
    expect(found.body_.result.map((v: { id: number }) => v.id)).toEqual([en.id]);

    expect((await call('PUT', '/api/admin/lawyerTeam', [{ id: 999999, lang: 'en_US', name: 'Nobody' }])).statusCode).toBe(404);
  });

  it('refuses a second version in one language with 409', async () => {
    const twice = await call('POST', '/api/admin/lawyerTeam', [
      { lang: 'en_US', name: 'A' },
      { lang: 'en_US', name: 'B' },
    ]);
    expect(twice.statusCode).toBe(409);
    const member = await createMember('Mary Thornton');
    const again = await call('PUT', '/api/admin/lawyerTeam', [{ no: member.no, lang: 'de_DE', name: 'Zweite' }]);
    expect(again.statusCode).toBe(409);
    expect(again.body_.status).toBe(409);
  });

  it('deletes the member in every language', async () => {
    const member = await createMember('John Thornton');
    const de = member.versions.find((v: { lang: string }) => v.lang === 'de_DE');
    const response = await call('DELETE', `/api/admin/lawyerTeam/${de.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toBe(true);
    for (const version of member.versions) {
      expect((await call('GET', `/api/admin/lawyerTeam/detail/${version.id}`)).statusCode).toBe(404);
    }
    expect(await ctx.app.db.selectFrom('lawyer_version').select('id').where('no', '=', member.no).execute()).toEqual([]);
    expect(await ctx.app.db.selectFrom('lawyer_job').select('job_no').where('lawyer_no', '=', member.no).execute()).toEqual([]);
    expect((await call('DELETE', `/api/admin/lawyerTeam/${de.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/lawyerTeam/detail/999999')).statusCode).toBe(404);
  });

  it('strips scripts, event handlers and javascript: links from rich text', async () => {
    const dirty = '<p onclick="steal()">Hello<script>alert(1)</script> <a href="JaVaScRiPt:alert(1)">link</a></p>';
    const member = await createMember('Bessy Higgins', { intro: dirty, customContent: dirty, customContents: [{ title: 'Notes', content: dirty }] });
    for (const html of [member.intro, member.customContent, member.customContents[0].content]) {
      expect(html).toContain('Hello');
      expect(html).not.toMatch(/<script|onclick|javascript:/i);
    }
  });

  it('sets top through the path, from 0 to 9999', async () => {
    const member = await createMember('Nicholas Higgins');
    const ok = await call('PUT', `/api/admin/lawyerTeam/${member.id}/9999`);
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/lawyerTeam/detail/${member.id}`)).body_.result.top).toBe(9999);
    for (const top of ['10000', '-1', 'x']) {
      const refused = await call('PUT', `/api/admin/lawyerTeam/${member.id}/${top}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['top']);
    }
    expect((await call('PUT', '/api/admin/lawyerTeam/999999/1')).statusCode).toBe(404);
  });

  it('lists versions with name, office, language and item filters', async () => {
    const member = await createMember('Jürgen Admin', { officeId: otherOffice.ids.en_US });
    const response = await call('GET', `/api/admin/lawyerTeam?name=jurgen&officeIds=${otherOffice.ids.en_US}&page=1&pageSize=10`);
    expect(response.statusCode).toBe(200);
    // Two versions of one member: `itemCount` counts members, what "select all matching" selects.
    expect(response.body_.pageable).toEqual({ pageNo: 1, pageSize: 10, totalCount: 2, itemCount: 1 });
    // Each version names its relations in its own language.
    const offices = response.body_.result.map((v: { lang: string; office: { name: string } }) => [v.lang, v.office.name]).sort();
    expect(offices).toEqual([['de_DE', 'Berlin Office'], ['en_US', 'Berlin Office']]);
    const german = await call('GET', `/api/admin/lawyerTeam?no=${member.no}&lang=de_DE`);
    expect(german.body_.result).toHaveLength(1);
    expect(german.body_.result[0]).toMatchObject({ lang: 'de_DE', no: member.no, jobs: [{ name: 'Teilhaber', lang: 'de_DE' }] });
    expect((await call('GET', '/api/admin/lawyerTeam?officeIds=a,b')).statusCode).toBe(400);
  });
});

describe.each(dialects)('admin lawyer list languages on %s', (dialect) => {
  it('names the languages each person has, in one page', async () => {
    const ctx = await createTestContext(dialect);
    try {
      const token = (await ctx.staff('editor')).token;
      const created = await ctx.request({
        method: 'POST',
        url: '/api/admin/lawyerTeam',
        headers: { authorization: token },
        payload: [
          { lang: 'en_US', name: 'Ada Byron' },
          { lang: 'de_DE', name: 'Ada Byron' },
        ],
      });
      expect(created.statusCode).toBe(200);
      const list = await ctx.request({ method: 'GET', url: '/api/admin/lawyerTeam?lang=en_US', headers: { authorization: token } });
      expect(list.body_.result[0]).toMatchObject({ name: 'Ada Byron', langs: ['de_DE', 'en_US'] });
    } finally {
      await ctx.close();
    }
  });
});
