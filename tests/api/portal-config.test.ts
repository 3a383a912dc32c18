import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

const UPLOADED = '2026/11/5f0c3e2a9b5f0c3e2a9b.webp';

/** A complete body for one language. */
function fullBody(lang: string, overrides: Record<string, unknown> = {}) {
  return {
    lang,
    name: `Firm ${lang}`,
    iconUrl: 'https://cdn.example.com/logo.svg',
    address: '1 Fleet Street, London EC4Y 1AA',
    email: 'office@example.com',
    tel: '+44 20 7946 0000',
    introduce: '<p>We advise <strong>businesses</strong>.</p>',
    lawyerCount: 42,
    isLawyerCountVisible: true,
    totalPeople: 120,
    isTotalPeopleVisible: 0,
    branchCount: 3,
    isBranchCountVisible: 1,
    advantagesList: [{ title: 'Experience', content: '<p>Since 1890.</p>' }],
    environmentList: [{ title: 'Reception', coverUrl: UPLOADED }],
    documents: { privacy: '<p>Privacy</p>', terms: '<p>Terms</p>', disclaimer: '<p>Disclaimer</p>' },
    ...overrides,
  };
}

const fieldsOf = (body: { result: { fieldErrors: { field: string }[] } }) => body.result.fieldErrors.map((e) => e.field);

