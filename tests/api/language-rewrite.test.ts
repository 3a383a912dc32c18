/**
 * Saving the site's languages (decision 0083) rewrites the changed rows of `site_language` in one
 * statement, however many there are, with the right values for each row on both databases (the
 * casts type PostgreSQL's parameters). The API's behaviour: tests/api/site-languages-admin.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { SPEC_SITE_LANGUAGES, setSiteLanguages } from '../../contract/site-languages.js';
import { listLanguages, rewriteLanguages } from '../../server/modules/languages/repository.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { SPEC_LANGUAGES_ENV } from '../helpers/test-languages.js';

describe.each(dialects)('rewriting the site languages on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A new site's stored set, the spec's three, whatever languages the run adds (about the SQL, not the set).
    ctx = await createTestContext(dialect, { env: SPEC_LANGUAGES_ENV });
  });
  afterAll(async () => {
    await ctx.close();
    setSiteLanguages(SPEC_SITE_LANGUAGES);
  });

  it('writes position, switch and default of every row given in one statement', async () => {
    const before = await listLanguages(ctx.app.db);
    expect(before.map((row) => row.code)).toEqual(['de_DE', 'en_US', 'zh_CN']);
    const statements: string[] = [];
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(args.node.kind);
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    // Chinese first and the default, German switched off, English last.
    const rows = [
      { code: 'zh_CN', position: 0, enabled: 1, is_default: 1 },
      { code: 'de_DE', position: 1, enabled: 0, is_default: 0 },
      { code: 'en_US', position: 2, enabled: 1, is_default: 0 },
    ];
    await rewriteLanguages(ctx.app.db.withPlugin(counting), rows);
    expect(statements).toEqual(['UpdateQueryNode']);
    expect(await listLanguages(ctx.app.db)).toEqual(rows);

    statements.length = 0;
    await rewriteLanguages(ctx.app.db.withPlugin(counting), []);
    expect(statements).toEqual([]);

    await rewriteLanguages(ctx.app.db, before);
    expect(await listLanguages(ctx.app.db)).toEqual(before);
  });
});
