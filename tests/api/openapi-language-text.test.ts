/**
 * The API description names the site's languages and its default in words as well as in its enums
 * (issue 48 point 5, decision 0082): five languages at start, then English switched off and French
 * made the default in the back office; the document served follows each time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_SITE_LANGUAGES, setSiteLanguages } from '../../contract/site-languages.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

const FIVE = ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'ar_SA'];

describe.each(dialects)('the API description’s words about languages on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { SITE_LANGUAGES: FIVE.join(','), DEFAULT_LOCALE: 'zh_CN' } });
    admin = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => {
    await ctx.close();
    setSiteLanguages(SPEC_SITE_LANGUAGES);
  });

  const description = async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    return (response.body_ as { info: { description: string } }).info.description;
  };

  it('names the site’s languages in picker order and its default, and follows a change', async () => {
    const before = await description();
    expect(before).toContain("The site's languages are de_DE, en_US, zh_CN, fr_FR, ar_SA; the default is zh_CN.");
    expect(before).not.toContain('de_DE, en_US or zh_CN');

    const saved = await ctx.request({
      method: 'PUT',
      url: '/api/admin/languages',
      headers: { authorization: admin, lang: 'en_US' },
      payload: { languages: FIVE.map((code) => ({ code, enabled: code !== 'en_US' })), defaultLang: 'fr_FR' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await description()).toContain("The site's languages are de_DE, zh_CN, fr_FR, ar_SA; the default is fr_FR.");
  });
});