describe.each(dialects)('admin portal config on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { REMOTE_IMAGE_HOSTS: 'cdn.example.com, example.com' } });
    token = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, ...headers } });
  const save = (body: unknown) => call('POST', '/api/admin/portal-config', body);

  it('answers the empty shape for a language without a record', async () => {
    const response = await call('GET', '/api/admin/portal-config?lang=zh_CN');
    expect(response.statusCode).toBe(200);
    // `?lang` names the record and, as everywhere, the language of the answer's message.
    expect(response.body_).toEqual({
      status: 200,
      message: '成功',
      result: {
        lang: 'zh_CN', name: '', iconUrl: null, address: null, email: null, tel: null, introduce: null,
        lawyerCount: 0, isLawyerCountVisible: false, totalPeople: 0, isTotalPeopleVisible: false, branchCount: 0, isBranchCountVisible: false,
        advantagesList: [], environmentList: [], documents: { privacy: null, terms: null, disclaimer: null },
        disclaimerVersion: null, updateTime: null,
      },
    });
    const byRequestLanguage = await call('GET', '/api/admin/portal-config', undefined, { lang: 'de_DE' });
    expect(byRequestLanguage.body_.result.lang).toBe('de_DE');
  });

  it('creates a record, then updates it; other languages stay separate', async () => {
    const created = await save(fullBody('en_US'));
    expect(created.statusCode).toBe(200);
    expect(created.body_.result).toEqual({
      lang: 'en_US',
      name: 'Firm en_US',
      iconUrl: 'https://cdn.example.com/logo.svg',
      address: '1 Fleet Street, London EC4Y 1AA',
      email: 'office@example.com',
      tel: '+44 20 7946 0000',
      introduce: '<p>We advise <strong>businesses</strong>.</p>',
      lawyerCount: 42,
      isLawyerCountVisible: true,
      totalPeople: 120,
      isTotalPeopleVisible: false,
      branchCount: 3,
      isBranchCountVisible: true,
      advantagesList: [{ title: 'Experience', content: '<p>Since 1890.</p>' }],
      environmentList: [{ title: 'Reception', coverUrl: UPLOADED }],
      documents: { privacy: '<p>Privacy</p>', terms: '<p>Terms</p>', disclaimer: '<p>Disclaimer</p>' },
      disclaimerVersion: expect.stringMatching(/^[a-f0-9]{12}$/),
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await call('GET', '/api/admin/portal-config?lang=en_US')).body_.result).toEqual(created.body_.result);

    const updated = await save(fullBody('en_US', { name: 'Renamed LLP', lawyerCount: 50, environmentList: [] }));
    expect(updated.statusCode).toBe(200);
    expect(updated.body_.result).toMatchObject({ lang: 'en_US', name: 'Renamed LLP', lawyerCount: 50, environmentList: [] });
    const reread = await call('GET', '/api/admin/portal-config?lang=en_US');
    expect(reread.body_.result).toEqual(updated.body_.result);
    expect(await ctx.app.db.selectFrom('portal_config').select('lang').where('lang', '=', 'en_US').execute()).toHaveLength(1);

    await save(fullBody('de_DE', { name: 'Kanzlei' }));
    expect((await call('GET', '/api/admin/portal-config?lang=de_DE')).body_.result.name).toBe('Kanzlei');
    expect((await call('GET', '/api/admin/portal-config?lang=en_US')).body_.result.name).toBe('Renamed LLP');
  });

  it('keeps fields the body leaves out and clears those sent empty', async () => {
    await save(fullBody('en_US'));
    const response = await save({ lang: 'en_US', name: 'Only the name', email: '', address: null });
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toMatchObject({
      name: 'Only the name',
      email: null,
      address: null,
      tel: '+44 20 7946 0000',
      lawyerCount: 42,
      documents: { privacy: '<p>Privacy</p>', terms: '<p>Terms</p>', disclaimer: '<p>Disclaimer</p>' },
      advantagesList: [{ title: 'Experience', content: '<p>Since 1890.</p>' }],
    });
  });

  it('names the missing required fields', async () => {
    const response = await save({});
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body_).sort()).toEqual(['lang', 'name']);
    expect(response.body_.result.fieldErrors).toContainEqual({ field: 'name', message: 'Please enter name' });
    const blankName = await save({ lang: 'en_US', name: '  ' });
    expect(fieldsOf(blankName.body_)).toEqual(['name']);
    const advantageTitle = await save(fullBody('en_US', { advantagesList: [{ content: '<p>x</p>' }] }));
    expect(fieldsOf(advantageTitle.body_)).toEqual(['advantagesList.0.title']);
    const coverMissing = await save(fullBody('en_US', { environmentList: [{ title: 'Library' }] }));
    expect(coverMissing.body_.result.fieldErrors).toEqual([{ field: 'environmentList.0.coverUrl', message: 'Please enter cover image' }]);
  });

  it('names a bad icon URL, email address, telephone number and environment cover', async () => {
    const response = await save(
      fullBody('en_US', { iconUrl: 'javascript:alert(1)', email: 'not-an-email', tel: 'call us <b>now</b>', environmentList: [{ title: 'Hall', coverUrl: 'ftp://x' }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([
      { field: 'iconUrl', message: 'Icon must be an absolute http(s) URL or an uploaded file' },
      { field: 'email', message: 'Email address is not a valid email address' },
      { field: 'tel', message: expect.stringMatching(/ may contain only digits, spaces and \+ - \( \) \/ \.$/) },
      { field: 'environmentList.0.coverUrl', message: 'Cover image must be an absolute http(s) URL or an uploaded file' },
    ]);
    const german = await call('POST', '/api/admin/portal-config', fullBody('en_US', { email: 'not-an-email' }), { lang: 'de_DE' });
    expect(german.body_.result.fieldErrors[0].field).toBe('email');
    expect(german.body_.result.fieldErrors[0].message).toContain('E-Mail-Adresse');
  });

  it('bounds the counts and the lists, and takes 0/1 or booleans for visibility', async () => {
    const tooMany = await save(fullBody('en_US', { lawyerCount: 1_000_001, totalPeople: -1, branchCount: 1.5 }));
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany.body_).sort()).toEqual(['branchCount', 'lawyerCount', 'totalPeople']);
    const advantages = Array.from({ length: 21 }, (_, i) => ({ title: `A${i}`, content: '' }));
    expect(fieldsOf((await save(fullBody('en_US', { advantagesList: advantages }))).body_)).toEqual(['advantagesList']);
    const badFlag = await save(fullBody('en_US', { isLawyerCountVisible: 2 }));
    expect(fieldsOf(badFlag.body_)).toEqual(['isLawyerCountVisible']);
    const flags = await save(fullBody('en_US', { isLawyerCountVisible: 0, isTotalPeopleVisible: true, isBranchCountVisible: false }));
    expect(flags.body_.result).toMatchObject({ isLawyerCountVisible: false, isTotalPeopleVisible: true, isBranchCountVisible: false });
  });

  it('sanitises the introduction, advantages and documents', async () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script><a href="JaVaScRiPt:alert(1)">x</a><img src="/api/upload/2026/11/0123456789abcdef0123.webp" onerror="e()"></p>';
    const response = await save(
      fullBody('en_US', {
        introduce: dirty,
        advantagesList: [{ title: 'Safe', content: dirty }],
        documents: { privacy: dirty, terms: dirty, disclaimer: dirty },
      }),
    );
    expect(response.statusCode).toBe(200);
    const { introduce, advantagesList, documents } = response.body_.result;
    for (const html of [introduce, advantagesList[0].content, documents.privacy, documents.terms, documents.disclaimer]) {
      expect(html).toContain('Hi');
      expect(html).toContain('<img src="/api/upload/2026/11/0123456789abcdef0123.webp" />');
      expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    }
    const stored = await ctx.app.db.selectFrom('portal_config').select(['introduce', 'advantages', 'disclaimer']).where('lang', '=', 'en_US').executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('changes disclaimerVersion exactly when the disclaimer text changes', async () => {
    const first = await save(fullBody('zh_CN', { documents: { disclaimer: '<p>Version one</p>' } }));
    const version = first.body_.result.disclaimerVersion as string;
    expect(version).toMatch(/^[a-f0-9]{12}$/);

    const otherField = await save(fullBody('zh_CN', { name: 'Another name', documents: { disclaimer: '<p>Version one</p>', privacy: '<p>New</p>' } }));
    expect(otherField.body_.result.disclaimerVersion).toBe(version);
    const leftOut = await save({ lang: 'zh_CN', name: 'Yet another name' });
    expect(leftOut.body_.result.disclaimerVersion).toBe(version);
    const sentByClient = await save({ lang: 'zh_CN', name: 'Yet another name', disclaimerVersion: 'forged' });
    expect(sentByClient.body_.result.disclaimerVersion).toBe(version);

    const changed = await save(fullBody('zh_CN', { documents: { disclaimer: '<p>Version two</p>' } }));
    expect(changed.body_.result.disclaimerVersion).toMatch(/^[a-f0-9]{12}$/);
    expect(changed.body_.result.disclaimerVersion).not.toBe(version);

    const cleared = await save(fullBody('zh_CN', { documents: { disclaimer: '' } }));
    expect(cleared.body_.result.documents.disclaimer).toBeNull();
    expect(cleared.body_.result.disclaimerVersion).toBeNull();
  });

  it('refuses editors with 403 on both calls', async () => {
    const editor = (await ctx.staff('editor')).token;
    const read = await ctx.request({ method: 'GET', url: '/api/admin/portal-config', headers: { authorization: editor } });
    expect(read.statusCode).toBe(403);
    expect(read.body_).toEqual({ status: 403, message: 'Your role does not allow this action.', result: null });
    const payload = fullBody('de_DE', { name: 'Editor was here' });
    const write = await ctx.request({ method: 'POST', url: '/api/admin/portal-config', headers: { authorization: editor }, payload });
    expect(write.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/portal-config?lang=de_DE')).body_.result.name).not.toBe('Editor was here');
  });
});

describe.each(dialects)('public portal config on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { REMOTE_IMAGE_HOSTS: 'cdn.example.com, example.com' } });
    token = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => ctx.close());

  const save = (body: unknown) => ctx.request({ method: 'POST', url: '/api/admin/portal-config', payload: body as object, headers: { authorization: token } });
  const read = (url: string, lang: string) => ctx.request({ method: 'GET', url, headers: { lang } });

  it('answers null while no language has a record', async () => {
    const response = await read('/api/user/portal-config', 'en_US');
    expect(response.statusCode).toBe(200);
    expect(response.body_).toEqual({ status: 200, message: 'success', result: null });
    expect((await read('/api/user/portal-config/documents/privacy', 'en_US')).body_.result).toBeNull();
  });

  it('answers in the visitor language, else the default locale, else another language', async () => {
    await save(fullBody('zh_CN', { name: '律所' }));
    // Only Chinese exists: every visitor gets it.
    expect((await read('/api/user/portal-config', 'de_DE')).body_.result).toMatchObject({ lang: 'zh_CN', name: '律所' });

    await save(fullBody('en_US', { name: 'The Firm' }));
    // German has none: the default locale of the test configuration (en_US) comes before Chinese.
    const german = await read('/api/user/portal-config', 'de_DE');
    expect(german.body_.result).toMatchObject({ lang: 'en_US', name: 'The Firm', isLawyerCountVisible: true });
    expect(Object.keys(german.body_.result).sort()).toEqual(
      [
        'lang', 'name', 'iconUrl', 'address', 'email', 'tel', 'introduce', 'lawyerCount', 'isLawyerCountVisible', 'totalPeople',
        'isTotalPeopleVisible', 'branchCount', 'isBranchCountVisible', 'advantagesList', 'environmentList', 'documents',
        'disclaimerVersion', 'updateTime',
      ].sort(),
    );
    expect((await read('/api/user/portal-config', 'zh_CN')).body_.result.name).toBe('律所');
    expect((await read('/api/user/portal-config?lang=zh_CN', 'en_US')).body_.result.name).toBe('律所');
  });

  it('serves one document in the visitor language, falling back to a language that has it', async () => {
    await save(fullBody('de_DE', { documents: { privacy: '<p>Datenschutz</p>', terms: '', disclaimer: '<p>Haftung</p>' } }));
    const privacy = await read('/api/user/portal-config/documents/privacy', 'de_DE');
    expect(privacy.statusCode).toBe(200);
    expect(privacy.body_.result).toEqual({
      name: 'privacy',
      lang: 'de_DE',
      content: '<p>Datenschutz</p>',
      disclaimerVersion: expect.stringMatching(/^[a-f0-9]{12}$/),
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const terms = await read('/api/user/portal-config/documents/terms', 'de_DE');
    expect(terms.body_.result).toMatchObject({ name: 'terms', lang: 'en_US', content: '<p>Terms</p>' });

    const disclaimer = await ctx.app.services.portalConfig.document('disclaimer', 'de_DE');
    expect(disclaimer).toMatchObject({ name: 'disclaimer', lang: 'de_DE', content: '<p>Haftung</p>' });
    expect(disclaimer?.disclaimerVersion).toBe(privacy.body_.result.disclaimerVersion);
  });

  it('answers 404 for an unknown document name', async () => {
    const response = await read('/api/user/portal-config/documents/cookies', 'en_US');
    expect(response.statusCode).toBe(404);
    expect(response.body_).toEqual({ status: 404, message: 'The requested record does not exist.', result: null });
  });
});
