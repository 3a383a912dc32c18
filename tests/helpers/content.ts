/** Builders of content through the API, for tests that need some to work on. */
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../server/db/connection.js';
import { createTestContext, type TestContext } from './app.js';

export const UPLOADED = '2026/11/0123456789abcdef0123.webp';

export async function createFolder(
  ctx: TestContext,
  token: string,
  names: Record<string, string>,
  options: { type?: 0 | 1; parentId?: number | null } = {},
): Promise<{ no: string; ids: Record<string, number> }> {
  const payload = Object.entries(names).map(([lang, name]) => ({ lang, name, type: options.type ?? 0, parentId: options.parentId ?? null }));
  const response = await ctx.request({ method: 'POST', url: '/api/admin/catalog', headers: { authorization: token }, payload });
  if (response.statusCode !== 200) throw new Error(`createFolder: ${response.body}`);
  const versions = response.body_.result.versions as { id: number; lang: string }[];
  return { no: response.body_.result.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
}

export async function createNews(
  ctx: TestContext,
  token: string,
  cataId: number,
  titles: Record<string, string>,
  extra: Record<string, unknown> = {},
): Promise<{ no: string; ids: Record<string, number> }> {
  const payload = Object.entries(titles).map(([lang, title]) => ({
    lang,
    title,
    cataId,
    coverUrl: UPLOADED,
    isLink: 0,
    content: `<p>${title}</p>`,
    note: `${title} in short`,
    ...extra,
  }));
  const response = await ctx.request({ method: 'POST', url: '/api/admin/latest-news', headers: { authorization: token }, payload });
  if (response.statusCode !== 200) throw new Error(`createNews: ${response.body}`);
  const versions = response.body_.result as { id: number; lang: string; no: string }[];
  return { no: versions[0]!.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
}

export async function createPracticeArea(ctx: TestContext, token: string, names: Record<string, string>): Promise<{ no: string; ids: Record<string, number> }> {
  const payload = Object.entries(names).map(([lang, name]) => ({ lang, name }));
  const response = await ctx.request({ method: 'POST', url: '/api/admin/professionalField', headers: { authorization: token }, payload });
  if (response.statusCode !== 200) throw new Error(`createPracticeArea: ${response.body}`);
  const versions = response.body_.result.versions as { id: number; lang: string }[];
  return { no: response.body_.result.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
}

/** What `newsDesk` gives the tests of a file: a context, an editor's token, a folder, the stored text of an item. */
export interface NewsDesk {
  ctx: TestContext;
  token: string;
  folderId: number;
  /** The content of an item's first version as stored (read back through the admin API). */
  storedContent(no: string): Promise<string>;
}

/**
 * A test context on `dialect` with an editor signed in and a news folder, made before the tests
 * of the calling `describe` and closed after them, for tests that write news items' rich text.
 */
export function newsDesk(dialect: Dialect, env: Record<string, string>): NewsDesk {
  const desk = {} as NewsDesk;
  beforeAll(async () => {
    desk.ctx = await createTestContext(dialect, { env });
    desk.token = (await desk.ctx.staff('editor')).token;
    desk.folderId = (await createFolder(desk.ctx, desk.token, { en_US: 'Firm News' })).ids.en_US!;
  });
  afterAll(async () => desk.ctx.close());
  desk.storedContent = async (no) =>
    (await desk.ctx.request({ method: 'GET', url: `/api/admin/latest-news?no=${no}`, headers: { authorization: desk.token } })).body_.result[0].content as string;
  return desk;
}
