/**
 * Every admin route is listed here with who may call it. A route added without a row here fails
 * the first test, so no admin route can ship without its 401 and 403 checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { fileUpload } from '../helpers/uploads.js';

/**
 * public: no token; staff: every signed-in account, reviewers included; editor: editors and
 * administrators (a reviewer changes nothing visitors see, decision 0023); administrator.
 */
type Access = 'public' | 'staff' | 'editor' | 'administrator';

/** method, path (as registered, with :params), who may call it, and a concrete URL to call. */
const adminRoutes: [string, string, Access, string][] = [
  ['POST', '/api/admin/login', 'public', '/api/admin/login'],
  ['GET', '/api/admin/quit', 'staff', '/api/admin/quit'],
  ['GET', '/api/admin/mine', 'staff', '/api/admin/mine'],
  ['PUT', '/api/admin/modify-password', 'staff', '/api/admin/modify-password'],
  ['PUT', '/api/admin/modify-head-img', 'staff', '/api/admin/modify-head-img'],
  ['POST', '/api/admin/two-factor/setup', 'staff', '/api/admin/two-factor/setup'],
  ['POST', '/api/admin/two-factor/confirm', 'staff', '/api/admin/two-factor/confirm'],
  ['POST', '/api/admin/two-factor/disable', 'staff', '/api/admin/two-factor/disable'],
  ['GET', '/api/admin/users', 'administrator', '/api/admin/users'],
  ['POST', '/api/admin/users', 'administrator', '/api/admin/users'],
  ['PUT', '/api/admin/users', 'administrator', '/api/admin/users'],
  ['DELETE', '/api/admin/users/:id', 'administrator', '/api/admin/users/1'],
  ['GET', '/api/admin/users/two-factor-policy', 'administrator', '/api/admin/users/two-factor-policy'],
  ['PUT', '/api/admin/users/two-factor-policy', 'administrator', '/api/admin/users/two-factor-policy'],
  ['GET', '/api/admin/audit', 'administrator', '/api/admin/audit'],
  ['GET', '/api/admin/audit/export', 'administrator', '/api/admin/audit/export'],
  ['POST', '/api/admin/files/upload', 'staff', '/api/admin/files/upload'],
  ['GET', '/api/admin/files', 'staff', '/api/admin/files'],
  ['GET', '/api/admin/files/:id', 'staff', '/api/admin/files/1'],
  ['PUT', '/api/admin/files/:id', 'editor', '/api/admin/files/1'],
  ['DELETE', '/api/admin/files/:id', 'editor', '/api/admin/files/1'],
  ['GET', '/api/admin/portal-config/site-status', 'administrator', '/api/admin/portal-config/site-status'],
  ['POST', '/api/admin/portal-config/site-status/:value', 'administrator', '/api/admin/portal-config/site-status/1'],
  ['GET', '/api/admin/portal-config/time-zone', 'staff', '/api/admin/portal-config/time-zone'],
  ['PUT', '/api/admin/portal-config/time-zone', 'administrator', '/api/admin/portal-config/time-zone'],
  ['GET', '/api/admin/languages', 'administrator', '/api/admin/languages'],
  ['POST', '/api/admin/languages', 'administrator', '/api/admin/languages'],
  ['PUT', '/api/admin/languages', 'administrator', '/api/admin/languages'],
  ['GET', '/api/admin/labels/:lang', 'administrator', '/api/admin/labels/de_DE'],
  ['PUT', '/api/admin/labels/:lang', 'administrator', '/api/admin/labels/de_DE'],
  ['GET', '/api/admin/portal-config', 'administrator', '/api/admin/portal-config'],
  ['POST', '/api/admin/portal-config', 'administrator', '/api/admin/portal-config'],
  ['GET', '/api/admin/portal-config/shared', 'administrator', '/api/admin/portal-config/shared'],
  ['PUT', '/api/admin/portal-config/shared', 'administrator', '/api/admin/portal-config/shared'],
  ['GET', '/api/admin/icon', 'staff', '/api/admin/icon'],
  ['POST', '/api/admin/icon', 'editor', '/api/admin/icon'],
  ['DELETE', '/api/admin/icon/:id', 'editor', '/api/admin/icon/1'],
  ['GET', '/api/admin/catalog', 'staff', '/api/admin/catalog?type=0'],
  ['POST', '/api/admin/catalog', 'editor', '/api/admin/catalog'],
  ['PUT', '/api/admin/catalog', 'editor', '/api/admin/catalog'],
  ['PUT', '/api/admin/catalog/sort', 'editor', '/api/admin/catalog/sort'],
  ['GET', '/api/admin/catalog/:id', 'staff', '/api/admin/catalog/1'],
  ['DELETE', '/api/admin/catalog/:id', 'editor', '/api/admin/catalog/1'],
  ['GET', '/api/admin/latest-news', 'staff', '/api/admin/latest-news'],
  ['POST', '/api/admin/latest-news', 'staff', '/api/admin/latest-news'],
  ['PUT', '/api/admin/latest-news', 'staff', '/api/admin/latest-news'],
  ['DELETE', '/api/admin/latest-news', 'editor', '/api/admin/latest-news?no=x'],
  ['PUT', '/api/admin/latest-news/pin', 'editor', '/api/admin/latest-news/pin?no=x'],
  ['PUT', '/api/admin/latest-news/unpin', 'editor', '/api/admin/latest-news/unpin?no=x'],
  ['PUT', '/api/admin/latest-news/publish', 'editor', '/api/admin/latest-news/publish?no=x'],
  ['PUT', '/api/admin/latest-news/unpublish', 'editor', '/api/admin/latest-news/unpublish?no=x'],
  ['PUT', '/api/admin/latest-news/bulk/pin', 'editor', '/api/admin/latest-news/bulk/pin'],
  ['PUT', '/api/admin/latest-news/bulk/unpin', 'editor', '/api/admin/latest-news/bulk/unpin'],
  ['PUT', '/api/admin/latest-news/bulk/move', 'editor', '/api/admin/latest-news/bulk/move'],
  ['POST', '/api/admin/latest-news/bulk/delete', 'editor', '/api/admin/latest-news/bulk/delete'],
  ['POST', '/api/admin/previews', 'staff', '/api/admin/previews'],
  ['GET', '/api/admin/revisions', 'staff', '/api/admin/revisions?entity=news&no=x'],
  ['GET', '/api/admin/revisions/:id', 'staff', '/api/admin/revisions/1'],
  ['POST', '/api/admin/revisions/:id/restore', 'staff', '/api/admin/revisions/1/restore'],
  ['PUT', '/api/admin/translations/current', 'staff', '/api/admin/translations/current?entity=news&no=x&lang=en_US'],
  ['GET', '/api/admin/case-analysis', 'staff', '/api/admin/case-analysis'],
  ['POST', '/api/admin/case-analysis', 'staff', '/api/admin/case-analysis'],
  ['PUT', '/api/admin/case-analysis', 'staff', '/api/admin/case-analysis'],
  ['DELETE', '/api/admin/case-analysis', 'editor', '/api/admin/case-analysis?no=x'],
  ['PUT', '/api/admin/case-analysis/pin', 'editor', '/api/admin/case-analysis/pin?no=x'],
  ['PUT', '/api/admin/case-analysis/unpin', 'editor', '/api/admin/case-analysis/unpin?no=x'],
  ['PUT', '/api/admin/case-analysis/publish', 'editor', '/api/admin/case-analysis/publish?no=x'],
  ['PUT', '/api/admin/case-analysis/unpublish', 'editor', '/api/admin/case-analysis/unpublish?no=x'],
  ['PUT', '/api/admin/case-analysis/bulk/pin', 'editor', '/api/admin/case-analysis/bulk/pin'],
  ['PUT', '/api/admin/case-analysis/bulk/unpin', 'editor', '/api/admin/case-analysis/bulk/unpin'],
  ['PUT', '/api/admin/case-analysis/bulk/move', 'editor', '/api/admin/case-analysis/bulk/move'],
  ['POST', '/api/admin/case-analysis/bulk/delete', 'editor', '/api/admin/case-analysis/bulk/delete'],
  ['GET', '/api/admin/lawfirm-honour', 'staff', '/api/admin/lawfirm-honour'],
  ['POST', '/api/admin/lawfirm-honour', 'staff', '/api/admin/lawfirm-honour'],
  ['PUT', '/api/admin/lawfirm-honour', 'staff', '/api/admin/lawfirm-honour'],
  ['DELETE', '/api/admin/lawfirm-honour', 'editor', '/api/admin/lawfirm-honour?no=x'],
  ['PUT', '/api/admin/lawfirm-honour/pin', 'editor', '/api/admin/lawfirm-honour/pin?no=x'],
  ['PUT', '/api/admin/lawfirm-honour/unpin', 'editor', '/api/admin/lawfirm-honour/unpin?no=x'],
  ['PUT', '/api/admin/lawfirm-honour/publish', 'editor', '/api/admin/lawfirm-honour/publish?no=x'],
  ['PUT', '/api/admin/lawfirm-honour/unpublish', 'editor', '/api/admin/lawfirm-honour/unpublish?no=x'],
  ['PUT', '/api/admin/lawfirm-honour/bulk/pin', 'editor', '/api/admin/lawfirm-honour/bulk/pin'],
  ['PUT', '/api/admin/lawfirm-honour/bulk/unpin', 'editor', '/api/admin/lawfirm-honour/bulk/unpin'],
  ['POST', '/api/admin/lawfirm-honour/bulk/delete', 'editor', '/api/admin/lawfirm-honour/bulk/delete'],
  ['GET', '/api/admin/lawyerTeam', 'staff', '/api/admin/lawyerTeam'],
  ['POST', '/api/admin/lawyerTeam', 'staff', '/api/admin/lawyerTeam'],
  ['PUT', '/api/admin/lawyerTeam', 'staff', '/api/admin/lawyerTeam'],
  ['PUT', '/api/admin/lawyerTeam/publish', 'editor', '/api/admin/lawyerTeam/publish?no=x'],
  ['PUT', '/api/admin/lawyerTeam/unpublish', 'editor', '/api/admin/lawyerTeam/unpublish?no=x'],
  ['GET', '/api/admin/lawyerTeam/detail/:id', 'staff', '/api/admin/lawyerTeam/detail/1'],
  ['DELETE', '/api/admin/lawyerTeam/:id', 'editor', '/api/admin/lawyerTeam/1'],
  ['PUT', '/api/admin/lawyerTeam/:id/:top', 'editor', '/api/admin/lawyerTeam/1/5'],
  ['PUT', '/api/admin/lawyerTeam/bulk/pin', 'editor', '/api/admin/lawyerTeam/bulk/pin'],
  ['PUT', '/api/admin/lawyerTeam/bulk/unpin', 'editor', '/api/admin/lawyerTeam/bulk/unpin'],
  ['POST', '/api/admin/lawyerTeam/bulk/delete', 'editor', '/api/admin/lawyerTeam/bulk/delete'],
  ['GET', '/api/admin/banner', 'staff', '/api/admin/banner'],
  ['POST', '/api/admin/banner', 'staff', '/api/admin/banner'],
  ['PUT', '/api/admin/banner', 'staff', '/api/admin/banner'],
  ['PUT', '/api/admin/banner/publish', 'editor', '/api/admin/banner/publish?no=x'],
  ['PUT', '/api/admin/banner/unpublish', 'editor', '/api/admin/banner/unpublish?no=x'],
  ['GET', '/api/admin/banner/detail/:id', 'staff', '/api/admin/banner/detail/1'],
  ['DELETE', '/api/admin/banner/:id', 'editor', '/api/admin/banner/1'],
  ['PUT', '/api/admin/banner/:id/:top', 'editor', '/api/admin/banner/1/5'],
  ['PUT', '/api/admin/banner/sort', 'editor', '/api/admin/banner/sort'],
  ['GET', '/api/admin/professionalField', 'staff', '/api/admin/professionalField'],
  ['GET', '/api/admin/professionalField/lang/list', 'public', '/api/admin/professionalField/lang/list?lang=en_US'],
  ['GET', '/api/admin/professionalField/detail/:id', 'staff', '/api/admin/professionalField/detail/1'],
  ['POST', '/api/admin/professionalField', 'staff', '/api/admin/professionalField'],
  ['PUT', '/api/admin/professionalField', 'staff', '/api/admin/professionalField'],
  ['PUT', '/api/admin/professionalField/publish', 'editor', '/api/admin/professionalField/publish?no=x'],
  ['PUT', '/api/admin/professionalField/unpublish', 'editor', '/api/admin/professionalField/unpublish?no=x'],
  ['DELETE', '/api/admin/professionalField/:id', 'editor', '/api/admin/professionalField/1'],
  ['PUT', '/api/admin/professionalField/sort', 'editor', '/api/admin/professionalField/sort'],
  ['GET', '/api/admin/job', 'public', '/api/admin/job?lang=en_US'],
  ['GET', '/api/admin/job/detail/:id', 'staff', '/api/admin/job/detail/1'],
  ['POST', '/api/admin/job', 'editor', '/api/admin/job'],
  ['PUT', '/api/admin/job', 'editor', '/api/admin/job'],
  ['DELETE', '/api/admin/job/:id', 'editor', '/api/admin/job/1'],
  ['PUT', '/api/admin/job/sort', 'editor', '/api/admin/job/sort'],
  ['GET', '/api/admin/office', 'public', '/api/admin/office?lang=en_US'],
  ['GET', '/api/admin/office/detail/:id', 'staff', '/api/admin/office/detail/1'],
  ['POST', '/api/admin/office', 'editor', '/api/admin/office'],
  ['PUT', '/api/admin/office', 'editor', '/api/admin/office'],
  ['DELETE', '/api/admin/office/:id', 'editor', '/api/admin/office/1'],
  ['PUT', '/api/admin/office/sort', 'editor', '/api/admin/office/sort'],
];

/**
 * The route let the caller in and did its work: a success, or, where an empty body or a made-up
 * id cannot be valid, a validation answer (400 naming the fields) or a not-found answer (404).
 * Never a 401 or 403 (the role was refused) and never a 5xx (a 500 is no proof of access).
 */
function expectServed(response: { statusCode: number; body: string; body_: any }) {
  const status = response.statusCode;
  if (status >= 200 && status < 300) return;
  expect([400, 404], `${status}: ${response.body}`).toContain(status);
  expect(response.body_.status, response.body).toBe(status);
  if (status === 400) expect(response.body_.result?.fieldErrors?.length ?? 0, `a 400 that names no field: ${response.body}`).toBeGreaterThan(0);
}

describe.each(dialects)('admin route table on %s', (dialect) => {
  let ctx: TestContext;
  let editorToken: string;
  let reviewerToken: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    editorToken = (await ctx.staff('editor')).token;
    reviewerToken = (await ctx.staff('reviewer')).token;
  });
  afterAll(async () => ctx.close());

  /**
   * A body the route can accept where one can be made without knowing the data (an upload gets a
   * real picture); otherwise an empty one, which the route must refuse as invalid, not fail on.
   */
  async function validInput(method: string, url: string, token: string) {
    if (url === '/api/admin/files/upload') {
      const body = fileUpload(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#345' } }).png().toBuffer(), 'a.png', 'image/png');
      return { headers: { ...body.headers, authorization: token }, payload: body.payload };
    }
    return { headers: { authorization: token }, payload: method === 'GET' || method === 'DELETE' ? undefined : {} };
  }

  it('lists every admin route the app has, and nothing it lacks', () => {
    const registered = ctx.app.routeList
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .filter((r) => / \/api\/admin(\/|$)/.test(r) && !r.startsWith('HEAD '));
    const listed = adminRoutes.map(([method, path]) => `${method} ${path}`);
    expect(registered.filter((r) => !listed.includes(r)), 'admin routes missing from the table').toEqual([]);
    expect(listed.filter((r) => !registered.includes(r)), 'table rows without a route').toEqual([]);
  });

  it.each(adminRoutes.filter(([, , access]) => access !== 'public'))('%s %s answers 401 without a token', async (method, _path, _access, url) => {
    const response = await ctx.request({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.body_).toEqual({ status: 401, message: 'login expired, please log in again', result: null });
  });

  it.each(adminRoutes.filter(([, , access]) => access === 'administrator'))('%s %s answers 403 to an editor', async (method, _path, _access, url) => {
    const response = await ctx.request({
      method: method as 'GET',
      url,
      headers: { authorization: editorToken },
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.body_.status).toBe(403);
    expect(response.body_.message).toBe('Your role does not allow this action.');
  });

  it.each(adminRoutes.filter(([, , access]) => access === 'administrator' || access === 'editor'))('%s %s answers 403 to a reviewer', async (method, _path, _access, url) => {
    const response = await ctx.request({
      method: method as 'GET',
      url,
      headers: { authorization: reviewerToken },
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.body_.message).toBe('Your role does not allow this action.');
  });

  it.each(adminRoutes.filter(([, , access]) => access === 'staff'))('%s %s is open to a reviewer', async (method, _path, _access, url) => {
    const response = await ctx.request({
      method: method as 'GET',
      url,
      ...(await validInput(method, url, (await ctx.staff('reviewer')).token)),
    });
    expectServed(response);
  });

  it.each(adminRoutes.filter(([, , access]) => access === 'staff' || access === 'editor'))('%s %s is open to an editor', async (method, _path, _access, url) => {
    const response = await ctx.request({
      method: method as 'GET',
      url,
      ...(await validInput(method, url, (await ctx.staff('editor')).token)),
    });
    expectServed(response);
  });
});
